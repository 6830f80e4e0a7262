package gen

import (
	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/model"
)

// ConvertInvokeArgs returns e with the arguments object of every invoke in
// it converted, per needs, to the invoke's parameter type (see
// ConvertInvokeCall).
func ConvertInvokeArgs(e model.Expression, needs NeedsConversion) model.Expression {
	var visit func(e model.Expression) model.Expression
	visit = func(e model.Expression) model.Expression {
		e = MapChildren(e, visit)
		if x, ok := e.(*model.FunctionCallExpression); ok {
			return ConvertInvokeCall(x, needs)
		}
		return e
	}
	return visit(e)
}

// ConvertInvokeCall returns x, when it is an invoke, with its arguments
// object converted, per needs, to the invoke's parameter type (see
// InsertConversions): a number given for a string argument becomes a
// string, in nested objects, lists, conditionals and for expressions too.
// Other calls, and invokes that need no conversion, are returned as they
// are.
func ConvertInvokeCall(x *model.FunctionCallExpression, needs NeedsConversion) model.Expression {
	if x.Name != binder.InvokeName || len(x.Args) < 2 || len(x.Signature.Parameters) < 2 {
		return x
	}
	obj, isObj := x.Args[1].(*model.ObjectConsExpression)
	if !isObj {
		return x
	}
	converted := InsertConversions(obj, x.Signature.Parameters[1].Type, needs)
	if converted == model.Expression(obj) {
		return x
	}
	args := append([]model.Expression{x.Args[0], converted}, x.Args[2:]...)
	return rebuiltCall(x, x.Signature, args, x.ExpandFinal, x.Type())
}

// SecretResult reports whether a function's result object has a secret
// property at any depth. The plain form of an invoke ignores the secrets of
// its result, but the output form keeps them: its result is secret as a
// whole when any part is. Provider SDKs whose output form calls the plain
// form inside an apply (pulumi-tls v4 does) lose them there, or fail, as
// the Go SDK's plain form does on a secret result; the backends invoke such
// a function through the SDK's runtime instead.
func SecretResult(fn *schema.Function) bool {
	return fn.Outputs != nil && holdsSecrets(fn.Outputs, map[schema.Type]bool{})
}

// RuntimeInvoke reports whether the backends invoke fn through the SDK's
// runtime rather than its package's functions: its result holds secrets
// (SecretResult), and it is called with one object of arguments from a
// package that is not parameterized (whose functions would need a package
// reference the runtime's invoke does not get).
func RuntimeInvoke(fn *schema.Function) bool {
	return len(fn.MultiArgumentInputs) == 0 && (fn.Package == nil || fn.Package.Parameterization == nil) && SecretResult(fn)
}

// holdsSecrets reports whether a schema type has a secret property at any
// depth; seen breaks the cycles of recursive object types.
func holdsSecrets(t schema.Type, seen map[schema.Type]bool) bool {
	if seen[t] {
		return false
	}
	seen[t] = true
	switch t := t.(type) {
	case *schema.ArrayType:
		return holdsSecrets(t.Items, seen)
	case *schema.MapType:
		return holdsSecrets(t.Elem, seen)
	case *schema.PlainType:
		return holdsSecrets(t.Elem, seen)
	case *schema.UnionType:
		for _, e := range t.Elements {
			if holdsSecrets(e, seen) {
				return true
			}
		}
	case *schema.ObjectType:
		props, err := t.Properties()
		if err != nil {
			return false
		}
		for _, p := range props {
			if p.Secret || holdsSecrets(p.Type, seen) {
				return true
			}
		}
	}
	return false
}

// loopsOverOutputs reports whether e holds a for expression over a
// collection a backend's retyping made hold outputs, its variable typed
// plain by the binder, whose parts read an output of an element:
// [for v in [secretConfig, 1] : "a${v}"] is typed as the binder typed v,
// plain, though an element is an output.
func loopsOverOutputs(e model.Expression) bool {
	found := false
	model.Walk(e, func(n model.Expression) bool {
		f, ok := n.(*model.ForExpression)
		if !ok || IsOutput(f.Collection.Type()) || !HoldsOutputs(f.Collection.Type()) || HoldsOutputs(f.ValueVariable.Type()) {
			return !found
		}
		_, elem, ok := model.ForIterationTypes(f.Collection.Type())
		valueReads(f, func(st *model.ScopeTraversalExpression) bool {
			t := elem
			if ok {
				t = model.StepsType(elem, st.Traversal[1:])
			}
			found = IsOutput(t) || HoldsOutputs(t)
			return !found
		})
		return !found
	})
	return found
}

// OutputArgInvokes returns e with every invoke whose arguments hold an
// output typed as an output, where the binder typed it as a promise: an
// argument retyped by a backend (a secret config variable, a component's
// input given an output, a local computed from one) makes the invoke one
// that is called in its output form, which takes outputs.
func OutputArgInvokes(e model.Expression) model.Expression {
	var visit func(e model.Expression) model.Expression
	visit = func(e model.Expression) model.Expression {
		e = MapChildren(e, visit)
		x, ok := e.(*model.FunctionCallExpression)
		if !ok || x.Name != binder.InvokeName || len(x.Args) < 2 {
			return e
		}
		p, isPromise := x.Type().(*model.PromiseType)
		if !isPromise || !HoldsOutputs(x.Args[1].Type()) && !loopsOverOutputs(x.Args[1]) {
			return e
		}
		// The signature returns the output too, so that a pass that
		// rebuilds the call (a conversion inserted into an argument) types
		// it the same.
		t := model.NewOutputType(p.ElementType)
		sig := x.Signature
		sig.ReturnType = t
		return rebuiltCall(x, sig, x.Args, x.ExpandFinal, t)
	}
	return visit(e)
}
