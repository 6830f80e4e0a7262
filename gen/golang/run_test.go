package golang

import (
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/gocompile"
	"github.com/pclgen/pclgen/gen/gentest/gorun"
	"github.com/pclgen/pclgen/gen/gentest/mockrun"
)

// TestMockRun runs every program of testdata/programs and testdata/examples
// under the Go SDK's mocks, in the compile module, and compares what each
// does with what the interpreter says it does. Programs listed in
// testdata/run/known-failures-go.txt are known to differ, with why.
func TestMockRun(t *testing.T) {
	if testing.Short() {
		t.Skip("running the generated programs under the Go SDK's mocks is skipped in -short mode")
	}
	if _, err := exec.LookPath("go"); err != nil {
		gentest.SkipWithoutTool(t, "the go tool is not on PATH")
	}
	root := gentest.RepoRoot(t)
	module, err := gocompile.Open(filepath.Join(root, "testdata", "compile", "go"))
	if err != nil {
		t.Fatal(err)
	}
	jobs, wants := mockrun.GoldenJobs(t, New(), gentest.WithPackages(t, "run", false, missingSDK(module)))
	ctx, cancel := gentest.TestContext(t)
	defer cancel()
	got, err := gorun.Run(ctx, module, "golden-run", jobs, mockrun.DefaultTimeout)
	if err != nil {
		t.Fatal(err)
	}
	mockrun.CheckRuns(t, wants, got, filepath.Join(root, "testdata", "run", "known-failures-go.txt"))
}
