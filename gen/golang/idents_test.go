package golang

import (
	"go/scanner"
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
	var s scanner.Scanner
	fset := token.NewFileSet()
	s.Init(fset.AddFile("", fset.Base(), len(src)), []byte(src), nil, 0)
	for {
		_, tok, lit := s.Scan()
		if tok == token.EOF {
			return counts
		}
		if tok == token.IDENT {
			counts[lit]++
		}
	}
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
