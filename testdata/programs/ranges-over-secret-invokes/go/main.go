package main

import (
	"errors"
	"fmt"
	"reflect"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A resource ranged over the result of an invoke given a secret: the binder
		// types the invoke a promise, which backends resolve first, but every
		// backend reads the secret as an output, so the invoke is made in its
		// output form and the references to the resources are outputs of their
		// collection, in splats, loops and as a whole.
		patternPlain := "ubuntu-*"
		if param, err := cfg.Try("pattern"); err == nil {
			patternPlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pattern := pulumi.ToSecret(pulumi.String(patternPlain)).(pulumi.StringOutput)
		image := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{
			NameRegex: pulumi.Sprintf("%v-arm", pattern),
			Owners:    pulumi.StringArray{pulumi.String("self")},
		})
		pets := pulumi.Unsecret(image.ApplyT(func(image2 ec2.LookupAmiResult) ([]string, error) {
			return image2.Owners, nil
		}).(pulumi.StringArrayOutput)).(pulumi.StringArrayOutput).ApplyT(func(owners []string) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index, value := range owners {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("pets-%v", index), &random.RandomPetArgs{Prefix: pulumi.ToSecret(pulumi.String(value)).(pulumi.StringOutput)})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		_, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{Inputs: pets.ApplyT(func(pets2 []*random.RandomPet) (pulumi.StringArrayOutput, error) {
			return func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, item := range pets2 {
					result = append(result, item.ID())
				}
				return result
			}().ToStringArrayOutput(), nil
		}).(pulumi.StringArrayOutput)})
		if err != nil {
			return err
		}
		var counted []*random.RandomShuffle
		for index := 0; index < 2; index++ {
			res, err := random.NewRandomShuffle(ctx, fmt.Sprintf("counted-%v", index), &random.RandomShuffleArgs{Inputs: pets.ApplyT(func(pets2 []*random.RandomPet) (pulumi.ArrayOutput, error) {
				return func() pulumi.Array {
					result := pulumi.Array{}
					for _, p := range pets2 {
						result = append(result, p.Prefix)
					}
					return result
				}().ToArrayOutput(), nil
			}).(pulumi.ArrayOutput).ApplyT(presentValues[string]).(pulumi.StringArrayOutput)})
			if err != nil {
				return err
			}
			counted = append(counted, res)
		}
		_ = counted
		ctx.Export("count", pets.ApplyT(func(pets2 []*random.RandomPet) (int, error) {
			return len(pets2), nil
		}).(pulumi.IntOutput))
		return nil
	})
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
