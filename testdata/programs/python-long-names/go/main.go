package main

import (
	"errors"
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Names long enough that the Python statements holding them need splitting,
		// in every position: assignment targets, keyword arguments, dict keys, call
		// chains (applies), lambda parameters and f-strings. The Python output is
		// laid out as black lays it out.
		aConfigurationValueWithAVeryLongNameIndeed := "configured"
		if param, err := cfg.Try("aConfigurationValueWithAVeryLongNameIndeed"); err == nil {
			aConfigurationValueWithAVeryLongNameIndeed = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		aVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLong, err := random.NewRandomPet(ctx, "aVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLong", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		anotherVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLongIndeedYesVeryLong, err := random.NewRandomPet(ctx, "anotherVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLongIndeedYesVeryLong", &random.RandomPetArgs{
			Length: pulumi.Int(3),
			Prefix: aVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLong.ID(),
			Keepers: pulumi.StringMap{
				"a-very-long-key-name-that-becomes-a-dict-key-in-python-and-goes-on-and-on": aVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLong.ID(),
				"short": pulumi.Sprintf("%v-%v", aVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLong.ID().ToStringOutput(), aConfigurationValueWithAVeryLongNameIndeed),
				"nested": aVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLong.ID().ToStringOutput().ApplyT(func(id string) (string, error) {
					return strings.Join([]string{
						id + "/" + aConfigurationValueWithAVeryLongNameIndeed,
						"a-long-literal-part-of-the-join",
					}, "-"), nil
				}).(pulumi.StringOutput),
			},
		})
		if err != nil {
			return err
		}
		shortName, err := random.NewRandomString(ctx, "shortName", &random.RandomStringArgs{
			Length: pulumi.Int(func() int {
				if aConfigurationValueWithAVeryLongNameIndeed == "configured" {
					return 12
				}
				return 16
			}()),
			OverrideSpecial: pulumi.String(func() string {
				if aConfigurationValueWithAVeryLongNameIndeed == "configured" {
					return "a value chosen when the configuration matches"
				}
				return "another value"
			}()),
		})
		if err != nil {
			return err
		}
		aLocalValueWithAnEvenLongerNameThatIsComputedFromTheResourcesAbove := pulumi.Sprintf("%v:%v", anotherVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLongIndeedYesVeryLong.ID().ToStringOutput(), shortName.Result)
		ctx.Export("anOutputWithAVeryLongNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLongToFit", aLocalValueWithAnEvenLongerNameThatIsComputedFromTheResourcesAbove)
		ctx.Export("comparisons", pulumi.Map{
			"the-first-resource-name-compared-under-a-long-key": aVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLong.ID().ToStringOutput().ApplyT(func(id string) (bool, error) {
				return id == aConfigurationValueWithAVeryLongNameIndeed, nil
			}).(pulumi.BoolOutput),
			"the-second-resource-name-compared-under-a-long-key": pulumi.All(anotherVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLongIndeedYesVeryLong.ID().ToStringOutput(), shortName.Result).ApplyT(func(resolved []interface{}) (bool, error) {
				id := resolved[0].(string)
				result := resolved[1].(string)
				return id != result, nil
			}).(pulumi.BoolOutput),
		})
		return nil
	})
}
