package model

// Unify returns the type that all of the given types convert to (spec "Unification").
//
// nil types are ignored. Unify() with no types returns DynamicType (nothing
// is known); Unify(t) returns t. More types are unified pairwise from left to right with these
// rules, tried in order:
//
//   - Equal types unify to that type.
//   - dynamic with any type is dynamic; with a type holding an output
//     anywhere (output(T), list(output(T))) it is output(dynamic), and
//     with one holding a promise promise(dynamic): a value that may hold
//     an output is typed as one.
//   - Eventuals: if either type is output(U) (or promise(U)), the result is
//     output(unify(T, U)) (or promise(...)), where T is the other type with its
//     own output or promise wrapper removed, also from the elements of a
//     union; output wins over promise. So output+output=output,
//     promise+promise=promise, promise+output=output, T+output(U)=output(..)
//     and T+promise(U)=promise(..). (pcl-syntax-and-types.md: two outputs
//     unify to an output, not a promise.)
//   - Two unions unify to the union of their concatenated elements.
//   - A union with another type T unifies to the union of T unified with each
//     of the union's elements.
//   - none with T is union(T, none): T becomes optional.
//   - int with number is number; int, number or bool with string is string
//     (PCL and cty prefer the type the other converts to safely).
//   - list(A)+list(B) = list(unify(A, B)); set+set = set; list+set = list;
//     map(A)+map(B) = map(unify(A, B)).
//   - A tuple with a tuple of the same length unifies element by element; a
//     tuple with a tuple of another length, or with a list or set, unifies to
//     a list (or set) of the unification of all the element types.
//   - An object with an object has the union of their attributes: attributes
//     on both sides unify, attributes missing on one side become optional.
//     The result keeps the Token only when both objects have the same one.
//     An object with a map unifies to a map of all the attribute and element
//     types (a recursive object reached again while it is being folded into
//     a map falls through to the rules below instead).
//   - Otherwise, when one type converts safely to the other (for example an
//     enum to its element type, const(T, v) to T, Asset to AssetOrArchive),
//     the result is the wider type.
//   - Otherwise the result is union(a, b).
//
// Every input converts to the result (Conversion(t, Unify(t, u)) is never
// NoConversion). Recursive object types unify to recursive results.
func Unify(types ...Type) Type {
	u := unifier{}
	var result Type
	for _, t := range types {
		result = u.unify(result, t)
	}
	if result == nil {
		return DynamicType
	}
	return result
}

// unifier remembers the object pairs it is unifying, so that recursive schema
// types unify to recursive results instead of looping.
type unifier struct {
	objects map[typePair]*ObjectType
	// intoMap holds the object types being folded into a map: a recursive
	// object reached again while it is folded is not folded again (that
	// would unfold it forever) but unified by the general rules.
	intoMap map[*ObjectType]bool
}

func (u *unifier) unify(a, b Type) Type {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	case isDynamicType(a) || isDynamicType(b):
		return eventualDynamic(a, b)
	case Equal(a, b):
		return a
	}

	// Eventuals first: the result is eventual when either side is.
	aOut, aProm := eventualWrapper(a)
	bOut, bProm := eventualWrapper(b)
	if aOut || aProm || bOut || bProm {
		elem := u.unify(stripEventual(a), stripEventual(b))
		if aOut || bOut {
			return NewOutputType(elem)
		}
		return NewPromiseType(elem)
	}

	au, aIsUnion := a.(*UnionType)
	bu, bIsUnion := b.(*UnionType)
	switch {
	case aIsUnion && bIsUnion:
		return NewUnionType(append(append([]Type{}, au.ElementTypes...), bu.ElementTypes...)...)
	case aIsUnion:
		return u.unifyWithUnion(b, au)
	case bIsUnion:
		return u.unifyWithUnion(a, bu)
	}

	if _, ok := a.(*noneType); ok {
		return NewUnionType(b, NoneType)
	}
	if _, ok := b.(*noneType); ok {
		return NewUnionType(a, NoneType)
	}

	if t := u.unifyStructural(a, b); t != nil {
		return t
	}
	// Primitives, enums, consts and opaque types: prefer the type the other
	// converts to safely.
	if conversionKind(a, b) == SafeConversion {
		return b
	}
	if conversionKind(b, a) == SafeConversion {
		return a
	}
	return NewUnionType(a, b)
}

// eventualDynamic is the unification of a and b, one of which is dynamic:
// dynamic, inside an output when the other holds one anywhere (a list of
// outputs), else inside a promise when the other holds one: a value that
// may hold an output is typed as one, which a backend makes of it.
func eventualDynamic(a, b Type) Type {
	aOut, aPromise := HoldsEventuals(a)
	bOut, bPromise := HoldsEventuals(b)
	switch {
	case aOut || bOut:
		return NewOutputType(DynamicType)
	case aPromise || bPromise:
		return NewPromiseType(DynamicType)
	}
	return DynamicType
}

// unifyWithUnion unifies t with each element of a union.
func (u *unifier) unifyWithUnion(t Type, union *UnionType) Type {
	elems := make([]Type, len(union.ElementTypes))
	for i, e := range union.ElementTypes {
		elems[i] = u.unify(e, t)
	}
	return NewUnionType(elems...)
}

// eventualWrapper reports whether t is an output or a promise.
func eventualWrapper(t Type) (isOutput, isPromise bool) {
	switch t.(type) {
	case *OutputType:
		return true, false
	case *PromiseType:
		return false, true
	}
	return false, false
}

// stripEventual removes one output or promise wrapper from t, and from each
// element of a union.
func stripEventual(t Type) Type {
	switch t := t.(type) {
	case *OutputType:
		return t.ElementType
	case *PromiseType:
		return t.ElementType
	case *UnionType:
		elems := make([]Type, len(t.ElementTypes))
		changed := false
		for i, e := range t.ElementTypes {
			elems[i] = stripEventual(e)
			changed = changed || elems[i] != e
		}
		if changed {
			return NewUnionType(elems...)
		}
	}
	return t
}

// unifyStructural unifies collections, tuples and objects, or returns nil.
func (u *unifier) unifyStructural(a, b Type) Type {
	switch a := a.(type) {
	case *ListType:
		switch b := b.(type) {
		case *ListType:
			return NewListType(u.unify(a.ElementType, b.ElementType))
		case *SetType:
			return NewListType(u.unify(a.ElementType, b.ElementType))
		case *TupleType:
			return NewListType(u.unifyAll(a.ElementType, b.ElementTypes))
		}
	case *SetType:
		switch b := b.(type) {
		case *SetType:
			return NewSetType(u.unify(a.ElementType, b.ElementType))
		case *ListType:
			return NewListType(u.unify(a.ElementType, b.ElementType))
		case *TupleType:
			return NewSetType(u.unifyAll(a.ElementType, b.ElementTypes))
		}
	case *MapType:
		switch b := b.(type) {
		case *MapType:
			return NewMapType(u.unify(a.ElementType, b.ElementType))
		case *ObjectType:
			if u.intoMap[b] {
				return nil
			}
			if u.intoMap == nil {
				u.intoMap = map[*ObjectType]bool{}
			}
			u.intoMap[b] = true
			defer delete(u.intoMap, b)
			return NewMapType(u.unifyAll(a.ElementType, propertyTypes(b)))
		}
	case *TupleType:
		switch b := b.(type) {
		case *TupleType:
			if len(a.ElementTypes) == len(b.ElementTypes) {
				elems := make([]Type, len(a.ElementTypes))
				for i := range elems {
					elems[i] = u.unify(a.ElementTypes[i], b.ElementTypes[i])
				}
				return NewTupleType(elems...)
			}
			return NewListType(u.unifyAll(nil, append(append([]Type{}, a.ElementTypes...), b.ElementTypes...)))
		case *ListType, *SetType:
			return u.unifyStructural(b, a)
		}
	case *ObjectType:
		switch b := b.(type) {
		case *ObjectType:
			return u.unifyObjects(a, b)
		case *MapType:
			return u.unifyStructural(b, a)
		}
	}
	return nil
}

// unifyAll unifies first (when not nil) with all of rest; with nothing to
// unify the result is dynamic.
func (u *unifier) unifyAll(first Type, rest []Type) Type {
	result := first
	for _, t := range rest {
		result = u.unify(result, t)
	}
	if result == nil {
		return DynamicType
	}
	return result
}

func propertyTypes(o *ObjectType) []Type {
	names := sortedAttributeNames(o.Properties)
	types := make([]Type, len(names))
	for i, name := range names {
		types[i] = o.Properties[name]
	}
	return types
}

// unifyObjects merges the attributes of two object types.
func (u *unifier) unifyObjects(a, b *ObjectType) Type {
	key := typePair{a, b}
	if res, ok := u.objects[key]; ok {
		return res
	}
	if u.objects == nil {
		u.objects = map[typePair]*ObjectType{}
	}
	res := &ObjectType{Properties: map[string]Type{}}
	if a.Token == b.Token {
		res.Token = a.Token
	}
	u.objects[key] = res
	for name, at := range a.Properties {
		if bt, ok := b.Properties[name]; ok {
			res.Properties[name] = u.unify(at, bt)
		} else {
			res.Properties[name] = NewOptionalType(at)
		}
	}
	for name, bt := range b.Properties {
		if _, ok := a.Properties[name]; !ok {
			res.Properties[name] = NewOptionalType(bt)
		}
	}
	return res
}
