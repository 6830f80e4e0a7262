package main

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Loops over a collection built from an invoke's result (a promise, which
		// Go holds as a plain value) whose elements are outputs: the loop reads
		// them as eventuals through its variables (fuzz seed 10324).
		ami, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: []string{"amazon", "self"}})
		if err != nil {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Keepers: pulumi.StringMap{"a": pulumi.String("b")}})
		if err != nil {
			return err
		}
		byOwner := func() pulumi.IntMap {
			result := pulumi.IntMap{}
			for i := range ami.Owners {
				result[fmt.Sprintf("k%v", i)] = pet.Keepers.ApplyT(func(keepers map[string]string) (int, error) {
					return len(keepers), nil
				}).(pulumi.IntOutput)
			}
			return result
		}()
		perOwner := func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for _, v := range ami.Owners {
				result = append(result, pulumi.Sprintf("%v-%v", v, pet.ID().ToStringOutput()))
			}
			return result
		}()
		_, err = random.NewRandomShuffle(ctx, "shuffled", &random.RandomShuffleArgs{
			// A secret of each element.
			Inputs: pulumi.All(byOwner).ApplyT(func(resolved []interface{}) (pulumi.StringArrayOutput, error) {
				byOwner2 := resolved[0].(map[string]int)
				return func() pulumi.StringArray {
					result := pulumi.StringArray{}
					collection := byOwner2
					for _, key := range slices.Sorted(maps.Keys(collection)) {
						a := collection[key]
						result = append(result, pulumi.ToSecret(pulumi.String(fmt.Sprintf("-%v", a))).(pulumi.StringOutput))
					}
					return result
				}().ToStringArrayOutput(), nil
			}).(pulumi.StringArrayOutput),
		})
		if err != nil {
			return err
		}
		_, err = random.NewRandomShuffle(ctx, "kept", &random.RandomShuffleArgs{
			// A condition and a value reading the elements and another output.
			Inputs: pulumi.All(byOwner, pet.Length).ApplyT(func(resolved []interface{}) ([]string, error) {
				byOwner2 := resolved[0].(map[string]int)
				length := resolved[1].(int)
				return func() []string {
					result := []string{}
					collection := byOwner2
					for _, k := range slices.Sorted(maps.Keys(collection)) {
						a := collection[k]
						if !(a > 0) {
							continue
						}
						result = append(result, fmt.Sprintf("%v=%v/%v", k, a, length))
					}
					return result
				}(), nil
			}).(pulumi.StringArrayOutput),
		})
		if err != nil {
			return err
		}
		keyed, err := random.NewRandomId(ctx, "keyed", &random.RandomIdArgs{
			ByteLength: pulumi.Int(4),
			// Keys from the elements, secret values.
			Keepers: pulumi.All(byOwner).ApplyT(func(resolved []interface{}) (pulumi.StringMapOutput, error) {
				byOwner2 := resolved[0].(map[string]int)
				return func() pulumi.StringMap {
					result := pulumi.StringMap{}
					collection := byOwner2
					for _, k := range slices.Sorted(maps.Keys(collection)) {
						a := collection[k]
						key := fmt.Sprintf("%v-%v", k, a)
						if _, dup := result[key]; dup {
							panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
						}
						result[key] = pulumi.ToSecret(pulumi.Int(a)).(pulumi.IntOutput).ApplyT(func(secret int) (string, error) {
							return strconv.Itoa(secret), nil
						}).(pulumi.StringOutput)
					}
					return result
				}().ToStringMapOutput(), nil
			}).(pulumi.StringMapOutput),
		})
		if err != nil {
			return err
		}
		_, err = random.NewRandomId(ctx, "grouped", &random.RandomIdArgs{
			ByteLength: pulumi.Int(4),
			Keepers: pulumi.All(perOwner).ApplyT(func(resolved []interface{}) (pulumi.StringArrayMapOutput, error) {
				perOwner2 := resolved[0].([]string)
				return func() pulumi.StringArrayMap {
					groups := map[string]pulumi.StringArray{}
					for _, a := range perOwner2 {
						key := "all"
						groups[key] = append(groups[key], pulumi.ToSecret(pulumi.String(a)).(pulumi.StringOutput))
					}
					result := pulumi.StringArrayMap{}
					for k, v := range groups {
						result[k] = v
					}
					return result
				}().ToStringArrayMapOutput(), nil
			}).(pulumi.StringArrayMapOutput).ApplyT(func(values map[string][]string) (map[string]string, error) {
				return func() map[string]string {
					result := map[string]string{}
					collection := values
					for _, k := range slices.Sorted(maps.Keys(collection)) {
						vs := collection[k]
						result[k] = strings.Join(vs, ",")
					}
					return result
				}(), nil
			}).(pulumi.StringMapOutput),
		})
		if err != nil {
			return err
		}
		ctx.Export("secrets", pulumi.All(perOwner).ApplyT(func(resolved []interface{}) (pulumi.StringArrayOutput, error) {
			perOwner2 := resolved[0].([]string)
			return func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, a := range perOwner2 {
					result = append(result, pulumi.ToSecret(pulumi.String("<"+a+">")).(pulumi.StringOutput))
				}
				return result
			}().ToStringArrayOutput(), nil
		}).(pulumi.StringArrayOutput))
		ctx.Export("nested", pulumi.All(byOwner, perOwner).ApplyT(func(resolved []interface{}) ([][]string, error) {
			byOwner2 := resolved[0].(map[string]int)
			perOwner2 := resolved[1].([]string)
			return func() [][]string {
				result := [][]string{}
				collection := byOwner2
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					a := collection[k]
					result = append(result, func() []string {
						result2 := []string{}
						for _, b := range perOwner2 {
							result2 = append(result2, fmt.Sprintf("%v:%v:%v", k, a, b))
						}
						return result2
					}())
				}
				return result
			}(), nil
		}).(pulumi.StringArrayArrayOutput))
		ctx.Export("keys", keyed.Keepers)
		return nil
	})
}
