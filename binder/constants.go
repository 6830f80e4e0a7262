package binder

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/model/eval"
)

// This file decides the conversions of constants, once for every consumer
// of the bound program: a constant given where a primitive value of another
// type is expected either converts, and the bound program holds the
// converted constant (`length = "12"` is the int 12), or does not, which is
// an error where it is written (`length = "abc"`, `protect = "yes"`,
// `length = 2.5`). Code generators print the converted constants and never
// decide a constant conversion themselves.

// primitiveTarget returns the primitive type a value given where a value of
// type t is expected must have, when t admits exactly one (apart from none
// and the eventual forms of an input type), else nil.
func primitiveTarget(t model.Type) *model.PrimitiveType {
	var found *model.PrimitiveType
	for _, alt := range alternatives(t) {
		p, ok := alt.(*model.PrimitiveType)
		if !ok || p.Kind == model.DynamicKind || found != nil && found != p {
			return nil
		}
		found = p
	}
	return found
}

// constantDiagnostic reports a constant e (what names it) given where a
// value of type t is expected that does not convert to t's primitive type
// (see eval.ConvertConstant).
func constantDiagnostic(e model.Expression, t model.Type, rng hcl.Range, what string) *hcl.Diagnostic {
	to := primitiveTarget(t)
	if to == nil {
		return nil
	}
	folder := eval.NewFolder(eval.Env{})
	v, ok := folder.ConstantValue(e)
	if !ok {
		return nil
	}
	if _, overflow := overflowingInt(folder, e); overflow {
		return nil // reported where it is computed (checkConstantOperations)
	}
	if _, err := eval.ConvertConstant(v, to); err != nil {
		return errorf(rng, "Invalid conversion", "%s is %s, which does not convert to %s: %v.", what, constantString(v), to, err)
	}
	return nil
}

// foldConstants returns e, given where a value of type t is expected, with
// its constants converted to the primitive types expected of them (see
// eval.ConvertedConstant), following object and tuple constructors into
// the properties and elements of t. Rebuilt constructors keep their
// syntax. Constants that do not convert are left as they are (they are
// reported by constantDiagnostic).
func foldConstants(e model.Expression, t model.Type) model.Expression {
	if e == nil || t == nil {
		return e
	}
	switch x := unparenthesized(e).(type) {
	case *model.ObjectConsExpression:
		obj, elem := objectTarget(t), mapTarget(t)
		if obj == nil && elem == nil {
			return e
		}
		items := make([]model.ObjectConsItem, len(x.Items))
		changed := false
		for i, item := range x.Items {
			items[i] = item
			pt := elem
			if key, ok := stringLiteral(item.Key); ok && obj != nil {
				pt = obj.Properties[key]
			}
			if pt != nil {
				items[i].Value = foldConstants(item.Value, pt)
				changed = changed || items[i].Value != item.Value
			}
		}
		if !changed {
			return e
		}
		n := model.NewObjectConsExpression(items, nil)
		n.Syntax = x.Syntax
		return n
	case *model.TupleConsExpression:
		elem := listTarget(t)
		if elem == nil {
			return e
		}
		exprs := make([]model.Expression, len(x.Expressions))
		changed := false
		for i, v := range x.Expressions {
			exprs[i] = foldConstants(v, elem)
			changed = changed || exprs[i] != v
		}
		if !changed {
			return e
		}
		n := model.NewTupleConsExpression(exprs, nil)
		n.Syntax = x.Syntax
		return n
	}
	if to := primitiveTarget(t); to != nil {
		return eval.ConvertedConstant(e, to)
	}
	return e
}

// foldCallArguments converts the constants among the arguments of the calls
// in e (bound just now) to their parameters' types: the arguments of invoke
// and call are checked against their functions' inputs as they are bound
// (see argumentDiags); those of builtins are checked here.
func (b *binder) foldCallArguments(e model.Expression) {
	model.Walk(e, func(x model.Expression) bool {
		call, ok := x.(*model.FunctionCallExpression)
		if !ok {
			return true
		}
		checked := call.Name == InvokeName || call.Name == CallName
		for i, arg := range call.Args {
			p := call.Signature.Parameters
			if i >= len(p) {
				break
			}
			if k, _ := model.Conversion(arg.Type(), p[i].Type); k == model.NoConversion {
				continue // reported as a type mismatch
			}
			if !checked {
				what := fmt.Sprintf("Argument %q of function %q", p[i].Name, call.Name)
				if d := constantDiagnostic(arg, p[i].Type, arg.Range(), what); d != nil {
					b.report(d)
					continue
				}
			}
			call.Args[i] = foldConstants(arg, p[i].Type)
		}
		return true
	})
}
