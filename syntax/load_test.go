package syntax

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
)

// writeFiles creates the named files (a name ending in "/" is a directory)
// under a new temporary directory and returns it.
func writeFiles(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		path := filepath.Join(dir, name)
		if strings.HasSuffix(name, "/") {
			if err := os.MkdirAll(path, 0o755); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func names(files []*File) []string {
	out := make([]string, len(files))
	for i, f := range files {
		out[i] = filepath.Base(f.Name)
	}
	return out
}

func hasSummary(diags hcl.Diagnostics, summary string) bool {
	for _, d := range diags {
		if d.Summary == summary {
			return true
		}
	}
	return false
}

func TestParseDir(t *testing.T) {
	dir := writeFiles(t, map[string]string{
		"main.pp":       "x = 1\n",
		"b.pp":          "y = 2\n",
		"a.pp":          "z = 3\n",
		"notes.txt":     "not pcl",
		"main.pp.bak":   "not pcl",
		"dir.pp/":       "",
		"sub/nested.pp": "w = 4\n",
	})
	if err := os.Symlink(filepath.Join(dir, "a.pp"), filepath.Join(dir, "link.pp")); err != nil {
		t.Logf("no symlink support: %v", err)
	}
	files, diags := ParseDir(dir)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	want := "a.pp b.pp main.pp"
	if _, err := os.Lstat(filepath.Join(dir, "link.pp")); err == nil {
		want = "a.pp b.pp link.pp main.pp"
	}
	if got := strings.Join(names(files), " "); got != want {
		t.Errorf("files %q, want %q", got, want)
	}
	if files[0].Name != filepath.Join(dir, "a.pp") {
		t.Errorf("file named %q, want the joined path", files[0].Name)
	}
	if r := files[0].Body.SrcRange; r.Filename != files[0].Name {
		t.Errorf("ranges name %q, file %q", r.Filename, files[0].Name)
	}
}

func TestParseDirErrors(t *testing.T) {
	t.Run("empty", func(t *testing.T) {
		dir := writeFiles(t, map[string]string{"readme.md": "", "sub/x.pp": "x = 1\n"})
		files, diags := ParseDir(dir)
		if len(files) != 0 || !hasSummary(diags, "No PCL source files") {
			t.Fatalf("files %v, diagnostics %v", names(files), diags)
		}
		if !strings.Contains(diags[0].Detail, "No .pp files were found in "+dir) {
			t.Errorf("detail %q", diags[0].Detail)
		}
	})
	t.Run("missing", func(t *testing.T) {
		_, diags := ParseDir(filepath.Join(t.TempDir(), "absent"))
		if !hasSummary(diags, "Failed to read directory") {
			t.Errorf("diagnostics %v", diags)
		}
	})
	t.Run("parse errors keep the files", func(t *testing.T) {
		dir := writeFiles(t, map[string]string{"a.pp": "x = \n", "b.pp": "y = 1\n"})
		files, diags := ParseDir(dir)
		if len(files) != 2 || !diags.HasErrors() {
			t.Fatalf("files %v, diagnostics %v", names(files), diags)
		}
		if got := diags[0].Subject.Filename; got != filepath.Join(dir, "a.pp") {
			t.Errorf("error in %q", got)
		}
	})
}

func TestParseFiles(t *testing.T) {
	dir := writeFiles(t, map[string]string{"b.pp": "y = 2\n", "a.pp": "x = 1\n"})
	missing := filepath.Join(dir, "missing.pp")
	files, diags := ParseFiles(filepath.Join(dir, "b.pp"), missing, filepath.Join(dir, "a.pp"))
	if got := strings.Join(names(files), " "); got != "b.pp a.pp" {
		t.Errorf("files %q, want the given order without the missing one", got)
	}
	if len(diags) != 1 || diags[0].Summary != "Failed to read file" || diags[0].Subject.Filename != missing {
		t.Errorf("diagnostics %v", diags)
	}
	if files, diags := ParseFiles(dir); len(files) != 0 || !hasSummary(diags, "Failed to read file") {
		t.Errorf("reading a directory as a file: %v %v", names(files), diags)
	}
}

func TestParsePath(t *testing.T) {
	dir := writeFiles(t, map[string]string{"main.pp": "x = 1\n", "other.pp": "y = 2\n"})
	tests := []struct {
		name, path, want, summary string
	}{
		{"directory", dir, "main.pp other.pp", ""},
		{"file", filepath.Join(dir, "other.pp"), "other.pp", ""},
		{"missing", filepath.Join(dir, "nope"), "", "Failed to read program"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			files, diags := ParsePath(tt.path)
			if got := strings.Join(names(files), " "); got != tt.want {
				t.Errorf("files %q, want %q", got, tt.want)
			}
			if tt.summary == "" && len(diags) != 0 || tt.summary != "" && !hasSummary(diags, tt.summary) {
				t.Errorf("diagnostics %v, want %q", diags, tt.summary)
			}
		})
	}
}

func TestProgram(t *testing.T) {
	dir := writeFiles(t, map[string]string{"main.pp": "x = 1\n", "util.pp": "# util\ny = x\n"})
	p, diags := LoadProgram(dir)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	if len(p.Files) != 2 {
		t.Fatalf("%d files", len(p.Files))
	}
	util := p.Files[1]
	r := util.Body.Attributes["y"].SrcRange
	if got := p.FileFor(r); got != util {
		t.Errorf("FileFor(%v) = %v", r, got)
	}
	if got := string(p.Source(r.Filename)); got != "# util\ny = x\n" {
		t.Errorf("Source = %q", got)
	}
	if got := p.FileFor(r).LeadingComments(r); len(got) != 1 || got[0].Text != " util" {
		t.Errorf("comments through FileFor: %v", got)
	}
	if p.Source("nope.pp") != nil || p.File("nope.pp") != nil || p.FileFor(hcl.Range{}) != nil {
		t.Error("lookups of an unknown file found something")
	}
	hf := p.HCLFiles()
	if len(hf) != 2 || hf[util.Name].Body != util.Body {
		t.Errorf("HCLFiles = %v", hf)
	}

	dup := NewProgram([]*File{nil, p.Files[0], mustParse(t, p.Files[0].Name, "z = 1\n")})
	if len(dup.Files) != 2 || dup.File(p.Files[0].Name) != p.Files[0] {
		t.Errorf("NewProgram kept %d files; lookup found %v", len(dup.Files), dup.File(p.Files[0].Name))
	}
	var nilProgram *Program
	if nilProgram.Source("x") != nil || nilProgram.HCLFiles() != nil {
		t.Error("nil Program found something")
	}

	empty, diags := LoadProgram(t.TempDir())
	if empty == nil || len(empty.Files) != 0 || !diags.HasErrors() {
		t.Errorf("LoadProgram(empty dir) = %v, %v", empty, diags)
	}
}
