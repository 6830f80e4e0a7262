package gen

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/templates"
)

// ProjectTemplate is one project file of a backend (a dependency manifest,
// Pulumi.yaml, .gitignore, ...): the file's path in the output directory,
// the embedded template it is rendered from (package templates) and the
// template's data.
type ProjectTemplate struct {
	Path, Template string
	Data           any
}

// InvalidProjectName returns the error of a project name a backend cannot
// use; why says why, as a phrase that follows the name ("cannot be an npm
// package name, ...").
func InvalidProjectName(name string, why error) *hcl.Diagnostic {
	return &hcl.Diagnostic{
		Severity: hcl.DiagError,
		Summary:  "Invalid project name",
		Detail:   fmt.Sprintf("The project name %q %v. Give another with --project-name.", name, why),
	}
}

// RenderProject renders a backend's project files in order and returns
// them with diags, the diagnostics of deciding their data. A template that
// does not render is an internal error (the templates are embedded and
// tested, so it is a bug), returned alone and without files.
func RenderProject(diags hcl.Diagnostics, files ...ProjectTemplate) ([]File, hcl.Diagnostics) {
	out := make([]File, 0, len(files))
	for _, f := range files {
		b, err := templates.Render(f.Template, f.Data)
		if err != nil {
			return nil, hcl.Diagnostics{{
				Severity: hcl.DiagError,
				Summary:  "Internal error rendering " + f.Path,
				Detail:   err.Error(),
			}}
		}
		out = append(out, File{Path: f.Path, Contents: b})
	}
	return out, diags
}
