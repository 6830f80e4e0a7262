package tscompile

import (
	"errors"
	"path/filepath"
	"testing"

	"github.com/pclgen/pclgen/gen/gentest"
)

// Require opens the repository's compile directory testdata/compile/typescript
// for a test; it skips t unless the checks against the toolchains run, and
// when the npm packages are not installed (a failure with the checks on:
// gentest.SkipWithoutTool).
func Require(t testing.TB) *Dir {
	t.Helper()
	gentest.RequireChecks(t, "tsc and the npm packages")
	dir, err := Open(filepath.Join(gentest.RepoRoot(t), "testdata", "compile", "typescript"))
	if errors.Is(err, ErrNotInstalled) {
		gentest.SkipWithoutTool(t, err.Error())
	}
	if err != nil {
		t.Fatal(err)
	}
	return dir
}
