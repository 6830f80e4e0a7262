package python

import (
	"fmt"
	"path"
	"regexp"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
)

// DefaultSDKRequirement describes the requirement on the core Pulumi SDK
// that requirements.txt has when gen.ProjectOptions.SDKVersion is empty:
// pulumi>=FLOOR,<4.0.0, where FLOOR is the oldest version that has every
// SDK API the program uses (sdkAPIVersions), 3.0.0 at least.
const DefaultSDKRequirement = "pulumi>=FLOOR,<4.0.0, FLOOR the oldest 3.x with every API the program uses"

// projectDescription is Pulumi.yaml's description.
const projectDescription = "A Pulumi program in Python, generated from PCL by pclgen."

// projectNamePattern is what Pulumi accepts as a project name.
var projectNamePattern = regexp.MustCompile(`^[A-Za-z0-9_.-]+$`)

// CheckProjectName reports why name cannot be a generated project's name
// (Pulumi.yaml's, from its last '/'-separated element); nil when it can.
func CheckProjectName(name string) error {
	if name == "" || !projectNamePattern.MatchString(path.Base(name)) {
		return fmt.Errorf("may only contain letters, digits, '_', '-' and '.', and must not be empty")
	}
	return nil
}

// projectFiles returns the project files of prog's Python program, whose
// source files are files: requirements.txt (the core SDK from the oldest
// version that has every API the files use, and each package's SDK pinned
// to the version of the schema the program was bound with), Pulumi.yaml
// and .gitignore. A package whose schema has no version is pinned at
// gen.DefaultPackageVersion with a warning; an invalid package or SDK
// version and an invalid project name are errors; an SDK version older
// than the APIs the program uses is a warning.
func projectFiles(prog *binder.Program, opts gen.ProjectOptions, files []gen.File) ([]gen.File, hcl.Diagnostics) {
	var diags hcl.Diagnostics
	errorf := func(summary, detail string, args ...any) {
		diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: summary, Detail: fmt.Sprintf(detail, args...)})
	}
	// A project name given as a path (as for Go) names the project by its
	// last element.
	name := path.Base(opts.Name)
	if err := CheckProjectName(opts.Name); err != nil {
		diags = append(diags, gen.InvalidProjectName(opts.Name, err))
	}
	floor, _ := sdkFloor(files)
	core := "pulumi>=" + floor.String() + ",<4.0.0"
	if opts.SDKVersion != "" {
		v, err := schema.ParseVersion(strings.TrimPrefix(opts.SDKVersion, "v"))
		switch {
		case err != nil:
			errorf("Invalid Pulumi SDK version", "The Pulumi SDK version %q is not a version: %v.", opts.SDKVersion, err)
		case v.Major != 3:
			errorf("Invalid Pulumi SDK version", "The Pulumi SDK version %q is not a 3.x version; generated programs use the 3.x Python SDK.", opts.SDKVersion)
		default:
			core = "pulumi==" + strings.TrimPrefix(opts.SDKVersion, "v")
			if v.Compare(floor) < 0 {
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagWarning,
					Summary:  "Pulumi SDK version too old for the program",
					Detail: fmt.Sprintf("The program uses APIs of the pulumi Python SDK that version %s introduced, so pulumi %s will fail at run time; use version %s or later.",
						floor, opts.SDKVersion, floor),
				})
			}
		}
	}
	requires := []string{core}
	byName := map[string]schema.Version{}
	for _, pkg := range prog.AllPackages() {
		version, warning := gen.PackageVersion(prog, pkg, "requirements.txt")
		if warning != nil {
			diags = append(diags, warning)
		}
		v, err := schema.ParseVersion(version)
		if err != nil {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  fmt.Sprintf("Invalid version of package %q", pkg.Name),
				Detail:   fmt.Sprintf("The version %q of %s (schema %s) is not a version: %v.", pkg.Version, pkg.Name, pkg.File, err),
				Subject:  gen.PackageUse(prog, pkg),
			})
			continue
		}
		name := strings.ReplaceAll(PackageName(pkg), "_", "-")
		if prev, ok := byName[name]; !ok || prev.Compare(v) < 0 {
			byName[name] = v
		}
	}
	if diags.HasErrors() {
		return nil, diags
	}
	var pkgs []string
	for name, v := range byName {
		pkgs = append(pkgs, name+"=="+v.String())
	}
	sort.Strings(pkgs)
	requires = append(requires, pkgs...)
	return gen.RenderProject(diags,
		gen.ProjectTemplate{Path: "requirements.txt", Template: "python/requirements.txt.tmpl", Data: map[string]any{"Requires": requires}},
		gen.ProjectTemplate{Path: "Pulumi.yaml", Template: "python/Pulumi.yaml.tmpl", Data: map[string]any{"Name": name, "Description": projectDescription}},
		gen.ProjectTemplate{Path: ".gitignore", Template: "python/gitignore.tmpl", Data: map[string]any{}},
	)
}
