package golang

import (
	"bytes"
	"errors"
	"go/format"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/gen/gentest"
)

// TestGolden compares the Go generated for every program of
// testdata/programs with its golden files (testdata/programs/NAME/go/);
// `go test -update` rewrites them. It also checks that generating twice
// gives the same bytes, that no file holds a placeholder, and that every
// .go file is gofmt-clean.
func TestGolden(t *testing.T) {
	programs := filepath.Join(gentest.RepoRoot(t), "testdata", "programs")
	if _, err := os.Stat(programs); errors.Is(err, os.ErrNotExist) {
		t.Skipf("%s does not exist: there are no golden programs yet", programs)
	}
	gentest.Run(t, gentest.Options{Backend: New(), Programs: programs, Check: gofmtClean})
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
