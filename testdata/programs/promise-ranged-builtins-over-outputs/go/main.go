package main

import (
	"fmt"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumix"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		ami, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: []string{"self", "amazon"}})
		if err != nil {
			return err
		}
		var pet []*random.RandomPet
		for index := range func() []bool {
			result := []bool{}
			for _, owner := range ami.Owners {
				if !(owner != "nobody") {
					continue
				}
				result = append(result, true)
			}
			return result
		}() {
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("pet-%v", index), nil)
			if err != nil {
				return err
			}
			pet = append(pet, res)
		}
		password, err := random.NewRandomPassword(ctx, "password", &random.RandomPasswordArgs{
			Length: pulumi.Int(8),
			MinNumeric: func() pulumi.IntOutput {
				deferred, resolve := pulumi.DeferredOutput[int](ctx.Context())
				value := pulumi.ToSecret(pulumi.Int(1)).(pulumi.IntOutput)
				go func() {
					if _, err2 := internals.UnsafeAwaitOutput(ctx.Context(), value); err2 != nil {
						message := err2.Error()
						_ = message
						resolve(pulumi.ToOutput(pulumi.Int(-1)))
						return
					}
					resolve(value)
				}()
				return pulumix.Cast[pulumi.IntOutput, int](deferred)
			}().ApplyT(func(recover2 int) (int, error) {
				return min(len(pet), recover2), nil
			}).(pulumi.IntOutput),
			MinLower: pulumi.ToSecret(pulumi.Int(1)).(pulumi.IntOutput).ApplyT(func(secret int) (int, error) {
				return max(len(pet), secret), nil
			}).(pulumi.IntOutput),
		})
		if err != nil {
			return err
		}
		ctx.Export("minNumeric", password.MinNumeric)
		return nil
	})
}
