package main

import (
	"maps"
	"slices"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
	Ids     []float64
	Amounts pulumi.Float64ArrayInput
	Rows    [][]string
	Marks   map[string]string
	Levels  pulumi.Float64MapInput
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	Weights pulumi.Float64ArrayOutput
	Scores  pulumi.IntMapOutput
	Rows    pulumi.StringArrayArrayOutput
	Levels  pulumi.Float64MapOutput
}

// NewComp creates a Comp component and its resources.
func NewComp(ctx *pulumi.Context, name string, args *CompArgs, opts ...pulumi.ResourceOption) (*Comp, error) {
	if args == nil {
		args = &CompArgs{}
	}
	componentResource := &Comp{}
	componentInputs := pulumi.Map{
		"amounts": pulumi.Any(args.Amounts),
		"levels":  pulumi.Any(args.Levels),
	}
	if args.Ids != nil {
		componentInputs["ids"] = pulumi.Any(args.Ids)
	}
	if args.Rows != nil {
		componentInputs["rows"] = pulumi.Any(args.Rows)
	}
	if args.Marks != nil {
		componentInputs["marks"] = pulumi.Any(args.Marks)
	}
	err := ctx.RegisterComponentResourceV2("components:index:Comp", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	ids := args.Ids
	amounts := args.Amounts.ToFloat64ArrayOutput()
	rows := args.Rows
	marks := args.Marks
	levels := args.Levels.ToFloat64MapOutput()
	ami, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: func() []string {
		result := []string{}
		for _, item := range ids {
			result = append(result, numberText(item))
		}
		return result
	}()}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	_, err = ec2.NewInstance(ctx, name+"-tagged", &ec2.InstanceArgs{
		Ami:          pulumi.String(ami.ImageId),
		InstanceType: pulumi.String("t3.micro"),
		SecurityGroups: amounts.ApplyT(func(amounts2 []float64) ([]string, error) {
			return func() []string {
				result := []string{}
				for _, item := range amounts2 {
					result = append(result, numberText(item))
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput),
		Tags: pulumi.ToStringMap(marks),
	}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Weights = amounts.ApplyT(func(amounts2 []float64) ([]float64, error) {
		return func() []float64 {
			result := []float64{}
			for _, a := range amounts2 {
				result = append(result, a*2.0)
			}
			return result
		}(), nil
	}).(pulumi.Float64ArrayOutput)
	componentResource.Scores = func() pulumi.IntMap {
		result := pulumi.IntMap{}
		collection := marks
		for _, k := range slices.Sorted(maps.Keys(collection)) {
			v := collection[k]
			result[k] = pulumi.Int(graphemeCount(v))
		}
		return result
	}().ToIntMapOutput()
	componentResource.Rows = pulumi.ToStringArrayArray(rows).ToStringArrayArrayOutput()
	componentResource.Levels = levels
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"weights": componentResource.Weights,
		"scores":  componentResource.Scores,
		"rows":    componentResource.Rows,
		"levels":  componentResource.Levels,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
