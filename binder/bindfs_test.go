package binder

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder/schema"
)

// copyFS returns the files under dir in an fs.FS, each at under/PATH.
func copyFS(t *testing.T, dir, under string) fstest.MapFS {
	t.Helper()
	out := fstest.MapFS{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		out[under+"/"+filepath.ToSlash(rel)] = &fstest.MapFile{Data: data}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// shape describes a bound program and its components, and its
// diagnostics by position, without file names.
func shape(p *Program, diags hcl.Diagnostics) string {
	var b strings.Builder
	var walk func(p *Program, indent string)
	walk = func(p *Program, indent string) {
		for _, n := range p.Nodes {
			b.WriteString(indent + n.Name() + ": " + n.Type().String() + "\n")
			if c, ok := n.(*Component); ok && c.Program != nil {
				walk(c.Program, indent+"  ")
			}
		}
	}
	walk(p, "")
	for _, d := range diags {
		b.WriteString(d.Summary)
		if d.Subject != nil {
			fmt.Fprintf(&b, " at %s:%d:%d", filepath.Base(d.Subject.Filename), d.Subject.Start.Line, d.Subject.Start.Column)
		}
		b.WriteString("\n")
	}
	return b.String()
}

// TestBindFS binds the component test programs from an fs.FS and from the
// disk: the programs, their components and their diagnostics are the same,
// and files and component directories are named by their paths in the
// fs.FS.
func TestBindFS(t *testing.T) {
	loader := schema.NewLoader("testdata/schemas")
	fsys := copyFS(t, "testdata/components", "progs")
	for _, name := range []string{"web", "loop", "web/main.pp"} {
		t.Run(name, func(t *testing.T) {
			want, wantDiags := BindPath(filepath.Join("testdata", "components", filepath.FromSlash(name)), Options{Loader: loader})
			got, gotDiags := BindFS(fsys, "progs/"+name, Options{Loader: loader})
			if g, w := shape(got, gotDiags), shape(want, wantDiags); g != w {
				t.Errorf("from the fs.FS:\n%s\nfrom the disk:\n%s", g, w)
			}
			if len(got.Nodes) == 0 {
				t.Fatal("nothing bound")
			}
			for _, f := range got.Files {
				if !strings.HasPrefix(f.Name, "progs/") {
					t.Errorf("file named %s, want its path in the fs.FS", f.Name)
				}
			}
			for _, c := range got.Components() {
				if !fs.ValidPath(c.Dir) || !strings.HasPrefix(c.Dir, "progs/") {
					t.Errorf("component %s has directory %s, want its path in the fs.FS", c.Name(), c.Dir)
				}
			}
		})
	}
}

// TestBindFSComponentOutside: a component source outside the file system
// (climbing above its root, or absolute) is a missing component program,
// never a read of the machine's files.
func TestBindFSComponentOutside(t *testing.T) {
	fsys := fstest.MapFS{
		"app/main.pp":   {Data: []byte("component up \"../../app\" {}\ncomponent abs \"/etc\" {}\ncomponent ok \"./web\" {}\n")},
		"app/web/a.pp":  {Data: []byte("output x {\n  value = 1\n}\n")},
		"elsewhere/b.p": {Data: []byte("")},
	}
	p, diags := BindFS(fsys, "app", Options{})
	var missing []string
	for _, d := range diags {
		if d.Summary == "Missing component program" {
			missing = append(missing, d.Detail)
		} else {
			t.Errorf("unexpected diagnostic: %s: %s", d.Summary, d.Detail)
		}
	}
	if len(missing) != 2 || !strings.Contains(missing[0], `"../../app"`) || !strings.Contains(missing[1], `"/etc"`) {
		t.Errorf("missing component diagnostics: %q", missing)
	}
	if c, ok := p.Node("ok").(*Component); !ok || c.Program == nil || c.Dir != "app/web" {
		t.Errorf("the component inside the fs.FS did not bind: %+v", p.Node("ok"))
	}
}
