package golang

import (
	"fmt"
	"path"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
)

// The import paths of the Pulumi SDK packages.
const (
	pulumiPath = "github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	configPath = "github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

// imports is the set of packages a generated file imports, by path, with
// the name each is referred to by.
type imports struct {
	byPath map[string]string
	byName map[string]string
}

func newImports() *imports {
	return &imports{byPath: map[string]string{}, byName: map[string]string{}}
}

// add imports path, preferring the name want, and returns the name to
// refer to it by.
func (im *imports) add(importPath, want string) string {
	if n, ok := im.byPath[importPath]; ok {
		return n
	}
	name := want
	for i := 2; im.byName[name] != "" && im.byName[name] != importPath; i++ {
		name = want + string(rune('0'+i%10))
	}
	im.byPath[importPath] = name
	im.byName[name] = importPath
	return name
}

// std imports a standard library package and returns its name.
func (im *imports) std(importPath string) string {
	return im.add(importPath, path.Base(importPath))
}

// block returns the import declaration: standard packages first, then the
// others, each group sorted by path.
func (im *imports) block() string {
	if len(im.byPath) == 0 {
		return ""
	}
	var std, other []string
	for p := range im.byPath {
		if strings.Contains(strings.SplitN(p, "/", 2)[0], ".") {
			other = append(other, p)
		} else {
			std = append(std, p)
		}
	}
	sort.Strings(std)
	sort.Strings(other)
	var b strings.Builder
	b.WriteString("import (\n")
	line := func(p string) {
		name := im.byPath[p]
		if name != defaultPackageName(p) {
			b.WriteString("\t" + name + " ")
		} else {
			b.WriteString("\t")
		}
		b.WriteString(`"` + p + "\"\n")
	}
	for _, p := range std {
		line(p)
	}
	if len(std) > 0 && len(other) > 0 {
		b.WriteString("\n")
	}
	for _, p := range other {
		line(p)
	}
	b.WriteString(")\n")
	return b.String()
}

// defaultPackageName is the name a package is known by without an alias:
// the last element of its path (Go SDK paths end in the package name).
func defaultPackageName(importPath string) string {
	return path.Base(importPath)
}

// goPackage is the Go package that holds a schema module.
type goPackage struct {
	path string
	name string
}

// modulePackage returns the Go package of a token of pkg: the import base
// path (by default defaultImportBasePath) joined with
// the module's package (moduleToPackage, else the module name), named by
// packageImportAliases, else by its last path element.
func modulePackage(pkg *schema.Package, token string) goPackage {
	in, _ := pkg.Go() // decoded once by the schema package
	base := in.ImportBasePath
	if base == "" {
		base = defaultImportBasePath(pkg)
	}
	mod := pkg.TokenModule(token)
	if strings.HasPrefix(token, "pulumi:providers:") {
		mod = schema.IndexModule
	}
	p := base
	name := ""
	if mod != "" && mod != schema.IndexModule {
		sub := mod
		if m, ok := in.ModuleToPackage[mod]; ok {
			sub = m
		}
		sub = strings.ToLower(sub)
		p = base + "/" + sub
	} else if in.RootPackageName != "" {
		name = in.RootPackageName
	}
	if a, ok := in.PackageImportAliases[p]; ok {
		name = a
	}
	if name == "" {
		name = defaultPackageName(p)
	}
	name = sanitizePackageName(name)
	return goPackage{path: p, name: name}
}

// sanitizePackageName makes a package name a valid identifier.
func sanitizePackageName(n string) string {
	var b strings.Builder
	for _, r := range n {
		if r == '-' || r == '.' {
			continue
		}
		b.WriteRune(r)
	}
	if goKeywords[b.String()] {
		// A package whose name is a keyword ("range") is imported under
		// another name.
		return b.String() + "pkg"
	}
	return b.String()
}

// defaultImportBasePath is the Go import path of the root package of pkg
// when its schema gives none: where Pulumi's Go SDKs are,
// github.com/pulumi/pulumi-NAME/sdk/go/NAME, with the /vN that Go requires
// of a module of major version N of 2 or more after sdk.
func defaultImportBasePath(pkg *schema.Package) string {
	major := ""
	if v, err := schema.ParseVersion(pkg.Version); err == nil && v.Major >= 2 {
		major = fmt.Sprintf("/v%d", v.Major)
	}
	return "github.com/pulumi/pulumi-" + pkg.Name + "/sdk" + major + "/go/" + pkg.Name
}

// importBasePath returns the Go import path of the root package of pkg: its
// schema's language.go.importBasePath, else defaultImportBasePath
// (defaulted is then set); an error when the Go metadata cannot be read.
func importBasePath(pkg *schema.Package) (base string, defaulted bool, err error) {
	info, err := pkg.Go()
	if err != nil {
		return "", false, err
	}
	if info.ImportBasePath != "" {
		return info.ImportBasePath, false, nil
	}
	return defaultImportBasePath(pkg), true, nil
}

// importDiagnostics checks the Go import paths of the packages prog uses:
// a schema without one gets the default with a warning, and one whose
// module path lacks the /vN its version's major version requires is an
// error, since the program's imports would name another module than the
// SDK of that version.
func importDiagnostics(prog *binder.Program) hcl.Diagnostics {
	var diags hcl.Diagnostics
	for _, pkg := range prog.AllPackages() {
		base, defaulted, err := importBasePath(pkg)
		switch {
		case err != nil:
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  fmt.Sprintf("Invalid Go metadata of package %q", pkg.Name),
				Detail:   fmt.Sprintf("The schema %s has Go metadata that cannot be read: %v.", pkg.File, err),
				Subject:  gen.PackageUse(prog, pkg),
			})
		case defaulted:
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagWarning,
				Summary:  fmt.Sprintf("No Go import path for package %q", pkg.Name),
				Detail: fmt.Sprintf("The schema %s has no language.go.importBasePath, so the program imports package %s from %s, where Pulumi's Go SDKs are. Give the schema a language.go.importBasePath if its SDK is elsewhere.",
					pkg.File, pkg.Name, base),
				Subject: gen.PackageUse(prog, pkg),
			})
		case pkg.Version != "":
			ver, verr := moduleVersion(pkg.Version)
			if verr != nil || majorSuffix(goModulePath(base)) != "" {
				// projectFiles reports an invalid version, and a module
				// path of another major version, which it cannot require
				// (the imports name an existing module).
				continue
			}
			if err := checkMajorVersion(goModulePath(base), ver); err != nil {
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  fmt.Sprintf("Go import path of package %q without its major version", pkg.Name),
					Detail: fmt.Sprintf("The schema %s gives package %s version %s and the Go import path %s, whose module %s Go cannot use at that version: %v. Fix language.go.importBasePath in the schema.",
						pkg.File, pkg.Name, pkg.Version, base, goModulePath(base), err),
					Subject: gen.PackageUse(prog, pkg),
				})
			}
		}
	}
	return diags
}
