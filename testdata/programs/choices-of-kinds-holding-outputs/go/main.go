package main

import (
	"errors"
	"fmt"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A conditional whose branches are of different kinds (a list or map or
		// object holding outputs, and a number, a string, a bool or another kind of
		// collection) is of the union of their types, of which Go has no one input
		// type: each branch is the input of its own type, in a local, a resource's
		// input of any type, a list, and an object of an output; nested in another
		// conditional too.

		first := true
		if param, err := cfg.TryBool("first"); err == nil {
			first = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var names []string
		if err := cfg.TryObject("names", &names); errors.Is(err, config.ErrMissingVar) {
			names = []string{"a", "b"}
		} else if err != nil {
			return err
		}
		pet, err := random.NewRandomInteger(ctx, "pet", &random.RandomIntegerArgs{Max: pulumi.Int(3), Min: pulumi.Int(1)})
		if err != nil {
			return err
		}
		objectOrBool := func() pulumi.Input {
			if first {
				return pulumi.IntMap{"a": pet.Result}
			}
			return pulumi.Bool(false)
		}()
		listOrNumber := func() pulumi.Input {
			if first {
				return pulumi.StringArray{pet.ID()}
			}
			return pulumi.Int(3)
		}()
		loopOrString := func() pulumi.Input {
			if first {
				return func() pulumi.IntArray {
					result := pulumi.IntArray{}
					for range names {
						result = append(result, pet.Result)
					}
					return result
				}()
			}
			return pulumi.String("x")
		}()
		mapOrList := func() pulumi.Input {
			if first {
				return func() pulumi.IntMap {
					result := pulumi.IntMap{}
					for _, n := range names {
						key := n
						if _, dup := result[key]; dup {
							panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
						}
						result[key] = pet.Result
					}
					return result
				}()
			}
			return pulumi.IntArray{pulumi.Int(1)}
		}()
		ctx.Export("objectOrBool", objectOrBool)
		ctx.Export("listOrNumber", listOrNumber)
		ctx.Export("loopOrString", loopOrString)
		ctx.Export("mapOrList", mapOrList)
		stash, err := pulumi.NewStash(ctx, "stash", &pulumi.StashArgs{Input: pulumi.Map{
			"direct": func() pulumi.Input {
				if first {
					return func() pulumi.Array {
						result := pulumi.Array{}
						for range names {
							result = append(result, pet.ID().ToStringOutput())
						}
						return result
					}()
				}
				return pulumi.Int(0)
			}(),
			"held":   objectOrBool,
			"listed": pulumi.Array{listOrNumber, pulumi.Int(1)},
		}})
		if err != nil {
			return err
		}
		ctx.Export("stashed", stash.Output)
		ctx.Export("nested", pulumi.Map{
			"x": mapOrList,
			"y": func() pulumi.Input {
				if first {
					return pulumi.Map{"k": pet.Result}
				}
				return pulumi.String("none")
			}(),
		})
		nestedChoice := func() pulumi.Input {
			if first {
				return func() pulumi.IntMap {
					if len(names) > 1 {
						return func() pulumi.IntMap {
							result := pulumi.IntMap{}
							for _, n := range names {
								key := n
								if _, dup := result[key]; dup {
									panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
								}
								result[key] = pet.Result
							}
							return result
						}()
					}
					return pulumi.IntMap{}
				}()
			}
			return pulumi.Bool(false)
		}()
		ctx.Export("nestedChoice", nestedChoice)
		return nil
	})
}
