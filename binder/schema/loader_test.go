package schema

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

func TestLoadVersionSelection(t *testing.T) {
	l := NewLoader("testdata/versions")
	tests := []struct {
		name, version string
		want          string // package version; "" means an error is expected
		file          string // base name of the file it comes from
	}{
		{"multi", "", "3.0.0-alpha.1.internal+exp.sha.12345678", "multi-3.0.0-alpha.1.internal+exp.sha.12345678.json"},
		{"multi", "1.0.0", "1.0.0", "multi-1.0.0.json"},
		{"multi", "v1.0.0", "1.0.0", "multi-1.0.0.json"},
		{"multi", "1.0.0-beta.5", "1.0.0-beta.5", "multi-1.0.0-beta.5.json"},
		{"multi", "1.9.0", "1.9.0", "multi-1.9.0.yaml"},
		{"multi", "1.10.0", "1.10.0", "multi-1.10.0.json"},
		{"multi", "3.0.0-alpha.1.internal", "3.0.0-alpha.1.internal+exp.sha.12345678", "multi-3.0.0-alpha.1.internal+exp.sha.12345678.json"},
		{"multi", "3.0.0-alpha.1.internal+exp.sha.12345678", "3.0.0-alpha.1.internal+exp.sha.12345678", "multi-3.0.0-alpha.1.internal+exp.sha.12345678.json"},
		{"multi", "3.0.0-alpha.1.internal+other", "", ""},
		{"multi", "1.5.0", "", ""},
		{"rel", "", "1.0.0", "rel-1.0.0.json"},
		{"rel", "1.0.0-rc.1", "1.0.0-rc.1", "rel-1.0.0-rc.1.json"},
		{"unv", "", "0.3.0", "unv.json"},
		{"unv", "0.3.0", "0.3.0", "unv.json"},
		{"unv", "0.2.0", "0.2.0", "unv-0.2.0.json"},
		{"nover", "", "", "nover.json"},
		{"fileonly", "", "4.5.6", "fileonly-4.5.6.json"},
		{"fileonly", "4.5.6", "4.5.6", "fileonly-4.5.6.json"},
		{"impostor", "", "", ""},
		{"absent", "", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name+"@"+tt.version, func(t *testing.T) {
			p, err := l.Load(tt.name, tt.version)
			if tt.file == "" {
				var nf *NotFoundError
				if !errors.As(err, &nf) {
					t.Fatalf("want a *NotFoundError, got %v, %v", p, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if p.Version != tt.want || filepath.Base(p.File) != tt.file {
				t.Errorf("got %s from %s, want %s from %s", p.Version, p.File, tt.want, tt.file)
			}
		})
	}
}

func TestLoadCachesAndIsConcurrencySafe(t *testing.T) {
	l := NewLoader("testdata/demo")
	var wg sync.WaitGroup
	pkgs := make([]*Package, 8)
	res := make([]*Resource, 8)
	objs := make([]Type, 8)
	for i := range pkgs {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			p, err := l.Load("demo", "1.2.0")
			if err != nil {
				t.Error(err)
				return
			}
			pkgs[i] = p
			r, err := p.Resource("demo:storage:Bucket")
			if err != nil {
				t.Error(err)
				return
			}
			res[i] = r
			web := r.InputProperty("website").Type.(*ObjectType)
			if _, err := web.Properties(); err != nil {
				t.Error(err)
			}
			objs[i], _ = p.Type("demo:storage/BucketWebsite:BucketWebsite")
		}(i)
	}
	wg.Wait()
	for i := range pkgs {
		if pkgs[i] != pkgs[0] || res[i] != res[0] || objs[i] != objs[0] {
			t.Fatalf("goroutine %d got a different package, resource or type", i)
		}
	}
	if p, _ := l.Load("demo", ""); p != pkgs[0] {
		t.Error("Load(demo, \"\") loaded the file again")
	}
}

func TestMissingPackageError(t *testing.T) {
	dirs := []string{"testdata/versions", "testdata/nonexistent"}
	l := NewLoader(dirs...)
	tests := []struct {
		name, version string
		want          []string
	}{
		{"aws", "", []string{"no schema for package aws", "testdata/versions", "testdata/nonexistent",
			"cannot read testdata/nonexistent)", "--schemas DIR", EnvSchemaPath, "aws-VERSION.json"}},
		{"aws", "5.4.0", []string{"no schema for package aws version 5.4.0", "testdata/versions",
			"--schemas DIR", EnvSchemaPath, "aws-5.4.0.json"}},
		{"multi", "1.5.0", []string{"no schema for package multi version 1.5.0", "available versions:",
			"3.0.0-alpha.1.internal+exp.sha.12345678", "1.10.0", "1.9.0", "1.0.0-beta.5", "multi-1.5.0.json"}},
	}
	for _, tt := range tests {
		t.Run(tt.name+"@"+tt.version, func(t *testing.T) {
			_, err := l.Load(tt.name, tt.version)
			if err == nil {
				t.Fatal("no error")
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not mention %q", err, w)
				}
			}
		})
	}
	_, err := NewLoader().Load("aws", "")
	if err == nil || !strings.Contains(err.Error(), "looked in no directories") {
		t.Errorf("error without directories = %v", err)
	}
}

func TestLoaderFromEnv(t *testing.T) {
	sep := string(os.PathListSeparator)
	t.Setenv(EnvSchemaPath, "testdata/versions"+sep+sep+"testdata/demo")
	l := LoaderFromEnv([]string{"testdata/xref"})
	want := []string{"testdata/xref", "testdata/versions", "testdata/demo"}
	if got := l.Dirs(); strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("Dirs() = %q, want %q", got, want)
	}
	if _, err := l.Load("demo", ""); err != nil {
		t.Error(err)
	}
	t.Setenv(EnvSchemaPath, "")
	if got := LoaderFromEnv(nil).Dirs(); len(got) != 0 {
		t.Errorf("Dirs() = %q, want none", got)
	}
}

func TestLoadNearest(t *testing.T) {
	l := NewLoader("testdata/versions", "testdata/xref")
	tests := []struct {
		name, version, want string
		fails               bool
	}{
		{"base", "1.1.0", "1.1.0", false},
		{"base", "1.0.0", "1.1.0", false},
		{"base", "2.0.0", "", true},
		{"nover", "7.0.0", "", false},
		{"multi", "1.5.0", "1.10.0", false},
		{"multi", "3.1.0", "3.0.0-alpha.1.internal+exp.sha.12345678", false},
	}
	for _, tt := range tests {
		t.Run(tt.name+"@"+tt.version, func(t *testing.T) {
			p, err := l.LoadNearest(tt.name, tt.version)
			if tt.fails {
				if err == nil {
					t.Fatalf("got %s, want an error", p.Version)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if p.Version != tt.want {
				t.Errorf("got %q, want %q", p.Version, tt.want)
			}
		})
	}
}

func TestMalformedSchemas(t *testing.T) {
	l := NewLoader("testdata/malformed")
	tests := []struct {
		name string
		want []string // substrings of the load error; nil when loading succeeds
	}{
		{"broken", []string{"broken-1.0.0.json:9:5", "unexpected ']'", "byte offset"}},
		{"unterminated", []string{"unterminated-1.0.0.json:4:", "unterminated string"}},
		{"badyaml", []string{"badyaml-1.0.0.yaml:", "line"}},
		{"noname", []string{"noname-1.0.0.json", `missing package "name"`}},
		{"badversion", []string{"badversion-1.0.0.json:1:", `field "version"`}},
		{"badentry", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			file, _ := filepath.Glob(filepath.Join("testdata/malformed", tt.name+"-*"))
			if len(file) != 1 {
				t.Fatalf("testdata for %s: %q", tt.name, file)
			}
			p, err := l.LoadFile(file[0])
			if tt.want == nil {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			if err == nil {
				t.Fatalf("loaded %s without error", p.Name)
			}
			var se *SchemaError
			if !errors.As(err, &se) {
				t.Errorf("error %T is not a *SchemaError", err)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not mention %q", err, w)
				}
			}
		})
	}

	// A bad entry is reported when it is looked up, with its position.
	p, err := l.Load("badentry", "")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Resource("badentry:index:Good"); err != nil {
		t.Errorf("good entry: %v", err)
	}
	_, err = p.Resource("badentry:index:Bad")
	var se *SchemaError
	if !errors.As(err, &se) || se.Line != 14 || !strings.Contains(err.Error(), "badentry-1.0.0.json:14:") ||
		!strings.Contains(err.Error(), `resource "badentry:index:Bad"`) {
		t.Errorf("bad entry error = %v", err)
	}
	if _, err2 := p.Resource("badentry:index:Bad"); err2 == nil || err2.Error() != err.Error() {
		t.Errorf("second lookup = %v", err2)
	}
}

// TestYAMLMatchesJSON decodes YAML schemas and their JSON twins the same way.
func TestYAMLMatchesJSON(t *testing.T) {
	pairs := [][2]string{{"testdata/twin/twin-1.0.0.json", "testdata/twin/twin-1.0.0.yaml"}}
	if _, err := os.Stat(filepath.Join(moduleRoot(t), "..", "shared", "corpus", "schemas")); err == nil {
		root := corpusSchemas(t)
		pairs = append(pairs, [2]string{filepath.Join(root, "aliases-1.0.0.json"), filepath.Join(root, "aliases-1.0.0.yaml")})
	}
	for _, pair := range pairs {
		t.Run(filepath.Base(pair[1]), func(t *testing.T) {
			l := NewLoader()
			pj, err := l.LoadFile(pair[0])
			if err != nil {
				t.Fatal(err)
			}
			py, err := l.LoadFile(pair[1])
			if err != nil {
				t.Fatal(err)
			}
			if got, want := dumpPackage(t, py), dumpPackage(t, pj); got != want {
				t.Errorf("YAML decodes to\n%s\nJSON to\n%s", got, want)
			}
		})
	}
}

// dumpPackage renders everything a package decodes to as text.
func dumpPackage(t *testing.T, p *Package) string {
	t.Helper()
	var b strings.Builder
	b.WriteString(p.Name + "@" + p.Version + " " + p.ModuleFormat + "\n")
	var props func(indent string, ps []*Property)
	props = func(indent string, ps []*Property) {
		for _, pr := range ps {
			b.WriteString(indent + pr.Name + ": " + pr.Type.String())
			if pr.Required {
				b.WriteString(" required")
			}
			if pr.Default != nil {
				b.WriteString(" default")
			}
			b.WriteString("\n")
			if e, ok := pr.Type.(*EnumType); ok {
				for _, v := range e.Values {
					b.WriteString(indent + "  case " + v.Name + "=" + v.Value.(string) + "\n")
				}
			}
		}
	}
	for _, tok := range p.ResourceTokens() {
		r, err := p.Resource(tok)
		if err != nil {
			t.Fatal(err)
		}
		b.WriteString("resource " + tok + "\n")
		props("  in ", r.InputProperties)
		props("  out ", r.Properties)
		for _, a := range r.Aliases {
			b.WriteString("  alias " + a.Type + "\n")
		}
	}
	for _, tok := range p.TypeTokens() {
		ty, err := p.Type(tok)
		if err != nil {
			t.Fatal(err)
		}
		b.WriteString("type " + ty.String() + "\n")
	}
	return b.String()
}
