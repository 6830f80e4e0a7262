package golang

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file types expressions as the Go values they print as, where that
// differs from their PCL types: Go fields have their declared types, a Go
// map read gives its element type whether the key is present or not, and
// an apply's value is its callback's.

// goTypeOf returns the model type that describes the Go value e prints as.
// It differs from e's own type for traversals: PCL propagates the
// optionality of every step (a property of an element of an optional list
// is optional), while a Go field has its declared type.
func goTypeOf(e model.Expression) model.Type {
	switch x := e.(type) {
	case *model.ScopeTraversalExpression:
		if len(x.Parts) == 0 {
			return e.Type()
		}
		if x.RootName == "range" && len(x.Traversal) > 1 {
			return e.Type()
		}
		return traverseGo(x.Parts[0], x.Traversal[1:], e.Type())
	case *model.RelativeTraversalExpression:
		return traverseGo(goTypeOf(x.Source), x.Traversal, e.Type())
	case *model.ParenthesesExpression:
		return goTypeOf(x.Expression)
	case *model.IndexExpression:
		// Indexing a Go map or slice gives its element type, present or
		// not.
		switch ct := model.RemoveNone(model.ResolveOutputs(goTypeOf(x.Collection))).(type) {
		case *model.MapType:
			return liftLike(e.Type(), ct.ElementType)
		case *model.ListType:
			return liftLike(e.Type(), ct.ElementType)
		}
	case *model.TupleConsExpression:
		if _, isTuple := model.ResolveOutputs(e.Type()).(*model.TupleType); isTuple {
			elems := make([]model.Type, len(x.Expressions))
			for i, el := range x.Expressions {
				elems[i] = goTypeOf(el)
			}
			return liftLike(e.Type(), model.NewTupleType(elems...))
		}
	case *model.ForExpression:
		if x.Key == nil {
			if _, isList := model.ResolveOutputs(e.Type()).(*model.ListType); isList {
				return liftLike(e.Type(), model.NewListType(goTypeOf(x.Value)))
			}
		}
	case *model.FunctionCallExpression:
		if x.Name == gen.WithSecrecyOfName && len(x.Args) == 2 {
			// Printed as its value alone (gen.SecrecyValue).
			return liftLike(e.Type(), goTypeOf(x.Args[1]))
		}
		if (x.Name == "secret" || x.Name == "unsecret") && len(x.Args) == 1 && gen.IsOutput(x.Args[0].Type()) {
			// Go's output of a secret is its argument's.
			return liftLike(e.Type(), goTypeOf(x.Args[0]))
		}
		if _, fn, ok := gen.IsApply(x); ok {
			if gen.IsOutput(x.Type()) {
				return model.NewOutputType(goTypeOf(fn.Body))
			}
			return model.NewPromiseType(goTypeOf(fn.Body))
		}
	}
	return e.Type()
}

// liftLike wraps t in an output or a promise when like is one.
func liftLike(like, t model.Type) model.Type {
	switch like.(type) {
	case *model.OutputType:
		return model.NewOutputType(model.ResolveOutputs(t))
	case *model.PromiseType:
		return model.NewPromiseType(model.ResolvePromises(t))
	}
	return t
}

// traverseGo types the steps of a traversal from the declared types of the
// properties and elements it visits; fallback is used for steps it cannot
// follow.
func traverseGo(t model.Type, steps hcl.Traversal, fallback model.Type) model.Type {
	for _, step := range steps {
		var wrap func(model.Type) model.Type
		switch x := t.(type) {
		case *model.OutputType:
			t, wrap = x.ElementType, func(t model.Type) model.Type { return model.NewOutputType(t) }
		case *model.PromiseType:
			t, wrap = x.ElementType, model.NewPromiseType
		}
		// (A union of collections is held as the one they convert to.)
		t = model.CollectionOfUnion(t)
		if elem, ok := optionalElement(t); ok {
			t = elem
		}
		var next model.Type
		switch x := t.(type) {
		case *model.ObjectType:
			if a, ok := step.(hcl.TraverseAttr); ok {
				next = x.Properties[a.Name]
			} else if i, ok := step.(hcl.TraverseIndex); ok && i.Key.Type() == cty.String {
				next = x.Properties[i.Key.AsString()]
			}
		case *model.MapType:
			next = x.ElementType
		case *model.ListType:
			next = x.ElementType
		case *model.SetType:
			next = x.ElementType
		case *model.TupleType:
			if i, ok := step.(hcl.TraverseIndex); ok && i.Key.Type() == cty.Number {
				n, _ := i.Key.AsBigFloat().Int64()
				if n >= 0 && int(n) < len(x.ElementTypes) {
					next = x.ElementTypes[n]
				}
			}
		case *model.PrimitiveType:
			if x.Kind == model.DynamicKind {
				next = model.DynamicType
			}
		}
		if next == nil {
			return fallback
		}
		if wrap != nil {
			next = wrap(next)
		}
		t = next
	}
	return t
}
