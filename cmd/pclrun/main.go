// Command pclrun runs a PCL program: input a .pp file or program directory,
// its package schemas and stack config; output the program's trace as
// pclgen's interpreter runs it (every resource registration with its URN,
// inputs and options, every invoke, the stack outputs and the run's error,
// as a mock provider sees them), and, with -lang, where the generated
// program's run under its SDK's mocks differs from it.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/cmd/internal/cli"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/gocompile"
	"github.com/pclgen/pclgen/gen/gentest/gorun"
	"github.com/pclgen/pclgen/gen/gentest/mockrun"
	"github.com/pclgen/pclgen/gen/gentest/pyenv"
	"github.com/pclgen/pclgen/gen/gentest/pyrun"
	"github.com/pclgen/pclgen/gen/gentest/tscompile"
	"github.com/pclgen/pclgen/gen/gentest/tsrun"
	"github.com/pclgen/pclgen/gen/golang"
	"github.com/pclgen/pclgen/gen/python"
	"github.com/pclgen/pclgen/gen/typescript"
	"github.com/pclgen/pclgen/interp/trace"
)

const usage = `Usage: pclrun [flags] PATH

pclrun runs the PCL program at PATH (a .pp file or a program directory) with
pclgen's interpreter, as the Pulumi engine with a mock provider would run it,
and prints its trace: every resource registration (URN, inputs, options),
invoke and stack output, and the run's error. Config the program requires and
--config does not set gets a sample value of its type.

With -lang it also generates the program in that language (go, typescript,
python, or all), runs it under the language SDK's mocks with the same mock
provider, and prints where its trace differs from the interpreter's. A
program that computes a whole number beyond the range the languages agree on
(beyond 2^53 and not a 64-bit float, or beyond a 64-bit integer) is not
compared: each language computes it its own way. That
needs the pinned environments of this repository's testdata/compile (run it
from the repository root; see README.md: Tests).

Examples:
  pclrun --schemas testdata/schemas testdata/examples/webserver
  pclrun --schemas testdata/schemas --config port=8080 -lang all testdata/examples/webserver
  pclrun --mocks mocks.json --schemas testdata/schemas program.pp

Exit status: 0 when the program ran (and each generated program did what the
interpreter did), 1 when the program has errors, a run differs or the runs
cannot be compared, 2 for a
usage error.

Flags:
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// keyValues is a repeatable NAME=VALUE flag.
type keyValues map[string]string

func (kv keyValues) String() string { return "" }

func (kv keyValues) Set(v string) error {
	k, val, ok := strings.Cut(v, "=")
	if !ok || k == "" {
		return fmt.Errorf("%q is not NAME=VALUE", v)
	}
	kv[k] = val
	return nil
}

// names is a repeatable flag of names.
type names []string

func (n *names) String() string     { return strings.Join(*n, ",") }
func (n *names) Set(v string) error { *n = append(*n, v); return nil }

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("pclrun", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var schemas cli.DirList
	config := keyValues{}
	var secrets names
	fs.Var(&schemas, "schemas", "directories of package schemas, comma-separated or repeated")
	fs.Var(config, "config", "set the config variable NAME to VALUE (`NAME=VALUE`, as the engine passes it: lists and objects as JSON); repeatable")
	fs.Var(&secrets, "secret", "treat the config variable `NAME` as set secret; repeatable")
	lang := fs.String("lang", "", "also run the generated program in `language` (go, typescript, python or all) under its SDK's mocks")
	mocksPath := fs.String("mocks", "", "write the mock provider's answers (resource states, invoke results, config) as JSON to `file`")
	showLog := fs.Bool("log", false, "print what a generated program wrote (its panic's stack, its exception's traceback) when its run differs")
	compileRoot := fs.String("compile-root", filepath.Join("testdata", "compile"), "the `directory` of the pinned environments (go/, typescript/, python/)")
	fs.Usage = func() {
		fmt.Fprint(stderr, usage)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return cli.ExitOK
		}
		return cli.ExitUsage
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, "pclrun: expected exactly one PATH (a .pp file or a program directory), after the flags; see pclrun --help")
		return cli.ExitUsage
	}
	langs, err := languages(*lang)
	if err != nil {
		fmt.Fprintln(stderr, "pclrun:", err)
		return cli.ExitUsage
	}
	path := fs.Arg(0)
	loader := schema.LoaderFromEnv(schemas)
	prog, diags := binder.BindPath(path, binder.Options{Loader: loader})
	if len(diags) > 0 {
		printer := &cli.DiagnosticPrinter{Sources: cli.BoundSources(prog, diags)}
		if err := printer.Print(stderr, diags); err != nil {
			fmt.Fprintf(stderr, "pclrun: %v\n", err)
		}
	}
	if diags.HasErrors() {
		return cli.ExitDiagnostic
	}
	dir := path
	if info, err := os.Stat(path); err == nil && !info.IsDir() {
		dir = filepath.Dir(path)
	}
	want, mocks := mockrun.Prepare(context.Background(), prog, dir, mockrun.Config{Values: config, SecretKeys: secrets})
	stdout.Write(want.Trace.Canonical())
	if *mocksPath != "" {
		if err := trace.WriteMocks(*mocksPath, mocks); err != nil {
			fmt.Fprintln(stderr, "pclrun:", err)
			return cli.ExitDiagnostic
		}
	}
	status := cli.ExitOK
	if why := mockrun.Incomparable(want); why != "" && len(langs) > 0 {
		// Each language's run would do what its own arithmetic does.
		fmt.Fprintf(stdout, "%s\n", why)
		return cli.ExitDiagnostic
	}
	for _, l := range langs {
		backend := backends[l]()
		files, diags := backend.GenerateProgram(prog)
		if diags.HasErrors() {
			printer := &cli.DiagnosticPrinter{Sources: cli.BoundSources(prog, diags)}
			_ = printer.Print(stderr, diags)
			status = cli.ExitDiagnostic
			continue
		}
		job := mockrun.Job{Name: "pclrun", Program: gentest.Program{Name: "pclrun", Files: mockrun.WithFixtures(files, dir)}, Mocks: mocks, MocksIn: want.MocksIn}
		res, err := runIn(l, *compileRoot, job)
		if err != nil {
			fmt.Fprintf(stderr, "pclrun: running the %s program: %v\n", l, err)
			status = cli.ExitDiagnostic
			continue
		}
		if d := mockrun.Compare(want, res); d != "" {
			fmt.Fprintf(stdout, "%s: the generated program does not do what the interpreter does:\n%s\n", l, d)
			if *showLog && res.Log != "" {
				fmt.Fprintf(stdout, "%s: the program wrote:\n%s\n", l, strings.TrimRight(res.Log, "\n"))
			}
			status = cli.ExitDiagnostic
			continue
		}
		fmt.Fprintf(stdout, "%s: the generated program does what the interpreter does\n", l)
	}
	return status
}

// backends are the languages -lang accepts.
var backends = map[string]func() gen.Backend{
	"go":         golang.New,
	"typescript": typescript.New,
	"python":     python.New,
}

func languages(flag string) ([]string, error) {
	switch flag {
	case "":
		return nil, nil
	case "all":
		return []string{"go", "typescript", "python"}, nil
	}
	if _, ok := backends[flag]; !ok {
		return nil, fmt.Errorf("-lang %s: expected go, typescript, python or all", flag)
	}
	return []string{flag}, nil
}

// runIn runs one job in the pinned environment of a language.
func runIn(lang, compileRoot string, job mockrun.Job) (mockrun.Result, error) {
	ctx := context.Background()
	var results map[string]mockrun.Result
	var err error
	switch lang {
	case "go":
		var m *gocompile.Module
		if m, err = gocompile.Open(filepath.Join(compileRoot, "go")); err == nil {
			results, err = gorun.Run(ctx, m, "pclrun", []mockrun.Job{job}, mockrun.DefaultTimeout)
		}
	case "typescript":
		var d *tscompile.Dir
		if d, err = tscompile.Open(filepath.Join(compileRoot, "typescript")); err == nil {
			results, err = tsrun.Run(ctx, d, "pclrun", []mockrun.Job{job}, mockrun.DefaultTimeout)
		}
	case "python":
		var root, interpreter, work string
		if root, err = filepath.Abs(filepath.Join(compileRoot, "..", "..")); err != nil {
			break
		}
		if interpreter, err = pyenv.Ensure(ctx, root); err != nil {
			break
		}
		if work, err = os.MkdirTemp("", "pclrun-"); err != nil {
			break
		}
		defer os.RemoveAll(work)
		results, err = pyrun.Run(ctx, interpreter, work, []mockrun.Job{job}, mockrun.DefaultTimeout)
	}
	if err != nil {
		return mockrun.Result{}, err
	}
	return results[job.Name], nil
}
