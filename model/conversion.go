package model

import (
	"fmt"
	"strings"

	"github.com/zclconf/go-cty/cty"
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
//
// Conversion decides the kind first, building no strings, and only explains a
// failure once it is known to be one; callers inside the package that do not
// need the reason use conversionKind.
func Conversion(from, to Type) (kind ConversionKind, reason string) {
	c := newConverter()
	if k := c.convert(from, to); k != NoConversion {
		return k, ""
	}
	// The explanation retraces the failing path with a converter of its own
	// that tables no answers, so that every step it takes sees the kinds the
	// rules above give along that path.
	e := newConverter()
	e.pairs.untabled = true
	return NoConversion, e.explain(from, to)
}

// conversionKind is the kind Conversion reports, without the reason.
func conversionKind(from, to Type) ConversionKind {
	c := newConverter()
	return c.convert(from, to)
}

// converter holds the state of one conversion: the pairs of types that can
// recur (an object source with an object or map target) that are being
// converted, and the kinds of those converted (see pairTable). A pair met
// again while it is in progress is assumed to convert safely.
type converter struct {
	pairs pairTable[ConversionKind]
}

func newConverter() converter {
	return converter{pairs: newPairTable(SafeConversion, NoConversion)}
}

func cannotConvert(from, to Type) string {
	return fmt.Sprintf("cannot convert %v to %v", from, to)
}

// convert returns the kind of conversion from from to to, following the rules
// in the order Conversion lists them.
func (c *converter) convert(from, to Type) ConversionKind {
	if from == nil || to == nil {
		return NoConversion
	}
	if from == to || isDynamicType(to) {
		return SafeConversion
	}
	if isLeafType(from) && Equal(from, to) {
		// Equal types convert safely. The rules below give that for the
		// types built from others (comparing their parts, once each), so
		// only the others are compared here: comparing large schema types
		// in full at every level of a conversion would be slow.
		return SafeConversion
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
			return NoConversion
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
		return UnsafeConversion
	}
	switch from.(type) {
	case *OutputType, *PromiseType, *noneType:
		return NoConversion
	}
	if _, ok := to.(*noneType); ok {
		return NoConversion
	}
	if from, ok := from.(*ConstType); ok {
		return c.fromConst(from, to)
	}
	switch to := to.(type) {
	case *ConstType:
		return min(c.convert(from, to.Type), UnsafeConversion)
	case *EnumType:
		return min(c.convert(from, to.ElementType), UnsafeConversion)
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
			return SafeConversion
		}
		return NoConversion
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
	return NoConversion
}

// explain says why from does not convert to to. It retraces convert's rules,
// and is only called for a pair that convert has found not to convert in the
// same state: at each step it finds the rule, and the first part of it, that
// fails, and explains that.
func (c *converter) explain(from, to Type) string {
	if from == nil || to == nil {
		return "cannot convert a value whose type is unknown"
	}
	if from, ok := from.(*UnionType); ok {
		return c.explainFromUnion(from, to)
	}
	switch to := to.(type) {
	case *UnionType:
		return c.explainToUnion(from, to)
	case *PromiseType:
		switch from := from.(type) {
		case *PromiseType:
			return c.explain(from.ElementType, to.ElementType)
		case *OutputType:
			return cannotConvert(from, to) + ": an output cannot be used where a promise is expected, because the promise would lose the output's dependencies"
		}
		return c.explain(from, to.ElementType)
	case *OutputType:
		switch from := from.(type) {
		case *PromiseType:
			return c.explain(from.ElementType, to.ElementType)
		case *OutputType:
			return c.explain(from.ElementType, to.ElementType)
		}
		return c.explain(from, to.ElementType)
	}
	switch from.(type) {
	case *OutputType:
		return cannotConvert(from, to) + ": the value is an output, which is only known when the program runs; use an apply to work with its resolved value"
	case *PromiseType:
		return cannotConvert(from, to) + ": the value is a promise, which is only known when the program runs; use an apply to work with its resolved value"
	case *noneType:
		return noneReason(to)
	}
	if _, ok := to.(*noneType); ok {
		return cannotConvert(from, to) + ": only null converts to none"
	}
	if from, ok := from.(*ConstType); ok {
		return c.explainFromConst(from, to)
	}
	switch to := to.(type) {
	case *ConstType:
		return cannotConvert(from, to) + ": " + c.explain(from, to.Type)
	case *EnumType:
		return cannotConvert(from, to) + ": " + c.explain(from, to.ElementType)
	}
	if from, ok := from.(*EnumType); ok {
		return c.explain(from.ElementType, to)
	}
	switch to := to.(type) {
	case *ListType:
		return c.explainToList(from, to)
	case *SetType:
		return c.explainToSet(from, to)
	case *MapType:
		return c.explainToMap(from, to)
	case *TupleType:
		return c.explainToTuple(from, to)
	case *ObjectType:
		return c.explainToObject(from, to)
	}
	// Primitive and opaque targets, and anything explain is asked about that
	// does convert (which convert rules out), need no more than this.
	return cannotConvert(from, to)
}

func noneReason(to Type) string {
	return fmt.Sprintf("cannot convert none to %v: null is only allowed where the type is optional, such as %v", to, NewOptionalType(to))
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

// isLeafType reports whether t is not built from other types: it is a
// primitive, none, opaque, enum or const type, or a union of no types (which
// NewUnionType never makes, but which is equal to another union of none).
func isLeafType(t Type) bool {
	switch t := t.(type) {
	case *PrimitiveType, *noneType, *OpaqueType, *EnumType, *ConstType:
		return true
	case *UnionType:
		return len(t.ElementTypes) == 0
	}
	return false
}

func isDynamicType(t Type) bool {
	p, ok := t.(*PrimitiveType)
	return ok && p.Kind == DynamicKind
}

// fromUnion converts each element of a union to the target: safe when every
// element converts safely, none when no element converts, unsafe otherwise.
func (c *converter) fromUnion(from *UnionType, to Type) ConversionKind {
	if len(from.ElementTypes) == 0 {
		return c.convert(NoneType, to)
	}
	kind, converted := SafeConversion, false
	for _, e := range from.ElementTypes {
		k := c.convert(e, to)
		if k == NoConversion {
			kind = UnsafeConversion
		} else {
			converted = true
			kind = min(kind, k)
		}
		if converted && kind == UnsafeConversion {
			// Some element converts and some does not, or one only unsafely:
			// the rest cannot change the answer.
			return UnsafeConversion
		}
	}
	if !converted {
		return NoConversion
	}
	return kind
}

func (c *converter) explainFromUnion(from *UnionType, to Type) string {
	if len(from.ElementTypes) == 0 {
		return c.explain(NoneType, to)
	}
	// No element converts; the first one stands for them all.
	return cannotConvert(from, to) + ": none of the union's element types converts (" + c.explain(from.ElementTypes[0], to) + ")"
}

// toUnion converts a type to the best-converting element of a union.
func (c *converter) toUnion(from Type, to *UnionType) ConversionKind {
	best := NoConversion
	for _, e := range to.ElementTypes {
		if k := c.convert(from, e); k > best {
			if k == SafeConversion {
				return k
			}
			best = k
		}
	}
	return best
}

func (c *converter) explainToUnion(from Type, to *UnionType) string {
	if _, ok := from.(*noneType); ok {
		return noneReason(to)
	}
	if o, p := ContainsEventuals(from); (o || p) && !acceptsEventuals(to) {
		return cannotConvert(from, to) + ": the value is an output or promise, which is only known when the program runs; use an apply to work with its resolved value"
	}
	names := make([]string, len(to.ElementTypes))
	for i, e := range to.ElementTypes {
		names[i] = e.String()
	}
	return cannotConvert(from, to) + fmt.Sprintf(": %v does not convert to any of %s", from, strings.Join(names, ", "))
}

// fromConst converts const(T, v): as T does, and safely to enums that have v.
func (c *converter) fromConst(from *ConstType, to Type) ConversionKind {
	switch to := to.(type) {
	case *ConstType:
		if !sameConstValue(from.Value, to.Value) {
			return NoConversion
		}
		return c.convert(from.Type, to.Type)
	case *EnumType:
		if enumHasValue(to, from.Value) {
			return SafeConversion
		}
		return NoConversion
	}
	return c.convert(from.Type, to)
}

func (c *converter) explainFromConst(from *ConstType, to Type) string {
	switch to := to.(type) {
	case *ConstType:
		if !sameConstValue(from.Value, to.Value) {
			return cannotConvert(from, to) + ": the values differ"
		}
		return c.explain(from.Type, to.Type)
	case *EnumType:
		return fmt.Sprintf("cannot convert %v to %v: %s is not one of the enum's values", from, to, constValueString(from.Value))
	}
	return c.explain(from.Type, to)
}

func enumHasValue(e *EnumType, v cty.Value) bool {
	for _, ev := range e.Elements {
		if sameConstValue(v, ev) {
			return true
		}
	}
	return false
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

func primitiveConversion(from Type, to *PrimitiveType) ConversionKind {
	if from, ok := from.(*PrimitiveType); ok {
		if from.Kind == to.Kind {
			return SafeConversion
		}
		return primitiveConversions[[2]PrimitiveKind{from.Kind, to.Kind}]
	}
	return NoConversion
}
