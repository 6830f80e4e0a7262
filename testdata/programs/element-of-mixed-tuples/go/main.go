package main

import (
	"errors"
	"fmt"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		password, err := random.NewRandomPassword(ctx, "password", &random.RandomPasswordArgs{Length: pulumi.Int(12)})
		if err != nil {
			return err
		}
		count := 3
		if param, err := cfg.TryInt("count"); err == nil {
			count = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}

		// The element of a tuple at a constant index has that element's type, not
		// the type of all the tuple's elements.
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{
			Prefix:    element(pulumi.Array{password.Result, password.OverrideSpecial}, 0).(pulumi.StringPtrInput).ToStringPtrOutput(),
			Separator: pulumi.String(element([]interface{}{"-", count}, 0).(string)),
			Length:    pulumi.Int(dynamicInt(element([]interface{}{count, "x", true}, 0))),
		})
		if err != nil {
			return err
		}
		ctx.Export("prefix", pet.Prefix)
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

// element returns the element of list at index, which wraps around the
// list's length, as PCL's element does.
func element[T any](list []T, index int) T {
	if len(list) == 0 {
		panic("element: the list is empty")
	}
	if index < 0 {
		panic("element: the index is negative")
	}
	return list[index%len(list)]
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
