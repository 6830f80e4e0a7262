package gocompile

import (
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/pclgen/pclgen/gen/gentest"
)

// Require opens the repository's compile module testdata/compile/go for a
// test; it skips t unless the checks against the toolchains run, and when
// the go tool is missing (a failure with the checks on:
// gentest.SkipWithoutTool). what names the check.
func Require(t testing.TB, what string) *Module {
	t.Helper()
	gentest.RequireChecks(t, what)
	if _, err := exec.LookPath("go"); err != nil {
		gentest.SkipWithoutTool(t, "the go tool is not on PATH")
	}
	m, err := Open(filepath.Join(gentest.RepoRoot(t), "testdata", "compile", "go"))
	if err != nil {
		gentest.SkipWithoutTool(t, "no compile module: "+err.Error())
	}
	return m
}
