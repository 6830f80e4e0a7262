package golang

import (
	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file generates the component outputs whose values are resources
// (gen.ResourceOutput): the Go SDK has no typed Output of a resource, so
// the component's struct holds the resource itself (its pointer, a slice
// or a map of them) in a plain field,
//
//	type Child struct {
//		pulumi.ResourceState
//		Created *random.RandomPassword
//	}
//
// and the program that instantiates the component reads it plainly
// (child.Created.Result, a StringOutput): its references to the component
// are retyped with the component's view (gen.PlainResourceOutputs).

// resourceViews returns the views of the component output types of the
// program (gen.ResourceOutputViews), computed once.
func (g *generator) resourceViews() map[*model.ObjectType]*model.ObjectType {
	if g.views == nil {
		g.views = gen.ResourceOutputViews(g.Prog)
	}
	return g.views
}

// setGoOutputType sets the Go view of a component's output type: its
// view when it has resource-valued outputs, else the output type itself.
func (info *componentInfo) setGoOutputType(g *generator) {
	info.goOutputType = info.outputType
	if v, ok := g.resourceViews()[info.outputType]; ok {
		info.goOutputType = v
	}
}

// plainOutput reports whether a component output's field holds the plain
// value (a resource-valued output).
func (info *componentInfo) plainOutput(o *binder.OutputVariable) bool {
	return info.goOutputType != info.outputType && gen.ResourceOutput(o)
}

// componentResourceRefs returns e with its references to components
// retyped to their Go views.
func (c *fnCtx) componentResourceRefs(e model.Expression) model.Expression {
	return gen.PlainResourceOutputs(e, c.f.g.resourceViews(), func(st *model.ScopeTraversalExpression) {
		c.f.g.Errorf(st.Range(), "Unsupported reference",
			"The Go generator cannot read the outputs of a component that are resources through %q here; read them from the component directly.", st.RootName)
	})
}

// resourceOutputValue prints the value a component registers for a
// resource-valued output held in field: the resource itself when the Go
// SDK reads it as an input (a resource of a package), else the value as
// pulumi.Any, which the SDK marshals as resource references.
func (f *fileGen) resourceOutputValue(field string, t model.Type) string {
	if o, ok := t.(*model.ObjectType); ok && gen.SchemaResource(o) != nil {
		return field
	}
	return f.pulumi() + ".Any(" + field + ")"
}
