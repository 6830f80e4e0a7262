package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen/gentest/mockrun"
)

// A mockRunner runs generated programs of one language under its SDK's
// mocks. Each language registers the constructor of its runner in runners
// from its own file.
type mockRunner struct {
	// missing returns the packages prog uses that have no SDK in the run
	// environment; such a test is not attempted.
	missing func(prog *binder.Program) []string
	// lacks says what missing lists ("the run environment has no Go SDK for").
	lacks string
	// run runs the jobs and returns a result per job name.
	run func(ctx context.Context, jobs []mockrun.Job) (map[string]mockrun.Result, error)
}

// runners maps a language to the constructor of its mock runner; cfg gives
// the compile directory the runner may reuse.
var runners = map[string]func(cfg *config) (*mockRunner, error){}

// mockRunStage runs each generated program that compiled under its SDK's mocks
// and compares what it did with what pclgen's interpreter says the program
// does. Its run prepares each test (interpreter trace and mocks); finish
// runs the programs whose compile stage passed, all at once.
type mockRunStage struct {
	lang   string
	runner *mockRunner
	in     *generated
	// oracleDir holds the config each conformance test runs with
	// (<test>.json), as the conformance suite sets it.
	oracleDir string

	mu   sync.Mutex
	jobs []mockrun.Job
	want map[string]*mockrun.Expected
	// steps maps a test's name to the names of its steps' jobs.
	steps map[string][]string
}

func newMockRunStage(cfg *config, in *generated) (*mockRunStage, error) {
	mk, ok := runners[cfg.lang]
	if !ok {
		return nil, fmt.Errorf("-mock: running %s programs is not supported", cfg.lang)
	}
	r, err := mk(cfg)
	if err != nil {
		return nil, fmt.Errorf("-mock: %w", err)
	}
	return &mockRunStage{
		lang: cfg.lang, runner: r, in: in, oracleDir: cfg.oracle,
		want: map[string]*mockrun.Expected{}, steps: map[string][]string{},
	}, nil
}

func (s *mockRunStage) name() string { return "run " + s.lang }

func (s *mockRunStage) run(p *testProgram, st *testState) outcome {
	for _, prog := range st.bound {
		if missing := s.runner.missing(prog); len(missing) > 0 {
			sort.Strings(missing)
			return outcome{skipped: true, diags: []message{{
				summary: "not attempted: " + s.runner.lacks + " " + strings.Join(missing, ", "),
			}}}
		}
	}
	configs, err := s.oracleConfig(p.name, len(st.bound))
	if err != nil {
		return outcome{diags: []message{{summary: err.Error()}}}
	}
	files := s.in.get(p)
	var jobs []mockrun.Job
	var names []string
	wants := map[string]*mockrun.Expected{}
	for i, prog := range st.bound {
		name := p.name
		if len(st.bound) > 1 {
			name = fmt.Sprintf("%s/%d", p.name, i)
		}
		want, mocks := mockrun.Prepare(context.Background(), prog, p.steps[i], configs[i])
		wants[name] = want
		jobs = append(jobs, mockrun.Job{Name: name, Program: namedProgram{Name: name, Files: mockrun.WithFixtures(files[i], p.steps[i])}, Mocks: mocks, MocksIn: want.MocksIn})
		names = append(names, name)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.jobs = append(s.jobs, jobs...)
	for k, v := range wants {
		s.want[k] = v
	}
	s.steps[p.name] = names
	// The outcome is settled by finish.
	return outcome{passed: true}
}

// finish runs the programs of the tests whose earlier stages passed and
// compares their traces with the interpreter's.
func (s *mockRunStage) finish(results []testResult, i int) error {
	ready := map[string]bool{}
	for _, r := range results {
		if o := r.outcomes[i]; o.passed && !o.skipped && (i == 0 || r.outcomes[i-1].passed) {
			for _, name := range s.steps[r.program.name] {
				ready[name] = true
			}
		}
	}
	var jobs []mockrun.Job
	for _, j := range s.jobs {
		if ready[j.Name] {
			jobs = append(jobs, j)
		}
	}
	got, err := s.runner.run(context.Background(), jobs)
	if err != nil {
		return err
	}
	for r := range results {
		o := &results[r].outcomes[i]
		if o.skipped {
			continue
		}
		if i > 0 && !results[r].outcomes[i-1].passed {
			*o = outcome{skipped: true}
			continue
		}
		for _, name := range s.steps[results[r].program.name] {
			res, ok := got[name]
			if !ok {
				res = mockrun.Result{Failure: "the runner returned no result"}
			}
			if diff := mockrun.Compare(s.want[name], res); diff != "" {
				o.passed = false
				for _, line := range strings.Split(strings.TrimSpace(diff), "\n") {
					o.diags = append(o.diags, message{summary: line})
				}
			}
		}
	}
	return nil
}

// oracleFile is the part of testdata/conformance/oracle/<test>.json that
// gives a test's config.
type oracleFile struct {
	Config     map[string]string `json:"config"`
	SecretKeys []string          `json:"secretKeys"`
	Steps      []struct {
		Config     map[string]string `json:"config"`
		SecretKeys []string          `json:"secretKeys"`
	} `json:"steps"`
}

// oracleConfig returns the config of each of a test's n steps: the
// oracle's when it has a file for the test, else none.
func (s *mockRunStage) oracleConfig(test string, n int) ([]mockrun.Config, error) {
	configs := make([]mockrun.Config, n)
	if s.oracleDir == "" {
		return configs, nil
	}
	data, err := os.ReadFile(filepath.Join(s.oracleDir, test+".json"))
	if errors.Is(err, os.ErrNotExist) {
		return configs, nil
	} else if err != nil {
		return nil, err
	}
	var f oracleFile
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("%s.json: %w", test, err)
	}
	for i := range configs {
		configs[i] = oracleStepConfig(f.Config, f.SecretKeys)
		if i < len(f.Steps) && (f.Steps[i].Config != nil || f.Steps[i].SecretKeys != nil) {
			configs[i] = oracleStepConfig(f.Steps[i].Config, f.Steps[i].SecretKeys)
		}
	}
	return configs, nil
}

// oracleStepConfig keys the config by variable name: a key written as the
// engine's "project:name" loses its namespace.
func oracleStepConfig(values map[string]string, secretKeys []string) mockrun.Config {
	c := mockrun.Config{Values: map[string]string{}}
	for k, v := range values {
		c.Values[configName(k)] = v
	}
	for _, k := range secretKeys {
		c.SecretKeys = append(c.SecretKeys, configName(k))
	}
	return c
}

func configName(key string) string {
	if i := strings.Index(key, ":"); i >= 0 {
		return key[i+1:]
	}
	return key
}
