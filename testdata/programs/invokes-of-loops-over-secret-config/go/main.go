package main

import (
	"errors"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A loop over a collection holding a secret config (an output in every
		// backend, plain to the binder) whose elements read it makes an invoke's
		// arguments hold outputs: the invoke is called in its output form. A loop
		// reading only the plain parts of its elements leaves it plain.
		levelPlain := 2
		if param, err := cfg.TryInt("level"); err == nil {
			levelPlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		level := pulumi.ToSecret(pulumi.Int(levelPlain)).(pulumi.IntOutput)
		whole := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{Owners: func() pulumi.StringArray {
			result := pulumi.StringArray{}
			collection := pulumi.IntArray{level, pulumi.Int(1)}
			for _, v := range collection {
				result = append(result, pulumi.Sprintf("a%v!", v.ToIntOutput()))
			}
			return result
		}()})
		attribute := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{Owners: func() pulumi.StringArray {
			result := pulumi.StringArray{}
			collection := pulumi.IntMapArray{pulumi.IntMap{"a": level, "b": pulumi.Int(1)}}
			for _, e := range collection {
				result = append(result, pulumi.Sprintf("o%v", e.ToIntMapOutput().ApplyT(func(e2 map[string]int) (int, error) {
					return e2["a"], nil
				}).(pulumi.IntOutput)))
			}
			return result
		}()})
		plainPart := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{Owners: func() pulumi.StringArray {
			result := pulumi.StringArray{}
			collection := pulumi.IntMapArray{pulumi.IntMap{"a": level, "b": pulumi.Int(1)}}
			for _, e := range collection {
				result = append(result, pulumi.Sprintf("o%v", e.ToIntMapOutput().ApplyT(func(e2 map[string]int) (int, error) {
					return e2["b"], nil
				}).(pulumi.IntOutput)))
			}
			return result
		}()})
		ctx.Export("whole", whole.ApplyT(func(whole2 ec2.LookupAmiResult) (string, error) {
			return whole2.Id, nil
		}).(pulumi.StringOutput))
		ctx.Export("attribute", attribute.ApplyT(func(attribute2 ec2.LookupAmiResult) ([]string, error) {
			return attribute2.Owners, nil
		}).(pulumi.StringArrayOutput))
		ctx.Export("plainPart", plainPart.ApplyT(func(plainPart2 ec2.LookupAmiResult) (string, error) {
			return plainPart2.Id, nil
		}).(pulumi.StringOutput))
		return nil
	})
}
