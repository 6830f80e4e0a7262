// Package check holds the checks of generated programs against the target
// toolchains: every program of testdata/programs and testdata/examples is
// generated in each language, compiled against the real Pulumi SDKs (go
// build and go vet, tsc --strict, py_compile, pyflakes, black and pyright)
// and run under each SDK's mocks, where what it does is compared with what
// the interpreter (package interp) says it does.
//
// Its input is the testdata programs and the pinned environments of
// testdata/compile; its output is test failures. The checks run only when
// the environment variable PCLGEN_CHECKS is 1 (.ci/run sets it): a cold
// build cache makes the Go SDKs alone take minutes to build. Without it,
// `go test ./...` reports this package with "[no tests to run]".
package check
