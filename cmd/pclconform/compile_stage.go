package main

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen/gentest"
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

// namedProgram is the files of one generated program (one step of a test),
// named TEST or TEST/STEP.
type namedProgram = gentest.Program

// compileStage compiles the generated programs of a language all at once.
// A test is attempted when every package its programs use has an SDK in
// the compile directory (missing says which do not); the others are
// skipped.
type compileStage struct {
	stageName string
	// missing returns what prog needs that the compile directory lacks,
	// and lacks says what that is ("the compile module has no Go SDK
	// for").
	missing func(prog *binder.Program) []string
	lacks   string
	// check compiles the programs and maps the name of each that fails
	// to its compiler's output.
	check func(programs []namedProgram) (map[string]string, error)
	in    *generated

	mu       sync.Mutex
	programs []namedProgram
	// steps maps a test's name to the names of its steps' programs.
	steps map[string][]string
}

// newGoCompileStage builds and vets the generated Go programs in the
// compile module; a test is attempted when the module requires a Go SDK
// for every package it uses.
func newGoCompileStage(module *gocompile.Module, in *generated) *compileStage {
	return &compileStage{
		stageName: "compile go",
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
		check: func(programs []namedProgram) (map[string]string, error) {
			res, err := module.Build(context.Background(), compileSet, programs)
			if err != nil {
				return nil, err
			}
			return res.Failures, nil
		},
		in:    in,
		steps: map[string][]string{},
	}
}

func (s *compileStage) name() string { return s.stageName }

func (s *compileStage) run(p *testProgram, st *testState) outcome {
	for _, prog := range st.bound {
		if missing := s.missing(prog); len(missing) > 0 {
			sort.Strings(missing)
			return outcome{skipped: true, diags: []message{{
				summary: "not attempted: " + s.lacks + " " + strings.Join(missing, ", "),
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
		s.programs = append(s.programs, namedProgram{Name: name, Files: f})
		s.steps[p.name] = append(s.steps[p.name], name)
	}
	// The outcome is settled by finish.
	return outcome{passed: true}
}

// finish compiles every prepared program and fails the tests whose
// programs do not compile.
func (s *compileStage) finish(results []testResult, i int) error {
	failures, err := s.check(s.programs)
	if err != nil {
		return err
	}
	for r := range results {
		o := &results[r].outcomes[i]
		if o.skipped {
			continue
		}
		for _, step := range s.steps[results[r].program.name] {
			out, failed := failures[step]
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
