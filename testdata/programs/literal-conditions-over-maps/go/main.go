package main

import (
	"fmt"
	"maps"
	"slices"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Conditionals whose condition is made of bool literals, with a branch
		// that iterates over a map: pyright evaluates such a condition and types
		// what the other branch's comprehensions iterate over as Never, so Python
		// prints the chosen branch alone.
		flags := func() map[string]bool {
			result := map[string]bool{}
			for _, i := range func() []int {
				result2 := []int{}
				start, limit, step := 0, 3, 1
				for i2 := start; (step > 0 && i2 < limit) || (step < 0 && i2 > limit); i2 += step {
					result2 = append(result2, i2)
				}
				return result2
			}() {
				result[fmt.Sprintf("k%v", i)] = i > 0
			}
			return result
		}()
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		local1 := func() map[string]string {
			if !true {
				return func() map[string]string {
					result := map[string]string{}
					collection := flags
					for _, k := range slices.Sorted(maps.Keys(collection)) {
						on := collection[k]
						if !(on) {
							continue
						}
						result[k] = "x"
					}
					return result
				}()
			}
			return map[string]string{"a": "y"}
		}()
		local2 := func() []string {
			if true && false {
				return func() []string {
					result := []string{}
					collection := flags
					for _, k := range slices.Sorted(maps.Keys(collection)) {
						result = append(result, k)
					}
					return result
				}()
			}
			return []string{"z"}
		}()
		local3 := func() []string {
			if false || true {
				return func() []string {
					result := []string{}
					collection := flags
					for _, k := range slices.Sorted(maps.Keys(collection)) {
						on := collection[k]
						if !(on) {
							continue
						}
						result = append(result, k)
					}
					return result
				}()
			}
			return []string{}
		}()
		_, err = random.NewRandomPet(ctx, "tagged", &random.RandomPetArgs{
			Keepers: func() pulumi.StringMap {
				if !true {
					return func() pulumi.StringMap {
						result := pulumi.StringMap{}
						collection := flags
						for _, k := range slices.Sorted(maps.Keys(collection)) {
							on := collection[k]
							if !(on) {
								continue
							}
							result[k] = pet.ID()
						}
						return result
					}()
				}
				return pulumi.StringMap{"a": pulumi.String("b")}
			}(),
			Prefix: pulumi.String(func() string {
				if true || false {
					return fmt.Sprintf("p-%v", len(flags))
				}
				return func() []string {
					result := []string{}
					collection := flags
					for _, k := range slices.Sorted(maps.Keys(collection)) {
						result = append(result, k)
					}
					return result
				}()[0]
			}()),
		})
		if err != nil {
			return err
		}
		ctx.Export("chosen", func() pulumi.Input {
			if false {
				return func() pulumi.Map {
					result := pulumi.Map{}
					collection := flags
					for _, k := range slices.Sorted(maps.Keys(collection)) {
						result[k] = pet.ID().ToStringOutput()
					}
					return result
				}()
			}
			return pulumi.Map{"only": pet.ID().ToStringOutput()}
		}())
		ctx.Export("nested", pulumi.Int(func() int {
			if true {
				return func() int {
					if !false {
						return len(flags)
					}
					return len(func() []string {
						result := []string{}
						collection := flags
						for _, k := range slices.Sorted(maps.Keys(collection)) {
							result = append(result, k)
						}
						return result
					}())
				}()
			}
			return 0
		}()))
		ctx.Export("locals", pulumi.Array{
			pulumi.ToStringMap(local1),
			pulumi.ToStringArray(local2),
			pulumi.ToStringArray(local3),
		})
		return nil
	})
}
