package main

import (
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
	Ids []float64
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	Ami pulumi.StringOutput
}

// NewComp creates a Comp component and its resources.
func NewComp(ctx *pulumi.Context, name string, args *CompArgs, opts ...pulumi.ResourceOption) (*Comp, error) {
	if args == nil {
		args = &CompArgs{}
	}
	componentResource := &Comp{}
	componentInputs := pulumi.Map{}
	if args.Ids != nil {
		componentInputs["ids"] = pulumi.Any(args.Ids)
	}
	err := ctx.RegisterComponentResourceV2("components:index:Comp", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	ids := args.Ids
	ami, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{
		Owners: func() []string {
			result := []string{}
			for _, id := range ids {
				result = append(result, numberText(id))
			}
			return result
		}(),
		NameRegex: pulumi.StringRef(numberText(ids[0])),
	}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Ami = pulumi.String(ami.ImageId).ToStringOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"ami": componentResource.Ami}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
