package main

import (
	"maps"
	"slices"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// NumbersArgs are the inputs of a Numbers component.
type NumbersArgs struct {
	Base *int
}

// Numbers is a component resource.
type Numbers struct {
	pulumi.ResourceState
	Listed      pulumi.IntArrayOutput
	Filtered    pulumi.IntArrayOutput
	Mapped      pulumi.IntMapOutput
	Nested      pulumi.IntArrayArrayOutput
	Single      pulumi.IntOutput
	Local       pulumi.IntOutput
	LocalListed pulumi.IntArrayOutput
	LocalNested pulumi.MapOutput
}

// NewNumbers creates a Numbers component and its resources.
func NewNumbers(ctx *pulumi.Context, name string, args *NumbersArgs, opts ...pulumi.ResourceOption) (*Numbers, error) {
	if args == nil {
		args = &NumbersArgs{}
	}
	componentResource := &Numbers{}
	componentInputs := pulumi.Map{"base": pulumi.Any(args.Base)}
	err := ctx.RegisterComponentResourceV2("components:index:Numbers", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	base := 2
	if args.Base != nil {
		base = *args.Base
	}
	server, err := ec2.NewInstance(ctx, name+"-server", &ec2.InstanceArgs{
		Ami:             pulumi.String("ami-0"),
		InstanceType:    pulumi.String("t3.micro"),
		RootBlockDevice: &ec2.InstanceRootBlockDeviceArgs{VolumeSize: pulumi.Int(8)},
	}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}

	// Arithmetic on an optional int, which PCL types as a number and Go
	// computes as an int, collected into lists and maps.
	componentResource.Listed = func() pulumi.IntArray {
		result := pulumi.IntArray{}
		for _, i := range []int{1, 2} {
			result = append(result, server.RootBlockDevice.ApplyT(func(rootBlockDevice ec2.InstanceRootBlockDevice) (int, error) {
				return i - *rootBlockDevice.VolumeSize, nil
			}).(pulumi.IntOutput))
		}
		return result
	}().ToIntArrayOutput()
	componentResource.Filtered = pulumi.All(server.RootBlockDevice, server.InstanceType).ApplyT(func(resolved []interface{}) ([]int, error) {
		rootBlockDevice := resolved[0].(ec2.InstanceRootBlockDevice)
		instanceType := resolved[1].(string)
		return func() []int {
			result := []int{}
			for range []int{1, 2} {
				if !(instanceType != "") {
					continue
				}
				result = append(result, len([]interface{}{})-*rootBlockDevice.VolumeSize)
			}
			return result
		}(), nil
	}).(pulumi.IntArrayOutput)
	componentResource.Mapped = func() pulumi.IntMap {
		result := pulumi.IntMap{}
		collection := map[string]int{"a": 1}
		for _, k := range slices.Sorted(maps.Keys(collection)) {
			v := collection[k]
			result[k] = server.RootBlockDevice.ApplyT(func(rootBlockDevice ec2.InstanceRootBlockDevice) (int, error) {
				return v * *rootBlockDevice.VolumeSize, nil
			}).(pulumi.IntOutput)
		}
		return result
	}().ToIntMapOutput()
	componentResource.Nested = pulumi.IntArrayArray{pulumi.IntArray{server.RootBlockDevice.ApplyT(func(rootBlockDevice ec2.InstanceRootBlockDevice) (int, error) {
		return base - *rootBlockDevice.VolumeSize, nil
	}).(pulumi.IntOutput)}}.ToIntArrayArrayOutput()
	componentResource.Single = server.RootBlockDevice.ApplyT(func(rootBlockDevice ec2.InstanceRootBlockDevice) (int, error) {
		return base - *rootBlockDevice.VolumeSize, nil
	}).(pulumi.IntOutput)

	// The same arithmetic read through locals.
	difference := server.RootBlockDevice.ApplyT(func(rootBlockDevice ec2.InstanceRootBlockDevice) (int, error) {
		return base - *rootBlockDevice.VolumeSize, nil
	}).(pulumi.IntOutput)
	differences := func() pulumi.IntArray {
		result := pulumi.IntArray{}
		for _, i := range []int{1, 2} {
			result = append(result, difference.ApplyT(func(difference2 int) (int, error) {
				return i * difference2, nil
			}).(pulumi.IntOutput))
		}
		return result
	}()
	componentResource.Local = difference
	componentResource.LocalListed = differences.ToIntArrayOutput()
	componentResource.LocalNested = pulumi.Map{"a": pulumi.IntArray{difference}}.ToMapOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"listed":      componentResource.Listed,
		"filtered":    componentResource.Filtered,
		"mapped":      componentResource.Mapped,
		"nested":      componentResource.Nested,
		"single":      componentResource.Single,
		"local":       componentResource.Local,
		"localListed": componentResource.LocalListed,
		"localNested": componentResource.LocalNested,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
