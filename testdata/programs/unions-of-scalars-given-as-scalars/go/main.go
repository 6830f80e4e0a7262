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
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A choice of an int and an optional value of another scalar type is a
		// union of them, which keeps the value chosen (3 stays an int beside an
		// optional string). Given where a scalar is taken, it converts as PCL
		// converts a value of any type, and null stays null where null is taken.
		on := true
		if param, err := cfg.TryBool("on"); err == nil {
			on = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		off := false
		if param, err := cfg.TryBool("off"); err == nil {
			off = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		optionalNumber := pulumi.ToSecret(func() *float64 {
			if on {
				return pulumi.Float64Ref(2.5)
			}
			return nil
		}()).(pulumi.Float64PtrOutput)
		optionalText := pulumi.ToSecret(func() *string {
			if on {
				return pulumi.StringRef("t")
			}
			return nil
		}()).(pulumi.StringPtrOutput)
		plainText := func() *string {
			if on {
				return pulumi.StringRef("t")
			}
			return nil
		}()
		intOrNumber := func() pulumi.AnyOutput {
			if off {
				return pulumi.Any(3)
			}
			return optionalNumber.ApplyT(func(v *float64) interface{} {
				return pointee(v)
			}).(pulumi.AnyOutput)
		}()
		intOrText := func() pulumi.AnyOutput {
			if off {
				return pulumi.Any(3)
			}
			return optionalText.ApplyT(func(v *string) interface{} {
				return pointee(v)
			}).(pulumi.AnyOutput)
		}()
		plainIntOrText := func() interface{} {
			if off {
				return 7
			}
			return pointee(plainText)
		}()
		chosenInt := func() pulumi.AnyOutput {
			if on {
				return pulumi.Any(4)
			}
			return optionalText.ApplyT(func(v *string) interface{} {
				return pointee(v)
			}).(pulumi.AnyOutput)
		}()
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Prefix: intOrText.ApplyT(func(intOrText2 interface{}) (*string, error) {
			return optionalDynamic(intOrText2, dynamicString), nil
		}).(pulumi.StringPtrOutput)})
		if err != nil {
			return err
		}
		plainPet, err := random.NewRandomPet(ctx, "plainPet", &random.RandomPetArgs{Prefix: pulumi.StringPtrFromPtr(optionalDynamic(plainIntOrText, dynamicString))})
		if err != nil {
			return err
		}
		intPet, err := random.NewRandomPet(ctx, "intPet", &random.RandomPetArgs{
			Prefix: chosenInt.ApplyT(func(chosenInt2 interface{}) (*string, error) {
				return optionalDynamic(chosenInt2, dynamicString), nil
			}).(pulumi.StringPtrOutput),
			Separator: func() pulumi.StringPtrOutput {
				if off {
					return pulumi.ToOutput(pulumi.StringRef("-")).(pulumi.StringPtrOutput)
				}
				return intOrText.ApplyT(func(intOrText2 interface{}) (*string, error) {
					return optionalDynamic(intOrText2, dynamicString), nil
				}).(pulumi.StringPtrOutput)
			}(),
		})
		if err != nil {
			return err
		}
		_, err = random.NewRandomShuffle(ctx, "sized", &random.RandomShuffleArgs{
			Inputs: pulumi.StringArray{pulumi.String("a"), pulumi.String("b"), pulumi.String("c")},
			ResultCount: func() pulumi.IntPtrOutput {
				if on {
					return pulumi.ToOutput(pulumi.IntRef(2)).(pulumi.IntPtrOutput)
				}
				return intOrNumber.ApplyT(func(intOrNumber2 interface{}) (*int, error) {
					return optionalDynamic(intOrNumber2, dynamicInt), nil
				}).(pulumi.IntPtrOutput)
			}(),
		})
		if err != nil {
			return err
		}
		ctx.Export("prefix", pet.Prefix)
		ctx.Export("plainPrefix", plainPet.Prefix)
		ctx.Export("intPrefix", intPet.Prefix)
		ctx.Export("separator", intPet.Separator)
		ctx.Export("number", func() pulumi.Float64PtrOutput {
			if on {
				return pulumi.ToOutput(pulumi.Float64Ref(1.5)).(pulumi.Float64PtrOutput)
			}
			return intOrNumber.ApplyT(func(intOrNumber2 interface{}) (*float64, error) {
				return optionalDynamic(intOrNumber2, dynamicFloat), nil
			}).(pulumi.Float64PtrOutput)
		}())
		ctx.Export("numberHeld", func() pulumi.Float64PtrOutput {
			if off {
				return pulumi.ToOutput(pulumi.Float64Ref(1.5)).(pulumi.Float64PtrOutput)
			}
			return intOrNumber.ApplyT(func(intOrNumber2 interface{}) (*float64, error) {
				return optionalDynamic(intOrNumber2, dynamicFloat), nil
			}).(pulumi.Float64PtrOutput)
		}())
		ctx.Export("text", func() pulumi.StringPtrOutput {
			if on {
				return pulumi.ToOutput(pulumi.StringRef("s")).(pulumi.StringPtrOutput)
			}
			return intOrText.ApplyT(func(intOrText2 interface{}) (*string, error) {
				return optionalDynamic(intOrText2, dynamicString), nil
			}).(pulumi.StringPtrOutput)
		}())
		ctx.Export("values", pulumi.Map{
			"number": intOrNumber,
			"text":   intOrText,
			"chosen": chosenInt,
		})
		ctx.Export("template", pulumi.Sprintf("%v/%v/%v", intOrNumber.ApplyT(dynamicString).(pulumi.StringOutput), intOrText.ApplyT(dynamicString).(pulumi.StringOutput), chosenInt.ApplyT(dynamicString).(pulumi.StringOutput)))
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), optionalNumber); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), optionalText); err != nil {
			return err
		}
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
