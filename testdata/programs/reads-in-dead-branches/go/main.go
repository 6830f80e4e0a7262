package main

import (
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Values that a program reads only where its run never looks: a
		// conditional's branch not taken, the body of a for expression over an
		// empty list, a fallback of try that is not needed. PCL creates the
		// resources, makes the invokes and computes the locals all the same; Go,
		// whose SDK runs an apply only for whoever awaits its output, awaits them.
		pick := false
		if param, err := cfg.TryBool("pick"); err == nil {
			pick = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		made := pulumi.Unsecret(pulumi.ToSecret(pulumi.BoolArray{pulumi.Bool(true)}).(pulumi.BoolArrayOutput)).(pulumi.BoolArrayOutput).ApplyT(func(secret []bool) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index := range secret {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("made-%v", index), &random.RandomPetArgs{Prefix: pulumi.String(fmt.Sprintf("m%v", index))})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		listed := pulumi.Unsecret(pulumi.ToSecret(pulumi.StringArray{pulumi.String("a"), pulumi.String("b")}).(pulumi.StringArrayOutput)).(pulumi.StringArrayOutput).ApplyT(func(secret []string) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index, value := range secret {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("listed-%v", index), &random.RandomPetArgs{Prefix: pulumi.String("l" + value)})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		found := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{Owners: pulumi.StringArray{made.ApplyT(func(made2 []*random.RandomPet) (pulumi.StringOutput, error) {
			return made2[0].ID().ToStringOutput(), nil
		}).(pulumi.StringOutput)}})
		length := made.ApplyT(func(made2 []*random.RandomPet) (pulumi.IntOutput, error) {
			return made2[0].Length, nil
		}).(pulumi.IntOutput)
		chosen := pulumi.Unsecret(pulumi.ToSecret(pulumi.BoolArray{pulumi.Bool(true)}).(pulumi.BoolArrayOutput)).(pulumi.BoolArrayOutput).ApplyT(func(secret []bool) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index := range secret {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("chosen-%v", index), nil)
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		_, err := random.NewRandomPet(ctx, "reader", &random.RandomPetArgs{
			Prefix: func() pulumi.StringOutput {
				if pick {
					return chosen.ApplyT(func(chosen2 []*random.RandomPet) (pulumi.StringOutput, error) {
						return chosen2[0].ID().ToStringOutput(), nil
					}).(pulumi.StringOutput)
				}
				return pulumi.String("none").ToStringOutput()
			}(),
			Length: length.ApplyT(func(length2 int) (int, error) {
				return func() int {
					if v, ok := func() (v int, ok bool) {
						defer func() {
							if recover() != nil {
								ok = false
							}
						}()
						return 2, true
					}(); ok {
						return v
					}
					return length2
				}(), nil
			}).(pulumi.IntOutput),
		})
		if err != nil {
			return err
		}
		ctx.Export("names", func() pulumi.Array {
			result := pulumi.Array{}
			for _, n := range []interface{}{} {
				result = append(result, pulumi.Sprintf("%v%v", dynamicString(n), listed.ApplyT(func(listed2 []*random.RandomPet) (pulumi.StringOutput, error) {
					return listed2[0].ID().ToStringOutput(), nil
				}).(pulumi.StringOutput)))
			}
			return result
		}())
		ctx.Export("imageName", func() pulumi.StringOutput {
			if pick {
				return found.ApplyT(func(found2 ec2.LookupAmiResult) (string, error) {
					return found2.Name, nil
				}).(pulumi.StringOutput)
			}
			return pulumi.String("none").ToStringOutput()
		}())
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), made); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), listed); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), found); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), length); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), chosen); err != nil {
			return err
		}
		return nil
	})
}

// dynamicString converts v, a value of any type, to a string as PCL does:
// a bool as true or false, a number in plain digits.
func dynamicString(v interface{}) string {
	switch v := pointee(v).(type) {
	case string:
		return v
	case bool:
		return strconv.FormatBool(v)
	case int:
		return strconv.Itoa(v)
	case float64:
		return numberText(v)
	}
	panic(fmt.Sprintf("a string is required, not %v", v))
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
