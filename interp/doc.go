// Package interp is pclgen's reference interpreter of PCL: input a bound
// program (binder.Program) and its config, output the trace of what the
// Pulumi engine would see when the program runs against a mock provider
// (resource registrations, invokes, stack outputs, or the run's error) and
// the mocks (resource states, invoke results, config in engine form) that let
// a generated program, run under an SDK's mocks, see the same provider.
//
// Expressions are evaluated with eval.Evaluate; values are go-cty values and
// secrets are cty marks, so a secret stays secret through every operation.
// Mock outputs of resources and invokes are derived deterministically from
// the schema (see mockvalues.go).
//
// What a provider SDK's generated resource class does is done too: schema
// input defaults and consts fill the inputs, schema secret inputs are
// secret, schema secret outputs are additionalSecretOutputs, and a resource
// without a provider takes its parent's for its package. pulumi:Stash is
// pulumi:index:Stash, its output its input. Components that read each
// other's outputs are run in passes until their values settle (see
// Run). A few answers of Pulumi's conformance test providers that derived
// values cannot stand for are facts in facts.go.
//
// Names: a resource or component is registered with its logical name; an
// instance of a ranged one with "NAME-KEY" (the index for a number, list,
// tuple or set range, the key for a map or object range, NAME alone for a
// true bool range); inside a component instance called C, with "C-NAME".
// Children of a component have it as their parent. A component is of type
// "components:index:CLASS", CLASS its directory's base name in PascalCase as
// gen/golang names it, or its token when it has no source.
//
// Numbers: a fraction is the float64 nearest it after every operation, as
// the target languages compute; whole numbers stay exact. An operation
// whose whole-number value the languages do not agree on (beyond ±2^53
// and not a float64, or beyond a 64-bit integer) is recorded in the trace
// (trace.Trace.Inexact), and such a run is not compared with a generated
// program's.
//
// Bounds: a run evaluates at most a million expressions, registers at most
// 10,000 resources and nests components at most 32 deep; it stops when its
// context is done.
package interp
