package main

import (
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Values whose types hold eventual parts in shapes the fuzz campaigns found
		// mistyped: a tuple holding an awaited invoke's list, the optional outputs
		// of ranged resources given as a list of strings, a conditional of objects
		// one of which has a null property, and a range over a tuple that mixes
		// plain values and outputs; an apply's object whose list PCL types as a
		// tuple (TypeScript's value is an array), and a loop over an empty list.
		ami, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: []string{"self"}})
		if err != nil {
			return err
		}
		lists := []interface{}{[]string{"a", "b"}, ami.Owners}
		var shuffles []*random.RandomShuffle
		for index := 0; index < 2; index++ {
			res, err := random.NewRandomShuffle(ctx, fmt.Sprintf("shuffles-%v", index), &random.RandomShuffleArgs{
				Inputs: pulumi.StringArray{pulumi.String("x"), pulumi.String("y")},
				Seed:   pulumi.String(fmt.Sprintf("s%v", index)),
			})
			if err != nil {
				return err
			}
			shuffles = append(shuffles, res)
		}
		_, err = random.NewRandomShuffle(ctx, "fromSeeds", &random.RandomShuffleArgs{Inputs: func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for _, item := range shuffles {
				result = append(result, stringElem(item.Seed))
			}
			return result
		}()})
		if err != nil {
			return err
		}
		wide := false
		if param, err := cfg.TryBool("wide"); err == nil {
			wide = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		shaped := func() map[string]interface{} {
			if wide {
				return map[string]interface{}{"a": 1}
			}
			return map[string]interface{}{"a": 2, "b": nil}
		}()
		sized, err := random.NewRandomInteger(ctx, "sized", &random.RandomIntegerArgs{Min: pulumi.Int(1), Max: pulumi.Int(10)})
		if err != nil {
			return err
		}
		byCount := pulumi.Unsecret(pulumi.IntArray{pulumi.Int(16), sized.Result}.ToIntArrayOutput()).(pulumi.IntArrayOutput).ApplyT(func(v []int) ([]*random.RandomString, error) {
			var resources []*random.RandomString
			for index, value := range v {
				res, err := random.NewRandomString(ctx, fmt.Sprintf("byCount-%v", index), &random.RandomStringArgs{Length: pulumi.Int(func() int {
					if value > 5 {
						return value
					}
					return 6
				}())})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomStringArrayOutput)
		first, err := NewShapes(ctx, "first", &ShapesArgs{Flag: sized.Result.ApplyT(func(result int) (bool, error) {
			return result > 3, nil
		}).(pulumi.BoolOutput)})
		if err != nil {
			return err
		}
		ctx.Export("lists", pulumi.ToArray(lists))
		ctx.Export("shaped", pulumi.ToMap(shaped))
		ctx.Export("empty", first.Empty)
		ctx.Export("count", byCount.ApplyT(func(byCount2 []*random.RandomString) (int, error) {
			return len(byCount2), nil
		}).(pulumi.IntOutput))
		ctx.Export("nested", sized.Result.ApplyT(func(result int) (map[string]interface{}, error) {
			return func() map[string]interface{} {
				if result > 3 {
					return func() map[string]interface{} {
						if result > 5 {
							return map[string]interface{}{"quebec": map[string]interface{}{"papa": pulumi.BoolRef(true)}}
						}
						return map[string]interface{}{"quebec": map[string]interface{}{"papa": nil}, "tango": nil}
					}()
				}
				return map[string]interface{}{
					"quebec": map[string]interface{}{"papa": pulumi.BoolRef(false)},
					"tango":  []string{"alpha"},
				}
			}(), nil
		}).(pulumi.MapOutput))
		nothing := func() []interface{} {
			result := []interface{}{}
			for _, s := range []interface{}{} {
				result = append(result, s)
			}
			return result
		}()
		ctx.Export("splitNothing", func() pulumi.Array {
			result := pulumi.Array{}
			for _, v := range nothing {
				result = append(result, pulumi.ToStringArray(strings.Split(dynamicString(v), "a")))
			}
			return result
		}())
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

// stringElem returns the value of o as an input whose value is null (no
// value) where o's is nil: a null given to an input leaves it unset, as in
// PCL.
func stringElem(o pulumi.StringPtrOutput) pulumi.StringOutput {
	// The output's value is the string itself, which applies and
	// pulumi.ToSecret read, or nil, which the SDK sends as no value.
	return pulumi.StringOutput{OutputState: o.ApplyT(func(v *string) interface{} {
		if v == nil {
			return nil
		}
		return *v
	}).(pulumi.AnyOutput).OutputState}
}
