package main

import (
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

		// Dynamic values computed in applies and given to optional inputs: a null
		// among them leaves the input unset, as it does outside an apply, where
		// converting it to a string failed in Go (a string was required, fuzz
		// seeds 9548, 9554 and 9556).
		var settings interface{} = map[string]interface{}{"name": nil, "count": 3}
		if err := cfg.TryObject("settings", &settings); err != nil {
			if param, err := cfg.Try("settings"); err == nil {
				settings = param
			}
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		none, err := random.NewRandomPet(ctx, "none", &random.RandomPetArgs{Prefix: pet.Length.ApplyT(func(length int) (*string, error) {
			return optionalDynamic(func() interface{} {
				list := func() []interface{} {
					if length > 1 {
						return []interface{}{}
					}
					return []interface{}{}
				}()
				if len(list) == 0 {
					return nil
				}
				if len(list) != 1 {
					panic("singleOrNone: the list has more than one element")
				}
				return list[0]
			}(), dynamicString), nil
		}).(pulumi.StringPtrOutput)})
		if err != nil {
			return err
		}
		named, err := random.NewRandomPet(ctx, "named", &random.RandomPetArgs{
			Prefix: pet.Length.ApplyT(func(length int) (*string, error) {
				return func() *string {
					if length > 1 {
						return optionalDynamic(mustGet(settings.(map[string]interface{}), "name"), dynamicString)
					}
					return pulumi.StringRef("x")
				}(), nil
			}).(pulumi.StringPtrOutput),
			Length: pet.Length.ApplyT(func(length int) (*int, error) {
				return func() *int {
					if length > 5 {
						return optionalDynamic(mustGet(settings.(map[string]interface{}), "name"), dynamicInt)
					}
					return optionalDynamic(mustGet(settings.(map[string]interface{}), "count"), dynamicInt)
				}(), nil
			}).(pulumi.IntPtrOutput),
		})
		if err != nil {
			return err
		}
		some, err := random.NewRandomPet(ctx, "some", &random.RandomPetArgs{Prefix: pet.Length.ApplyT(func(length int) (*string, error) {
			return func() *string {
				list := func() []string {
					if length > 1 {
						return []string{"one"}
					}
					return []string{}
				}()
				if len(list) == 0 {
					return nil
				}
				if len(list) != 1 {
					panic("singleOrNone: the list has more than one element")
				}
				return &list[0]
			}(), nil
		}).(pulumi.StringPtrOutput)})
		if err != nil {
			return err
		}
		ctx.Export("ids", pulumi.Array{
			none.ID().ToStringOutput(),
			named.ID().ToStringOutput(),
			some.ID().ToStringOutput(),
		})
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

// mustGet returns m[key]; a key the map does not hold is an error, as in
// PCL.
func mustGet[V any](m map[string]V, key string) V {
	v, ok := m[key]
	if !ok {
		panic(fmt.Sprintf("the map has no element for the key %q", key))
	}
	return v
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
