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

		// element() of a conditional whose branches are a plain list and splats of
		// resources' outputs: the element of the list the condition picks.
		first := false
		if param, err := cfg.TryBool("first"); err == nil {
			first = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var pets []*random.RandomPet
		for index := 0; index < 2; index++ {
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("pets-%v", index), &random.RandomPetArgs{Prefix: pulumi.String("p")})
			if err != nil {
				return err
			}
			pets = append(pets, res)
		}
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{Inputs: pulumi.StringArray{stringElem(func() pulumi.StringPtrOutput {
			if first {
				return pulumi.ToOutput(pulumi.StringRef(element([]string{"brace"}, 1))).(pulumi.StringPtrOutput)
			}
			return func() pulumi.StringPtrOutput {
				if first {
					return element(func() pulumi.Array {
						result := pulumi.Array{}
						for _, item := range pets {
							result = append(result, item.Prefix)
						}
						return result
					}(), 1).(pulumi.StringPtrInput).ToStringPtrOutput()
				}
				return element(func() pulumi.StringArray {
					result := pulumi.StringArray{}
					for _, item := range pets {
						result = append(result, item.ID())
					}
					return result
				}(), 1).ToStringOutput().ToStringPtrOutput()
			}()
		}())}})
		if err != nil {
			return err
		}
		ctx.Export("picked", pulumi.Array{
			shuffle.Results,
			func() pulumi.StringOutput {
				if first {
					return element(func() pulumi.StringArray {
						result := pulumi.StringArray{}
						for _, item := range pets {
							result = append(result, item.ID())
						}
						return result
					}(), 0).ToStringOutput()
				}
				return pulumi.String(element([]string{"x", "y"}, 0)).ToStringOutput()
			}(),
		})
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
