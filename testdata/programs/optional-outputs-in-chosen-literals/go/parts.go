package main

import (
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// PartsArgs are the inputs of a Parts component.
type PartsArgs struct {
	Pick *bool
}

// Parts is a component resource.
type Parts struct {
	pulumi.ResourceState
	Fields pulumi.MapOutput
	Names  pulumi.ArrayOutput
	ByName pulumi.MapOutput
}

// NewParts creates a Parts component and its resources.
func NewParts(ctx *pulumi.Context, name string, args *PartsArgs, opts ...pulumi.ResourceOption) (*Parts, error) {
	if args == nil {
		args = &PartsArgs{}
	}
	componentResource := &Parts{}
	componentInputs := pulumi.Map{"pick": pulumi.Any(args.Pick)}
	err := ctx.RegisterComponentResourceV2("components:index:Parts", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	pick := false
	if args.Pick != nil {
		pick = *args.Pick
	}
	image, err := ec2.NewAmi(ctx, name+"-image", &ec2.AmiArgs{Name: pulumi.String("image")}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}

	// Each branch's optional output (ramdiskId) is an Output<string | undefined>,
	// which the other branch's null makes an optional property, element or entry.
	componentResource.Fields = func() pulumi.MapInput {
		if pick {
			return pulumi.Map{"kernel": nil}
		}
		return pulumi.Map{"kernel": image.KernelId, "ramdisk": image.RamdiskId}
	}().ToMapOutput()
	componentResource.Names = func() pulumi.ArrayInput {
		if pick {
			return pulumi.Array{nil}
		}
		return pulumi.Array{image.RamdiskId, image.KernelId}
	}().ToArrayOutput()
	componentResource.ByName = func() pulumi.MapInput {
		if pick {
			return pulumi.Map{}
		}
		return pulumi.Map{"ramdisk": image.RamdiskId}
	}().ToMapOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"fields": componentResource.Fields,
		"names":  componentResource.Names,
		"byName": componentResource.ByName,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
