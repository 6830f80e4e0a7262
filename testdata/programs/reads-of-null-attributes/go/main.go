package main

import (
	"fmt"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// An attribute set to null in a local object whose other attributes are of
		// other types (an object Go holds as a map of values of any type) reads as
		// null wherever a value of a type is taken: in a list, a map, a resource's
		// input, a component's input, an invoke's argument.
		settings := map[string]interface{}{"missing": nil, "name": "web", "count": 2}
		_, err := ec2.NewInstance(ctx, "server", &ec2.InstanceArgs{
			Ami:          pulumi.String("ami-0"),
			InstanceType: pulumi.String("t2.micro"),
			KeyName:      nil,
			Tags:         pulumi.StringMap{"Name": pulumi.String(settings["name"].(string))},
		})
		if err != nil {
			return err
		}
		_, err = random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{
			Inputs:      pulumi.StringArray{pulumi.String("a"), pulumi.String("b")},
			ResultCount: nil,
		})
		if err != nil {
			return err
		}
		parts, err := NewPart(ctx, "parts", &PartArgs{
			Sizes: func() []*int {
				result := []*int{}
				for range func() []int {
					result2 := []int{}
					start, limit, step := 0, 3, 1
					for i := start; (step > 0 && i < limit) || (step < 0 && i > limit); i += step {
						result2 = append(result2, i)
					}
					return result2
				}() {
					result = append(result, nil)
				}
				return result
			}(),
			Label: nil,
		})
		if err != nil {
			return err
		}
		image, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: []string{"self"}, MostRecent: nil})
		if err != nil {
			return err
		}
		ctx.Export("nulls", pulumi.Array{nil, pulumi.Int(dynamicInt(settings["count"]))})
		ctx.Export("sizes", parts.Count)
		ctx.Export("image", pulumi.String(image.Id))
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

// dynamicInt converts v, a value of any type, to an int as PCL does: only a
// whole number.
func dynamicInt(v interface{}) int {
	if i, ok := pointee(v).(int); ok {
		return i
	}
	n := dynamicFloat(v)
	if n != float64(int(n)) {
		panic(fmt.Sprintf("a whole number is required, not %v", n))
	}
	return int(n)
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
