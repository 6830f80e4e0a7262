package pyenv

import (
	"errors"
	"testing"

	"github.com/pclgen/pclgen/gen/gentest"
)

// Require returns the pinned environment's python for a test, building the
// environment the first time; it skips t unless the checks against the
// toolchains run, and when Python is unavailable (a failure with the checks
// on: gentest.SkipWithoutTool).
func Require(t testing.TB) string {
	t.Helper()
	gentest.RequireChecks(t, "the Python environment")
	ctx, cancel := gentest.TestContext(t)
	defer cancel()
	python, err := Ensure(ctx, gentest.RepoRoot(t))
	if errors.Is(err, ErrUnavailable) {
		gentest.SkipWithoutTool(t, err.Error())
	}
	if err != nil {
		t.Fatal(err)
	}
	return python
}
