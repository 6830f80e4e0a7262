package main

import (
	"fmt"
	"reflect"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Resources ranged over an output, whose instances a for expression reads
		// for their optional properties, given to inputs of maps and lists of
		// strings.
		seeds, err := random.NewRandomShuffle(ctx, "seeds", &random.RandomShuffleArgs{Inputs: pulumi.StringArray{pulumi.String("a"), pulumi.String("b")}})
		if err != nil {
			return err
		}
		stringsResource := pulumi.Unsecret(seeds.Results).(pulumi.StringArrayOutput).ApplyT(func(results []string) ([]*random.RandomString, error) {
			var resources []*random.RandomString
			for index := range results {
				res, err := random.NewRandomString(ctx, fmt.Sprintf("strings-%v", index), &random.RandomStringArgs{
					Length:          pulumi.Int(8),
					OverrideSpecial: pulumi.String("{brace}"),
				})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomStringArrayOutput)
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Keepers: stringsResource.ApplyT(func(strings2 []*random.RandomString) (pulumi.MapOutput, error) {
			return func() pulumi.Map {
				result := pulumi.Map{}
				for i, s := range strings2 {
					result[fmt.Sprintf("k%v", i)] = s.OverrideSpecial
				}
				return result
			}().ToMapOutput(), nil
		}).(pulumi.MapOutput).ApplyT(presentValueMap[string]).(pulumi.StringMapOutput)})
		if err != nil {
			return err
		}
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{Inputs: stringsResource.ApplyT(func(strings2 []*random.RandomString) (pulumi.ArrayOutput, error) {
			return func() pulumi.Array {
				result := pulumi.Array{}
				for _, s := range strings2 {
					result = append(result, s.OverrideSpecial)
				}
				return result
			}().ToArrayOutput(), nil
		}).(pulumi.ArrayOutput).ApplyT(presentValues[string]).(pulumi.StringArrayOutput)})
		if err != nil {
			return err
		}
		_, err = random.NewRandomShuffle(ctx, "splatted", &random.RandomShuffleArgs{Inputs: stringsResource.ApplyT(func(strings2 []*random.RandomString) (pulumi.ArrayOutput, error) {
			return func() pulumi.Array {
				result := pulumi.Array{}
				for _, item := range strings2 {
					result = append(result, item.OverrideSpecial)
				}
				return result
			}().ToArrayOutput(), nil
		}).(pulumi.ArrayOutput).ApplyT(presentValues[string]).(pulumi.StringArrayOutput)})
		if err != nil {
			return err
		}
		ctx.Export("keepers", pet.Keepers)
		ctx.Export("shuffled", shuffle.Inputs)
		return nil
	})
}

// interfaceMap returns the elements of v, a map of optional values or of
// collections, as the map[string]interface{} a pulumi.MapOutput holds.
func interfaceMap[T any](v map[string]T) map[string]interface{} {
	if v == nil {
		return nil
	}
	result := make(map[string]interface{}, len(v))
	for k, x := range v {
		result[k] = x
	}
	return result
}

// interfaces returns the elements of v, a list of optional values or of
// collections, as the []interface{} a pulumi.ArrayOutput holds.
func interfaces[T any](v []T) []interface{} {
	if v == nil {
		return nil
	}
	result := make([]interface{}, len(v))
	for i, x := range v {
		result[i] = x
	}
	return result
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

// presentValueMap returns the elements of v, a resolved pulumi.Map of
// optional values, as values of type T: a null element is an error, as
// PCL's conversion to a map of values makes it.
func presentValueMap[T any](v map[string]interface{}) map[string]T {
	result := make(map[string]T, len(v))
	for k, x := range v {
		p := optionalValue[T](x)
		if p == nil {
			panic("a null element cannot be converted to a value of a map that holds no nulls")
		}
		result[k] = *p
	}
	return result
}

// presentValues returns the elements of v, a resolved pulumi.Array of
// optional values, as values of type T: a null element is an error, as
// PCL's conversion to a list of values makes it.
func presentValues[T any](v []interface{}) []T {
	result := make([]T, len(v))
	for i, x := range v {
		p := optionalValue[T](x)
		if p == nil {
			panic("a null element cannot be converted to a value of a list that holds no nulls")
		}
		result[i] = *p
	}
	return result
}
