package check

import (
	"context"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/mockrun"
	"github.com/pclgen/pclgen/gen/gentest/pycheck"
	"github.com/pclgen/pclgen/gen/gentest/pyenv"
	"github.com/pclgen/pclgen/gen/gentest/pyrun"
	"github.com/pclgen/pclgen/gen/python"
)

// TestPythonCompile generates every program of testdata/programs and
// testdata/examples into one directory and checks them all at once: every
// file compiles, pyflakes reports nothing, black would not reformat it, and
// pyright (basic mode) finds no type error in the programs whose packages
// are all in the pinned environment of testdata/compile/python (see
// gen/gentest/pycheck; the environment is built on first use).
func TestPythonCompile(t *testing.T) {
	t.Parallel()
	tools := pycheck.Require(t)
	out := t.TempDir()
	programs := gentest.GoldenPrograms(t, python.New(), nil)
	var typed []string
	for _, p := range programs {
		if missing := tools.Missing(p.Files); len(missing) > 0 {
			t.Logf("%s is not type-checked: the Python environment has no module %s", p.Name, strings.Join(missing, ", "))
		} else {
			typed = append(typed, p.Name)
		}
	}
	if _, err := gentest.WriteWork(out, programs, func(name string) string { return name }); err != nil {
		t.Fatal(err)
	}
	res, err := tools.Check(context.Background(), out, typed)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d programs checked, %d type-checked (pyright took %v)", len(programs), len(typed), res.TypeCheckTook.Round(time.Millisecond))
	var paths []string
	for p := range res.Problems {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	for _, p := range paths {
		t.Errorf("%s:\n%s", p, strings.Join(res.Problems[p], "\n"))
	}
}

// TestPythonMockRun runs every program of testdata/programs and
// testdata/examples whose Python packages are in the pinned environment
// under the pulumi package's mocks, and compares what each does with what
// the interpreter says it does. Programs listed in
// testdata/run/known-failures-python.txt are known to differ, with why.
func TestPythonMockRun(t *testing.T) {
	t.Parallel()
	interpreter := pyenv.Require(t)
	root := gentest.RepoRoot(t)
	ctx, cancel := gentest.TestContext(t)
	defer cancel()
	site, err := pyenv.Packages(interpreter)
	if err != nil {
		t.Fatal(err)
	}
	jobs, wants := mockrun.GoldenJobs(t, python.New(), gentest.WithPackages(t, "run", false, func(pkg *schema.Package) string {
		if !site[python.PackageName(pkg)] {
			return python.PackageName(pkg) + " is not in the Python environment"
		}
		return ""
	}))
	got, err := pyrun.Run(ctx, interpreter, t.TempDir(), jobs, mockrun.DefaultTimeout)
	if err != nil {
		t.Fatal(err)
	}
	mockrun.CheckRuns(t, wants, got, filepath.Join(root, "testdata", "run", "known-failures-python.txt"))
}
