package gen

import (
	"fmt"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/model"
)

// This file answers the small questions about bound expressions and types
// that every backend asks while printing.

// ExprKind names the kind of e for messages: "FunctionCall",
// "ScopeTraversal", ...
func ExprKind(e model.Expression) string {
	s := fmt.Sprintf("%T", e)
	s = strings.TrimPrefix(s, "*model.")
	return strings.TrimSuffix(s, "Expression")
}

// IsNull reports whether e is the literal null.
func IsNull(e model.Expression) bool {
	lit, ok := e.(*model.LiteralValueExpression)
	return ok && lit.Value.IsNull()
}

// Unenum returns the element type of an enum or const type, else t.
func Unenum(t model.Type) model.Type {
	switch x := t.(type) {
	case *model.EnumType:
		return x.ElementType
	case *model.ConstType:
		return x.Type
	}
	return t
}

// SchemaObject returns the schema object type a model object type was built
// from, or nil.
func SchemaObject(t *model.ObjectType) *schema.ObjectType {
	for _, a := range t.Annotations {
		if o, ok := a.(*schema.ObjectType); ok {
			return o
		}
	}
	return nil
}

// SchemaResource returns the schema resource a resource's output type was
// built from, or nil.
func SchemaResource(t *model.ObjectType) *schema.Resource {
	for _, a := range t.Annotations {
		if r, ok := a.(*schema.Resource); ok {
			return r
		}
	}
	return nil
}

// Paren wraps s, an expression of precedence prec, in parentheses when the
// context needs a higher precedence (for backends whose precedences are
// numbers, higher binding tighter).
func Paren(s string, prec, need int) string {
	if prec < need {
		return "(" + s + ")"
	}
	return s
}

// KeyText returns the text of a constant key into a map or an object as PCL
// converts it: a string as it is, a number in plain decimal digits, a bool
// as true or false. ok is false for a null, unknown or other key.
func KeyText(key cty.Value) (text string, ok bool) {
	if !key.IsKnown() || key.IsNull() {
		return "", false
	}
	s, err := convert.Convert(key, cty.String)
	if err != nil || s.IsNull() {
		return "", false
	}
	return s.AsString(), true
}

// UsesVariable reports whether any of exprs (nil ones included) refers to
// the variable v; never when v is nil.
func UsesVariable(v *model.Variable, exprs ...model.Expression) bool {
	if v == nil {
		return false
	}
	found := false
	for _, e := range exprs {
		if e == nil {
			continue
		}
		model.Walk(e, func(n model.Expression) bool {
			if st, ok := n.(*model.ScopeTraversalExpression); ok && st.Definition == model.Definition(v) {
				found = true
			}
			return !found
		})
	}
	return found
}

// IsVariable reports whether e reads a variable (an apply's parameter, a
// loop's variable) as a whole.
func IsVariable(e model.Expression) bool {
	x, ok := Unparenthesized(e).(*model.ScopeTraversalExpression)
	if !ok || len(x.Traversal) != 1 {
		return false
	}
	_, isVar := x.Definition.(*model.Variable)
	return isVar
}

// ObjectHasKey reports whether an object constructor (which may be nil)
// has the constant key k.
func ObjectHasKey(obj *model.ObjectConsExpression, k string) bool {
	if obj == nil {
		return false
	}
	for _, it := range obj.Items {
		if key, ok := StringLiteral(it.Key); ok && key == k {
			return true
		}
	}
	return false
}

// KeysMayCollide reports whether two elements of the for expression x,
// which makes an object without grouping, may produce one key, which PCL
// refuses ("Duplicate object key"): unless its key is the loop's key
// variable (an index or a key of the collection, each once), alone or
// between constant strings ("k${i}"), a backend checks the keys as it
// builds the object.
func KeysMayCollide(x *model.ForExpression) bool {
	if x.Key == nil || x.Group {
		return false
	}
	// A unique part of each element: the key variable, the value
	// variable over range(...) (distinct numbers), or the key of an
	// element of entries(...).
	coll, _ := Unparenthesized(x.Collection).(*model.FunctionCallExpression)
	uniquePart := func(e model.Expression) bool {
		st, ok := Unparenthesized(e).(*model.ScopeTraversalExpression)
		if !ok {
			return false
		}
		switch {
		case x.KeyVariable != nil && len(st.Traversal) == 1 && st.Definition == model.Definition(x.KeyVariable):
			return true
		case coll != nil && coll.Name == "range" && len(st.Traversal) == 1 && st.Definition == model.Definition(x.ValueVariable):
			return true
		case coll != nil && coll.Name == "entries" && len(st.Traversal) == 2 && st.Definition == model.Definition(x.ValueVariable):
			name, isAttr := st.Traversal[1].(hcl.TraverseAttr)
			return isAttr && name.Name == "key"
		}
		return false
	}
	if uniquePart(x.Key) {
		return false
	}
	tmpl, ok := Unparenthesized(x.Key).(*model.TemplateExpression)
	if !ok {
		return true
	}
	keyVars := 0
	for _, p := range tmpl.Parts {
		if uniquePart(p) {
			keyVars++
		} else if _, isConst := StringLiteral(p); !isConst {
			return true
		}
	}
	return keyVars != 1
}

// SameTypes reports whether ts are all one type once each is seen as as
// returns it (nil: as it is).
func SameTypes(ts []model.Type, as func(model.Type) model.Type) bool {
	if as == nil {
		as = func(t model.Type) model.Type { return t }
	}
	for _, t := range ts[min(1, len(ts)):] {
		if !model.Equal(as(t), as(ts[0])) {
			return false
		}
	}
	return true
}
