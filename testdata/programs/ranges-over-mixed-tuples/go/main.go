package main

import (
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var listed []*random.RandomPet
		for index, value := range func() []string {
			result := []string{}
			for _, value := range []interface{}{"a", 2, true} {
				result = append(result, dynamicString(value))
			}
			return result
		}() {
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("listed-%v", index), &random.RandomPetArgs{
				Prefix: pulumi.String(fmt.Sprintf("%v-%v", value, index)),
				Length: pulumi.Int(func() int {
					if value == "true" {
						return 1
					}
					return 2
				}()),
			})
			if err != nil {
				return err
			}
			listed = append(listed, res)
		}
		var chosen []*random.RandomPet
		for index, value := range func() []string {
			if flag {
				return []string{"2.5", "x", "false"}
			}
			return []string{"y"}
		}() {
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("chosen-%v", index), &random.RandomPetArgs{
				Prefix: pulumi.String(value),
				Length: pulumi.Int(func() int {
					if value == "2.5" {
						return 3
					}
					return 4
				}()),
			})
			if err != nil {
				return err
			}
			chosen = append(chosen, res)
		}
		var comps []*Comp
		for index, value := range func() []string {
			result := []string{}
			for _, value := range []interface{}{1, "b", false} {
				result = append(result, dynamicString(value))
			}
			return result
		}() {
			res, err := NewComp(ctx, fmt.Sprintf("comps-%v", index), &CompArgs{Word: value})
			if err != nil {
				return err
			}
			comps = append(comps, res)
		}
		ctx.Export("o", pulumi.Array{
			listed[2].Length,
			listed[2].Prefix,
			listed[1].Length,
			chosen[0].Length,
			chosen[2].Prefix,
			comps[2].Said,
			comps[0].Said,
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
