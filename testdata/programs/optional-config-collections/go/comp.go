package main

import (
	"strings"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
	Names []*string
	Tags  map[string]*string
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	Joined pulumi.StringOutput
}

// NewComp creates a Comp component and its resources.
func NewComp(ctx *pulumi.Context, name string, args *CompArgs, opts ...pulumi.ResourceOption) (*Comp, error) {
	if args == nil {
		args = &CompArgs{}
	}
	componentResource := &Comp{}
	componentInputs := pulumi.Map{}
	if args.Names != nil {
		componentInputs["names"] = pulumi.Any(args.Names)
	}
	if args.Tags != nil {
		componentInputs["tags"] = pulumi.Any(args.Tags)
	}
	err := ctx.RegisterComponentResourceV2("components:index:Comp", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	names := args.Names
	tags := args.Tags
	_, err = ec2.NewInstance(ctx, name+"-tagged", &ec2.InstanceArgs{
		Ami:          pulumi.String("ami-3"),
		InstanceType: pulumi.String("t3.micro"),
		Tags: func() pulumi.StringMapInput {
			v := tags
			if v == nil {
				return nil
			}
			result := pulumi.StringMap{}
			for k, x := range v {
				result[k] = stringInput(x)
			}
			return result
		}(),
		SecurityGroups: func() pulumi.StringArrayInput {
			v := names
			if v == nil {
				return nil
			}
			result := pulumi.StringArray{}
			for _, x := range v {
				result = append(result, stringInput(x))
			}
			return result
		}(),
	}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Joined = pulumi.String(strings.Join(func() []string {
		v := func() []*string {
			result2 := []*string{}
			for _, n := range names {
				if !(n != nil) {
					continue
				}
				result2 = append(result2, n)
			}
			return result2
		}()
		if v == nil {
			return nil
		}
		result := make([]string, len(v))
		for k, x := range v {
			result[k] = requiredValue(x)
		}
		return result
	}(), ",")).ToStringOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"joined": componentResource.Joined}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
