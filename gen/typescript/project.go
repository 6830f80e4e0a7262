package typescript

import (
	"fmt"
	"regexp"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
)

// DefaultSDKVersion is the version of @pulumi/pulumi a generated
// package.json depends on when gen.ProjectOptions.SDKVersion is empty: the
// newest release that supports Node.js 20.
const DefaultSDKVersion = "3.248.0"

const (
	// typeScriptVersion and nodeTypesVersion are the package.json's
	// development dependencies.
	typeScriptVersion = "^5.6.0"
	nodeTypesVersion  = "^20.0.0"
	// projectDescription is Pulumi.yaml's description.
	projectDescription = "A Pulumi program in TypeScript, generated from PCL by pclgen."
)

// npmDependency is one dependency of package.json.
type npmDependency struct {
	Name    string
	Version string
}

// validNPMName matches a valid npm package name.
var validNPMName = regexp.MustCompile(`^(@[a-z0-9-~][a-z0-9-._~]*/)?[a-z0-9-~][a-z0-9-._~]*$`)

// CheckProjectName reports why name cannot be a generated project's name,
// which package.json has as the npm package name; nil when it can.
func CheckProjectName(name string) error {
	if !validNPMName.MatchString(name) || len(name) > 214 {
		return fmt.Errorf("cannot be an npm package name, which is lower case and made of letters, digits, '-', '.', '_' and '~'")
	}
	return nil
}

// projectFiles returns the project files of prog's TypeScript program:
// package.json (depending on @pulumi/pulumi and each package's npm package
// at the version of the schema the program was bound with), tsconfig.json
// (strict), Pulumi.yaml and .gitignore.
func projectFiles(prog *binder.Program, opts gen.ProjectOptions, sources []gen.File) ([]gen.File, hcl.Diagnostics) {
	var diags hcl.Diagnostics
	if err := CheckProjectName(opts.Name); err != nil {
		diags = append(diags, gen.InvalidProjectName(opts.Name, err))
	}
	sdk := DefaultSDKVersion
	if opts.SDKVersion != "" {
		v := strings.TrimPrefix(opts.SDKVersion, "v")
		if _, err := schema.ParseVersion(v); err != nil || !strings.HasPrefix(v, "3.") {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Invalid Pulumi SDK version",
				Detail:   fmt.Sprintf("The Pulumi SDK version %q is not a 3.x semantic version.", opts.SDKVersion),
			})
		}
		sdk = v
	}
	deps := []npmDependency{{Name: pulumiModule, Version: sdk}}
	seen := map[string]bool{pulumiModule: true}
	for _, pkg := range prog.AllPackages() {
		name := npmPackage(pkg)
		if seen[name] {
			continue
		}
		seen[name] = true
		version, warning := gen.PackageVersion(prog, pkg, "package.json")
		if warning != nil {
			diags = append(diags, warning)
		}
		deps = append(deps, npmDependency{Name: name, Version: version})
	}
	for _, name := range UnresolvedPackages(prog) {
		if !seen[name] {
			// The program was bound without the package's schema, so its
			// version is not known.
			seen[name] = true
			deps = append(deps, npmDependency{Name: name, Version: "*"})
		}
	}
	if diags.HasErrors() {
		return nil, diags
	}
	sort.Slice(deps, func(i, j int) bool { return deps[i].Name < deps[j].Name })
	var files []string
	for _, f := range sources {
		if strings.HasSuffix(f.Path, ".ts") {
			files = append(files, f.Path)
		}
	}
	sort.Strings(files)
	name := opts.Name
	if i := strings.LastIndex(name, "/"); i >= 0 {
		name = name[i+1:]
	}
	return gen.RenderProject(diags,
		gen.ProjectTemplate{Path: "package.json", Template: "typescript/package.json.tmpl", Data: map[string]any{"Name": opts.Name, "NodeTypes": nodeTypesVersion, "TypeScript": typeScriptVersion, "Dependencies": deps}},
		gen.ProjectTemplate{Path: "tsconfig.json", Template: "typescript/tsconfig.json.tmpl", Data: map[string]any{"Files": files}},
		gen.ProjectTemplate{Path: "Pulumi.yaml", Template: "typescript/Pulumi.yaml.tmpl", Data: map[string]any{"Name": name, "Description": projectDescription}},
		gen.ProjectTemplate{Path: ".gitignore", Template: "typescript/gitignore.tmpl"},
	)
}
