package typescript

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/tscompile"
)

// TestCompile generates every program of testdata/programs and
// testdata/examples whose npm packages are installed in
// testdata/compile/typescript (run `npm ci --ignore-scripts` there first) under work/golden/,
// and type-checks them all with one `tsc --noEmit --strict`.
func TestCompile(t *testing.T) {
	if testing.Short() {
		t.Skip("type-checking the generated programs against the npm packages is skipped in -short mode")
	}
	root := gentest.RepoRoot(t)
	dir, err := tscompile.Open(filepath.Join(root, "testdata", "compile", "typescript"))
	if errors.Is(err, tscompile.ErrNotInstalled) {
		gentest.SkipWithoutTool(t, err.Error())
	}
	if err != nil {
		t.Fatal(err)
	}
	loader := schema.NewLoader(filepath.Join(root, "testdata", "schemas"))
	var programs []tscompile.Program
	for _, set := range []string{"programs", "examples"} {
		setDir := filepath.Join(root, "testdata", set)
		names, err := gentest.Programs(setDir)
		if err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
		for _, name := range names {
			progDir := filepath.Join(setDir, name)
			prog, diags := binder.BindPath(progDir, binder.Options{Loader: loader})
			if diags.HasErrors() {
				t.Errorf("%s/%s does not bind: %v", set, name, diags)
				continue
			}
			missing := ""
			for _, pkg := range prog.AllPackages() {
				if !dir.Has(npmPackage(pkg)) {
					missing = npmPackage(pkg)
				}
			}
			if missing != "" {
				t.Logf("%s/%s is not type-checked: %s is not on npm", set, name, missing)
				continue
			}
			files := gentest.Generate(t, progDir, loader, New())
			programs = append(programs, tscompile.Program{Name: set + "-" + name, Files: files})
		}
	}
	if len(programs) == 0 {
		t.Fatal("no programs to type-check in testdata/programs or testdata/examples")
	}
	ctx := context.Background()
	if deadline, ok := t.Deadline(); ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, deadline.Add(-15*time.Second))
		defer cancel()
	}
	res, err := dir.Check(ctx, "golden", programs)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d programs: tsc %s", len(programs), res.Took.Round(1e7))
	for _, name := range res.Names() {
		t.Errorf("%s does not type-check:\n%s", name, res.Failures[name])
	}
}
