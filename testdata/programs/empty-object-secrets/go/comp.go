package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
	Flag *bool
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	Static       pulumi.MapOutput
	List         pulumi.ArrayOutput
	Obj          pulumi.IntMapOutput
	Nested       pulumi.MapOutput
	PlainNested  pulumi.MapOutput
	PlainEmpty   pulumi.MapOutput
	TupleOfEmpty pulumi.MapArrayOutput
	Chosen       pulumi.MapOutput
	InList       pulumi.MapArrayOutput
}

// NewComp creates a Comp component and its resources.
func NewComp(ctx *pulumi.Context, name string, args *CompArgs, opts ...pulumi.ResourceOption) (*Comp, error) {
	if args == nil {
		args = &CompArgs{}
	}
	componentResource := &Comp{}
	componentInputs := pulumi.Map{"flag": pulumi.Any(args.Flag)}
	err := ctx.RegisterComponentResourceV2("components:index:Comp", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	componentResource.Static = pulumi.ToSecret(pulumi.Map{}).(pulumi.MapOutput)
	componentResource.List = pulumi.ToSecret(pulumi.Array{}).(pulumi.ArrayOutput)
	componentResource.Obj = pulumi.ToSecret(pulumi.IntMap{"a": pulumi.Int(1)}).(pulumi.IntMapOutput)
	componentResource.Nested = pulumi.ToSecret(pulumi.Map{"a": pulumi.Map{}}).(pulumi.MapOutput)
	componentResource.PlainNested = pulumi.Map{"a": pulumi.Map{}}.ToMapOutput()
	componentResource.PlainEmpty = pulumi.Map{}.ToMapOutput()
	componentResource.TupleOfEmpty = pulumi.ToSecret(pulumi.MapArray{pulumi.Map{}, pulumi.Map{}}).(pulumi.MapArrayOutput)
	flag := true
	if args.Flag != nil {
		flag = *args.Flag
	}
	componentResource.Chosen = pulumi.ToSecret(pulumi.ToMap(func() map[string]interface{} {
		if flag {
			return map[string]interface{}{}
		}
		return map[string]interface{}{}
	}())).(pulumi.MapOutput)
	componentResource.InList = pulumi.MapArray{pulumi.ToSecret(pulumi.Map{}).(pulumi.MapOutput)}.ToMapArrayOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"static":       componentResource.Static,
		"list":         componentResource.List,
		"obj":          componentResource.Obj,
		"nested":       componentResource.Nested,
		"plainNested":  componentResource.PlainNested,
		"plainEmpty":   componentResource.PlainEmpty,
		"tupleOfEmpty": componentResource.TupleOfEmpty,
		"chosen":       componentResource.Chosen,
		"inList":       componentResource.InList,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
