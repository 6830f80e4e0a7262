package python_test

import (
	"testing"

	"github.com/pclgen/pclgen"
	"github.com/pclgen/pclgen/gen/gentest/golden"
)

// TestGolden compares the Python generated for every program of
// testdata/programs and testdata/examples with its golden files
// (NAME/python/ beside the program) through package pclgentest; `go test
// -update` rewrites them. It also checks that generating twice gives the
// same bytes and that no file holds a placeholder.
func TestGolden(t *testing.T) {
	golden.RunSets(t, pclgen.Python, nil)
}
