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
		// Texts joined from an optional output property and plain strings: Go
		// gathers them as values of any type, the optional one a pointer, and
		// writes each as PCL does.
		password, err := random.NewRandomPassword(ctx, "password", &random.RandomPasswordArgs{Length: pulumi.Int(8), OverrideSpecial: pulumi.String("!#")})
		if err != nil {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Prefix: pulumi.All(password.OverrideSpecial, password.Result).ApplyT(func(resolved []interface{}) (string, error) {
			overrideSpecial := resolved[0].(*string)
			result := resolved[1].(string)
			return strings.Join(func() []string {
				parts := []string{}
				for _, v := range []interface{}{pointee(overrideSpecial), "x", result} {
					parts = append(parts, dynamicString(v))
				}
				return parts
			}(), "-"), nil
		}).(pulumi.StringOutput)})
		if err != nil {
			return err
		}
		ctx.Export("joined", pulumi.All(password.OverrideSpecial, password.Length).ApplyT(func(resolved []interface{}) (string, error) {
			overrideSpecial := resolved[0].(*string)
			length := resolved[1].(int)
			return strings.Join(func() []string {
				parts := []string{}
				for _, v := range []interface{}{pointee(overrideSpecial), 1.5, true, length} {
					parts = append(parts, dynamicString(v))
				}
				return parts
			}(), "/"), nil
		}).(pulumi.StringOutput))
		ctx.Export("prefix", pet.Prefix)
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
