package model

import (
	"fmt"
	"strings"
)

// ConversionKind says whether a value of one type converts to another.
type ConversionKind int

// The conversion kinds, ordered: a larger kind is a better conversion.
const (
	NoConversion ConversionKind = iota
	UnsafeConversion
	SafeConversion
)

// String returns "none", "unsafe" or "safe".
func (k ConversionKind) String() string {
	switch k {
	case NoConversion:
		return "none"
	case UnsafeConversion:
		return "unsafe"
	case SafeConversion:
		return "safe"
	}
	return fmt.Sprintf("ConversionKind(%d)", int(k))
}

// Exists reports whether some conversion (safe or unsafe) is available.
func (k ConversionKind) Exists() bool { return k > NoConversion }

// Conversion reports how a value of type from converts to type to. When the
// kind is NoConversion, reason is a sentence a person can read explaining why;
// otherwise reason is empty.
//
// A safe conversion always succeeds; an unsafe one may fail for some values
// (for example string to int). The rules, checked in order:
//
//   - Equal types convert safely.
//   - Every type converts safely to dynamic; dynamic converts unsafely to
//     every other type (but, by the union and eventual rules below, safely
//     to a union with a dynamic element and to output(dynamic)).
//   - union(T...) converts to a type U when its elements do: safely when every
//     element converts safely, unsafely when every element converts but some
//     only unsafely or when only some of the elements convert, and not at all
//     when no element converts.
//   - T converts to union(U...) when T converts to at least one element; the
//     conversion is safe when it is safe to at least one element.
//   - T converts to promise(U) when T is promise(V) and V converts to U, or
//     when T converts to U. An output does not convert to a promise.
//   - T converts to output(U) when T is output(V) or promise(V) and V converts
//     to U, or when T converts to U.
//   - An output or promise never converts to a type that is not eventual (or
//     dynamic, or a union with such an element): its value needs an apply.
//   - none (the type of null) converts only to none, dynamic and unions that
//     have none as an element; nothing else converts to none.
//   - const(T, v) converts as T does (so safely to T) and safely to an enum
//     that has v as a value; a value of T converts unsafely to const(T, v).
//   - An enum converts as its element type does (so safely to it); a value of
//     the element type converts unsafely to the enum.
//   - Asset and Archive convert safely to AssetOrArchive.
//   - Primitive types: int to number and int to string are safe, number to
//     int and string to int unsafe (PCL); number to string and bool to string
//     are safe, string to number and string to bool unsafe (HCL / cty).
//   - Collections (as in cty): list(V) and set(V) convert to list(U) when V
//     converts to U; set(V) to set(U) likewise, while list(V) to set(U) is at
//     best unsafe (order and duplicates are lost); map(V) to map(U) when V
//     converts to U; a tuple to list(U) or set(U) when every element converts
//     to U; a tuple to a tuple of the same length element by element; an object
//     to map(U) when every attribute converts to U; map(V) to an object,
//     unsafely, when V converts to every attribute type.
//   - object to object: every attribute of the target must be present in the
//     source and convert, unless the target attribute is optional (accepts
//     none); attributes that only the source has are dropped safely.
//
// The safety of a conversion built from others is the least safe of them.
// Recursive object types are handled: a pair of types that is reached again
// while it is being converted is assumed to convert safely.
func Conversion(from, to Type) (kind ConversionKind, reason string) {
	c := converter{}
	return c.convert(from, to)
}

// converter remembers the pairs of object types it is converting, so that
// recursive schema types terminate.
type converter struct {
	inProgress map[typePair]bool
}

func cannotConvert(from, to Type) string {
	return fmt.Sprintf("cannot convert %v to %v", from, to)
}

func (c *converter) convert(from, to Type) (ConversionKind, string) {
	if from == nil || to == nil {
		return NoConversion, "cannot convert a value whose type is unknown"
	}
	if from == to || isDynamicType(to) {
		return SafeConversion, ""
	}
	if Equal(from, to) {
		return SafeConversion, ""
	}
	if from, ok := from.(*UnionType); ok {
		return c.fromUnion(from, to)
	}
	switch to := to.(type) {
	case *UnionType:
		return c.toUnion(from, to)
	case *PromiseType:
		switch from := from.(type) {
		case *PromiseType:
			return c.convert(from.ElementType, to.ElementType)
		case *OutputType:
			return NoConversion, cannotConvert(from, to) + ": an output cannot be used where a promise is expected, because the promise would lose the output's dependencies"
		}
		return c.convert(from, to.ElementType)
	case *OutputType:
		switch from := from.(type) {
		case *PromiseType:
			return c.convert(from.ElementType, to.ElementType)
		case *OutputType:
			return c.convert(from.ElementType, to.ElementType)
		}
		return c.convert(from, to.ElementType)
	}
	if isDynamicType(from) {
		return UnsafeConversion, ""
	}
	switch from.(type) {
	case *OutputType:
		return NoConversion, cannotConvert(from, to) + ": the value is an output, which is only known when the program runs; use an apply to work with its resolved value"
	case *PromiseType:
		return NoConversion, cannotConvert(from, to) + ": the value is a promise, which is only known when the program runs; use an apply to work with its resolved value"
	case *noneType:
		return NoConversion, fmt.Sprintf("cannot convert none to %v: null is only allowed where the type is optional, such as %v", to, NewOptionalType(to))
	}
	if _, ok := to.(*noneType); ok {
		return NoConversion, cannotConvert(from, to) + ": only null converts to none"
	}
	if from, ok := from.(*ConstType); ok {
		return c.fromConst(from, to)
	}
	switch to := to.(type) {
	case *ConstType:
		if k, reason := c.convert(from, to.Type); k == NoConversion {
			return NoConversion, cannotConvert(from, to) + ": " + reason
		}
		return UnsafeConversion, ""
	case *EnumType:
		if k, reason := c.convert(from, to.ElementType); k == NoConversion {
			return NoConversion, cannotConvert(from, to) + ": " + reason
		}
		return UnsafeConversion, ""
	}
	if from, ok := from.(*EnumType); ok {
		return c.convert(from.ElementType, to)
	}
	switch to := to.(type) {
	case *PrimitiveType:
		return primitiveConversion(from, to)
	case *OpaqueType:
		if from, ok := from.(*OpaqueType); ok && to.Name == AssetOrArchiveType.Name &&
			(from.Name == AssetType.Name || from.Name == ArchiveType.Name) {
			return SafeConversion, ""
		}
		return NoConversion, cannotConvert(from, to)
	case *ListType:
		return c.toList(from, to)
	case *SetType:
		return c.toSet(from, to)
	case *MapType:
		return c.toMap(from, to)
	case *TupleType:
		return c.toTuple(from, to)
	case *ObjectType:
		return c.toObject(from, to)
	}
	return NoConversion, cannotConvert(from, to)
}

// acceptsEventuals reports whether some element of a union is eventual or dynamic.
func acceptsEventuals(u *UnionType) bool {
	for _, e := range u.ElementTypes {
		o, p := ContainsEventuals(e)
		if o || p || isDynamicType(e) {
			return true
		}
	}
	return false
}

func isDynamicType(t Type) bool {
	p, ok := t.(*PrimitiveType)
	return ok && p.Kind == DynamicKind
}

// fromUnion converts each element of a union to the target.
func (c *converter) fromUnion(from *UnionType, to Type) (ConversionKind, string) {
	if len(from.ElementTypes) == 0 {
		return c.convert(NoneType, to)
	}
	kind, converted, firstReason := SafeConversion, 0, ""
	for _, e := range from.ElementTypes {
		k, reason := c.convert(e, to)
		if k == NoConversion {
			if firstReason == "" {
				firstReason = reason
			}
			kind = UnsafeConversion
			continue
		}
		converted++
		kind = min(kind, k)
	}
	if converted == 0 {
		return NoConversion, cannotConvert(from, to) + ": none of the union's element types converts (" + firstReason + ")"
	}
	return kind, ""
}

// toUnion converts a type to the best-converting element of a union.
func (c *converter) toUnion(from Type, to *UnionType) (ConversionKind, string) {
	best := NoConversion
	for _, e := range to.ElementTypes {
		if k, _ := c.convert(from, e); k > best {
			best = k
		}
	}
	if best != NoConversion {
		return best, ""
	}
	if _, ok := from.(*noneType); ok {
		return NoConversion, fmt.Sprintf("cannot convert none to %v: null is only allowed where the type is optional, such as %v", to, NewOptionalType(to))
	}
	if o, p := ContainsEventuals(from); (o || p) && !acceptsEventuals(to) {
		return NoConversion, cannotConvert(from, to) + ": the value is an output or promise, which is only known when the program runs; use an apply to work with its resolved value"
	}
	names := make([]string, len(to.ElementTypes))
	for i, e := range to.ElementTypes {
		names[i] = e.String()
	}
	return NoConversion, cannotConvert(from, to) + fmt.Sprintf(": %v does not convert to any of %s", from, strings.Join(names, ", "))
}

// fromConst converts const(T, v): as T does, and safely to enums that have v.
func (c *converter) fromConst(from *ConstType, to Type) (ConversionKind, string) {
	switch to := to.(type) {
	case *ConstType:
		if !sameConstValue(from.Value, to.Value) {
			return NoConversion, cannotConvert(from, to) + ": the values differ"
		}
		return c.convert(from.Type, to.Type)
	case *EnumType:
		for _, v := range to.Elements {
			if sameConstValue(from.Value, v) {
				return SafeConversion, ""
			}
		}
		return NoConversion, fmt.Sprintf("cannot convert %v to %v: %s is not one of the enum's values", from, to, constValueString(from.Value))
	}
	return c.convert(from.Type, to)
}

// primitiveConversions lists the conversions between distinct primitive
// types; a pair that is missing does not convert.
var primitiveConversions = map[[2]PrimitiveKind]ConversionKind{
	{IntKind, NumberKind}:    SafeConversion,
	{IntKind, StringKind}:    SafeConversion,
	{NumberKind, StringKind}: SafeConversion,
	{BoolKind, StringKind}:   SafeConversion,
	{NumberKind, IntKind}:    UnsafeConversion,
	{StringKind, IntKind}:    UnsafeConversion,
	{StringKind, NumberKind}: UnsafeConversion,
	{StringKind, BoolKind}:   UnsafeConversion,
}

func primitiveConversion(from Type, to *PrimitiveType) (ConversionKind, string) {
	if from, ok := from.(*PrimitiveType); ok {
		if from.Kind == to.Kind {
			return SafeConversion, ""
		}
		if k, ok := primitiveConversions[[2]PrimitiveKind{from.Kind, to.Kind}]; ok {
			return k, ""
		}
	}
	return NoConversion, cannotConvert(from, to)
}
