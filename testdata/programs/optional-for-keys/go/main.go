package main

import (
	"fmt"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		password, err := random.NewRandomPassword(ctx, "password", &random.RandomPasswordArgs{Length: pulumi.Int(12), OverrideSpecial: pulumi.String("!#")})
		if err != nil {
			return err
		}

		// The keys of objects made by for expressions, read from an attribute that
		// may be null (an optional output): PCL refuses a null key.
		grouped := password.OverrideSpecial.ApplyT(func(overrideSpecial *string) (map[string][]int, error) {
			return func() map[string][]int {
				result := map[string][]int{}
				for _, i := range []int{1, 2, 3} {
					result[*overrideSpecial] = append(result[*overrideSpecial], i)
				}
				return result
			}(), nil
		}).(pulumi.IntArrayMapOutput)
		keyed := password.OverrideSpecial.ApplyT(func(overrideSpecial *string) (map[string]int, error) {
			return func() map[string]int {
				result := map[string]int{}
				for _, i := range []int{1} {
					key := *overrideSpecial
					if _, dup := result[key]; dup {
						panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
					}
					result[key] = i
				}
				return result
			}(), nil
		}).(pulumi.IntMapOutput)
		ctx.Export("grouped", grouped)
		ctx.Export("keyed", keyed)
		return nil
	})
}
