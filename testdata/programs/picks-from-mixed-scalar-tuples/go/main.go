package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumix"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Constant picks from tuples of scalars of different types beside outputs
		// that may fail (so the tuple is evaluated whole): each element keeps its
		// own type, an int beside a number stays an int.
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		intOfNumbers := pulumi.Array{
			pulumi.Int(1),
			pet.Length.ApplyT(func(length int) (float64, error) {
				return 1.5 + float64(length), nil
			}).(pulumi.Float64Output),
		}[0].(pulumi.IntInput).ToIntOutput()
		numberOfInts := pulumi.Array{
			pulumi.Int(3),
			pet.Length.ApplyT(func(length int) (float64, error) {
				return 7.0 / float64(length), nil
			}).(pulumi.Float64Output),
		}[1].(pulumi.Float64Input).ToFloat64Output()
		intBesideText := pulumi.Array{
			pulumi.String("x"),
			pet.Length.ApplyT(func(length int) (int, error) {
				return 1 + length, nil
			}).(pulumi.IntOutput),
		}[1].(pulumi.IntInput).ToIntOutput()
		boolOfMixed := pulumi.Array{
			pulumi.Bool(true),
			pet.Length.ApplyT(func(length int) (float64, error) {
				return float64(length) / 2.0, nil
			}).(pulumi.Float64Output),
			pulumi.String("y"),
		}[0].(pulumi.BoolInput).ToBoolOutput()
		textOfMixed := pulumi.Array{
			pet.Length.ApplyT(func(length int) (int, error) {
				return length % 2, nil
			}).(pulumi.IntOutput),
			pulumi.String("z"),
		}[1].(pulumi.StringInput).ToStringOutput()
		recovered := pulumi.IntArray{
			pulumi.Int(1),
			pet.Length.ApplyT(func(length int) (int, error) {
				return 16 + length, nil
			}).(pulumi.IntOutput),
			func() pulumi.IntOutput {
				deferred, resolve := pulumi.DeferredOutput[int](ctx.Context())
				value := pulumi.ToSecret(pulumi.Int(-3)).(pulumi.IntOutput)
				go func() {
					if _, err2 := internals.UnsafeAwaitOutput(ctx.Context(), value); err2 != nil {
						message := err2.Error()
						_ = message
						resolve(pulumi.ToOutput(pulumi.Int(4)))
						return
					}
					resolve(value)
				}()
				return pulumix.Cast[pulumi.IntOutput, int](deferred)
			}(),
		}[0].(pulumi.IntInput).ToIntOutput()
		_, err = random.NewRandomPet(ctx, "counted", &random.RandomPetArgs{
			Length: intOfNumbers.ApplyT(func(intOfNumbers2 int) (int, error) {
				return intOfNumbers2 + 1, nil
			}).(pulumi.IntOutput),
			Prefix: pulumi.Sprintf("%v-%v", textOfMixed, boolOfMixed),
		})
		if err != nil {
			return err
		}
		ctx.Export("intOfNumbers", intOfNumbers)
		ctx.Export("numberOfInts", numberOfInts)
		ctx.Export("intBesideText", intBesideText)
		ctx.Export("recovered", recovered.ApplyT(func(recovered2 int) (int, error) {
			return recovered2 * 2, nil
		}).(pulumi.IntOutput))
		return nil
	})
}
