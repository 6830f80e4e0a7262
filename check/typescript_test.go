package check

import (
	"path/filepath"
	"testing"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/mockrun"
	"github.com/pclgen/pclgen/gen/gentest/tscompile"
	"github.com/pclgen/pclgen/gen/gentest/tsrun"
	"github.com/pclgen/pclgen/gen/typescript"
)

// TestTypeScriptCompile generates every program of testdata/programs and
// testdata/examples whose npm packages are installed under work/golden/,
// and type-checks them all with one `tsc --noEmit --strict`.
func TestTypeScriptCompile(t *testing.T) {
	t.Parallel()
	dir := tscompile.Require(t)
	programs := gentest.GoldenPrograms(t, typescript.New(), gentest.WithPackages(t, "type-checked", false, notInstalled(dir)))
	ctx, cancel := gentest.TestContext(t)
	defer cancel()
	res, err := dir.Check(ctx, "golden", programs)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d programs: tsc %s", len(programs), res.Took.Round(1e7))
	for _, name := range res.Names() {
		t.Errorf("%s does not type-check:\n%s", name, res.Failures[name])
	}
}

// TestTypeScriptMockRun runs every program of testdata/programs and
// testdata/examples whose npm packages are installed under
// @pulumi/pulumi's mocks, and compares what each does with what the
// interpreter says it does. Programs listed in
// testdata/run/known-failures-typescript.txt are known to differ, with why.
func TestTypeScriptMockRun(t *testing.T) {
	t.Parallel()
	dir := tscompile.Require(t)
	jobs, wants := mockrun.GoldenJobs(t, typescript.New(), gentest.WithPackages(t, "run", false, notInstalled(dir)))
	ctx, cancel := gentest.TestContext(t)
	defer cancel()
	got, err := tsrun.Run(ctx, dir, "golden-run", jobs, mockrun.DefaultTimeout)
	if err != nil {
		t.Fatal(err)
	}
	mockrun.CheckRuns(t, wants, got, filepath.Join(gentest.RepoRoot(t), "testdata", "run", "known-failures-typescript.txt"))
}

// notInstalled says that pkg's npm package is not installed in dir.
func notInstalled(dir *tscompile.Dir) func(*schema.Package) string {
	return func(pkg *schema.Package) string {
		if !dir.Has(typescript.NPMPackage(pkg)) {
			return typescript.NPMPackage(pkg) + " is not installed"
		}
		return ""
	}
}
