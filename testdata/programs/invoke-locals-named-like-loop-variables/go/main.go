package main

import (
	"errors"
	"fmt"
	"maps"
	"slices"

	"example.com/pclgen/simple/sdk/go/simple"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Locals holding invokes that PCL makes plain and Go in their output form
		// (their arguments read a secret config variable, which Go holds as an
		// output), named as the loop variables a backend invents (value, index,
		// key), read inside resources ranged over a list, a map and a number, whose
		// loops have such variables.
		ownerPlain := "self"
		if param, err := cfg.Try("owner"); err == nil {
			ownerPlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		owner := pulumi.ToSecret(pulumi.String(ownerPlain)).(pulumi.StringOutput)
		value := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{Owners: pulumi.StringArray{owner}})
		index := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{Owners: pulumi.StringArray{pulumi.String("self"), owner}})
		key := ctx.InvokeOutput("simple:index:getSecret", simple.GetSecretOutputArgs{Name: owner}, simple.GetSecretResultOutput{}, pulumi.InvokeOutputOptions{}).(simple.GetSecretResultOutput)
		var byList []*ec2.Instance
		for index2, value2 := range []string{"a", "b"} {
			res, err := ec2.NewInstance(ctx, fmt.Sprintf("byList-%v", index2), &ec2.InstanceArgs{
				Ami: value.ApplyT(func(value3 ec2.LookupAmiResult) (string, error) {
					return value3.Id, nil
				}).(pulumi.StringOutput),
				InstanceType: pulumi.Sprintf("%v-%v-%v", value2, index.ApplyT(func(index3 ec2.LookupAmiResult) (string, error) {
					return index3.Name, nil
				}).(pulumi.StringOutput), index2),
			})
			if err != nil {
				return err
			}
			byList = append(byList, res)
		}
		_ = byList
		byMap := map[string]*ec2.Instance{}
		byMapRange := map[string]string{"x": "one", "y": "two"}
		for _, key2 := range slices.Sorted(maps.Keys(byMapRange)) {
			value2 := byMapRange[key2]
			res, err := ec2.NewInstance(ctx, fmt.Sprintf("byMap-%v", key2), &ec2.InstanceArgs{
				Ami: key.ApplyT(func(key3 simple.GetSecretResult) (string, error) {
					return key3.Name, nil
				}).(pulumi.StringOutput),
				InstanceType: pulumi.Sprintf("%v=%v/%v", key2, value2, value.ApplyT(func(value3 ec2.LookupAmiResult) (string, error) {
					return value3.Name, nil
				}).(pulumi.StringOutput)),
			})
			if err != nil {
				return err
			}
			byMap[key2] = res
		}
		_ = byMap
		var byCount []*ec2.Instance
		for index2 := 0; index2 < 2; index2++ {
			res, err := ec2.NewInstance(ctx, fmt.Sprintf("byCount-%v", index2), &ec2.InstanceArgs{
				Ami: index.ApplyT(func(index3 ec2.LookupAmiResult) (string, error) {
					return index3.Id, nil
				}).(pulumi.StringOutput),
				InstanceType: pulumi.Sprintf("t%v.%v", index2, key.ApplyT(func(key2 simple.GetSecretResult) (string, error) {
					return key2.Value, nil
				}).(pulumi.StringOutput)),
			})
			if err != nil {
				return err
			}
			byCount = append(byCount, res)
		}
		_ = byCount
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), value); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), index); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), key); err != nil {
			return err
		}
		return nil
	})
}
