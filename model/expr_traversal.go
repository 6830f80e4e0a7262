package model

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
)

// ScopeTraversalExpression is a reference to a name in scope followed by
// attribute and constant index steps: `r`, `r.name`, `zones.names[0]`.
type ScopeTraversalExpression struct {
	// Syntax is the *hclsyntax.ScopeTraversalExpr; nil when synthesized.
	Syntax *hclsyntax.ScopeTraversalExpr
	// RootName is the name the traversal starts from.
	RootName string
	// Traversal is the whole traversal, starting with its hcl.TraverseRoot.
	Traversal hcl.Traversal
	// Definition is what RootName refers to; nil when it is undefined.
	Definition Definition
	// Parts holds the type after each step of Traversal: Parts[0] is the
	// definition's type, and the last part is the expression's type.
	Parts []Type

	typ Type
}

// NewScopeTraversalExpression returns a synthesized reference to def, called
// rootName, followed by the relative steps (attribute and index traversers).
// A nil typ infers it by traversing def's type.
func NewScopeTraversalExpression(rootName string, def Definition, steps hcl.Traversal, typ Type) *ScopeTraversalExpression {
	traversal := make(hcl.Traversal, 0, len(steps)+1)
	traversal = append(traversal, hcl.TraverseRoot{Name: rootName})
	traversal = append(traversal, steps...)
	e := &ScopeTraversalExpression{RootName: rootName, Traversal: traversal, Definition: def}
	e.Parts, _ = e.traverse()
	if typ == nil {
		typ = e.Parts[len(e.Parts)-1]
	}
	e.typ = typ
	return e
}

// SyntaxNode implements Expression.
func (e *ScopeTraversalExpression) SyntaxNode() hclsyntax.Node {
	if e.Syntax == nil {
		return nil
	}
	return e.Syntax
}

// Range implements Expression.
func (e *ScopeTraversalExpression) Range() hcl.Range {
	if e.Syntax != nil {
		return e.Syntax.Range()
	}
	return e.Traversal.SourceRange()
}

// Type implements Expression.
func (e *ScopeTraversalExpression) Type() Type {
	if e.typ != nil {
		return e.typ
	}
	parts, _ := e.traverse()
	return parts[len(parts)-1]
}

func (*ScopeTraversalExpression) isExpression() {}

// traverse computes the type after each step. Parts always has at least one
// element (the root's type, dynamic when undefined).
func (e *ScopeTraversalExpression) traverse() ([]Type, hcl.Diagnostics) {
	root := Type(DynamicType)
	if e.Definition != nil {
		if t := e.Definition.Type(); t != nil {
			root = t
		}
	}
	steps := e.Traversal
	if len(steps) > 0 {
		if _, isRoot := steps[0].(hcl.TraverseRoot); isRoot {
			steps = steps[1:]
		}
	}
	parts, diags := traverseSteps(root, steps)
	return append([]Type{root}, parts...), diags
}

// RelativeTraversalExpression is attribute and constant index steps applied
// to the value of another expression: `f(x).name`, `m[k].id`.
type RelativeTraversalExpression struct {
	// Syntax is the *hclsyntax.RelativeTraversalExpr; nil when synthesized.
	Syntax *hclsyntax.RelativeTraversalExpr
	Source Expression
	// Traversal is the relative traversal applied to Source.
	Traversal hcl.Traversal
	// Parts holds the type after each step of Traversal; the last part is
	// the expression's type.
	Parts []Type

	typ Type
}

// NewRelativeTraversalExpression returns a synthesized traversal of source.
// A nil typ infers it.
func NewRelativeTraversalExpression(source Expression, traversal hcl.Traversal, typ Type) *RelativeTraversalExpression {
	e := &RelativeTraversalExpression{Source: source, Traversal: traversal}
	e.Parts, _ = traverseSteps(typeOf(source), traversal)
	if typ == nil {
		typ = e.Type()
	}
	e.typ = typ
	return e
}

// SyntaxNode implements Expression.
func (e *RelativeTraversalExpression) SyntaxNode() hclsyntax.Node {
	if e.Syntax == nil {
		return nil
	}
	return e.Syntax
}

// Range implements Expression.
func (e *RelativeTraversalExpression) Range() hcl.Range {
	if e.Syntax != nil {
		return e.Syntax.Range()
	}
	return hcl.RangeOver(syntaxRange(nil, e.Source), e.Traversal.SourceRange())
}

// Type implements Expression.
func (e *RelativeTraversalExpression) Type() Type {
	if e.typ != nil {
		return e.typ
	}
	parts := e.Parts
	if len(parts) != len(e.Traversal) {
		parts, _ = traverseSteps(typeOf(e.Source), e.Traversal)
	}
	if len(parts) == 0 {
		return typeOf(e.Source)
	}
	return parts[len(parts)-1]
}

func (*RelativeTraversalExpression) isExpression() {}

// StepsType returns the type of a value of type t after steps, as a
// traversal types it: a step that does not apply gives dynamic.
func StepsType(t Type, steps hcl.Traversal) Type {
	parts, _ := traverseSteps(t, steps)
	if len(parts) == 0 {
		return t
	}
	return parts[len(parts)-1]
}

// traverseSteps applies attribute and index steps to t, returning the type
// after each. A failed step is reported at its range and continues as dynamic.
func traverseSteps(t Type, steps hcl.Traversal) ([]Type, hcl.Diagnostics) {
	var diags hcl.Diagnostics
	parts := make([]Type, 0, len(steps))
	for _, step := range steps {
		var next Type
		var reason string
		switch step := step.(type) {
		case hcl.TraverseAttr:
			next, reason = TraverseAttr(t, step.Name)
			if reason != "" {
				diags = append(diags, exprError(step.SrcRange, "Unsupported attribute",
					traversalDetail(fmt.Sprintf("Cannot access attribute %q of a value of type %s.", step.Name, exprTypeString(t)), reason)))
			}
		case hcl.TraverseIndex:
			key := step.Key
			keyType := Type(DynamicType)
			if key != cty.NilVal {
				key, _ = key.Unmark()
				keyType = literalValueType(key)
				if !key.IsKnown() || key.IsNull() {
					key = cty.NilVal
				}
				key = tameValue(key)
			}
			next, reason = TraverseIndex(t, keyType, key)
			if reason != "" {
				diags = append(diags, exprError(step.SrcRange, "Invalid index",
					traversalDetail(fmt.Sprintf("Cannot index a value of type %s.", exprTypeString(t)), reason)))
			}
		default:
			next = DynamicType
		}
		if reason != "" || next == nil {
			next = DynamicType
		}
		parts = append(parts, next)
		t = next
	}
	return parts, diags
}

// IndexExpression is `collection[key]` with a key that is not a constant
// (constant keys are traversal steps).
type IndexExpression struct {
	// Syntax is the *hclsyntax.IndexExpr; nil when synthesized.
	Syntax     *hclsyntax.IndexExpr
	Collection Expression
	Key        Expression

	typ Type
}

// NewIndexExpression returns a synthesized index expression. A nil typ infers
// it.
func NewIndexExpression(collection, key Expression, typ Type) *IndexExpression {
	e := &IndexExpression{Collection: collection, Key: key}
	e.typ = cachedType(typ, e.typecheck)
	return e
}

// SyntaxNode implements Expression.
func (e *IndexExpression) SyntaxNode() hclsyntax.Node {
	if e.Syntax == nil {
		return nil
	}
	return e.Syntax
}

// Range implements Expression.
func (e *IndexExpression) Range() hcl.Range {
	return syntaxRange(e.SyntaxNode(), e.Collection, e.Key)
}

// Type implements Expression.
func (e *IndexExpression) Type() Type {
	if e.typ != nil {
		return e.typ
	}
	return cachedType(nil, e.typecheck)
}

func (*IndexExpression) isExpression() {}

// typecheck indexes the collection's type by the key's type (and value, when
// constant). An eventual key lifts the result (TraverseIndex does that).
func (e *IndexExpression) typecheck() (Type, hcl.Diagnostics) {
	collType := typeOf(e.Collection)
	t, reason := TraverseIndex(collType, typeOf(e.Key), exprConstValue(e.Key))
	if reason != "" || t == nil {
		rng := syntaxRange(nil, e.Key)
		if e.Syntax != nil {
			rng = e.Syntax.BracketRange
		}
		var diags hcl.Diagnostics
		if reason != "" {
			diags = hcl.Diagnostics{exprError(rng, "Invalid index",
				traversalDetail(fmt.Sprintf("Cannot index a value of type %s with a key of type %s.", exprTypeString(collType), exprTypeString(typeOf(e.Key))), reason))}
		}
		return DynamicType, diags
	}
	return t, nil
}

// traversalDetail is the detail of a failed traversal: the reason
// TraverseAttr or TraverseIndex gave (which names the type), or fallback.
func traversalDetail(fallback, reason string) string {
	if reason = asSentence(reason); reason != "" {
		return reason
	}
	return fallback
}

// SplatExpression is `source[*].rest` or `source.*.rest`: Each is evaluated
// for every element of Source with Item standing for the element. A list, set
// or tuple source gives a list; null gives an empty list; any other value is
// treated as a list of that one value. An eventual source lifts the result.
type SplatExpression struct {
	// Syntax is the *hclsyntax.SplatExpr; nil when synthesized.
	Syntax *hclsyntax.SplatExpr
	Source Expression
	// Each is the expression computed for each element; it refers to Item.
	Each Expression
	// Item is the anchor that stands for the current element inside Each.
	Item *SplatItemExpression

	typ Type
}

// NewSplatExpression returns a synthesized splat. item should be created with
// NewSplatItemExpression(SplatItemType(typeOf(source))) and used inside each.
// A nil typ infers it.
func NewSplatExpression(source Expression, item *SplatItemExpression, each Expression, typ Type) *SplatExpression {
	e := &SplatExpression{Source: source, Item: item, Each: each}
	e.typ = cachedType(typ, e.typecheck)
	return e
}

// SyntaxNode implements Expression.
func (e *SplatExpression) SyntaxNode() hclsyntax.Node {
	if e.Syntax == nil {
		return nil
	}
	return e.Syntax
}

// Range implements Expression.
func (e *SplatExpression) Range() hcl.Range { return syntaxRange(e.SyntaxNode(), e.Source, e.Each) }

// Type implements Expression.
func (e *SplatExpression) Type() Type {
	if e.typ != nil {
		return e.typ
	}
	return cachedType(nil, e.typecheck)
}

func (*SplatExpression) isExpression() {}

func (e *SplatExpression) typecheck() (Type, hcl.Diagnostics) {
	_, ev := resolveEventuals(typeOf(e.Source))
	each := e.Each
	if each == nil {
		each = e.Item
	}
	return ev.wrap(NewListType(typeOf(each))), nil
}

// SplatItemType returns the type of the element a splat over a value of type
// source visits: the element type of a list or set, the unification of a
// tuple's element types, the value itself for any other type; unions combine
// their members' item types, and none (null, which gives no items) is
// skipped. Eventuals are resolved first.
func SplatItemType(source Type) Type {
	t, _ := resolveEventuals(source)
	var items []Type
	var collect func(t Type)
	collect = func(t Type) {
		switch t := t.(type) {
		case *ListType:
			items = append(items, t.ElementType)
		case *SetType:
			items = append(items, t.ElementType)
		case *TupleType:
			items = append(items, unifyTypes(t.ElementTypes...))
		case *noneType:
		case *UnionType:
			for _, et := range t.ElementTypes {
				collect(et)
			}
		default:
			items = append(items, t)
		}
	}
	collect(t)
	switch len(items) {
	case 0:
		return DynamicType
	case 1:
		if items[0] == nil {
			return DynamicType
		}
		return items[0]
	}
	return NewUnionType(items...)
}

// SplatItemExpression stands for the current element inside a splat's Each
// expression. It is the counterpart of *hclsyntax.AnonSymbolExpr; every use of
// the anchor inside Each is the same *SplatItemExpression as the splat's Item.
type SplatItemExpression struct {
	// Syntax is the *hclsyntax.AnonSymbolExpr; nil when synthesized.
	Syntax *hclsyntax.AnonSymbolExpr
	// ItemType is the type of the elements.
	ItemType Type
}

// NewSplatItemExpression returns a synthesized splat anchor.
func NewSplatItemExpression(itemType Type) *SplatItemExpression {
	return &SplatItemExpression{ItemType: itemType}
}

// SyntaxNode implements Expression.
func (e *SplatItemExpression) SyntaxNode() hclsyntax.Node {
	if e.Syntax == nil {
		return nil
	}
	return e.Syntax
}

// Range implements Expression.
func (e *SplatItemExpression) Range() hcl.Range { return syntaxRange(e.SyntaxNode()) }

// Type implements Expression.
func (e *SplatItemExpression) Type() Type {
	if e.ItemType == nil {
		return DynamicType
	}
	return e.ItemType
}

func (*SplatItemExpression) isExpression() {}
