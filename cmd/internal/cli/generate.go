package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/syntax"
)

// Version is the pclgen release every command reports with --version.
const Version = "0.1.0"

// Generator is a code generator command (pcl2go, pcl2ts, pcl2py): it binds
// a PCL program and prints the main file its backend generates, or writes a
// whole project. A command's main is
//
//	func main() { os.Exit((&cli.Generator{...}).Run(os.Args[1:], os.Stdout, os.Stderr)) }
type Generator struct {
	// Name is the command's name, as in "pcl2go".
	Name string
	// Backend generates the language.
	Backend gen.Backend
	// LanguageName is the language as prose names it: "Go".
	LanguageName string
	// ProjectFiles names, for the usage text, the project files -o writes
	// besides the sources: "go.mod, Pulumi.yaml and .gitignore".
	ProjectFiles string
	// DefaultSDKVersion is the core Pulumi SDK version the backend pins by
	// default, for the usage text.
	DefaultSDKVersion string
	// Examples are the usage text's example command lines, one a line,
	// without indentation.
	Examples []string
}

// generateFlags is a generator's parsed command line.
type generateFlags struct {
	schemas     DirList
	out         string
	projectName string
	sdkVersion  string
	json        bool
	check       bool
	version     bool
	path        string
}

// usage returns the usage text, up to the flag list.
func (g *Generator) usage() string {
	var b strings.Builder
	fmt.Fprintf(&b, `Usage: %[1]s [flags] PATH

%[1]s compiles the PCL program at PATH (a .pp file or a directory of .pp
files) into a Pulumi program in %[2]s.

Without -o, it prints the program's main file on standard output; a program
that needs more than one file (one with components) needs -o.

%[3]s

Package schemas are found in the --schemas directories, then in the
directories of the PCLGEN_SCHEMA_PATH environment variable, as
NAME-VERSION.json, NAME.json or the same in YAML.

Examples:
`, g.Name, g.LanguageName, wrapText("With -o DIR, it writes a complete project into DIR, the program's files plus "+
		g.ProjectFiles+". A file is written only when its contents change, and atomically. With --check, nothing is "+
		"written: the files whose contents would change are listed, and the exit status is 1 when there are any.", 78))
	for _, ex := range g.Examples {
		b.WriteString("  " + ex + "\n")
	}
	b.WriteString(`
Exit status: 0 on success, 1 when the program has errors (they are printed on
standard error and nothing is written) or --check finds stale files, 2 for a
usage error.

Flags:
`)
	return b.String()
}

// parseFlags parses args; the error is a usage error, or flag.ErrHelp.
func (g *Generator) parseFlags(args []string, stderr io.Writer) (*generateFlags, error) {
	fs := flag.NewFlagSet(g.Name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	f := &generateFlags{}
	fs.Var(&f.schemas, "schemas", "directories of package schemas, comma-separated or repeated")
	fs.StringVar(&f.out, "o", "", "write the project into `dir` instead of printing the main file")
	fs.StringVar(&f.projectName, "project-name", "", "the project's `name` (default: the name of the -o directory)")
	sdkDefault := "the backend's pinned version"
	if g.DefaultSDKVersion != "" {
		sdkDefault = g.DefaultSDKVersion
	}
	fs.StringVar(&f.sdkVersion, "sdk-version", "", "the core Pulumi SDK `version` the project requires (default "+sdkDefault+")")
	fs.BoolVar(&f.json, "json", false, "print diagnostics as JSON lines")
	fs.BoolVar(&f.check, "check", false, "write nothing; list the files under -o whose contents would change and exit 1 if there are any")
	fs.BoolVar(&f.version, "version", false, "print the pclgen version and exit")
	fs.Usage = func() {
		fmt.Fprint(stderr, g.usage())
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if f.version {
		return f, nil
	}
	switch {
	case fs.NArg() != 1:
		return nil, fmt.Errorf("expected exactly one PATH (a .pp file or a program directory), got %d arguments", fs.NArg())
	case f.check && f.out == "":
		return nil, errors.New("--check compares with the files of a project: give the project's directory with -o")
	case f.out == "" && (f.projectName != "" || f.sdkVersion != ""):
		return nil, errors.New("--project-name and --sdk-version describe the project files that -o writes: give -o DIR")
	}
	f.path = fs.Arg(0)
	return f, nil
}

// Run runs the command with args (without the command name) and returns
// its exit status.
func (g *Generator) Run(args []string, stdout, stderr io.Writer) int {
	f, err := g.parseFlags(args, stderr)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		fmt.Fprintf(stderr, "%s: %v; see %s --help\n", g.Name, err, g.Name)
		return ExitUsage
	}
	if f.version {
		fmt.Fprintf(stdout, "%s (pclgen %s)\n", g.Name, Version)
		return ExitOK
	}

	prog, diags := binder.BindPath(f.path, binder.Options{Loader: schema.LoaderFromEnv(f.schemas)})
	var files []gen.File
	if !diags.HasErrors() {
		var gdiags hcl.Diagnostics
		if f.out == "" {
			files, gdiags = g.Backend.GenerateProgram(prog)
		} else {
			opts := gen.ProjectOptions{Name: f.projectName, SDKVersion: f.sdkVersion}
			if opts.Name == "" {
				opts.Name = DefaultProjectName(f.out)
			}
			files, gdiags = g.Backend.GenerateProject(prog, opts)
		}
		diags = append(diags, gdiags...)
	}
	if len(diags) > 0 {
		printer := &DiagnosticPrinter{JSON: f.json, Sources: programSources(prog, diags)}
		if err := printer.Print(stderr, diags); err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", g.Name, err)
		}
	}
	if diags.HasErrors() {
		return ExitDiagnostic
	}
	if err := checkPaths(files); err != nil {
		fmt.Fprintf(stderr, "%s: internal error: %v\n", g.Name, err)
		return ExitDiagnostic
	}

	if f.out == "" {
		return g.printMain(files, stdout, stderr)
	}
	if f.check {
		return g.check(f.out, files, stdout, stderr)
	}
	if _, err := WriteFiles(f.out, files); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", g.Name, err)
		return ExitDiagnostic
	}
	return ExitOK
}

// printMain writes the program's only file to stdout, or refuses when it has
// more than one.
func (g *Generator) printMain(files []gen.File, stdout, stderr io.Writer) int {
	if len(files) != 1 {
		paths := make([]string, len(files))
		for i, f := range files {
			paths[i] = f.Path
		}
		fmt.Fprintf(stderr, "%s: the program needs %d files (%s), which cannot all go to standard output; write them with -o DIR\n",
			g.Name, len(files), strings.Join(paths, ", "))
		return ExitUsage
	}
	if _, err := stdout.Write(files[0].Contents); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", g.Name, err)
		return ExitDiagnostic
	}
	return ExitOK
}

// check lists the files under dir whose contents differ from files.
func (g *Generator) check(dir string, files []gen.File, stdout, stderr io.Writer) int {
	stale, err := StaleFiles(dir, files)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", g.Name, err)
		return ExitDiagnostic
	}
	if len(stale) == 0 {
		return ExitOK
	}
	for _, f := range stale {
		fmt.Fprintln(stdout, filepath.Join(dir, filepath.FromSlash(f.Path)))
	}
	fmt.Fprintf(stderr, "%s: %d of %d generated files are out of date; run %s without --check to update them\n",
		g.Name, len(stale), len(files), g.Name)
	return ExitDiagnostic
}

// notProjectNameChar matches what DefaultProjectName replaces.
var notProjectNameChar = regexp.MustCompile(`[^A-Za-z0-9_.-]+`)

// DefaultProjectName returns the project name of a project written to dir:
// the directory's name, with every run of characters other than letters,
// digits, '_', '-' and '.' replaced by '-'; "program" when nothing is left.
func DefaultProjectName(dir string) string {
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	name := notProjectNameChar.ReplaceAllString(filepath.Base(dir), "-")
	name = strings.TrimLeft(name, "-.")
	if name == "" {
		return "program"
	}
	return name
}

// programSources returns the sources diagnostics may point into: the files
// of prog and of its components' programs, and any other file a diagnostic
// names that can be read.
func programSources(prog *binder.Program, diags hcl.Diagnostics) map[string][]byte {
	out := map[string][]byte{}
	visited := map[*binder.Program]bool{}
	var walk func(p *binder.Program)
	walk = func(p *binder.Program) {
		if p == nil || visited[p] {
			return
		}
		visited[p] = true
		for _, f := range p.Files {
			out[f.Name] = f.Bytes
		}
		for _, c := range p.Components() {
			walk(c.Program)
		}
	}
	walk(prog)
	for _, d := range diags {
		if d.Subject == nil || d.Subject.Filename == "" {
			continue
		}
		if _, ok := out[d.Subject.Filename]; !ok {
			if info, err := os.Stat(d.Subject.Filename); err != nil || info.Size() > syntax.MaxFileSize {
				continue // a program refused as too large is not read for a snippet
			}
			if src, err := os.ReadFile(d.Subject.Filename); err == nil {
				out[d.Subject.Filename] = src
			}
		}
	}
	return out
}

// wrapText breaks text into lines of at most width bytes at spaces (a word
// longer than width stands on a line of its own).
func wrapText(text string, width int) string {
	var b strings.Builder
	line := 0
	for _, word := range strings.Fields(text) {
		switch {
		case line == 0:
		case line+1+len(word) > width:
			b.WriteByte('\n')
			line = 0
		default:
			b.WriteByte(' ')
			line++
		}
		b.WriteString(word)
		line += len(word)
	}
	return b.String()
}
