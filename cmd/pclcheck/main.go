// Command pclcheck parses and binds a PCL program and reports its diagnostics.
// Input: a .pp file or a program directory, and package schemas on a search
// path; output: the program's nodes in dependency order with their types, or
// its diagnostics.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/pclgen/pclgen"
	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/cmd/internal/cli"
)

const usage = `Usage: pclcheck [flags] PATH

pclcheck parses and binds the PCL program at PATH (a .pp file or a directory of
.pp files) against Pulumi package schemas and reports every problem it finds.
When the program is sound it lists its nodes in dependency order with their
types.

Schemas are found in the --schemas directories, then in the directories of the
PCLGEN_SCHEMA_PATH environment variable, as NAME-VERSION.json, NAME.json or the
same in YAML.

Examples:
  pclcheck --schemas testdata/schemas testdata/examples/webserver
  PCLGEN_SCHEMA_PATH=$HOME/schemas pclcheck main.pp
  pclcheck --json program/ | jq .summary

Diagnostics are printed on standard error; with --json, they (and any other
failure: a usage error, a file that cannot be read) are JSON lines on standard
output, one object per line with severity, summary, detail and range.

Exit status: 0 when the program binds without errors, 1 when it has errors,
2 for a usage error.

Flags:
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("pclcheck", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var schemas cli.DirList
	fs.Var(&schemas, "schemas", "directories of package schemas, comma-separated or repeated")
	jsonOut := fs.Bool("json", false, "print diagnostics, and any other failure, as JSON lines on standard output")
	quiet := fs.Bool("q", false, "print only diagnostics, not the program's nodes")
	fs.Usage = func() {}
	// Under --json every failure is a JSON line on standard output.
	fail := func(asJSON bool, code int, summary, detail string) int {
		if asJSON {
			return cli.Fail(stdout, "pclcheck", true, code, summary, detail)
		}
		return cli.Fail(stderr, "pclcheck", false, code, summary, detail)
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			fmt.Fprint(stderr, usage)
			fs.SetOutput(stderr)
			fs.PrintDefaults()
			return cli.ExitOK
		}
		return fail(cli.JSONRequested(args), cli.ExitUsage, "Usage error", err.Error()+"; see pclcheck --help")
	}
	if fs.NArg() != 1 {
		return fail(*jsonOut, cli.ExitUsage, "Usage error", cli.PathCountError(fs.Args()).Error()+"; see pclcheck --help")
	}

	prog, diags := pclgen.Load(context.Background(), pclgen.Disk, fs.Arg(0), pclgen.Options{Schemas: schema.LoaderFromEnv(schemas)})
	printer := &cli.DiagnosticPrinter{JSON: *jsonOut, Sources: prog.Sources()}
	if len(diags) > 0 {
		out := stderr
		if *jsonOut {
			out = stdout
		}
		if err := printer.Print(out, diags); err != nil {
			return fail(*jsonOut, cli.ExitDiagnostic, "Cannot print the diagnostics", err.Error())
		}
	}
	if diags.HasErrors() {
		return cli.ExitDiagnostic
	}
	if !*quiet && !*jsonOut {
		for _, n := range prog.Bound().Nodes {
			fmt.Fprintf(stdout, "%-9s %-20s %s\n", nodeKind(n), n.Name(), describe(n))
		}
	}
	return cli.ExitOK
}

// describe names what a node is: a resource by its token (its type lists every
// output), a component by its source, anything else by its type.
func describe(n binder.Node) string {
	switch n := n.(type) {
	case *binder.Resource:
		if n.Read {
			return "read " + n.Token
		}
		return n.Token
	case *binder.Component:
		if n.Source != "" {
			return n.Source
		}
		return n.Token
	}
	return n.Type().String()
}

func nodeKind(n binder.Node) string {
	switch n.(type) {
	case *binder.ConfigVariable:
		return "config"
	case *binder.LocalVariable:
		return "local"
	case *binder.Resource:
		return "resource"
	case *binder.Component:
		return "component"
	case *binder.OutputVariable:
		return "output"
	case *binder.Hook:
		return "hook"
	case *binder.PackageDecl:
		return "package"
	}
	return "node"
}
