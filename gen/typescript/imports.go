package typescript

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file tracks the modules a generated file imports and resolves schema
// tokens to their TypeScript names: "aws:s3/bucket:Bucket" is aws.s3.Bucket
// in the module @pulumi/aws, imported as `import * as aws from
// "@pulumi/aws"`.

// pulumiModule is the core SDK's npm package.
const pulumiModule = "@pulumi/pulumi"

// imports is the set of modules a file imports: namespace imports by module
// name, and named imports of component files.
type imports struct {
	byModule map[string]string
	byName   map[string]string
	// named maps a relative module ("./web") to the name it exports.
	named map[string]string
}

func newImports() *imports {
	return &imports{byModule: map[string]string{}, byName: map[string]string{}, named: map[string]string{}}
}

// add imports module as a namespace, preferring the name want, and returns
// the name.
func (im *imports) add(module, want string) string {
	if n, ok := im.byModule[module]; ok {
		return n
	}
	name := want
	for i := 2; im.byName[name] != ""; i++ {
		name = want + string(rune('0'+i%10))
	}
	im.byModule[module] = name
	im.byName[name] = module
	return name
}

// block returns the import statements: the namespace imports sorted by
// module (node's built-in modules first), then the component imports.
func (im *imports) block() string {
	var builtin, pkgs []string
	for m := range im.byModule {
		if strings.Contains(m, "/") || strings.HasPrefix(m, "@") {
			pkgs = append(pkgs, m)
		} else {
			builtin = append(builtin, m)
		}
	}
	sort.Strings(builtin)
	sort.Slice(pkgs, func(i, j int) bool {
		// The core SDK comes first.
		if (pkgs[i] == pulumiModule) != (pkgs[j] == pulumiModule) {
			return pkgs[i] == pulumiModule
		}
		return pkgs[i] < pkgs[j]
	})
	var b strings.Builder
	for _, m := range append(builtin, pkgs...) {
		b.WriteString("import * as " + im.byModule[m] + " from " + quote(m) + ";\n")
	}
	rel := make([]string, 0, len(im.named))
	for m := range im.named {
		rel = append(rel, m)
	}
	sort.Strings(rel)
	for _, m := range rel {
		b.WriteString("import { " + im.named[m] + " } from " + quote(m) + ";\n")
	}
	return b.String()
}

// npmPackage returns the npm package of a schema package: its
// language.nodejs.packageName, else @pulumi/NAME.
func npmPackage(pkg *schema.Package) string {
	return npmName(pkg, nodeInfo(pkg))
}

// npmName returns the npm package of pkg given its language.nodejs
// metadata.
func npmName(pkg *schema.Package, info schema.NodeJSPackageInfo) string {
	if info.PackageName != "" {
		return info.PackageName
	}
	return "@pulumi/" + pkg.Name
}

// nodeInfo returns the language.nodejs metadata of pkg (the zero value when
// it does not decode), which the schema package decodes once.
func nodeInfo(pkg *schema.Package) schema.NodeJSPackageInfo {
	info, err := pkg.NodeJS()
	if err != nil {
		return schema.NodeJSPackageInfo{}
	}
	return info
}

// packageAlias is the name a package's module is imported as: the package
// name as an identifier.
func packageAlias(pkg *schema.Package) string {
	return aliasOf(pkg.Name)
}

// aliasOf returns the import name of the package called name: the name as
// an identifier, prefixed with '_' when it is a reserved word.
func aliasOf(name string) string {
	alias := strings.ReplaceAll(identifierKeepCase(name), "-", "_")
	if reservedWords[alias] {
		alias = "_" + alias
	}
	return alias
}

// identifierKeepCase replaces the characters of s that cannot be in an
// identifier with underscores.
func identifierKeepCase(s string) string {
	var b strings.Builder
	for i, r := range s {
		switch {
		case r == '_' || r == '$' || (r < 128 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z')):
			b.WriteRune(r)
		case r >= '0' && r <= '9':
			if i == 0 {
				b.WriteByte('_')
			}
			b.WriteRune(r)
		default:
			b.WriteByte('_')
		}
	}
	if b.Len() == 0 {
		return "pkg"
	}
	return b.String()
}

// pkgName imports a schema package's module and returns its name.
func (f *fileGen) pkgName(pkg *schema.Package) string {
	return f.imports.add(npmName(pkg, nodeInfo(pkg)), packageAlias(pkg))
}

// pulumi imports the core SDK and returns its name.
func (f *fileGen) pulumi() string { return f.imports.add(pulumiModule, "pulumi") }

// node imports one of node's built-in modules and returns its name.
func (f *fileGen) node(module string) string { return f.imports.add(module, module) }

// modulePath returns the namespace path of a token's module inside its
// package: "" for the index module, "s3" for aws:s3/bucket:Bucket,
// "apps.v1" for kubernetes:apps/v1:Deployment.
func (f *fileGen) modulePath(pkg *schema.Package, token string) string {
	if strings.HasPrefix(token, "pulumi:providers:") {
		return ""
	}
	mod := pkg.TokenModule(token)
	if mod == "" || mod == schema.IndexModule {
		return ""
	}
	if m, ok := nodeInfo(pkg).ModuleToPackage[mod]; ok {
		mod = m
	}
	var parts []string
	for _, seg := range strings.Split(mod, "/") {
		if seg == "" {
			continue
		}
		id := identifier(seg)
		parts = append(parts, strings.ToLower(id[:1])+id[1:])
	}
	return strings.Join(parts, ".")
}

// tokenMember returns the member part of a token.
func tokenMember(token string) string {
	_, _, m, ok := schema.SplitToken(token)
	if !ok {
		return token
	}
	return m
}

// qualified returns the TypeScript name of a function of pkg, importing
// the package.
func (f *fileGen) qualified(pkg *schema.Package, token string) string {
	return f.qualifiedMember(pkg, token, tokenMember(token))
}

// qualifiedClass returns the TypeScript class of a resource or component of
// pkg, importing the package: the token's member title-cased, as Pulumi's
// Node.js SDK generator names classes (simple:index:resource is
// simple.Resource).
func (f *fileGen) qualifiedClass(pkg *schema.Package, token string) string {
	name := className(tokenMember(token))
	if strings.HasPrefix(token, "pulumi:providers:") {
		name = "Provider"
	}
	return f.qualifiedMember(pkg, token, name)
}

// className returns member with its first letter in upper case.
func className(member string) string {
	r, size := utf8.DecodeRuneInString(member)
	return string(unicode.ToUpper(r)) + member[size:]
}

// qualifiedMember returns name, a member of pkg's module of token, qualified
// by the package's import.
func (f *fileGen) qualifiedMember(pkg *schema.Package, token, name string) string {
	p := f.pkgName(pkg)
	if mod := f.modulePath(pkg, token); mod != "" {
		return p + "." + mod + "." + name
	}
	return p + "." + name
}

// NPMPackage returns the npm package a generated program depends on for a
// schema package.
func NPMPackage(pkg *schema.Package) string { return npmPackage(pkg) }

// tokenQualified returns the TypeScript name of a member of a package
// whose schema is not known, from its token alone: the package's module
// (@pulumi/NAME), the token's module up to a '/' (none for index), and the
// member (title-cased for a class).
func (f *fileGen) tokenQualified(token string, class bool) (string, bool) {
	pkg, mod, member, ok := schema.SplitToken(token)
	if class {
		member = className(member)
	}
	if !ok || pkg == "pulumi" {
		return "", false
	}
	alias := f.imports.add("@pulumi/"+pkg, aliasOf(pkg))
	if i := strings.Index(mod, "/"); i >= 0 {
		mod = mod[:i]
	}
	if mod == "" || mod == schema.IndexModule {
		return alias + "." + member, true
	}
	return alias + "." + identifier(mod) + "." + member, true
}

// UnresolvedPackages returns the npm packages a program generated from
// prog imports for tokens whose package schema is not known, sorted.
func UnresolvedPackages(prog *binder.Program) []string {
	seen := map[string]bool{}
	add := func(token string) {
		if pkg, _, _, ok := schema.SplitToken(token); ok && pkg != "pulumi" {
			seen["@pulumi/"+pkg] = true
		}
	}
	var walk func(p *binder.Program, visited map[*binder.Program]bool)
	walk = func(p *binder.Program, visited map[*binder.Program]bool) {
		if p == nil || visited[p] {
			return
		}
		visited[p] = true
		for _, n := range p.Nodes {
			if r, ok := n.(*binder.Resource); ok && r.Package == nil {
				add(r.Token)
			}
			if c, ok := n.(*binder.Component); ok {
				walk(c.Program, visited)
			}
			for _, e := range nodeExpressions(n) {
				if e == nil {
					continue
				}
				model.Walk(e, func(x model.Expression) bool {
					call, ok := x.(*model.FunctionCallExpression)
					if ok && call.Name == binder.InvokeName && len(call.Args) > 0 {
						if tok, isLit := gen.StringLiteral(call.Args[0]); isLit {
							if name, _, _, valid := schema.SplitToken(tok); valid && p.Package(name) == nil {
								add(tok)
							}
						}
					}
					return true
				})
			}
		}
	}
	walk(prog, map[*binder.Program]bool{})
	out := make([]string, 0, len(seen))
	for n := range seen {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}
