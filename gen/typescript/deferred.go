package typescript

import (
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file generates deferred outputs. Mutually dependent resources and
// components (a cycle the binder accepts because it goes through outputs)
// refer to outputs of nodes created after them: each such output becomes
// a pulumi.deferredOutput, declared before the program's statements and
// resolved once its node exists:
//
//	const [secondData, resolveSecondData] = pulumi.deferredOutput<string>();
//	const first = new First("first", {input: secondData});
//	const second = new Second("second", {input: first.data});
//	resolveSecondData(second.data);

// deferredOutput is one output of a node that code before the node refers
// to.
type deferredOutput struct {
	node binder.Node
	// steps are the attribute steps from the node to the output.
	steps hcl.Traversal
	parts []model.Type
	// name and resolve name the output and its resolving function.
	name, resolve string
}

// deferredKey identifies a node's output by the node and the path to it.
func deferredKey(n binder.Node, steps hcl.Traversal) string {
	return n.Name() + "\x00" + gen.TraversalPath(steps)
}

// declareDeferred declares, before node n's statement, a deferred output
// for each reference of n to an output of a node created later (pos gives
// the nodes' positions).
func (f *fileGen) declareDeferred(c *fnCtx, n binder.Node, pos map[binder.Node]int) {
	at := pos[n]
	for _, e := range nodeExpressions(n) {
		if e == nil {
			continue
		}
		model.Walk(e, func(x model.Expression) bool {
			st, ok := x.(*model.ScopeTraversalExpression)
			if !ok {
				return true
			}
			if m, isNode := st.Definition.(binder.Node); isNode {
				if p, known := pos[m]; known && p >= at {
					f.deferReference(c, m, st)
				}
			}
			return true
		})
	}
}

// deferReference declares the deferred output a forward reference reads,
// when it reads an output attribute of a resource or component that is
// not ranged; other forward references are reported where they are
// printed.
func (f *fileGen) deferReference(c *fnCtx, m binder.Node, st *model.ScopeTraversalExpression) {
	opts := gen.NodeOptions(m)
	if opts == nil {
		return
	}
	if opts.Range != nil {
		if comp, ok := m.(*binder.Component); ok {
			f.deferRanged(c, comp)
		}
		return
	}
	end := -1
	for k := 1; k < len(st.Parts) && k < len(st.Traversal); k++ {
		if _, ok := st.Traversal[k].(hcl.TraverseAttr); !ok {
			return
		}
		if gen.IsOutput(st.Parts[k]) {
			end = k
			break
		}
	}
	if end < 0 && len(st.Parts) > 1 && len(st.Traversal) > 1 && st.Parts[1] == model.DynamicType {
		// The node's type is not known where the cycle is bound: its
		// attribute is taken as an output.
		if _, ok := st.Traversal[1].(hcl.TraverseAttr); ok {
			end = 1
		}
	}
	if end < 0 {
		return
	}
	steps := st.Traversal[1 : end+1]
	key := deferredKey(m, steps)
	if _, done := f.deferred[key]; done {
		return
	}
	hint := m.Name()
	for _, s := range steps {
		hint += pascalCase(s.(hcl.TraverseAttr).Name)
	}
	d := &deferredOutput{node: m, steps: steps, parts: st.Parts[:end+1]}
	d.name = c.scope.Declare(hint)
	d.resolve = c.scope.Declare("resolve" + pascalCase(hint))
	f.deferred[key] = d
	f.deferredOrder = append(f.deferredOrder, d)
	typ := model.ResolveOutputs(st.Parts[end])
	if comp, ok := m.(*binder.Component); ok && typ == model.DynamicType && comp.Program != nil && end == 1 {
		// Where the cycle is bound the component's type is unknown: its
		// program's output has the type.
		for _, o := range comp.Program.Outputs() {
			if o.LogicalName() == steps[0].(hcl.TraverseAttr).Name {
				typ = model.ResolveOutputs(o.Value.Type())
			}
		}
	}
	t := f.looseType(typ)
	c.out.WriteString("const [" + d.name + ", " + d.resolve + "] = " + f.pulumi() + ".deferredOutput<" + t + ">();\n")
}

// resolveDeferred resolves the deferred outputs of node n, just created.
func (f *fileGen) resolveDeferred(c *fnCtx, n binder.Node) {
	for _, d := range f.deferredOrder {
		if d.node == n {
			c.out.WriteString(d.resolve + "(" + c.traverse(f.names[n], d.steps, d.parts, false, nil) + ");\n")
		}
	}
}

// deferredNode stands for a ranged component that code before it refers
// to: the reference reads a deferred output of the plain values of its
// instances' outputs.
type deferredNode struct {
	binder.Node
	typ model.Type
}

// WrappedNode implements gen.WrappedNode.
func (x *deferredNode) WrappedNode() binder.Node { return x.Node }

// Type implements model.Definition.
func (d *deferredNode) Type() model.Type { return d.typ }

// deferredRanged is a deferred ranged component.
type deferredRanged struct {
	*gen.DeferredRanged
	name, resolve string
	// def stands for the component in every reference made before it
	// exists, one definition for all so that the apply lowering takes
	// them for one source.
	def *deferredNode
}

// deferRanged declares the deferred output of a ranged component: a
// collection of objects holding the plain values of each instance's
// outputs.
func (f *fileGen) deferRanged(c *fnCtx, comp *binder.Component) {
	if _, done := f.deferredNodes[comp]; done {
		return
	}
	shape, ok := gen.DeferRanged(comp)
	if !ok {
		return
	}
	d := &deferredRanged{DeferredRanged: shape}
	d.name = c.scope.Declare(comp.Name() + "Outputs")
	d.resolve = c.scope.DeclareWithSuffix("resolve"+pascalCase(comp.Name())+"Outputs", "")
	f.deferredNodes[comp] = d
	c.out.WriteString("const [" + d.name + ", " + d.resolve + "] = " + f.pulumi() + ".deferredOutput<" + f.looseType(d.Type) + ">();\n")
}

// retypeDeferred retypes the references to deferred ranged components made
// before the components are created.
func (f *fileGen) retypeDeferred(e model.Expression) model.Expression {
	if len(f.deferredNodes) == 0 || e == nil {
		return e
	}
	return gen.MapReferences(e, func(st *model.ScopeTraversalExpression) model.Expression {
		n, ok := st.Definition.(binder.Node)
		if !ok || f.declared[n] {
			return st
		}
		d, ok := f.deferredNodes[n]
		if !ok {
			return st
		}
		if d.def == nil {
			d.def = &deferredNode{Node: n, typ: model.NewOutputType(d.Type)}
		}
		return gen.Rebind(st, d.def)
	})
}

// resolveRanged resolves the deferred output of a ranged component, just
// created.
func (f *fileGen) resolveRanged(c *fnCtx, n binder.Node) {
	d, ok := f.deferredNodes[n]
	if !ok {
		return
	}
	v := c.scope.Declare("instance")
	items := make([]string, len(d.Outputs))
	names := gen.SetOf(d.Outputs...)
	for i, o := range d.Outputs {
		items[i] = propertyKey(o) + ": " + member(v, componentField(o, names), false)
	}
	obj := "{" + strings.Join(items, ", ") + "}"
	src := f.names[n]
	var value string
	switch d.Shape {
	case gen.RangedList:
		value = src + ".map(" + v + " => (" + obj + "))"
	case gen.RangedMap:
		k := c.scope.Declare("key")
		value = "Object.fromEntries(Object.entries(" + src + ").map(([" + k + ", " + v + "]) => [" + k + ", " + obj + "]))"
	default:
		value = src + " === undefined ? undefined : ((" + v + ") => (" + obj + "))(" + src + ")"
	}
	c.out.WriteString(d.resolve + "(" + f.pulumi() + ".output(" + value + "));\n")
}

// deferredRef returns the deferred output that a reference to node n,
// created later, reads with steps.
func (f *fileGen) deferredRef(n binder.Node, steps hcl.Traversal) (string, bool) {
	d, ok := f.deferred[deferredKey(n, steps)]
	if !ok {
		return "", false
	}
	return d.name, true
}
