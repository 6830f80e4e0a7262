package interp

import (
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
	"github.com/zclconf/go-cty/cty/function/stdlib"
)

// The builtins over collections, numbers and strings that cty's standard
// library has: cty's own functions.
var (
	// join(separator, list) converts numbers and bools to strings as cty
	// converts them.
	builtinJoinFunc = stdlib.JoinFunc
	// split(separator, string).
	builtinSplitFunc = stdlib.SplitFunc
	// max and min over one or more numbers.
	builtinMaxFunc = stdlib.MaxFunc
	builtinMinFunc = stdlib.MinFunc
)

// builtinElementFunc is element(list, index), cty's element except that a
// negative index is an error (as in Terraform): the index wraps around past
// the end (index mod length).
var builtinElementFunc = function.New(&function.Spec{
	Description: "Returns the element of a list or tuple at an index.",
	Params: []function.Parameter{
		{Name: "list", Type: cty.DynamicPseudoType, AllowMarked: true},
		{Name: "index", Type: cty.Number},
	},
	Type: func(args []cty.Value) (cty.Type, error) {
		if i := args[1]; i.IsKnown() && i.LessThan(cty.Zero).True() {
			return cty.NilType, builtinArgErrorf(1, "cannot use element function with a negative index")
		}
		return stdlib.ElementFunc.ReturnTypeForValues(args)
	},
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		return stdlib.ElementFunc.Call(args)
	},
})

// builtinRangeFunc is range(limit), range(start, limit) or range(start,
// limit, step), cty's range (which makes at most 1024 elements) except that
// the step is 1 unless given, a step leading away from the limit makes an
// empty list, and a zero step is an error whatever the start and limit.
var builtinRangeFunc = function.New(&function.Spec{
	Description: "Returns a list of numbers from start (0) up to limit by step (1).",
	VarParam:    &function.Parameter{Name: "params", Type: cty.Number},
	Type:        function.StaticReturnType(cty.List(cty.Number)),
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		if len(args) == 3 && args[2].Equals(cty.Zero).True() {
			return cty.NilVal, builtinArgErrorf(2, "step must not be zero")
		}
		// The step is 1 unless given, and a range whose step leads away
		// from its limit is empty: range(-1) and range(5, 1) are empty, as
		// in every language's loop (cty's range counts down when the start
		// is past the limit, and fails when the step leads away from it).
		switch len(args) {
		case 1:
			args = []cty.Value{cty.Zero, args[0], cty.NumberIntVal(1)}
		case 2:
			args = append(args, cty.NumberIntVal(1))
		}
		if len(args) == 3 && args[0].IsKnown() && args[1].IsKnown() && args[2].IsKnown() && !args[0].IsNull() && !args[1].IsNull() && !args[2].IsNull() {
			up := args[2].GreaterThan(cty.Zero).True()
			if up && args[0].GreaterThanOrEqualTo(args[1]).True() || !up && args[0].LessThanOrEqualTo(args[1]).True() {
				return cty.ListValEmpty(cty.Number), nil
			}
		}
		return stdlib.RangeFunc.Call(args)
	},
})

// builtinLengthFunc is length(value): the number of grapheme clusters of a
// string (as cty's strlen counts them), or the number of elements of a list,
// tuple, set or map, or of attributes of an object.
var builtinLengthFunc = function.New(&function.Spec{
	Description: "Returns the number of elements of a collection or characters of a string.",
	Params: []function.Parameter{{
		Name: "value", Type: cty.DynamicPseudoType,
		AllowDynamicType: true, AllowUnknown: true, AllowMarked: true,
	}},
	Type: function.StaticReturnType(cty.Number),
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		v, marks := args[0].Unmark()
		ty := v.Type()
		switch {
		case ty == cty.DynamicPseudoType:
			return cty.UnknownVal(cty.Number).WithMarks(marks), nil
		case ty == cty.String:
			n, err := stdlib.StrlenFunc.Call([]cty.Value{v})
			if err != nil {
				return cty.NilVal, err
			}
			return n.WithMarks(marks), nil
		case ty.IsObjectType():
			if !v.IsKnown() {
				return cty.UnknownVal(cty.Number).WithMarks(marks), nil
			}
			if v.IsNull() {
				return cty.NilVal, builtinArgErrorf(0, "argument must not be null")
			}
			return cty.NumberIntVal(int64(len(ty.AttributeTypes()))).WithMarks(marks), nil
		case ty.IsListType() || ty.IsTupleType() || ty.IsSetType() || ty.IsMapType():
			return stdlib.LengthFunc.Call([]cty.Value{args[0]})
		}
		return cty.NilVal, builtinArgErrorf(0, "must be a string, list, tuple, set, map or object, not %s", ty.FriendlyName())
	},
})

// builtinEntriesFunc is entries(collection): a list of {key, value} objects,
// sorted by key for maps and objects, in index order (with the index as key)
// for lists and tuples, and in cty's order (with the element as key) for
// sets. The result is a list when the entries have one type, else a tuple.
var builtinEntriesFunc = function.New(&function.Spec{
	Description: "Returns the key and value pairs of a map, object, list, tuple or set.",
	Params: []function.Parameter{{
		Name: "collection", Type: cty.DynamicPseudoType, AllowMarked: true,
	}},
	Type: func(args []cty.Value) (cty.Type, error) {
		ty := args[0].Type()
		if !ty.IsCollectionType() && !ty.IsObjectType() && !ty.IsTupleType() {
			return cty.NilType, builtinArgErrorf(0, "must be a map, object, list, tuple or set, not %s", ty.FriendlyName())
		}
		return cty.DynamicPseudoType, nil
	},
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		v, marks := args[0].Unmark()
		if !v.IsKnown() {
			return cty.DynamicVal.WithMarks(marks), nil
		}
		ty := v.Type()
		indexed := ty.IsListType() || ty.IsTupleType()
		var entries []cty.Value
		for it := v.ElementIterator(); it.Next(); {
			k, el := it.Element()
			entries = append(entries, cty.ObjectVal(map[string]cty.Value{"key": k, "value": el}))
		}
		if len(entries) == 0 {
			key, value := cty.Type(cty.String), cty.Type(cty.DynamicPseudoType)
			switch {
			case indexed:
				key = cty.Number
			case ty.IsSetType():
				key = ty.ElementType()
			}
			if ty.IsCollectionType() {
				value = ty.ElementType()
			}
			entry := cty.Object(map[string]cty.Type{"key": key, "value": value})
			return cty.ListValEmpty(entry).WithMarks(marks), nil
		}
		return builtinListOrTuple(entries).WithMarks(marks), nil
	},
})

// builtinListOrTuple returns a list of elems when they have one type, else a
// tuple.
func builtinListOrTuple(elems []cty.Value) cty.Value {
	ty := elems[0].Type()
	for _, e := range elems {
		if !e.Type().Equals(ty) {
			return cty.TupleVal(elems)
		}
	}
	return cty.ListVal(elems)
}

// builtinLookupFunc is lookup(map, key[, default]): the value of a map or
// object at key, the default when there is none, and an error when there is
// neither.
var builtinLookupFunc = function.New(&function.Spec{
	Description: "Returns the value of a map or object at a key, or a default.",
	Params: []function.Parameter{
		{Name: "map", Type: cty.DynamicPseudoType, AllowMarked: true},
		{Name: "key", Type: cty.String},
	},
	VarParam: &function.Parameter{Name: "default", Type: cty.DynamicPseudoType,
		AllowMarked: true, AllowNull: true, AllowUnknown: true, AllowDynamicType: true},
	Type: func(args []cty.Value) (cty.Type, error) {
		if len(args) > 3 {
			return cty.NilType, builtinArgErrorf(3, "lookup takes at most 3 arguments, but %d were given", len(args))
		}
		ty := args[0].Type()
		if !ty.IsMapType() && !ty.IsObjectType() {
			return cty.NilType, builtinArgErrorf(0, "must be a map or object, not %s", ty.FriendlyName())
		}
		return cty.DynamicPseudoType, nil
	},
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		m, marks := args[0].Unmark()
		key := args[1].AsString()
		if !m.IsKnown() {
			return cty.DynamicVal.WithMarks(marks), nil
		}
		ty := m.Type()
		switch {
		case ty.IsObjectType() && ty.HasAttribute(key):
			return m.GetAttr(key).WithMarks(marks), nil
		case ty.IsMapType() && m.HasIndex(cty.StringVal(key)).True():
			return m.Index(cty.StringVal(key)).WithMarks(marks), nil
		case len(args) == 3:
			return args[2].WithMarks(marks), nil
		}
		return cty.NilVal, builtinArgErrorf(1, "the map has no element with key %q and no default was given", key)
	},
})

// builtinSingleOrNoneFunc is singleOrNone(list): the only element of a
// list, tuple or set, null when it is empty, an error when it has more than
// one element.
var builtinSingleOrNoneFunc = function.New(&function.Spec{
	Description: "Returns the only element of a list, or null when the list is empty.",
	Params: []function.Parameter{{
		Name: "list", Type: cty.DynamicPseudoType, AllowMarked: true,
	}},
	Type: func(args []cty.Value) (cty.Type, error) {
		ty := args[0].Type()
		if !ty.IsListType() && !ty.IsTupleType() && !ty.IsSetType() {
			return cty.NilType, builtinArgErrorf(0, "must be a list or tuple, not %s", ty.FriendlyName())
		}
		return cty.DynamicPseudoType, nil
	},
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		l, marks := args[0].Unmark()
		if !l.IsKnown() || !l.Length().IsKnown() {
			return cty.DynamicVal.WithMarks(marks), nil
		}
		switch n := l.LengthInt(); n {
		case 0:
			elem := cty.DynamicPseudoType
			if l.Type().IsCollectionType() {
				elem = l.Type().ElementType()
			}
			return cty.NullVal(elem).WithMarks(marks), nil
		case 1:
			it := l.ElementIterator()
			it.Next()
			_, el := it.Element()
			return el.WithMarks(marks), nil
		default:
			return cty.NilVal, builtinArgErrorf(0, "the list must have at most one element, but it has %d", n)
		}
	},
})

// builtinToJSONFunc is toJSON(value), cty's jsonencode: compact, object
// keys sorted, "<", ">" and "&" escaped, null values kept, numbers in plain
// digits.
var builtinToJSONFunc = stdlib.JSONEncodeFunc
