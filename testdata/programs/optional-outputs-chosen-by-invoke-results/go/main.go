package main

import (
	"errors"
	"fmt"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A choice whose condition reads an invoke's result (a promise, which
		// TypeScript awaits) between lists of optional outputs and plain lists,
		// given where a list of strings is taken: the optional outputs are taken
		// as present, as they are where the condition is plain.
		on := true
		if param, err := cfg.TryBool("on"); err == nil {
			on = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		ami, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: []string{"self"}})
		if err != nil {
			return err
		}
		var ids []*random.RandomId
		for index := 0; index < 2; index++ {
			res, err := random.NewRandomId(ctx, fmt.Sprintf("ids-%v", index), &random.RandomIdArgs{ByteLength: pulumi.Int(4), Prefix: pulumi.String("p")})
			if err != nil {
				return err
			}
			ids = append(ids, res)
		}
		byArchitecture, err := random.NewRandomShuffle(ctx, "byArchitecture", &random.RandomShuffleArgs{Inputs: func() pulumi.StringArray {
			if ami.Architecture != "arm" {
				return func() pulumi.StringArray {
					result := pulumi.StringArray{}
					for _, item := range ids {
						result = append(result, stringElem(item.Prefix))
					}
					return result
				}()
			}
			return pulumi.StringArray{pulumi.String("z")}
		}()})
		if err != nil {
			return err
		}
		nested, err := random.NewRandomShuffle(ctx, "nested", &random.RandomShuffleArgs{Inputs: func() pulumi.StringArrayInput {
			if ami.Architecture == "arm" {
				return pulumi.StringArray{pulumi.String("y")}
			}
			return func() pulumi.StringArray {
				if on {
					return func() pulumi.StringArray {
						result := pulumi.StringArray{}
						for _, item := range ids {
							result = append(result, stringElem(item.Prefix))
						}
						return result
					}()
				}
				return func() pulumi.StringArray {
					result := pulumi.StringArray{}
					for range []string{"a"} {
						result = append(result, pulumi.String(ami.Architecture))
					}
					return result
				}()
			}()
		}()})
		if err != nil {
			return err
		}
		ctx.Export("shuffled", byArchitecture.Results)
		ctx.Export("nested", nested.Results)
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
