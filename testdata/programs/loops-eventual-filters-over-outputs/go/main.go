package main

import (
	"fmt"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// For expressions over an output whose values are outputs of their own
		// (secret of the loop's variable), and whose filter or key reads outputs
		// other than through the loop's variables.
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		var names []*random.RandomString
		for index := 0; index < 2; index++ {
			res, err := random.NewRandomString(ctx, fmt.Sprintf("names-%v", index), &random.RandomStringArgs{Length: pulumi.Int(3)})
			if err != nil {
				return err
			}
			names = append(names, res)
		}

		// The collection is an output: the loop's source reads the pet.
		picked := pet.Length.ApplyT(func(length int) ([]string, error) {
			return func() []string {
				result := []string{}
				for _, x := range []string{"a", "b", "c"} {
					if !(length < 3) {
						continue
					}
					result = append(result, x)
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput)

		// A filter reading an output, not the loop's variable.
		filtered := picked.ApplyT(func(picked2 []string) (pulumi.StringArrayOutput, error) {
			return pulumi.All(func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, v := range picked2 {
					result = append(result, pulumi.ToSecret(pulumi.String(v)).(pulumi.StringOutput))
				}
				return result
			}(), pet.Length).ApplyT(func(resolved []interface{}) ([]string, error) {
				values := resolved[0].([]string)
				length := resolved[1].(int)
				return func() []string {
					result := []string{}
					for key := range picked2 {
						if !(length == 2) {
							continue
						}
						result = append(result, values[key])
					}
					return result
				}(), nil
			}).(pulumi.StringArrayOutput), nil
		}).(pulumi.StringArrayOutput)

		// A filter reading an element of a list of outputs, never true.
		none := picked.ApplyT(func(picked2 []string) (pulumi.StringMapOutput, error) {
			return pulumi.All(func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, v := range picked2 {
					result = append(result, pulumi.ToSecret(pulumi.String(v)).(pulumi.StringOutput))
				}
				return result
			}(), element(func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, item := range names {
					result = append(result, item.ID())
				}
				return result
			}(), 1).ToStringOutput()).ApplyT(func(resolved []interface{}) (map[string]string, error) {
				values := resolved[0].([]string)
				element2 := resolved[1].(string)
				return func() map[string]string {
					result := map[string]string{}
					for k := range picked2 {
						if !(element2 == "none") {
							continue
						}
						result[fmt.Sprintf("k%v", k)] = values[k]
					}
					return result
				}(), nil
			}).(pulumi.StringMapOutput), nil
		}).(pulumi.StringMapOutput)

		// A key reading an output.
		keyed := picked.ApplyT(func(picked2 []string) (pulumi.StringMapOutput, error) {
			return pulumi.All(pet.Length, func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, v := range picked2 {
					result = append(result, pulumi.ToSecret(pulumi.String(v+"!")).(pulumi.StringOutput))
				}
				return result
			}()).ApplyT(func(resolved []interface{}) (map[string]string, error) {
				length := resolved[0].(int)
				values := resolved[1].([]string)
				return func() map[string]string {
					result := map[string]string{}
					for k := range picked2 {
						key := fmt.Sprintf("%v-%v", length, k)
						if _, dup := result[key]; dup {
							panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
						}
						result[key] = values[k]
					}
					return result
				}(), nil
			}).(pulumi.StringMapOutput), nil
		}).(pulumi.StringMapOutput)

		// Grouped values, with a filter reading an output and the loop's value.
		grouped := picked.ApplyT(func(picked2 []string) (pulumi.StringArrayMapOutput, error) {
			return pulumi.All(pet.Length, func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, v := range picked2 {
					result = append(result, pulumi.ToSecret(pulumi.String(v)).(pulumi.StringOutput))
				}
				return result
			}()).ApplyT(func(resolved []interface{}) (map[string][]string, error) {
				length := resolved[0].(int)
				values := resolved[1].([]string)
				return func() map[string][]string {
					result := map[string][]string{}
					for key, v := range picked2 {
						if !(v != "b" && length > 1) {
							continue
						}
						result[strconv.Itoa(length)] = append(result[strconv.Itoa(length)], values[key])
					}
					return result
				}(), nil
			}).(pulumi.StringArrayMapOutput), nil
		}).(pulumi.StringArrayMapOutput)
		keeper, err := random.NewRandomPet(ctx, "keeper", &random.RandomPetArgs{Keepers: picked.ApplyT(func(picked2 []string) (pulumi.StringMapOutput, error) {
			return pulumi.All(func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, v := range picked2 {
					result = append(result, pulumi.ToSecret(pulumi.String(v)).(pulumi.StringOutput))
				}
				return result
			}(), pet.Length).ApplyT(func(resolved []interface{}) (map[string]string, error) {
				values := resolved[0].([]string)
				length := resolved[1].(int)
				return func() map[string]string {
					result := map[string]string{}
					for k := range picked2 {
						if !(length == 2) {
							continue
						}
						result[fmt.Sprintf("p%v", k)] = values[k]
					}
					return result
				}(), nil
			}).(pulumi.StringMapOutput), nil
		}).(pulumi.StringMapOutput)})
		if err != nil {
			return err
		}
		ctx.Export("filtered", filtered)
		ctx.Export("none", none)
		ctx.Export("keyed", keyed)
		ctx.Export("grouped", grouped)
		ctx.Export("keepers", keeper.Keepers)
		return nil
	})
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
