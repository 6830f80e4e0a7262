package binder

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/syntax"
)

// Program is a bound PCL program.
type Program struct {
	// Nodes are the program's top-level nodes in dependency order: every
	// node comes after the nodes it refers to (except within a cycle, which
	// is reported). Among independent nodes, source order is kept.
	Nodes []Node
	// Files are the program's source files.
	Files []*syntax.File
	// Packages are the schemas the program uses, sorted by name and then
	// version.
	Packages []*schema.Package
	// RequiredVersionRange is the `pulumi { requiredVersionRange = ... }`
	// expression, or nil.
	RequiredVersionRange model.Expression
	// Dir is the program directory when the program was bound from one.
	Dir string
}

// ConfigVariables returns the program's config variables in node order.
func (p *Program) ConfigVariables() []*ConfigVariable { return nodesOf[*ConfigVariable](p) }

// LocalVariables returns the program's local variables in node order.
func (p *Program) LocalVariables() []*LocalVariable { return nodesOf[*LocalVariable](p) }

// Resources returns the program's resources (including reads) in node order.
func (p *Program) Resources() []*Resource { return nodesOf[*Resource](p) }

// Components returns the program's components in node order.
func (p *Program) Components() []*Component { return nodesOf[*Component](p) }

// Outputs returns the program's outputs in node order.
func (p *Program) Outputs() []*OutputVariable { return nodesOf[*OutputVariable](p) }

// Hooks returns the program's hooks in node order.
func (p *Program) Hooks() []*Hook { return nodesOf[*Hook](p) }

// PackageDecls returns the program's package declarations in node order.
func (p *Program) PackageDecls() []*PackageDecl { return nodesOf[*PackageDecl](p) }

// Node returns the node called name, or nil. Outputs are found only when no
// other node has the name.
func (p *Program) Node(name string) Node {
	var output Node
	for _, n := range p.Nodes {
		if n.Name() != name {
			continue
		}
		switch n.(type) {
		case *OutputVariable, *PackageDecl:
			if output == nil {
				output = n
			}
		default:
			return n
		}
	}
	return output
}

// Package returns the used package called name (the first version, when
// several are used), or nil.
func (p *Program) Package(name string) *schema.Package {
	for _, pkg := range p.Packages {
		if pkg.Name == name {
			return pkg
		}
	}
	return nil
}

// AllPackages returns the packages the program and its components' programs
// use, each once, in the order they are first met.
func (p *Program) AllPackages() []*schema.Package {
	var out []*schema.Package
	seen := map[*schema.Package]bool{}
	p.WalkPrograms(func(p *Program) {
		for _, pkg := range p.Packages {
			if !seen[pkg] {
				seen[pkg] = true
				out = append(out, pkg)
			}
		}
	})
	return out
}

// Sources returns the contents of the files of the program and of its
// components' programs, by file name (as ranges name them).
func (p *Program) Sources() map[string][]byte {
	out := map[string][]byte{}
	p.WalkPrograms(func(p *Program) {
		for _, f := range p.Files {
			out[f.Name] = f.Bytes
		}
	})
	return out
}

// WalkPrograms calls visit with the program (which may be nil: then with
// none) and each of its components' programs, once each, parents first.
func (p *Program) WalkPrograms(visit func(*Program)) {
	visited := map[*Program]bool{}
	var walk func(p *Program)
	walk = func(p *Program) {
		if p == nil || visited[p] {
			return
		}
		visited[p] = true
		visit(p)
		for _, c := range p.Components() {
			walk(c.Program)
		}
	}
	walk(p)
}

// RequiredVersion returns the `pulumi { requiredVersionRange }` value when it
// is a string literal.
func (p *Program) RequiredVersion() (string, bool) {
	return stringLiteral(p.RequiredVersionRange)
}

// Source returns the source of the file named filename, or nil.
func (p *Program) Source(filename string) []byte {
	for _, f := range p.Files {
		if f.Name == filename {
			return f.Bytes
		}
	}
	return nil
}

func nodesOf[T Node](p *Program) []T {
	var out []T
	for _, n := range p.Nodes {
		if t, ok := n.(T); ok {
			out = append(out, t)
		}
	}
	return out
}

// stringLiteral returns the value of a string literal or a template made of
// one literal part.
func stringLiteral(e model.Expression) (string, bool) {
	switch e := e.(type) {
	case *model.LiteralValueExpression:
		v := e.Value
		if v.IsKnown() && !v.IsNull() && v.Type() == cty.String {
			return v.AsString(), true
		}
	case *model.TemplateExpression:
		if len(e.Parts) == 1 {
			return stringLiteral(e.Parts[0])
		}
		if len(e.Parts) == 0 {
			return "", true
		}
	case *model.ParenthesesExpression:
		return stringLiteral(e.Expression)
	}
	return "", false
}

// boolLiteral returns the value of a bool literal.
func boolLiteral(e model.Expression) (bool, bool) {
	if l, ok := e.(*model.LiteralValueExpression); ok {
		v := l.Value
		if v.IsKnown() && !v.IsNull() && v.Type() == cty.Bool {
			return v.True(), true
		}
	}
	return false, false
}

// rangeOf returns the range of a node for diagnostics: its block's type and
// labels, or its attribute's name.
func rangeOf(n Node) hcl.Range {
	if b, ok := n.(baseNode); ok {
		return b.base().nameRange
	}
	return hcl.Range{}
}

// ctyNull is the null value, for synthesized literals.
var ctyNull = cty.NullVal(cty.DynamicPseudoType)
