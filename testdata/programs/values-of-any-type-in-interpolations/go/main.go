package main

import (
	"errors"
	"fmt"
	"maps"
	"math"
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
		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", nil)
		if err != nil {
			return err
		}
		objects := map[string]*random.RandomPet{}
		objectsRange := func() map[string]interface{} {
			if flag {
				return map[string]interface{}{
					"beta":       pulumi.Float64Ref(0.25),
					"with space": pulumi.Float64Ref(1.5),
				}
			}
			return map[string]interface{}{"a.b": pulumi.IntRef(3)}
		}()
		for _, key := range slices.Sorted(maps.Keys(objectsRange)) {
			value := objectsRange[key]
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("objects-%v", key), &random.RandomPetArgs{Prefix: pulumi.Sprintf("%v-%v", pet.ID().ToStringOutput(), dynamicString(value))})
			if err != nil {
				return err
			}
			objects[key] = res
		}
		var listed []*random.RandomPet
		for index, value := range func() []float64 {
			if flag {
				return []float64{1e+21, 2.5}
			}
			return []float64{3.0}
		}() {
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("listed-%v", index), &random.RandomPetArgs{Prefix: pulumi.Sprintf("%v-%v", pet.ID().ToStringOutput(), numberText(value))})
			if err != nil {
				return err
			}
			listed = append(listed, res)
		}
		var anything []interface{}
		if err := cfg.TryObject("anything", &anything); errors.Is(err, config.ErrMissingVar) {
			anything = []interface{}{1, true, "x", 0.5}
		} else if err != nil {
			return err
		}
		texts := func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for _, v := range anything {
				result = append(result, pulumi.Sprintf("%v:%v", pet.ID().ToStringOutput(), dynamicString(v)))
			}
			return result
		}()
		ctx.Export("prefixes", pulumi.Array{
			mustGet(objects, "beta").Prefix,
			mustGet(objects, "with space").Prefix,
			listed[0].Prefix,
			listed[1].Prefix,
		})
		ctx.Export("texts", texts)
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
