package main

import (
	"fmt"

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
		intOfNumbers := func() int {
			_ = pulumi.Float64Array{
				pulumi.Float64(1.0),
				pet.Length.ApplyT(func(length int) (float64, error) {
					return 1.5 + float64(length), nil
				}).(pulumi.Float64Output),
			}
			return 1
		}()
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
		boolOfMixed := func() bool {
			_ = pulumi.Array{
				pulumi.Bool(true),
				pet.Length.ApplyT(func(length int) (float64, error) {
					return float64(length) / 2.0, nil
				}).(pulumi.Float64Output),
				pulumi.String("y"),
			}
			return true
		}()
		textOfMixed := func() string {
			_ = pulumi.Array{
				pet.Length.ApplyT(func(length int) (int, error) {
					return length % 2, nil
				}).(pulumi.IntOutput),
				pulumi.String("z"),
			}
			return "z"
		}()
		recovered := func() int {
			_ = pulumi.IntArray{
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
			}
			return 1
		}()
		_, err = random.NewRandomPet(ctx, "counted", &random.RandomPetArgs{
			Length: pulumi.Int(intOfNumbers + 1),
			Prefix: pulumi.String(fmt.Sprintf("%v-%v", textOfMixed, boolOfMixed)),
		})
		if err != nil {
			return err
		}
		ctx.Export("intOfNumbers", pulumi.Int(intOfNumbers))
		ctx.Export("numberOfInts", numberOfInts)
		ctx.Export("intBesideText", intBesideText)
		ctx.Export("recovered", pulumi.Int(recovered*2))
		return nil
	})
}
