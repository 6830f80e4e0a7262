package main

import (
	"fmt"
	"math"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Dividing by zero is an error: the run fails there. The divisor is computed
		// from a resource's output (the pet's length less 2, which is 0), so the
		// division happens when the output is known; the remainder by it would fail
		// the same way.
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		divisor := pet.Length.ApplyT(func(length int) (int, error) {
			return length - 2, nil
		}).(pulumi.IntOutput)
		_, err = random.NewRandomString(ctx, "name", &random.RandomStringArgs{Length: divisor.ApplyT(func(divisor2 int) (int, error) {
			return toInt(16.0 / float64(divisor2)), nil
		}).(pulumi.IntOutput)})
		if err != nil {
			return err
		}
		ctx.Export("remainder", divisor.ApplyT(func(divisor2 int) (int, error) {
			return 16 % divisor2, nil
		}).(pulumi.IntOutput))
		return nil
	})
}

// toInt converts a number to an int; a number that is not whole is an
// error, as in PCL.
func toInt(n float64) int {
	if math.Trunc(n) != n || math.IsInf(n, 0) {
		panic(fmt.Sprintf("%v is not a whole number", n))
	}
	return int(n)
}
