package gen

import (
	"math"
	"math/big"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/model"
)

// This file holds the reads at keys a value may lack. A local that chooses
// between objects of different keys (`c ? {a = 1} : {b = 2}`) is of an
// object type whose properties are optional (ChoosesObjects): its value
// lacks some, and PCL fails to read one it lacks, where a language may
// read undefined or a zero value; a backend reads the attributes
// LackingSteps (missing_attributes.go) marks checked.
//
// A try or can may read at a key that may be missing of a collection
// holding outputs: `try(tags["team"], "none")`, where tags
// is a plain map or object whose values are outputs (or that a backend
// holds as outputs). The read fails when the key is missing, and the
// lowering of applies evaluates the outputs a try reads before the try, so
// the failure would escape it. Such a try is a conditional on the key
// instead: `__hasKey(tags, "team") ? tags["team"] : "none"`; a read at a
// constant index of a plain list holding outputs or resources is one on
// its length: `length(pets) > 5 ? pets[5].id : "none"`. The steps after
// the first that may fail are kept inside the try by LowerApplies
// (lower_apply_guards.go).

// HasKeyName is the intrinsic __hasKey(c, k): whether c, a reference to a
// plain map or object, has the key k, a string constant.
const HasKeyName = "__hasKey"

// guardKeyRead returns the conditional that guards call, a try or can whose
// first argument is a read at a key of a plain collection holding outputs
// that may lack it, or nil. A read of more steps
// (`try(teams["a"].lead, "none")`) is guarded on its first and stays a try
// (or can) for the rest, which may fail too:
// `__hasKey(teams, "a") ? try(teams["a"].lead, "none") : "none"`.
func guardKeyRead(call *model.FunctionCallExpression) model.Expression {
	guard, more := keyPresent(call.Args[0])
	if guard == nil {
		return nil
	}
	read := call.Args[0]
	if more {
		read = call
	}
	switch {
	case call.Name == "can" && more:
		return model.NewConditionalExpression(guard, call, model.NewLiteralValueExpression(cty.False, model.BoolType), nil)
	case call.Name == "can":
		return guard
	case len(call.Args) == 1:
		// try(tags["team"]) fails where the read does.
		return nil
	case len(call.Args) == 2:
		return model.NewConditionalExpression(guard, read, call.Args[1], nil)
	}
	fallback := guardFallibleCall(tryCall(call.Args[1:]))
	return model.NewConditionalExpression(guard, read, fallback, nil)
}

// keyPresent returns `__hasKey(c, k)` for e, a read at the key k of c, a
// reference to a plain map or object (not a resource) that holds outputs
// (a backend may hold its values as outputs) or resources and may lack k, or
// `length(c) > i` for e a read at the constant index i of c, a plain list
// that holds outputs or resources, and whether e reads more steps after
// that one; nil for any other e.
func keyPresent(e model.Expression) (model.Expression, bool) {
	st, ok := Unparenthesized(e).(*model.ScopeTraversalExpression)
	if !ok || len(st.Traversal) < 2 || st.Definition == nil {
		return nil, false
	}
	// The steps that cannot fail (a constant index of a tuple within its
	// length) lead to the container the first that may fail reads.
	j := 1
	for j < len(st.Traversal)-1 {
		tt, isTuple := st.Parts[j-1].(*model.TupleType)
		i, ok := traverserIndex(st.Traversal[j])
		if !isTuple || !ok || i >= len(tt.ElementTypes) {
			break
		}
		j++
	}
	t := st.Parts[j-1]
	if eventualType(t) || !HoldsEventuals(t) && !ResourceValued(t) {
		return nil, false
	}
	container := model.NewScopeTraversalExpression(st.RootName, st.Definition, st.Traversal[1:j], t)
	more := len(st.Traversal) > j+1
	if i, ok := traverserIndex(st.Traversal[j]); ok {
		if _, isList := t.(*model.ListType); !isList {
			return nil, false
		}
		length, ok := builtinCall("length", container)
		if !ok {
			return nil, false
		}
		index := model.NewLiteralValueExpression(cty.NumberIntVal(int64(i)), model.IntType)
		return model.NewBinaryOpExpression(hclsyntax.OpGreaterThan, length, index, model.BoolType), more
	}
	key, ok := TraverserKey(st.Traversal[j])
	if !ok || !mayLackKey(t, key) {
		return nil, false
	}
	lit := model.NewLiteralValueExpression(cty.StringVal(key), model.StringType)
	sig := model.StaticSignature{
		Parameters: []model.Parameter{{Name: "collection", Type: t}, {Name: "key", Type: model.StringType}},
		ReturnType: model.BoolType,
	}
	return model.NewFunctionCallExpression(HasKeyName, sig, []model.Expression{container, lit}, false, model.BoolType), more
}

// traverserIndex returns the whole, non-negative index a traverser reads
// of a list.
func traverserIndex(t hcl.Traverser) (int, bool) {
	ix, ok := t.(hcl.TraverseIndex)
	if !ok || !ix.Key.IsKnown() || ix.Key.IsNull() || ix.Key.Type() != cty.Number {
		return 0, false
	}
	bf := ix.Key.AsBigFloat()
	i, acc := bf.Int64()
	if acc != big.Exact || i < 0 || i > math.MaxInt32 {
		return 0, false
	}
	return int(i), true
}

// TraverserKey returns the string key a traverser reads: an attribute's
// name or a constant string index.
func TraverserKey(t hcl.Traverser) (string, bool) {
	switch t := t.(type) {
	case hcl.TraverseAttr:
		return t.Name, true
	case hcl.TraverseIndex:
		if t.Key.Type() == cty.String && t.Key.IsKnown() && !t.Key.IsNull() {
			return t.Key.AsString(), true
		}
	}
	return "", false
}

// mayLackKey reports whether a value of type t, a map or an object that is
// not a resource, may lack the key: any map may; an object may where the
// property is optional or absent.
func mayLackKey(t model.Type, key string) bool {
	switch t := t.(type) {
	case *model.MapType:
		return true
	case *model.ObjectType:
		if model.IsResourceObject(t) {
			return false
		}
		pt, ok := t.Properties[key]
		return !ok || model.IsOptional(model.ResolveOutputs(pt))
	}
	return false
}

// eventualType reports whether t is itself (through unions) an output or
// a promise.
func eventualType(t model.Type) bool {
	o, p := model.ContainsEventuals(t)
	return o || p
}

// ChoosesObjects reports whether e is a conditional (at any depth of
// conditionals) with a branch that is an object constructor, of an object
// type: a value that may lack the properties its type makes optional.
func ChoosesObjects(e model.Expression) bool {
	if _, ok := e.Type().(*model.ObjectType); !ok {
		return false
	}
	for _, leaf := range ChoiceLeaves(e) {
		if _, isObj := leaf.(*model.ObjectConsExpression); isObj {
			return true
		}
	}
	return false
}
