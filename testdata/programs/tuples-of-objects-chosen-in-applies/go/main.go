package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Fuzz seed 113223: a tuple whose element chooses, once outputs are known,
		// between objects with an attribute of any type: the apply's callback
		// returns that attribute optional, as the tuple's declared type takes it.
		pet, err := random.NewRandomPet(ctx, "pet", nil)
		if err != nil {
			return err
		}
		anyValue := func() interface{} {
			if v, ok := func() (v interface{}, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return func() interface{} {
					panic("not here")
				}(), true
			}(); ok {
				return v
			}
			return true
		}()
		choices := pulumi.Array{
			pulumi.ToSecret(pulumi.Map{"name": pulumi.String("a"), "extra": pulumi.Bool(false)}).(pulumi.MapOutput),
			pulumi.Map{
				"name":  pet.ID().ToStringOutput(),
				"extra": pulumi.Bool(false),
			},
			pulumi.All(pet.Length, pet.ID().ToStringOutput()).ApplyT(func(resolved []interface{}) (map[string]interface{}, error) {
				length := resolved[0].(int)
				id := resolved[1].(string)
				return func() map[string]interface{} {
					if length > 1 {
						return map[string]interface{}{"name": "b", "extra": true}
					}
					return map[string]interface{}{"name": id, "extra": anyValue}
				}(), nil
			}).(pulumi.MapOutput),
		}
		ctx.Export("names", func() pulumi.Array {
			result := pulumi.Array{}
			for _, c2 := range choices {
				c := c2.(pulumi.MapInput)
				result = append(result, pulumi.ToOutput(c).(pulumi.MapOutput).ApplyT(func(c3 map[string]interface{}) (string, error) {
					return c3["name"].(string), nil
				}).(pulumi.StringOutput))
			}
			return result
		}())
		ctx.Export("extras", func() pulumi.Array {
			result := pulumi.Array{}
			for _, c2 := range choices {
				c := c2.(pulumi.MapInput)
				result = append(result, pulumi.ToOutput(c).(pulumi.MapOutput).ApplyT(func(c3 map[string]interface{}) (interface{}, error) {
					return c3["extra"], nil
				}).(pulumi.AnyOutput))
			}
			return result
		}())
		return nil
	})
}
