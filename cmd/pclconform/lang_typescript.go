package main

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"sync"

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

// typeScriptCompileStage type-checks the generated TypeScript programs in
// the compile directory. A test is attempted when every package its
// programs use has its npm package installed there; the others are
// skipped. The programs are checked together, with one tsc, in finish.
type typeScriptCompileStage struct {
	dir *tscompile.Dir
	in  *generated

	mu       sync.Mutex
	programs []tscompile.Program
	// steps maps a test's name to the names of its steps' programs.
	steps map[string][]string
}

func newTypeScriptCompileStage(in *generated) (stage, error) {
	dir, err := tscompile.Open(compileDir)
	if err != nil {
		// ErrNotInstalled says to run npm ci.
		return nil, fmt.Errorf("-compile: %w", err)
	}
	return &typeScriptCompileStage{dir: dir, in: in, steps: map[string][]string{}}, nil
}

func (*typeScriptCompileStage) name() string { return "compile typescript" }

func (s *typeScriptCompileStage) run(p *testProgram, st *testState) outcome {
	for _, prog := range st.bound {
		if missing := s.missingPackages(prog); len(missing) > 0 {
			return outcome{skipped: true, diags: []message{{
				summary: "not attempted: the compile directory has no npm package " + strings.Join(missing, ", "),
			}}}
		}
	}
	files := s.in.get(p)
	s.mu.Lock()
	defer s.mu.Unlock()
	for i, f := range files {
		name := p.name
		if len(files) > 1 {
			name = fmt.Sprintf("%s/%d", p.name, i)
		}
		s.programs = append(s.programs, tscompile.Program{Name: name, Files: f})
		s.steps[p.name] = append(s.steps[p.name], name)
	}
	// The outcome is settled by finish.
	return outcome{passed: true}
}

// missingPackages returns the npm packages of the packages prog uses that
// the compile directory does not have, sorted.
func (s *typeScriptCompileStage) missingPackages(prog *binder.Program) []string {
	var missing []string
	for _, pkg := range prog.AllPackages() {
		if name := typescript.NPMPackage(pkg); !s.dir.Has(name) {
			missing = append(missing, name)
		}
	}
	for _, name := range typescript.UnresolvedPackages(prog) {
		if !s.dir.Has(name) {
			missing = append(missing, name)
		}
	}
	sort.Strings(missing)
	return missing
}

// finish type-checks every prepared program and fails the tests whose
// programs have errors.
func (s *typeScriptCompileStage) finish(results []testResult, i int) error {
	res, err := s.dir.Check(context.Background(), compileSet, s.programs)
	if err != nil {
		return err
	}
	for r := range results {
		o := &results[r].outcomes[i]
		if o.skipped {
			continue
		}
		for _, step := range s.steps[results[r].program.name] {
			out, failed := res.Failures[step]
			if !failed {
				continue
			}
			o.passed = false
			for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
				o.diags = append(o.diags, message{summary: line})
			}
		}
	}
	return nil
}
