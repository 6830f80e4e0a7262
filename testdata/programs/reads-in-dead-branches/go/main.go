package main

import (
	"errors"
	"fmt"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Values that a program reads only where its run never looks: a
		// conditional's branch not taken, the body of a for expression over an
		// empty list, a fallback of try that is not needed. PCL creates the
		// resources, makes the invokes and computes the locals all the same; Go,
		// whose SDK runs an apply only for whoever awaits its output, awaits them.
		pick := false
		if param, err := cfg.TryBool("pick"); err == nil {
			pick = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		made := pulumi.Unsecret(pulumi.ToSecret(pulumi.BoolArray{pulumi.Bool(true)}).(pulumi.BoolArrayOutput)).(pulumi.BoolArrayOutput).ApplyT(func(secret []bool) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index := range secret {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("made-%v", index), &random.RandomPetArgs{Prefix: pulumi.String(fmt.Sprintf("m%v", index))})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		listed := pulumi.Unsecret(pulumi.ToSecret(pulumi.StringArray{pulumi.String("a"), pulumi.String("b")}).(pulumi.StringArrayOutput)).(pulumi.StringArrayOutput).ApplyT(func(secret []string) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index, value := range secret {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("listed-%v", index), &random.RandomPetArgs{Prefix: pulumi.String("l" + value)})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		found := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{Owners: pulumi.StringArray{made.ApplyT(func(made2 []*random.RandomPet) (pulumi.StringOutput, error) {
			return made2[0].ID().ToStringOutput(), nil
		}).(pulumi.StringOutput)}})
		length := made.ApplyT(func(made2 []*random.RandomPet) (pulumi.IntOutput, error) {
			return made2[0].Length, nil
		}).(pulumi.IntOutput)
		chosen := pulumi.Unsecret(pulumi.ToSecret(pulumi.BoolArray{pulumi.Bool(true)}).(pulumi.BoolArrayOutput)).(pulumi.BoolArrayOutput).ApplyT(func(secret []bool) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index := range secret {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("chosen-%v", index), nil)
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		_, err := random.NewRandomPet(ctx, "reader", &random.RandomPetArgs{
			Prefix: func() pulumi.StringOutput {
				if pick {
					return chosen.ApplyT(func(chosen2 []*random.RandomPet) (pulumi.StringOutput, error) {
						return chosen2[0].ID().ToStringOutput(), nil
					}).(pulumi.StringOutput)
				}
				return pulumi.String("none").ToStringOutput()
			}(),
			Length: length.ApplyT(func(length2 int) (int, error) {
				return func() int {
					if v, ok := func() (v int, ok bool) {
						defer func() {
							if recover() != nil {
								ok = false
							}
						}()
						return 2, true
					}(); ok {
						return v
					}
					return length2
				}(), nil
			}).(pulumi.IntOutput),
		})
		if err != nil {
			return err
		}
		ctx.Export("names", func() pulumi.Array {
			result := pulumi.Array{}
			for _, n := range []interface{}{} {
				result = append(result, pulumi.Sprintf("%v%v", n, listed.ApplyT(func(listed2 []*random.RandomPet) (pulumi.StringOutput, error) {
					return listed2[0].ID().ToStringOutput(), nil
				}).(pulumi.StringOutput)))
			}
			return result
		}())
		ctx.Export("imageName", func() pulumi.StringOutput {
			if pick {
				return found.ApplyT(func(found2 ec2.LookupAmiResult) (string, error) {
					return found2.Name, nil
				}).(pulumi.StringOutput)
			}
			return pulumi.String("none").ToStringOutput()
		}())
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), made); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), listed); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), found); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), length); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), chosen); err != nil {
			return err
		}
		return nil
	})
}
