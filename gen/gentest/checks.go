package gentest

import (
	"os"
	"testing"
)

// ChecksEnv names the environment variable that turns on the checks of
// generated programs against the target toolchains: building them against
// the Go SDKs, type-checking them with tsc and pyright, running them under
// the SDKs' mocks, and the tests of the tools that do it. They take minutes
// (the Go SDKs alone take about four to build with a cold cache), so `go
// test ./...` runs them only when it is 1; .ci/run sets it. With it, a
// missing tool fails a check instead of skipping it, so that CI cannot pass
// without running them.
const ChecksEnv = "PCLGEN_CHECKS"

// ChecksOff says why the checks against the target toolchains do not run
// (ChecksEnv is not 1, or -short), or "" when they do.
func ChecksOff() string {
	if testing.Short() {
		return "they do not run with -short"
	}
	if os.Getenv(ChecksEnv) != "1" {
		return ChecksEnv + " is not 1 (" + ChecksEnv + "=1 runs them; README.md, Tests)"
	}
	return ""
}

// RequireChecks skips t unless the checks against the target toolchains
// run; what names the toolchain or tool t checks with.
func RequireChecks(t testing.TB, what string) {
	t.Helper()
	if why := ChecksOff(); why != "" {
		t.Skipf("the checks with %s do not run: %s", what, why)
	}
}

// SkipWithoutTool skips t because a checking tool is missing (why says which
// and how to install it), or fails t when the checks are on.
func SkipWithoutTool(t testing.TB, why string) {
	t.Helper()
	if os.Getenv(ChecksEnv) == "1" {
		t.Fatalf("%s=1, but a check cannot run: %s", ChecksEnv, why)
	}
	t.Skip(why)
}
