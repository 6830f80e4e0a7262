// Package widgets stands in, in the compile checks, for the Go SDK of the
// widgets test schema (testdata/schemas/widgets-1.0.0.json), which has no
// published SDK. It declares the API that generated programs use, in the
// shapes Pulumi's Go SDK generator gives it: resources with methods (whose
// results are outputs of result structs, or plain values), and functions
// offered in output form only (multi-argument inputs, results that are not
// objects). It is compiled, never run.
package widgets
