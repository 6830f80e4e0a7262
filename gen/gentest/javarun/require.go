package javarun

import (
	"errors"
	"path/filepath"
	"testing"

	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/javacompile"
)

// Require opens the repository's Java compile directory,
// testdata/compile/java, for a test that runs programs under the Java SDK's
// mocks; it skips t unless the checks against the toolchains run, and when
// Java or the jars are missing (a failure with the checks on:
// gentest.SkipWithoutTool).
func Require(t testing.TB) *javacompile.Dir {
	t.Helper()
	gentest.RequireChecks(t, "java and the Pulumi Java SDK's mocks")
	d, err := javacompile.Open(filepath.Join(gentest.RepoRoot(t), "testdata", "compile", "java"))
	if errors.Is(err, javacompile.ErrNotInstalled) {
		gentest.SkipWithoutTool(t, err.Error())
	}
	if err != nil {
		t.Fatal(err)
	}
	return d
}
