package model

import (
	"fmt"
)

// Conversions to collection, tuple and object types (see Conversion).

func (c *converter) toList(from Type, to *ListType) (ConversionKind, string) {
	switch from := from.(type) {
	case *ListType:
		return c.element(from, to, from.ElementType, to.ElementType)
	case *SetType:
		return c.element(from, to, from.ElementType, to.ElementType)
	case *TupleType:
		return c.tupleElements(from, to, to.ElementType)
	}
	return NoConversion, cannotConvert(from, to)
}

func (c *converter) toSet(from Type, to *SetType) (ConversionKind, string) {
	switch from := from.(type) {
	case *SetType:
		return c.element(from, to, from.ElementType, to.ElementType)
	case *ListType:
		// As in cty, list to set loses order and duplicates: unsafe at best.
		k, reason := c.element(from, to, from.ElementType, to.ElementType)
		return min(k, UnsafeConversion), reason
	case *TupleType:
		return c.tupleElements(from, to, to.ElementType)
	}
	return NoConversion, cannotConvert(from, to)
}

func (c *converter) toMap(from Type, to *MapType) (ConversionKind, string) {
	switch from := from.(type) {
	case *MapType:
		return c.element(from, to, from.ElementType, to.ElementType)
	case *ObjectType:
		if c.enter(from, to) {
			return SafeConversion, ""
		}
		defer c.leave(from, to)
		kind := SafeConversion
		for _, name := range sortedAttributeNames(from.Properties) {
			k, reason := c.convert(from.Properties[name], to.ElementType)
			if k == NoConversion {
				return NoConversion, fmt.Sprintf("attribute %q: %s", name, reason)
			}
			kind = min(kind, k)
		}
		return kind, ""
	}
	return NoConversion, cannotConvert(from, to)
}

func (c *converter) toTuple(from Type, to *TupleType) (ConversionKind, string) {
	src, ok := from.(*TupleType)
	if !ok {
		return NoConversion, cannotConvert(from, to)
	}
	if len(src.ElementTypes) != len(to.ElementTypes) {
		return NoConversion, fmt.Sprintf("%s: the source has %s but the target has %s",
			cannotConvert(from, to), pluralNoun(len(src.ElementTypes), "element"), pluralNoun(len(to.ElementTypes), "element"))
	}
	kind := SafeConversion
	for i, e := range src.ElementTypes {
		k, reason := c.convert(e, to.ElementTypes[i])
		if k == NoConversion {
			return NoConversion, fmt.Sprintf("element %d: %s", i, reason)
		}
		kind = min(kind, k)
	}
	return kind, ""
}

func (c *converter) toObject(from Type, to *ObjectType) (ConversionKind, string) {
	switch from := from.(type) {
	case *ObjectType:
		if c.enter(from, to) {
			return SafeConversion, ""
		}
		defer c.leave(from, to)
		kind := SafeConversion
		for _, name := range sortedAttributeNames(to.Properties) {
			target := to.Properties[name]
			source, ok := from.Properties[name]
			if !ok {
				// A missing attribute is null, which only optional
				// attributes accept.
				if k, _ := c.convert(NoneType, target); k == NoConversion {
					return NoConversion, fmt.Sprintf("object is missing required attribute %q", name)
				}
				continue
			}
			k, reason := c.convert(source, target)
			if k == NoConversion {
				return NoConversion, fmt.Sprintf("attribute %q: %s", name, reason)
			}
			kind = min(kind, k)
		}
		// Attributes that only the source has are dropped, as in cty.
		return kind, ""
	case *MapType:
		// As in cty, a map converts to an object unsafely: its keys are only
		// known when the program runs.
		for _, name := range sortedAttributeNames(to.Properties) {
			if k, reason := c.convert(from.ElementType, to.Properties[name]); k == NoConversion {
				return NoConversion, fmt.Sprintf("attribute %q: %s", name, reason)
			}
		}
		return UnsafeConversion, ""
	}
	return NoConversion, cannotConvert(from, to)
}

// element converts a collection's element type, explaining a failure in terms
// of the collections.
func (c *converter) element(from, to, fromElem, toElem Type) (ConversionKind, string) {
	k, reason := c.convert(fromElem, toElem)
	if k == NoConversion {
		return NoConversion, cannotConvert(from, to) + ": " + reason
	}
	return k, ""
}

// tupleElements converts every element of a tuple to one element type.
func (c *converter) tupleElements(from *TupleType, to, elem Type) (ConversionKind, string) {
	kind := SafeConversion
	for i, e := range from.ElementTypes {
		k, reason := c.convert(e, elem)
		if k == NoConversion {
			return NoConversion, fmt.Sprintf("%s: element %d: %s", cannotConvert(from, to), i, reason)
		}
		kind = min(kind, k)
	}
	return kind, ""
}

// enter marks a pair of types as being converted. It reports true when the
// pair is already in progress: a recursive reference, assumed to convert.
func (c *converter) enter(from, to Type) bool {
	key := typePair{from, to}
	if c.inProgress[key] {
		return true
	}
	if c.inProgress == nil {
		c.inProgress = map[typePair]bool{}
	}
	c.inProgress[key] = true
	return false
}

func (c *converter) leave(from, to Type) { delete(c.inProgress, typePair{from, to}) }

func pluralNoun(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
