package golang

import (
	"sort"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file generates the resources whose package schema is unknown (the
// program was bound without checking their types). Go has no SDK type for
// them, so each gets a struct type declared where it is created, with one
// pulumi.AnyOutput field per property the program reads, and is registered
// with ctx.RegisterResource:
//
//	type siteBucketState struct {
//		pulumi.CustomResourceState
//		Arn pulumi.AnyOutput `pulumi:"arn"`
//	}
//	siteBucket := &siteBucketState{}
//	err = ctx.RegisterResource("aws-native:s3:Bucket", "site-bucket", pulumi.Map{...}, siteBucket)
//
// References to its properties are retyped as outputs (genericRefs).
//
// An invoke of a function without a schema calls ctx.Invoke with a map of its arguments
// into a map of its results (genericInvoke); its result is retyped as a
// map (see retype.go).

// isGeneric reports whether r is a resource without a schema.
func (f *fileGen) isGeneric(r *binder.Resource) bool {
	if _, builtin := f.builtinResourceType(r.Token); builtin {
		return false
	}
	return r.Package == nil || r.Schema == nil
}

// genericResource declares and registers a resource without a schema.
func (f *fileGen) genericResource(c *fnCtx, r *binder.Resource) {
	rng := gen.NodeRange(r)
	if r.Read || r.Options.Range != nil {
		f.g.Errorf(rng, "Unsupported resource",
			"The Go generator needs the schema of %q to read or range resource %q.", r.Token, r.Name())
		// Later references to it are not forward references.
		if root := c.root(); root.created == nil {
			root.created = map[binder.Node]bool{}
		}
		c.root().created[r] = true
		return
	}
	p := f.pulumi()
	name := f.names[r]
	state := c.scope.Declare(name + "State")
	embedded := p + ".CustomResourceState"
	if strings.HasPrefix(r.Token, "pulumi:providers:") {
		embedded = p + ".ProviderResourceState"
	}
	var fields strings.Builder
	for _, prop := range f.genericProperties(r) {
		fields.WriteString(fieldName(prop, "") + " " + p + ".AnyOutput `pulumi:" + strconv.Quote(prop) + "`\n")
	}
	items := make([]string, 0, len(r.Inputs))
	for _, in := range r.Inputs {
		items = append(items, strconv.Quote(in.Name)+": "+c.input(c.lower(gen.InputValue(in, r.Options, c.RangeVars), model.DynamicType), model.DynamicType))
	}
	args := []string{strconv.Quote(r.Token), f.childName(r.LogicalName()), p + ".Map{" + multiline(items) + "}", name}
	args = append(args, c.resourceOptions(r.Options)...)
	c.out.WriteString("// " + state + " holds the outputs of " + name + ", whose schema is unknown.\n")
	c.out.WriteString("type " + state + " struct {\n" + embedded + "\n" + fields.String() + "}\n")
	c.out.WriteString(name + " := &" + state + "{}\n")
	c.out.WriteString("if err := ctx.RegisterResource(" + strings.Join(args, ", ") + "); err != nil {\n" + c.fail + "\n}\n")
	if root := c.root(); root.created == nil {
		root.created = map[binder.Node]bool{}
	}
	c.nodeCreated(r)
}

// genericProperties returns the properties of r that the program reads, in
// order.
func (f *fileGen) genericProperties(r *binder.Resource) []string {
	seen := map[string]bool{}
	visit := func(e model.Expression) {
		if e == nil {
			return
		}
		model.Walk(e, func(x model.Expression) bool {
			if st, ok := x.(*model.ScopeTraversalExpression); ok && st.Definition == model.Definition(r) && len(st.Traversal) > 1 {
				if a, ok := st.Traversal[1].(hcl.TraverseAttr); ok && a.Name != "id" && a.Name != "urn" {
					seen[a.Name] = true
				}
			}
			return true
		})
	}
	walkValues(f.prog(), visit)
	props := make([]string, 0, len(seen))
	for p := range seen {
		props = append(props, p)
	}
	sort.Strings(props)
	return props
}

// genericRefs retypes the references to resources without a schema: a
// property is an output, the resource itself (given where a value is
// expected) its ID.
func (c *fnCtx) genericRefs(e model.Expression) model.Expression {
	found := false
	model.Walk(e, func(x model.Expression) bool {
		if st, ok := x.(*model.ScopeTraversalExpression); ok {
			if r, isRes := st.Definition.(*binder.Resource); isRes && c.f.isGeneric(r) && r.Options.Range == nil {
				found = true
			}
		}
		return !found
	})
	if !found {
		return e
	}
	return gen.MapReferences(e, func(st *model.ScopeTraversalExpression) model.Expression {
		r, ok := st.Definition.(*binder.Resource)
		if !ok || !c.f.isGeneric(r) || r.Options.Range != nil {
			return st
		}
		props := map[string]model.Type{
			"id":  model.NewOutputType(model.StringType),
			"urn": model.NewOutputType(model.StringType),
		}
		for _, p := range c.f.genericProperties(r) {
			props[p] = model.NewOutputType(model.DynamicType)
		}
		def := &promiseRanged{Node: r, Plain: &model.ObjectType{Properties: props, Token: r.Token}}
		steps := st.Traversal[1:]
		if len(steps) == 0 {
			steps = hcl.Traversal{hcl.TraverseAttr{Name: "id", SrcRange: st.Range()}}
		}
		ref := model.NewScopeTraversalExpression(st.RootName, def, steps, nil)
		ref.Traversal[0] = st.Traversal[0]
		return ref
	})
}

// genericInvoke prints an invoke of a function without a schema (the
// program was bound without checking invokes): ctx.Invoke with a map of
// the arguments, into a map of the results held in a variable called name
// (or one derived from the function's name). It reports false for an
// invoke of a function with a schema.
//
//	var dataResult map[string]interface{}
//	if err := ctx.Invoke("unknown:index:getData", map[string]interface{}{"input": "hello"}, &dataResult); err != nil {
//		return err
//	}
func (c *fnCtx) genericInvoke(x *model.FunctionCallExpression, name string) (string, bool) {
	if len(x.Args) == 0 || !untypedInvoke(x) {
		return "", false
	}
	tok, ok := gen.StringLiteral(x.Args[0])
	if !ok {
		return "", false
	}
	_, _, member, ok := schema.SplitToken(tok)
	if !ok {
		return "", false
	}
	if gen.IsOutput(x.Type()) {
		c.f.g.Errorf(x.Range(), "Unsupported invoke",
			"The Go generator can call %q, whose schema is unknown, only with plain arguments and without dependsOn: the Go SDK has no output form of ctx.Invoke.", tok)
		return "nil", true
	}
	args := "nil"
	if len(x.Args) > 1 {
		if obj, isObj := x.Args[1].(*model.ObjectConsExpression); isObj && len(obj.Items) > 0 {
			items := make([]string, len(obj.Items))
			for i, it := range obj.Items {
				items[i] = c.objectKey(it.Key) + ": " + c.plain(it.Value, precLowest)
			}
			args = "map[string]interface{}{" + multiline(items) + "}"
		}
	}
	var opts string
	if len(x.Args) > 2 {
		opts = c.invokeOptions(x.Args[2])
	}
	if name == "" {
		name = strings.TrimPrefix(strings.TrimPrefix(member, "get"), "lookup") + "Result"
	}
	name = c.scope.Declare(name)
	fail := c.fail
	if c.noErr {
		fail = "panic(err)"
	}
	c.out.WriteString("var " + name + " map[string]interface{}\n")
	c.out.WriteString("if err := ctx.Invoke(" + strconv.Quote(tok) + ", " + args + ", &" + name + opts + "); err != nil {\n" + fail + "\n}\n")
	return name, true
}
