package cli

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen"
	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/syntax"
)

// Version is the pclgen release every command reports with --version.
const Version = "0.1.0"

// Generator is a code generator command (pcl2go, pcl2ts, pcl2py): it
// converts a PCL program with package pclgen and prints the main file, or
// writes a whole project. A command's main is
//
//	func main() { cli.Main(&cli.Generator{...}) }
type Generator struct {
	// Name is the command's name, as in "pcl2go".
	Name string
	// Language is the language generated.
	Language pclgen.Language
	// backend, in tests, stands in for the backend of Language.
	backend gen.Backend
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
	// CheckName reports why a name cannot be the project's name (nil when
	// it can); the name derived from the -o directory is adjusted until it
	// passes, or the command asks for --project-name.
	CheckName func(name string) error
	// Merge gives, by path, the project files that a regeneration merges
	// with their existing contents instead of replacing them (go.mod).
	Merge map[string]MergeFunc
	// tuneHeap, set by Main, sizes the process's first heap to the input.
	tuneHeap bool
}

// generateFlags is a generator's parsed command line.
type generateFlags struct {
	schemas     DirList
	out         string
	projectName string
	sdkVersion  string
	json        bool
	check       bool
	force       bool
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
	fs.BoolVar(&f.force, "force", false, "replace files under -o that pclgen did not write (a go.mod, Pulumi.yaml, ... of your own)")
	fs.BoolVar(&f.version, "version", false, "print the pclgen version and exit")
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprint(stderr, g.usage())
			fs.SetOutput(stderr)
			fs.PrintDefaults()
		}
		return nil, err
	}
	if f.version {
		return f, nil
	}
	switch {
	case fs.NArg() != 1:
		return nil, PathCountError(fs.Args())
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
		return Fail(stderr, g.Name, JSONRequested(args), ExitUsage, "Usage error", fmt.Sprintf("%v; see %s --help", err, g.Name))
	}
	if f.version {
		fmt.Fprintf(stdout, "%s (pclgen %s)\n", g.Name, Version)
		return ExitOK
	}
	if g.tuneHeap {
		tuneHeap(f.path)
	}
	conv := pclgen.Options{Schemas: schema.LoaderFromEnv(f.schemas), Languages: []pclgen.Language{g.Language}}
	if g.backend != nil {
		conv.Backends = []gen.Backend{g.backend}
	}
	if f.out != "" {
		conv.Project = &pclgen.ProjectOptions{Name: f.projectName, SDKVersion: f.sdkVersion}
		if conv.Project.Name == "" {
			if conv.Project.Name, err = g.projectName(f.out); err != nil {
				return Fail(stderr, g.Name, f.json, ExitUsage, "No project name", err.Error())
			}
		}
	}

	res, diags := pclgen.Convert(context.Background(), pclgen.Disk, f.path, conv)
	files := res.Files(g.Language)
	if len(diags) > 0 {
		printer := &DiagnosticPrinter{JSON: f.json, Sources: programSources(res.Program, diags)}
		if err := printer.Print(stderr, diags); err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", g.Name, err)
		}
	}
	if diags.HasErrors() {
		return ExitDiagnostic
	}
	if err := checkPaths(files); err != nil {
		return Fail(stderr, g.Name, f.json, ExitDiagnostic, "Internal error", err.Error())
	}

	if f.out == "" {
		return g.printMain(files, f.json, stdout, stderr)
	}
	if f.check {
		return g.check(f.out, files, f.json, stdout, stderr)
	}
	if err := g.write(f.out, files, f.force); err != nil {
		summary := "Cannot write the project"
		if _, ok := err.(*RefusedError); ok {
			summary = "Refusing to replace files pclgen did not write"
		}
		return Fail(stderr, g.Name, f.json, ExitDiagnostic, summary, err.Error())
	}
	return ExitOK
}

// write writes the project into dir, holding dir's lock.
func (g *Generator) write(dir string, files []gen.File, force bool) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	unlock, err := lockDir(dir)
	if err != nil {
		return err
	}
	defer unlock()
	plan, err := PlanProject(dir, g.Name, files, g.Merge)
	if err != nil {
		return err
	}
	return plan.Apply(force)
}

// projectName returns the project name derived from the -o directory dir:
// DefaultProjectName as it is when the backend takes it, else the first the
// backend takes of: lower-cased, with "-program" appended (a directory named
// go or std), reduced to lower-case letters, digits and single '-' (a
// directory named _Web..App is web-app), and "program". A name derived from
// the directory is never refused (issue 12 item 20): only a --project-name
// is; the error is for a backend that takes none of them.
func (g *Generator) projectName(dir string) (string, error) {
	base := DefaultProjectName(dir)
	if g.CheckName == nil {
		return base, nil
	}
	first := g.CheckName(base)
	if first == nil {
		return base, nil
	}
	lower := strings.ToLower(base)
	plain := plainProjectName(base)
	for _, name := range []string{lower, base + "-program", lower + "-program", plain, plain + "-program", "program"} {
		if g.CheckName(name) == nil {
			return name, nil
		}
	}
	return "", fmt.Errorf("the project name %q, from the name of the -o directory %s, cannot be used: %v; give a name with --project-name", base, dir, first)
}

// notPlainNameChar matches what plainProjectName replaces.
var notPlainNameChar = regexp.MustCompile(`[^a-z0-9]+`)

// plainProjectName returns name in lower case with every run of characters
// other than letters and digits replaced by one '-', none at either end, at
// most 100 characters long; "program" when nothing is left.
func plainProjectName(name string) string {
	name = notPlainNameChar.ReplaceAllString(strings.ToLower(name), "-")
	if len(name) > 100 {
		name = name[:100]
	}
	name = strings.Trim(name, "-")
	if name == "" {
		return "program"
	}
	return name
}

// PathCountError returns the usage error for args (the arguments left after the
// flags) when they are not exactly one PATH; it points out flags given
// after PATH, which the flag syntax does not allow.
func PathCountError(args []string) error {
	if len(args) > 1 {
		for _, a := range args[1:] {
			if strings.HasPrefix(a, "-") && a != "-" {
				return fmt.Errorf("expected exactly one PATH (a .pp file or a program directory), got %d arguments: flags must come before PATH, and %s follows it", len(args), a)
			}
		}
	}
	return fmt.Errorf("expected exactly one PATH (a .pp file or a program directory), got %d arguments", len(args))
}

// JSONRequested reports whether args ask for --json before a "--", for
// reporting a usage error in the form asked for when the flags do not parse.
func JSONRequested(args []string) bool {
	for _, a := range args {
		switch a {
		case "--":
			return false
		case "-json", "--json", "-json=true", "--json=true":
			return true
		}
	}
	return false
}

// Fail reports a failure that is not a program's diagnostic (a usage, I/O
// or project error) on w, as "command: detail" or, with asJSON, as one JSON
// line of the diagnostics' form without a range, and returns code.
func Fail(w io.Writer, command string, asJSON bool, code int, summary, detail string) int {
	if asJSON {
		b, _ := json.Marshal(jsonDiagnostic{Severity: "error", Summary: summary, Detail: detail})
		fmt.Fprintf(w, "%s\n", b)
		return code
	}
	fmt.Fprintf(w, "%s: %s\n", command, detail)
	return code
}

// printMain writes the program's only file to stdout, or refuses when it has
// more than one.
func (g *Generator) printMain(files []gen.File, asJSON bool, stdout, stderr io.Writer) int {
	if len(files) != 1 {
		return Fail(stderr, g.Name, asJSON, ExitUsage, "Usage error", fmt.Sprintf("the program needs %d files (%s), which cannot all go to standard output; write them with -o DIR",
			len(files), strings.Join(filesPaths(files), ", ")))
	}
	if _, err := stdout.Write(files[0].Contents); err != nil {
		return Fail(stderr, g.Name, asJSON, ExitDiagnostic, "Cannot write the output", err.Error())
	}
	return ExitOK
}

// check lists the files under dir that writing the project would change:
// stale or missing generated files (and the manifest), files pclgen did not
// write that it would refuse to replace, and files of a previous generation
// it would remove.
func (g *Generator) check(dir string, files []gen.File, asJSON bool, stdout, stderr io.Writer) int {
	plan, err := PlanProject(dir, g.Name, files, g.Merge)
	if err != nil {
		return Fail(stderr, g.Name, asJSON, ExitDiagnostic, "Cannot check the project", err.Error())
	}
	changes := plan.Changes()
	if len(changes) == 0 {
		return ExitOK
	}
	for _, p := range changes {
		fmt.Fprintln(stdout, filepath.Join(dir, filepath.FromSlash(p)))
	}
	var parts []string
	if n := len(plan.Write); n > 0 {
		parts = append(parts, fmt.Sprintf("%d of %d generated files are out of date", n, len(files)+1))
	}
	if n := len(plan.Remove); n > 0 {
		parts = append(parts, fmt.Sprintf("%d files of a previous generation would be removed", n))
	}
	if n := len(plan.Refused); n > 0 {
		parts = append(parts, fmt.Sprintf("%d files pclgen did not write would need --force to be replaced", n))
	}
	return Fail(stderr, g.Name, asJSON, ExitDiagnostic, "Generated files are out of date",
		fmt.Sprintf("%s; run %s without --check to update them", strings.Join(parts, ", "), g.Name))
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
func programSources(prog *pclgen.Program, diags hcl.Diagnostics) map[string][]byte {
	return BoundSources(prog.Bound(), diags)
}

// BoundSources returns the sources diagnostics may point into: the files of
// prog (which may be nil, or partly bound) and of its components'
// programs, and any other file a diagnostic names that can be read.
func BoundSources(prog *binder.Program, diags hcl.Diagnostics) map[string][]byte {
	out := prog.Sources()
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
