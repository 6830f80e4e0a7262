package model

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"
)

// TraverseAttr returns the type of t.name. On failure it returns DynamicType and
// a reason sentence.
//
//   - object: the attribute's type; an unknown attribute is an error whose
//     reason names close matches, if any.
//   - map(T): T (an attribute access on a map is a lookup by key).
//   - dynamic: dynamic.
//   - union: each element is traversed and the result is the union of the
//     traversals that succeed. A none element traverses to none, so traversing
//     an optional value gives an optional value. The traversal fails only if
//     no element other than none succeeds.
//   - promise(T), output(T): T is traversed and the result wrapped in a
//     promise or output.
//   - const(T, v): as T. Lists, sets, tuples, none and the remaining types
//     have no attributes.
func TraverseAttr(t Type, name string) (Type, string) {
	return traverse(t, func(t Type) (Type, string) { return traverseAttr(t, name) })
}

// TraverseIndex returns the type of t[key]. keyType is the key's type; key is
// its value when it is a known constant and cty.NilVal otherwise.
//
//   - list(T): T; the key must convert to int (string and number keys convert
//     unsafely and are accepted). A known key must be a whole number that is
//     not negative.
//   - set(T): an error: sets are not indexable.
//   - map(T): T; the key must convert to string.
//   - tuple: with a known key, the element at that index (an out-of-range
//     index is an error); otherwise the union of the element types.
//   - object: with a known key, that attribute (as TraverseAttr); otherwise the
//     union of the attribute types.
//   - dynamic: dynamic.
//   - union, promise, output and const receivers as in TraverseAttr.
//
// When keyType is an output (or promise) the result is wrapped in an output
// (or promise): the element is only known once the key is.
func TraverseIndex(t Type, keyType Type, key cty.Value) (Type, string) {
	if keyType == nil {
		keyType = DynamicType
	}
	keyOut, keyProm := ContainsEventuals(keyType)
	if keyOut || keyProm {
		keyType = ResolveOutputs(keyType)
	}
	lit, known := literalKey(key)
	result, reason := traverse(t, func(t Type) (Type, string) {
		return traverseIndex(t, keyType, lit, known)
	})
	switch {
	case reason != "":
		return DynamicType, reason
	case keyOut:
		return NewOutputType(result), ""
	case keyProm:
		return NewPromiseType(result), ""
	}
	return result, ""
}

// traverse applies step to t, looking through unions, promises, outputs and
// consts.
func traverse(t Type, step func(Type) (Type, string)) (Type, string) {
	switch t := t.(type) {
	case nil:
		return DynamicType, ""
	case *PromiseType:
		elem, reason := traverse(t.ElementType, step)
		if reason != "" {
			return DynamicType, reason
		}
		return NewPromiseType(elem), ""
	case *OutputType:
		elem, reason := traverse(t.ElementType, step)
		if reason != "" {
			return DynamicType, reason
		}
		return NewOutputType(elem), ""
	case *ConstType:
		return traverse(t.Type, step)
	case *UnionType:
		var results []Type
		var firstReason string
		succeeded, sawNone := false, false
		for _, e := range t.ElementTypes {
			if _, ok := e.(*noneType); ok {
				sawNone = true
				continue
			}
			r, reason := traverse(e, step)
			if reason != "" {
				if firstReason == "" {
					firstReason = reason
				}
				continue
			}
			succeeded = true
			results = append(results, r)
		}
		if !succeeded {
			if firstReason == "" {
				firstReason = fmt.Sprintf("%v has no elements that can be traversed", t)
			}
			return DynamicType, firstReason
		}
		if sawNone {
			results = append(results, NoneType)
		}
		return NewUnionType(results...), ""
	}
	return step(t)
}

func traverseAttr(t Type, name string) (Type, string) {
	switch t := t.(type) {
	case *PrimitiveType:
		if t.Kind == DynamicKind {
			return DynamicType, ""
		}
	case *ObjectType:
		if p, ok := t.Properties[name]; ok {
			return p, ""
		}
		return DynamicType, unknownAttribute(t, name)
	case *MapType:
		return t.ElementType, ""
	case *ListType, *TupleType:
		return DynamicType, fmt.Sprintf("cannot access attribute %q of %v: a %s has no attributes; use an index such as [0] to get an element", name, t, kindName(t))
	case *SetType:
		return DynamicType, fmt.Sprintf("cannot access attribute %q of %v: a set has no attributes, and its elements cannot be accessed directly", name, t)
	case *noneType:
		return DynamicType, fmt.Sprintf("cannot access attribute %q of none: the value is always null", name)
	}
	return DynamicType, fmt.Sprintf("cannot access attribute %q of %v: values of this type have no attributes", name, t)
}

func unknownAttribute(t *ObjectType, name string) string {
	reason := fmt.Sprintf("a value of type %v has no attribute %q", t, name)
	if t.Token != "" {
		reason = fmt.Sprintf("the type %s has no attribute %q", t.Token, name)
	}
	if matches := closeMatches(name, sortedAttributeNames(t.Properties)); len(matches) > 0 {
		quoted := make([]string, len(matches))
		for i, m := range matches {
			quoted[i] = fmt.Sprintf("%q", m)
		}
		return reason + "; did you mean " + strings.Join(quoted, " or ") + "?"
	}
	return reason
}

func kindName(t Type) string {
	switch t.(type) {
	case *ListType:
		return "list"
	case *TupleType:
		return "tuple"
	}
	return "value"
}

// literalKey returns the key's value when it is a known, non-null constant.
func literalKey(key cty.Value) (cty.Value, bool) {
	if key.Type() == cty.NilType {
		return cty.NilVal, false
	}
	key, _ = key.UnmarkDeep()
	if !key.IsKnown() || key.IsNull() {
		return cty.NilVal, false
	}
	return key, true
}

func traverseIndex(t Type, keyType Type, key cty.Value, known bool) (Type, string) {
	switch t := t.(type) {
	case *PrimitiveType:
		if t.Kind == DynamicKind {
			return DynamicType, ""
		}
	case *ListType:
		if reason := checkKey(t, keyType, IntType); reason != "" {
			return DynamicType, reason
		}
		if known {
			if _, reason := wholeIndex(t, key); reason != "" {
				return DynamicType, reason
			}
		}
		return t.ElementType, ""
	case *SetType:
		return DynamicType, fmt.Sprintf("cannot index %v: sets are not indexable because their elements have no order; convert the set to a list first, or iterate over it with a for expression", t)
	case *MapType:
		if reason := checkKey(t, keyType, StringType); reason != "" {
			return DynamicType, reason
		}
		return t.ElementType, ""
	case *TupleType:
		if known {
			i, reason := wholeIndex(t, key)
			if reason != "" {
				return DynamicType, reason
			}
			if i >= int64(len(t.ElementTypes)) {
				return DynamicType, fmt.Sprintf("index %d is out of range for %v, which has %s", i, t, pluralNoun(len(t.ElementTypes), "element"))
			}
			return t.ElementTypes[i], ""
		}
		if reason := checkKey(t, keyType, IntType); reason != "" {
			return DynamicType, reason
		}
		if len(t.ElementTypes) == 0 {
			return DynamicType, fmt.Sprintf("cannot index %v: the tuple has no elements", t)
		}
		return NewUnionType(t.ElementTypes...), ""
	case *ObjectType:
		if known {
			name, err := convert.Convert(key, cty.String)
			if err != nil {
				return DynamicType, fmt.Sprintf("cannot index %v with %s: an object's attributes are named by strings", t, constValueString(key))
			}
			return traverseAttr(t, name.AsString())
		}
		if reason := checkKey(t, keyType, StringType); reason != "" {
			return DynamicType, reason
		}
		if len(t.Properties) == 0 {
			return DynamicType, fmt.Sprintf("cannot index %v: the object has no attributes", t)
		}
		return NewUnionType(propertyTypes(t)...), ""
	case *noneType:
		return DynamicType, "cannot index none: the value is always null"
	}
	return DynamicType, fmt.Sprintf("cannot index %v: values of this type have no elements", t)
}

// checkKey reports why a key of type keyType cannot index t, whose keys are
// of type want, or "".
func checkKey(t Type, keyType Type, want Type) string {
	if conversionKind(keyType, want) == NoConversion {
		return fmt.Sprintf("cannot index %v with a key of type %v: the key must be %s", t, keyType, want)
	}
	return ""
}

// wholeIndex reads a known key as an index: a whole number that is not negative.
func wholeIndex(t Type, key cty.Value) (int64, string) {
	n, err := convert.Convert(key, cty.Number)
	if err != nil || !n.IsKnown() || n.IsNull() {
		return 0, fmt.Sprintf("cannot index %v with %s: the index must be a number", t, constValueString(key))
	}
	f := n.AsBigFloat()
	if !f.IsInt() || f.Sign() < 0 {
		return 0, fmt.Sprintf("cannot index %v with %s: the index must be a whole number that is not negative", t, constValueString(key))
	}
	if f.Cmp(big.NewFloat(1<<62)) > 0 {
		return 1 << 62, ""
	}
	i, _ := f.Int64()
	return i, ""
}
