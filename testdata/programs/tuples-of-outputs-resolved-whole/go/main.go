package main

import (
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		pet, err := random.NewRandomPet(ctx, "pet", nil)
		if err != nil {
			return err
		}
		pair := pulumi.StringArray{pet.ID(), pet.ID()}
		mixed := pulumi.Array{pet.ID().ToStringOutput(), pulumi.Int(2)}
		other, err := random.NewRandomPet(ctx, "other", &random.RandomPetArgs{
			Prefix: pulumi.All(pair).ApplyT(func(resolved []interface{}) (string, error) {
				pair2 := resolved[0].([]string)
				return strings.Join(pair2, ""), nil
			}).(pulumi.StringOutput),
			Separator: pulumi.All(mixed).ApplyT(func(resolved []interface{}) (string, error) {
				mixed2 := resolved[0].([]interface{})
				return strings.Join(func() []string {
					parts := []string{}
					for _, v := range mixed2 {
						parts = append(parts, dynamicString(v))
					}
					return parts
				}(), "-"), nil
			}).(pulumi.StringOutput),
		})
		if err != nil {
			return err
		}
		ctx.Export("joined", pulumi.Array{
			other.Prefix,
			other.Separator,
			pulumi.Int(len(pair)),
			pair[1].(pulumi.StringInput).ToStringOutput(),
		})
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
