package model

import (
	"fmt"
)

// Conversions to collection, tuple and object types (see Conversion). Each
// rule has a kind function and an explain function; the explain function is
// only called when the kind function has found no conversion.

func (c *converter) toList(from Type, to *ListType) ConversionKind {
	switch from := from.(type) {
	case *ListType:
		return c.convert(from.ElementType, to.ElementType)
	case *SetType:
		return c.convert(from.ElementType, to.ElementType)
	case *TupleType:
		return c.tupleElements(from, to.ElementType)
	}
	return NoConversion
}

func (c *converter) explainToList(from Type, to *ListType) string {
	switch from := from.(type) {
	case *ListType:
		return c.explainElement(from, to, from.ElementType, to.ElementType)
	case *SetType:
		return c.explainElement(from, to, from.ElementType, to.ElementType)
	case *TupleType:
		return c.explainTupleElements(from, to, to.ElementType)
	}
	return cannotConvert(from, to)
}

func (c *converter) toSet(from Type, to *SetType) ConversionKind {
	switch from := from.(type) {
	case *SetType:
		return c.convert(from.ElementType, to.ElementType)
	case *ListType:
		// As in cty, list to set loses order and duplicates: unsafe at best.
		return min(c.convert(from.ElementType, to.ElementType), UnsafeConversion)
	case *TupleType:
		return c.tupleElements(from, to.ElementType)
	}
	return NoConversion
}

func (c *converter) explainToSet(from Type, to *SetType) string {
	switch from := from.(type) {
	case *SetType:
		return c.explainElement(from, to, from.ElementType, to.ElementType)
	case *ListType:
		return c.explainElement(from, to, from.ElementType, to.ElementType)
	case *TupleType:
		return c.explainTupleElements(from, to, to.ElementType)
	}
	return cannotConvert(from, to)
}

func (c *converter) toMap(from Type, to *MapType) ConversionKind {
	switch from := from.(type) {
	case *MapType:
		return c.convert(from.ElementType, to.ElementType)
	case *ObjectType:
		kind, done, saved := c.pairs.begin(from, to)
		if done {
			return kind
		}
		kind = SafeConversion
		for _, t := range from.Properties {
			if kind = min(kind, c.convert(t, to.ElementType)); kind == NoConversion {
				break
			}
		}
		return c.pairs.end(from, to, kind, saved)
	}
	return NoConversion
}

func (c *converter) explainToMap(from Type, to *MapType) string {
	switch from := from.(type) {
	case *MapType:
		return c.explainElement(from, to, from.ElementType, to.ElementType)
	case *ObjectType:
		_, done, saved := c.pairs.begin(from, to)
		if done {
			return cannotConvert(from, to)
		}
		reason := ""
		for _, name := range sortedAttributeNames(from.Properties) {
			if t := from.Properties[name]; c.convert(t, to.ElementType) == NoConversion {
				reason = fmt.Sprintf("attribute %q: %s", name, c.explain(t, to.ElementType))
				break
			}
		}
		c.pairs.end(from, to, NoConversion, saved)
		if reason == "" {
			return cannotConvert(from, to)
		}
		return reason
	}
	return cannotConvert(from, to)
}

func (c *converter) toTuple(from Type, to *TupleType) ConversionKind {
	src, ok := from.(*TupleType)
	if !ok || len(src.ElementTypes) != len(to.ElementTypes) {
		return NoConversion
	}
	kind := SafeConversion
	for i, e := range src.ElementTypes {
		if kind = min(kind, c.convert(e, to.ElementTypes[i])); kind == NoConversion {
			break
		}
	}
	return kind
}

func (c *converter) explainToTuple(from Type, to *TupleType) string {
	src, ok := from.(*TupleType)
	if !ok {
		return cannotConvert(from, to)
	}
	if len(src.ElementTypes) != len(to.ElementTypes) {
		return fmt.Sprintf("%s: the source has %s but the target has %s",
			cannotConvert(from, to), pluralNoun(len(src.ElementTypes), "element"), pluralNoun(len(to.ElementTypes), "element"))
	}
	for i, e := range src.ElementTypes {
		if c.convert(e, to.ElementTypes[i]) == NoConversion {
			return fmt.Sprintf("element %d: %s", i, c.explain(e, to.ElementTypes[i]))
		}
	}
	return cannotConvert(from, to)
}

func (c *converter) toObject(from Type, to *ObjectType) ConversionKind {
	switch from := from.(type) {
	case *ObjectType:
		kind, done, saved := c.pairs.begin(from, to)
		if done {
			return kind
		}
		kind = SafeConversion
		for name, target := range to.Properties {
			source, ok := from.Properties[name]
			if !ok {
				// A missing attribute is null, which only optional
				// attributes accept.
				if !IsOptional(target) && c.convert(NoneType, target) == NoConversion {
					kind = NoConversion
					break
				}
				continue
			}
			if kind = min(kind, c.convert(source, target)); kind == NoConversion {
				break
			}
		}
		// Attributes that only the source has are dropped, as in cty.
		return c.pairs.end(from, to, kind, saved)
	case *MapType:
		// As in cty, a map converts to an object unsafely: its keys are only
		// known when the program runs.
		for _, t := range to.Properties {
			if c.convert(from.ElementType, t) == NoConversion {
				return NoConversion
			}
		}
		return UnsafeConversion
	}
	return NoConversion
}

func (c *converter) explainToObject(from Type, to *ObjectType) string {
	switch from := from.(type) {
	case *ObjectType:
		_, done, saved := c.pairs.begin(from, to)
		if done {
			return cannotConvert(from, to)
		}
		reason := ""
		for _, name := range sortedAttributeNames(to.Properties) {
			target := to.Properties[name]
			source, ok := from.Properties[name]
			if !ok {
				if !IsOptional(target) && c.convert(NoneType, target) == NoConversion {
					reason = fmt.Sprintf("object is missing required attribute %q", name)
					break
				}
				continue
			}
			if c.convert(source, target) == NoConversion {
				reason = fmt.Sprintf("attribute %q: %s", name, c.explain(source, target))
				break
			}
		}
		c.pairs.end(from, to, NoConversion, saved)
		if reason == "" {
			return cannotConvert(from, to)
		}
		return reason
	case *MapType:
		for _, name := range sortedAttributeNames(to.Properties) {
			if t := to.Properties[name]; c.convert(from.ElementType, t) == NoConversion {
				return fmt.Sprintf("attribute %q: %s", name, c.explain(from.ElementType, t))
			}
		}
	}
	return cannotConvert(from, to)
}

// explainElement explains why a collection's element type does not convert,
// in terms of the collections.
func (c *converter) explainElement(from, to, fromElem, toElem Type) string {
	return cannotConvert(from, to) + ": " + c.explain(fromElem, toElem)
}

// tupleElements converts every element of a tuple to one element type.
func (c *converter) tupleElements(from *TupleType, elem Type) ConversionKind {
	kind := SafeConversion
	for _, e := range from.ElementTypes {
		if kind = min(kind, c.convert(e, elem)); kind == NoConversion {
			break
		}
	}
	return kind
}

func (c *converter) explainTupleElements(from *TupleType, to, elem Type) string {
	for i, e := range from.ElementTypes {
		if c.convert(e, elem) == NoConversion {
			return fmt.Sprintf("%s: element %d: %s", cannotConvert(from, to), i, c.explain(e, elem))
		}
	}
	return cannotConvert(from, to)
}

func pluralNoun(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
