package python

import (
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file holds PCL's conversions between primitive values where
// Python's own differ: a string operand of arithmetic is a number ("3" * 2
// is 6, not "33"), a string is a bool only when it is "true" or "false" (or
// "1" or "0", as cty says), and a number prints in plain digits (1, not
// 1.0) wherever it becomes a string.

func init() {
	helperSources["to_bool"] = `def _to_bool(text):
    # PCL converts only these strings to a bool; any other is an error.
    if text in ("true", "1"):
        return True
    if text in ("false", "0"):
        return False
    raise ValueError(f"a bool is required, not {text!r}")
`
	helperSources["to_string"] = `def _to_string(value) -> str:
    # PCL's string of a value of unknown type: bools in lower case, numbers
    # in plain digits.
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return _number_text(value)
    # Anything else (None, a list, a dict) is left to the SDK, which takes
    # the string it is where PCL's conversion succeeds.
    return value
`
	helperDeps["to_string"] = []string{"number_text"}
	helperSources["join_element"] = `def _join_element(value) -> str:
    # PCL's join converts each element of the list to a string, and a null
    # element is an error.
    if value is None:
        raise TypeError("join: an element of the list is null")
    return _to_string(value)
`
	helperDeps["join_element"] = []string{"to_string"}
	helperSources["join_string"] = `def _join_string(value) -> str:
    # PCL's join fails on a null element of the list.
    if value is None:
        raise TypeError("join: an element of the list is null")
    return value
`
	helperSources["dynamic_number"] = `def _dynamic_number(value):
    # PCL's number of a value of unknown type: a string holding one is
    # parsed, a bool is an error; anything else (a number, None, an output)
    # is left as it is.
    if isinstance(value, bool):
        raise TypeError(f"a number is required, not {value!r}")
    if isinstance(value, str):
        return float(value)
    return value
`
	helperSources["dynamic_int"] = `def _dynamic_int(value):
    # PCL's int of a value of unknown type: only a whole number.
    value = _dynamic_number(value)
    if isinstance(value, float):
        if not value.is_integer():
            raise ValueError(f"{value} is not a whole number")
        return int(value)
    return value
`
	helperDeps["dynamic_int"] = []string{"dynamic_number"}
	helperSources["dynamic_bool"] = `def _dynamic_bool(value):
    # PCL's bool of a value of unknown type: a string converts as _to_bool
    # converts it, a number is an error; anything else is left as it is.
    if isinstance(value, str):
        return _to_bool(value)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        raise TypeError(f"a bool is required, not {value!r}")
    return value
`
	helperDeps["dynamic_bool"] = []string{"to_bool"}
	helperSources["not_null"] = `def _not_null(value):
    # PCL cannot print a null in a string template.
    if value is None:
        raise TypeError("a null value cannot be included in a string template")
    return value
`
	helperSources["to_int"] = `def _to_int(number):
    # PCL makes an int of a number only when it is whole.
    if number != int(number):
        raise ValueError(f"{number} is not a whole number")
    return int(number)
`
}

// convertOperands returns e with the string operands of operations and
// conditions of conditionals converted as PCL converts them
// (gen.ConvertOperands), and the string and number keys of lists to ints:
// Python would fail to index a list with a string or a float.
func convertOperands(e model.Expression) model.Expression {
	return convertIndexKeys(gen.ConvertOperands(e, needsConversion))
}

// convertIndexKeys returns e with the string and number keys of lists
// converted to ints.
func convertIndexKeys(e model.Expression) model.Expression {
	e = gen.MapChildren(e, convertIndexKeys)
	x, ok := e.(*model.IndexExpression)
	if !ok {
		return e
	}
	switch shallowElem(x.Collection.Type()).(type) {
	case *model.ListType, *model.TupleType:
		if isString(x.Key.Type()) || isNumber(x.Key.Type()) {
			// A string indexes a list as the number it holds, and a
			// number as the int it is (an error unless it is whole).
			return model.NewIndexExpression(x.Collection, gen.InsertConversions(x.Key, model.IntType, needsConversion), x.Type())
		}
	}
	return e
}

// convertPrimitive prints the conversions of convert whose Python differs
// from a plain call of the destination type: a string to a bool, a number
// to an int (an error unless it is whole), and a number or a value of
// unknown type to a string; a number that may be null fails on it when
// nullFails is set.
func (c *fnCtx) convertPrimitive(arg model.Expression, from, to model.Type, nullFails bool) (code, bool) {
	switch {
	case to == model.BoolType && from == model.StringType:
		return call(c.f.useHelper("to_bool"), c.expr(arg, precLambda+1)), true
	case to == model.IntType && from == model.NumberType:
		return call(c.f.useHelper("to_int"), c.expr(arg, precLambda+1)), true
	case to == model.StringType && (from == model.NumberType || numbers(from)):
		value := c.expr(arg, precLambda+1)
		if nullFails {
			value = call(c.f.useHelper("not_null"), value)
		}
		return call(c.f.useHelper("number_text"), value), true
	case to == model.StringType && (from == model.DynamicType || isUnion(from)):
		// (A value of one of several types, bool among them, is spelled
		// as PCL spells it; one that may be null fails on it when
		// nullFails is set, as a number does.)
		value := c.expr(arg, precLambda+1)
		if nullFails && gen.Unenum(model.RemoveNone(model.ResolveOutputs(arg.Type()))) != model.DynamicType {
			value = call(c.f.useHelper("not_null"), value)
		}
		return call(c.f.useHelper("to_string"), value), true
	case to == model.NumberType && from == model.DynamicType:
		return call(c.f.useHelper("dynamic_number"), c.expr(arg, precLambda+1)), true
	case to == model.IntType && from == model.DynamicType:
		return call(c.f.useHelper("dynamic_int"), c.expr(arg, precLambda+1)), true
	case to == model.BoolType && from == model.DynamicType:
		return call(c.f.useHelper("dynamic_bool"), c.expr(arg, precLambda+1)), true
	}
	return nil, false
}

func init() {
	helperSources["element"] = `def _element(items, index):
    # PCL's element wraps around the end of the list; its index is a
    # whole number, not negative.
    if index < 0 or index != int(index):
        raise IndexError(f"element: {index} is not an index")
    return items[int(index) % len(items)]
`
}

// elementType returns the type of the elements of a list, set or tuple
// type t (its elements' type when they all have one), else dynamic.
func elementType(t model.Type) model.Type {
	switch x := shallowElem(t).(type) {
	case *model.ListType:
		return x.ElementType
	case *model.SetType:
		return x.ElementType
	case *model.TupleType:
		var elem model.Type
		for _, e := range x.ElementTypes {
			if elem != nil && !model.Equal(e, elem) {
				return model.DynamicType
			}
			elem = e
		}
		if elem != nil {
			return elem
		}
	}
	return model.DynamicType
}

// isDynamic reports whether t is (an eventual or optional) value of
// unknown type.
func isDynamic(t model.Type) bool {
	return shallowElem(t) == model.DynamicType
}
