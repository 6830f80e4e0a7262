package golden

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen"
	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
)

// textBackend is a stand-in backend (tests only) whose one file is what
// text returns.
type textBackend struct{ text func() string }

func (textBackend) Language() string { return "text" }

func (b textBackend) GenerateProgram(*binder.Program) ([]gen.File, hcl.Diagnostics) {
	return []gen.File{{Path: "main.txt", Contents: []byte(b.text())}}, nil
}

func (b textBackend) GenerateProject(prog *binder.Program, _ gen.ProjectOptions) ([]gen.File, hcl.Diagnostics) {
	return b.GenerateProgram(prog)
}

func TestProblems(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "main.pp"), []byte("a = 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var runs atomic.Int32
	tests := []struct {
		name  string
		text  func() string
		check func(string, []byte) error
		want  string // a substring of the problems; "" for none
	}{
		{"clean", func() string { return "a\n" }, nil, ""},
		{"nondeterministic", func() string { return fmt.Sprintf("run %d\n", runs.Add(1)) }, nil, "generating twice gave different output"},
		{"placeholder", func() string { return "a\n// TODO: ranges\n" }, nil, `main.txt:2 contains "TODO"`},
		{"check", func() string { return "a\n" }, func(string, []byte) error { return fmt.Errorf("not formatted") }, "main.txt: not formatted"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opts := pclgen.Options{Backends: []gen.Backend{textBackend{tt.text}}}
			files := []pclgen.File{{Path: "main.txt", Contents: []byte(tt.text())}}
			got := strings.Join(Problems(dir, "text", files, opts, tt.check), "\n")
			if tt.want == "" && got != "" || !strings.Contains(got, tt.want) {
				t.Errorf("problems:\n%s\nwant %q", got, tt.want)
			}
		})
	}
}
