package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync/atomic"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/gocompile"
	"github.com/pclgen/pclgen/gen/gentest/gorun"
	"github.com/pclgen/pclgen/gen/gentest/mockrun"
	"github.com/pclgen/pclgen/gen/gentest/pycheck"
	"github.com/pclgen/pclgen/gen/gentest/pyenv"
	"github.com/pclgen/pclgen/gen/gentest/pyrun"
	"github.com/pclgen/pclgen/gen/gentest/tscompile"
	"github.com/pclgen/pclgen/gen/gentest/tsrun"
	"github.com/pclgen/pclgen/gen/golang"
	"github.com/pclgen/pclgen/gen/python"
	"github.com/pclgen/pclgen/gen/typescript"
)

// workSet starts the names of the compile directories' work subdirectories
// of campaigns, which end with the process ID: two campaigns at once (a
// long one and the tests') do not write over each other's programs.
const workSet = "pclfuzz"

// ErrToolMissing is wrapped by openTools' error when a language's check
// tools are not installed.
var ErrToolMissing = errors.New("a compile tool is missing")

// tools are the compile and run environments of the languages.
type tools struct {
	root   string
	work   string
	set    string
	goMod  *gocompile.Module
	tsDir  *tscompile.Dir
	py     *pycheck.Tools
	python string
	seq    atomic.Int64
}

func openTools(ctx context.Context, cfg Config) (*tools, error) {
	t := &tools{root: cfg.Root, set: fmt.Sprintf("%s-%d", workSet, os.Getpid())}
	var err error
	if t.work, err = os.MkdirTemp("", "pclfuzz-tools-"); err != nil {
		return nil, err
	}
	for _, lang := range cfg.Langs {
		switch lang {
		case "go":
			if t.goMod, err = gocompile.Open(filepath.Join(cfg.Root, "testdata", "compile", "go")); err != nil {
				return nil, fmt.Errorf("%w: go: %v", ErrToolMissing, err)
			}
		case "typescript":
			if t.tsDir, err = tscompile.Open(filepath.Join(cfg.Root, "testdata", "compile", "typescript")); err != nil {
				return nil, fmt.Errorf("%w: typescript: %v", ErrToolMissing, err)
			}
		case "python":
			if t.py, err = pycheck.Open(ctx, cfg.Root); err != nil {
				if errors.Is(err, pycheck.ErrUnavailable) {
					return nil, fmt.Errorf("%w: python: %v", ErrToolMissing, err)
				}
				return nil, err
			}
			t.python = t.py.Python
		}
	}
	return t, nil
}

// close removes the campaign's work directories.
func (t *tools) close() {
	os.RemoveAll(t.work)
	if t.goMod != nil {
		os.RemoveAll(filepath.Join(t.goMod.Dir, "work", t.set))
		os.RemoveAll(filepath.Join(t.goMod.Dir, "work", gorun.SetDir(t.set+"-run")))
	}
	if t.tsDir != nil {
		os.RemoveAll(filepath.Join(t.tsDir.Path, "work", t.set))
		run := filepath.Join(t.tsDir.Path, "work", "run-"+tscompile.DirName(t.set+"-run"))
		os.RemoveAll(run)
		os.Remove(run + ".lock")
	}
}

// missing lists the packages prog uses that lang's environment lacks.
func (t *tools) missing(lang string, prog *binder.Program) []string {
	var out []string
	for _, pkg := range prog.AllPackages() {
		switch lang {
		case "go":
			if mod, ok := golang.SDKModulePath(pkg); !ok || !t.goMod.Requires(mod) {
				out = append(out, pkg.Name)
			}
		case "typescript":
			if name := typescript.NPMPackage(pkg); !t.tsDir.Has(name) {
				out = append(out, name)
			}
		case "python":
			if name := python.PackageName(pkg); !t.py.Has(name) {
				out = append(out, name)
			}
		}
	}
	if lang == "typescript" {
		for _, name := range typescript.UnresolvedPackages(prog) {
			if !t.tsDir.Has(name) {
				out = append(out, name)
			}
		}
	}
	sort.Strings(out)
	return out
}

// ready lists the items that passed so far and whose packages lang has.
func (t *tools) ready(lang string, items []*item) []*item {
	var out []*item
	for _, it := range items {
		if it.ok(lang) && it.files[lang] != nil && len(t.missing(lang, it.bound)) == 0 {
			out = append(out, it)
		}
	}
	return out
}

// compile compile-checks the items' lang programs all at once; runNext
// says the programs are run under mocks next.
func (t *tools) compile(ctx context.Context, lang string, items []*item, runNext bool, count func(string, bool)) error {
	ready := t.ready(lang, items)
	if len(ready) == 0 {
		return nil
	}
	stage := "compile " + lang
	var failures map[string]string
	switch lang {
	case "go", "typescript":
		var programs []gentest.Program
		for _, it := range ready {
			programs = append(programs, it.program(lang))
		}
		if lang == "go" {
			build := t.goMod.Build
			if runNext {
				// Vetted only: the runs under mocks compile them.
				build = t.goMod.Vet
			}
			res, err := build(ctx, t.set, programs)
			if err != nil {
				return err
			}
			if !runNext {
				// Each random program is built once: keep the disk (a
				// vetted program is not compiled).
				if _, err := t.goMod.Forget(ctx, t.set); err != nil {
					return err
				}
			}
			failures = res.Failures
		} else {
			res, err := t.tsDir.Check(ctx, t.set, programs)
			if err != nil {
				return err
			}
			failures = res.Failures
		}
	case "python":
		dir := filepath.Join(t.work, fmt.Sprintf("python%d", t.seq.Add(1)))
		defer os.RemoveAll(dir)
		var typed []string
		for _, it := range ready {
			for _, f := range it.files[lang] {
				path := filepath.Join(dir, it.name, filepath.FromSlash(f.Path))
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					return err
				}
				if err := os.WriteFile(path, f.Contents, 0o644); err != nil {
					return err
				}
			}
			typed = append(typed, it.name)
		}
		res, err := t.py.Check(ctx, dir, typed)
		if err != nil {
			return err
		}
		failures = map[string]string{}
		for path, problems := range res.Problems {
			name := strings.SplitN(path, "/", 2)[0]
			failures[name] += strings.Join(problems, "\n") + "\n"
		}
	}
	for _, it := range ready {
		if msg, failed := failures[it.name]; failed {
			it.setFail(&Failure{Seed: it.seed, Stage: "compile", Lang: lang, Message: msg, Program: it.p})
			count(stage, false)
			continue
		}
		count(stage, true)
	}
	return nil
}

// run runs the items' lang programs under mocks and compares them with the
// interpreter.
func (t *tools) run(ctx context.Context, lang string, items []*item, count func(string, bool)) error {
	var ready []*item
	for _, it := range t.ready(lang, items) {
		if mockrun.Incomparable(it.want) == "" {
			ready = append(ready, it)
		}
	}
	if len(ready) == 0 {
		return nil
	}
	var jobs []mockrun.Job
	wants := map[string]*mockrun.Expected{}
	for _, it := range ready {
		wants[it.name] = it.want
		jobs = append(jobs, mockrun.Job{Name: it.name, Program: gentest.Program{Name: it.name, Files: mockrun.WithFixtures(it.files[lang], it.dir)}, Mocks: it.mocks, MocksIn: it.want.MocksIn})
	}
	var got map[string]mockrun.Result
	var err error
	switch lang {
	case "go":
		got, err = gorun.Run(ctx, t.goMod, t.set+"-run", jobs, mockrun.DefaultTimeout)
		if err == nil {
			_, err = t.goMod.Forget(ctx, gorun.SetDir(t.set+"-run"))
		}
	case "typescript":
		got, err = tsrun.Run(ctx, t.tsDir, t.set+"-run", jobs, mockrun.DefaultTimeout)
	case "python":
		if t.python == "" {
			if t.python, err = pyenv.Ensure(ctx, t.root); err != nil {
				return err
			}
		}
		dir := filepath.Join(t.work, fmt.Sprintf("pyrun%d", t.seq.Add(1)))
		defer os.RemoveAll(dir)
		got, err = pyrun.Run(ctx, t.python, dir, jobs, mockrun.DefaultTimeout)
	}
	if err != nil {
		return err
	}
	for _, it := range ready {
		res, ok := got[it.name]
		if !ok {
			res = mockrun.Result{Failure: "the runner returned no result"}
		}
		if diff := mockrun.Compare(wants[it.name], res); diff != "" {
			it.setFail(&Failure{Seed: it.seed, Stage: "run", Lang: lang, Message: diff, Program: it.p})
			count("run "+lang, false)
			continue
		}
		count("run "+lang, true)
	}
	return nil
}
