// Package pclgen converts PCL programs (Pulumi Configuration Language: HCL
// syntax in .pp files declaring resources, config, locals, components,
// invokes and outputs) into Pulumi programs in Go, TypeScript and Python.
// It is the library behind the pcl2go, pcl2ts, pcl2py and pclcheck
// commands, for programs that convert PCL themselves: documentation
// generators converting every example of a provider, tools that emit PCL
// and want code in several languages, build steps, tests.
//
// # Converting
//
// Convert reads a program from an fs.FS (an embed.FS, a MapFS of file
// names to bytes, os.DirFS, or Disk for paths as a command line gives
// them), binds it against package schemas and generates it in the
// languages asked for, returning files and hcl.Diagnostics; it writes
// nothing anywhere:
//
//	res, diags := pclgen.Convert(ctx, pclgen.MapFS{"main.pp": src}, ".", pclgen.Options{
//		Schemas:   schema.NewLoaderFrom(schema.FS(embedded, "schemas")),
//		Languages: []pclgen.Language{pclgen.Go, pclgen.Python},
//	})
//	if diags.HasErrors() { ... }
//	for _, f := range res.Files(pclgen.Go) { ... f.Path, f.Contents ... }
//
// Load and Program.Generate split the same work in two: bind once, then
// generate any language at any time.
//
// Schemas come from a schema.Source, normally a *schema.Loader searching
// directories of the machine, directories of an fs.FS and schema files in
// memory (package binder/schema: NewLoaderFrom, Dir, FS, Bytes;
// LoaderFromEnv for the commands' --schemas directories and
// PCLGEN_SCHEMA_PATH). A Loader reads each schema once and may be shared
// by any number of conversions running at once: Convert, Load and Generate
// are safe for concurrent use, and converting many programs on several
// goroutines through one Loader scales with the cores.
//
// Every problem in a program is an hcl.Diagnostic with a source range
// naming the file by its path in the fs.FS; Program.Sources gives the
// sources an hcl.DiagnosticWriter needs to print them with snippets. The
// context ends a conversion between its steps (binding, each language).
//
// Package pclgentest golden-tests a directory of programs: it converts
// each one and compares the files with golden files kept beside it.
//
// # Stable API
//
// What this package exports, except Options.Backends and Program.Bound,
// is stable: it changes only in ways that keep programs using it
// compiling and working. So is package pclgentest, and in package
// binder/schema the Source interface, the Loader's constructors and
// Location functions (NewLoader, NewLoaderFrom, LoaderFromEnv, Dir, FS,
// Bytes, EnvLocations), Loader's Load, LoadNearest and Substitute methods,
// NotFoundError, and the Name and Version of a Package. Everything else
// (packages syntax, model, binder, gen and its backends, interp, cmd/...)
// is the implementation: useful to read, free to change in any release.
// The generated code itself changes between releases as generation
// improves; golden tests (pclgentest) show where.
package pclgen
