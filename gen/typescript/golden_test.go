package typescript

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/pclgen/pclgen/gen/gentest"
)

// TestGolden compares the TypeScript generated for every program of
// testdata/programs with its golden files (testdata/programs/NAME/
// typescript/); `go test -update` rewrites them. It also checks that
// generating twice gives the same bytes and that no file holds a
// placeholder.
func TestGolden(t *testing.T) {
	programs := filepath.Join(gentest.RepoRoot(t), "testdata", "programs")
	if _, err := os.Stat(programs); errors.Is(err, os.ErrNotExist) {
		t.Skipf("%s does not exist: there are no golden programs yet", programs)
	}
	gentest.Run(t, gentest.Options{Backend: New(), Programs: programs, Check: formatted})
}

// TestGoldenExamples does the same for testdata/examples.
func TestGoldenExamples(t *testing.T) {
	examples := filepath.Join(gentest.RepoRoot(t), "testdata", "examples")
	if _, err := os.Stat(examples); errors.Is(err, os.ErrNotExist) {
		t.Skipf("%s does not exist: there are no examples yet", examples)
	}
	gentest.Run(t, gentest.Options{Backend: New(), Programs: examples, Check: formatted})
}

// formatted reports a .ts file that format would change: the printers'
// layout is stable.
func formatted(path string, contents []byte) error {
	if filepath.Ext(path) != ".ts" {
		return nil
	}
	if got := format(string(contents)); got != string(contents) {
		return errors.New("not stable under format:\n" + gentest.UnifiedDiff(path, path+" (formatted)", contents, []byte(got)))
	}
	return nil
}
