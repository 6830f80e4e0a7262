package golang

import (
	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file retypes the calls whose Go value differs in eventuality from
// the binder's type, before lowering, so that applies are made exactly
// where Go holds an output:
//
//   - a method with a plain result returns the plain value in Go, where
//     the binder types every method call as an output: it becomes a
//     promise (which Go treats as plain);
//   - an invoke the Go SDKs only offer in output form (multi-argument
//     inputs, a result that is not an object), or whose arguments hold
//     outputs in Go, is an output where the binder may see a promise;
//   - a plain invoke of a function without a schema, whose result the
//     binder types as dynamic, is a map in Go.
//
// References to locals whose values are retyped are retyped with them, and
// so are references to locals of int arithmetic the binder types as number,
// and to locals of unions of collections (gen.CollectionChoices).

// goTyped returns e with those calls and references retyped.
func (g *generator) goTyped(e model.Expression) model.Expression {
	if e == nil || !mayRetype(e) {
		return e
	}
	r := g.retype(e)
	if r == e {
		return e
	}
	// The builtin calls over values retyped as outputs (the length of a
	// list an output form invoke returns), and the loops over them, are
	// eventual too.
	return gen.EventualForVariables(gen.LiftBuiltinCalls(r))
}

// mayRetype reports whether e holds a method call, an invoke or a
// reference to a local: the only expressions goTyped may change. (It
// walks e without allocating: most expressions hold none.)
func mayRetype(e model.Expression) bool {
	switch x := e.(type) {
	case nil, *model.LiteralValueExpression:
		return false
	case *model.ScopeTraversalExpression:
		_, isLocal := x.Definition.(*binder.LocalVariable)
		return isLocal
	case *model.FunctionCallExpression:
		return x.Name == binder.CallName || x.Name == binder.InvokeName || anyMayRetype(x.Args)
	case *model.TemplateExpression:
		return anyMayRetype(x.Parts)
	case *model.TupleConsExpression:
		return anyMayRetype(x.Expressions)
	case *model.ObjectConsExpression:
		for _, it := range x.Items {
			if mayRetype(it.Key) || mayRetype(it.Value) {
				return true
			}
		}
		return false
	case *model.TemplateJoinExpression:
		return mayRetype(x.Tuple)
	case *model.RelativeTraversalExpression:
		return mayRetype(x.Source)
	case *model.IndexExpression:
		return mayRetype(x.Collection) || mayRetype(x.Key)
	case *model.ConditionalExpression:
		return mayRetype(x.Condition) || mayRetype(x.TrueResult) || mayRetype(x.FalseResult)
	case *model.UnaryOpExpression:
		return mayRetype(x.Operand)
	case *model.BinaryOpExpression:
		return mayRetype(x.LeftOperand) || mayRetype(x.RightOperand)
	case *model.ParenthesesExpression:
		return mayRetype(x.Expression)
	}
	// Splats, for expressions and the like: let the rewrite look.
	return true
}

func anyMayRetype(es []model.Expression) bool {
	for _, e := range es {
		if mayRetype(e) {
			return true
		}
	}
	return false
}

// retype retypes e, whose children are retyped first.
func (g *generator) retype(e model.Expression) model.Expression {
	if st, ok := e.(*model.ScopeTraversalExpression); ok {
		l, isLocal := st.Definition.(*binder.LocalVariable)
		if !isLocal {
			return st
		}
		t := g.localType(l)
		if t == nil {
			return st
		}
		ref := gen.Rebind(st, &promiseRanged{Node: l, Plain: t})
		return ref
	}
	e = gen.MapChildren(e, g.retype)
	call, ok := e.(*model.FunctionCallExpression)
	if !ok {
		return e
	}
	switch call.Name {
	case binder.CallName:
		if m, ok := resolveMethod(call); ok && m.plainResult() {
			return retypeCall(call, model.NewPromiseType(model.ResolveOutputs(call.Type())))
		}
	case binder.InvokeName:
		o, _ := model.ContainsEventuals(call.Type())
		if !o && (outputFormInvoke(call) || len(call.Args) > 1 && gen.HoldsOutputs(call.Args[1].Type())) {
			// An invoke of a function with only an output form, or given
			// outputs (a secret config variable, which goRefs retypes).
			return retypeCall(call, model.NewOutputType(model.ResolvePromises(call.Type())))
		}
		if !o && untypedInvoke(call) {
			// A function without a schema: Go holds its result as a map
			// (see genericInvoke). The signature keeps the dynamic result
			// that marks such a function, so retyping again changes nothing.
			n := retypeCall(call, liftLike(call.Type(), model.NewMapType(model.DynamicType)))
			n.Signature.ReturnType = call.Signature.ReturnType
			return n
		}
	}
	return e
}

// localType returns the Go type of a local when it differs in eventuality
// from the binder's, or is known where the binder's is dynamic; or nil.
// Every expression that refers to a local needs its type, and a local's
// value may refer to other locals in turn, so the generator keeps the
// answers (g.localTypes) for the program it generates.
func (g *generator) localType(l *binder.LocalVariable) model.Type {
	if t, ok := g.localTypes[l]; ok {
		return t
	}
	t := g.computeLocalType(l)
	if g.localTypes == nil {
		g.localTypes = map[*binder.LocalVariable]model.Type{}
	}
	g.localTypes[l] = t
	return t
}

// computeLocalType computes localType. (The binder rejects cycles of
// locals, so the recursion through references ends.)
func (g *generator) computeLocalType(l *binder.LocalVariable) model.Type {
	if l.Value == nil {
		return nil
	}
	if resolved := model.ResolveOutputs(l.Value.Type()); model.CollectionOfUnion(resolved) != resolved {
		// A union of collections (a conditional of a list and a tuple),
		// which Go holds as the one collection they convert to (see
		// gen.CollectionChoices): its elements are read as that
		// collection's.
		return gen.EventualAs(model.CollectionOfUnion(resolved), l.Value.Type())
	}
	if gt := goTypeOf(l.Value); model.ResolveOutputs(gt) == model.IntType && model.ResolveOutputs(l.Value.Type()) == model.NumberType {
		// Arithmetic on optional ints, which the binder types as number,
		// is an int in Go (see binary).
		return gt
	}
	if !mayRetype(l.Value) {
		return nil
	}
	v := g.retype(l.Value)
	if v == l.Value {
		return nil
	}
	before, _ := model.ContainsEventuals(l.Value.Type())
	after, _ := model.ContainsEventuals(v.Type())
	if before == after && model.ResolvePromises(l.Value.Type()) != model.DynamicType {
		return nil
	}
	return v.Type()
}

// untypedInvoke reports whether call invokes a function the binder has no
// schema for: its signature takes any arguments and returns a dynamic
// value.
func untypedInvoke(call *model.FunctionCallExpression) bool {
	return call.Signature.VarargsParameter != nil && model.ResolvePromises(model.ResolveOutputs(call.Signature.ReturnType)) == model.DynamicType
}

// retypeCall returns a copy of call whose type is t.
func retypeCall(call *model.FunctionCallExpression, t model.Type) *model.FunctionCallExpression {
	sig := call.Signature
	sig.ReturnType = t
	n := model.NewFunctionCallExpression(call.Name, sig, call.Args, call.ExpandFinal, t)
	n.Syntax = call.Syntax
	n.ArgumentVariables = call.ArgumentVariables
	return n
}

// outputFormInvoke reports whether Go calls an invoke, whose arguments are
// already retyped, in its output form.
func outputFormInvoke(call *model.FunctionCallExpression) bool {
	if len(call.Args) == 0 {
		return false
	}
	switch ret := model.ResolveOutputs(call.Signature.ReturnType).(type) {
	case *model.ObjectType:
		if fn, ok := invokeFunction(call, ret); ok && len(fn.MultiArgumentInputs) > 0 {
			return true
		}
	default:
		// A function whose result is not an object (the binder types an
		// unknown function's result as dynamic).
		if ret != model.DynamicType {
			return true
		}
	}
	for _, a := range call.Args[1:] {
		// (An argument that reads an element of a collection Go holds
		// as inputs, a loop over entries of a map holding an output,
		// reads it as an output: see gen.HeldCollections.)
		if gen.HoldsOutputs(a.Type()) || gen.HoldsOutputs(gen.HeldCollections(a, true).Type()) {
			return true
		}
	}
	return false
}

// eventualValue reports whether Go holds the value of e as an output
// though PCL types it plain or as a promise (gen.Analyses.Eventual): an
// invoke Go calls in its output form, or a read of a local Go holds as a
// collection of inputs (one whose value holds outputs but is not one),
// every element of which Go reads as an input. What an instance passes a
// component from such a value holds an output.
func eventualValue(e model.Expression) bool {
	switch x := e.(type) {
	case *model.FunctionCallExpression:
		if x.Name != binder.InvokeName {
			return false
		}
		o, _ := model.ContainsEventuals(x.Type())
		return !o && outputFormInvoke(x)
	case *model.ScopeTraversalExpression:
		l, isLocal := x.Definition.(*binder.LocalVariable)
		return isLocal && l.Value != nil && !gen.IsOutput(l.Value.Type()) && gen.HoldsOutputs(l.Value.Type())
	}
	return false
}
