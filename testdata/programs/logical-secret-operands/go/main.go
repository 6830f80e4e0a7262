package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Logical operators over several secrets: each operand is its own value in
		// the apply that resolves them, though their parameters share a name.
		anyTrue := pulumi.All(pulumi.ToSecret(pulumi.Bool(false)).(pulumi.BoolOutput), pulumi.ToSecret(pulumi.Bool(true)).(pulumi.BoolOutput)).ApplyT(func(resolved []interface{}) (bool, error) {
			secret := resolved[0].(bool)
			secret2 := resolved[1].(bool)
			return secret || secret2, nil
		}).(pulumi.BoolOutput)
		allTrue := pulumi.All(pulumi.ToSecret(pulumi.Bool(true)).(pulumi.BoolOutput), pulumi.ToSecret(pulumi.Bool(false)).(pulumi.BoolOutput)).ApplyT(func(resolved []interface{}) (bool, error) {
			secret := resolved[0].(bool)
			secret2 := resolved[1].(bool)
			return secret && secret2, nil
		}).(pulumi.BoolOutput)
		ctx.Export("anyTrue", anyTrue)
		ctx.Export("allTrue", allTrue)
		ctx.Export("chained", pulumi.All(pulumi.ToSecret(pulumi.Bool(false)).(pulumi.BoolOutput), pulumi.ToSecret(pulumi.Bool(true)).(pulumi.BoolOutput)).ApplyT(func(resolved []interface{}) (bool, error) {
			secret := resolved[0].(bool)
			secret2 := resolved[1].(bool)
			return secret || secret2, nil
		}).(pulumi.BoolOutput))
		return nil
	})
}
