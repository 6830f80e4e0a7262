package main

import (
	"math"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		ownerPlain := cfg.RequireFloat64("owner")
		owner := pulumi.ToSecret(pulumi.Float64(ownerPlain)).(pulumi.Float64Output)

		// An invoke's argument computed by a loop over a secret config: its
		// elements are outputs, so the invoke is called in its output form.
		image := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{
			MostRecent: pulumi.Bool(true),
			Owners: func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, prefix := range []string{"amazon", "aws"} {
					if !(func() bool {
						if v, ok := func() (v bool, ok bool) {
							defer func() {
								if recover() != nil {
									ok = false
								}
							}()
							return false, true
						}(); ok {
							return v
						}
						return true
					}()) {
						continue
					}
					result = append(result, pulumi.Sprintf("%v-%v", prefix, owner.ApplyT(numberText).(pulumi.StringOutput)))
				}
				return result
			}(),
		})
		ctx.Export("imageId", image.ApplyT(func(image2 ec2.LookupAmiResult) (string, error) {
			return image2.Id, nil
		}).(pulumi.StringOutput))
		return nil
	})
}

// numberText prints v as PCL prints a number: in plain digits, a whole
// number in its exact digits (the shortest would print 2^62 as
// 4611686018427388000), and 0 for zero, which arithmetic on float64s may
// make negative (-0).
func numberText(v float64) string {
	if v == 0 {
		return "0"
	}
	if v == math.Trunc(v) {
		return strconv.FormatFloat(v, 'f', 0, 64)
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}
