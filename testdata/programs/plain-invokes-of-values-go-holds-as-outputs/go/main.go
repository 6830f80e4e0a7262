package main

import (
	"example.com/pclgen/simple/sdk/go/simple"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Plain invokes (their arguments are plain) whose arguments Go reads from
		// a map it holds as inputs, since another entry is an output: Go makes them
		// in the output form, whose result a secret in the response makes secret as
		// a whole, where PCL's plain form ignores the response's secrets.
		pet, err := random.NewRandomPet(ctx, "pet", nil)
		if err != nil {
			return err
		}
		names := pulumi.Map{
			"pet":   pet.ID().ToStringOutput(),
			"plain": pulumi.String("db"),
			"count": pulumi.Int(2),
		}
		found := pulumi.Unsecret(ctx.InvokeOutput("simple:index:getSecret", simple.GetSecretOutputArgs{Name: pulumi.Sprintf("n-%v", names["plain"].(pulumi.StringInput).ToStringOutput())}, simple.GetSecretResultOutput{}, pulumi.InvokeOutputOptions{}).(simple.GetSecretResultOutput)).(simple.GetSecretResultOutput)
		_, err = random.NewRandomPet(ctx, "described", &random.RandomPetArgs{Prefix: found.ApplyT(func(found2 simple.GetSecretResult) (string, error) {
			return found2.Name, nil
		}).(pulumi.StringOutput)})
		if err != nil {
			return err
		}
		_, err = random.NewRandomPet(ctx, "counted", &random.RandomPetArgs{Prefix: pulumi.Unsecret(ctx.InvokeOutput("simple:index:getSecret", simple.GetSecretOutputArgs{Name: pulumi.Sprintf("c-%v", names["count"].(pulumi.IntInput).ToIntOutput().ApplyT(func(count int) (int, error) {
			return count + 1, nil
		}).(pulumi.IntOutput))}, simple.GetSecretResultOutput{}, pulumi.InvokeOutputOptions{}).(simple.GetSecretResultOutput)).(simple.GetSecretResultOutput).ApplyT(func(result simple.GetSecretResult) (string, error) {
			return result.Value, nil
		}).(pulumi.StringOutput)})
		if err != nil {
			return err
		}
		ctx.Export("foundName", found.ApplyT(func(found2 simple.GetSecretResult) (string, error) {
			return found2.Name, nil
		}).(pulumi.StringOutput))
		ctx.Export("foundValue", found.ApplyT(func(found2 simple.GetSecretResult) (string, error) {
			return found2.Value, nil
		}).(pulumi.StringOutput))
		return nil
	})
}
