package binder

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"

	"github.com/pclgen/pclgen/binder/schema"
)

// packageSet loads the packages one program uses, once per name and version,
// and reports each missing package once, at its first use.
type packageSet struct {
	b       *binder
	entries map[packageKey]*packageEntry
	// declared maps package names to the versions package blocks declare.
	declared map[string]string
	// missing records the names already reported missing.
	missing map[string]bool
	used    map[*schema.Package]bool
}

type packageKey struct{ name, version string }

type packageEntry struct {
	pkg *schema.Package
	err error
}

func newPackageSet(b *binder) *packageSet {
	return &packageSet{
		b:        b,
		entries:  map[packageKey]*packageEntry{},
		declared: map[string]string{},
		missing:  map[string]bool{},
		used:     map[*schema.Package]bool{},
	}
}

// load returns package name at version ("" for the declared or highest
// version). The exact version is preferred; when it is missing, the nearest
// one (same major version, else an unversioned schema) is used, as schemas for
// every released version are rarely at hand. A missing package is reported at
// rng unless quiet is set or it was reported before; the result is then nil.
func (ps *packageSet) load(name, version string, rng hcl.Range, quiet bool) *schema.Package {
	if version == "" {
		version = ps.declared[name]
	}
	key := packageKey{name, version}
	e, ok := ps.entries[key]
	if !ok {
		e = &packageEntry{}
		loader := ps.b.s.opts.Loader
		if loader == nil {
			loader = schema.NewLoader()
		}
		e.pkg, e.err = loader.Load(name, version)
		var nf *schema.NotFoundError
		if e.err != nil && version != "" && errors.As(e.err, &nf) {
			if p, err := loader.LoadNearest(name, version); err == nil {
				e.pkg, e.err = p, nil
			}
		}
		ps.entries[key] = e
	}
	if e.err != nil {
		if !quiet && !ps.missing[name] {
			ps.missing[name] = true
			ps.b.report(packageDiagnostic(name, e.err, rng))
		}
		return nil
	}
	ps.used[e.pkg] = true
	return e.pkg
}

// packageDiagnostic describes a package that could not be loaded.
func packageDiagnostic(name string, err error, rng hcl.Range) *hcl.Diagnostic {
	var nf *schema.NotFoundError
	if errors.As(err, &nf) {
		return errorf(rng, "Missing package schema", "%s.", capitalize(err.Error()))
	}
	return errorf(rng, "Invalid package schema", "The schema of package %q could not be loaded: %s.", name, err.Error())
}

func capitalize(s string) string {
	if s != "" && s[0] >= 'a' && s[0] <= 'z' {
		return string(s[0]-'a'+'A') + s[1:]
	}
	return s
}

// usedPackages returns the packages the program used, sorted by name and
// version.
func (b *binder) usedPackages() []*schema.Package {
	out := make([]*schema.Package, 0, len(b.pkgs.used))
	for p := range b.pkgs.used {
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Name != out[j].Name {
			return out[i].Name < out[j].Name
		}
		vi, erri := schema.ParseVersion(out[i].Version)
		vj, errj := schema.ParseVersion(out[j].Version)
		if erri == nil && errj == nil {
			return vi.Compare(vj) < 0
		}
		return out[i].Version < out[j].Version
	})
	return out
}

// tokenPackage returns the package name of a resource or function token:
// NAME for "pulumi:providers:NAME", else the token's first part.
func tokenPackage(tok string) (string, bool) {
	if rest, ok := strings.CutPrefix(tok, "pulumi:providers:"); ok && rest != "" {
		return rest, true
	}
	pkg, _, _, ok := schema.SplitToken(tok)
	return pkg, ok
}

// loadPackages loads, in source order, the packages the program's resources,
// package blocks and invokes name, so that a missing package is reported at
// its first use in the source. A package block alone does not demand its
// schema: a package that nothing else uses and that does not load is a
// warning at its block (see unusedDeclaredPackages).
func (b *binder) loadPackages() {
	var decls []*PackageDecl
	for _, n := range b.nodes {
		if d, ok := n.(*PackageDecl); ok {
			b.loadDeclaredPackage(d)
			decls = append(decls, d)
		}
	}
	defer b.unusedDeclaredPackages(decls)
	for _, n := range b.nodes {
		switch n := n.(type) {
		case *Resource:
			b.prescanResource(n)
		case *Component:
			if n.block != nil {
				b.prescanInvokes(n.block.Body)
			}
		case *LocalVariable:
			b.prescanInvokesIn(n.Syntax.Expr)
		default:
			if nb, ok := n.(baseNode); ok && nb.base().block != nil {
				b.prescanInvokes(nb.base().block.Body)
			}
		}
	}
}

// prescanResource loads the package of a resource and of its invokes.
func (b *binder) prescanResource(r *Resource) {
	name, ok := tokenPackage(r.Token)
	if ok && name != "pulumi" {
		b.pkgs.load(name, r.versionLiteral(), r.tokenRange, b.s.opts.SkipResourceTypecheck)
	}
	b.prescanInvokes(r.block.Body)
}

// prescanInvokes loads the packages of the invokes in a body.
func (b *binder) prescanInvokes(body *hclsyntax.Body) {
	if body == nil {
		return
	}
	for _, name := range sortedAttrs(body) {
		b.prescanInvokesIn(body.Attributes[name].Expr)
	}
	for _, blk := range body.Blocks {
		b.prescanInvokes(blk.Body)
	}
}

// prescanInvokesIn loads the packages of the invokes in an expression.
func (b *binder) prescanInvokesIn(expr hclsyntax.Expression) {
	if expr == nil {
		return
	}
	_ = hclsyntax.VisitAll(expr, func(n hclsyntax.Node) hcl.Diagnostics {
		call, ok := n.(*hclsyntax.FunctionCallExpr)
		if !ok || call.Name != InvokeName || len(call.Args) == 0 {
			return nil
		}
		tok, ok := syntaxString(call.Args[0])
		if !ok {
			return nil
		}
		if name, ok := tokenPackage(tok); ok {
			version := ""
			if len(call.Args) > 2 {
				version = syntaxObjectString(call.Args[2], "version")
			}
			b.pkgs.load(name, version, call.Args[0].Range(), b.s.opts.SkipInvokeTypecheck)
		}
		return nil
	})
}

// loadDeclaredPackage records the version a package block declares and loads
// the package.
func (b *binder) loadDeclaredPackage(d *PackageDecl) {
	name, version := d.name, ""
	if d.Parameterization != nil {
		version = d.Parameterization.Version
	} else if d.BaseProviderName != "" && d.BaseProviderName == name {
		version = d.BaseProviderVersion
	}
	if name == "" {
		return
	}
	if version != "" {
		b.pkgs.declared[name] = version
	}
	b.pkgs.load(name, version, d.nameRange, true)
}

// unusedDeclaredPackages warns of the package blocks whose package did not
// load and that nothing else in the program uses (a use reports the missing
// schema as an error where it is).
func (b *binder) unusedDeclaredPackages(decls []*PackageDecl) {
	for _, d := range decls {
		if d.name == "" || b.pkgs.missing[d.name] {
			continue
		}
		version := b.pkgs.declared[d.name]
		e := b.pkgs.entries[packageKey{d.name, version}]
		if e == nil || e.err == nil {
			continue
		}
		b.pkgs.missing[d.name] = true
		diag := packageDiagnostic(d.name, e.err, d.nameRange)
		diag.Severity = hcl.DiagWarning
		diag.Detail += " Nothing in the program uses the package, so its package block is ignored."
		b.report(diag)
	}
}

// syntaxString returns the value of a constant string expression.
func syntaxString(e hclsyntax.Expression) (string, bool) {
	if e == nil || len(e.Variables()) > 0 {
		return "", false
	}
	if _, isCall := e.(*hclsyntax.FunctionCallExpr); isCall {
		return "", false
	}
	v, diags := e.Value(nil)
	if diags.HasErrors() || !v.IsKnown() || v.IsNull() || v.Type().FriendlyName() != "string" {
		return "", false
	}
	return v.AsString(), true
}

// syntaxObjectString returns the constant string value of key in an object
// constructor, or "".
func syntaxObjectString(e hclsyntax.Expression, key string) string {
	obj, ok := e.(*hclsyntax.ObjectConsExpr)
	if !ok {
		return ""
	}
	for _, item := range obj.Items {
		if k := hcl.ExprAsKeyword(item.KeyExpr); k == key {
			s, _ := syntaxString(item.ValueExpr)
			return s
		}
		if k, ok := syntaxString(item.KeyExpr); ok && k == key {
			s, _ := syntaxString(item.ValueExpr)
			return s
		}
	}
	return ""
}

// sortedAttrs returns a body's attribute names in source order.
func sortedAttrs(body *hclsyntax.Body) []string {
	names := make([]string, 0, len(body.Attributes))
	for name := range body.Attributes {
		names = append(names, name)
	}
	sort.Slice(names, func(i, j int) bool {
		return body.Attributes[names[i]].SrcRange.Start.Byte < body.Attributes[names[j]].SrcRange.Start.Byte
	})
	return names
}

// lookupError describes an unknown or ambiguous token of a package.
func lookupError(pkg *schema.Package, kind, tok string, err error, rng hcl.Range, candidates []string) *hcl.Diagnostic {
	var le *schema.LookupError
	if errors.As(err, &le) && len(le.Candidates) > 0 {
		return errorf(rng, fmt.Sprintf("Ambiguous %s type", kind),
			"The token %q could mean any of %s in package %q; use one of them.", tok, quotedList(le.Candidates), pkg.Name)
	}
	if errors.As(err, &le) {
		return errorf(rng, fmt.Sprintf("Unknown %s type", kind),
			"Package %q (version %s) has no %s %q.%s", pkg.Name, pkg.Version, kind, tok, didYouMean(tok, candidates))
	}
	return errorf(rng, fmt.Sprintf("Invalid %s type", kind), "The %s %q of package %q could not be loaded: %s.", kind, tok, pkg.Name, err)
}
