package interp

import (
	"fmt"

	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/model"
)

// This file converts the arguments of invokes and method calls to the types
// of their parameters, as resource inputs are converted to theirs.

// conformCallArgs converts each argument of an invoke or call e to the PCL
// type the binder gave its parameter: positional parameters by their names
// (the parameters after the first, for positional invokes), else the
// properties of the object parameter at index argsParam. An argument the
// parameters do not type is left as it is.
func conformCallArgs(e *model.FunctionCallExpression, args map[string]cty.Value, argsParam int, positional bool) error {
	types := map[string]model.Type{}
	params := e.Signature.Parameters
	switch {
	case positional:
		for _, p := range params[1:] {
			types[p.Name] = p.Type
		}
	case argsParam < len(params):
		if obj := argumentObject(params[argsParam].Type, 0); obj != nil {
			types = obj.Properties
		}
	}
	for name, v := range args {
		t, ok := types[name]
		if !ok {
			continue
		}
		c, err := conformTo(v, t)
		if err != nil {
			return fmt.Errorf("argument %q: %w", name, err)
		}
		args[name] = c
	}
	return nil
}

// argumentObject finds the object type of an argument object's parameter
// type: the type itself, or the object of an optional, input (a union with
// an output), output or promise type.
func argumentObject(t model.Type, depth int) *model.ObjectType {
	if depth > 8 {
		return nil
	}
	switch t := t.(type) {
	case *model.ObjectType:
		return t
	case *model.OutputType:
		return argumentObject(t.ElementType, depth+1)
	case *model.PromiseType:
		return argumentObject(t.ElementType, depth+1)
	case *model.UnionType:
		for _, el := range t.ElementTypes {
			if obj := argumentObject(el, depth+1); obj != nil {
				return obj
			}
		}
	}
	return nil
}
