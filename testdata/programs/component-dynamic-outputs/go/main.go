package main

import (
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Component outputs of type dynamic (any): an untyped config passed through,
		// parts of it, try over it, and a mix with a resource's output; read by the
		// parent whole, indexed, and given to a typed input. (A secret list given
		// to the untyped config arrives in Go as a typed slice, not []interface{}:
		// not walked here yet.)
		c, err := NewComp(ctx, "c", &CompArgs{Data: pulumi.Map{
			"a": pulumi.Int(1),
			"b": pulumi.Array{pulumi.String("x"), pulumi.String("y")},
		}})
		if err != nil {
			return err
		}
		secretly, err := NewComp(ctx, "secretly", &CompArgs{Data: pulumi.ToSecret(pulumi.Map{"a": pulumi.Int(2), "b": pulumi.String("w")}).(pulumi.MapOutput)})
		if err != nil {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Prefix: c.First.ApplyT(func(first interface{}) (*string, error) {
			return optionalDynamic(first, dynamicString), nil
		}).(pulumi.StringPtrOutput)})
		if err != nil {
			return err
		}
		ctx.Export("whole", c.Out)
		ctx.Export("picked", c.Out.ApplyT(func(out interface{}) (interface{}, error) {
			return mustGet(out.(map[string]interface{}), "a"), nil
		}).(pulumi.AnyOutput))
		ctx.Export("tried", c.Tried)
		ctx.Export("mixed", secretly.Mixed)
		ctx.Export("petPrefix", pet.Prefix)
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
