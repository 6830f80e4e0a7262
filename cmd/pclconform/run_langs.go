package main

import (
	"context"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen/gentest/gocompile"
	"github.com/pclgen/pclgen/gen/gentest/gorun"
	"github.com/pclgen/pclgen/gen/gentest/mockrun"
	"github.com/pclgen/pclgen/gen/gentest/tscompile"
	"github.com/pclgen/pclgen/gen/gentest/tsrun"
	"github.com/pclgen/pclgen/gen/golang"
	"github.com/pclgen/pclgen/gen/typescript"
)

// runSet names the work directory of the corpus's mock runs.
const runSet = "corpus-run"

func init() {
	runners["go"] = newGoRunner
	runners["typescript"] = newTypeScriptRunner
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
			var missing []string
			for _, pkg := range prog.AllPackages() {
				if name := typescript.NPMPackage(pkg); !dir.Has(name) {
					missing = append(missing, name)
				}
			}
			return missing
		},
		lacks: "the compile directory has no npm package",
		run: func(ctx context.Context, jobs []mockrun.Job) (map[string]mockrun.Result, error) {
			return tsrun.Run(ctx, dir, runSet, jobs, mockrun.DefaultTimeout)
		},
	}, nil
}
