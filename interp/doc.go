// Package interp is pclgen's reference interpreter of PCL: input a bound
// program (binder.Program) and its config, output the trace of what the
// Pulumi engine would see when the program runs against a mock provider
// (resource registrations, invokes, stack outputs, or the run's error) and
// the mocks (resource states, invoke results, config in engine form) that let
// a generated program, run under an SDK's mocks, see the same provider.
//
// Expressions are evaluated with model.Evaluate; values are go-cty values and
// secrets are cty marks, so a secret stays secret through every operation.
// Mock outputs of resources and invokes are derived deterministically from
// the schema (see mockvalues.go).
package interp
