package golang

import (
	"go/token"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// scannerIdentCounts counts identifiers with go/scanner, the reference
// identCounts is checked against.
func scannerIdentCounts(src string) map[string]int {
	counts := map[string]int{}
	for _, t := range goTokens(src) {
		if t.tok == token.IDENT {
			counts[t.lit]++
		}
	}
	return counts
}

// TestIdentCountsMatchGoScanner compares identCounts with go/scanner on the
// golden Go files and the Go sources of the standard library's go and
// strings packages (comments, raw strings, runes, numbers of every form).
func TestIdentCountsMatchGoScanner(t *testing.T) {
	n := 0
	roots := []string{"../../testdata/programs", "../../testdata/conformance",
		filepath.Join(runtime.GOROOT(), "src", "go"), filepath.Join(runtime.GOROOT(), "src", "strings")}
	for _, root := range roots {
		filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") {
				return nil
			}
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			n++
			got, want := identCounts(string(b)), scannerIdentCounts(string(b))
			for name, c := range want {
				if got[name] != c {
					t.Errorf("%s: %d identifiers %s, go/scanner counts %d", p, got[name], name, c)
				}
			}
			for name, c := range got {
				if _, ok := want[name]; !ok {
					t.Errorf("%s: %d identifiers %s, go/scanner counts none", p, c, name)
				}
			}
			return nil
		})
	}
	if n < 100 {
		t.Errorf("compared %d files, want at least 100", n)
	}
}

// TestAssignments counts the assignments of a name that are not reads.
func TestAssignments(t *testing.T) {
	tests := []struct {
		code, name string
		want       int
	}{
		{"label := \"x.y\"\nif args.Label != nil {\n\tlabel = *args.Label\n}\n", "label", 2},
		{"var all interface{} = \"b-2\"\nif err := cfg.TryObject(\"all\", &all); err != nil {\n}\n", "all", 1},
		{"label, err := cfg.Try(\"label\")\n_ = err\n", "label", 1},
		{"err, label := f()\n", "label", 1},
		{"x := label\nlabel == \"a\"\n", "label", 0},
		{"a, b = b, label\n", "label", 0},
		{"s := \"label = 1\" // label = 2\n", "label", 0},
	}
	for _, tt := range tests {
		if got := assignments(tt.code, tt.name); got != tt.want {
			t.Errorf("assignments(%q, %s) = %d, want %d", tt.code, tt.name, got, tt.want)
		}
	}
}
