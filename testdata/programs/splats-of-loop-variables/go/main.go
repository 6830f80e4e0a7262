package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		pet, err := random.NewRandomPet(ctx, "pet", nil)
		if err != nil {
			return err
		}
		shuffled, err := NewComp(ctx, "shuffled", &CompArgs{Enabled: pet.ID().ToStringOutput().ApplyT(func(id string) (bool, error) {
			return id != "", nil
		}).(pulumi.BoolOutput)})
		if err != nil {
			return err
		}
		ctx.Export("counts", shuffled.Counts)
		ctx.Export("keyed", shuffled.Keyed)
		ctx.Export("nonEmpty", shuffled.NonEmpty)
		return nil
	})
}

// boolOr returns the value of o, or fallback's where o's is null: a
// component's input given null takes its config's default, as in PCL.
func boolOr(o pulumi.BoolPtrOutput, fallback pulumi.BoolOutput) pulumi.BoolOutput {
	return pulumi.All(o, fallback).ApplyT(func(values []interface{}) bool {
		if v := values[0].(*bool); v != nil {
			return *v
		}
		return values[1].(bool)
	}).(pulumi.BoolOutput)
}
