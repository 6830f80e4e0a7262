package typescript_test

import (
	"errors"
	"path/filepath"
	"testing"

	"github.com/pclgen/pclgen"
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/golden"
	"github.com/pclgen/pclgen/gen/typescript"
)

// TestGolden compares the TypeScript generated for every program of
// testdata/programs and testdata/examples with its golden files
// (NAME/typescript/ beside the program) through package pclgentest; `go
// test -update` rewrites them. It also checks that generating twice gives
// the same bytes and that no file holds a placeholder.
func TestGolden(t *testing.T) {
	golden.RunSets(t, pclgen.TypeScript, formatted)
}

// formatted reports a .ts file that format would change: the printers'
// layout is stable.
func formatted(path string, contents []byte) error {
	if filepath.Ext(path) != ".ts" {
		return nil
	}
	if got := typescript.Format(string(contents)); got != string(contents) {
		return errors.New("not stable under format:\n" + gentest.UnifiedDiff(path, path+" (formatted)", contents, []byte(got)))
	}
	return nil
}
