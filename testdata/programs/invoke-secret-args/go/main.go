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

		// An invoke given a secret config variable, or a local computed from one,
		// is given outputs in every SDK, so it is made in its output form: as a
		// local, read later, and inline in a resource's input.
		var filtersPlain map[string]map[string]string
		if err := cfg.TryObject("filters", &filtersPlain); errors.Is(err, config.ErrMissingVar) {
			filtersPlain = map[string]map[string]string{"alpha": {"pattern": "ubuntu-*"}}
		} else if err != nil {
			return err
		}
		filters := pulumi.ToSecret(pulumi.ToStringMapMap(filtersPlain)).(pulumi.StringMapMapOutput)
		suffixPlain := "-arm"
		if param, err := cfg.Try("suffix"); err == nil {
			suffixPlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		suffix := pulumi.ToSecret(pulumi.String(suffixPlain)).(pulumi.StringOutput)
		pattern := pulumi.Sprintf("%v%v", filters.ApplyT(func(filters2 map[string]map[string]string) (string, error) {
			return mustGet(filters2, "alpha")["pattern"], nil
		}).(pulumi.StringOutput), suffix)
		image := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{
			NameRegex: filters.ApplyT(func(filters2 map[string]map[string]string) (string, error) {
				return mustGet(filters2, "alpha")["pattern"], nil
			}).(pulumi.StringOutput),
			Owners: pulumi.StringArray{pulumi.String("self")},
		})
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Prefix: ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{
			NameRegex: pattern,
			Owners:    pulumi.StringArray{pulumi.String("self")},
		}).ApplyT(func(result ec2.LookupAmiResult) (string, error) {
			return result.Name, nil
		}).(pulumi.StringOutput)})
		if err != nil {
			return err
		}
		ctx.Export("imageName", image.ApplyT(func(image2 ec2.LookupAmiResult) (string, error) {
			return image2.Name, nil
		}).(pulumi.StringOutput))
		ctx.Export("petPrefix", pet.Prefix)
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
