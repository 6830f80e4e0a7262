package main

import (
	"fmt"
	"maps"
	"slices"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/s3"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Locals holding outputs that may be null (a property a resource may leave
		// unset), given whole where a collection of values is taken: Go holds
		// them as input collections of the optional values' inputs (a
		// pulumi.Array, a pulumi.Map), which are no inputs of the destination's
		// type (pulumi.StringArrayInput), so each element is given as the
		// destination's. Also what reads them afterwards.
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
		seeds := pulumi.Array{seeded.Seed, ranged[1].Seed}
		splatted := func() pulumi.Array {
			result := pulumi.Array{}
			for _, item := range ranged {
				result = append(result, item.Seed)
			}
			return result
		}()
		tags := pulumi.Map{"seed": seeded.Seed, "fixed": pulumi.String("x")}
		named := pulumi.Map{"seed": seeded.Seed}
		_, err = random.NewRandomShuffle(ctx, "fromTuple", &random.RandomShuffleArgs{Inputs: func() pulumi.StringArray {
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
		_, err = random.NewRandomShuffle(ctx, "fromSplat", &random.RandomShuffleArgs{Inputs: func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for _, value2 := range splatted {
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
		_, err = s3.NewBucket(ctx, "fromMap", &s3.BucketArgs{Tags: func() pulumi.StringMap {
			result := pulumi.StringMap{}
			collection := tags
			for _, key := range slices.Sorted(maps.Keys(collection)) {
				value := func() pulumi.StringPtrInput {
					if collection[key] == nil {
						return pulumi.Any(nil).ApplyT(func(interface{}) *string {
							return nil
						}).(pulumi.StringPtrOutput)
					}
					return collection[key].(pulumi.StringPtrInput)
				}()
				result[key] = stringElem(value.ToStringPtrOutput())
			}
			return result
		}()})
		if err != nil {
			return err
		}
		_, err = random.NewRandomShuffle(ctx, "fromElements", &random.RandomShuffleArgs{Inputs: pulumi.StringArray{
			stringElem(named["seed"].(pulumi.StringPtrInput).ToStringPtrOutput()),
			stringElem(seeds[0].(pulumi.StringPtrInput).ToStringPtrOutput()),
		}})
		if err != nil {
			return err
		}
		ctx.Export("firstSeed", seeds[0].(pulumi.StringPtrInput).ToStringPtrOutput())
		ctx.Export("seedTag", tags["seed"].(pulumi.StringPtrInput).ToStringPtrOutput())
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
