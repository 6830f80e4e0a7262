package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// The expectations directory (testdata/conformance in the repository) holds:
//
//   - expected-bind.txt: the tests expected to bind, one name a line;
//   - known-failures.tsv: each test that does not bind, a tab, and why.
//
// Blank lines and lines starting with # are comments in both files.
const (
	expectedBindFile  = "expected-bind.txt"
	knownFailuresFile = "known-failures.tsv"
)

// expectations are the contents of an expectations directory.
type expectations struct {
	// bind lists the tests expected to bind.
	bind map[string]bool
	// failures maps each test known not to bind to the reason.
	failures map[string]string
}

// readExpectations reads dir's files; both must exist.
func readExpectations(dir string) (*expectations, error) {
	e := &expectations{bind: map[string]bool{}, failures: map[string]string{}}
	err := readLines(filepath.Join(dir, expectedBindFile), func(line string) error {
		if strings.ContainsAny(line, " \t") {
			return fmt.Errorf("%q is not a test name", line)
		}
		if e.bind[line] {
			return fmt.Errorf("%s is listed twice", line)
		}
		e.bind[line] = true
		return nil
	})
	if err != nil {
		return nil, err
	}
	err = readLines(filepath.Join(dir, knownFailuresFile), func(line string) error {
		name, reason, ok := strings.Cut(line, "\t")
		reason = strings.TrimSpace(reason)
		if !ok || name == "" || reason == "" {
			return fmt.Errorf("%q is not a test name, a tab and a reason", line)
		}
		if _, dup := e.failures[name]; dup {
			return fmt.Errorf("%s is listed twice", name)
		}
		if e.bind[name] {
			return fmt.Errorf("%s is both expected to bind and a known failure", name)
		}
		e.failures[name] = reason
		return nil
	})
	if err != nil {
		return nil, err
	}
	return e, nil
}

// readLines calls fn with each line of the file that is not blank or a
// comment, trimmed.
func readLines(path string, fn func(line string) error) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if err := fn(line); err != nil {
			return fmt.Errorf("%s:%d: %w", path, n, err)
		}
	}
	return sc.Err()
}

// verdict is the comparison of a run's results with the expectations.
type verdict struct {
	// stages are the comparisons of the stages after bind.
	stages []stageVerdict

	// regressions are tests expected to bind that did not, with their first
	// error; they fail the run.
	regressions []string
	// missing are tests expected to bind that the corpus does not have (only
	// checked when every test ran); they fail the run.
	missing []string
	// newlyPassing are tests that bound but are not in expected-bind.txt.
	newlyPassing []string
	// unlisted are tests that did not bind and are in neither file.
	unlisted []string
}

// failed reports whether the run regressed.
func (v verdict) failed() bool {
	for _, s := range v.stages {
		if len(s.regressions) > 0 || len(s.missing) > 0 {
			return true
		}
	}
	return len(v.regressions) > 0 || len(v.missing) > 0
}

// check compares the bind outcomes (stage 0 of results) with e. When
// complete is set (no -run filter), expected tests absent from the results
// count too.
func (e *expectations) check(results []testResult, complete bool) verdict {
	var v verdict
	seen := map[string]bool{}
	for _, r := range results {
		name := r.program.name
		seen[name] = true
		o := r.outcomes[0]
		switch {
		case o.passed && !e.bind[name]:
			v.newlyPassing = append(v.newlyPassing, name)
		case !o.passed && e.bind[name]:
			first := "no error recorded"
			if len(o.diags) > 0 {
				first = o.diags[0].String()
			}
			v.regressions = append(v.regressions, name+": "+first)
		case !o.passed && e.failures[name] == "":
			v.unlisted = append(v.unlisted, name)
		}
	}
	if complete {
		for name := range e.bind {
			if !seen[name] {
				v.missing = append(v.missing, name)
			}
		}
		sort.Strings(v.missing)
	}
	return v
}

// expectedFile returns the name of the file that lists the tests expected
// to pass a stage: expected-bind.txt, expected-gen-go.txt,
// expected-compile-go.txt.
func expectedFile(stage string) string {
	return "expected-" + strings.ReplaceAll(stage, " ", "-") + ".txt"
}

// readExpectedPassing reads the list of tests expected to pass stage from
// dir; the file must exist.
func readExpectedPassing(dir, stage string) (map[string]bool, error) {
	set := map[string]bool{}
	err := readLines(filepath.Join(dir, expectedFile(stage)), func(line string) error {
		if strings.ContainsAny(line, " \t") {
			return fmt.Errorf("%q is not a test name", line)
		}
		if set[line] {
			return fmt.Errorf("%s is listed twice", line)
		}
		set[line] = true
		return nil
	})
	return set, err
}

// stageVerdict is the comparison of one stage after bind with the tests
// expected to pass it.
type stageVerdict struct {
	stage string
	// regressions are listed tests that did not pass (failed, or were not
	// attempted), with why; they fail the run.
	regressions []string
	// missing are listed tests the corpus does not have (only checked when
	// every test ran); they fail the run.
	missing []string
	// newlyPassing are tests that passed but are not listed.
	newlyPassing []string
}

// checkStage compares outcome i of results (stage name) with the tests
// expected to pass it.
func checkStage(results []testResult, i int, name string, expected map[string]bool, complete bool) stageVerdict {
	v := stageVerdict{stage: name}
	seen := map[string]bool{}
	for _, r := range results {
		test := r.program.name
		seen[test] = true
		o := r.outcomes[i]
		passed := o.passed && !o.skipped
		switch {
		case passed && !expected[test]:
			v.newlyPassing = append(v.newlyPassing, test)
		case !passed && expected[test]:
			why := "no error recorded"
			switch {
			case len(o.diags) > 0:
				why = o.diags[0].String()
			case o.skipped:
				why = "not attempted: an earlier stage failed"
			}
			v.regressions = append(v.regressions, test+": "+why)
		}
	}
	if complete {
		for test := range expected {
			if !seen[test] {
				v.missing = append(v.missing, test)
			}
		}
		sort.Strings(v.missing)
	}
	return v
}
