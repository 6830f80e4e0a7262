package main

import (
	"fmt"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// SizedArgs are the inputs of a Sized component.
type SizedArgs struct {
	Base  int
	Step  *int
	Scale *float64
	Label *string
	Loud  *bool
	Extra []string
}

// Sized is a component resource.
type Sized struct {
	pulumi.ResourceState
	Text pulumi.StringOutput
}

// NewSized creates a Sized component and its resources.
func NewSized(ctx *pulumi.Context, name string, args *SizedArgs, opts ...pulumi.ResourceOption) (*Sized, error) {
	if args == nil {
		args = &SizedArgs{}
	}
	componentResource := &Sized{}
	componentInputs := pulumi.Map{
		"base":  pulumi.Any(args.Base),
		"step":  pulumi.Any(args.Step),
		"scale": pulumi.Any(args.Scale),
		"label": pulumi.Any(args.Label),
		"loud":  pulumi.Any(args.Loud),
	}
	if args.Extra != nil {
		componentInputs["extra"] = pulumi.Any(args.Extra)
	}
	err := ctx.RegisterComponentResourceV2("components:index:Sized", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	base := args.Base
	step := 4
	if args.Step != nil {
		step = *args.Step
	}
	scale := 0.5
	if args.Scale != nil {
		scale = *args.Scale
	}
	label := "sized"
	if args.Label != nil {
		label = *args.Label
	}
	loud := false
	if args.Loud != nil {
		loud = *args.Loud
	}
	extra := []string{"e"}
	if args.Extra != nil {
		extra = args.Extra
	}
	word, err := random.NewRandomString(ctx, name+"-word", &random.RandomStringArgs{Length: pulumi.Int(base + step), Special: pulumi.Bool(loud)}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	parts := func() []string {
		result := []string{}
		for _, x := range extra {
			result = append(result, fmt.Sprintf("%v%v", x, step))
		}
		return result
	}()
	componentResource.Text = pulumi.Sprintf("%v-%v-%v-%v-%v-%v-%v", word.Result, label, func() string {
		if v, ok := func() (v string, ok bool) {
			defer func() {
				if recover() != nil {
					ok = false
				}
			}()
			return extra[step], true
		}(); ok {
			return v
		}
		return label
	}(), func() (ok bool) {
		defer func() {
			if recover() != nil {
				ok = false
			}
		}()
		_ = extra[step]
		return true
	}(), numberText(float64(base)*scale), parts[0], word.Result.ApplyT(func(result string) (int, error) {
		return step + graphemeCount(result), nil
	}).(pulumi.IntOutput))
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"text": componentResource.Text}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
