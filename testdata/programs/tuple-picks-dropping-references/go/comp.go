package main

import (
	"fmt"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
}

// NewComp creates a Comp component and its resources.
func NewComp(ctx *pulumi.Context, name string, args *CompArgs, opts ...pulumi.ResourceOption) (*Comp, error) {
	if args == nil {
		args = &CompArgs{}
	}
	componentResource := &Comp{}
	err := ctx.RegisterComponentResource("components:index:Comp", name, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	pw, err := random.NewRandomPassword(ctx, name+"-pw", &random.RandomPasswordArgs{Length: pulumi.Int(10)}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}

	// Read only by an element of a tuple that a constant index does not pick.
	unpicked := pw.BcryptHash
	plain := "x"
	grp := pulumi.Unsecret(pulumi.ToSecret(pulumi.StringArray{pulumi.String("a"), pulumi.String("b")}).(pulumi.StringArrayOutput)).(pulumi.StringArrayOutput).ApplyT(func(secret []string) ([]*ec2.SecurityGroup, error) {
		var resources []*ec2.SecurityGroup
		for index := range secret {
			res, err := ec2.NewSecurityGroup(ctx, fmt.Sprintf("%s-grp-%v", name, index), &ec2.SecurityGroupArgs{
				Description: pulumi.String("日本"),
				Name:        pulumi.String("b"),
			}, pulumi.Parent(componentResource))
			if err != nil {
				return nil, err
			}
			resources = append(resources, res)
		}
		return resources, nil
	}).(ec2.SecurityGroupArrayOutput)
	_ = unpicked
	_ = plain
	if _, err := internals.UnsafeAwaitOutput(ctx.Context(), unpicked); err != nil {
		return nil, err
	}
	if _, err := internals.UnsafeAwaitOutput(ctx.Context(), grp); err != nil {
		return nil, err
	}
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
