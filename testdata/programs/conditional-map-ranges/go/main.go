package main

import (
	"fmt"
	"maps"
	"reflect"
	"slices"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Resources ranged over a conditional between two maps: the loop reads the
		// entries of whichever the condition picks.
		flag := true
		tagged := map[string]*random.RandomPet{}
		taggedRange := func() map[string]interface{} {
			if flag {
				return map[string]interface{}{"first": pulumi.IntRef(1), "second": pulumi.IntRef(2)}
			}
			return map[string]interface{}{"third": pulumi.IntRef(3)}
		}()
		for _, key := range slices.Sorted(maps.Keys(taggedRange)) {
			value := optionalValue[int](taggedRange[key])
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("tagged-%v", key), &random.RandomPetArgs{Prefix: pulumi.String(fmt.Sprintf("%v-%v", key, *value))})
			if err != nil {
				return err
			}
			tagged[key] = res
		}
		ctx.Export("prefixes", func() pulumi.Array {
			result := pulumi.Array{}
			collection := tagged
			for _, key := range slices.Sorted(maps.Keys(collection)) {
				pet := collection[key]
				result = append(result, pet.Prefix)
			}
			return result
		}())
		return nil
	})
}

// optionalValue returns v, an optional value held as an interface{} (its
// value or a pointer to it), as a pointer to its value of type T: nil when
// v is null.
func optionalValue[T any](v interface{}) *T {
	switch x := v.(type) {
	case nil:
		return nil
	case *T:
		return x
	case T:
		return &x
	}
	// An int where a number is wanted: PCL converts it.
	var x T
	if f, isFloat := any(&x).(*float64); isFloat {
		switch n := v.(type) {
		case int:
			*f = float64(n)
			return &x
		case *int:
			if n == nil {
				return nil
			}
			*f = float64(*n)
			return &x
		}
	}
	// A whole number where an int is wanted (config read from JSON
	// holds its numbers as float64s).
	if i, isInt := any(&x).(*int); isInt {
		if n, isFloat := v.(float64); isFloat && n == float64(int(n)) {
			*i = int(n)
			return &x
		}
	}
	// A value of a named string type (pulumi.ID, pulumi.URN, an SDK's
	// enum) where a string is wanted.
	if s, isString := any(&x).(*string); isString {
		if rv := reflect.ValueOf(v); rv.Kind() == reflect.String {
			*s = rv.String()
			return &x
		}
	}
	x = v.(T)
	return &x
}
