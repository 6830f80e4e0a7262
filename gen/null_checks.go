package gen

import (
	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// NotNullName is the intrinsic __notNull(x): x, a plain list, set, map
// or object that may be null, read where PCL requires a value (the
// collection of a for expression, an argument of a builtin that refuses
// null), so that the program fails where x is null, as PCL does. A backend
// whose null collections read as empty ones (Go's nil slices and maps)
// puts it in with NullChecks; it is typed as x without none.
const NotNullName = "__notNull"

// NullChecks returns e with the plain lists, sets, maps and objects that
// may be null read through NotNullName where PCL requires a value: a loop
// over null, its length, its entries and the strings join makes of it fail
// in PCL. (An index into null fails in Go as it is: out of range, or a
// map's missing key.) The bound expression is not modified.
func NullChecks(e model.Expression) model.Expression {
	if e == nil {
		return nil
	}
	if _, isFn := e.(*model.AnonymousFunctionExpression); isFn {
		return e
	}
	e = MapChildren(e, NullChecks)
	switch x := e.(type) {
	case *model.ForExpression:
		if coll, ok := notNull(x.Collection); ok {
			return model.NewForExpression(x.KeyVariable, x.ValueVariable, coll, x.Key, x.Value, x.Condition, x.Group, x.Type())
		}
	case *model.FunctionCallExpression:
		if binder.BuiltinDoc(x.Name) == "" {
			return e
		}
		var args []model.Expression
		for i, a := range x.Args {
			if BuiltinArgAcceptsNull(x.Name, i) {
				continue
			}
			if checked, ok := notNull(a); ok {
				if args == nil {
					args = append([]model.Expression(nil), x.Args...)
				}
				args[i] = checked
			}
		}
		if args != nil {
			return rebuiltCall(x, x.Signature, args, x.ExpandFinal, x.Type())
		}
	}
	return e
}

// notNull returns __notNull(e) when e is a plain list, set, map or object
// that may be null.
func notNull(e model.Expression) (model.Expression, bool) {
	if !model.IsOptional(e.Type()) {
		return e, false
	}
	return NotNull(e)
}

// NotNull returns __notNull(e) when e is a plain list, set, map or object
// (that may be null though its type does not say so: a config variable
// whose default is null).
func NotNull(e model.Expression) (model.Expression, bool) {
	t := e.Type()
	if HoldsEventuals(t) {
		return e, false
	}
	value := model.RemoveNone(t)
	switch value.(type) {
	case *model.ListType, *model.SetType, *model.MapType, *model.ObjectType:
	default:
		return e, false
	}
	sig := model.StaticSignature{Parameters: []model.Parameter{{Name: "value", Type: t}}, ReturnType: value}
	return model.NewFunctionCallExpression(NotNullName, sig, []model.Expression{e}, false, value), true
}
