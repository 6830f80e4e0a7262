package main

import (
	"math"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A component config variable with a default, read in a lambda inside a
		// comprehension (the apply of each element of a list): Python assigns it
		// once, where a type checker kept no narrowing of `if x is None: x = []`
		// there.
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		counted, err := NewCounted(ctx, "counted", &CountedArgs{Threshold: pet.Length})
		if err != nil {
			return err
		}
		plain, err := NewCounted(ctx, "plain", &CountedArgs{Lengths: []float64{1.0, 2.0}, Threshold: pulumi.Int(3)})
		if err != nil {
			return err
		}
		ctx.Export("counts", counted.Count)
		ctx.Export("plainCounts", plain.Count)
		ctx.Export("sums", counted.Sums)
		ctx.Export("plainSums", plain.Sums)
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
