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
		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{
			Inputs:      pulumi.StringArray{pulumi.String("a"), pulumi.String("b"), pulumi.String("c")},
			ResultCount: pulumi.Int(2),
		})
		if err != nil {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Array{pulumi.All(shuffle.ResultCount).ApplyT(func(resolved []interface{}) (*int, error) {
			resultCount := resolved[0].(*int)
			return func() *int {
				if equalPointers(resultCount, pulumi.IntRef(3)) {
					return pulumi.IntRef(*resultCount % 4)
				}
				return func() *int {
					if equalPointers(resultCount, pulumi.IntRef(2)) {
						return resultCount
					}
					return pulumi.IntRef(2147483648)
				}()
			}(), nil
		}).(pulumi.IntPtrOutput)}[0].(pulumi.IntPtrInput).ToIntPtrOutput()})
		if err != nil {
			return err
		}
		nested := pulumi.Array{shuffle.ResultCount.ApplyT(func(resultCount *int) (*int, error) {
			return func() *int {
				if equalPointers(resultCount, pulumi.IntRef(3)) {
					return pulumi.IntRef(*resultCount % 4)
				}
				return func() *int {
					if equalPointers(resultCount, pulumi.IntRef(2)) {
						return resultCount
					}
					return pulumi.IntRef(2147483648)
				}()
			}(), nil
		}).(pulumi.IntPtrOutput)}
		plainCondition := func() pulumi.Float64PtrOutput {
			if flag {
				return shuffle.ResultCount.ApplyT(func(resultCount *int) (float64, error) {
					return float64(*resultCount) / 2.0, nil
				}).(pulumi.Float64Output).ToFloat64PtrOutput()
			}
			return func() pulumi.Float64PtrOutput {
				if flag {
					return shuffle.ResultCount.ApplyT(func(resultCount *int) (*float64, error) {
						return optionalFloat(resultCount), nil
					}).(pulumi.Float64PtrOutput)
				}
				return pulumi.ToOutput(pulumi.Float64Ref(7.0)).(pulumi.Float64PtrOutput)
			}()
		}()
		inObject := pulumi.Map{"n": func() pulumi.Float64PtrOutput {
			if flag {
				return pulumi.ToOutput(pulumi.Float64Ref(0.5)).(pulumi.Float64PtrOutput)
			}
			return func() pulumi.Float64PtrOutput {
				if !flag {
					return shuffle.ResultCount.ApplyT(func(resultCount *int) (*float64, error) {
						return optionalFloat(resultCount), nil
					}).(pulumi.Float64PtrOutput)
				}
				return pulumi.ToOutput(pulumi.Float64Ref(3.0)).(pulumi.Float64PtrOutput)
			}()
		}()}
		ctx.Export("length", pet.Length)
		ctx.Export("nested", nested)
		ctx.Export("plainCondition", plainCondition)
		ctx.Export("inObject", inObject["n"].(pulumi.Float64PtrInput).ToFloat64PtrOutput())
		return nil
	})
}

// equalPointers reports whether a and b, optional values held as
// pointers, are equal, as PCL's == compares them: null equals only null.
func equalPointers[T comparable](a, b *T) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}

// optionalFloat returns *v as a number, nil when v is nil: an optional int
// where an optional number is taken.
func optionalFloat(v *int) *float64 {
	if v == nil {
		return nil
	}
	f := float64(*v)
	return &f
}
