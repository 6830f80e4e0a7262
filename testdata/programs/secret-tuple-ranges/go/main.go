package main

import (
	"fmt"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Resources ranged over tuples that hold a secret element. The backends
		// resolve such a range as a whole, so every instance reads range.key and
		// range.value as secrets: more secret than PCL's value (only the secret
		// element's instance), which the runs allow, and never less.
		secretName := pulumi.ToSecret(pulumi.String("b")).(pulumi.StringOutput)
		pets := pulumi.Unsecret(pulumi.StringArray{pulumi.String("a"), secretName, pulumi.String("c")}.ToStringArrayOutput()).(pulumi.StringArrayOutput).ApplyT(func(v []string) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index, value := range v {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("pets-%v", index), &random.RandomPetArgs{
					Prefix: pulumi.Sprintf("%v-%v", pulumi.ToSecret(pulumi.String(value)).(pulumi.StringOutput), pulumi.ToSecret(pulumi.Int(index)).(pulumi.IntOutput)),
					Keepers: pulumi.StringMap{"known": func() pulumi.StringOutput {
						if false {
							return pulumi.ToSecret(pulumi.String(value)).(pulumi.StringOutput)
						}
						return pulumi.String("").ToStringOutput()
					}().ApplyT(func(value2 string) (string, error) {
						return strconv.FormatBool(func() (ok bool) {
							defer func() {
								if recover() != nil {
									ok = false
								}
							}()
							_ = value2
							return true
						}()), nil
					}).(pulumi.StringOutput)},
				})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)

		// A component ranging over a tuple of a constant and an input that has a
		// default, which the component reads as an output (one instance is given a
		// secret).
		_, err := NewCounted(ctx, "counted", &CountedArgs{})
		if err != nil {
			return err
		}
		_, err = NewCounted(ctx, "secretlyCounted", &CountedArgs{Size: pulumi.ToSecret(pulumi.Int(3)).(pulumi.IntOutput)})
		if err != nil {
			return err
		}
		ctx.Export("prefixes", pets.ApplyT(func(pets2 []*random.RandomPet) (pulumi.ArrayOutput, error) {
			return func() pulumi.Array {
				result := pulumi.Array{}
				for _, item := range pets2 {
					result = append(result, item.Prefix)
				}
				return result
			}().ToArrayOutput(), nil
		}).(pulumi.ArrayOutput))
		return nil
	})
}

// intOr returns the value of o, or fallback's where o's is null: a
// component's input given null takes its config's default, as in PCL.
func intOr(o pulumi.IntPtrOutput, fallback pulumi.IntOutput) pulumi.IntOutput {
	return pulumi.All(o, fallback).ApplyT(func(values []interface{}) int {
		if v := values[0].(*int); v != nil {
			return *v
		}
		return values[1].(int)
	}).(pulumi.IntOutput)
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
