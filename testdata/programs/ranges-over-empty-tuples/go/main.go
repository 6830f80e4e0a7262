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

		// Resources ranged over empty tuples, plain or secret, whose inputs read
		// range.value as a number and as a string: there are no instances, and
		// TypeScript's type of the elements of [] (never) has no members.
		count := 2
		if param, err := cfg.TryInt("count"); err == nil {
			count = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var none []*random.RandomPet
		for index, value := range []interface{}{} {
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("none-%v", index), &random.RandomPetArgs{
				Length: pulumi.Int(toInt(math.Mod(dynamicFloat(value), 4.0))),
				Prefix: pulumi.String(fmt.Sprintf("p-%v", index)),
			})
			if err != nil {
				return err
			}
			none = append(none, res)
		}
		hidden := pulumi.Unsecret(pulumi.ToSecret(pulumi.Array{}).(pulumi.ArrayOutput)).(pulumi.ArrayOutput).ApplyT(func(secret []interface{}) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index, value := range secret {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("hidden-%v", index), &random.RandomPetArgs{
					Length: pulumi.All(pulumi.ToSecret(pulumi.Any(value)).(pulumi.AnyOutput), pulumi.ToSecret(pulumi.Int(index)).(pulumi.IntOutput)).ApplyT(func(resolved []interface{}) (int, error) {
						secret2 := resolved[0].(interface{})
						secret3 := resolved[1].(int)
						return toInt(dynamicFloat(secret2) - float64(secret3)), nil
					}).(pulumi.IntOutput),
					Separator: pulumi.ToSecret(pulumi.Any(value)).(pulumi.AnyOutput).ApplyT(func(secret2 interface{}) (string, error) {
						return func() string {
							if dynamicBool(secret2) {
								return "-"
							}
							return "+"
						}(), nil
					}).(pulumi.StringOutput),
				})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		var chosen []*random.RandomPet
		for index, value := range func() []interface{} {
			if count > 5 {
				return []interface{}{}
			}
			return []interface{}{}
		}() {
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("chosen-%v", index), &random.RandomPetArgs{Length: pulumi.IntPtrFromPtr(optionalDynamic(mustGet(value.(map[string]interface{}), "size"), dynamicInt))})
			if err != nil {
				return err
			}
			chosen = append(chosen, res)
		}
		ctx.Export("counts", pulumi.Array{
			pulumi.Int(len(none)),
			hidden.ApplyT(func(hidden2 []*random.RandomPet) (int, error) {
				return len(hidden2), nil
			}).(pulumi.IntOutput),
			pulumi.Int(len(chosen)),
		})
		return nil
	})
}

// dynamicBool converts v, a value of any type, to a bool as PCL does: a
// string must be "true" or "1", "false" or "0".
func dynamicBool(v interface{}) bool {
	switch pointee(v) {
	case true, "true", "1":
		return true
	case false, "false", "0":
		return false
	}
	panic(fmt.Sprintf("a bool is required, not %v", v))
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

// mustGet returns m[key]; a key the map does not hold is an error, as in
// PCL.
func mustGet[V any](m map[string]V, key string) V {
	v, ok := m[key]
	if !ok {
		panic(fmt.Sprintf("the map has no element for the key %q", key))
	}
	return v
}

// optionalDynamic converts v, a value of any type, with convert, or returns
// nil when v is null.
func optionalDynamic[T any](v interface{}, convert func(interface{}) T) *T {
	if pointee(v) == nil {
		return nil
	}
	x := convert(v)
	return &x
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

// toInt converts a number to an int; a number that is not whole is an
// error, as in PCL.
func toInt(n float64) int {
	if math.Trunc(n) != n || math.IsInf(n, 0) {
		panic(fmt.Sprintf("%v is not a whole number", n))
	}
	return int(n)
}
