package typescript_test

import (
	"testing"

	"github.com/pclgen/pclgen"
	"github.com/pclgen/pclgen/gen/gentest/golden"
	"github.com/pclgen/pclgen/gen/typescript"
)

// TestGolden compares the TypeScript generated for every program of
// testdata/programs and testdata/examples with its golden files
// (NAME/typescript/ beside the program) through package pclgentest; `go
// test -update` rewrites them. It also checks that generating twice gives
// the same bytes, that no file holds a placeholder, and that every .ts
// file is stable under format (the printers' layout is stable).
func TestGolden(t *testing.T) {
	golden.RunSets(t, pclgen.TypeScript, golden.Formatted(".ts", "format", func(src []byte) ([]byte, error) {
		return []byte(typescript.Format(string(src))), nil
	}))
}
