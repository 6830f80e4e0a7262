package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/pclgen/pclgen/gen/gentest/pycheck"
	"github.com/pclgen/pclgen/gen/gentest/pyenv"
	"github.com/pclgen/pclgen/gen/python"
)

func init() {
	backends["python"] = python.New
	compilers["python"] = newPythonCompileStage
}

// pythonCompileStage checks the generated Python programs with the tools of
// the pinned environment of the compile directory (gen/gentest/pycheck):
// every file compiles, pyflakes reports nothing, black would not reformat
// it, and pyright (basic mode) finds no type error against the real SDKs. A
// test is attempted when the environment has every module its programs
// import (the Python packages of the Pulumi packages it uses); the others are still compiled, linted and formatted, and
// fail when that finds a problem, but are otherwise not attempted. The
// files are written into a temporary directory, one subdirectory per step,
// and the tools run once over all of them in finish. When the environment
// variable PCLCONFORM_PYTHON_DIR names a directory, the files are written
// there instead and kept, for reading.
type pythonCompileStage struct {
	in    *generated
	tools *pycheck.Tools
	dir   string
	keep  bool

	mu sync.Mutex
	// steps maps a test's name to its steps' subdirectories.
	steps map[string][]string
	// missing maps a test that is not type-checked to the packages the
	// environment lacks.
	missing map[string][]string
}

func newPythonCompileStage(in *generated) (stage, error) {
	// The compile directory is testdata/compile/python of a checkout.
	abs, err := filepath.Abs(compileDir)
	if err != nil {
		return nil, err
	}
	if !strings.HasSuffix(filepath.ToSlash(abs), "/"+pyenv.Dir) {
		return nil, fmt.Errorf("-compile-module: the Python compile directory is %s of a checkout, not %s", pyenv.Dir, compileDir)
	}
	root := filepath.Join(abs, "..", "..", "..")
	tools, err := pycheck.Open(context.Background(), root)
	if errors.Is(err, pycheck.ErrUnavailable) {
		return nil, fmt.Errorf("-compile: %w", err)
	}
	if err != nil {
		return nil, fmt.Errorf("-compile: the Python environment: %w", err)
	}
	keep := os.Getenv("PCLCONFORM_PYTHON_DIR")
	dir := keep
	if dir == "" {
		if dir, err = os.MkdirTemp("", "pclconform-python-"); err != nil {
			return nil, err
		}
	} else if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	return &pythonCompileStage{in: in, tools: tools, dir: dir, keep: keep != "", steps: map[string][]string{}, missing: map[string][]string{}}, nil
}

func (*pythonCompileStage) name() string { return "compile python" }

func (s *pythonCompileStage) run(p *testProgram, st *testState) outcome {
	missing := map[string]bool{}
	for _, prog := range st.bound {
		for _, pkg := range prog.AllPackages() {
			if name := python.PackageName(pkg); s.tools.OtherMajor(name, pkg.Version) {
				missing[name+"=="+pkg.Version] = true
			}
		}
	}
	files := s.in.get(p)
	var subs []string
	for i, step := range files {
		for _, m := range s.tools.Missing(step) {
			missing[m] = true
		}
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
		subs = append(subs, filepath.ToSlash(sub))
	}
	s.mu.Lock()
	s.steps[p.name] = subs
	if len(missing) > 0 {
		for name := range missing {
			s.missing[p.name] = append(s.missing[p.name], name)
		}
		sort.Strings(s.missing[p.name])
	}
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
	var typed []string
	for r := range results {
		name := results[r].program.name
		if results[r].outcomes[i].skipped || s.missing[name] != nil {
			continue
		}
		typed = append(typed, s.steps[name]...)
	}
	res, err := s.tools.Check(context.Background(), s.dir, typed)
	if err != nil {
		return err
	}
	paths := make([]string, 0, len(res.Problems))
	for p := range res.Problems {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	for r := range results {
		o := &results[r].outcomes[i]
		if o.skipped {
			continue
		}
		name := results[r].program.name
		for _, sub := range s.steps[name] {
			for _, p := range paths {
				if !strings.HasPrefix(p, sub+"/") {
					continue
				}
				o.passed = false
				file := strings.TrimPrefix(p, sub+"/")
				for _, msg := range res.Problems[p] {
					// Messages with a position (line:col: ...) follow
					// the file name as a compiler's do.
					sep := ": "
					if msg != "" && msg[0] >= '0' && msg[0] <= '9' {
						sep = ":"
					}
					o.diags = append(o.diags, message{summary: file + sep + msg})
				}
			}
		}
		if missing := s.missing[name]; missing != nil && o.passed {
			*o = outcome{skipped: true, elapsed: o.elapsed, diags: []message{{
				summary: "not attempted: the Python environment has no module (or only a stand-in for another major version of) " + strings.Join(missing, ", ") +
					" (its files compile, pass pyflakes and black)",
			}}}
		}
	}
	return nil
}
