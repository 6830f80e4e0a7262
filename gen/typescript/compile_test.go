package typescript

import (
	"errors"
	"path/filepath"
	"testing"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/tscompile"
)

// TestCompile generates every program of testdata/programs and
// testdata/examples whose npm packages are installed in
// testdata/compile/typescript (run `npm ci --ignore-scripts` there first) under work/golden/,
// and type-checks them all with one `tsc --noEmit --strict`.
func TestCompile(t *testing.T) {
	dir := openCompileDir(t, "type-checking the generated programs against the npm packages is skipped in -short mode")
	programs := gentest.GoldenPrograms(t, New(), gentest.WithPackages(t, "type-checked", false, notInstalled(dir)))
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

// openCompileDir returns the compile directory testdata/compile/typescript,
// skipping the test in -short mode (saying skipShort) or when its packages
// are not installed.
func openCompileDir(t *testing.T, skipShort string) *tscompile.Dir {
	t.Helper()
	if testing.Short() {
		t.Skip(skipShort)
	}
	dir, err := tscompile.Open(filepath.Join(gentest.RepoRoot(t), "testdata", "compile", "typescript"))
	if errors.Is(err, tscompile.ErrNotInstalled) {
		gentest.SkipWithoutTool(t, err.Error())
	}
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// notInstalled says that pkg's npm package is not installed in dir.
func notInstalled(dir *tscompile.Dir) func(*schema.Package) string {
	return func(pkg *schema.Package) string {
		if !dir.Has(npmPackage(pkg)) {
			return npmPackage(pkg) + " is not installed"
		}
		return ""
	}
}
