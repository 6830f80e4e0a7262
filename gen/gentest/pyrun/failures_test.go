package pyrun

import (
	"context"
	"testing"
	"time"

	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/mockrun"
	"github.com/pclgen/pclgen/interp/trace"
)

const failedRegistrationMain = `import pulumi
import pulumi_random as random

failing = random.RandomId("failing", byte_length=4)
independent = random.RandomId("independent", byte_length=4)
pulumi.export("hex", failing.hex)
`

// TestRunFailedRegistration runs a program whose mocks fail a registration
// (trace.Mocks.Failures): the registration is recorded and the run fails
// with the provider's message.
func TestRunFailedRegistration(t *testing.T) {
	python := envPython(t)
	jobs := []mockrun.Job{{
		Name:    "failed-registration",
		Program: gentest.Program{Files: []gen.File{file("__main__.py", failedRegistrationMain)}},
		Mocks:   &trace.Mocks{Failures: map[string]string{"random:index/randomId:RandomId::failing": "failed create"}},
	}}
	results, err := Run(context.Background(), python, t.TempDir(), jobs, time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	if p := mockrun.FailedRunProblem(results["failed-registration"], "failed create", "failing", "independent"); p != "" {
		t.Error(p)
	}
}
