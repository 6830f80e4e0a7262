package main

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"unicode"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Resources ranged over secret collections: the collection of resources
		// is no secret, as PCL has it, though the apply that creates them runs on
		// a secret (each backend unsecrets the range it applies on). range.key and
		// range.value of a secret range are secret, and so are the inputs read from
		// them, however deep.
		pets := pulumi.Unsecret(pulumi.ToSecret(pulumi.StringArray{pulumi.String("a"), pulumi.String("b")}).(pulumi.StringArrayOutput)).(pulumi.StringArrayOutput).ApplyT(func(secret []string) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index, value := range secret {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("pets-%v", index), &random.RandomPetArgs{
					Length:    pulumi.Int(2),
					Prefix:    pulumi.ToSecret(pulumi.String(value)).(pulumi.StringOutput),
					Separator: pulumi.Sprintf("%v-", pulumi.ToSecret(pulumi.Int(index)).(pulumi.IntOutput)),
				})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		none := pulumi.Unsecret(pulumi.ToSecret(pulumi.Array{}).(pulumi.ArrayOutput)).(pulumi.ArrayOutput).ApplyT(func(secret []interface{}) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index := range secret {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("none-%v", index), nil)
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		keyed := pulumi.Unsecret(pulumi.ToSecret(pulumi.IntMap{"x": pulumi.Int(1), "y": pulumi.Int(2)}).(pulumi.IntMapOutput)).(pulumi.IntMapOutput).ApplyT(func(secret map[string]int) (map[string]*random.RandomPet, error) {
			resources := map[string]*random.RandomPet{}
			resourcesRange := secret
			for _, key := range slices.Sorted(maps.Keys(resourcesRange)) {
				value := resourcesRange[key]
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("keyed-%v", key), &random.RandomPetArgs{
					Length: pulumi.ToSecret(pulumi.Int(value)).(pulumi.IntOutput).ApplyT(func(secret2 int) (int, error) {
						return secret2 + 1, nil
					}).(pulumi.IntOutput),
					Keepers: pulumi.All(pulumi.ToSecret(pulumi.String(key)).(pulumi.StringOutput), pulumi.ToSecret(pulumi.Int(value)).(pulumi.IntOutput)).ApplyT(func(resolved []interface{}) (map[string]string, error) {
						secret2 := resolved[0].(string)
						secret3 := resolved[1].(int)
						return func() map[string]string {
							result := map[string]string{}
							for _, i := range func() []int {
								result2 := []int{}
								start, limit, step := 0, 2, 1
								for i2 := start; (step > 0 && i2 < limit) || (step < 0 && i2 > limit); i2 += step {
									result2 = append(result2, i2)
								}
								return result2
							}() {
								if !(i < secret3) {
									continue
								}
								result[fmt.Sprintf("k%v", i)] = fmt.Sprintf("%v%v", secret2, i)
							}
							return result
						}(), nil
					}).(pulumi.StringMapOutput),
				})
				if err != nil {
					return nil, err
				}
				resources[key] = res
			}
			return resources, nil
		}).(random.RandomPetMapOutput)
		var namesPlain []string
		if err := cfg.TryObject("names", &namesPlain); errors.Is(err, config.ErrMissingVar) {
			namesPlain = []string{"n"}
		} else if err != nil {
			return err
		}
		names := pulumi.ToSecret(pulumi.ToStringArray(namesPlain)).(pulumi.StringArrayOutput)
		sizes := names.ApplyT(func(names2 []string) ([]int, error) {
			return func() []int {
				result := []int{}
				for _, n := range names2 {
					result = append(result, graphemeCount(n))
				}
				return result
			}(), nil
		}).(pulumi.IntArrayOutput)
		fromConfig := pulumi.Unsecret(sizes).(pulumi.IntArrayOutput).ApplyT(func(sizes2 []int) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index, value := range sizes2 {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("fromConfig-%v", index), &random.RandomPetArgs{Length: pulumi.ToSecret(pulumi.Int(value)).(pulumi.IntOutput)})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		maybe := pulumi.Unsecret(pulumi.ToSecret(pulumi.Bool(true)).(pulumi.BoolOutput)).(pulumi.BoolOutput).ApplyT(func(secret bool) (*random.RandomPet, error) {
			var resources *random.RandomPet
			if secret {
				res, err := random.NewRandomPet(ctx, "maybe", nil)
				if err != nil {
					return nil, err
				}
				resources = res
			}
			return resources, nil
		}).(random.RandomPetOutput)
		ctx.Export("ids", pets.ApplyT(func(pets2 []*random.RandomPet) (pulumi.StringArrayOutput, error) {
			return func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, item := range pets2 {
					result = append(result, item.ID())
				}
				return result
			}().ToStringArrayOutput(), nil
		}).(pulumi.StringArrayOutput))
		ctx.Export("count", pets.ApplyT(func(pets2 []*random.RandomPet) (int, error) {
			return len(pets2), nil
		}).(pulumi.IntOutput))
		ctx.Export("empty", none.ApplyT(func(none2 []*random.RandomPet) (pulumi.StringArrayOutput, error) {
			return func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, item := range none2 {
					result = append(result, item.URN())
				}
				return result
			}().ToStringArrayOutput(), nil
		}).(pulumi.StringArrayOutput))
		ctx.Export("keyedCount", keyed.ApplyT(func(keyed2 map[string]*random.RandomPet) (int, error) {
			return len(keyed2), nil
		}).(pulumi.IntOutput))
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), fromConfig); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), maybe); err != nil {
			return err
		}
		return nil
	})
}

// graphemeCount counts the user-perceived characters of s (its extended
// grapheme clusters), as PCL's length does: combining marks, emoji
// modifiers and variation selectors join the character before them, a
// zero-width joiner joins the pictographs on either side, and regional
// indicators pair into flags.
func graphemeCount(s string) int {
	count := 0
	prev := rune(-1)
	pairing := false
	for _, r := range s {
		regional := r >= '\U0001F1E6' && r <= '\U0001F1FF'
		extend := unicode.In(r, unicode.Mn, unicode.Me, unicode.Mc) || r == '\u200D' || (r >= '\uFE00' && r <= '\uFE0F') || (r >= '\U0001F3FB' && r <= '\U0001F3FF') || (r >= '\U000E0020' && r <= '\U000E007F')
		pictograph := unicode.Is(unicode.So, r) || r >= '\U0001F000'
		if (prev >= 0 && extend) || (prev == '\r' && r == '\n') || (prev == '\u200D' && pictograph) || (pairing && regional) {
			pairing = false
		} else {
			count++
			pairing = regional
		}
		prev = r
	}
	return count
}
