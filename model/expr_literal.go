package model

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"
)

// LiteralValueExpression is a constant: a number, string, bool or null (and,
// when synthesized, any cty value). Null has type none; a number whose value
// is an integer has type int, any other number has type number.
type LiteralValueExpression struct {
	// Syntax is usually a *hclsyntax.LiteralValueExpr. A string part of a
	// template is one too; a bare identifier used as an object key binds to a
	// string literal whose syntax is the *hclsyntax.ObjectConsKeyExpr, and a
	// syntax error placeholder binds to an unknown literal whose syntax is the
	// *hclsyntax.ExprSyntaxError. Nil when synthesized.
	Syntax hclsyntax.Expression
	// Value is the literal's value.
	Value cty.Value

	typ Type
}

// NewLiteralValueExpression returns a synthesized literal of value v. A nil
// typ infers the type from the value.
func NewLiteralValueExpression(v cty.Value, typ Type) *LiteralValueExpression {
	if typ == nil {
		typ = literalValueType(v)
	}
	return &LiteralValueExpression{Value: v, typ: typ}
}

// SyntaxNode implements Expression.
func (e *LiteralValueExpression) SyntaxNode() hclsyntax.Node {
	if e.Syntax == nil {
		return nil
	}
	return e.Syntax
}

// Range implements Expression.
func (e *LiteralValueExpression) Range() hcl.Range { return syntaxRange(e.SyntaxNode()) }

// Type implements Expression.
func (e *LiteralValueExpression) Type() Type {
	if e.typ != nil {
		return e.typ
	}
	return literalValueType(e.Value)
}

func (*LiteralValueExpression) isExpression() {}

// BigInt returns the literal's value as an integer when it is an integer.
// Integer literals are exact: the binder reports those it cannot hold exactly.
func (e *LiteralValueExpression) BigInt() (*big.Int, bool) { return BigIntValue(e.Value) }

// literalValueType is the type of a constant value: none for null, int for
// integer-valued numbers, and the structural type of the value otherwise.
func literalValueType(v cty.Value) Type {
	if v == cty.NilVal {
		return DynamicType
	}
	v, _ = v.Unmark()
	if v.IsKnown() && v.IsNull() {
		return NoneType
	}
	ty := v.Type()
	if !v.IsKnown() {
		return ctyTypeToModel(ty)
	}
	switch {
	case ty == cty.Number:
		if isIntegerValue(v) {
			return IntType
		}
		return NumberType
	case ty.IsTupleType():
		elems := make([]Type, 0, v.LengthInt())
		for it := v.ElementIterator(); it.Next(); {
			_, ev := it.Element()
			elems = append(elems, literalValueType(ev))
		}
		return NewTupleType(elems...)
	case ty.IsObjectType():
		props := map[string]Type{}
		for name := range ty.AttributeTypes() {
			props[name] = literalValueType(v.GetAttr(name))
		}
		return NewObjectType(props)
	}
	return ctyTypeToModel(ty)
}

// ctyTypeToModel maps a cty type to the corresponding PCL type.
func ctyTypeToModel(ty cty.Type) Type {
	switch {
	case ty == cty.Bool:
		return BoolType
	case ty == cty.Number:
		return NumberType
	case ty == cty.String:
		return StringType
	case ty.IsListType():
		return NewListType(ctyTypeToModel(ty.ElementType()))
	case ty.IsSetType():
		return NewSetType(ctyTypeToModel(ty.ElementType()))
	case ty.IsMapType():
		return NewMapType(ctyTypeToModel(ty.ElementType()))
	case ty.IsTupleType():
		ets := ty.TupleElementTypes()
		elems := make([]Type, len(ets))
		for i, et := range ets {
			elems[i] = ctyTypeToModel(et)
		}
		return NewTupleType(elems...)
	case ty.IsObjectType():
		props := map[string]Type{}
		for name, at := range ty.AttributeTypes() {
			props[name] = ctyTypeToModel(at)
		}
		return NewObjectType(props)
	}
	return DynamicType
}

// TemplateExpression is a string template: its parts are string literals and
// interpolated expressions, concatenated. Its type is string, lifted into an
// output or promise when a part is eventual.
type TemplateExpression struct {
	// Syntax is a *hclsyntax.TemplateExpr, or a *hclsyntax.TemplateWrapExpr
	// for a template that is a single interpolation (`"${x}"`, which binds to
	// a template of one part). Nil when synthesized.
	Syntax hclsyntax.Expression
	Parts  []Expression

	typ Type
}

// NewTemplateExpression returns a synthesized template. A nil typ infers it.
func NewTemplateExpression(parts []Expression, typ Type) *TemplateExpression {
	e := &TemplateExpression{Parts: parts}
	e.typ = cachedType(typ, e.typecheck)
	return e
}

// SyntaxNode implements Expression.
func (e *TemplateExpression) SyntaxNode() hclsyntax.Node {
	if e.Syntax == nil {
		return nil
	}
	return e.Syntax
}

// Range implements Expression.
func (e *TemplateExpression) Range() hcl.Range { return syntaxRange(e.SyntaxNode(), e.Parts...) }

// Type implements Expression.
func (e *TemplateExpression) Type() Type {
	if e.typ != nil {
		return e.typ
	}
	return cachedType(nil, e.typecheck)
}

func (*TemplateExpression) isExpression() {}

func (e *TemplateExpression) typecheck() (Type, hcl.Diagnostics) {
	var diags hcl.Diagnostics
	var ev eventualKinds
	for _, part := range e.Parts {
		t, pev := resolveEventuals(typeOf(part))
		ev = ev.or(pev)
		if !interpolable(t) {
			diags = append(diags, exprError(part.Range(), "Invalid template interpolation value",
				fmt.Sprintf("A value of type %s cannot be included in a string template; only primitive values can.", exprTypeString(typeOf(part)))))
		}
	}
	return ev.wrap(StringType), diags
}

// interpolable reports whether a value of type t may be interpolated into a
// string: primitives, enums and constants, unions with such a member (an
// optional string is fine), or anything that converts to string.
func interpolable(t Type) bool {
	switch t := t.(type) {
	case *PrimitiveType, *EnumType, *ConstType:
		return true
	case *noneType:
		return false
	case *UnionType:
		for _, et := range t.ElementTypes {
			if _, isNone := et.(*noneType); !isNone && interpolable(et) {
				return true
			}
		}
		return false
	}
	return conversionKind(t, StringType) != NoConversion
}

// TemplateJoinExpression joins the strings of a tuple (the result of a
// `%{for}` directive in a template) into one string.
type TemplateJoinExpression struct {
	// Syntax is the *hclsyntax.TemplateJoinExpr; nil when synthesized.
	Syntax *hclsyntax.TemplateJoinExpr
	// Tuple is the collection of strings to join, usually a ForExpression.
	Tuple Expression

	typ Type
}

// NewTemplateJoinExpression returns a synthesized join. A nil typ infers it.
func NewTemplateJoinExpression(tuple Expression, typ Type) *TemplateJoinExpression {
	e := &TemplateJoinExpression{Tuple: tuple}
	e.typ = cachedType(typ, e.typecheck)
	return e
}

// SyntaxNode implements Expression.
func (e *TemplateJoinExpression) SyntaxNode() hclsyntax.Node {
	if e.Syntax == nil {
		return nil
	}
	return e.Syntax
}

// Range implements Expression.
func (e *TemplateJoinExpression) Range() hcl.Range {
	if e.Syntax != nil && e.Syntax.Tuple != nil {
		return e.Syntax.Tuple.Range()
	}
	return syntaxRange(nil, e.Tuple)
}

// Type implements Expression.
func (e *TemplateJoinExpression) Type() Type {
	if e.typ != nil {
		return e.typ
	}
	return cachedType(nil, e.typecheck)
}

func (*TemplateJoinExpression) isExpression() {}

func (e *TemplateJoinExpression) typecheck() (Type, hcl.Diagnostics) {
	t, ev := resolveEventuals(typeOf(e.Tuple))
	switch t.(type) {
	case *TupleType, *ListType, *SetType:
	default:
		if t != DynamicType {
			return ev.wrap(StringType), hcl.Diagnostics{exprError(e.Range(), "Invalid template join",
				fmt.Sprintf("A template join needs a tuple, list or set of strings, but the value has type %s.", exprTypeString(typeOf(e.Tuple))))}
		}
	}
	return ev.wrap(StringType), nil
}

// exprConstString returns the value of e as a string when e is a known,
// non-null constant of a primitive type: a literal, a template of such
// literals, or either in parentheses. Numbers and bools convert as HCL
// converts them to strings.
func exprConstString(e Expression) (string, bool) {
	switch e := e.(type) {
	case *LiteralValueExpression:
		v, _ := e.Value.Unmark()
		if v == cty.NilVal || !v.IsKnown() || v.IsNull() || !v.Type().IsPrimitiveType() {
			return "", false
		}
		if v = tameValue(v); v == cty.NilVal {
			return "", false
		}
		s, err := convert.Convert(v, cty.String)
		if err != nil || !s.IsKnown() || s.IsNull() {
			return "", false
		}
		return s.AsString(), true
	case *TemplateExpression:
		var b strings.Builder
		for _, p := range e.Parts {
			s, ok := exprConstString(p)
			if !ok {
				return "", false
			}
			b.WriteString(s)
		}
		return b.String(), true
	case *ParenthesesExpression:
		return exprConstString(e.Expression)
	}
	return "", false
}

// exprConstValue returns the value of e when it is a known constant (see
// exprConstString), as the index key argument of TraverseIndex wants it; a
// number literal keeps its number value.
func exprConstValue(e Expression) cty.Value {
	switch e := e.(type) {
	case *LiteralValueExpression:
		v, _ := e.Value.Unmark()
		if v == cty.NilVal || !v.IsKnown() || v.IsNull() || !v.Type().IsPrimitiveType() {
			return cty.NilVal
		}
		return tameValue(v)
	case *ParenthesesExpression:
		return exprConstValue(e.Expression)
	case *TemplateExpression:
		if s, ok := exprConstString(e); ok {
			return cty.StringVal(s)
		}
	}
	return cty.NilVal
}
