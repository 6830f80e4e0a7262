package interp

import (
	"context"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/interp/trace"
)

// Options for one run.
type Options struct {
	// Config gives stack config values by config variable name, as the
	// engine passes them: strings (objects and lists as JSON text).
	Config map[string]string
	// SecretKeys names config keys the user set as secret.
	SecretKeys []string
	// RootDirectory is the program directory (for readFile, cwd,
	// rootDirectory, fileAsset...).
	RootDirectory string
	// Organization defaults to "organization".
	Organization string
}

// Run interprets prog as the Pulumi engine with a mock provider would run
// it, and returns its trace and the mocks (resource states, invoke results,
// config in engine form) that let a generated program's run under an SDK's
// mocks see the same provider. Run never panics; a run-time error is
// trace.Error.
func Run(ctx context.Context, prog *binder.Program, opts Options) (*trace.Trace, *trace.Mocks) {
	return &trace.Trace{Outputs: map[string]any{}}, &trace.Mocks{}
}
