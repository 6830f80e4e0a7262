package golang_test

import (
	"go/format"
	"testing"

	"github.com/pclgen/pclgen"
	"github.com/pclgen/pclgen/gen/gentest/golden"
)

// TestGolden compares the Go generated for every program of
// testdata/programs and testdata/examples with its golden files
// (NAME/go/ beside the program) through package pclgentest; `go test
// -update` rewrites them. It also checks that generating twice gives the
// same bytes, that no file holds a placeholder, and that every .go file is
// gofmt-clean.
func TestGolden(t *testing.T) {
	golden.RunSets(t, pclgen.Go, golden.Formatted(".go", "gofmt", format.Source))
}
