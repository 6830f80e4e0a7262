package main

import (
	"errors"
	"math"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Large numbers written in templates that interpolate outputs: PCL prints
		// the digits, never an exponent, whether the number is plain or an output.
		big := 2147483648
		if param, err := cfg.TryInt("big"); err == nil {
			big = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		ctx.Export("secretNumber", pulumi.Sprintf("n=%v", pulumi.ToSecret(pulumi.Float64(func() float64 {
			if v, ok := func() (v float64, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return float64(big), true
			}(); ok {
				return v
			}
			return 0.5
		}())).(pulumi.Float64Output).ApplyT(numberText).(pulumi.StringOutput)))
		ctx.Export("plainNumberBesideOutput", pulumi.Sprintf("%v:%v", pet.ID().ToStringOutput(), numberText(float64(big)*1.5)))
		ctx.Export("outputArithmetic", pulumi.Sprintf("%v", pet.Length.ApplyT(func(length int) (float64, error) {
			return float64(length) * 1000000000000.0, nil
		}).(pulumi.Float64Output).ApplyT(numberText).(pulumi.StringOutput)))
		return nil
	})
}

// numberText prints v as PCL prints a number: in plain digits, a whole
// number in its exact digits (the shortest would print 2^62 as
// 4611686018427388000), and 0 for zero, which arithmetic on float64s may
// make negative (-0).
func numberText(v float64) string {
	if v == 0 {
		return "0"
	}
	if v == math.Trunc(v) {
		return strconv.FormatFloat(v, 'f', 0, 64)
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}
