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
		flag := false
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		tag := "tagged"
		if param, err := cfg.Try("tag"); err == nil {
			tag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", nil)
		if err != nil {
			return err
		}
		_, err = ec2.NewInstance(ctx, "server", &ec2.InstanceArgs{
			Ami:          pulumi.String("ami-1"),
			InstanceType: pulumi.String("t2.micro"),
			RootBlockDevice: func() *ec2.InstanceRootBlockDeviceArgs {
				if flag {
					return &ec2.InstanceRootBlockDeviceArgs{
						VolumeType: pet.ID(),
						KmsKeyId:   pulumi.String(tag),
						DeviceName: pulumi.String(tag),
					}
				}
				return &ec2.InstanceRootBlockDeviceArgs{
					VolumeType: nil,
					Iops:       nil,
					KmsKeyId:   pet.ID(),
					VolumeId:   pulumi.String(tag),
				}
			}(),
		})
		if err != nil {
			return err
		}
		return nil
	})
}
