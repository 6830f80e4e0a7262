package python

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
)

// This file tracks a module's imports and names the Python modules of
// schema packages: pulumi_<name> (or the schema's language.python
// packageName), imported as its package's name, with one submodule per
// schema module (after language.python moduleNameOverrides).

// stdModules are the standard library modules generated code may import
// (with those of helperImports), and typingNames the names it may import
// from typing; no variable takes their names (TestImportedNamesReserved).
var (
	stdModules  = []string{"base64", "hashlib", "json", "math", "os", "pathlib", "subprocess"}
	typingNames = []string{"Any", "Mapping", "Optional", "Sequence", "TypedDict", "cast"}
)

// imports are the imports of one module.
type imports struct {
	std      map[string]bool
	typing   map[string]bool
	packages map[string]string // module -> alias
	local    map[string]string // module -> class
}

func newImports() *imports {
	return &imports{std: map[string]bool{}, typing: map[string]bool{}, packages: map[string]string{}, local: map[string]string{}}
}

// stdlib imports a standard library module and returns its name.
func (im *imports) stdlib(name string) string {
	im.std[name] = true
	return name
}

// typingName imports a name of the typing module and returns it.
func (im *imports) typingName(name string) string {
	im.typing[name] = true
	return name
}

// pkg imports a third-party module as alias and returns the alias.
func (im *imports) pkg(module, alias string) string {
	im.packages[module] = alias
	return alias
}

// component imports a component class from its module.
func (im *imports) component(module, class string) string {
	im.local[module] = class
	return class
}

// block returns the import statements: the standard library, then the
// third-party packages, then the program's component modules.
func (im *imports) block() string {
	var groups [][]string
	var std []string
	for m := range im.std {
		std = append(std, "import "+m)
	}
	sort.Strings(std)
	if len(im.typing) > 0 {
		names := make([]string, 0, len(im.typing))
		for n := range im.typing {
			names = append(names, n)
		}
		sort.Strings(names)
		std = append(std, "from typing import "+strings.Join(names, ", "))
	}
	var third []string
	for m, a := range im.packages {
		if m == a {
			third = append(third, "import "+m)
		} else {
			third = append(third, "import "+m+" as "+a)
		}
	}
	var local []string
	for m, c := range im.local {
		local = append(local, "from "+m+" import "+c)
	}
	sort.Strings(third)
	sort.Strings(local)
	for _, g := range [][]string{std, third, local} {
		if len(g) > 0 {
			groups = append(groups, g)
		}
	}
	var b strings.Builder
	for i, g := range groups {
		if i > 0 {
			b.WriteString("\n")
		}
		for _, l := range g {
			b.WriteString(l + "\n")
		}
	}
	return b.String()
}

// importableNames returns the names generated code may import from the
// standard library: stdModules, the modules of helperImports, typingNames.
func importableNames() map[string]bool {
	names := gen.SetOf(stdModules...)
	for _, n := range typingNames {
		names[n] = true
	}
	for _, ms := range helperImports {
		for _, m := range ms {
			names[m] = true
		}
	}
	return names
}

// reservedNames returns the names no variable of prog may take: the
// modules and classes a module of the program may import.
func (im *imports) reservedNames(prog *binder.Program, g *generator) map[string]bool {
	names := importableNames()
	names["pulumi"] = true
	for _, pkg := range prog.AllPackages() {
		names[packageAlias(pkg)] = true
	}
	for _, pkg := range prog.Packages {
		names[packageAlias(pkg)] = true
	}
	for _, c := range g.components {
		names[c.className] = true
	}
	return names
}

// pulumi imports the pulumi module.
func (f *fileGen) pulumi() string { return f.imports.pkg("pulumi", "pulumi") }

// pythonInfo returns a package's language.python metadata (the zero value
// when it has none or it does not decode).
func pythonInfo(pkg *schema.Package) schema.PythonPackageInfo {
	info, err := pkg.Python()
	if err != nil {
		return schema.PythonPackageInfo{}
	}
	return info
}

// PackageName returns the name of a schema package's Python SDK
// distribution and module: language.python packageName, else
// pulumi_<name>.
func PackageName(pkg *schema.Package) string {
	if n := pythonInfo(pkg).PackageName; n != "" {
		return strings.ReplaceAll(n, "-", "_")
	}
	return "pulumi_" + strings.ReplaceAll(pkg.Name, "-", "_")
}

// packageAlias is the name a package's module is imported as.
func packageAlias(pkg *schema.Package) string {
	a := pyName(pkg.Name)
	if a == "" {
		a = strings.TrimPrefix(PackageName(pkg), "pulumi_")
	}
	return safeName(a)
}

// moduleOf returns the Python expression of the module of a schema member
// (importing the package): alias or alias.submodule.
func (f *fileGen) moduleOf(pkg *schema.Package, token string) string {
	alias := f.imports.pkg(PackageName(pkg), packageAlias(pkg))
	if strings.HasPrefix(token, "pulumi:providers:") {
		return alias
	}
	mod := pkg.TokenModule(token)
	if mod == "" || mod == schema.IndexModule {
		return alias
	}
	info := pythonInfo(pkg)
	if o, ok := info.ModuleNameOverrides[mod]; ok {
		mod = o
	} else {
		mod = strings.ToLower(mod)
	}
	var parts []string
	for _, p := range strings.Split(mod, "/") {
		parts = append(parts, safeName(strings.NewReplacer("-", "_", ".", "_").Replace(p)))
	}
	return alias + "." + strings.Join(parts, ".")
}

// memberName returns the member part of a token.
func memberName(token string) string {
	_, _, member, ok := schema.SplitToken(token)
	if !ok {
		parts := strings.Split(token, ":")
		member = parts[len(parts)-1]
	}
	return member
}

// resourceClassName returns the class of a resource type in its Python
// SDK: the token's member with its first letter upper-cased, as Pulumi's
// Python SDK generator names it ("pkg:mod:some_resource" is
// Some_resource).
func resourceClassName(token string) string {
	member := memberName(token)
	r, size := utf8.DecodeRuneInString(member)
	return string(unicode.ToUpper(r)) + member[size:]
}

// moduleOfToken returns the Python module of a member of a package whose
// schema the program does not have: pulumi_<package> imported as the
// package's name, the submodule named by the token's module as written
// (up to a '/'), lower-cased.
func (f *fileGen) moduleOfToken(token string) (string, bool) {
	pkgName, mod, _, ok := schema.SplitToken(token)
	if !ok {
		return "", false
	}
	alias := safeName(pyName(pkgName))
	if alias == "" {
		return "", false
	}
	f.imports.pkg("pulumi_"+strings.ReplaceAll(pkgName, "-", "_"), alias)
	if pkgName == "pulumi" && strings.HasPrefix(token, "pulumi:providers:") {
		return alias, true
	}
	if i := strings.IndexByte(mod, '/'); i >= 0 {
		mod = mod[:i]
	}
	if mod == "" || mod == schema.IndexModule || mod == "providers" {
		return alias, true
	}
	return alias + "." + safeName(strings.NewReplacer("-", "_", ".", "_").Replace(strings.ToLower(mod))), true
}
