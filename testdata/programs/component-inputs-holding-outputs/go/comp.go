package main

import (
	"fmt"
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
	Tags     pulumi.StringMapInput
	Names    pulumi.StringArrayInput
	Settings pulumi.MapInput
	Rules    pulumi.MapArrayInput
	Device   pulumi.MapInput
	Nested   pulumi.StringArrayMapInput
	Prefix   pulumi.StringPtrInput
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	Summary   pulumi.StringOutput
	RuleNames pulumi.StringArrayOutput
}

// NewComp creates a Comp component and its resources.
func NewComp(ctx *pulumi.Context, name string, args *CompArgs, opts ...pulumi.ResourceOption) (*Comp, error) {
	if args == nil {
		args = &CompArgs{}
	}
	componentResource := &Comp{}
	componentInputs := pulumi.Map{
		"tags":     pulumi.Any(args.Tags),
		"names":    pulumi.Any(args.Names),
		"settings": pulumi.Any(args.Settings),
		"rules":    pulumi.Any(args.Rules),
		"device":   pulumi.Any(args.Device),
		"nested":   pulumi.Any(args.Nested),
		"prefix":   pulumi.Any(args.Prefix),
	}
	err := ctx.RegisterComponentResourceV2("components:index:Comp", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	tags := args.Tags.ToStringMapOutput()
	names := args.Names.ToStringArrayOutput()
	settings := args.Settings.ToMapOutput()
	rules := args.Rules.ToMapArrayOutput()
	device := args.Device.ToMapOutput()
	nested := args.Nested.ToStringArrayMapOutput()
	prefix := pulumi.String("none").ToStringOutput()
	if args.Prefix != nil {
		prefix = stringOr(args.Prefix.ToStringPtrOutput(), prefix)
	}
	_, err = random.NewRandomPet(ctx, name+"-other", &random.RandomPetArgs{
		Keepers: tags,
		Prefix: settings.ApplyT(func(settings2 map[string]interface{}) (string, error) {
			return settings2["label"].(string), nil
		}).(pulumi.StringOutput),
		Length: settings.ApplyT(func(settings2 map[string]interface{}) (int, error) {
			return dynamicInt(settings2["size"]), nil
		}).(pulumi.IntOutput),
	}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Summary = pulumi.Sprintf("%v/%v/%v/%v/%v/%v/%v/%v/%v/%v", tags.ApplyT(func(tags2 map[string]string) (string, error) {
		return mustGet(tags2, "Name"), nil
	}).(pulumi.StringOutput), tags.ApplyT(func(tags2 map[string]string) (string, error) {
		return mustGet(tags2, "Env"), nil
	}).(pulumi.StringOutput), names.ApplyT(func(names2 []string) (string, error) {
		return strings.Join(names2, ","), nil
	}).(pulumi.StringOutput), settings.ApplyT(func(settings2 map[string]interface{}) (string, error) {
		return settings2["label"].(string), nil
	}).(pulumi.StringOutput), settings.ApplyT(func(settings2 map[string]interface{}) (int, error) {
		return dynamicInt(settings2["size"]), nil
	}).(pulumi.IntOutput), device.ApplyT(func(device2 map[string]interface{}) (string, error) {
		return fromJSON[map[string]string](device2["spec"])["deviceName"], nil
	}).(pulumi.StringOutput), device.ApplyT(func(device2 map[string]interface{}) (string, error) {
		return device2["owner"].(string), nil
	}).(pulumi.StringOutput), nested.ApplyT(func(nested2 map[string][]string) (string, error) {
		return mustGet(nested2, "first")[0], nil
	}).(pulumi.StringOutput), prefix, rules.ApplyT(func(rules2 []map[string]interface{}) (int, error) {
		return len(rules2), nil
	}).(pulumi.IntOutput))
	componentResource.RuleNames = rules.ApplyT(func(rules2 []map[string]interface{}) ([]string, error) {
		return func() []string {
			result := []string{}
			for _, r := range rules2 {
				result = append(result, fmt.Sprintf("%v:%v", r["name"].(string), dynamicInt(r["port"])))
			}
			return result
		}(), nil
	}).(pulumi.StringArrayOutput)
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"summary":   componentResource.Summary,
		"ruleNames": componentResource.RuleNames,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
