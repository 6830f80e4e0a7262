package main

import (
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Values whose type TypeScript infers otherwise than PCL: a tuple of a
		// plain number and an output (read by index, each element is its own
		// type), and a component's outputs that are empty objects and lists, or
		// tuples; and the entries of an empty object, of no known type.
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		pair := pulumi.IntArray{pulumi.Int(6), pet.Length}
		_, err = random.NewRandomString(ctx, "sized", &random.RandomStringArgs{
			Length: pair[0].(pulumi.IntInput).ToIntOutput().ApplyT(func(pair2 int) (int, error) {
				return pair2 - 1, nil
			}).(pulumi.IntOutput),
			MinLower: pair[1].(pulumi.IntInput).ToIntOutput(),
		})
		if err != nil {
			return err
		}
		shapes, err := NewShapes(ctx, "shapes", &ShapesArgs{Flag: pulumi.BoolRef(false)})
		if err != nil {
			return err
		}
		ctx.Export("first", pair[0].(pulumi.IntInput).ToIntOutput().ApplyT(func(pair2 int) (int, error) {
			return pair2 * 2, nil
		}).(pulumi.IntOutput))
		ctx.Export("shapes", pulumi.Array{
			shapes.EmptyObject,
			shapes.EmptyList,
			shapes.Mixed,
			shapes.Flags,
		})
		holder := map[string]interface{}{"empty": map[string]interface{}{}}
		ctx.Export("fromEmpty", func() pulumi.Array {
			result := pulumi.Array{}
			collection := holder["empty"].(map[string]interface{})
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				if !(dynamicFloat(v) > 0.1) {
					continue
				}
				result = append(result, pulumi.String(k))
			}
			return result
		}())
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
