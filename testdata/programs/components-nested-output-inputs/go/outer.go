package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// OuterArgs are the inputs of a Outer component.
type OuterArgs struct {
	Name  pulumi.StringInput
	Token pulumi.StringInput
}

// Outer is a component resource.
type Outer struct {
	pulumi.ResourceState
	Seen        pulumi.StringOutput
	TokenLength pulumi.IntOutput
}

// NewOuter creates a Outer component and its resources.
func NewOuter(ctx *pulumi.Context, name string, args *OuterArgs, opts ...pulumi.ResourceOption) (*Outer, error) {
	if args == nil {
		args = &OuterArgs{}
	}
	componentResource := &Outer{}
	componentInputs := pulumi.Map{
		"name":  pulumi.Any(args.Name),
		"token": pulumi.Any(args.Token),
	}
	err := ctx.RegisterComponentResourceV2("components:index:Outer", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	nameVar := args.Name.ToStringOutput()
	token := args.Token.ToStringOutput()
	label := pulumi.Sprintf("outer-%v", nameVar)
	direct, err := NewInner(ctx, name+"-direct", &InnerArgs{Value: nameVar}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	viaLocal, err := NewInner(ctx, name+"-viaLocal", &InnerArgs{Value: label}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	secretValue, err := NewInner(ctx, name+"-secretValue", &InnerArgs{Value: token}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Seen = pulumi.Sprintf("%v %v", direct.Seen, viaLocal.Seen)
	componentResource.TokenLength = secretValue.Size
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"seen":        componentResource.Seen,
		"tokenLength": componentResource.TokenLength,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
