package main

import (
	"errors"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Comparisons of values that the condition or left operand around them has
		// tested: PCL compares the values, where TypeScript would have narrowed
		// their types by the test (a bool tested true is of type true there).
		enabled := true
		if param, err := cfg.TryBool("enabled"); err == nil {
			enabled = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		mode := "fast"
		if param, err := cfg.Try("mode"); err == nil {
			mode = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		count := 2
		if param, err := cfg.TryInt("count"); err == nil {
			count = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var settings map[string]interface{}
		if err := cfg.TryObject("settings", &settings); errors.Is(err, config.ErrMissingVar) {
			settings = map[string]interface{}{"flag": false, "name": "n"}
		} else if err != nil {
			return err
		}
		ctx.Export("boolUnderTernary", pulumi.Bool(func() bool {
			if enabled {
				return enabled == false
			}
			return enabled != true
		}()))
		ctx.Export("boolUnderAnd", pulumi.Bool(enabled && enabled != true))
		ctx.Export("boolUnderOr", pulumi.Bool(!enabled || enabled == true))
		ctx.Export("stringUnderEquality", pulumi.Bool(func() bool {
			if mode == "fast" {
				return mode == "slow"
			}
			return mode != "fast"
		}()))
		ctx.Export("numberUnderEquality", pulumi.Bool(count == 2 && count != 3))
		ctx.Export("propertyUnderTest", pulumi.Bool(func() bool {
			if settings["flag"].(bool) {
				return settings["flag"].(bool) == false
			}
			return settings["name"].(string) == "n" && !(settings["name"].(string) != "m")
		}()))
		ctx.Export("inLoop", func() pulumi.Array {
			result := pulumi.Array{}
			for _, i := range func() []int {
				result2 := []int{}
				start, limit, step := 0, 3, 1
				for i2 := start; (step > 0 && i2 < limit) || (step < 0 && i2 > limit); i2 += step {
					result2 = append(result2, i2)
				}
				return result2
			}() {
				result = append(result, pulumi.Bool(func() bool {
					if enabled {
						return enabled == (i == 1)
					}
					return false
				}()))
			}
			return result
		}())
		ctx.Export("nested", pulumi.Bool(func() bool {
			if enabled {
				return func() bool {
					if mode == "fast" {
						return enabled == false || mode == "slow"
					}
					return true
				}()
			}
			return false
		}()))

		// Comparisons of one value with two constants in one chain, which go vet
		// suspects and PCL computes.
		ctx.Export("sameValueTwoConstants", pulumi.Array{
			pulumi.Bool(mode == "fast" && !(mode != "slow")),
			pulumi.Bool(mode != "fast" || !(mode == "slow")),
			pulumi.Bool(count == 2 && enabled && !(count != 3)),
		})

		// A resource created where its range tested true, comparing what it tested.
		var fastPet *random.RandomPet
		if mode == "fast" {
			res, err := random.NewRandomPet(ctx, "fastPet", &random.RandomPetArgs{Prefix: pulumi.String(func() string {
				if mode == "slow" {
					return "slow"
				}
				return "other"
			}())})
			if err != nil {
				return err
			}
			fastPet = res
		}

		// A loop whose filter reads its key, comparing in its value what the
		// filter tested.
		ctx.Export("filteredByIndex", func() pulumi.Array {
			result := pulumi.Array{}
			for i, v := range []string{"a", "b"} {
				if !(i > 0 && mode == "fast") {
					continue
				}
				result = append(result, pulumi.Bool(mode == "slow" || v == "b"))
			}
			return result
		}())

		// A conditional choosing an output, comparing in a branch what it tested.
		ctx.Export("chosen", func() pulumi.StringOutput {
			if enabled {
				return fastPet.ID().ToStringOutput()
			}
			return pulumi.String(func() string {
				if enabled == true {
					return "x"
				}
				return "y"
			}()).ToStringOutput()
		}())
		return nil
	})
}
