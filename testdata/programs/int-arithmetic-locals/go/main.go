package main

import (
	"errors"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Arithmetic on ints that may be null (an optional config, an instance's
		// optional property) is typed number by the binder, and is an int in Go: a
		// local holding it is an int, or an IntOutput, where its references were
		// read as float64 (the apply's assertion panicked: fuzz seed 10043). The
		// locals are compared with numbers and ints, multiplied by numbers, written
		// in templates and given to int and number inputs.
		var optionalCount *int
		if param, err := cfg.TryInt("optionalCount"); err == nil {
			optionalCount = &param
		} else if errors.Is(err, config.ErrMissingVar) {
			optionalCount = pulumi.IntRef(4)
		} else {
			return err
		}
		var secretCountPlain *int
		if param, err := cfg.TryInt("secretCount"); err == nil {
			secretCountPlain = &param
		} else if errors.Is(err, config.ErrMissingVar) {
			secretCountPlain = pulumi.IntRef(3)
		} else {
			return err
		}
		secretCount := pulumi.ToSecret(secretCountPlain).(pulumi.IntPtrOutput)
		server, err := ec2.NewInstance(ctx, "server", &ec2.InstanceArgs{
			Ami:             pulumi.String("ami-1"),
			InstanceType:    pulumi.String("t3.micro"),
			RootBlockDevice: &ec2.InstanceRootBlockDeviceArgs{Iops: pulumi.Int(100)},
		})
		if err != nil {
			return err
		}
		plainProduct := len([]int{1, 2}) * *optionalCount
		secretProduct := secretCount.ApplyT(func(secretCount2 *int) (int, error) {
			return len([]int{1}) * *secretCount2, nil
		}).(pulumi.IntOutput)
		outputProduct := server.RootBlockDevice.ApplyT(func(rootBlockDevice ec2.InstanceRootBlockDevice) (int, error) {
			return 2 * *rootBlockDevice.Iops, nil
		}).(pulumi.IntOutput)
		sizes := map[string]float64{"half": 2.5, "two": 2.0}
		_, err = random.NewRandomPassword(ctx, "password", &random.RandomPasswordArgs{
			Length:   pulumi.Int(plainProduct),
			MinUpper: secretProduct,
			MinLower: outputProduct.ApplyT(func(outputProduct2 int) (int, error) {
				return func() int {
					if outputProduct2 > 150 {
						return 1
					}
					return 0
				}(), nil
			}).(pulumi.IntOutput),
		})
		if err != nil {
			return err
		}
		ctx.Export("comparisons", pulumi.Array{
			pulumi.Bool(float64(plainProduct) > 2.5),
			secretProduct.ApplyT(func(secretProduct2 int) (bool, error) {
				return float64(secretProduct2) > sizes["half"], nil
			}).(pulumi.BoolOutput),
			outputProduct.ApplyT(func(outputProduct2 int) (bool, error) {
				return outputProduct2 >= int(sizes["two"]), nil
			}).(pulumi.BoolOutput),
			outputProduct.ApplyT(func(outputProduct2 int) (bool, error) {
				return outputProduct2 == 200, nil
			}).(pulumi.BoolOutput),
		})
		ctx.Export("scaled", pulumi.Array{
			pulumi.Float64(float64(plainProduct) * 1.5),
			secretProduct.ApplyT(func(secretProduct2 int) (float64, error) {
				return float64(secretProduct2) * sizes["half"], nil
			}).(pulumi.Float64Output),
			outputProduct.ApplyT(func(outputProduct2 int) (float64, error) {
				return float64(outputProduct2) / 8.0, nil
			}).(pulumi.Float64Output),
		})
		ctx.Export("texts", pulumi.Sprintf("%v/%v/%v", plainProduct, secretProduct, outputProduct))
		ctx.Export("sums", pulumi.Array{
			pulumi.Int(plainProduct + 1),
			secretProduct.ApplyT(func(secretProduct2 int) (int, error) {
				return secretProduct2 + plainProduct, nil
			}).(pulumi.IntOutput),
			pulumi.All(outputProduct, secretProduct).ApplyT(func(resolved []interface{}) (int, error) {
				outputProduct2 := resolved[0].(int)
				secretProduct2 := resolved[1].(int)
				return outputProduct2 - secretProduct2, nil
			}).(pulumi.IntOutput),
		})
		return nil
	})
}
