package main

import (
	"context"
	"fmt"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen/gentest/tscompile"
	"github.com/pclgen/pclgen/gen/typescript"
)

func init() {
	backends["typescript"] = typescript.New
	compilers["typescript"] = newTypeScriptCompileStage
}

// compileDir is the directory -compile-module names (by default
// testdata/compile/LANG), for the compile stages of compilers.
var compileDir string

// newTypeScriptCompileStage type-checks the generated TypeScript programs
// in the compile directory, all with one tsc; a test is attempted when
// every package it uses has its npm package installed there.
func newTypeScriptCompileStage(in *generated) (stage, error) {
	dir, err := tscompile.Open(compileDir)
	if err != nil {
		// ErrNotInstalled says to run npm ci.
		return nil, fmt.Errorf("-compile: %w", err)
	}
	return &compileStage{
		stageName: "compile typescript",
		missing: func(prog *binder.Program) []string {
			missing := missingNPMPackages(dir, prog)
			for _, name := range typescript.UnresolvedPackages(prog) {
				if !dir.Has(name) {
					missing = append(missing, name)
				}
			}
			return missing
		},
		lacks: "the compile directory has no npm package",
		check: func(programs []namedProgram) (map[string]string, error) {
			res, err := dir.Check(context.Background(), compileSet, programs)
			if err != nil {
				return nil, err
			}
			return res.Failures, nil
		},
		in:    in,
		steps: map[string][]string{},
	}, nil
}

// missingNPMPackages returns the npm packages of prog's Pulumi packages that
// dir lacks, or has at another major version than prog's schema
// (name@version).
func missingNPMPackages(dir *tscompile.Dir, prog *binder.Program) []string {
	var missing []string
	for _, pkg := range prog.AllPackages() {
		if name := typescript.NPMPackage(pkg); !dir.HasVersion(name, pkg.Version) {
			if pkg.Version != "" && dir.Has(name) {
				name += "@" + pkg.Version
			}
			missing = append(missing, name)
		}
	}
	return missing
}
