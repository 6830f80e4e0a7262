package main

import (
	"fmt"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A constant index into a tuple that holds outputs picks a plain element
		// as a plain value, as the binder types it: compared, added to and given
		// as a plain input in every language (TypeScript compared the output
		// itself, and Go added to one).
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		picked := len([]interface{}{})
		indexed := 3
		eventual := pulumi.IntArray{pulumi.Int(len([]interface{}{})), pet.Length}[1].(pulumi.IntInput).ToIntOutput()
		_, err = random.NewRandomString(ctx, "sized", &random.RandomStringArgs{Length: pulumi.Int(indexed + picked)})
		if err != nil {
			return err
		}
		ctx.Export("compared", pulumi.String(func() string {
			if float64(picked) > -2.75 {
				return "above"
			}
			return "below"
		}()))
		ctx.Export("added", pulumi.Int(indexed+1))
		ctx.Export("eventual", eventual.ApplyT(func(eventual2 int) (int, error) {
			return eventual2 * 2, nil
		}).(pulumi.IntOutput))
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{
			Inputs:      pulumi.StringArray{pulumi.String("a"), pulumi.String("b")},
			ResultCount: pulumi.Int(1),
		})
		if err != nil {
			return err
		}
		ctx.Export("remainders", pulumi.Map{"first": pulumi.IntArray{shuffle.ResultCount.ApplyT(func(resultCount *int) (int, error) {
			return *resultCount % 5, nil
		}).(pulumi.IntOutput)}[0].(pulumi.IntInput).ToIntOutput()})
		mixedNumbers := []interface{}{
			1,
			func() interface{} {
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
				return 2147483648
			}(),
		}
		ctx.Export("firstNumber", pulumi.String(fmt.Sprintf("%v!", dynamicInt(mixedNumbers[0]))))
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
