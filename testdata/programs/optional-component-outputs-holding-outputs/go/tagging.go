package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// TaggingArgs are the inputs of a Tagging component.
type TaggingArgs struct {
}

// Tagging is a component resource.
type Tagging struct {
	pulumi.ResourceState
	Tags    pulumi.StringMapOutput
	Groups  pulumi.StringArrayOutput
	Keepers pulumi.StringMapOutput
}

// NewTagging creates a Tagging component and its resources.
func NewTagging(ctx *pulumi.Context, name string, args *TaggingArgs, opts ...pulumi.ResourceOption) (*Tagging, error) {
	if args == nil {
		args = &TaggingArgs{}
	}
	componentResource := &Tagging{}
	err := ctx.RegisterComponentResource("components:index:Tagging", name, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	shuffle, err := random.NewRandomShuffle(ctx, name+"-shuffle", &random.RandomShuffleArgs{
		Inputs:  pulumi.StringArray{pulumi.String("a"), pulumi.String("b")},
		Keepers: pulumi.StringMap{"k": pulumi.String("v")},
	}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Tags = pulumi.All(shuffle.ID().ToStringOutput(), shuffle.Keepers).ApplyT(func(resolved []interface{}) (map[string]string, error) {
		id := resolved[0].(string)
		keepers := resolved[1].(map[string]string)
		return func() map[string]string {
			if id == "x" {
				return keepers
			}
			return map[string]string{"k1": id}
		}(), nil
	}).(pulumi.StringMapOutput)
	componentResource.Groups = pulumi.All(shuffle.ID().ToStringOutput(), shuffle.Results).ApplyT(func(resolved []interface{}) ([]string, error) {
		id := resolved[0].(string)
		results := resolved[1].([]string)
		return func() []string {
			if id == "x" {
				return results
			}
			return []string{id, "plain"}
		}(), nil
	}).(pulumi.StringArrayOutput)
	componentResource.Keepers = shuffle.Keepers
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"tags":    componentResource.Tags,
		"groups":  componentResource.Groups,
		"keepers": componentResource.Keepers,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
