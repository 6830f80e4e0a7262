package main

import (
	"errors"
	"fmt"
	"maps"
	"reflect"
	"slices"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A conditional given as a resource's input whose branches are an output
		// and a plain value that may be null: the input takes either as it is.
		var settings map[string]map[string]interface{}
		if err := cfg.TryObject("settings", &settings); errors.Is(err, config.ErrMissingVar) {
			settings = map[string]map[string]interface{}{
				"x": {"public": pulumi.BoolRef(true)},
				"y": {"label": pulumi.StringRef("why")},
			}
		} else if err != nil {
			return err
		}
		mainResource, err := ec2.NewInstance(ctx, "main", &ec2.InstanceArgs{Ami: pulumi.String("a"), InstanceType: pulumi.String("t")})
		if err != nil {
			return err
		}
		each := map[string]*ec2.Instance{}
		eachRange := settings
		for _, key := range slices.Sorted(maps.Keys(eachRange)) {
			value := eachRange[key]
			res, err := ec2.NewInstance(ctx, fmt.Sprintf("each-%v", key), &ec2.InstanceArgs{
				Ami: func() pulumi.StringPtrOutput {
					if optionalValue[string](value["label"]) == nil {
						return mainResource.Ami.ToStringPtrOutput()
					}
					return pulumi.ToOutput(optionalValue[string](value["label"])).(pulumi.StringPtrOutput)
				}(),
				InstanceType: pulumi.String("t"),
				AssociatePublicIpAddress: func() pulumi.BoolPtrOutput {
					if !*optionalValue[bool](value["public"]) {
						return mainResource.PublicIp.ApplyT(func(publicIp string) (bool, error) {
							return publicIp == "x" && *optionalValue[bool](value["public"]), nil
						}).(pulumi.BoolOutput).ToBoolPtrOutput()
					}
					return pulumi.ToOutput(optionalValue[bool](value["public"])).(pulumi.BoolPtrOutput)
				}(),
			})
			if err != nil {
				return err
			}
			each[key] = res
		}
		_ = each
		return nil
	})
}

// optionalValue returns v, an optional value held as an interface{} (its
// value or a pointer to it), as a pointer to its value of type T: nil when
// v is null.
func optionalValue[T any](v interface{}) *T {
	switch x := v.(type) {
	case nil:
		return nil
	case *T:
		return x
	case T:
		return &x
	}
	// An int where a number is wanted: PCL converts it.
	var x T
	if f, isFloat := any(&x).(*float64); isFloat {
		switch n := v.(type) {
		case int:
			*f = float64(n)
			return &x
		case *int:
			if n == nil {
				return nil
			}
			*f = float64(*n)
			return &x
		}
	}
	// A whole number where an int is wanted (config read from JSON
	// holds its numbers as float64s).
	if i, isInt := any(&x).(*int); isInt {
		if n, isFloat := v.(float64); isFloat && n == float64(int(n)) {
			*i = int(n)
			return &x
		}
	}
	// A value of a named string type (pulumi.ID, pulumi.URN, an SDK's
	// enum) where a string is wanted.
	if s, isString := any(&x).(*string); isString {
		if rv := reflect.ValueOf(v); rv.Kind() == reflect.String {
			*s = rv.String()
			return &x
		}
	}
	x = v.(T)
	return &x
}
