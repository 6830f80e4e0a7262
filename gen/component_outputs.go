package gen

import (
	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// This file holds the component outputs whose values are resources:
// `output created { value = password }`, a list or a map of resources (a
// ranged resource), a tuple of them, or an optional one (ranged over a
// bool). The binder types every component output as an output; every
// backend holds these as the resources themselves (the Go SDK has no
// Output of a resource, and reading a resource's property inside an apply
// would give an output inside the apply's value), so the program that
// instantiates the component reads them plainly: `child.created.result` is
// the resource's own output, with no apply. ResourceOutputViews gives the
// components' output types as the backends see them, and
// PlainResourceOutputs retypes the references to components with them.

// ResourceValued reports whether t is a resource (or component), or a
// list, map, tuple or optional of such at any depth, with no output or
// promise around any of them.
func ResourceValued(t model.Type) bool {
	switch t := t.(type) {
	case *model.ObjectType:
		return binder.IsResourceType(t)
	case *model.ListType:
		return ResourceValued(t.ElementType)
	case *model.MapType:
		return ResourceValued(t.ElementType)
	case *model.TupleType:
		for _, el := range t.ElementTypes {
			if !ResourceValued(el) {
				return false
			}
		}
		return len(t.ElementTypes) > 0
	case *model.UnionType:
		// (Each alternative but null: RemoveNone makes a new union of a
		// union without null, which recursing into would not end.)
		found := false
		for _, el := range t.ElementTypes {
			if el == model.NoneType {
				continue
			}
			if !ResourceValued(el) {
				return false
			}
			found = true
		}
		return found
	}
	return false
}

// ResourceOutput reports whether a component program's output is
// resource-valued: held by the component as the resources themselves.
func ResourceOutput(o *binder.OutputVariable) bool {
	return ResourceValued(o.Type())
}

// ResourceOutputViews returns, for the output type of each component that
// prog uses (at any depth) and that has resource-valued outputs, its view:
// a copy whose resource-valued outputs have the values' plain types.
func ResourceOutputViews(prog *binder.Program) map[*model.ObjectType]*model.ObjectType {
	views := map[*model.ObjectType]*model.ObjectType{}
	seen := map[*binder.Program]bool{}
	var visit func(p *binder.Program)
	visit = func(p *binder.Program) {
		for _, c := range p.Components() {
			if c.Program == nil || c.OutputType == nil || seen[c.Program] {
				continue
			}
			seen[c.Program] = true
			visit(c.Program)
			props := map[string]model.Type{}
			for name, t := range c.OutputType.Properties {
				props[name] = t
			}
			changed := false
			for _, o := range c.Program.Outputs() {
				if ResourceOutput(o) {
					props[o.Name()] = o.Type()
					changed = true
				}
			}
			if changed {
				views[c.OutputType] = &model.ObjectType{Properties: props, Annotations: c.OutputType.Annotations, Token: c.OutputType.Token}
			}
		}
	}
	visit(prog)
	return views
}

// PlainResourceOutputs returns e with its references to components that
// have views retyped to them, so that reading a resource-valued output is a
// plain read: the variables of for expressions over them are retyped with
// them, and splats over them become for expressions. A backend runs it after
// the passes that retype references to ranged nodes (gen.CreatedReads,
// gen.PlainPromiseRanges), whose definitions it retypes in turn. A reference
// it cannot retype (a variable a backend bound to such a component) is
// passed to unsupported, which reports it. The bound expression is not
// modified.
func PlainResourceOutputs(e model.Expression, views map[*model.ObjectType]*model.ObjectType, unsupported func(*model.ScopeTraversalExpression)) model.Expression {
	if len(views) == 0 || e == nil {
		return e
	}
	r := &resourceViews{views: views, defs: map[model.Definition]model.Definition{}, unsupported: unsupported}
	return r.rewrite(e)
}

// resourceViews retypes the references of one expression (see
// PlainResourceOutputs); defs are the definitions it retyped (loop
// variables and nodes), each once, so that two reads of one node share it.
type resourceViews struct {
	views       map[*model.ObjectType]*model.ObjectType
	defs        map[model.Definition]model.Definition
	unsupported func(*model.ScopeTraversalExpression)
}

func (r *resourceViews) rewrite(e model.Expression) model.Expression {
	switch x := e.(type) {
	case *model.ScopeTraversalExpression:
		return r.reference(x)
	case *model.SplatExpression:
		if src := r.rewrite(x.Source); src != x.Source {
			return r.rewrite(SplatToFor(x, src))
		}
	case *model.ForExpression:
		coll := r.rewrite(x.Collection)
		if coll == x.Collection {
			break
		}
		kt, vt, _ := model.ForIterationTypes(coll.Type())
		keyVar, valueVar := r.loopVariable(x.KeyVariable, kt), r.loopVariable(x.ValueVariable, vt)
		sub := func(e model.Expression) model.Expression {
			if e == nil {
				return nil
			}
			return r.rewrite(e)
		}
		return model.NewForExpression(keyVar, valueVar, coll, sub(x.Key), sub(x.Value), sub(x.Condition), x.Group, nil)
	}
	return MapChildren(e, r.rewrite)
}

// loopVariable returns v retyped as t, the type of a variable of a for
// expression whose collection was retyped, when its type is not t. (The
// binder types the variables of a for expression over an output with the
// resolved element, where the properties of resources are plain; over the
// view, they are the resources' own.)
func (r *resourceViews) loopVariable(v *model.Variable, t model.Type) *model.Variable {
	if v == nil || t == nil || v.Type() == t {
		return v
	}
	nv := model.NewVariable(v.Name, t)
	r.defs[v] = nv
	return nv
}

// reference retypes one reference: to a component (or a definition that
// wraps one), or to a loop variable retyped.
func (r *resourceViews) reference(st *model.ScopeTraversalExpression) model.Expression {
	def, ok := r.defs[st.Definition]
	if !ok {
		def = r.retyped(st.Definition)
		if def == nil {
			if r.substitute(st.Definition.Type()) != st.Definition.Type() && r.unsupported != nil {
				r.unsupported(st)
			}
			return st
		}
		r.defs[st.Definition] = def
	}
	if def == st.Definition {
		return st
	}
	ref := Rebind(st, def)
	return ref
}

// retyped returns the definition that stands for def with views for
// component output types: def itself when its type holds none, nil when def
// is not a node.
func (r *resourceViews) retyped(def model.Definition) model.Definition {
	t := r.substitute(def.Type())
	if out, ok := t.(*model.OutputType); ok && r.plainRange(def) {
		// Ranged over an output only in the binder's types: its range reads
		// the resource-valued outputs of components, which are plain.
		t = out.ElementType
	}
	if t == def.Type() {
		return def
	}
	switch d := def.(type) {
	case *PromiseRanged:
		return &PromiseRanged{Node: d.Node, Plain: t}
	case *Created:
		return &Created{Node: d.Node, Plain: t, Checked: d.Checked}
	case binder.Node:
		return &PromiseRanged{Node: d, Plain: t}
	}
	return nil
}

// PlainRange reports whether def is a resource or component whose range is
// an output in the binder's types and plain once its references to
// components are retyped with views: a node a backend creates in a plain
// loop, which PlainResourceOutputs retypes as a plain collection.
func PlainRange(def model.Definition, views map[*model.ObjectType]*model.ObjectType) bool {
	if len(views) == 0 {
		return false
	}
	r := &resourceViews{views: views, defs: map[model.Definition]model.Definition{}}
	return r.plainRange(def)
}

// plainRange reports whether def is a resource or component whose range is
// an output in the binder's types and plain once its references to
// components are retyped.
func (r *resourceViews) plainRange(def model.Definition) bool {
	rng := RangeOption(def)
	if rng == nil || !IsOutput(rng.Type()) {
		return false
	}
	o, _ := model.ContainsEventuals(r.rewrite(rng).Type())
	return !o
}

// substitute returns t with the component output types that have views
// replaced by their views, at any depth; t itself when it has none.
func (r *resourceViews) substitute(t model.Type) model.Type {
	switch t := t.(type) {
	case *model.ObjectType:
		if v, ok := r.views[t]; ok {
			return v
		}
	case *model.OutputType:
		if el := r.substitute(t.ElementType); el != t.ElementType {
			return model.NewOutputType(el)
		}
	case *model.PromiseType:
		if el := r.substitute(t.ElementType); el != t.ElementType {
			return model.NewPromiseType(el)
		}
	case *model.ListType:
		if el := r.substitute(t.ElementType); el != t.ElementType {
			return model.NewListType(el)
		}
	case *model.MapType:
		if el := r.substitute(t.ElementType); el != t.ElementType {
			return model.NewMapType(el)
		}
	case *model.UnionType:
		els := make([]model.Type, len(t.ElementTypes))
		changed := false
		for i, el := range t.ElementTypes {
			els[i] = r.substitute(el)
			changed = changed || els[i] != el
		}
		if changed {
			return model.NewUnionTypeAnnotated(t.Annotations, els...)
		}
	}
	return t
}
