package main

import (
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Ints in objects of list and map config, which Go decodes from the
		// config's JSON as float64 in interface{} values: read as ints in
		// arithmetic, comparisons and int inputs.
		var ports []map[string]interface{}
		cfg.RequireObject("ports", &ports)
		var sizes map[string]map[string]int
		cfg.RequireObject("sizes", &sizes)
		_, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(dynamicInt(ports[0]["port"]) - 79)})
		if err != nil {
			return err
		}
		ctx.Export("next", pulumi.Int(dynamicInt(ports[0]["port"])+1))
		ctx.Export("above", pulumi.Bool(dynamicInt(ports[0]["port"]) >= 80))
		ctx.Export("counts", func() pulumi.Array {
			result := pulumi.Array{}
			collection := sizes
			for _, key := range slices.Sorted(maps.Keys(collection)) {
				v := collection[key]
				result = append(result, pulumi.Int(v["count"]*2))
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
