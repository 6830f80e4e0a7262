package python

import (
	"errors"
	"path/filepath"
	"testing"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/mockrun"
	"github.com/pclgen/pclgen/gen/gentest/pyenv"
	"github.com/pclgen/pclgen/gen/gentest/pyrun"
)

// TestMockRun runs every program of testdata/programs and testdata/examples
// whose Python packages are in the pinned environment of
// testdata/compile/python (created on first use) under the pulumi package's
// mocks, and compares what each does with what the interpreter says it
// does. Programs listed in testdata/run/known-failures-python.txt are known
// to differ, with why.
func TestMockRun(t *testing.T) {
	if testing.Short() {
		t.Skip("running the generated programs under the pulumi package's mocks is skipped in -short mode")
	}
	root := gentest.RepoRoot(t)
	ctx, cancel := gentest.TestContext(t)
	defer cancel()
	interpreter, err := pyenv.Ensure(ctx, root)
	if errors.Is(err, pyenv.ErrUnavailable) {
		gentest.SkipWithoutTool(t, err.Error())
	}
	if err != nil {
		t.Fatal(err)
	}
	site, err := pyenv.Packages(interpreter)
	if err != nil {
		t.Fatal(err)
	}
	jobs, wants := mockrun.GoldenJobs(t, New(), gentest.WithPackages(t, "run", false, func(pkg *schema.Package) string {
		if !site[PackageName(pkg)] {
			return PackageName(pkg) + " is not in the Python environment"
		}
		return ""
	}))
	got, err := pyrun.Run(ctx, interpreter, t.TempDir(), jobs, mockrun.DefaultTimeout)
	if err != nil {
		t.Fatal(err)
	}
	mockrun.CheckRuns(t, wants, got, filepath.Join(root, "testdata", "run", "known-failures-python.txt"))
}
