package pycheck

import (
	"errors"
	"testing"

	"github.com/pclgen/pclgen/gen/gentest"
)

// Require returns the tools of the pinned Python environment for a test
// (building the environment the first time); it skips t unless the checks
// against the toolchains run, and when a tool is unavailable (a failure
// with the checks on: gentest.SkipWithoutTool).
func Require(t testing.TB) *Tools {
	t.Helper()
	gentest.RequireChecks(t, "the Python environment's tools")
	ctx, cancel := gentest.TestContext(t)
	defer cancel()
	tools, err := Open(ctx, gentest.RepoRoot(t))
	if errors.Is(err, ErrUnavailable) {
		gentest.SkipWithoutTool(t, "the Python checks need their tools: "+err.Error())
	}
	if err != nil {
		t.Fatal(err)
	}
	return tools
}
