package gorun

import (
	"context"
	"testing"
	"time"

	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/mockrun"
	"github.com/pclgen/pclgen/interp/trace"
)

const failedRegistrationMain = `package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		failing, err := random.NewRandomId(ctx, "failing", &random.RandomIdArgs{ByteLength: pulumi.Int(4)})
		if err != nil {
			return err
		}
		_, err = random.NewRandomId(ctx, "independent", &random.RandomIdArgs{ByteLength: pulumi.Int(4)})
		if err != nil {
			return err
		}
		ctx.Export("hex", failing.Hex)
		return nil
	})
}
`

// TestRunFailedRegistration runs a program whose mocks fail a registration
// (trace.Mocks.Failures): the registration is recorded and the run fails
// with the provider's message.
func TestRunFailedRegistration(t *testing.T) {
	m := compileModule(t)
	jobs := []mockrun.Job{{
		Name:    "failed-registration",
		Program: gentest.Program{Name: "failed-registration", Files: []gen.File{file("main.go", failedRegistrationMain)}},
		Mocks:   &trace.Mocks{Failures: map[string]string{"random:index/randomId:RandomId::failing": "failed create"}},
	}}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	results, err := Run(ctx, m, "failures", jobs, time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	if p := mockrun.FailedRunProblem(results["failed-registration"], "failed create", "failing", "independent"); p != "" {
		t.Error(p)
	}
}
