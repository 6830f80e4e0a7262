package gen

import (
	"fmt"
	"strconv"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// defKey identifies a definition by pointer, so that two references to the
// same definition share one apply argument.
func defKey(d model.Definition) string {
	return fmt.Sprintf("%T:%p", d, d)
}

// MapReferences returns e with each reference replaced by f(reference)
// (f returns its argument to keep it). The bound expression is not
// modified.
func MapReferences(e model.Expression, f func(*model.ScopeTraversalExpression) model.Expression) model.Expression {
	if e == nil {
		return nil
	}
	if st, ok := e.(*model.ScopeTraversalExpression); ok {
		return f(st)
	}
	return mapChildren(e, func(c model.Expression) model.Expression { return MapReferences(c, f) })
}

// mapChildren is model.MapChildren; a builtin call whose arguments change
// is checked again against the signature its new arguments give (a
// try(v, 6) whose v an apply now reads resolved is no output).
func mapChildren(e model.Expression, f func(model.Expression) model.Expression) model.Expression {
	out := model.MapChildren(e, f, nil)
	if call, ok := out.(*model.FunctionCallExpression); ok && out != e && binder.BuiltinDoc(call.Name) != "" && HoldsOutputs(call.Type()) {
		// (Only a type that holds outputs goes stale so: a pass may type
		// a call plain on purpose, for the lowering to resolve its
		// arguments in an apply.)
		if typed := retypeCall(call); !HoldsOutputs(typed.Type()) {
			return typed
		}
	}
	if c, ok := out.(*model.ConditionalExpression); ok && out != e {
		// A conditional CollectionChoices typed as the one collection
		// its branches convert to keeps that type, which inferring it
		// from the new branches would lose (an optional map and an
		// object unify to their union).
		was, now := model.ResolveOutputs(e.Type()), model.ResolveOutputs(c.Type())
		if !model.Equal(was, now) && model.Equal(model.CollectionOfUnion(now), was) {
			kept := model.NewConditionalExpression(c.Condition, c.TrueResult, c.FalseResult, EventualAs(was, c.Type()))
			kept.Syntax = c.Syntax
			return kept
		}
	}
	return out
}

// MapChildren returns e with each direct child replaced by f(child), or e
// itself when no child changes; the new node's type is inferred (see
// model.MapChildren).
func MapChildren(e model.Expression, f func(model.Expression) model.Expression) model.Expression {
	return mapChildren(e, f)
}

// SplatToFor returns the for expression equivalent to a splat,
// `[for item in source : each]`, with the splat's anchor replaced by a
// reference to the loop variable, whose type is the element type of
// source's type. Backends use it when a splat's source is retyped.
func SplatToFor(s *model.SplatExpression, source model.Expression) *model.ForExpression {
	_, elem, ok := model.ForIterationTypes(source.Type())
	if !ok {
		elem = model.DynamicType
	}
	v := model.NewVariable("item", elem)
	var subst func(e model.Expression) model.Expression
	subst = func(e model.Expression) model.Expression {
		switch x := e.(type) {
		case *model.SplatItemExpression:
			if x == s.Item {
				return model.NewScopeTraversalExpression(v.Name, v, nil, nil)
			}
		case *model.RelativeTraversalExpression:
			if x.Source == model.Expression(s.Item) {
				return model.NewScopeTraversalExpression(v.Name, v, x.Traversal, nil)
			}
		}
		return MapChildren(e, subst)
	}
	each := subst(s.Each)
	return model.NewForExpression(nil, v, source, nil, each, nil, false, nil)
}

// RefineForVariables returns e with the variables of its for expressions
// retyped from their collections, where they were bound as dynamic (a
// collection whose type was not known where it was bound, such as a
// component created later) and the collection is now typed (a backend
// retyped the reference to it). The references to such variables are
// retyped with them.
func RefineForVariables(e model.Expression) model.Expression {
	return refineForVariablesWith(e, refineVariable)
}

// EventualForVariables returns e with the variables of its for expressions
// retyped as eventual where their collections now hold outputs in place of
// the plain values they were bound to (a backend retyped a reference inside
// the collection to a config variable it reads as an output, so that
// `[for x in [secretConfig] : x]` is a list of outputs). The references to
// such variables are retyped with them.
func EventualForVariables(e model.Expression) model.Expression {
	return refineForVariablesWith(e, eventualVariable)
}

func refineForVariablesWith(e model.Expression, refine func(*model.Variable, model.Type) *model.Variable) model.Expression {
	f, ok := e.(*model.ForExpression)
	if !ok {
		return MapChildren(e, func(c model.Expression) model.Expression { return refineForVariablesWith(c, refine) })
	}
	coll := refineForVariablesWith(f.Collection, refine)
	kt, vt, _ := model.ForIterationTypes(coll.Type())
	return retypeFor(f, coll, refine(f.KeyVariable, kt), refine(f.ValueVariable, vt), func(c model.Expression) model.Expression { return refineForVariablesWith(c, refine) })
}

// retypeFor returns f over coll with its key and value variables replaced
// by keyVar and valueVar (either may be the variable itself), the
// references to them retyped, and each part then passed to next; f itself
// when nothing changes.
func retypeFor(f *model.ForExpression, coll model.Expression, keyVar, valueVar *model.Variable, next func(model.Expression) model.Expression) model.Expression {
	sub := func(x model.Expression) model.Expression {
		if x == nil {
			return nil
		}
		if keyVar != f.KeyVariable || valueVar != f.ValueVariable {
			x = rebindLoopVariables(x, f, keyVar, valueVar)
		}
		return next(x)
	}
	key, value, cond := sub(f.Key), sub(f.Value), sub(f.Condition)
	if coll == f.Collection && key == f.Key && value == f.Value && cond == f.Condition {
		return f
	}
	return model.NewForExpression(keyVar, valueVar, coll, key, value, cond, f.Group, nil)
}

// rebindLoopVariables returns x, a part of f, with its references to f's
// variables rebound to keyVar and valueVar, except inside a loop of x that
// binds the same variable again (a loop hoisted from f's body over f's
// collection keeps f's variable as its own).
func rebindLoopVariables(x model.Expression, f *model.ForExpression, keyVar, valueVar *model.Variable) model.Expression {
	switch st := x.(type) {
	case nil:
		return nil
	case *model.ScopeTraversalExpression:
		switch st.Definition {
		case model.Definition(f.ValueVariable):
			return Rebind(st, valueVar)
		case model.Definition(f.KeyVariable):
			return Rebind(st, keyVar)
		}
		return st
	case *model.ForExpression:
		if st.ValueVariable == f.ValueVariable || (f.KeyVariable != nil && st.KeyVariable == f.KeyVariable) {
			coll := rebindLoopVariables(st.Collection, f, keyVar, valueVar)
			if coll == st.Collection {
				return st
			}
			return model.NewForExpression(st.KeyVariable, st.ValueVariable, coll, st.Key, st.Value, st.Condition, st.Group, nil)
		}
	}
	return mapChildren(x, func(c model.Expression) model.Expression { return rebindLoopVariables(c, f, keyVar, valueVar) })
}

// refineVariable returns v retyped as t when v is dynamic and t is not.
func refineVariable(v *model.Variable, t model.Type) *model.Variable {
	if v == nil || v.Type() != model.DynamicType || t == model.DynamicType {
		return v
	}
	return model.NewVariable(v.Name, t)
}

// eventualVariable returns v retyped as t when t holds outputs, v's type
// does not, and t resolves to v's type.
func eventualVariable(v *model.Variable, t model.Type) *model.Variable {
	if v == nil || t == nil || !HoldsOutputs(t) || HoldsOutputs(v.Type()) || !model.Equal(model.ResolveOutputs(t), v.Type()) {
		return v
	}
	return model.NewVariable(v.Name, t)
}

// Unique returns name, or the first of name2, name3, ... that taken does
// not report: how the backends name a component's class, file or module
// when two directories would give the same name.
func Unique(name string, taken func(string) bool) string {
	out := name
	for i := 2; taken(out); i++ {
		out = name + strconv.Itoa(i)
	}
	return out
}

// LiftBuiltinCalls retypes as outputs the builtin calls of e whose
// arguments hold outputs only in a backend's retyping (a secret config, or
// a local computed from one, that the target holds as an output) and which
// the binder typed plain: join(",", [secretConfig, "x"]) is an output of
// the joined string, computed in an apply over the resolved arguments
// (toJSON resolves its argument itself). The bound expression is not
// modified.
func LiftBuiltinCalls(e model.Expression) model.Expression {
	if e == nil {
		return nil
	}
	if _, isFn := e.(*model.AnonymousFunctionExpression); isFn {
		return e
	}
	e = MapChildren(e, LiftBuiltinCalls)
	call, ok := e.(*model.FunctionCallExpression)
	if !ok || binder.BuiltinDoc(call.Name) == "" {
		return e
	}
	if HoldsOutputs(call.Type()) {
		// An output, or a value the binder typed as holding the outputs
		// of its arguments (entries of a map holding one), is already
		// what its arguments make it, unless an argument that held
		// outputs is an output now (an apply over a splat of resources
		// ranged over an output): typed again, it is an output.
		if typed := retypeCall(call); IsOutput(typed.Type()) {
			return typed
		}
		return e
	}
	if call.Name == "length" || call.Name == "element" || call.Name == "lookup" && len(call.Args) == 3 {
		// Read element by element (HeldCollections), not awaited whole;
		// typed again as the binder types them for the arguments as they
		// are now (the element of a tuple that holds an output is that
		// output).
		return retypeCall(call)
	}
	if binder.BuiltinReturnsEventual(call.Name) && call.Name != "toJSON" {
		return e // secret, unsecret, recover and getOutput take outputs as they are
	}
	holds := false
	for _, a := range call.Args {
		holds = holds || HoldsOutputs(a.Type())
	}
	if !holds {
		return e
	}
	t := model.NewOutputType(model.ResolveOutputs(call.Type()))
	sig := call.Signature
	sig.ReturnType = t
	return rebuiltCall(call, sig, call.Args, call.ExpandFinal, t)
}

// retypeCall returns call with the signature its builtin gives for its
// arguments, when that types it otherwise.
func retypeCall(call *model.FunctionCallExpression) model.Expression {
	typed, ok := typedBuiltinCall(call.Name, call.Args, call.ExpandFinal)
	if !ok || model.Equal(typed.Type(), call.Type()) {
		return call
	}
	return typed
}

// Rebind returns the reference st read through def instead of its own
// definition: the same name, traversal, source range and syntax.
func Rebind(st *model.ScopeTraversalExpression, def model.Definition) *model.ScopeTraversalExpression {
	ref := model.NewScopeTraversalExpression(st.RootName, def, st.Traversal[1:], nil)
	ref.Traversal[0] = st.Traversal[0]
	ref.Syntax = st.Syntax
	return ref
}

// OperandText is e's PCL text with its traversals' steps by a string
// written as attributes (range["value"] as range.value), which read the
// same value: the key by which backends find the operands that test or
// compare one value.
func OperandText(e model.Expression) string {
	var attrs func(e model.Expression) model.Expression
	steps := func(t hcl.Traversal) (hcl.Traversal, bool) {
		var out hcl.Traversal
		for i, s := range t {
			ix, ok := s.(hcl.TraverseIndex)
			if !ok || !ix.Key.IsKnown() || ix.Key.IsNull() || ix.Key.Type() != cty.String {
				continue
			}
			if out == nil {
				out = append(hcl.Traversal(nil), t...)
			}
			out[i] = hcl.TraverseAttr{Name: ix.Key.AsString(), SrcRange: ix.SrcRange}
		}
		return out, out != nil
	}
	attrs = func(e model.Expression) model.Expression {
		switch x := e.(type) {
		case *model.ScopeTraversalExpression:
			if t, ok := steps(x.Traversal); ok {
				ref := model.NewScopeTraversalExpression(x.RootName, x.Definition, t[1:], x.Type())
				ref.Traversal[0] = t[0]
				return ref
			}
			return e
		case *model.RelativeTraversalExpression:
			src := attrs(x.Source)
			t, ok := steps(x.Traversal)
			if !ok {
				t = x.Traversal
			}
			if !ok && src == x.Source {
				return e
			}
			return model.NewRelativeTraversalExpression(src, t, x.Type())
		}
		return MapChildren(e, attrs)
	}
	return model.FormatExpression(attrs(e))
}

// rebuiltCall returns a new call of x's function with sig, args and typ (nil
// infers it), keeping x's syntax: the same call of the program, rewritten,
// which BoundCall finds as bound.
func rebuiltCall(x *model.FunctionCallExpression, sig model.StaticSignature, args []model.Expression, expandFinal bool, typ model.Type) *model.FunctionCallExpression {
	call := model.NewFunctionCallExpression(x.Name, sig, args, expandFinal, typ)
	call.Syntax = x.Syntax
	return call
}
