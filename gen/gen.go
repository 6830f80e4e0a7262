// Package gen holds what every code generator shares: the generated-file type,
// the backend interface the commands drive, and (in lower_*.go) the lowering
// passes that decide from promise and output types where applies, joins and
// interpolations go. Input: a bound binder.Program; output: new, lowered
// expressions (the bound program is never mutated) and generated files.
package gen

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
)

// File is one generated file: a path relative to the output directory, with
// '/' separators, and its contents.
type File struct {
	Path     string
	Contents []byte
}

// ProjectOptions are the settings of a generated project's files.
type ProjectOptions struct {
	// Name is the project name (Pulumi.yaml `name`, the Go module path, the
	// npm package name).
	Name string
	// SDKVersion pins the core Pulumi SDK; empty means the backend's default.
	SDKVersion string
}

// Backend generates one language.
type Backend interface {
	// Language is the language's name as the commands spell it: "go",
	// "typescript" or "python".
	Language() string
	// GenerateProgram returns the program's source files (the main file and
	// one file per component), or diagnostics. When the diagnostics have
	// errors no files are returned.
	GenerateProgram(prog *binder.Program) ([]File, hcl.Diagnostics)
	// GenerateProject returns the source files plus the project files
	// (dependency manifests, Pulumi.yaml, .gitignore).
	GenerateProject(prog *binder.Program, opts ProjectOptions) ([]File, hcl.Diagnostics)
}

// GenerateProject is Backend.GenerateProject for a backend that generates
// the program with b.GenerateProgram and its project files with project,
// which is given the program's files (from which a manifest may read the
// packages the code imports). No files are returned when either has errors.
func GenerateProject(b Backend, prog *binder.Program, project func(files []File) ([]File, hcl.Diagnostics)) ([]File, hcl.Diagnostics) {
	files, diags := b.GenerateProgram(prog)
	if diags.HasErrors() {
		return nil, diags
	}
	proj, pdiags := project(files)
	diags = append(diags, pdiags...)
	if diags.HasErrors() {
		return nil, diags
	}
	return append(files, proj...), diags
}

// Errorf returns an error diagnostic at rng, its detail formatted.
func Errorf(rng hcl.Range, summary, detail string, args ...any) *hcl.Diagnostic {
	r := rng
	return &hcl.Diagnostic{
		Severity: hcl.DiagError,
		Summary:  summary,
		Detail:   fmt.Sprintf(detail, args...),
		Subject:  &r,
	}
}
