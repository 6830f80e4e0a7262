package golang_test

import (
	"bytes"
	"errors"
	"go/format"
	"strings"
	"testing"

	"github.com/pclgen/pclgen"
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/golden"
)

// TestGolden compares the Go generated for every program of
// testdata/programs and testdata/examples with its golden files
// (NAME/go/ beside the program) through package pclgentest; `go test
// -update` rewrites them. It also checks that generating twice gives the
// same bytes, that no file holds a placeholder, and that every .go file is
// gofmt-clean.
func TestGolden(t *testing.T) {
	golden.RunSets(t, pclgen.Go, gofmtClean)
}

// gofmtClean reports a .go file that gofmt would change.
func gofmtClean(path string, contents []byte) error {
	if !strings.HasSuffix(path, ".go") {
		return nil
	}
	formatted, err := format.Source(contents)
	if err != nil {
		return err
	}
	if !bytes.Equal(formatted, contents) {
		return errors.New("not gofmt-clean:\n" + gentest.UnifiedDiff(path, path+" (gofmt)", contents, formatted))
	}
	return nil
}
