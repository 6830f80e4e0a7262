package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A component whose config is read only in branches of conditionals whose
		// condition is constant, given outputs: the variable it is assigned to is
		// never read in the function.
		source, err := random.NewRandomPet(ctx, "source", nil)
		if err != nil {
			return err
		}
		parts, err := NewComp(ctx, "parts", &CompArgs{Label: source.ID(), Count: source.Length})
		if err != nil {
			return err
		}
		ctx.Export("prefix", parts.Prefix)
		return nil
	})
}

// intOr returns the value of o, or fallback's where o's is null: a
// component's input given null takes its config's default, as in PCL.
func intOr(o pulumi.IntPtrOutput, fallback pulumi.IntOutput) pulumi.IntOutput {
	return pulumi.All(o, fallback).ApplyT(func(values []interface{}) int {
		if v := values[0].(*int); v != nil {
			return *v
		}
		return values[1].(int)
	}).(pulumi.IntOutput)
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
