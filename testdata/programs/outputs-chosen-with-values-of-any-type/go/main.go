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

		// Conditionals whose one branch holds outputs and whose other holds values
		// of any type: the binder unifies them as collections of values of any
		// type (list(dynamic)), which still hold the outputs when the first branch
		// is chosen. Reading them in templates, inputs and outputs reads the
		// outputs' values.
		pick := true
		if param, err := cfg.TryBool("pick"); err == nil {
			pick = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var numbers []*random.RandomInteger
		for index := 0; index < 2; index++ {
			res, err := random.NewRandomInteger(ctx, fmt.Sprintf("numbers-%v", index), &random.RandomIntegerArgs{Min: pulumi.Int(1), Max: pulumi.Int(5)})
			if err != nil {
				return err
			}
			numbers = append(numbers, res)
		}
		listed := func() pulumi.Array {
			if pick {
				return func() pulumi.Array {
					result := pulumi.Array{}
					for _, item := range numbers {
						result = append(result, item.Max)
					}
					return result
				}()
			}
			return pulumi.Array{pulumi.Any(func() interface{} {
				if v, ok := func() (v interface{}, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return func() interface{} {
						panic("not here")
					}(), true
				}(); ok {
					return v
				}
				return 1
			}())}
		}()
		keyed := func() pulumi.Map {
			if pick {
				return func() pulumi.Map {
					result := pulumi.Map{}
					for i, n := range numbers {
						result[fmt.Sprintf("k%v", i)] = n.Result
					}
					return result
				}()
			}
			return pulumi.Map{"k0": pulumi.Any(func() interface{} {
				if v, ok := func() (v interface{}, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return func() interface{} {
						panic("not here")
					}(), true
				}(); ok {
					return v
				}
				return 2
			}())}
		}()
		_, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{
			Length: pulumi.Any(listed[0]).ApplyT(func(listed2 interface{}) (*int, error) {
				return optionalDynamic(listed2, dynamicInt), nil
			}).(pulumi.IntPtrOutput),
			Prefix: pulumi.Sprintf("p%v", pulumi.Any(keyed["k0"]).ApplyT(dynamicString).(pulumi.StringOutput)),
		})
		if err != nil {
			return err
		}
		ctx.Export("listed", listed)
		ctx.Export("text", pulumi.Sprintf("first %v, count %v", pulumi.Any(listed[0]).ApplyT(dynamicString).(pulumi.StringOutput), len(listed)))
		ctx.Export("keyed", keyed)
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
