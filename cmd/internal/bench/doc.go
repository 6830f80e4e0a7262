// Package bench measures the pclgen commands as a user runs them: the whole
// pipeline (read and parse the program, bind it against its schemas,
// generate, format, write the project into a new directory) for each
// language on the synthetic programs of gen/gentest, a program of thousands
// of errors, and the floor every command is compared with: a program that
// only reads a file, parses it with hclsyntax.ParseConfig, visits every node
// and writes as many bytes as it read (testdata/floor).
//
// The package holds benchmarks and one opt-in measurement; it has no API:
//
//	go test ./cmd/internal/bench -run '^$' -bench . -benchtime 3x
//	PCLGEN_MEASURE=1 go test ./cmd/internal/bench -run TestAgainstFloor -v -timeout 30m
package bench
