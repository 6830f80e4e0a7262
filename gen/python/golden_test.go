package python

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/pclgen/pclgen/gen/gentest"
)

// TestGolden compares the Python generated for every program of
// testdata/programs and testdata/examples with its golden files
// (NAME/python/ beside the program); `go test -update` rewrites them. It
// also checks that generating twice gives the same bytes and that no file
// holds a placeholder.
func TestGolden(t *testing.T) {
	for _, set := range []string{"programs", "examples"} {
		t.Run(set, func(t *testing.T) {
			programs := filepath.Join(gentest.RepoRoot(t), "testdata", set)
			if _, err := os.Stat(programs); errors.Is(err, os.ErrNotExist) {
				t.Skipf("%s does not exist: there are no golden programs yet", programs)
			}
			gentest.Run(t, gentest.Options{Backend: New(), Programs: programs})
		})
	}
}
