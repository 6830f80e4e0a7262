package main

import (
	"errors"
	"fmt"
	"maps"
	"slices"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Plain invoke results held whole: as the elements of a list built by a
		// for expression and of a tuple, as a conditional's branches, as the
		// values of a map built by a for expression. Each is the
		// result struct, which the Go SDK returns through a pointer.
		preferFirst := true
		if param, err := cfg.TryBool("preferFirst"); err == nil {
			preferFirst = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		ami, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: []string{"self"}})
		if err != nil {
			return err
		}
		amis := func() []ec2.LookupAmiResult {
			result := []ec2.LookupAmiResult{}
			for _, o := range []string{"a", "b"} {
				amiResult, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: []string{o}})
				if err != nil {
					panic(err)
				}
				result = append(result, *amiResult)
			}
			return result
		}()
		amiResult, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: []string{"x"}})
		if err != nil {
			return err
		}
		pair := []ec2.LookupAmiResult{*amiResult, *ami}
		chosen := func() ec2.LookupAmiResult {
			if preferFirst {
				amiResult2, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: []string{"y"}})
				if err != nil {
					panic(err)
				}
				return *amiResult2
			}
			return *ami
		}()
		byOwner := func() map[string]ec2.LookupAmiResult {
			result := map[string]ec2.LookupAmiResult{}
			for _, o := range []string{"c", "d"} {
				key := o
				if _, dup := result[key]; dup {
					panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
				}
				amiResult2, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: []string{o}, MostRecent: pulumi.BoolRef(true)})
				if err != nil {
					panic(err)
				}
				result[key] = *amiResult2
			}
			return result
		}()
		_, err = ec2.NewInstance(ctx, "server", &ec2.InstanceArgs{
			Ami:          pulumi.String(chosen.ImageId),
			InstanceType: pulumi.String("t3.micro"),
			Tags: func() pulumi.StringMap {
				result := pulumi.StringMap{}
				collection := byOwner
				for _, o := range slices.Sorted(maps.Keys(collection)) {
					a := collection[o]
					result[o] = pulumi.String(a.Name)
				}
				return result
			}(),
		})
		if err != nil {
			return err
		}
		ctx.Export("ids", func() pulumi.Array {
			result := pulumi.Array{}
			for _, a := range amis {
				result = append(result, pulumi.String(a.ImageId))
			}
			return result
		}())
		ctx.Export("names", pulumi.Array{
			pulumi.String(pair[0].Name),
			pulumi.String(pair[1].Name),
			pulumi.String(chosen.Name),
			pulumi.String(mustGet(byOwner, "d").Architecture),
		})
		ctx.Export("owners", func() pulumi.Array {
			result := pulumi.Array{}
			for _, a := range pair {
				result = append(result, func() pulumi.StringArrayInput {
					v := a.Owners
					if v == nil {
						return nil
					}
					return pulumi.ToStringArray(v)
				}())
			}
			return result
		}())
		ctx.Export("count", pulumi.Int(len(amis)+len(byOwner)))
		return nil
	})
}

// mustGet returns m[key]; a key the map does not hold is an error, as in
// PCL.
func mustGet[V any](m map[string]V, key string) V {
	v, ok := m[key]
	if !ok {
		panic(fmt.Sprintf("the map has no element for the key %q", key))
	}
	return v
}
