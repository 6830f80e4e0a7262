package main

import (
	"fmt"
	"maps"
	"slices"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Loops over a plain invoke's list whose values are outputs: a promise of a
		// list of outputs, read by the builtins that pick an element.
		ami, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: []string{"self"}})
		if err != nil {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", nil)
		if err != nil {
			return err
		}
		ids := func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for range ami.Owners {
				result = append(result, pet.ID())
			}
			return result
		}()
		named := func() pulumi.StringMap {
			result := pulumi.StringMap{}
			for _, owner := range ami.Owners {
				key := owner
				if _, dup := result[key]; dup {
					panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
				}
				result[key] = pulumi.Sprintf("%v-%v", owner, pet.ID().ToStringOutput())
			}
			return result
		}()
		_, err = random.NewRandomPet(ctx, "single", &random.RandomPetArgs{Prefix: pulumi.All(func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for range ami.Owners {
				result = append(result, pet.ID())
			}
			return result
		}()).ApplyT(func(resolved []interface{}) (*string, error) {
			values := resolved[0].([]string)
			return func() *string {
				list := values
				if len(list) == 0 {
					return nil
				}
				if len(list) != 1 {
					panic("singleOrNone: the list has more than one element")
				}
				return &list[0]
			}(), nil
		}).(pulumi.StringPtrOutput)})
		if err != nil {
			return err
		}
		_, err = random.NewRandomPet(ctx, "picked", &random.RandomPetArgs{
			Prefix: pulumi.All(ids).ApplyT(func(resolved []interface{}) (string, error) {
				ids2 := resolved[0].([]string)
				return element(ids2, 0), nil
			}).(pulumi.StringOutput),
			Keepers: pulumi.StringMap{
				"looked": pulumi.All(named).ApplyT(func(resolved []interface{}) (string, error) {
					named2 := resolved[0].(map[string]string)
					return func() string {
						if v, ok := named2["self"]; ok {
							return v
						}
						return "none"
					}(), nil
				}).(pulumi.StringOutput),
				"count": pulumi.String(strconv.Itoa(len(ids))),
				"first": ids[0].(pulumi.StringInput).ToStringOutput(),
				"only": stringElem(pulumi.All(ids).ApplyT(func(resolved []interface{}) (*string, error) {
					ids2 := resolved[0].([]string)
					return func() *string {
						list := ids2
						if len(list) == 0 {
							return nil
						}
						if len(list) != 1 {
							panic("singleOrNone: the list has more than one element")
						}
						return &list[0]
					}(), nil
				}).(pulumi.StringPtrOutput)),
			},
		})
		if err != nil {
			return err
		}
		ctx.Export("entries", pulumi.All(named).ApplyT(func(resolved []interface{}) ([]string, error) {
			named2 := resolved[0].(map[string]string)
			return func() []string {
				result := []string{}
				for _, e := range func() []map[string]string {
					result2 := []map[string]string{}
					collection := named2
					for _, k := range slices.Sorted(maps.Keys(collection)) {
						v := collection[k]
						result2 = append(result2, map[string]string{"key": k, "value": v})
					}
					return result2
				}() {
					result = append(result, e["value"])
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput))
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

// stringElem returns the value of o as an input whose value is null (no
// value) where o's is nil: a null given to an input leaves it unset, as in
// PCL.
func stringElem(o pulumi.StringPtrOutput) pulumi.StringOutput {
	// The output's value is the string itself, which applies and
	// pulumi.ToSecret read, or nil, which the SDK sends as no value.
	return pulumi.StringOutput{OutputState: o.ApplyT(func(v *string) interface{} {
		if v == nil {
			return nil
		}
		return *v
	}).(pulumi.AnyOutput).OutputState}
}
