package binder

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/model"
)

// A schema property whose type is a reference pclgen cannot resolve (a
// "#/types/..." token the package does not declare, a reference into a
// package that cannot be loaded, an unknown primitive) has the type dynamic
// in the model. Where a program uses such a property (sets it, or reads it)
// the binder reports it: code generated for a value of unknown type would be
// wrong or would not compile. Properties the program does not use are left
// alone, so one broken type does not make a whole schema unusable.

// unresolvedRef returns the part of t that cannot be resolved, or nil: t
// itself, or an element of a list, map, union or plain type.
func unresolvedRef(t schema.Type) schema.Type {
	switch t := t.(type) {
	case *schema.InvalidType:
		return t
	case *schema.TokenType:
		if t.Underlying == nil {
			return t
		}
	case *schema.ArrayType:
		return unresolvedRef(t.Items)
	case *schema.MapType:
		return unresolvedRef(t.Elem)
	case *schema.PlainType:
		return unresolvedRef(t.Elem)
	case *schema.UnionType:
		for _, e := range t.Elements {
			if bad := unresolvedRef(e); bad != nil {
				return bad
			}
		}
	}
	return nil
}

// schemaProperty returns the schema property called name of the schema
// object or resource that obj was converted from, or nil.
func schemaProperty(obj *model.ObjectType, name string) *schema.Property {
	for _, a := range obj.Annotations {
		switch a := a.(type) {
		case *schema.Resource:
			if p := a.InputProperty(name); p != nil {
				return p
			}
			for _, p := range a.Properties {
				if p.Name == name {
					return p
				}
			}
		case *schema.ObjectType:
			props, err := a.Properties()
			if err != nil {
				return nil
			}
			for _, p := range props {
				if p.Name == name {
					return p
				}
			}
		}
	}
	return nil
}

// checkSchemaRef reports a use, at rng, of the property name of obj when the
// schema gives it a type that cannot be resolved.
func (b *binder) checkSchemaRef(obj *model.ObjectType, name string, rng hcl.Range) {
	if obj == nil {
		return
	}
	p := schemaProperty(obj, name)
	if p == nil {
		return
	}
	bad := unresolvedRef(p.Type)
	if bad == nil {
		return
	}
	what := "the schema"
	if obj.Token != "" {
		what = fmt.Sprintf("type %q", obj.Token)
	}
	var reason string
	switch bad := bad.(type) {
	case *schema.InvalidType:
		reason = fmt.Sprintf("the reference %q cannot be resolved: %s", bad.Ref, bad.Reason)
	case *schema.TokenType:
		reason = fmt.Sprintf("it refers to the type %q, which the package's schema does not declare", bad.Token)
	}
	b.report(errorf(rng, "Unresolved schema type",
		"Property %q of %s has a type pclgen cannot resolve (%s), so a value for it can be neither checked nor generated. Use a schema in which the type is declared.",
		name, what, reason))
}

// checkTraversalRefs reports the steps of traversals in the bound
// expressions that read a property whose schema type cannot be resolved.
func (b *binder) checkTraversalRefs() {
	for _, exprs := range b.exprs {
		for _, e := range exprs {
			model.Walk(e, func(x model.Expression) bool {
				switch x := x.(type) {
				case *model.ScopeTraversalExpression:
					for k := 1; k < len(x.Traversal) && k-1 < len(x.Parts); k++ {
						b.checkStepRef(x.Parts[k-1], x.Traversal[k])
					}
				case *model.RelativeTraversalExpression:
					before := x.Source.Type()
					for k, step := range x.Traversal {
						b.checkStepRef(before, step)
						if k >= len(x.Parts) {
							break
						}
						before = x.Parts[k]
					}
				}
				return true
			})
		}
	}
}

// checkStepRef checks one traversal step taken from a value of type t.
func (b *binder) checkStepRef(t model.Type, step hcl.Traverser) {
	var name string
	switch s := step.(type) {
	case hcl.TraverseAttr:
		name = s.Name
	case hcl.TraverseIndex:
		if s.Key.Type() != cty.String || !s.Key.IsKnown() || s.Key.IsNull() {
			return
		}
		name = s.Key.AsString()
	default:
		return
	}
	for _, alt := range alternatives(t) {
		if obj, ok := alt.(*model.ObjectType); ok {
			b.checkSchemaRef(obj, name, step.SourceRange())
			return
		}
	}
}
