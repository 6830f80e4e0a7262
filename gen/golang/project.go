package golang

import (
	"errors"
	"fmt"
	"path"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"golang.org/x/mod/modfile"
	"golang.org/x/mod/module"
	"golang.org/x/mod/semver"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
)

// DefaultSDKVersion is the version of the core Pulumi Go SDK a generated
// go.mod requires when gen.ProjectOptions.SDKVersion is empty.
const DefaultSDKVersion = "v3.263.0"

const (
	// coreSDKModule is the core Pulumi Go SDK's module; its major version
	// is fixed by the path.
	coreSDKModule = "github.com/pulumi/pulumi/sdk/v3"
	// goDirective is the go.mod `go` line: the oldest Go release the default
	// SDK supports. `go mod tidy` raises it when a dependency needs more.
	goDirective = "1.26"
	// projectDescription is Pulumi.yaml's description.
	projectDescription = "A Pulumi program in Go, generated from PCL by pclgen."
)

// goModRequire is one require line of go.mod.
type goModRequire struct {
	Path    string
	Version string
	// Comment is the lines of a comment above the line (for pins only).
	Comment []string
}

// genprotoPin is required by every generated go.mod. Provider SDKs built
// before google.golang.org/genproto/googleapis/{api,rpc} became modules of
// their own require the monolithic genproto module, which then provides the
// same packages as the new modules the core SDK needs: "ambiguous import".
// Requiring a genproto from after the split removes those packages from it.
var genprotoPin = goModRequire{
	Path:    "google.golang.org/genproto",
	Version: "v0.0.0-20261019180522-ce908d29299b",
	Comment: []string{
		"A genproto from after googleapis/api and googleapis/rpc became modules of",
		"their own, so that provider SDKs requiring the older, monolithic genproto",
		"do not make those packages' imports ambiguous.",
	},
}

// projectFiles returns the project files of prog's Go program: go.mod
// (requiring the core SDK and each package's SDK module at the version of
// the schema the program was bound with), Pulumi.yaml and .gitignore. A
// package whose schema has no Go import path or no version gets the
// defaults (importBasePath, gen.PackageVersion) with a warning; an invalid
// SDK version and an invalid project name are errors. The files are the same
// for the same program and options.
func projectFiles(prog *binder.Program, opts gen.ProjectOptions) ([]gen.File, hcl.Diagnostics) {
	var diags hcl.Diagnostics
	if err := checkProjectName(opts.Name); err != nil {
		diags = append(diags, gen.InvalidProjectName(opts.Name, fmt.Errorf("cannot be a Go module path: %v", err)))
	}
	sdk, problem := coreSDKVersion(opts.SDKVersion)
	if problem != "" {
		diags = append(diags, &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  "Invalid Pulumi SDK version",
			Detail:   problem,
		})
	}
	if build := buildMetadata(opts.SDKVersion); problem == "" && build != "" {
		diags = append(diags, &hcl.Diagnostic{
			Severity: hcl.DiagWarning,
			Summary:  "Build metadata dropped from the Pulumi SDK version",
			Detail: fmt.Sprintf("The Pulumi SDK version %q has build metadata (+%s), which Go module versions cannot carry: go.mod requires %s at %s.",
				opts.SDKVersion, build, coreSDKModule, sdk),
		})
	}
	requires, rdiags := providerRequires(prog)
	diags = append(diags, rdiags...)
	if diags.HasErrors() {
		return nil, diags
	}
	requires = append(requires, goModRequire{Path: coreSDKModule, Version: sdk})
	sort.Slice(requires, func(i, j int) bool { return requires[i].Path < requires[j].Path })

	binary := path.Base(opts.Name)
	return gen.RenderProject(diags,
		gen.ProjectTemplate{Path: "go.mod", Template: "go/go.mod.tmpl", Data: map[string]any{"Module": opts.Name, "GoVersion": goDirective, "Requires": requires, "Pins": []goModRequire{genprotoPin}}},
		gen.ProjectTemplate{Path: "Pulumi.yaml", Template: "go/Pulumi.yaml.tmpl", Data: map[string]any{"Name": binary, "Description": projectDescription}},
		gen.ProjectTemplate{Path: ".gitignore", Template: "go/gitignore.tmpl", Data: map[string]any{"Binary": binary}},
	)
}

// projectNameElem is one element of a project name: what both a Go module
// path element and a Pulumi project name allow.
var projectNameElem = regexp.MustCompile(`^[A-Za-z0-9_.-]+$`)

// CheckProjectName reports why name cannot be a generated project's name:
// both a Go module path that the go command accepts as a main module and,
// in its last element, a Pulumi project name. Nil when it can.
func CheckProjectName(name string) error { return checkProjectName(name) }

// reservedModuleRoots are the first elements a main module's path must not
// have: the go command's reserved names and package patterns (go, toolchain,
// std, cmd, all, ...) and the standard library's top-level packages, whose
// imports a module of that path would make ambiguous. TestReservedModuleRoots
// checks the list against `go list std`.
var reservedModuleRoots = map[string]bool{
	"go": true, "toolchain": true, "std": true, "cmd": true, "all": true, "tool": true, "work": true,
	"C": true, "vendor": true,
	"archive": true, "bufio": true, "builtin": true, "bytes": true, "cmp": true, "compress": true,
	"container": true, "context": true, "crypto": true, "database": true, "debug": true, "embed": true,
	"encoding": true, "errors": true, "expvar": true, "flag": true, "fmt": true, "hash": true,
	"html": true, "image": true, "index": true, "internal": true, "io": true, "iter": true, "log": true,
	"maps": true, "math": true, "mime": true, "net": true, "os": true, "path": true, "plugin": true,
	"reflect": true, "regexp": true, "runtime": true, "slices": true, "sort": true, "strconv": true,
	"strings": true, "structs": true, "sync": true, "syscall": true, "testing": true, "text": true,
	"time": true, "unicode": true, "unique": true, "unsafe": true, "weak": true,
}

// checkProjectName reports why name cannot be both a Go module path and,
// in its last element, a Pulumi project name.
func checkProjectName(name string) error {
	if name == "" {
		return fmt.Errorf("it is empty")
	}
	first, _, _ := strings.Cut(name, "/")
	if reservedModuleRoots[first] {
		return fmt.Errorf("the go command reserves %q (a standard library package or a package pattern) as a module path's first element", first)
	}
	for _, elem := range strings.Split(name, "/") {
		switch {
		case elem == "":
			return fmt.Errorf("it has an empty path element")
		case elem == "." || elem == "..":
			return fmt.Errorf("it has a %q path element", elem)
		case !projectNameElem.MatchString(elem):
			return fmt.Errorf("%q may only contain letters, digits, '_', '-' and '.'", elem)
		case strings.HasPrefix(elem, "-") || strings.HasPrefix(elem, "."):
			return fmt.Errorf("%q starts with %q", elem, elem[:1])
		}
	}
	if err := module.CheckImportPath(name); err != nil {
		var perr *module.InvalidPathError
		if errors.As(err, &perr) && perr.Err != nil {
			return perr.Err
		}
		return err
	}
	return nil
}

// coreSDKVersion returns the core SDK version go.mod requires: v (with a
// "v" prefix added when missing) or the default; else a sentence saying why
// v cannot be used.
func coreSDKVersion(v string) (version, problem string) {
	if v == "" {
		return DefaultSDKVersion, ""
	}
	ver, err := moduleVersion(v)
	if err != nil {
		return "", fmt.Sprintf("The Pulumi SDK version %q is not a Go module version: %v.", v, err)
	}
	if !strings.HasPrefix(ver, "v3.") {
		return "", fmt.Sprintf("The Pulumi SDK version %q is not a 3.x version; generated programs use %s.", v, coreSDKModule)
	}
	return ver, ""
}

// moduleVersion returns the Go module version of the semantic version v
// ("v" prefixed), or why it has none. Go module versions cannot carry build
// metadata, so v's is dropped (see buildMetadata).
func moduleVersion(v string) (string, error) {
	_, err := schema.ParseVersion(v)
	if err != nil {
		return "", err
	}
	v, _, _ = strings.Cut(v, "+")
	return "v" + strings.TrimPrefix(v, "v"), nil
}

// buildMetadata returns the build metadata of the semantic version v (what
// follows '+'), which moduleVersion drops; "" when it has none or is not a
// version.
func buildMetadata(v string) string {
	parsed, err := schema.ParseVersion(v)
	if err != nil {
		return ""
	}
	return parsed.Build
}

// providerRequires returns a require line per provider SDK module that prog
// and its components use, sorted by path. Two schema versions of a package
// require its module once, at the higher version (as Go's minimal version
// selection would). A version with build metadata is required without it,
// with a warning.
func providerRequires(prog *binder.Program) ([]goModRequire, hcl.Diagnostics) {
	var diags hcl.Diagnostics
	type req struct {
		version schema.Version
		line    goModRequire
		pkg     *schema.Package
	}
	byPath := map[string]req{}
	for _, pkg := range prog.AllPackages() {
		line, version, problem := packageRequire(prog, pkg)
		if version != nil {
			diags = append(diags, version)
		}
		if problem != "" {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  fmt.Sprintf("No Go SDK module for package %q", pkg.Name),
				Detail:   problem,
				Subject:  gen.PackageUse(prog, pkg),
			})
			continue
		}
		v, _ := schema.ParseVersion(line.Version) // packageRequire checked it
		if prev, ok := byPath[line.Path]; !ok || prev.version.Compare(v) < 0 {
			byPath[line.Path] = req{v, line, pkg}
		}
	}
	out := make([]goModRequire, 0, len(byPath))
	for _, r := range byPath {
		out = append(out, r.line)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	for _, line := range out {
		pkg := byPath[line.Path].pkg
		if build := buildMetadata(pkg.Version); build != "" {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagWarning,
				Summary:  fmt.Sprintf("Build metadata dropped from the version of package %q", pkg.Name),
				Detail: fmt.Sprintf("The version %q of %s (schema %s) has build metadata (+%s), which Go module versions cannot carry: go.mod requires %s at %s.",
					pkg.Version, pkg.Name, pkg.File, build, line.Path, line.Version),
				Subject: gen.PackageUse(prog, pkg),
			})
		}
	}
	return out, diags
}

// packageRequire returns the require line of pkg's Go SDK: the module of its
// Go import path (importBasePath) at the schema's version (or
// gen.DefaultPackageVersion, with the warning version); else a sentence
// saying why there is none.
func packageRequire(prog *binder.Program, pkg *schema.Package) (line goModRequire, version *hcl.Diagnostic, problem string) {
	base, _, err := importBasePath(pkg)
	if err != nil {
		return line, nil, fmt.Sprintf("The schema %s has Go metadata that cannot be read: %v.", pkg.File, err)
	}
	v, version := gen.PackageVersion(prog, pkg, "go.mod")
	ver, err := moduleVersion(v)
	if err != nil {
		return line, nil, fmt.Sprintf("The version %q of %s (schema %s) is not a Go module version: %v.", pkg.Version, pkg.Name, pkg.File, err)
	}
	mod := goModulePath(base)
	if err := checkMajorVersion(mod, ver); err != nil {
		return line, nil, fmt.Sprintf("The schema %s gives the Go import path %s at version %s, which Go cannot use: %v.", pkg.File, base, ver, err)
	}
	return goModRequire{Path: mod, Version: ver}, version, ""
}

// SDKModulePath returns the module path of pkg's Go SDK, derived from its
// Go import path (see importBasePath and goModulePath); false when the
// schema's Go metadata cannot be read.
func SDKModulePath(pkg *schema.Package) (string, bool) {
	base, _, err := importBasePath(pkg)
	if err != nil {
		return "", false
	}
	return goModulePath(base), true
}

// majorSuffix returns N of a module path ending in /vN (N of 2 or more),
// else "".
func majorSuffix(mod string) string {
	if i := strings.LastIndex(mod, "/v"); i >= 0 {
		if n, err := strconv.Atoi(mod[i+2:]); err == nil && n >= 2 {
			return mod[i+2:]
		}
	}
	return ""
}

// goModulePath returns the module of a Pulumi Go SDK import path. Pulumi
// SDKs put their packages under MODULE/go/: the module of
// github.com/pulumi/pulumi-aws/sdk/v5/go/aws is github.com/pulumi/pulumi-aws/sdk/v5.
// An import path without a /go/ element is its own module's root.
func goModulePath(importBasePath string) string {
	p := strings.TrimSuffix(importBasePath, "/")
	if i := strings.LastIndex(p, "/go/"); i > 0 {
		return p[:i]
	}
	return p
}

// checkMajorVersion reports whether version ver may be required of module
// mod: a module path ending in /vN holds major version N; any other path,
// major versions 0 and 1.
func checkMajorVersion(mod, ver string) error {
	major := strings.SplitN(strings.TrimPrefix(ver, "v"), ".", 2)[0]
	suffix := majorSuffix(mod)
	switch {
	case suffix != "" && major != suffix:
		return fmt.Errorf("the module path ends in /v%s but the major version is %s", suffix, major)
	case suffix == "" && major != "0" && major != "1":
		return fmt.Errorf("a major version of 2 or more needs a /v%s suffix on the module path", major)
	}
	return nil
}

// MergeGoMod returns the go.mod a regeneration leaves in a project whose
// go.mod pclgen wrote before and that now holds existing: existing with the
// module path of generated, a go directive at least generated's, and every
// requirement of generated at least at its version. What `go mod tidy`
// adds (indirect requirements, a higher go version, a toolchain line,
// higher versions) and what a user adds (replace, exclude, more requires)
// stays, so a tidied project is not stale. When existing already says all
// that, MergeGoMod returns it unchanged (same bytes); when it cannot be
// parsed, generated.
func MergeGoMod(existing, generated []byte) ([]byte, error) {
	gen, err := modfile.Parse("go.mod", generated, nil)
	if err != nil {
		return nil, fmt.Errorf("the generated go.mod does not parse: %v", err)
	}
	old, err := modfile.Parse("go.mod", existing, nil)
	if err != nil {
		return generated, nil
	}
	// A go.mod without indirect requirements has not been tidied.
	fresh := true
	for _, r := range old.Require {
		if r.Indirect {
			fresh = false
		}
	}
	changed := false
	if gen.Module != nil && (old.Module == nil || old.Module.Mod.Path != gen.Module.Mod.Path) {
		if err := old.AddModuleStmt(gen.Module.Mod.Path); err != nil {
			return nil, err
		}
		changed = true
	}
	if gen.Go != nil && (old.Go == nil || goVersionLess(old.Go.Version, gen.Go.Version)) {
		if err := old.AddGoStmt(gen.Go.Version); err != nil {
			return nil, err
		}
		changed = true
	}
	have := map[string]string{}
	for _, r := range old.Require {
		if v, ok := have[r.Mod.Path]; !ok || semver.Compare(v, r.Mod.Version) < 0 {
			have[r.Mod.Path] = r.Mod.Version
		}
	}
	for _, r := range gen.Require {
		if r.Mod.Path == genprotoPin.Path && !fresh {
			// The pin makes the untidied go.mod build; `go mod tidy`
			// drops it when the module graph does not need it.
			continue
		}
		if v, ok := have[r.Mod.Path]; ok && semver.Compare(v, r.Mod.Version) >= 0 {
			continue
		}
		if err := old.AddRequire(r.Mod.Path, r.Mod.Version); err != nil {
			return nil, err
		}
		changed = true
	}
	if !changed {
		return existing, nil
	}
	old.Cleanup()
	return old.Format()
}

// goVersionLess reports whether the go directive version a is older than b
// ("1.26" < "1.26.8" < "1.27"); a version that is not a release number is
// treated as older than any that is.
func goVersionLess(a, b string) bool {
	return semver.Compare("v"+a, "v"+b) < 0
}
