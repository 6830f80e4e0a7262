package golang

import (
	"errors"
	"os/exec"
	"path/filepath"
	"sort"
	"testing"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/gocompile"
)

// TestCompile generates every program of testdata/programs and
// testdata/examples into the compile module testdata/compile/go (which pins
// the SDK versions), under work/golden/, and builds and vets them all with one
// `go build` and one `go vet`. The first run builds the SDKs (about 4
// minutes on 2 cores, and 0.8 GB of build cache); later runs take seconds.
func TestCompile(t *testing.T) {
	if testing.Short() {
		t.Skip("building the generated programs against the Pulumi SDKs is skipped in -short mode")
	}
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("the go tool is not on PATH")
	}
	root := gentest.RepoRoot(t)
	module, err := gocompile.Open(filepath.Join(root, "testdata", "compile", "go"))
	if err != nil {
		t.Fatal(err)
	}
	programs := gentest.GoldenPrograms(t, New(), gentest.WithPackages(t, "built", true, missingSDK(module)))

	ctx, cancel := gentest.TestContext(t)
	defer cancel()
	res, err := module.Build(ctx, "golden", programs)
	if errors.Is(err, gocompile.ErrDeadline) {
		t.Fatalf("%v: run `go test -run TestCompile -timeout 60m ./gen/golang` once to fill the build cache", err)
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

// missingSDK says that module does not require pkg's Go SDK.
func missingSDK(module *gocompile.Module) func(*schema.Package) string {
	return func(pkg *schema.Package) string {
		if mod, ok := SDKModulePath(pkg); !ok || !module.Requires(mod) {
			return "the compile module has no Go SDK for " + pkg.Name + ": add it to " + module.Dir + "/go.mod"
		}
		return ""
	}
}
