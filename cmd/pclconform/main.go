// Command pclconform runs pclgen over the shared PCL test corpus and reports,
// per test and in total, how many programs pass each stage.
//
// Usage:
//
//	pclconform [-corpus DIR] [-report FILE] [-expect DIR] [-run REGEX] [-v] [-lang go [-compile]]
//
// Every test in DIR/programs is bound with the schemas of DIR/schemas: the
// conformance tests (l1-*, l2-*, l3-*) with schemas/conformance/ (using a
// test's own variant of a schema when there is one), the others with schemas/
// and the AWS substitute schema for aws at any version (see
// schema.Loader.Substitute). A multi-step test
// (0/, 1/, ...) passes when every step binds; a test whose program is in the
// one subdirectory of its directory (its project's main) is bound there.
//
// The output is one line per test, then one line per stage of the form
// `SUMMARY bind <passed>/<attempted>`. With -expect DIR, the run fails when a
// test listed in DIR/expected-bind.txt does not bind, and names the tests
// that bind but are not listed. -report FILE writes a markdown report.
//
// With -lang go, every test that binds also goes through the "gen go" stage:
// the Go backend generates each step's program, which passes when there are no
// errors and every .go file is gofmt-clean. With -compile too, the "compile
// go" stage writes the generated programs into the work directory of the
// compile module (-compile-module, default testdata/compile/go) and builds
// them all with one `go build` and one `go vet`. A test is attempted by the
// compile stage only when every package it uses has a Go SDK that the module
// requires (tests that use no package, such as most l1- tests, always are).
// The summary then has the lines `SUMMARY gen go <passed>/<attempted>` and
// `SUMMARY compile go <passed>/<attempted>`, and -expect also checks
// DIR/expected-gen-go.txt and DIR/expected-compile-go.txt.
//
// With -mock too (for any -lang), the "run LANG" stage runs every compiled
// program under its SDK's mocks (see gen/gentest/mockrun) and compares what it
// did (its trace: resource registrations, invokes, stack outputs, error) with
// what pclgen's interpreter (package interp) says the program does; a test
// passes when the traces are equal. A test is attempted when every package it
// uses has an SDK in the language's run environment. Conformance tests run
// with the config their suite sets (-oracle DIR/TEST.json); config that a
// program requires and that nothing sets gets a sample value. The summary
// line is `SUMMARY run LANG <passed>/<attempted>`, and -expect checks
// DIR/expected-run-LANG.txt.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync/atomic"
	"time"

	"github.com/pclgen/pclgen/gen/gentest/gocompile"
)

// Exit codes.
const (
	exitOK         = 0
	exitRegression = 1 // a stage failed where it must not, or the run could not complete
	exitUsage      = 2
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// config is the parsed command line.
type config struct {
	corpus  string
	report  string
	expect  string
	run     *regexp.Regexp
	verbose bool
	workers int
	// lang is the language to generate ("" for none).
	lang string
	// compile builds the generated code in compileModule.
	compile       bool
	compileModule string
	// mock runs the compiled programs under their SDK's mocks and compares
	// each run with the interpreter's; oracle is the directory of the
	// conformance tests' config.
	mock   bool
	oracle string
}

// parseFlags parses the command line; the error is a usage error.
func parseFlags(args []string, stderr io.Writer) (*config, error) {
	fs := flag.NewFlagSet("pclconform", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(stderr, `Usage: pclconform [flags]

pclconform binds every program of the shared PCL corpus with the corpus's
schemas, prints one line per test and "SUMMARY bind <passed>/<attempted>".
With -lang go it also generates Go for every program that binds ("SUMMARY gen
go ..."), and with -compile it builds and vets the generated programs whose
packages all have a Go SDK in the compile module ("SUMMARY compile go ...").

Examples:
  go run ./cmd/pclconform -corpus ../shared/corpus
  go run ./cmd/pclconform -expect testdata/conformance -report report.md
  go run ./cmd/pclconform -run '^l1-builtin' -v
  go run ./cmd/pclconform -lang go -compile -expect testdata/conformance
  go run ./cmd/pclconform -lang python -compile -mock -run '^l1-' -v

Exit status: 0 on success, 1 when a test listed in the -expect directory
regresses (or the run fails), 2 for a usage error.

Flags:
`)
		fs.PrintDefaults()
	}
	cfg := &config{}
	fs.StringVar(&cfg.corpus, "corpus", "../shared/corpus", "the corpus `directory` (with programs/, schemas/ and manifest.tsv)")
	fs.StringVar(&cfg.report, "report", "", "write a markdown report to `file`")
	fs.StringVar(&cfg.expect, "expect", "", "fail when a test listed in `dir`/expected-bind.txt does not bind")
	runPattern := fs.String("run", "", "only run the tests whose names match `regex`")
	fs.BoolVar(&cfg.verbose, "v", false, "print every error and the time each stage took")
	fs.IntVar(&cfg.workers, "j", 0, "run `n` tests at once (default GOMAXPROCS)")
	fs.StringVar(&cfg.lang, "lang", "", "generate code for `language` ("+languages()+")")
	fs.BoolVar(&cfg.compile, "compile", false, "compile the generated code (needs -lang)")
	fs.StringVar(&cfg.compileModule, "compile-module", "", "the compile module's `directory` (default testdata/compile/LANG)")
	fs.BoolVar(&cfg.mock, "mock", false, "run the compiled programs under their SDK's mocks and compare each run with the interpreter's (needs -compile)")
	fs.StringVar(&cfg.oracle, "oracle", filepath.Join("testdata", "conformance", "oracle"), "the `directory` of the config that conformance tests run with (TEST.json)")
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if _, ok := backends[cfg.lang]; cfg.lang != "" && !ok {
		return nil, fmt.Errorf("-lang %s: no backend for that language (there is: %s)", cfg.lang, languages())
	}
	if cfg.compile && cfg.lang == "" {
		return nil, errors.New("-compile compiles generated code: give the language with -lang")
	}
	if cfg.mock && !cfg.compile {
		return nil, errors.New("-mock runs the compiled programs: add -compile")
	}
	if cfg.compileModule != "" && !cfg.compile {
		return nil, errors.New("-compile-module is for -compile")
	}
	if cfg.compile && cfg.compileModule == "" {
		cfg.compileModule = filepath.Join("testdata", "compile", cfg.lang)
	}
	if *runPattern != "" {
		re, err := regexp.Compile(*runPattern)
		if err != nil {
			return nil, fmt.Errorf("-run: %w", err)
		}
		cfg.run = re
	}
	return cfg, nil
}

// run is the command; it returns the exit code.
func run(args []string, stdout, stderr io.Writer) int {
	cfg, err := parseFlags(args, stderr)
	if err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(stderr, "pclconform:", err)
		}
		return exitUsage
	}
	res, err := runCorpus(cfg, stdout, progress{w: stderr, interval: 30 * time.Second})
	if err != nil {
		fmt.Fprintln(stderr, "pclconform:", err)
		return exitRegression
	}
	if res.verdict != nil && res.verdict.failed() {
		return exitRegression
	}
	return exitOK
}

// runResult is what a run produced.
type runResult struct {
	results []testResult
	stages  []stage
	// verdict is nil without -expect.
	verdict *verdict
}

// runCorpus runs the stages over the corpus and writes the output, the
// report and the comparison with the expectations, telling p what it does.
func runCorpus(cfg *config, stdout io.Writer, p progress) (*runResult, error) {
	c, err := openCorpus(cfg.corpus)
	if err != nil {
		return nil, err
	}
	var exp *expectations
	if cfg.expect != "" {
		if exp, err = readExpectations(cfg.expect); err != nil {
			return nil, err
		}
	}
	tests, err := c.programs(cfg.run)
	if err != nil {
		return nil, err
	}
	stages, err := buildStages(cfg, c)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, s := range stages {
		if _, ok := s.(batchStage); !ok {
			names = append(names, s.name())
		}
	}
	var results []testResult
	var done atomic.Int64
	_ = p.phase(strings.Join(names, ", "), &done, len(tests), func() error {
		results = runPipeline(tests, stages, newSchemaSets(c), cfg.workers, &done)
		return nil
	})
	for i, s := range stages {
		if b, ok := s.(batchStage); ok {
			if err := p.phase(s.name(), nil, 0, func() error { return b.finish(results, i) }); err != nil {
				return nil, fmt.Errorf("%s: %w", s.name(), err)
			}
		}
	}
	out := &runResult{results: results, stages: stages}

	printResults(stdout, results, stages, cfg.verbose)
	if exp != nil {
		v := exp.check(results, cfg.run == nil)
		for i, s := range stages[1:] {
			expected, err := readExpectedPassing(cfg.expect, s.name())
			if err != nil {
				return nil, err
			}
			v.stages = append(v.stages, checkStage(results, i+1, s.name(), expected, cfg.run == nil))
		}
		out.verdict = &v
		printVerdict(stdout, v)
	}
	printSummary(stdout, results, stages)
	if cfg.report != "" {
		f, err := os.Create(cfg.report)
		if err != nil {
			return nil, err
		}
		if err := writeReport(f, cfg.corpus, results, stages); err != nil {
			f.Close()
			return nil, err
		}
		if err := f.Close(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// printVerdict writes the comparison with the expectations.
func printVerdict(w io.Writer, v verdict) {
	for _, r := range v.regressions {
		fmt.Fprintf(w, "REGRESSION %s (listed in %s)\n", r, expectedBindFile)
	}
	for _, name := range v.missing {
		fmt.Fprintf(w, "MISSING %s is listed in %s but not in the corpus\n", name, expectedBindFile)
	}
	for _, name := range v.newlyPassing {
		fmt.Fprintf(w, "HINT %s binds now: add it to %s (and remove it from %s)\n", name, expectedBindFile, knownFailuresFile)
	}
	for _, name := range v.unlisted {
		fmt.Fprintf(w, "HINT %s does not bind and is not in %s: add it with the reason\n", name, knownFailuresFile)
	}
	for _, s := range v.stages {
		file := expectedFile(s.stage)
		for _, r := range s.regressions {
			fmt.Fprintf(w, "REGRESSION %s %s (listed in %s)\n", s.stage, r, file)
		}
		for _, name := range s.missing {
			fmt.Fprintf(w, "MISSING %s is listed in %s but not in the corpus\n", name, file)
		}
		for _, name := range s.newlyPassing {
			fmt.Fprintf(w, "HINT %s passes %s now: add it to %s\n", name, s.stage, file)
		}
	}
}

// buildStages returns the stages cfg asks for: bind, then gen and compile.
func buildStages(cfg *config, c *corpus) ([]stage, error) {
	stages := []stage{bindStage{programsDir: c.programsDir()}}
	if cfg.lang == "" {
		return stages, nil
	}
	out := newGenerated()
	stages = append(stages, genStage{backend: backends[cfg.lang](), programsDir: c.programsDir(), out: out})
	if cfg.compile {
		if mk, ok := compilers[cfg.lang]; ok {
			compileDir = cfg.compileModule
			st, err := mk(out)
			if err != nil {
				return nil, err
			}
			stages = append(stages, st)
		} else {
			if cfg.lang != "go" {
				return nil, fmt.Errorf("-compile: compiling %s is not supported", cfg.lang)
			}
			module, err := gocompile.Open(cfg.compileModule)
			if err != nil {
				return nil, fmt.Errorf("-compile-module: %w", err)
			}
			stages = append(stages, newGoCompileStage(module, out))
		}
	}
	if cfg.mock {
		st, err := newMockRunStage(cfg, out)
		if err != nil {
			return nil, err
		}
		stages = append(stages, st)
	}
	return stages, nil
}
