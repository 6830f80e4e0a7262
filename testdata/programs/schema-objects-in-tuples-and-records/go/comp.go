package main

import (
	"encoding/json"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// CompArgs are the inputs of a Comp component.
type CompArgs struct {
	Settings pulumi.MapInput
}

// Comp is a component resource.
type Comp struct {
	pulumi.ResourceState
	Summary pulumi.StringOutput
}

// NewComp creates a Comp component and its resources.
func NewComp(ctx *pulumi.Context, name string, args *CompArgs, opts ...pulumi.ResourceOption) (*Comp, error) {
	if args == nil {
		args = &CompArgs{}
	}
	componentResource := &Comp{}
	componentInputs := pulumi.Map{"settings": pulumi.Any(args.Settings)}
	err := ctx.RegisterComponentResourceV2("components:index:Comp", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	settings := args.Settings.ToMapOutput()
	componentResource.Summary = pulumi.Sprintf("%v:%v:%v:%v", settings.ApplyT(func(settings2 map[string]interface{}) (string, error) {
		return settings2["label"].(string), nil
	}).(pulumi.StringOutput), settings.ApplyT(func(settings2 map[string]interface{}) (string, error) {
		return fromJSON[map[string]string](settings2["device"])["deviceName"], nil
	}).(pulumi.StringOutput), settings.ApplyT(func(settings2 map[string]interface{}) (string, error) {
		return fromJSON[map[string]string](settings2["device"])["virtualName"], nil
	}).(pulumi.StringOutput), pulumi.ToOutput(settings).ApplyT(func(v interface{}) (string, error) {
		data, err := json.Marshal(v)
		return string(data), err
	}).(pulumi.StringOutput))
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"summary": componentResource.Summary}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
