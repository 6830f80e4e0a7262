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

		// Choices between a for expression (over an invoke's list) and a
		// constructor of objects holding an optional output, given as a list of
		// schema objects and as a map: each branch is given element by element,
		// the optional output asserted present as it is in a constructor given
		// there.
		flag := false
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		counts, err := random.NewRandomShuffle(ctx, "counts", &random.RandomShuffleArgs{
			Inputs:      pulumi.StringArray{pulumi.String("a")},
			ResultCount: pulumi.Int(3),
		})
		if err != nil {
			return err
		}
		image, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: []string{"self"}})
		if err != nil {
			return err
		}
		_, err = ec2.NewSecurityGroup(ctx, "rules", &ec2.SecurityGroupArgs{Ingress: func() ec2.SecurityGroupIngressArray {
			if flag {
				return func() ec2.SecurityGroupIngressArray {
					result := ec2.SecurityGroupIngressArray{}
					for _, w := range image.Owners {
						result = append(result, &ec2.SecurityGroupIngressArgs{
							FromPort:       pulumi.Int(14),
							Ipv6CidrBlocks: pulumi.StringArray{},
							Protocol:       pulumi.String(w),
							Self:           nil,
							ToPort:         pulumi.Int(14),
						})
					}
					return result
				}()
			}
			return ec2.SecurityGroupIngressArray{
				&ec2.SecurityGroupIngressArgs{
					Description:    nil,
					FromPort:       pulumi.Int(1),
					Ipv6CidrBlocks: nil,
					Protocol:       pulumi.String("tcp"),
					Self:           pulumi.Bool(!flag),
					PrefixListIds: func() pulumi.StringArrayInput {
						v := image.Owners
						if v == nil {
							return nil
						}
						return pulumi.ToStringArray(v)
					}(),
					ToPort: intElem(counts.ResultCount),
				},
				&ec2.SecurityGroupIngressArgs{
					FromPort: pulumi.Int(2),
					Protocol: pulumi.String("udp"),
					ToPort:   pulumi.Int(3),
				},
			}
		}()})
		if err != nil {
			return err
		}
		_, err = ec2.NewSecurityGroup(ctx, "tagged", &ec2.SecurityGroupArgs{Tags: func() pulumi.StringMap {
			if !flag {
				return func() pulumi.StringMap {
					result := pulumi.StringMap{}
					for _, k := range []string{"a", "b"} {
						key := k
						if _, dup := result[key]; dup {
							panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
						}
						result[key] = pulumi.String("v-" + k)
					}
					return result
				}()
			}
			return pulumi.StringMap{"fixed": counts.ID()}
		}()})
		if err != nil {
			return err
		}
		return nil
	})
}

// intElem returns the value of o as an input whose value is null (no
// value) where o's is nil: a null given to an input leaves it unset, as in
// PCL.
func intElem(o pulumi.IntPtrOutput) pulumi.IntOutput {
	// The output's value is the int itself, which applies and
	// pulumi.ToSecret read, or nil, which the SDK sends as no value.
	return pulumi.IntOutput{OutputState: o.ApplyT(func(v *int) interface{} {
		if v == nil {
			return nil
		}
		return *v
	}).(pulumi.AnyOutput).OutputState}
}
