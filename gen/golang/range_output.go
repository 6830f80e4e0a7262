package golang

import (
	"strings"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file generates resources and components ranged over an output.
//
// Design. Such resources can only be created once the range is known, so
// they are created inside an apply on the range, by the same loop a plain
// range gets, and the apply returns the collection of resources:
//
//	perZone := zones.ApplyT(func(zones []string) ([]*s3.Bucket, error) {
//		var resources []*s3.Bucket
//		for index, value := range zones {
//			res, err := s3.NewBucket(ctx, fmt.Sprintf("perZone-%v", index), ...)
//			if err != nil {
//				return nil, err
//			}
//			resources = append(resources, res)
//		}
//		return resources, nil
//	}).(s3.BucketArrayOutput)
//
// The node's Go variable is thus an Output of a slice of resources (of a
// map for a map range, of a pointer for a bool range), as the binder types
// it: output(list(resource)). Its Go type is the SDK's container output
// type (BucketArrayOutput, BucketMapOutput, BucketOutput) when the package
// generates them; otherwise (and for components, whose Go types this
// generator writes) it is a pulumi.AnyOutput, whose applies receive an
// interface{} and assert the collection's Go type.
//
// References from outside type-check through applies. The shared lowering
// resolves a referenced collection deeply (the properties of its resources
// become plain), which is not what Go holds, so outputRangeRefs first turns
// a traversal into the resources (perZone[0].arn) and a splat over them
// (perZone[*].arn) into an apply whose parameter keeps the resources' output
// properties and whose body is therefore eventual; applyCall returns such a
// body's Output from the callback, and ApplyT awaits it:
//
//	perZone.ApplyT(func(perZone []*s3.Bucket) (pulumi.StringOutput, error) {
//		return perZone[0].Arn, nil
//	}).(pulumi.StringOutput)

// declareOverOutput writes the apply that creates the resources of n, ranged
// over rng, an expression holding outputs.
func (f *fileGen) declareOverOutput(c *fnCtx, n binder.Node, rng model.Expression, goType string, create func(in *fnCtx, name string) string) {
	varName := f.names[n]
	rt := model.ResolveOutputs(rng.Type())
	collType, outType, _ := f.outputRangeTypes(n, goType)
	if collType == "" {
		f.g.Errorf(rng.Range(), "Unsupported range",
			"The Go generator cannot range over a value of type %s.", rt)
		return
	}
	// Wrapping the range in an eventual call makes the lowering move it
	// whole into an apply, tuples and for expressions of outputs included.
	wrapped := model.NewFunctionCallExpression(rangeOfName, model.StaticSignature{
		Parameters: []model.Parameter{{Name: "range", Type: rng.Type()}},
		ReturnType: model.NewOutputType(rt),
	}, []model.Expression{rng}, false, model.NewOutputType(rt))
	args, fn, ok := gen.IsApply(c.lower(wrapped, nil))
	if !ok {
		f.g.Errorf(rng.Range(), "Unsupported range", "The Go generator cannot range over this %s expression.", gen.ExprKind(rng))
		return
	}
	var body strings.Builder
	head, inner := c.applyHead(args, fn, collType, &body)
	target := inner.scope.Declare("resources")
	bodyArg := fn.Body.(*model.FunctionCallExpression).Args[0]
	src := inner.plain(bodyArg, precLowest)
	rangeGo := model.RemoveNone(goRangeType(bodyArg, args, fn))
	if _, value, ok := model.ForIterationTypes(rangeGo); ok {
		if gt := f.plainType(rangeGo); gt == "map[string]interface{}" || gt == "[]interface{}" {
			// Go holds the elements as interface{} (the resolved value
			// of a pulumi.Map or pulumi.Array), whatever they are.
			value = model.DynamicType
		}
		inner.rangeValueGo = value
	}
	// The instances read the range's elements plain in the apply's
	// callback, and range.key and range.value as secret as the range.
	inner.RangeSecrecy = f.g.RangeSecrecy(n)
	if !f.rangeLoop(inner, n, rt, rng, src, target, goType, create) {
		return
	}
	body.WriteString("return " + target + ", nil\n")
	c.out.WriteString(varName + " := " + head + body.String() + "}).(" + outType + ")\n")
	if !f.surelyRead[n] {
		// The Go SDK runs the apply that creates the resources only for
		// whoever waits for its output (see awaitOutputs), which a node
		// reading them in a conditional's branch may never do.
		c.awaitedOutputs = append(c.awaitedOutputs, varName)
	}
}

// goRangeType returns the Go type of the range a callback iterates over:
// its argument's, when the range is one of the apply's arguments.
func goRangeType(bodyArg model.Expression, args []model.Expression, fn *model.AnonymousFunctionExpression) model.Type {
	if st, ok := bodyArg.(*model.ScopeTraversalExpression); ok && len(st.Traversal) == 1 {
		for i, p := range fn.Parameters {
			if st.Definition == model.Definition(p) && i < len(args) {
				return goParamType(args[i], p)
			}
		}
	}
	return model.ResolveOutputs(goTypeOf(bodyArg))
}

// goParamType returns the type of the Go value an apply's parameter p
// receives from its argument arg: the argument's Go type when it is itself
// an apply (or a secret of one), else the parameter's type.
func goParamType(arg model.Expression, p *model.Variable) model.Type {
	if _, _, ok := gen.IsApply(arg); ok {
		return model.ResolveOutputs(goTypeOf(arg))
	}
	if call, ok := arg.(*model.FunctionCallExpression); ok && (call.Name == "secret" || call.Name == "unsecret") {
		return model.ResolveOutputs(goTypeOf(arg))
	}
	return p.VariableType
}

// rangeRefs retypes the references to range.value as the Go value they
// read when that differs from the binder's type (c.rangeValueGo).
func (c *fnCtx) rangeRefs(e model.Expression) model.Expression {
	if c.rangeValueGo == nil || e == nil {
		return e
	}
	return gen.MapReferences(e, func(st *model.ScopeTraversalExpression) model.Expression {
		v, ok := st.Definition.(*model.Variable)
		if !ok || st.RootName != "range" {
			return st
		}
		if _, bound := c.VarName(v); bound {
			return st
		}
		obj, ok := v.VariableType.(*model.ObjectType)
		if !ok {
			return st
		}
		nv := model.NewVariable("range", model.NewObjectType(map[string]model.Type{"key": obj.Properties["key"], "value": c.rangeValueGo}))
		ref := gen.Rebind(st, nv)
		return ref
	})
}

// rangeOfName is the intrinsic declareOverOutput wraps a range in: its
// value is its argument's.
const rangeOfName = "__rangeOf"

// outputRangeTypes returns the Go type of the collection of the resources
// of n (ranged over an output), and the type of the Output holding it;
// typed is false when that is a pulumi.AnyOutput.
func (f *fileGen) outputRangeTypes(n binder.Node, goType string) (collType, outType string, typed bool) {
	var rng model.Expression
	var pkg *schema.Package
	switch n := n.(type) {
	case *binder.Resource:
		rng = n.Options.Range
		if f.resourceContainers(n.Package, n.Token) {
			pkg = n.Package
		}
	case *binder.Component:
		rng = n.Options.Range
	}
	if rng == nil {
		return "", "", false
	}
	var suffix string
	switch t := model.RemoveNone(model.CollectionOfUnion(model.ResolveOutputs(rng.Type()))).(type) {
	case *model.PrimitiveType:
		switch t.Kind {
		case model.BoolKind:
			collType, suffix = goType, "Output"
		case model.IntKind, model.NumberKind, model.DynamicKind:
			// A range of any type makes a list, as the binder types it
			// (range_dynamic.go).
			collType, suffix = "[]"+goType, "ArrayOutput"
		}
	case *model.MapType, *model.ObjectType:
		collType, suffix = "map[string]"+goType, "MapOutput"
	case *model.ListType, *model.TupleType, *model.SetType:
		collType, suffix = "[]"+goType, "ArrayOutput"
	}
	if collType == "" {
		return "", "", false
	}
	if pkg != nil {
		return collType, strings.TrimPrefix(goType, "*") + suffix, true
	}
	return collType, f.pulumi() + ".AnyOutput", false
}

// outputRanged returns the node a reference refers to when it is a resource
// or component ranged over an output (in Go: not one whose range is plain
// once it reads components' resource-valued outputs as Go holds them).
func (c *fnCtx) outputRanged(st *model.ScopeTraversalExpression) (binder.Node, bool) {
	if pr, ok := st.Definition.(*promiseRanged); ok && c.f.retypedRanges[pr.Node] != nil {
		// Ranged over a value Go holds as an output (see retypedRanges).
		return pr.Node, true
	}
	if gen.RangeOption(st.Definition) == nil || gen.PromiseRange(st.Definition) {
		// Not ranged, or over a promise Go resolves first.
		return nil, false
	}
	if !gen.IsOutput(st.Definition.Type()) || gen.PlainRange(st.Definition, c.f.g.resourceViews()) {
		return nil, false
	}
	return st.Definition.(binder.Node), true
}

// outputRangeRefs rewrites the traversals into the resources of a node
// ranged over an output, and the splats over them, into applies whose
// parameter is the collection with its resources' properties left
// eventual (see the design above).
func (c *fnCtx) outputRangeRefs(e model.Expression) model.Expression {
	if e == nil {
		return nil
	}
	switch x := e.(type) {
	case *model.ScopeTraversalExpression:
		if _, ok := c.outputRanged(x); ok && len(x.Traversal) > 1 {
			return outputRangeApply(x, func(p *model.ScopeTraversalExpression) model.Expression {
				ref := model.NewScopeTraversalExpression(p.RootName, p.Definition, x.Traversal[1:], nil)
				ref.Traversal[0] = p.Traversal[0]
				return ref
			})
		}
		return e
	case *model.SplatExpression:
		src := x.Source
		if p, ok := src.(*model.ParenthesesExpression); ok {
			src = p.Expression
		}
		if st, ok := src.(*model.ScopeTraversalExpression); ok && len(st.Traversal) == 1 {
			if _, ok := c.outputRanged(st); ok {
				return outputRangeApply(st, func(p *model.ScopeTraversalExpression) model.Expression {
					if !gen.IsListLike(model.ResolveOutputs(p.Type())) {
						// A splat over one resource or none (ranged over a
						// bool) stays a splat: a for over it would visit
						// the resource's attributes.
						return model.NewSplatExpression(p, x.Item, x.Each, nil)
					}
					return gen.SplatToFor(x, p)
				})
			}
		}
	}
	return gen.MapChildren(e, c.outputRangeRefs)
}

// outputRangeApply returns __apply(ref, (p) => body(p)) for a reference
// to a node ranged over an output, where p is the node's collection with
// the resources' properties eventual.
func outputRangeApply(ref *model.ScopeTraversalExpression, body func(p *model.ScopeTraversalExpression) model.Expression) model.Expression {
	out := ref.Definition.Type().(*model.OutputType)
	v := model.NewVariable(ref.RootName, out.ElementType)
	p := model.NewScopeTraversalExpression(v.Name, v, nil, nil)
	p.Traversal[0] = ref.Traversal[0]
	b := body(p)
	root := model.NewScopeTraversalExpression(ref.RootName, ref.Definition, nil, nil)
	root.Traversal[0] = ref.Traversal[0]
	fn := model.NewAnonymousFunctionExpression([]*model.Variable{v}, b)
	typ := model.NewOutputType(model.ResolveOutputs(b.Type()))
	return model.NewFunctionCallExpression(gen.ApplyName, model.StaticSignature{
		Parameters: []model.Parameter{{Name: "arg", Type: root.Type()}, {Name: "fn", Type: model.DynamicType}},
		ReturnType: typ,
	}, []model.Expression{root, fn}, false, typ)
}

// anyRanged returns the Go type of the collection a lowered apply argument
// holds when it is a reference to a node ranged over an output that Go holds
// as a pulumi.AnyOutput (whose callbacks assert the collection's type).
func (c *fnCtx) anyRanged(arg model.Expression) (string, bool) {
	if t := model.ResolveOutputs(arg.Type()); gen.IsOutput(arg.Type()) && c.f.componentCollection(t) {
		// So is any output of a list or map of components (see
		// componentCollection).
		return c.f.plainType(t), true
	}
	st, ok := arg.(*model.ScopeTraversalExpression)
	if !ok || len(st.Traversal) != 1 {
		return "", false
	}
	def := st.Definition
	if pr, ok := def.(*promiseRanged); ok {
		def = pr.Node
	}
	n, ok := c.outputRanged(&model.ScopeTraversalExpression{Definition: def})
	if !ok {
		return "", false
	}
	goType := ""
	switch n := n.(type) {
	case *binder.Resource:
		if name, ok := c.f.builtinResourceType(n.Token); ok {
			goType = "*" + name
		} else if n.Package != nil && n.Schema != nil {
			goType = "*" + c.f.resourceTypeName(n.Package, n.Token)
		}
	case *binder.Component:
		if info, ok := c.f.g.components[n.Dir]; ok {
			goType = "*" + info.typeName
		}
	}
	if goType == "" {
		return "", false
	}
	coll, _, typed := c.f.outputRangeTypes(n, goType)
	if typed {
		return "", false
	}
	return coll, true
}
