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
	// ranged, when set, describes the deferred output of a ranged
	// component: the collection of its instances' outputs, which every
	// reference to the component reads.
	ranged *gen.RangedOutputs
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
				ranged, isRanged := rangedOutputs(target)
				if isRanged {
					key = st.RootName + "[*]"
				}
				if d.byKey[key] != nil {
					return true
				}
				t := model.NewOutputType(model.ResolveOutputs(st.Type()))
				if isRanged {
					t = model.NewOutputType(ranged.Type)
				}
				hint := st.RootName
				for _, step := range st.Traversal[1:] {
					if a, isAttr := step.(hcl.TraverseAttr); isAttr {
						hint += "_" + a.Name
					}
				}
				switch {
				case isRanged:
					hint = st.RootName + "Outputs"
				case hint == st.RootName:
					hint += "Output"
				}
				ref := &deferredRef{ref: st, target: target, user: n, v: model.NewVariable(hint, t)}
				if isRanged {
					ref.ranged = &ranged
				}
				ref.name = c.scope.declare(hint)
				c.vars[ref.v] = ref.name
				d.byKey[key] = ref
				d.all = append(d.all, ref)
				return true
			})
		})
	}
	f.deferred = d
}

// rangedOutputs returns the deferred collection of the outputs of n's
// instances, when n is a ranged component.
func rangedOutputs(n binder.Node) (gen.RangedOutputs, bool) {
	comp, ok := n.(*binder.Component)
	if !ok || comp.Options == nil || comp.Options.Range == nil {
		return gen.RangedOutputs{}, false
	}
	return gen.DeferRanged(comp)
}

// deferredKey identifies a reference by its target and traversal.
func deferredKey(st *model.ScopeTraversalExpression) string {
	var b strings.Builder
	b.WriteString(st.RootName)
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

// lower substitutes the deferred outputs for forward references in e and
// lowers it.
func (c *fnCtx) lower(e model.Expression) model.Expression {
	return c.lowerTo(e, nil)
}

// lowerTo is lower for a value bound for a destination of type dest (nil
// when unknown): the conversions the destination needs are made explicit
// first (see needsConversion).
func (c *fnCtx) lowerTo(e model.Expression, dest model.Type) model.Expression {
	if e == nil {
		return nil
	}
	d := c.f.deferred
	if d != nil && len(d.all) > 0 && d.current >= 0 {
		ranged := false
		e = gen.MapReferences(e, func(st *model.ScopeTraversalExpression) model.Expression {
			target, ok := st.Definition.(binder.Node)
			if !ok || d.index[target] <= d.current {
				return st
			}
			if ref := d.byKey[st.RootName+"[*]"]; ref != nil && ref.target == target {
				// The collection of a ranged component's outputs, read
				// with the reference's steps.
				ranged = true
				out := model.NewScopeTraversalExpression(ref.v.Name, ref.v, st.Traversal[1:], nil)
				out.Traversal[0] = hcl.TraverseRoot{Name: ref.v.Name, SrcRange: st.Range()}
				return out
			}
			ref := d.byKey[deferredKey(st)]
			if ref == nil {
				return st
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
	e = convertInvokeArgs(c.f.eventualRefs(e))
	if dest != nil {
		e = gen.InsertConversions(e, dest, needsConversion)
	}
	return lowerExpr(e)
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
		if ref.ranged != nil {
			f.resolveRanged(w, c, ref)
			continue
		}
		f.deferred.current = f.deferred.index[n]
		v := c.lower(ref.ref)
		value := c.expr(v, precLambda+1)
		if !isOutput(v) {
			value = call(f.pulumi()+".Output.from_input", value)
		}
		w.stmt(call("resolve_"+ref.name, value))
	}
}

// resolveRanged resolves the deferred output of a ranged component, just
// created, with the dicts of its instances' outputs:
//
//	resolve_many_outputs(
//	    pulumi.Output.from_input([{"name": instance.name} for instance in many])
//	)
func (f *fileGen) resolveRanged(w *writer, c *fnCtx, ref *deferredRef) {
	src := c.expr(model.NewScopeTraversalExpression(ref.ref.RootName, ref.target, nil, nil), precPrimary)
	in := c.child()
	object := func(instance code) code {
		items := make([]code, len(ref.ranged.Outputs))
		for i, o := range ref.ranged.Outputs {
			items[i] = cat(atom(quote(o)+": "), instance, atom("."+pyName(o)))
		}
		return bracketed("{", items, "}", bkCollection)
	}
	var value code
	switch ref.ranged.Type.(type) {
	case *model.ListType:
		instance := in.scope.declare("instance")
		clause := cat(delim("for", prioComprehension), atom(instance+" in "), src)
		value = bracketed("[", []code{cat(object(atom(instance)), clause)}, "]", bkCollection)
	case *model.MapType:
		key, instance := in.scope.declare("key"), in.scope.declare("instance")
		clause := cat(delim("for", prioComprehension), atom(key+", "+instance+" in "), src, atom(".items()"))
		value = bracketed("{", []code{cat(atom(key+": "), object(atom(instance)), clause)}, "}", bkCollection)
	default:
		// A bool range: the one instance, or None.
		value = cat(atom("None if "), src, atom(" is None else "), object(src))
	}
	w.stmt(call("resolve_"+ref.name, call(f.pulumi()+".Output.from_input", value)))
}

// walkNode calls visit with every expression of node n.
func walkNode(n binder.Node, visit func(model.Expression)) {
	prog := &binder.Program{Nodes: []binder.Node{n}}
	walkProgram(prog, visit)
}
