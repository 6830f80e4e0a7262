package main

import (
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"

	"example.com/pclgen/blocks/sdk/go/blocks"
	"example.com/pclgen/maxitemsone/sdk/go/maxitemsone"
	"example.com/pclgen/simple/sdk/go/simple"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A conditional whose branches have no common type (objects with attributes
		// of different types, lists of different lengths and element types,
		// primitives) is the branch its condition chooses, converted to where it is
		// given: resource inputs (in a for body and alone), invoke arguments,
		// component inputs, locals and outputs, with the condition true and false.
		var sizes []map[string]interface{}
		if err := cfg.TryObject("sizes", &sizes); errors.Is(err, config.ErrMissingVar) {
			sizes = []map[string]interface{}{{"n": 1.0, "flag": true}, {"n": 2.5, "flag": false}}
		} else if err != nil {
			return err
		}
		wide := true
		if param, err := cfg.TryBool("wide"); err == nil {
			wide = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		narrow := !wide
		_, err := blocks.NewResource(ctx, "objectsWide", &blocks.ResourceArgs{AListOfResources: func() blocks.ResourceAListOfResourceArray {
			result := blocks.ResourceAListOfResourceArray{}
			for _, e := range sizes {
				result = append(result, func() *blocks.ResourceAListOfResourceArgs {
					if wide {
						return &blocks.ResourceAListOfResourceArgs{InnerString: pulumi.String(numberText(dynamicFloat(e["n"])))}
					}
					return &blocks.ResourceAListOfResourceArgs{InnerString: pulumi.String(strconv.FormatBool(e["flag"].(bool)))}
				}())
			}
			return result
		}()})
		if err != nil {
			return err
		}
		_, err = blocks.NewResource(ctx, "objectsNarrow", &blocks.ResourceArgs{AListOfResources: func() blocks.ResourceAListOfResourceArray {
			result := blocks.ResourceAListOfResourceArray{}
			for _, e := range sizes {
				result = append(result, func() *blocks.ResourceAListOfResourceArgs {
					if narrow {
						return &blocks.ResourceAListOfResourceArgs{InnerString: pulumi.String(numberText(dynamicFloat(e["n"])))}
					}
					return &blocks.ResourceAListOfResourceArgs{InnerString: pulumi.String(strconv.FormatBool(e["flag"].(bool)))}
				}())
			}
			return result
		}()})
		if err != nil {
			return err
		}
		_, err = simple.NewResource(ctx, "primitives", &simple.ResourceArgs{
			InputOne: pulumi.String(func() string {
				if wide {
					return numberText(dynamicFloat(sizes[0]["n"]))
				}
				return strconv.FormatBool(sizes[0]["flag"].(bool))
			}()),
			InputTwo: pulumi.Int(func() int {
				if narrow {
					return 7
				}
				return 8
			}()),
		})
		if err != nil {
			return err
		}
		_, err = ec2.NewInstance(ctx, "collections", &ec2.InstanceArgs{
			Ami:          pulumi.String("ami-1"),
			InstanceType: pulumi.String("t3.micro"),
			SecurityGroups: func() pulumi.StringArray {
				if wide {
					return pulumi.StringArray{
						pulumi.String(numberText(dynamicFloat(sizes[1]["n"]))),
						pulumi.String(strconv.FormatBool(sizes[1]["flag"].(bool))),
					}
				}
				return pulumi.StringArray{pulumi.String("one")}
			}(),
		})
		if err != nil {
			return err
		}
		_, err = maxitemsone.NewResource(ctx, "single", &maxitemsone.ResourceArgs{InnerResource: func() *maxitemsone.ResourceInnerResourceArgs {
			if wide {
				return &maxitemsone.ResourceInnerResourceArgs{SomeInput: pulumi.Bool(true)}
			}
			return &maxitemsone.ResourceInnerResourceArgs{SomeInput: pulumi.Bool(sizes[1]["flag"].(bool))}
		}()})
		if err != nil {
			return err
		}
		ami, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: func() []string {
			if narrow {
				return []string{numberText(dynamicFloat(sizes[0]["n"]))}
			}
			return []string{strconv.FormatBool(sizes[0]["flag"].(bool)), "x"}
		}()})
		if err != nil {
			return err
		}
		compComponent, err := NewComp(ctx, "comp", &CompArgs{Items: func() []map[string]string {
			result := []map[string]string{}
			for _, e := range sizes {
				result = append(result, func() map[string]string {
					if wide {
						return map[string]string{"s": numberText(dynamicFloat(e["n"]))}
					}
					return map[string]string{"s": strconv.FormatBool(e["flag"].(bool))}
				}())
			}
			return result
		}()})
		if err != nil {
			return err
		}
		chosen := func() interface{} {
			if wide {
				return map[string]float64{"n": dynamicFloat(sizes[0]["n"])}
			}
			return []string{"list"}
		}()
		ctx.Export("chosen", pulumi.Any(chosen))
		ctx.Export("other", pulumi.Any(func() interface{} {
			if narrow {
				return map[string]float64{"n": dynamicFloat(sizes[0]["n"])}
			}
			return []string{"list"}
		}()))
		ctx.Export("ami", pulumi.String(ami.ImageId))
		ctx.Export("comp", compComponent.Joined)
		return nil
	})
}

// dynamicFloat converts v, a value of any type, to a number as PCL does: a
// string must hold a decimal number.
func dynamicFloat(v interface{}) float64 {
	switch v := pointee(v).(type) {
	case float64:
		return v
	case int:
		return float64(v)
	case string:
		if n, err := strconv.ParseFloat(v, 64); err == nil {
			return n
		}
	}
	panic(fmt.Sprintf("a number is required, not %v", v))
}

// numberText prints v as PCL prints a number: in plain digits, a whole
// number in its exact digits (the shortest would print 2^62 as
// 4611686018427388000), and 0 for zero, which arithmetic on float64s may
// make negative (-0).
func numberText(v float64) string {
	if v == 0 {
		return "0"
	}
	if v == math.Trunc(v) {
		return strconv.FormatFloat(v, 'f', 0, 64)
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// pointee returns v, a value of any type, without the pointer an optional
// value is held by (nil for a nil pointer), and a value of a named string
// type (pulumi.ID, an enum of an SDK) as the string it is.
func pointee(v interface{}) interface{} {
	switch p := v.(type) {
	case *string:
		if p != nil {
			return *p
		}
		return nil
	case *int:
		if p != nil {
			return *p
		}
		return nil
	case *float64:
		if p != nil {
			return *p
		}
		return nil
	case *bool:
		if p != nil {
			return *p
		}
		return nil
	}
	if rv := reflect.ValueOf(v); rv.Kind() == reflect.String {
		return rv.String()
	}
	return v
}
