package check

import (
	"errors"
	"path/filepath"
	"sort"
	"testing"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/gocompile"
	"github.com/pclgen/pclgen/gen/gentest/gorun"
	"github.com/pclgen/pclgen/gen/gentest/mockrun"
	"github.com/pclgen/pclgen/gen/golang"
)

// TestGoCompile generates every program of testdata/programs and
// testdata/examples into the compile module, under work/golden/, and builds
// and vets them all with one `go build` and one `go vet`. The first run
// builds the SDKs (about 4 minutes on 2 cores, and 0.8 GB of build cache);
// later runs take seconds.
func TestGoCompile(t *testing.T) {
	t.Parallel()
	module := gocompile.Require(t, "Go")
	programs := gentest.GoldenPrograms(t, golang.New(), gentest.WithPackages(t, "built", true, missingSDK(module)))
	ctx, cancel := gentest.TestContext(t)
	defer cancel()
	res, err := module.Build(ctx, "golden", programs)
	if errors.Is(err, gocompile.ErrDeadline) {
		t.Fatalf("%v: run `PCLGEN_CHECKS=1 go test -run TestGoCompile -timeout 60m ./check` once to fill the build cache", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d programs: compile %s, go vet %s", len(programs), res.Build.Round(1e7), res.Vet.Round(1e7))
	names := res.Names()
	sort.Strings(names)
	for _, name := range names {
		t.Errorf("%s does not compile:\n%s", name, res.Failures[name])
	}
}

// TestGoMockRun runs every program of testdata/programs and
// testdata/examples under the Go SDK's mocks, in the compile module, and
// compares what each does with what the interpreter says it does. Programs
// listed in testdata/run/known-failures-go.txt are known to differ, with
// why.
func TestGoMockRun(t *testing.T) {
	t.Parallel()
	module := gocompile.Require(t, "Go")
	jobs, wants := mockrun.GoldenJobs(t, golang.New(), gentest.WithPackages(t, "run", false, missingSDK(module)))
	ctx, cancel := gentest.TestContext(t)
	defer cancel()
	got, err := gorun.Run(ctx, module, "golden-run", jobs, mockrun.DefaultTimeout)
	if err != nil {
		t.Fatal(err)
	}
	mockrun.CheckRuns(t, wants, got, filepath.Join(gentest.RepoRoot(t), "testdata", "run", "known-failures-go.txt"))
}

// missingSDK says that module does not require pkg's Go SDK.
func missingSDK(module *gocompile.Module) func(*schema.Package) string {
	return func(pkg *schema.Package) string {
		if mod, ok := golang.SDKModulePath(pkg); !ok || !module.Requires(mod) {
			return "the compile module has no Go SDK for " + pkg.Name + ": add it to " + module.Dir + "/go.mod"
		}
		return ""
	}
}
