package main

import (
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"

	"example.com/pclgen/blocks/sdk/go/blocks"
	"example.com/pclgen/simple/sdk/go/simple"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Issue 12 item 18: a value given to a typed destination through the body
		// of a for expression (or a branch of a conditional) is converted, and its
		// object keys named, as the same value given directly: numbers and bools
		// to strings, in lists and maps of objects and of primitives, nested for
		// expressions, resource and component inputs; and a for expression in an
		// invoke's arguments.
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
		_, err := blocks.NewResource(ctx, "numbers", &blocks.ResourceArgs{AListOfResources: func() blocks.ResourceAListOfResourceArray {
			result := blocks.ResourceAListOfResourceArray{}
			for _, e := range sizes {
				result = append(result, &blocks.ResourceAListOfResourceArgs{InnerString: pulumi.String(numberText(dynamicFloat(e["n"])))})
			}
			return result
		}()})
		if err != nil {
			return err
		}
		_, err = blocks.NewResource(ctx, "flags", &blocks.ResourceArgs{AListOfResources: func() blocks.ResourceAListOfResourceArray {
			result := blocks.ResourceAListOfResourceArray{}
			for _, e := range sizes {
				if !(dynamicFloat(e["n"]) > 1.0) {
					continue
				}
				result = append(result, &blocks.ResourceAListOfResourceArgs{InnerString: pulumi.String(strconv.FormatBool(e["flag"].(bool)))})
			}
			return result
		}()})
		if err != nil {
			return err
		}
		_, err = blocks.NewResource(ctx, "chosen", &blocks.ResourceArgs{AListOfResources: func() blocks.ResourceAListOfResourceArray {
			if wide {
				return func() blocks.ResourceAListOfResourceArray {
					result := blocks.ResourceAListOfResourceArray{}
					for _, e := range sizes {
						result = append(result, &blocks.ResourceAListOfResourceArgs{InnerString: pulumi.String(numberText(dynamicFloat(e["n"])))})
					}
					return result
				}()
			}
			return blocks.ResourceAListOfResourceArray{&blocks.ResourceAListOfResourceArgs{InnerString: pulumi.String("0")}}
		}()})
		if err != nil {
			return err
		}
		_, err = blocks.NewResource(ctx, "branches", &blocks.ResourceArgs{AListOfResources: func() blocks.ResourceAListOfResourceArray {
			result := blocks.ResourceAListOfResourceArray{}
			for _, e := range sizes {
				result = append(result, func() *blocks.ResourceAListOfResourceArgs {
					if wide {
						return &blocks.ResourceAListOfResourceArgs{InnerString: pulumi.String(numberText(dynamicFloat(e["n"])))}
					}
					return &blocks.ResourceAListOfResourceArgs{InnerString: pulumi.String(numberText(dynamicFloat(e["n"]) * 2.0))}
				}())
			}
			return result
		}()})
		if err != nil {
			return err
		}
		var ranged []*simple.Resource
		for index := 0; index < 2; index++ {
			res, err := simple.NewResource(ctx, fmt.Sprintf("ranged-%v", index), &simple.ResourceArgs{
				InputOne: pulumi.String(strconv.Itoa(func() []int {
					result := []int{}
					for _, i := range []int{index} {
						result = append(result, i)
					}
					return result
				}()[0])),
				InputTwo: pulumi.Int(index),
			})
			if err != nil {
				return err
			}
			ranged = append(ranged, res)
		}
		_, err = ec2.NewInstance(ctx, "server", &ec2.InstanceArgs{
			Ami:          pulumi.String("ami-1"),
			InstanceType: pulumi.String("t3.micro"),
			SecurityGroups: func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, e := range sizes {
					result = append(result, pulumi.String(numberText(dynamicFloat(e["n"]))))
				}
				return result
			}(),
			Tags: func() pulumi.StringMap {
				result := pulumi.StringMap{}
				for i, e := range sizes {
					result[fmt.Sprintf("size%v", i)] = pulumi.String(strconv.FormatBool(e["flag"].(bool)))
				}
				return result
			}(),
		})
		if err != nil {
			return err
		}
		_, err = ec2.NewInstance(ctx, "fromOutputs", &ec2.InstanceArgs{
			Ami:          pulumi.String("ami-2"),
			InstanceType: pulumi.String("t3.micro"),
			SecurityGroups: func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, r := range ranged {
					result = append(result, r.InputTwo.ApplyT(func(inputTwo *int) (string, error) {
						return strconv.Itoa(*inputTwo), nil
					}).(pulumi.StringOutput))
				}
				return result
			}(),
			Tags: pulumi.All(func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, r := range ranged {
					result = append(result, r.Result)
				}
				return result
			}()).ApplyT(func(resolved []interface{}) (map[string]string, error) {
				values := resolved[0].([]string)
				return func() map[string]string {
					result := map[string]string{}
					for i := range ranged {
						key := values[i]
						if _, dup := result[key]; dup {
							panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
						}
						result[key] = strconv.Itoa(i)
					}
					return result
				}(), nil
			}).(pulumi.StringMapOutput),
		})
		if err != nil {
			return err
		}
		_, err = ec2.NewSecurityGroup(ctx, "ingress", &ec2.SecurityGroupArgs{Ingress: func() ec2.SecurityGroupIngressArray {
			result := ec2.SecurityGroupIngressArray{}
			for _, e := range sizes {
				result = append(result, &ec2.SecurityGroupIngressArgs{
					Protocol: pulumi.String("tcp"),
					FromPort: pulumi.Int(80),
					ToPort:   pulumi.Int(81),
					CidrBlocks: func() pulumi.StringArray {
						result2 := pulumi.StringArray{}
						for _, f := range []float64{dynamicFloat(e["n"]), dynamicFloat(e["n"]) + 1.0} {
							result2 = append(result2, pulumi.String(numberText(f)))
						}
						return result2
					}(),
				})
			}
			return result
		}()})
		if err != nil {
			return err
		}
		compComponent, err := NewComp(ctx, "comp", &CompArgs{
			Items: func() []map[string]string {
				result := []map[string]string{}
				for _, e := range sizes {
					result = append(result, map[string]string{"s": numberText(dynamicFloat(e["n"]))})
				}
				return result
			}(),
			Names: func() map[string]string {
				result := map[string]string{}
				for _, e := range sizes {
					key := fmt.Sprintf("n%v", numberText(dynamicFloat(e["n"])))
					if _, dup := result[key]; dup {
						panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
					}
					result[key] = strconv.FormatBool(e["flag"].(bool))
				}
				return result
			}(),
		})
		if err != nil {
			return err
		}
		ami, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: func() []string {
			result := []string{}
			for _, e := range sizes {
				result = append(result, func() string {
					if e["flag"].(bool) {
						return "self"
					}
					return "amazon"
				}())
			}
			return result
		}()})
		if err != nil {
			return err
		}
		ctx.Export("ami", pulumi.String(ami.ImageId))
		ctx.Export("names", compComponent.Names)
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
