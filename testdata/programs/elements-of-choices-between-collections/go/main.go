package main

import (
	"errors"
	"maps"
	"reflect"
	"slices"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Elements of a choice between collections of different types holding
		// outputs (lists of objects of other keys, maps of outputs beside
		// constants), read by an index, element, lookup and an attribute, and
		// computed on: each element is of the choice's type, whichever branch it
		// comes from.
		pick := false
		if param, err := cfg.TryBool("pick"); err == nil {
			pick = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		at := 1
		if param, err := cfg.TryInt("at"); err == nil {
			at = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		server, err := ec2.NewInstance(ctx, "server", &ec2.InstanceArgs{
			Ami:          pulumi.String("ami-0"),
			InstanceType: pulumi.String("t2.micro"),
			Tags:         pulumi.StringMap{"Name": pulumi.String("web")},
		})
		if err != nil {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", nil)
		if err != nil {
			return err
		}
		lists := func() pulumi.Array {
			if pick {
				return pulumi.Array{pulumi.Map{"a.b": pulumi.String("dollar$"), "alpha": pulumi.String("x")}}
			}
			return pulumi.Array{
				pulumi.Map{},
				pulumi.Map{"a.b": pet.ID().ToStringOutput(), "k1": pulumi.String("z")},
				server.Tags,
			}
		}()
		mapsVar := func() pulumi.Map {
			if pick {
				return pulumi.Map{"first": pet.ID().ToStringOutput()}
			}
			return pulumi.Map{"first": pulumi.String("plain"), "second": server.Arn}
		}()
		objects := func() pulumi.Map {
			if pick {
				return pulumi.Map{"name": pet.ID().ToStringOutput(), "size": pulumi.Int(1)}
			}
			return pulumi.Map{"name": pulumi.String("fixed"), "size": pet.Length}
		}()
		ctx.Export("indexed", pulumi.Any(lists[0]).ApplyT(func(lists2 interface{}) ([]string, error) {
			return func() []string {
				result := []string{}
				collection := dynamicMap(lists2)
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					v := optionalValue[string](collection[k])
					result = append(result, k+"="+*v)
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput))
		ctx.Export("element", pulumi.Any(element(lists, at)).ApplyT(func(element2 interface{}) ([]string, error) {
			return func() []string {
				result := []string{}
				collection := dynamicMap(element2)
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					result = append(result, k)
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput))
		ctx.Export("looked", pulumi.Sprintf("%v?", stringNotNull(func() pulumi.StringPtrInput {
			m := mapsVar
			if v, ok := m["first"]; ok {
				return v.(pulumi.StringPtrInput)
			}
			return pulumi.String("none")
		}().ToStringPtrOutput())))
		ctx.Export("keyed", pulumi.Sprintf("%v!", mapsVar["first"].(pulumi.StringInput).ToStringOutput()))
		ctx.Export("attribute", pulumi.Sprintf("%v-%v", objects["name"].(pulumi.StringInput).ToStringOutput(), objects["size"].(pulumi.IntInput).ToIntOutput()))
		return nil
	})
}

// dynamicMap returns the entries of v, a map of strings to any element type.
func dynamicMap(v interface{}) map[string]interface{} {
	if m, ok := v.(map[string]interface{}); ok {
		return m
	}
	rv := reflect.ValueOf(v)
	m := make(map[string]interface{}, rv.Len())
	for _, k := range rv.MapKeys() {
		m[k.String()] = rv.MapIndex(k).Interface()
	}
	return m
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

// stringNotNull returns the value of o; a null is an error, as PCL's string
// templates make it.
func stringNotNull(o pulumi.StringPtrOutput) pulumi.StringOutput {
	return o.ApplyT(func(v *string) (string, error) {
		if v == nil {
			var none string
			return none, errors.New("a null value cannot be included in a string template")
		}
		return *v, nil
	}).(pulumi.StringOutput)
}
