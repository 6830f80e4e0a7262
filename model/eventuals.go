package model

// ResolveOutputs strips output and promise wrappers: the type of the value an
// apply callback receives.
//
// The resolution is deep: eventual types nested in unions, lists, sets, maps,
// tuples and object attributes are resolved too, because an apply receives
// its arguments with all nested eventuals already resolved. For example
// output(list(promise(string))) resolves to list(string). Types that contain
// no eventuals are returned unchanged (the same pointer); recursive object
// types are handled.
func ResolveOutputs(t Type) Type {
	r := resolver{outputs: true}
	return r.resolve(t)
}

// ResolvePromises strips promise wrappers only.
//
// Like ResolveOutputs it resolves deeply; output types are kept, but promises
// inside their element types are resolved.
func ResolvePromises(t Type) Type {
	r := resolver{}
	return r.resolve(t)
}

// HoldsEventuals reports whether t holds an output, or a promise, anywhere:
// itself, in a union or in its elements and properties. A resource holds
// none: a reference to one is a plain value in every SDK, and its outputs
// are read through traversals whose own types are outputs.
func HoldsEventuals(t Type) (hasOutput, hasPromise bool) {
	f := eventualsFinder{}
	f.walk(t)
	return f.output, f.promise
}

// HoldsOutputs reports whether t holds an output anywhere (HoldsEventuals'
// first answer), looking no further once it finds one.
func HoldsOutputs(t Type) bool {
	f := eventualsFinder{outputsOnly: true}
	f.walk(t)
	return f.output
}

// eventualsFinder walks a type for HoldsEventuals and HoldsOutputs; seen
// guards against recursive object types.
type eventualsFinder struct {
	output, promise, outputsOnly bool
	seen                         map[*ObjectType]bool
}

func (f *eventualsFinder) walk(t Type) {
	if f.output && (f.promise || f.outputsOnly) {
		return
	}
	switch t := t.(type) {
	case *OutputType:
		f.output = true
		f.walk(t.ElementType)
	case *PromiseType:
		f.promise = true
		f.walk(t.ElementType)
	case *UnionType:
		f.walkAll(t.ElementTypes)
	case *ListType:
		f.walk(t.ElementType)
	case *SetType:
		f.walk(t.ElementType)
	case *MapType:
		f.walk(t.ElementType)
	case *TupleType:
		f.walkAll(t.ElementTypes)
	case *ObjectType:
		if f.seen[t] || IsResourceObject(t) {
			return
		}
		if f.seen == nil {
			f.seen = map[*ObjectType]bool{}
		}
		f.seen[t] = true
		for _, p := range t.Properties {
			f.walk(p)
		}
	}
}

func (f *eventualsFinder) walkAll(types []Type) {
	for _, e := range types {
		f.walk(e)
	}
}

// ContainsEventuals reports whether t is, or (through unions) contains,
// output or promise types.
//
// Only the type itself and the elements of a union are inspected: a
// list(output(string)) is not itself eventual.
func ContainsEventuals(t Type) (hasOutput, hasPromise bool) {
	switch t := t.(type) {
	case *OutputType:
		return true, false
	case *PromiseType:
		return false, true
	case *UnionType:
		for _, e := range t.ElementTypes {
			o, p := ContainsEventuals(e)
			hasOutput, hasPromise = hasOutput || o, hasPromise || p
		}
	}
	return hasOutput, hasPromise
}

// resolver strips eventual wrappers, memoizing object types so that recursive
// schema types resolve to recursive results.
type resolver struct {
	outputs bool
	objects map[*ObjectType]Type
}

func (r *resolver) resolve(t Type) Type {
	switch t := t.(type) {
	case *OutputType:
		if r.outputs {
			return r.resolve(t.ElementType)
		}
		if e := r.resolve(t.ElementType); e != t.ElementType {
			return NewOutputType(e)
		}
		return t
	case *PromiseType:
		return r.resolve(t.ElementType)
	case *ListType:
		if e := r.resolve(t.ElementType); e != t.ElementType {
			return NewListType(e)
		}
	case *SetType:
		if e := r.resolve(t.ElementType); e != t.ElementType {
			return NewSetType(e)
		}
	case *MapType:
		if e := r.resolve(t.ElementType); e != t.ElementType {
			return NewMapType(e)
		}
	case *TupleType:
		if elems, changed := r.resolveAll(t.ElementTypes); changed {
			return NewTupleType(elems...)
		}
	case *UnionType:
		if elems, changed := r.resolveAll(t.ElementTypes); changed {
			return NewUnionTypeAnnotated(t.Annotations, elems...)
		}
	case *ObjectType:
		return r.resolveObject(t)
	}
	return t
}

func (r *resolver) resolveAll(types []Type) ([]Type, bool) {
	out := make([]Type, len(types))
	changed := false
	for i, e := range types {
		out[i] = r.resolve(e)
		changed = changed || out[i] != e
	}
	return out, changed
}

func (r *resolver) resolveObject(t *ObjectType) Type {
	if IsResourceObject(t) {
		return t
	}
	if res, ok := r.objects[t]; ok {
		return res
	}
	if r.objects == nil {
		r.objects = map[*ObjectType]Type{}
	}
	if !r.hasEventuals(t, map[*ObjectType]bool{}) {
		r.objects[t] = t
		return t
	}
	// Register the result before resolving the attributes so that a recursive
	// reference resolves to the result under construction.
	res := &ObjectType{Properties: make(map[string]Type, len(t.Properties)), Token: t.Token, Annotations: t.Annotations}
	r.objects[t] = res
	for name, p := range t.Properties {
		res.Properties[name] = r.resolve(p)
	}
	return res
}

// hasEventuals reports whether resolving t would change it: whether t contains
// a promise (or, when resolving outputs, an output) anywhere.
func (r *resolver) hasEventuals(t Type, seen map[*ObjectType]bool) bool {
	switch t := t.(type) {
	case *OutputType:
		return r.outputs || r.hasEventuals(t.ElementType, seen)
	case *PromiseType:
		return true
	case *ListType:
		return r.hasEventuals(t.ElementType, seen)
	case *SetType:
		return r.hasEventuals(t.ElementType, seen)
	case *MapType:
		return r.hasEventuals(t.ElementType, seen)
	case *TupleType:
		return r.anyEventuals(t.ElementTypes, seen)
	case *UnionType:
		return r.anyEventuals(t.ElementTypes, seen)
	case *ObjectType:
		if seen[t] || IsResourceObject(t) {
			return false
		}
		seen[t] = true
		for _, p := range t.Properties {
			if r.hasEventuals(p, seen) {
				return true
			}
		}
	}
	return false
}

func (r *resolver) anyEventuals(types []Type, seen map[*ObjectType]bool) bool {
	for _, e := range types {
		if r.hasEventuals(e, seen) {
			return true
		}
	}
	return false
}

// ResourceMark is implemented by the annotations that mark an object type
// as the type of a resource or component (the binder's).
type ResourceMark interface {
	// ResourceMark marks the annotation; it does nothing.
	ResourceMark()
}

// IsResourceObject reports whether t is the type of a resource or
// component: an object type with a urn property, marked by a ResourceMark
// annotation, or with a token and no annotations at all (a generator's type
// for a resource without a schema). Other objects with a urn property (an
// object constructor, a config type, a schema object type) are data.
//
// Resolving outputs keeps a resource type as it is: a resource is a plain
// value in every SDK, and its outputs stay outputs when the resource itself
// comes out of an output (a list of resources created inside an apply).
func IsResourceObject(t *ObjectType) bool {
	if _, hasURN := t.Properties["urn"]; !hasURN {
		return false
	}
	for _, a := range t.Annotations {
		if _, ok := a.(ResourceMark); ok {
			return true
		}
	}
	return t.Token != "" && len(t.Annotations) == 0
}
