package main

import (
	"fmt"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumix"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Instances pass the component outputs and plain values alike: inputs that
		// receive an output are pulumi inputs in the component's args.
		seed, err := random.NewRandomInteger(ctx, "seed", &random.RandomIntegerArgs{Min: pulumi.Int(2), Max: pulumi.Int(5)})
		if err != nil {
			return err
		}
		fromOutput, err := NewPet(ctx, "fromOutput", &PetArgs{Length: seed.Result, Prefix: pulumi.String("out")})
		if err != nil {
			return err
		}
		fromPlain, err := NewPet(ctx, "fromPlain", &PetArgs{Length: pulumi.Int(3), Prefix: pulumi.String("plain")})
		if err != nil {
			return err
		}
		ctx.Export("outputName", fromOutput.Name)
		ctx.Export("plainName", fromPlain.Name)

		// Two instances that take each other's outputs: the one created first reads
		// the other's through a deferred output.
		deferredRightSuffix, resolveRightSuffix := pulumi.DeferredOutput[string](ctx.Context())
		rightSuffix := pulumix.Cast[pulumi.StringOutput, string](deferredRightSuffix)
		left, err := NewPet(ctx, "left", &PetArgs{Length: pulumi.Int(2), Prefix: rightSuffix})
		if err != nil {
			return err
		}
		right, err := NewPet(ctx, "right", &PetArgs{Length: pulumi.Int(2), Prefix: left.Suffix})
		if err != nil {
			return err
		}
		resolveRightSuffix(right.Suffix)
		ctx.Export("leftName", left.Name)

		// Components ranged over an output: Go holds them in a pulumi.AnyOutput.
		words, err := random.NewRandomShuffle(ctx, "words", &random.RandomShuffleArgs{Inputs: pulumi.StringArray{pulumi.String("x"), pulumi.String("y")}})
		if err != nil {
			return err
		}
		perWord := pulumi.Unsecret(words.Results).(pulumi.StringArrayOutput).ApplyT(func(results []string) ([]*Pet, error) {
			var resources []*Pet
			for index, value := range results {
				res, err := NewPet(ctx, fmt.Sprintf("perWord-%v", index), &PetArgs{Length: pulumi.Int(1), Prefix: pulumi.String(value)})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(pulumi.AnyOutput)
		ctx.Export("firstWordName", perWord.ApplyT(func(v interface{}) (pulumi.StringOutput, error) {
			perWord2 := v.([]*Pet)
			return perWord2[0].Name, nil
		}).(pulumi.StringOutput))
		return nil
	})
}

// stringOr returns the value of o, or fallback's where o's is null: a
// component's input given null takes its config's default, as in PCL.
func stringOr(o pulumi.StringPtrOutput, fallback pulumi.StringOutput) pulumi.StringOutput {
	return pulumi.All(o, fallback).ApplyT(func(values []interface{}) string {
		if v := values[0].(*string); v != nil {
			return *v
		}
		return values[1].(string)
	}).(pulumi.StringOutput)
}
