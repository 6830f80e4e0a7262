package gen

import (
	"fmt"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
)

// DefaultPackageVersion is the version a generated project pins a package
// at when its schema has none, in its "version" field or in its file name.
const DefaultPackageVersion = "0.0.0"

// PackageVersion returns the version a generated project pins pkg at: the
// schema's version, else DefaultPackageVersion with a warning (at the
// package's first use in prog) that says so; manifest names the project
// file that pins it (go.mod, package.json, requirements.txt).
func PackageVersion(prog *binder.Program, pkg *schema.Package, manifest string) (string, *hcl.Diagnostic) {
	if pkg.Version != "" {
		return pkg.Version, nil
	}
	return DefaultPackageVersion, &hcl.Diagnostic{
		Severity: hcl.DiagWarning,
		Summary:  fmt.Sprintf("No version for package %q", pkg.Name),
		Detail: fmt.Sprintf("The schema %s has no version (and its file name none), so %s pins package %s at version %s. Use a schema with a version, or name the file %s-VERSION.json.",
			pkg.File, manifest, pkg.Name, DefaultPackageVersion, pkg.Name),
		Subject: PackageUse(prog, pkg),
	}
}

// PackageUse returns where prog first uses pkg, for diagnostics about the
// package: the token of the first resource of the package (in the program,
// else in its components' programs), else its first invoke, else its
// package block, else the start of the program's first file.
func PackageUse(prog *binder.Program, pkg *schema.Package) *hcl.Range {
	if rng := packageUseIn(prog, pkg, map[*binder.Program]bool{}); rng != nil {
		return rng
	}
	if len(prog.Files) > 0 {
		pos := hcl.Pos{Line: 1, Column: 1}
		return &hcl.Range{Filename: prog.Files[0].Name, Start: pos, End: pos}
	}
	return nil
}

func packageUseIn(prog *binder.Program, pkg *schema.Package, seen map[*binder.Program]bool) *hcl.Range {
	if prog == nil || seen[prog] {
		return nil
	}
	seen[prog] = true
	for _, r := range prog.Resources() {
		if r.Package != pkg {
			continue
		}
		if blk, ok := r.SyntaxNode().(*hclsyntax.Block); ok && len(blk.LabelRanges) > 1 {
			rng := blk.LabelRanges[1]
			return &rng
		}
		rng := r.SyntaxNode().Range()
		return &rng
	}
	if rng := invokeOf(prog, pkg.Name); rng != nil {
		return rng
	}
	for _, d := range prog.PackageDecls() {
		if d.Name() == pkg.Name {
			if blk, ok := d.SyntaxNode().(*hclsyntax.Block); ok {
				rng := blk.DefRange()
				return &rng
			}
		}
	}
	for _, c := range prog.Components() {
		if rng := packageUseIn(c.Program, pkg, seen); rng != nil {
			return rng
		}
	}
	return nil
}

// invokeOf returns the token of the first invoke of package name in prog's
// files, or nil.
func invokeOf(prog *binder.Program, name string) *hcl.Range {
	var found *hcl.Range
	for _, f := range prog.Files {
		_ = hclsyntax.VisitAll(f.Body, func(n hclsyntax.Node) hcl.Diagnostics {
			call, ok := n.(*hclsyntax.FunctionCallExpr)
			if found != nil || !ok || call.Name != binder.InvokeName || len(call.Args) == 0 {
				return nil
			}
			arg := call.Args[0]
			if len(arg.Variables()) > 0 {
				return nil
			}
			v, diags := arg.Value(nil)
			if diags.HasErrors() || !v.IsKnown() || v.IsNull() || !v.Type().Equals(cty.String) {
				return nil
			}
			if strings.HasPrefix(v.AsString(), name+":") {
				rng := arg.Range()
				found = &rng
			}
			return nil
		})
		if found != nil {
			return found
		}
	}
	return nil
}
