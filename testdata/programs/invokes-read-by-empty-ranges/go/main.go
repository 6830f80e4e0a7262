package main

import (
	"errors"
	"fmt"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumix"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// An invoke in a local is made whether or not a resource reads its result:
		// here only resources ranged over nothing do, and its arguments are
		// outputs (a secret, and a recovered one that resolves later).
		ownerPlain := "self"
		if param, err := cfg.Try("owner"); err == nil {
			ownerPlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		owner := pulumi.ToSecret(pulumi.String(ownerPlain)).(pulumi.StringOutput)
		count := 0
		if param, err := cfg.TryInt("count"); err == nil {
			count = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		image := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{
			Owners: pulumi.StringArray{owner},
			NameRegex: func() pulumi.StringOutput {
				deferred, resolve := pulumi.DeferredOutput[string](ctx.Context())
				value := pulumi.ToSecret(pulumi.String("^web-")).(pulumi.StringOutput)
				go func() {
					if _, err2 := internals.UnsafeAwaitOutput(ctx.Context(), value); err2 != nil {
						message := err2.Error()
						_ = message
						resolve(pulumi.ToOutput(pulumi.String("^any-")))
						return
					}
					resolve(value)
				}()
				return pulumix.Cast[pulumi.StringOutput, string](deferred)
			}(),
		})
		other := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{Owners: pulumi.StringArray{func() pulumi.StringOutput {
			deferred, resolve := pulumi.DeferredOutput[string](ctx.Context())
			value := pulumi.ToSecret(owner).(pulumi.StringOutput)
			go func() {
				if _, err2 := internals.UnsafeAwaitOutput(ctx.Context(), value); err2 != nil {
					message := err2.Error()
					_ = message
					resolve(pulumi.ToOutput(pulumi.String("amazon")))
					return
				}
				resolve(value)
			}()
			return pulumix.Cast[pulumi.StringOutput, string](deferred)
		}()}})
		var servers []*ec2.Instance
		for index := 0; index < count; index++ {
			res, err := ec2.NewInstance(ctx, fmt.Sprintf("servers-%v", index), &ec2.InstanceArgs{
				Ami: image.ApplyT(func(image2 ec2.LookupAmiResult) (string, error) {
					return image2.Id, nil
				}).(pulumi.StringOutput),
				InstanceType: pulumi.String("t2.micro"),
			})
			if err != nil {
				return err
			}
			servers = append(servers, res)
		}
		_ = servers
		var maybe *ec2.Instance
		if count > 0 {
			res, err := ec2.NewInstance(ctx, "maybe", &ec2.InstanceArgs{
				Ami: other.ApplyT(func(other2 ec2.LookupAmiResult) (string, error) {
					return other2.ImageId, nil
				}).(pulumi.StringOutput),
				InstanceType: pulumi.String("t2.micro"),
			})
			if err != nil {
				return err
			}
			maybe = res
		}
		_ = maybe
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), image); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), other); err != nil {
			return err
		}
		return nil
	})
}
