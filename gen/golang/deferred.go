package golang

import (
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file generates the references to resources and components that are
// created later: the nodes of a cycle, such as two components that take
// each other's outputs. Go creates them in order, so a reference to a
// property of a later node is a deferred output, declared before its first
// use and resolved once the node exists:
//
//	deferredSecondData, resolveSecondData := pulumi.DeferredOutput[string](ctx.Context())
//	secondData := pulumix.Cast[pulumi.StringOutput, string](deferredSecondData)
//	first, err := NewFirst(ctx, "first", &FirstArgs{Input: secondData})
//	...
//	second, err := NewSecond(ctx, "second", &SecondArgs{Input: first.Data})
//	...
//	resolveSecondData(second.Data)
//
// The binder types such references as dynamic (their node's type is not
// known yet where they are bound); the deferred output takes the type of
// the property in the node's type.

// deferredRef is one deferred property of a later node.
type deferredRef struct {
	steps hcl.Traversal
	key   string
	// v stands for the property in the expressions that use it; its Go
	// name is a typed Output.
	v       *model.Variable
	resolve string
	// ranged, when set, describes the deferred output of a ranged
	// component (see deferred_ranged.go): the collection of its
	// instances' outputs, which the whole reference reads.
	ranged *gen.DeferredRanged
}

// root returns the outermost context of the body being generated.
func (c *fnCtx) root() *fnCtx {
	r := c
	for r.parent != nil {
		r = r.parent
	}
	return r
}

// isLater reports whether n is a resource or component of the program
// being generated that has not been created yet.
func (c *fnCtx) isLater(n binder.Node) bool {
	switch n.(type) {
	case *binder.Resource, *binder.Component:
	default:
		return false
	}
	r := c.root()
	return r.created != nil && !r.created[n]
}

// laterRefs returns e with its references to properties of later nodes
// replaced by their deferred outputs, declaring those that are new.
func (c *fnCtx) laterRefs(e model.Expression) model.Expression {
	r := c.root()
	if r.created == nil || e == nil {
		return e
	}
	if !gen.RefersTo(e, c.isLater) {
		return e
	}
	ranged := false
	e = gen.MapReferences(e, func(st *model.ScopeTraversalExpression) model.Expression {
		n, ok := st.Definition.(binder.Node)
		if !ok || !c.isLater(n) {
			return st
		}
		var d *deferredRef
		var steps hcl.Traversal
		if comp, ok := n.(*binder.Component); ok && comp.Options != nil && comp.Options.Range != nil {
			d, steps = c.deferRanged(comp, st), st.Traversal[1:]
			ranged = ranged || d != nil
		} else {
			d = c.deferredRef(n, st)
		}
		if d == nil {
			return st
		}
		ref := model.NewScopeTraversalExpression(d.v.Name, d.v, steps, nil)
		ref.Traversal[0] = hcl.TraverseRoot{Name: d.v.Name, SrcRange: st.Range()}
		return ref
	})
	if ranged {
		// The loops over the component's instances were bound without
		// their types.
		e = gen.RefineForVariables(e)
	}
	return e
}

// deferredRef returns the deferred output of the property a reference to
// the later node n reaches, declaring it the first time; it reports an
// error for references it cannot defer.
func (c *fnCtx) deferredRef(n binder.Node, st *model.ScopeTraversalExpression) *deferredRef {
	r := c.root()
	steps := st.Traversal[1:]
	var attrs []string
	for _, s := range steps {
		a, ok := s.(hcl.TraverseAttr)
		if !ok {
			break
		}
		attrs = append(attrs, a.Name)
	}
	if len(attrs) == 0 || len(attrs) != len(steps) || gen.RangeOption(n) != nil {
		c.f.g.Errorf(st.Range(), "Unsupported reference",
			"The Go generator can refer to %q before it is created (a cycle) only through properties of a resource that is not ranged, such as %s.attr, or of a component.", n.Name(), n.Name())
		return nil
	}
	key := strings.Join(attrs, ".")
	for _, d := range r.deferred[n] {
		if d.key == key {
			return d
		}
	}
	full := model.NewScopeTraversalExpression(st.RootName, n, steps, nil)
	t := model.ResolveOutputs(full.Type())
	out := c.f.outputType(t)
	if out == "" || t == model.DynamicType {
		c.f.g.Errorf(st.Range(), "Unsupported reference",
			"The Go generator cannot defer the reference to %q, created later, since the Go SDK has no output type for its type %s.", n.Name(), t)
		return nil
	}
	name := r.scope.DeclareWithSuffix(c.f.names[n]+upperFirst(camelCase(strings.Join(attrs, "-"))), "")
	deferred := r.scope.Declare("deferred" + upperFirst(name))
	resolve := r.scope.Declare("resolve" + upperFirst(name))
	decl, typed := c.f.deferredOutput(deferred, resolve, c.f.plainType(t), out)
	r.out.WriteString(decl)
	r.out.WriteString(name + " := " + typed + "\n")
	v := model.NewVariable(name, model.NewOutputType(t))
	r.Bind(v, name)
	d := &deferredRef{steps: steps, key: key, v: v, resolve: resolve}
	if r.deferred == nil {
		r.deferred = map[binder.Node][]*deferredRef{}
	}
	r.deferred[n] = append(r.deferred[n], d)
	return d
}

// created notes that n has been created, and resolves its deferred
// outputs.
func (c *fnCtx) nodeCreated(n binder.Node) {
	r := c.root()
	if r.created == nil {
		return
	}
	r.created[n] = true
	for _, d := range r.deferred[n] {
		if d.ranged != nil {
			c.resolveRanged(n, d)
			continue
		}
		ref := model.NewScopeTraversalExpression(n.Name(), n, d.steps, nil)
		r.out.WriteString(d.resolve + "(" + r.receiver(ref) + ")\n")
	}
}

// deferRanged returns the deferred output that stands for a ranged
// component created later, declaring it the first time: the collection
// (a slice or a map) of the maps of each instance's outputs, such as
//
//	deferredManyOutputs, resolveManyOutputs := pulumi.DeferredOutput[[]map[string]int](ctx.Context())
//	manyOutputs := pulumix.Cast[pulumi.IntMapArrayOutput, []map[string]int](deferredManyOutputs)
//
// The references to the component read it with their steps, so the
// ordinary apply lowering applies to them. It reports an error when the
// Go SDK has no type for the collection.
func (c *fnCtx) deferRanged(comp *binder.Component, st *model.ScopeTraversalExpression) *deferredRef {
	r := c.root()
	for _, d := range r.deferred[comp] {
		if d.ranged != nil {
			return d
		}
	}
	if gen.HoldsOutputs(comp.Options.Range.Type()) {
		c.f.g.Errorf(st.Range(), "Unsupported reference",
			"The Go generator cannot refer to %q before it is created (a cycle), since its range is an output: its instances are created inside an apply.", comp.Name())
		return nil
	}
	ro, ok := gen.DeferRanged(comp)
	if ok && ro.Shape == gen.RangedOptional {
		// Go would hold a bool range's absent instance as a nil map, which
		// the SDK resolves as an empty one: it would not read as null.
		c.f.g.Errorf(st.Range(), "Unsupported reference",
			"The Go generator cannot refer to %q before it is created (a cycle), since its range is a bool: only components ranged over a number, a list or a map can be deferred.", comp.Name())
		return nil
	}
	if !ok || c.f.outputType(ro.Type) == "" || !c.f.uniformOutputs(ro) {
		c.f.g.Errorf(st.Range(), "Unsupported reference",
			"The Go generator cannot refer to the ranged component %q before it is created (a cycle): the Go SDK has no output type for the collection of its instances' outputs.", comp.Name())
		return nil
	}
	name := r.scope.Declare(c.f.names[comp] + "Outputs")
	deferred := r.scope.Declare("deferred" + upperFirst(name))
	resolve := r.scope.Declare("resolve" + upperFirst(name))
	decl, typed := c.f.deferredOutput(deferred, resolve, c.f.plainType(ro.Type), c.f.outputType(ro.Type))
	r.out.WriteString(decl)
	r.out.WriteString(name + " := " + typed + "\n")
	v := model.NewVariable(name, model.NewOutputType(ro.Type))
	r.Bind(v, name)
	d := &deferredRef{v: v, resolve: resolve, ranged: ro}
	if r.deferred == nil {
		r.deferred = map[binder.Node][]*deferredRef{}
	}
	r.deferred[comp] = append(r.deferred[comp], d)
	return d
}

// uniformOutputs reports whether each instance's outputs fit the Go map
// that holds them: a pulumi.Map holds any output; a typed map, such as
// pulumi.IntMap, only outputs of its element type.
func (f *fileGen) uniformOutputs(ro *gen.DeferredRanged) bool {
	elem := objectElem(ro.Element)
	if elem == model.DynamicType {
		return true
	}
	want := f.outputType(elem)
	for _, o := range ro.Outputs {
		if f.outputType(ro.Element.Properties[o]) != want {
			return false
		}
	}
	return want != ""
}

// resolveRanged resolves the deferred output of a ranged component, just
// created, with the maps of its instances' outputs:
//
//	manyInstances := pulumi.IntMapArray{}
//	for _, instance := range many {
//		manyInstances = append(manyInstances, pulumi.IntMap{"length": instance.Length})
//	}
//	resolveManyOutputs(manyInstances.ToIntMapArrayOutput())
func (c *fnCtx) resolveRanged(n binder.Node, d *deferredRef) {
	r := c.root()
	src := c.f.names[n]
	collOut := c.f.outputType(d.ranged.Type)
	coll := strings.TrimSuffix(collOut, "Output")
	elem := strings.TrimSuffix(c.f.outputType(d.ranged.Element), "Output")
	name := r.scope.Declare(src + "Instances")
	value := func(instance string) string {
		items := make([]string, len(d.ranged.Outputs))
		for i, o := range d.ranged.Outputs {
			items[i] = strconv.Quote(o) + ": " + instance + "." + fieldName(o, "")
		}
		return elem + "{" + multiline(items) + "}"
	}
	switch d.ranged.Type.(type) {
	case *model.ListType:
		instance := r.scope.Declare("instance")
		r.out.WriteString(name + " := " + coll + "{}\n")
		r.out.WriteString("for _, " + instance + " := range " + src + " {\n")
		r.out.WriteString(name + " = append(" + name + ", " + value(instance) + ")\n}\n")
	default:
		key, instance := r.scope.Declare("key"), r.scope.Declare("instance")
		r.out.WriteString(name + " := " + coll + "{}\n")
		r.out.WriteString("for " + key + ", " + instance + " := range " + src + " {\n")
		r.out.WriteString(name + "[" + key + "] = " + value(instance) + "\n}\n")
	}
	r.out.WriteString(d.resolve + "(" + name + ".To" + collOut[strings.LastIndex(collOut, ".")+1:] + "())\n")
}

// deferredOutput returns the statement that declares deferred, an output
// of Go type goType resolved later with resolve, and the expression that
// is deferred as the Output type out. pulumi.DeferredOutput takes the
// type from its type argument's zero value, which interface{} has not: an
// output of any value is the helper deferredAny's.
func (f *fileGen) deferredOutput(deferred, resolve, goType, out string) (string, string) {
	if goType == "interface{}" && out == f.pulumi()+".AnyOutput" {
		return deferred + ", " + resolve + " := " + f.helper("deferredAny") + "(ctx.Context())\n", deferred
	}
	pulumix := f.imports.add(pulumiPath+"x", "pulumix")
	return deferred + ", " + resolve + " := " + f.pulumi() + ".DeferredOutput[" + goType + "](ctx.Context())\n",
		pulumix + ".Cast[" + out + ", " + goType + "](" + deferred + ")"
}

func init() {
	goHelpers["deferredAny"] = func(f *fileGen) string {
		p := f.pulumi()
		pulumix := f.imports.add(pulumiPath+"x", "pulumix")
		context := f.imports.std("context")
		return `
// deferredAny returns an output of any value that resolve resolves later
// with another output's value, secrecy and dependencies, as
// pulumi.DeferredOutput does for values of other types: the value travels
// boxed in a one-element list.
func deferredAny(ctx ` + context + `.Context) (` + p + `.AnyOutput, func(` + p + `.Output)) {
	boxed, resolve := ` + p + `.DeferredOutput[[]interface{}](ctx)
	out := ` + pulumix + `.Cast[` + p + `.ArrayOutput, []interface{}](boxed).ApplyT(func(v []interface{}) interface{} {
		return v[0]
	}).(` + p + `.AnyOutput)
	return out, func(o ` + p + `.Output) {
		resolve(o.ApplyT(func(v interface{}) []interface{} {
			return []interface{}{v}
		}))
	}
}
`
	}
}
