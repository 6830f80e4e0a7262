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
	return mustBeSecret(e, map[*binder.LocalVariable]bool{})
}

func mustBeSecret(e model.Expression, seen map[*binder.LocalVariable]bool) bool {
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
			return mustBeSecret(d.Value, seen)
		}
		return false
	case *model.ConditionalExpression:
		return mustBeSecret(x.Condition, seen) || mustBeSecret(x.TrueResult, seen) && mustBeSecret(x.FalseResult, seen)
	case *model.ForExpression:
		return mustBeSecret(x.Collection, seen)
	case *model.SplatExpression:
		return mustBeSecret(x.Source, seen)
	case *model.TupleConsExpression, *model.ObjectConsExpression, *model.AnonymousFunctionExpression:
		return false
	}
	found := false
	MapChildren(e, func(c model.Expression) model.Expression {
		found = found || mustBeSecret(c, seen)
		return c
	})
	return found
}

// SecretRangeReads returns e, an input of a resource or component ranged
// over a range that MustBeSecret, with its reads of range.key and
// range.value (and of what is below them) as secret(...) of the read. The
// bound expression is not modified.
func SecretRangeReads(e model.Expression) model.Expression {
	return MapReferences(e, func(st *model.ScopeTraversalExpression) model.Expression {
		if st.RootName != "range" || len(st.Traversal) < 2 {
			return st
		}
		if _, isVar := st.Definition.(*model.Variable); !isVar {
			return st
		}
		if call, ok := builtinCall("secret", st); ok {
			return call
		}
		return st
	})
}

// InputValue returns the value of an input of a resource or component with
// the options opts: its reads of range.key and range.value secret when the
// range must be (see SecretRangeReads).
func InputValue(in *binder.Input, opts *binder.ResourceOptions) model.Expression {
	if opts == nil || opts.Range == nil || !MustBeSecret(opts.Range) {
		return in.Value
	}
	// The calls over the reads, which the binder typed plain, are outputs
	// now: an element of a list of them read as the element itself.
	return LiftBuiltinCalls(HeldCollections(SecretRangeReads(in.Value), true))
}
