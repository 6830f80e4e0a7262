package python

import (
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file handles references to nodes declared later, which components
// that refer to each other need: the binder orders such a cycle, and the
// earlier node reads the later one through a deferred output,
//
//	second_password_length, resolve_second_password_length = (
//	    pulumi.deferred_output()
//	)
//	first = First("first", {"passwordLength": second_password_length})
//	second = Second("second", {"petName": first.pet_name})
//	resolve_second_password_length(second.password_length)
//
// A ranged component's instances are not data: the earlier node reads one
// deferred output of the plain values of their outputs (see
// gen.DeferRanged), a list (or dict, or optional) of dicts keyed by the
// outputs' names,
//
//	resolve_many_outputs(
//	    pulumi.Output.from_input([{"name": instance.name} for instance in many])
//	)

// deferredRef is one reference to a node declared after the node that
// makes it.
type deferredRef struct {
	// ref is the reference as bound.
	ref *model.ScopeTraversalExpression
	// target is the node referred to; user the first node that refers to
	// it this way.
	target, user binder.Node
	v            *model.Variable
	name         string
	// ranged is set when the target is a ranged component: the reference
	// then reads the deferred collection of its instances' outputs, and
	// keeps its traversal.
	ranged *gen.DeferredRanged
}

// deferredRefs are a program body's forward references.
type deferredRefs struct {
	index map[binder.Node]int
	byKey map[string]*deferredRef
	all   []*deferredRef
	// current is the index of the node being generated.
	current int
}

// collectDeferred finds the forward references of prog and names them.
func (f *fileGen) collectDeferred(prog *binder.Program, c *fnCtx) {
	d := &deferredRefs{index: map[binder.Node]int{}, byKey: map[string]*deferredRef{}, current: -1}
	for i, n := range prog.Nodes {
		d.index[n] = i
	}
	for i, n := range prog.Nodes {
		walkNode(n, func(e model.Expression) {
			model.Walk(e, func(x model.Expression) bool {
				st, ok := x.(*model.ScopeTraversalExpression)
				if !ok {
					return true
				}
				target, ok := st.Definition.(binder.Node)
				if !ok || d.index[target] <= i {
					return true
				}
				key := deferredKey(st)
				if d.byKey[key] != nil {
					return true
				}
				if comp, isComp := target.(*binder.Component); isComp {
					if ranged, ok := gen.DeferRanged(comp); ok {
						d.addRanged(c, st, n, ranged)
						return true
					}
				}
				t := model.NewOutputType(model.ResolveOutputs(st.Type()))
				hint := st.RootName
				for _, step := range st.Traversal[1:] {
					if a, isAttr := step.(hcl.TraverseAttr); isAttr {
						hint += "_" + a.Name
					}
				}
				if hint == st.RootName {
					hint += "Output"
				}
				ref := &deferredRef{ref: st, target: target, user: n, v: model.NewVariable(hint, t)}
				ref.name = c.scope.Declare(hint)
				c.Bind(ref.v, ref.name)
				d.byKey[key] = ref
				d.all = append(d.all, ref)
				return true
			})
		})
	}
	f.deferred = d
}

// addRanged records the deferred output of a ranged component, which
// every reference to it reads; user is the first node to refer to it.
func (d *deferredRefs) addRanged(c *fnCtx, st *model.ScopeTraversalExpression, user binder.Node, ranged *gen.DeferredRanged) {
	hint := st.RootName + "_outputs"
	ref := &deferredRef{ref: st, target: st.Definition.(binder.Node), user: user, ranged: ranged,
		v: model.NewVariable(hint, model.NewOutputType(ranged.Type))}
	ref.name = c.scope.Declare(hint)
	c.Bind(ref.v, ref.name)
	d.byKey[deferredKey(st)] = ref
	d.all = append(d.all, ref)
}

// deferredKey identifies a reference by its target and traversal; all the
// references to a ranged component share one key.
func deferredKey(st *model.ScopeTraversalExpression) string {
	var b strings.Builder
	b.WriteString(st.RootName)
	if comp, ok := st.Definition.(*binder.Component); ok && comp.Options != nil && comp.Options.Range != nil {
		return b.String()
	}
	for _, step := range st.Traversal[1:] {
		switch s := step.(type) {
		case hcl.TraverseAttr:
			b.WriteString("." + s.Name)
		case hcl.TraverseIndex:
			b.WriteString("[" + s.Key.GoString() + "]")
		}
	}
	return b.String()
}

// deferredRefs returns e with the deferred outputs substituted for its
// references to nodes created later.
func (c *fnCtx) deferredRefs(e model.Expression) model.Expression {
	d := c.f.deferred
	if d != nil && len(d.all) > 0 && d.current >= 0 {
		ranged := false
		e = gen.MapReferences(e, func(st *model.ScopeTraversalExpression) model.Expression {
			target, ok := st.Definition.(binder.Node)
			if !ok || d.index[target] <= d.current {
				return st
			}
			ref := d.byKey[deferredKey(st)]
			if ref == nil {
				return st
			}
			if ref.ranged != nil {
				ranged = true
				out := model.NewScopeTraversalExpression(ref.v.Name, ref.v, st.Traversal[1:], nil)
				out.Traversal[0] = hcl.TraverseRoot{Name: ref.v.Name, SrcRange: st.Traversal[0].SourceRange()}
				return out
			}
			out := model.NewScopeTraversalExpression(ref.v.Name, ref.v, nil, ref.v.VariableType)
			out.Traversal[0] = hcl.TraverseRoot{Name: ref.v.Name, SrcRange: st.Range()}
			return out
		})
		if ranged {
			// The loops over the component's instances were bound
			// without their types.
			e = gen.RefineForVariables(e)
		}
	}
	return e
}

// beforeNode declares the deferred outputs node n is the first to use.
func (f *fileGen) beforeNode(w *writer, i int, n binder.Node) {
	if f.deferred == nil {
		return
	}
	f.deferred.current = i
	for _, ref := range f.deferred.all {
		if ref.user == n {
			lhs := ref.name + ", resolve_" + ref.name + " = "
			w.stmt(cat(atom(lhs), optionalParens(atom(f.pulumi()+".deferred_output()"))))
		}
	}
}

// afterNode resolves the deferred outputs of node n's values.
func (f *fileGen) afterNode(w *writer, c *fnCtx, n binder.Node) {
	if f.deferred == nil {
		return
	}
	for _, ref := range f.deferred.all {
		if ref.target != n {
			continue
		}
		f.deferred.current = f.deferred.index[n]
		if ref.ranged != nil {
			w.stmt(call("resolve_"+ref.name, f.rangedOutputs(c, ref.target.(*binder.Component), ref.ranged)))
			continue
		}
		v := c.lower(ref.ref, nil)
		value := c.expr(v, precLambda+1)
		if !gen.IsOutput(v.Type()) {
			value = call(f.pulumi()+".Output.from_input", value)
		}
		w.stmt(call("resolve_"+ref.name, value))
	}
}

// rangedOutputs prints the value that resolves the deferred output of
// ranged component comp, just created: its instances' outputs in a list
// of dicts, a dict of dicts by key, or an optional dict, as an output
// (Output.from_input waits for the outputs inside lists and dicts).
func (f *fileGen) rangedOutputs(c *fnCtx, comp *binder.Component, d *gen.DeferredRanged) code {
	in := c.child()
	src := f.names[comp]
	overOutput := gen.IsOutput(c.lower(comp.Options.Range, nil).Type())
	if overOutput {
		// The instances are created in an apply: the comprehension reads
		// them from the resolved collection.
		src = in.scope.Declare("instances")
	}
	outputs := func(instance string) code {
		items := make([]code, len(d.Outputs))
		for i, o := range d.Outputs {
			items[i] = atom(quote(o) + ": " + instance + "." + componentAttr(o))
		}
		return bracketed("{", items, "}", bkCollection)
	}
	var value code
	switch d.Shape {
	case gen.RangedList:
		v := in.scope.Declare("instance")
		value = bracketed("[", []code{cat(outputs(v), delim("for", prioComprehension), atom(v+" in "+src))}, "]", bkCollection)
	case gen.RangedMap:
		k, v := in.scope.Declare("key"), in.scope.Declare("instance")
		item := cat(atom(k+": "), outputs(v))
		value = bracketed("{", []code{cat(item, delim("for", prioComprehension), atom(k+", "+v+" in "+src+".items()"))}, "}", bkCollection)
	default:
		value = ternary(atom("None"), atom(src+" is None"), outputs(src))
	}
	value = call(f.pulumi()+".Output.from_input", value)
	if overOutput {
		value = cat(atom(f.names[comp]+".apply"), bracketed("(", []code{cat(atom("lambda "+src+": "), value)}, ")", bkCall))
	}
	return value
}

// walkNode calls visit with every expression of node n.
func walkNode(n binder.Node, visit func(model.Expression)) {
	prog := &binder.Program{Nodes: []binder.Node{n}}
	walkProgram(prog, visit)
}
