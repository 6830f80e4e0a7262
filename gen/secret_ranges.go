package gen

import (
	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// This file keeps the secrecy of a ranged resource's range.key and
// range.value. Resources ranged over an output are created inside an apply
// on it (on unsecret(range), see UnsecretRange), where the keys and values
// are plain, but PCL's range.key and range.value of a secret range are
// secret, and so is every input computed from them. Where the range is
// secret whatever the run (MustBeSecret), the inputs read them as
// secret(range.key) and secret(range.value) (SecretRangeReads).

// MustBeSecret reports whether the value of e is secret in every run: a
// secret(...) call, a secret config, a local whose value must be, or an
// operation, call, traversal or loop over such a value, whose result the
// secret taints. A conditional must be when its condition is, or both its
// branches; a tuple or object constructor holds its elements' secrecy
// element by element, so it is not secret as a whole; unsecret, try and can
// are not.
func MustBeSecret(e model.Expression) bool {
	return mustBeSecret(e, false, map[*binder.LocalVariable]bool{})
}

// HoldsSecret reports whether e MustBeSecret, is a tuple or object
// constructor (or a local of one) with an element that does, or is a
// conditional with a branch that does. A range that
// holds a secret has its instances' reads of range.key and range.value
// secret (InputValue): the backends resolve the range as a whole, where
// the element's secrecy would be lost, and mark every instance's reads
// rather than the one instance's (a value more secret than PCL's, which
// the runs allow: see interp.Options.Taint).
func HoldsSecret(e model.Expression) bool {
	return mustBeSecret(e, true, map[*binder.LocalVariable]bool{})
}

// mustBeSecret is MustBeSecret, or HoldsSecret when elements is set.
func mustBeSecret(e model.Expression, elements bool, seen map[*binder.LocalVariable]bool) bool {
	switch x := e.(type) {
	case nil:
		return false
	case *model.FunctionCallExpression:
		switch x.Name {
		case "secret":
			return true
		case "unsecret", "try", "can":
			return false
		}
	case *model.ScopeTraversalExpression:
		switch d := x.Definition.(type) {
		case *binder.ConfigVariable:
			return d.Secret
		case *binder.LocalVariable:
			if seen[d] {
				return false
			}
			seen[d] = true
			return mustBeSecret(d.Value, elements, seen)
		}
		return false
	case *model.ConditionalExpression:
		t, f := mustBeSecret(x.TrueResult, elements, seen), mustBeSecret(x.FalseResult, elements, seen)
		if elements {
			// Either branch may be the range.
			return mustBeSecret(x.Condition, elements, seen) || t || f
		}
		return mustBeSecret(x.Condition, elements, seen) || t && f
	case *model.ForExpression:
		return mustBeSecret(x.Collection, elements, seen)
	case *model.SplatExpression:
		return mustBeSecret(x.Source, elements, seen)
	case *model.TupleConsExpression, *model.ObjectConsExpression:
		if !elements {
			return false
		}
	case *model.AnonymousFunctionExpression:
		return false
	}
	found := false
	MapChildren(e, func(c model.Expression) model.Expression {
		found = found || mustBeSecret(c, elements, seen)
		return c
	})
	return found
}

// SecretRangeReads returns e, an input of a resource or component ranged
// over a range that MustBeSecret, with its reads of range.key and
// range.value (and of what is below them) as secret(...) of the read. The
// bound expression is not modified.
func SecretRangeReads(e model.Expression) model.Expression {
	return mapRangeReads(e, func(st *model.ScopeTraversalExpression) model.Expression {
		if call, ok := builtinCall("secret", st); ok {
			return call
		}
		return st
	})
}

// WithSecrecyOfName is the intrinsic __withSecrecyOf(of, value): value, as
// secret as of is. The lowering moves it into an apply on the outputs of
// both, whose callback's body is the call of the resolved arguments, which
// backends print as the value alone (CallPrinter.WithSecrecyOf).
const WithSecrecyOfName = "__withSecrecyOf"

// RangeSecrecyInput returns e, an input of a resource or component created
// in an apply on its range rng, as secret as the range is when the program
// runs, when its value reads range.key or range.value (see readsRange):
// __withSecrecyOf(rng, e).
// The apply's callback sees the range's elements plain, where PCL's are as
// secret as the range (a component's input given a secret, a secret output
// property). The bound expression is not modified.
func RangeSecrecyInput(e, rng model.Expression) model.Expression {
	if !ReadsRange(e) {
		return e
	}
	typ := model.NewOutputType(model.ResolveOutputs(e.Type()))
	sig := model.StaticSignature{
		Parameters: []model.Parameter{{Name: "of", Type: model.DynamicType}, {Name: "value", Type: model.DynamicType}},
		ReturnType: typ,
	}
	return model.NewFunctionCallExpression(WithSecrecyOfName, sig, []model.Expression{rng, e}, false, typ)
}

// SecrecyValue returns the value of e when e is a call of
// WithSecrecyOfName, which backends print as that value alone, and e
// otherwise.
func SecrecyValue(e model.Expression) model.Expression {
	if call, ok := e.(*model.FunctionCallExpression); ok && call.Name == WithSecrecyOfName && len(call.Args) == 2 {
		return call.Args[1]
	}
	return e
}

// ReadsVariable reports whether the printed e refers to v: backends print
// only the value of a call of WithSecrecyOfName.
func ReadsVariable(e model.Expression, v *model.Variable) bool {
	found := false
	var visit func(x model.Expression) bool
	visit = func(x model.Expression) bool {
		switch x := x.(type) {
		case *model.ScopeTraversalExpression:
			found = found || x.Definition == model.Definition(v)
		case *model.FunctionCallExpression:
			if x.Name == WithSecrecyOfName && len(x.Args) == 2 {
				model.Walk(x.Args[1], visit)
				return false
			}
		}
		return !found
	}
	model.Walk(e, visit)
	return found
}

// ReadsRange reports whether the value of e reads range.key or
// range.value: a read inside unsecret(...) gives a value that is not
// secret, whatever the range.
func ReadsRange(e model.Expression) bool {
	found := false
	model.Walk(e, func(x model.Expression) bool {
		switch x := x.(type) {
		case *model.ScopeTraversalExpression:
			found = found || isRangeRead(x)
		case *model.FunctionCallExpression:
			if x.Name == "unsecret" {
				return false
			}
		}
		return !found
	})
	return found
}

// isRangeRead reports whether st reads range.key or range.value (a
// traversal of at least one step of the variable range).
func isRangeRead(st *model.ScopeTraversalExpression) bool {
	_, isVar := st.Definition.(*model.Variable)
	return isVar && st.RootName == "range" && len(st.Traversal) >= 2
}

// mapRangeReads returns e with each read of range.key and range.value (a
// traversal of at least one step of the variable range) replaced by
// read(traversal).
func mapRangeReads(e model.Expression, read func(*model.ScopeTraversalExpression) model.Expression) model.Expression {
	return MapReferences(e, func(st *model.ScopeTraversalExpression) model.Expression {
		if !isRangeRead(st) {
			return st
		}
		return read(st)
	})
}

// InputValue returns the value of an input of a resource or component with
// the options opts: its reads of range.key and range.value secret when the
// range holds a secret (see HoldsSecret and SecretRangeReads), else as
// secret as the range when the backend creates the resource in an apply on
// it (rv.RangeSecrecy, RangeSecrecyInput).
func InputValue(in *binder.Input, opts *binder.ResourceOptions, rv RangeVars) model.Expression {
	if opts == nil || opts.Range == nil {
		return in.Value
	}
	switch {
	case HoldsSecret(opts.Range):
		// The calls over the reads, which the binder typed plain, are
		// outputs now: an element of a list of them read as the element
		// itself.
		return LiftBuiltinCalls(HeldCollections(SecretRangeReads(in.Value), true))
	case rv.RangeSecrecy != nil:
		return RangeSecrecyInput(in.Value, rv.RangeSecrecy)
	}
	return in.Value
}
