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

		// Conditionals of object constructors where a property is a string in one
		// branch, missing in another and of dynamic type (try's, an untyped
		// config's) in a third: PCL unifies the property to any (string, none and
		// dynamic), which a typed target language must not require of the branch
		// that lacks it. Walked in each position a conditional's type is written
		// out: secret's argument, the value of an object property (beside an
		// output or not), an element of a list or of a filtered loop, a resource's
		// input.
		var loose interface{} = "given"
		if err := cfg.TryObject("loose", &loose); err != nil {
			if param, err := cfg.Try("loose"); err == nil {
				loose = param
			}
		}
		pick := true
		if param, err := cfg.TryBool("pick"); err == nil {
			pick = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		inner := false
		if param, err := cfg.TryBool("inner"); err == nil {
			inner = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		untried := func() interface{} {
			if v, ok := func() (v interface{}, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return func() interface{} {
					panic("never")
				}(), true
			}(); ok {
				return v
			}
			return "fallback"
		}()
		chosen := pulumi.ToSecret(pulumi.ToMap(func() map[string]interface{} {
			if pick {
				return func() map[string]interface{} {
					if inner {
						return map[string]interface{}{
							"organization": pulumi.StringRef("known"),
							"locality":     pulumi.StringRef("here"),
						}
					}
					return map[string]interface{}{"country": pulumi.StringRef("nowhere")}
				}()
			}
			return map[string]interface{}{"organization": untried}
		}())).(pulumi.MapOutput)
		nested := pulumi.ToSecret(pulumi.Map{"within": pulumi.ToMap(func() map[string]interface{} {
			if pick {
				return func() map[string]interface{} {
					if inner {
						return map[string]interface{}{"name": pulumi.StringRef("n")}
					}
					return map[string]interface{}{"other": pulumi.StringRef("x")}
				}()
			}
			return map[string]interface{}{"name": loose}
		}())}).(pulumi.MapOutput)
		listed := pulumi.ToSecret(pulumi.MapArray{pulumi.ToMap(func() map[string]interface{} {
			if pick {
				return func() map[string]interface{} {
					if inner {
						return map[string]interface{}{"name": pulumi.StringRef("n")}
					}
					return map[string]interface{}{"other": pulumi.StringRef("y")}
				}()
			}
			return map[string]interface{}{"name": untried}
		}())}).(pulumi.MapArrayOutput)
		holder, err := pulumi.NewStash(ctx, "holder", &pulumi.StashArgs{Input: pulumi.ToMap(func() map[string]interface{} {
			if pick {
				return func() map[string]interface{} {
					if inner {
						return map[string]interface{}{"name": pulumi.StringRef("n"), "size": 1}
					}
					return map[string]interface{}{"size": 2}
				}()
			}
			return map[string]interface{}{"name": loose, "size": 3}
		}())})
		if err != nil {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		heldWithOutput := pulumi.Map{
			"id": pet.ID().ToStringOutput(),
			"within": pulumi.ToMap(func() map[string]interface{} {
				if pick {
					return func() map[string]interface{} {
						if inner {
							return map[string]interface{}{"name": pulumi.StringRef("n")}
						}
						return map[string]interface{}{"other": pulumi.StringRef("x")}
					}()
				}
				return map[string]interface{}{"name": loose}
			}()),
		}
		guarded := func() []map[string]interface{} {
			result := []map[string]interface{}{}
			for i, flag := range []bool{pick, inner} {
				if !(flag && i >= 0) {
					continue
				}
				result = append(result, func() map[string]interface{} {
					if inner {
						return map[string]interface{}{"name": pulumi.StringRef("n")}
					}
					return map[string]interface{}{"other": pulumi.StringRef("x")}
				}())
			}
			return result
		}()
		comparedGuarded := func() []map[string]interface{} {
			result := []map[string]interface{}{}
			for i, flag := range []bool{pick, inner} {
				if !(flag && i >= 0) {
					continue
				}
				result = append(result, func() map[string]interface{} {
					if flag {
						return func() map[string]interface{} {
							if inner {
								return map[string]interface{}{"name": pulumi.StringRef("n")}
							}
							return map[string]interface{}{"other": pulumi.StringRef("x")}
						}()
					}
					return map[string]interface{}{"name": untried}
				}())
			}
			return result
		}()
		ctx.Export("chosen", chosen)
		ctx.Export("nested", nested)
		ctx.Export("listed", listed)
		ctx.Export("held", holder.Output)
		ctx.Export("heldWithOutput", heldWithOutput)
		ctx.Export("guarded", pulumi.ToMapArray(guarded))
		ctx.Export("comparedGuarded", pulumi.ToMapArray(comparedGuarded))
		return nil
	})
}
