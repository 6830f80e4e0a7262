package typescript

import (
	"path/filepath"
	"testing"

	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/mockrun"
	"github.com/pclgen/pclgen/gen/gentest/tsrun"
)

// TestMockRun runs every program of testdata/programs and testdata/examples
// whose npm packages are installed in testdata/compile/typescript under
// @pulumi/pulumi's mocks, and compares what each does with what the
// interpreter says it does. Programs listed in
// testdata/run/known-failures-typescript.txt are known to differ, with why.
func TestMockRun(t *testing.T) {
	dir := openCompileDir(t, "running the generated programs under @pulumi/pulumi's mocks is skipped in -short mode")
	jobs, wants := mockrun.GoldenJobs(t, New(), gentest.WithPackages(t, "run", false, notInstalled(dir)))
	ctx, cancel := gentest.TestContext(t)
	defer cancel()
	got, err := tsrun.Run(ctx, dir, "golden-run", jobs, mockrun.DefaultTimeout)
	if err != nil {
		t.Fatal(err)
	}
	mockrun.CheckRuns(t, wants, got, filepath.Join(gentest.RepoRoot(t), "testdata", "run", "known-failures-typescript.txt"))
}
