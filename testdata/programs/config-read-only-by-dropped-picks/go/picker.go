package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// PickerArgs are the inputs of a Picker component.
type PickerArgs struct {
	Label    *string
	Count    *int
	Settings map[string]interface{}
	Maybe    string
}

// Picker is a component resource.
type Picker struct {
	pulumi.ResourceState
	Picked pulumi.StringOutput
	Number pulumi.IntOutput
	Name   pulumi.StringOutput
	Chosen pulumi.StringOutput
}

// NewPicker creates a Picker component and its resources.
func NewPicker(ctx *pulumi.Context, name string, args *PickerArgs, opts ...pulumi.ResourceOption) (*Picker, error) {
	if args == nil {
		args = &PickerArgs{}
	}
	componentResource := &Picker{}
	componentInputs := pulumi.Map{
		"label": pulumi.Any(args.Label),
		"count": pulumi.Any(args.Count),
		"maybe": pulumi.Any(args.Maybe),
	}
	if args.Settings != nil {
		componentInputs["settings"] = pulumi.Any(args.Settings)
	}
	err := ctx.RegisterComponentResourceV2("components:index:Picker", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	label := "x.y"
	if args.Label != nil {
		label = *args.Label
	}
	count := 5
	if args.Count != nil {
		count = *args.Count
	}
	settings := map[string]interface{}{"name": "s", "size": 1.0}
	if args.Settings != nil {
		settings = args.Settings
	}
	maybe := args.Maybe
	componentResource.Picked = pulumi.String("b").ToStringOutput()
	componentResource.Number = pulumi.Int(1).ToIntOutput()
	componentResource.Name = pulumi.String(map[string]interface{}{"name": "t", "size": 2}["name"].(string)).ToStringOutput()
	componentResource.Chosen = pulumi.String("c").ToStringOutput()
	_ = label
	_ = count
	_ = settings
	_ = maybe
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"picked": componentResource.Picked,
		"number": componentResource.Number,
		"name":   componentResource.Name,
		"chosen": componentResource.Chosen,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
