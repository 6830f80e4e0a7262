// Package mockrun is what the mock-run drivers of every language share:
// input generated programs, each with the mocks pclgen wrote for it (see
// trace.Mocks), output each program's trace as its run under the language
// SDK's mocks recorded it, or why it could not be run.
//
// The drivers are gen/gentest/gorun (Go), gen/gentest/tsrun (TypeScript) and
// gen/gentest/pyrun (Python). Each runs a program with project
// trace.Project and stack trace.Stack, not as a preview; it answers each
// resource registration with the id and the inputs merged with the state
// that the mocks give for TYPE::NAME (or, for one in the mocks' failures,
// with an error of its message, recorded first), each invoke and call with
// the mocks' result for its token; it records every registration (components too), every
// invoke and call with its arguments, the stack outputs, and the program's
// error; and it writes the raw trace (trace.Raw) as JSON.
package mockrun

import (
	"fmt"
	"strings"
	"time"

	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/interp/trace"
)

// Job is one program to run.
type Job struct {
	// Name names the program (TEST or TEST/STEP).
	Name string
	// Program is the generated program's files.
	Program gentest.Program
	// Mocks is the mock provider's behaviour and the program's config.
	Mocks *trace.Mocks
	// MocksIn, when not nil, gives the mocks of a run in a directory
	// other than the program's (Expected.MocksIn); nil from it means
	// Mocks.
	MocksIn func(root string) *trace.Mocks
}

// MocksAt returns the mocks of j's run in the directory root: the ones
// MocksIn gives for it, or Mocks, or none.
func (j Job) MocksAt(root string) *trace.Mocks {
	if j.MocksIn != nil {
		if m := j.MocksIn(root); m != nil {
			return m
		}
	}
	if j.Mocks == nil {
		return &trace.Mocks{}
	}
	return j.Mocks
}

// Result is the outcome of one job.
type Result struct {
	// Trace is the run's trace; nil when the program could not be run to
	// the point of writing one (see Failure).
	Trace *trace.Trace
	// Failure says why there is no trace: the program did not build, the
	// driver crashed, or the run did not finish within the timeout ("timed
	// out after 30s").
	Failure string
	// Log is what the run printed (stdout and stderr), for a reader.
	Log string
}

// DefaultTimeout is how long one program may run.
const DefaultTimeout = 60 * time.Second

// FailedRunProblem says how a run that must fail with msg after
// registering the resources named differs from that, "" when it does not:
// a driver's check of a mock that fails a registration
// (trace.Mocks.Failures).
func FailedRunProblem(r Result, msg string, names ...string) string {
	if r.Trace == nil {
		return "no trace: " + r.Failure + "\n" + r.Log
	}
	if !strings.Contains(r.Trace.Error, msg) {
		return fmt.Sprintf("error %q, want one containing %q\n%s", r.Trace.Error, msg, r.Log)
	}
	registered := map[string]bool{}
	for _, res := range r.Trace.Resources {
		registered[res.Name] = true
	}
	for _, n := range names {
		if !registered[n] {
			return fmt.Sprintf("%q is not registered: %+v", n, r.Trace.Resources)
		}
	}
	return ""
}
