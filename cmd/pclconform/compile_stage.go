package main

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen/gentest/gocompile"
	"github.com/pclgen/pclgen/gen/golang"
)

// compileSet names the compile module's work directory of the corpus's
// programs (work/corpus/).
const compileSet = "corpus"

// A batchStage does its work for all tests at once after the pipeline: its
// run only prepares each test (or skips it), and finish completes the
// outcomes of the stage (index i of every result's outcomes).
type batchStage interface {
	stage
	finish(results []testResult, i int) error
}

// compileStage builds the generated Go programs in the compile module. A test
// is attempted when every package its programs use has a Go SDK the module
// requires (a test that uses no package is always attempted); the others
// are skipped. The programs are built together in finish.
type compileStage struct {
	module *gocompile.Module
	in     *generated

	mu       sync.Mutex
	programs []gocompile.Program
	// steps maps a test's name to the names of its steps' programs.
	steps map[string][]string
}

func newCompileStage(module *gocompile.Module, in *generated) *compileStage {
	return &compileStage{module: module, in: in, steps: map[string][]string{}}
}

func (*compileStage) name() string { return "compile go" }

func (s *compileStage) run(p *testProgram, st *testState) outcome {
	for _, prog := range st.bound {
		if missing := s.missingSDKs(prog); len(missing) > 0 {
			return outcome{skipped: true, diags: []message{{
				summary: "not attempted: the compile module has no Go SDK for " + strings.Join(missing, ", "),
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
		s.programs = append(s.programs, gocompile.Program{Name: name, Files: f})
		s.steps[p.name] = append(s.steps[p.name], name)
	}
	// The outcome is settled by finish.
	return outcome{passed: true}
}

// missingSDKs returns the packages prog (and its components) use whose Go
// SDK module the compile module does not require, sorted.
func (s *compileStage) missingSDKs(prog *binder.Program) []string {
	var missing []string
	for _, pkg := range prog.AllPackages() {
		mod, ok := golang.SDKModulePath(pkg)
		if !ok || !s.module.Requires(mod) {
			missing = append(missing, pkg.Name)
		}
	}
	sort.Strings(missing)
	return missing
}

// finish builds every prepared program and fails the tests whose programs
// do not build or vet cleanly.
func (s *compileStage) finish(results []testResult, i int) error {
	res, err := s.module.Build(context.Background(), compileSet, s.programs)
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
