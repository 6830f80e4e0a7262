package main

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"example.com/pclgen/simple/sdk/go/simple"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Issue 12 item 4's relative in Go: a for expression over a list or object
		// constructor that holds outputs, whose body does not read them (a plain
		// invoke, the index or key, a constant), ranges over the constructor as the
		// input collection it is: as resource inputs, locals, outputs, component
		// inputs, with filters and nested.
		server, err := ec2.NewInstance(ctx, "server", &ec2.InstanceArgs{
			Ami:          pulumi.String("ami-1"),
			InstanceType: pulumi.String("t3.micro"),
		})
		if err != nil {
			return err
		}
		var ranged []*simple.Resource
		for index := 0; index < 2; index++ {
			res, err := simple.NewResource(ctx, fmt.Sprintf("ranged-%v", index), &simple.ResourceArgs{
				InputOne: pulumi.String(fmt.Sprintf("r%v", index)),
				InputTwo: pulumi.Int(index),
			})
			if err != nil {
				return err
			}
			ranged = append(ranged, res)
		}
		ids := pulumi.StringArray{server.ID(), server.Arn}
		_, err = ec2.NewInstance(ctx, "invokeBody", &ec2.InstanceArgs{
			Ami:          pulumi.String("ami-2"),
			InstanceType: pulumi.String("t3.micro"),
			SecurityGroups: func() pulumi.StringArray {
				result := pulumi.StringArray{}
				collection := pulumi.StringArray{server.ID()}
				for range collection {
					amiResult, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: []string{"x"}})
					if err != nil {
						panic(err)
					}
					result = append(result, pulumi.String(amiResult.ImageId))
				}
				return result
			}(),
		})
		if err != nil {
			return err
		}
		_, err = ec2.NewInstance(ctx, "indexBody", &ec2.InstanceArgs{
			Ami:          pulumi.String("ami-3"),
			InstanceType: pulumi.String("t3.micro"),
			SecurityGroups: func() pulumi.StringArray {
				result := pulumi.StringArray{}
				collection := pulumi.StringArray{server.ID(), server.Arn}
				for i := range collection {
					if !(i > 0) {
						continue
					}
					result = append(result, pulumi.String(strconv.Itoa(i)))
				}
				return result
			}(),
		})
		if err != nil {
			return err
		}
		_, err = ec2.NewInstance(ctx, "localSource", &ec2.InstanceArgs{
			Ami:          pulumi.String("ami-4"),
			InstanceType: pulumi.String("t3.micro"),
			SecurityGroups: func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for range ids {
					amiResult, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: []string{"y"}})
					if err != nil {
						panic(err)
					}
					result = append(result, pulumi.String(amiResult.Name))
				}
				return result
			}(),
		})
		if err != nil {
			return err
		}
		_, err = ec2.NewInstance(ctx, "objectSource", &ec2.InstanceArgs{
			Ami:          pulumi.String("ami-5"),
			InstanceType: pulumi.String("t3.micro"),
			SecurityGroups: func() pulumi.StringArray {
				result := pulumi.StringArray{}
				collection := pulumi.StringMap{"first": server.ID(), "second": server.Arn}
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					result = append(result, pulumi.String(k))
				}
				return result
			}(),
			Tags: func() pulumi.StringMap {
				result := pulumi.StringMap{}
				collection := pulumi.StringMap{"a": server.ID(), "b": ranged[0].Result}
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					amiResult, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: []string{k}})
					if err != nil {
						panic(err)
					}
					result[k] = pulumi.String(amiResult.ImageId)
				}
				return result
			}(),
		})
		if err != nil {
			return err
		}
		_, err = ec2.NewInstance(ctx, "nested", &ec2.InstanceArgs{
			Ami:          pulumi.String("ami-6"),
			InstanceType: pulumi.String("t3.micro"),
			SecurityGroups: func() pulumi.StringArray {
				result := pulumi.StringArray{}
				collection := pulumi.StringArray{server.ID()}
				for range collection {
					result = append(result, pulumi.String(strings.Join(func() []string {
						result2 := []string{}
						collection2 := pulumi.StringArray{ranged[1].Result, server.Arn}
						for i := range collection2 {
							result2 = append(result2, fmt.Sprintf("n%v", i))
						}
						return result2
					}(), "-")))
				}
				return result
			}(),
		})
		if err != nil {
			return err
		}
		compComponent, err := NewComp(ctx, "comp", &CompArgs{Names: func() []string {
			result := []string{}
			collection := pulumi.StringArray{server.ID(), ranged[0].Result}
			for i := range collection {
				result = append(result, fmt.Sprintf("c%v", i))
			}
			return result
		}()})
		if err != nil {
			return err
		}
		amis := func() []string {
			result := []string{}
			collection := pulumi.StringArray{server.ID(), server.Arn}
			for range collection {
				amiResult, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: []string{"w"}})
				if err != nil {
					panic(err)
				}
				result = append(result, amiResult.ImageId)
			}
			return result
		}()
		ctx.Export("amis", pulumi.ToStringArray(amis))
		ctx.Export("count", pulumi.Int(len(func() []int {
			result := []int{}
			collection := pulumi.StringArray{
				server.ID(),
				server.Arn,
				ids[0].(pulumi.StringInput).ToStringOutput(),
			}
			for range collection {
				result = append(result, 1)
			}
			return result
		}())))
		ctx.Export("keys", func() pulumi.Array {
			result := pulumi.Array{}
			collection := pulumi.StringMap{"x": server.Arn, "y": pulumi.String("plain")}
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				result = append(result, pulumi.String("key-"+k))
			}
			return result
		}())
		ctx.Export("compNames", compComponent.Joined)
		return nil
	})
}
