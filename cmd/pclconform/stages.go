package main

import (
	"fmt"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
)

// A stage is one step of the pipeline every test goes through: binding, then
// (once backends exist) generating code for a language and compiling it. A
// test reaches a stage only when it passed the stages before it.
type stage interface {
	// name is the stage's name in output: "bind", "gen go", "compile go".
	name() string
	// run processes every step of test p; st carries what earlier stages
	// produced for p and receives what this one produces.
	run(p *testProgram, st *testState) outcome
}

// testState is what the stages know about one test.
type testState struct {
	loader *schema.Loader
	// bound holds the bind stage's result for each step, for later stages.
	bound []*binder.Program
}

// outcome is a stage's result for one test.
type outcome struct {
	// skipped is set when an earlier stage failed.
	skipped bool
	passed  bool
	// diags are the errors, in source order; the first is shown on the
	// test's line.
	diags   []message
	elapsed time.Duration
}

// testResult is every stage's outcome for one test, in stage order.
type testResult struct {
	program  *testProgram
	outcomes []outcome
}

// runPipeline runs the stages over the tests with at most workers tests at
// once (GOMAXPROCS when workers < 1), counting the finished tests in done;
// results are in the tests' order.
func runPipeline(tests []*testProgram, stages []stage, sets *schemaSets, workers int, done *atomic.Int64) []testResult {
	if workers < 1 {
		workers = runtime.GOMAXPROCS(0)
	}
	results := make([]testResult, len(tests))
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i] = runTest(tests[i], stages, sets)
				done.Add(1)
			}
		}()
	}
	for i := range tests {
		next <- i
	}
	close(next)
	wg.Wait()
	return results
}

// runTest runs the stages over one test.
func runTest(p *testProgram, stages []stage, sets *schemaSets) testResult {
	res := testResult{program: p, outcomes: make([]outcome, len(stages))}
	st := &testState{}
	failed := false
	for i, s := range stages {
		if failed {
			res.outcomes[i] = outcome{skipped: true}
			continue
		}
		start := time.Now()
		o := runStage(s, p, st, sets)
		o.elapsed = time.Since(start)
		res.outcomes[i] = o
		failed = !o.passed
	}
	return res
}

// runStage runs one stage, turning a layout problem, a schema set that cannot
// be built or a panic into a failure.
func runStage(s stage, p *testProgram, st *testState, sets *schemaSets) (o outcome) {
	defer func() {
		if r := recover(); r != nil {
			o = outcome{diags: []message{{summary: fmt.Sprintf("%s panicked: %v", s.name(), r), detail: string(debug.Stack())}}}
		}
	}()
	if p.layoutErr != "" {
		return outcome{diags: []message{{summary: p.layoutErr}}}
	}
	if st.loader == nil {
		l, err := sets.loaderFor(p)
		if err != nil {
			return outcome{diags: []message{{summary: "preparing schemas: " + err.Error()}}}
		}
		st.loader = l
	}
	return s.run(p, st)
}

// bindStage binds every step of a test with the test's schemas.
type bindStage struct {
	// programsDir is stripped from file names in diagnostics.
	programsDir string
}

func (bindStage) name() string { return "bind" }

func (b bindStage) run(p *testProgram, st *testState) outcome {
	o := outcome{passed: true}
	for _, dir := range p.steps {
		prog, diags := bindDirectory(dir, bindOptions(p, st.loader))
		st.bound = append(st.bound, prog)
		if diags.HasErrors() {
			o.passed = false
		}
		o.diags = append(o.diags, b.format(diags)...)
	}
	if !o.passed && len(o.diags) == 0 {
		o.diags = []message{{summary: "binding failed without an error diagnostic"}}
	}
	return o
}

// format returns the error diagnostics in source order, with file names
// relative to the programs directory.
func (b bindStage) format(diags hcl.Diagnostics) []message {
	var errs hcl.Diagnostics
	for _, d := range diags {
		if d.Severity == hcl.DiagError {
			errs = append(errs, d)
		}
	}
	sort.SliceStable(errs, func(i, j int) bool {
		x, y := errs[i].Subject, errs[j].Subject
		switch {
		case x == nil || y == nil:
			return x != nil && y == nil
		case x.Filename != y.Filename:
			return x.Filename < y.Filename
		}
		return x.Start.Byte < y.Start.Byte
	})
	out := make([]message, len(errs))
	for i, d := range errs {
		out[i] = newMessage(d, b.programsDir)
	}
	return out
}

// message is one error of a stage.
type message struct {
	// where is "file:line:col", or "" when the error has no place.
	where   string
	summary string
	detail  string
}

// newMessage converts d, with its file name relative to base when it lies
// under it.
func newMessage(d *hcl.Diagnostic, base string) message {
	m := message{summary: oneLine(d.Summary), detail: oneLine(d.Detail)}
	if d.Subject != nil {
		file := d.Subject.Filename
		if rel, err := filepath.Rel(base, file); err == nil && !strings.HasPrefix(rel, "..") {
			file = filepath.ToSlash(rel)
		}
		m.where = fmt.Sprintf("%s:%d:%d", file, d.Subject.Start.Line, d.Subject.Start.Column)
	}
	return m
}

// String returns "file:line:col: summary".
func (m message) String() string {
	if m.where == "" {
		return m.summary
	}
	return m.where + ": " + m.summary
}

// long returns the message with its detail.
func (m message) long() string {
	if m.detail == "" {
		return m.String()
	}
	return m.String() + ": " + m.detail
}

// oneLine collapses white space, newlines included.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }
