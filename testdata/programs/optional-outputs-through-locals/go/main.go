package main

import (
	"errors"
	"fmt"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/s3"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Outputs the SDK types as Output[T | None] (a resource's property that
		// may be unset) given where an input takes an Output[T]: read through a
		// local, made secret (of a plain optional value too), unsecret, chosen by a
		// conditional, or of an instance of a ranged resource; and lists whose
		// elements are such outputs or plain values that may be null.
		var prefix *string
		if param, err := cfg.Try("prefix"); err == nil {
			prefix = &param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		seeded, err := random.NewRandomInteger(ctx, "seeded", &random.RandomIntegerArgs{
			Min:  pulumi.Int(1),
			Max:  pulumi.Int(10),
			Seed: pulumi.String("s"),
		})
		if err != nil {
			return err
		}
		var ranged []*random.RandomInteger
		for index := 0; index < 2; index++ {
			res, err := random.NewRandomInteger(ctx, fmt.Sprintf("ranged-%v", index), &random.RandomIntegerArgs{
				Min:  pulumi.Int(1),
				Max:  pulumi.Int(10),
				Seed: pulumi.String("r"),
			})
			if err != nil {
				return err
			}
			ranged = append(ranged, res)
		}
		seed := seeded.Seed
		sameSeed := seed
		secretSeed := pulumi.ToSecret(seeded.Seed).(pulumi.StringPtrOutput)
		_, err = s3.NewBucketObject(ctx, "object", &s3.BucketObjectArgs{
			Bucket:  stringElem(seed),
			Key:     sameSeed,
			Content: pulumi.ToSecret(prefix).(pulumi.StringPtrOutput),
		})
		if err != nil {
			return err
		}
		_, err = s3.NewBucketObject(ctx, "copy", &s3.BucketObjectArgs{
			Bucket: stringElem(pulumi.Unsecret(secretSeed).(pulumi.StringPtrOutput)),
			Key:    ranged[0].Seed,
			Content: pulumi.All(seeded.Result, seed).ApplyT(func(resolved []interface{}) (*string, error) {
				result := resolved[0].(int)
				seed2 := resolved[1].(*string)
				return func() *string {
					if result > 5 {
						return seed2
					}
					return pulumi.StringRef("none")
				}(), nil
			}).(pulumi.StringPtrOutput),
		})
		if err != nil {
			return err
		}
		_, err = ec2.NewSecurityGroup(ctx, "group", &ec2.SecurityGroupArgs{Name: secretSeed, Description: ranged[1].Seed})
		if err != nil {
			return err
		}

		// Collections of such values, and of a plain value that may be null.
		seeds := pulumi.Array{seeded.Seed, ranged[1].Seed}
		_, err = random.NewRandomShuffle(ctx, "shuffled", &random.RandomShuffleArgs{Inputs: func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for _, value2 := range seeds {
				value := func() pulumi.StringPtrInput {
					if value2 == nil {
						return pulumi.Any(nil).ApplyT(func(interface{}) *string {
							return nil
						}).(pulumi.StringPtrOutput)
					}
					return value2.(pulumi.StringPtrInput)
				}()
				result = append(result, stringElem(value.ToStringPtrOutput()))
			}
			return result
		}()})
		if err != nil {
			return err
		}
		_, err = random.NewRandomShuffle(ctx, "secretShuffled", &random.RandomShuffleArgs{Inputs: pulumi.ToSecret(pulumi.StringArray{stringElem(seeded.Seed)}).(pulumi.StringArrayOutput)})
		if err != nil {
			return err
		}
		_, err = random.NewRandomShuffle(ctx, "prefixed", &random.RandomShuffleArgs{Inputs: pulumi.StringArray{stringInput(prefix), pulumi.String("x")}})
		if err != nil {
			return err
		}
		return nil
	})
}

// stringElem returns the value of o as an input whose value is null (no
// value) where o's is nil: a null given to an input leaves it unset, as in
// PCL.
func stringElem(o pulumi.StringPtrOutput) pulumi.StringOutput {
	// The output's value is the string itself, which applies and
	// pulumi.ToSecret read, or nil, which the SDK sends as no value.
	return pulumi.StringOutput{OutputState: o.ApplyT(func(v *string) interface{} {
		if v == nil {
			return nil
		}
		return *v
	}).(pulumi.AnyOutput).OutputState}
}

// stringInput returns *v as an input, nil (no value) when v is nil: a null
// given to an input leaves it unset, as in PCL.
func stringInput(v *string) pulumi.StringInput {
	if v == nil {
		return nil
	}
	return pulumi.String(*v)
}
