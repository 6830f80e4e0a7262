package main

import (
	"errors"
	"fmt"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Fuzz seed 10300: the elements element, lookup and singleOrNone pick from a
		// collection whose elements hold outputs without being outputs ([pet[*].id,
		// ["q"]]), at an index or key only known when the program runs, given as
		// inputs, locals and stack outputs.
		count := 2
		if param, err := cfg.TryInt("count"); err == nil {
			count = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var pet []*random.RandomPet
		for index := 0; index < count; index++ {
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("pet-%v", index), nil)
			if err != nil {
				return err
			}
			pet = append(pet, res)
		}
		picked := element(pulumi.StringArrayArray{
			func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, item := range pet {
					result = append(result, item.ID())
				}
				return result
			}(),
			pulumi.StringArray{pulumi.String("q")},
		}, count-1).ToStringArrayOutput()
		_, err := ec2.NewSecurityGroup(ctx, "group", &ec2.SecurityGroupArgs{Ingress: ec2.SecurityGroupIngressArray{&ec2.SecurityGroupIngressArgs{
			FromPort: pulumi.Int(80),
			ToPort:   pulumi.Int(80),
			Protocol: pulumi.String("tcp"),
			CidrBlocks: element(pulumi.StringArrayArray{func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, item := range pet {
					result = append(result, item.ID())
				}
				return result
			}()}, count+1).ToStringArrayOutput(),
			Ipv6CidrBlocks: func() pulumi.StringArrayInput {
				list := func() pulumi.StringArrayArray {
					result := pulumi.StringArrayArray{}
					for range map[string]interface{}{} {
						result = append(result, func() pulumi.StringArray {
							result2 := pulumi.StringArray{}
							for _, item := range pet {
								result2 = append(result2, item.ID())
							}
							return result2
						}())
					}
					return result
				}()
				if len(list) == 0 {
					return pulumi.Any(nil).ApplyT(func(interface{}) []string {
						return nil
					}).(pulumi.StringArrayOutput)
				}
				if len(list) != 1 {
					panic("singleOrNone: the list has more than one element")
				}
				return list[0]
			}().ToStringArrayOutput(),
			PrefixListIds: func() pulumi.StringArrayInput {
				list := pulumi.StringArrayArray{func() pulumi.StringArray {
					result := pulumi.StringArray{}
					for _, item := range pet {
						result = append(result, item.ID())
					}
					return result
				}()}
				if len(list) == 0 {
					return pulumi.Any(nil).ApplyT(func(interface{}) []string {
						return nil
					}).(pulumi.StringArrayOutput)
				}
				if len(list) != 1 {
					panic("singleOrNone: the list has more than one element")
				}
				return list[0]
			}().ToStringArrayOutput(),
			SecurityGroups: func() pulumi.StringArrayInput {
				m := pulumi.StringArrayMap{
					"a": func() pulumi.StringArray {
						result := pulumi.StringArray{}
						for _, item := range pet {
							result = append(result, item.ID())
						}
						return result
					}(),
					"b": pulumi.StringArray{pet[0].ID()},
				}
				if v, ok := m[func() string {
					if count > 1 {
						return "b"
					}
					return "a"
				}()]; ok {
					return v.(pulumi.StringArrayInput)
				}
				return pulumi.StringArray{pulumi.String("d")}
			}().ToStringArrayOutput(),
		}}})
		if err != nil {
			return err
		}
		ctx.Export("picked", picked)
		ctx.Export("onlyMap", func() pulumi.StringMapInput {
			list := pulumi.StringMapArray{pulumi.StringMap{"a": pet[0].ID(), "b": pulumi.String("plain")}}
			if len(list) == 0 {
				return pulumi.Any(nil).ApplyT(func(interface{}) map[string]string {
					return nil
				}).(pulumi.StringMapOutput)
			}
			if len(list) != 1 {
				panic("singleOrNone: the list has more than one element")
			}
			return list[0]
		}().ToStringMapOutput())
		ctx.Export("none", func() pulumi.StringArrayInput {
			list := func() pulumi.StringArrayArray {
				result := pulumi.StringArrayArray{}
				for range []interface{}{} {
					result = append(result, pulumi.StringArray{pet[0].ID()})
				}
				return result
			}()
			if len(list) == 0 {
				return pulumi.Any(nil).ApplyT(func(interface{}) []string {
					return nil
				}).(pulumi.StringArrayOutput)
			}
			if len(list) != 1 {
				panic("singleOrNone: the list has more than one element")
			}
			return list[0]
		}().ToStringArrayOutput())
		ctx.Export("missing", func() pulumi.StringArrayInput {
			m := pulumi.StringArrayMap{"a": func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, item := range pet {
					result = append(result, item.ID())
				}
				return result
			}()}
			if v, ok := m["b"]; ok {
				return v.(pulumi.StringArrayInput)
			}
			return pulumi.StringArray{pulumi.String("default")}
		}().ToStringArrayOutput())
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
