package main

import (
	"context"
	"os"
	"path/filepath"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen/gentest/gocompile"
	"github.com/pclgen/pclgen/gen/gentest/gorun"
	"github.com/pclgen/pclgen/gen/gentest/mockrun"
	"github.com/pclgen/pclgen/gen/gentest/pyenv"
	"github.com/pclgen/pclgen/gen/gentest/pyrun"
	"github.com/pclgen/pclgen/gen/gentest/tscompile"
	"github.com/pclgen/pclgen/gen/gentest/tsrun"
	"github.com/pclgen/pclgen/gen/golang"
	"github.com/pclgen/pclgen/gen/python"
)

// runSet names the work directory of the corpus's mock runs.
const runSet = "corpus-run"

func init() {
	runners["go"] = newGoRunner
	runners["typescript"] = newTypeScriptRunner
	runners["python"] = newPythonRunner
}

// newGoRunner runs Go programs in the compile module, where the compile
// stage built them: a test is attempted when the module requires a Go SDK
// for every package it uses.
func newGoRunner(cfg *config) (*mockRunner, error) {
	module, err := gocompile.Open(cfg.compileModule)
	if err != nil {
		return nil, err
	}
	return &mockRunner{
		missing: func(prog *binder.Program) []string {
			var missing []string
			for _, pkg := range prog.AllPackages() {
				if mod, ok := golang.SDKModulePath(pkg); !ok || !module.Requires(mod) {
					missing = append(missing, pkg.Name)
				}
			}
			return missing
		},
		lacks: "the compile module has no Go SDK for",
		run: func(ctx context.Context, jobs []mockrun.Job) (map[string]mockrun.Result, error) {
			return gorun.Run(ctx, module, runSet, jobs, mockrun.DefaultTimeout)
		},
	}, nil
}

// newTypeScriptRunner runs TypeScript programs against the npm packages of
// the compile directory.
func newTypeScriptRunner(cfg *config) (*mockRunner, error) {
	dir, err := tscompile.Open(cfg.compileModule)
	if err != nil {
		return nil, err
	}
	return &mockRunner{
		missing: func(prog *binder.Program) []string {
			return missingNPMPackages(dir, prog)
		},
		lacks: "the compile directory has no npm package",
		run: func(ctx context.Context, jobs []mockrun.Job) (map[string]mockrun.Result, error) {
			return tsrun.Run(ctx, dir, runSet, jobs, mockrun.DefaultTimeout)
		},
	}, nil
}

// newPythonRunner runs Python programs with the pinned environment of
// testdata/compile/python (created on first use): a test is attempted when
// every package it uses has its Python package installed there.
func newPythonRunner(*config) (*mockRunner, error) {
	root, err := filepath.Abs(".")
	if err != nil {
		return nil, err
	}
	interpreter, err := pyenv.Ensure(context.Background(), root)
	if err != nil {
		return nil, err
	}
	site, err := pyenv.Packages(interpreter)
	if err != nil {
		return nil, err
	}
	standIns, err := pyenv.StandInVersions(filepath.Join(root, filepath.FromSlash(pyenv.Dir)))
	if err != nil {
		return nil, err
	}
	work, err := os.MkdirTemp("", "pclconform-run-python-")
	if err != nil {
		return nil, err
	}
	return &mockRunner{
		missing: func(prog *binder.Program) []string {
			var missing []string
			for _, pkg := range prog.AllPackages() {
				switch name := python.PackageName(pkg); {
				case !site[name]:
					missing = append(missing, name)
				case pyenv.OtherMajor(standIns, name, pkg.Version):
					// (A test provider's other major version.)
					missing = append(missing, name+"=="+pkg.Version)
				}
			}
			return missing
		},
		lacks: "the Python environment has no package",
		run: func(ctx context.Context, jobs []mockrun.Job) (map[string]mockrun.Result, error) {
			defer os.RemoveAll(work)
			return pyrun.Run(ctx, interpreter, work, jobs, mockrun.DefaultTimeout)
		},
	}, nil
}
