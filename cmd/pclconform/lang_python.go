package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/pclgen/pclgen/gen/gentest/pycheck"
	"github.com/pclgen/pclgen/gen/python"
)

func init() {
	backends["python"] = python.New
	compilers["python"] = newPythonCompileStage
}

// pythonCompileStage checks the generated Python programs: every file
// compiles, pyflakes reports nothing and black would not reformat it. No
// program needs a provider package for that, so every test is attempted.
// The files are written into a temporary directory, one subdirectory per
// step, and the tools run once over all of them in finish. When the
// environment variable PCLCONFORM_PYTHON_DIR names a directory, the files
// are written there instead and kept, for reading.
type pythonCompileStage struct {
	in   *generated
	dir  string
	keep bool

	mu sync.Mutex
	// steps maps a test's name to its steps' subdirectories.
	steps map[string][]string
}

func newPythonCompileStage(in *generated) (stage, error) {
	if err := pycheck.Available(); err != nil {
		return nil, fmt.Errorf("-compile: %w", err)
	}
	keep := os.Getenv("PCLCONFORM_PYTHON_DIR")
	dir := keep
	if dir == "" {
		var err error
		if dir, err = os.MkdirTemp("", "pclconform-python-"); err != nil {
			return nil, err
		}
	} else if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	return &pythonCompileStage{in: in, dir: dir, keep: keep != "", steps: map[string][]string{}}, nil
}

func (*pythonCompileStage) name() string { return "compile python" }

func (s *pythonCompileStage) run(p *testProgram, _ *testState) outcome {
	files := s.in.get(p)
	var subs []string
	for i, step := range files {
		sub := p.name
		if len(files) > 1 {
			sub = fmt.Sprintf("%s/%d", p.name, i)
		}
		for _, f := range step {
			path := filepath.Join(s.dir, filepath.FromSlash(sub), filepath.FromSlash(f.Path))
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				return outcome{diags: []message{{summary: err.Error()}}}
			}
			if err := os.WriteFile(path, f.Contents, 0o644); err != nil {
				return outcome{diags: []message{{summary: err.Error()}}}
			}
		}
		subs = append(subs, filepath.ToSlash(sub)+"/")
	}
	s.mu.Lock()
	s.steps[p.name] = subs
	s.mu.Unlock()
	// The outcome is settled by finish.
	return outcome{passed: true}
}

// finish runs the checks over every program and fails the tests whose
// files have problems.
func (s *pythonCompileStage) finish(results []testResult, i int) error {
	if !s.keep {
		defer os.RemoveAll(s.dir)
	}
	problems, err := pycheck.Check(context.Background(), s.dir)
	if err != nil {
		return err
	}
	paths := make([]string, 0, len(problems))
	for p := range problems {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	for r := range results {
		o := &results[r].outcomes[i]
		if o.skipped {
			continue
		}
		for _, sub := range s.steps[results[r].program.name] {
			for _, p := range paths {
				if !strings.HasPrefix(p, sub) {
					continue
				}
				o.passed = false
				for _, msg := range problems[p] {
					o.diags = append(o.diags, message{summary: strings.TrimPrefix(p, sub) + ": " + msg})
				}
			}
		}
	}
	return nil
}
