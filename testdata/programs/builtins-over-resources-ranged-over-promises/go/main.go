package main

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Resources ranged over an invoke's result are created in a plain loop once
		// the promise resolves; the builtins over their outputs (their ids joined,
		// picked, counted) are outputs still.
		ami, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{MostRecent: pulumi.BoolRef(true)})
		if err != nil {
			return err
		}
		var pets []*random.RandomPet
		for index := range strings.Split(ami.Architecture+",second", ",") {
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("pets-%v", index), &random.RandomPetArgs{Length: pulumi.Int(2)})
			if err != nil {
				return err
			}
			pets = append(pets, res)
		}
		ctx.Export("joined", pulumi.All(func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for _, item := range pets {
				result = append(result, item.ID())
			}
			return result
		}()).ApplyT(func(resolved []interface{}) (string, error) {
			values := resolved[0].([]string)
			return strings.Join(values, "+"), nil
		}).(pulumi.StringOutput))
		ctx.Export("joinedFor", pulumi.All(func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for _, p := range pets {
				result = append(result, p.URN())
			}
			return result
		}()).ApplyT(func(resolved []interface{}) (string, error) {
			values := resolved[0].([]string)
			return strings.Join(values, "-"), nil
		}).(pulumi.StringOutput))
		ctx.Export("first", element(func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for _, item := range pets {
				result = append(result, item.ID())
			}
			return result
		}(), 0).ToStringOutput())
		ctx.Export("count", pulumi.Int(len(func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for _, item := range pets {
				result = append(result, item.ID())
			}
			return result
		}())))
		ctx.Export("looked", func() pulumi.StringInput {
			m := func() pulumi.StringMap {
				result := pulumi.StringMap{}
				for i, p := range pets {
					result[fmt.Sprintf("k%v", i)] = p.ID()
				}
				return result
			}()
			if v, ok := m["k1"]; ok {
				return v
			}
			return pulumi.String("none")
		}().ToStringOutput())
		ctx.Export("encoded", pulumi.ToOutput(func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for _, item := range pets {
				result = append(result, item.ID())
			}
			return result
		}()).ApplyT(func(v interface{}) (string, error) {
			data, err := json.Marshal(v)
			return string(data), err
		}).(pulumi.StringOutput))
		ctx.Export("single", pulumi.All(func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for _, p := range pets {
				result = append(result, p.ID())
			}
			return result
		}(), func() pulumi.IntArray {
			result := pulumi.IntArray{}
			for _, p := range pets {
				result = append(result, p.Length)
			}
			return result
		}()).ApplyT(func(resolved []interface{}) ([]string, error) {
			values := resolved[0].([]string)
			values2 := resolved[1].([]int)
			return func() []string {
				result := []string{}
				for key := range pets {
					if !(values2[key] > 5) {
						continue
					}
					result = append(result, values[key])
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput).ApplyT(func(values []string) (*string, error) {
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
		}).(pulumi.StringPtrOutput))
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
