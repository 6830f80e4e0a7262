package gen

import (
	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/model"
)

// HoldsOutputs reports whether a value of type t holds an output anywhere,
// which every backend must resolve before it can use the value as plain:
// t is an output, or a union, list, set, map, tuple or object with an
// element or property that holds one.
//
// Promises count through their element only: every backend resolves a
// promise where it is made (an invoke in its plain form), so a value of
// type promise(T) holds what T holds. Resources and components count not
// at all: a reference to one is a plain value in every SDK (a resource is
// given as an input, a parent or a dependency as it is), and its outputs
// are read through traversals whose own types are outputs.
//
// model.ContainsEventuals answers the narrower question of whether t itself
// (through unions) is eventual.
func HoldsOutputs(t model.Type) bool {
	return model.HoldsOutputs(t)
}

// HoldsEventuals is HoldsOutputs with promises counted as eventuals too: for
// a lowering whose backend resolves promises in applies as it does outputs
// (ApplyOptions.PlainPromises false).
func HoldsEventuals(t model.Type) bool {
	o, p := model.HoldsEventuals(t)
	return o || p
}

// EventualAs returns t, a plain type, as an output when like holds an
// output, else as a promise when like holds a promise (a value retyped
// from one of type like keeps its eventuality).
func EventualAs(t, like model.Type) model.Type {
	switch o, p := model.ContainsEventuals(like); {
	case o:
		return model.NewOutputType(t)
	case p:
		return model.NewPromiseType(t)
	}
	return t
}

// IsOutput reports whether t is itself an output (through unions, as
// model.ContainsEventuals says): a value the backend holds as its SDK's
// Output. Promises do not count (see HoldsOutputs).
func IsOutput(t model.Type) bool {
	o, _ := model.ContainsEventuals(t)
	return o
}

// ValueHoldsOutputs reports whether the value of e holds an output anywhere:
// its type does (HoldsOutputs), or e is a splat or for expression whose
// per-element value does. A rewrite that retypes the references inside a
// loop leaves the loop's own type as it was bound, so the element decides.
func ValueHoldsOutputs(e model.Expression) bool {
	switch x := e.(type) {
	case *model.SplatExpression:
		return HoldsOutputs(x.Each.Type())
	case *model.ForExpression:
		return HoldsOutputs(x.Value.Type())
	}
	return HoldsOutputs(e.Type())
}

// RetypedValue reports whether a node's value, lowered, is typed otherwise
// than as bound and either holds outputs, computed from a value a backend
// holds as an output where the binder saw a plain one (a component's
// config given an output, a secret config), besides any outputs it held
// as bound; or holds none where the bound one did (computed from
// resources ranged over a promise, which the backend resolves first:
// PlainPromiseRanges). References to the node then read it by the lowered
// type.
func RetypedValue(bound, lowered model.Type) bool {
	if !HoldsOutputs(lowered) {
		return HoldsOutputs(bound)
	}
	return !model.Equal(lowered, bound)
}

// ReportGuardedOutputs reports, through errorf, a call x of try or can with
// an argument that holds outputs (HoldsOutputs) once lowered, as an error at
// that argument, and whether it did: a failure inside an output happens
// after the call has returned, where no SDK can catch it.
func ReportGuardedOutputs(errorf func(hcl.Range, string, string, ...any), x *model.FunctionCallExpression, language string) bool {
	for _, a := range x.Args {
		if HoldsOutputs(a.Type()) {
			errorf(a.Range(), "Unsupported function argument",
				"The failure of an output cannot be caught where %s is called, so %s cannot be generated over outputs in %s.", x.Name, x.Name, language)
			return true
		}
	}
	return false
}
