package tsrun

import (
	"context"
	"testing"
	"time"

	"github.com/pclgen/pclgen/gen/gentest/mockrun"
	"github.com/pclgen/pclgen/interp/trace"
)

const failedRegistrationIndex = `import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const failing = new random.RandomId("failing", {byteLength: 4});
const independent = new random.RandomId("independent", {byteLength: 4});
export const hex = failing.hex;
`

// TestRunFailedRegistration runs a program whose mocks fail a registration
// (trace.Mocks.Failures): the registration is recorded and the run fails
// with the provider's message.
func TestRunFailedRegistration(t *testing.T) {
	dir := openDir(t)
	jobs := []mockrun.Job{{
		Name:    "failed-registration",
		Program: program("failed-registration", map[string]string{"index.ts": failedRegistrationIndex}),
		Mocks:   &trace.Mocks{Failures: map[string]string{"random:index/randomId:RandomId::failing": "failed create"}},
	}}
	results, err := Run(context.Background(), dir, "failures", jobs, time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	if p := mockrun.FailedRunProblem(results["failed-registration"], "failed create", "failing", "independent"); p != "" {
		t.Error(p)
	}
}
