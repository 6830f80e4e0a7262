package main

import (
	"fmt"
	"maps"
	"slices"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Resources and components as the values of for expressions over outputs:
		// lists and maps of them, read for their outputs.
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{Inputs: pulumi.StringArray{pulumi.String("a"), pulumi.String("b")}})
		if err != nil {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		holder, err := NewCompa(ctx, "holder", &CompaArgs{Name: "x"})
		if err != nil {
			return err
		}
		pets := shuffle.Results.ApplyT(func(results []string) ([]*random.RandomPet, error) {
			return func() []*random.RandomPet {
				result := []*random.RandomPet{}
				for range results {
					result = append(result, pet)
				}
				return result
			}(), nil
		}).(random.RandomPetArrayOutput)
		petsByName := shuffle.Results.ApplyT(func(results []string) (map[string]*random.RandomPet, error) {
			return func() map[string]*random.RandomPet {
				result := map[string]*random.RandomPet{}
				for _, s := range results {
					key := s
					if _, dup := result[key]; dup {
						panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
					}
					result[key] = pet
				}
				return result
			}(), nil
		}).(random.RandomPetMapOutput)
		holders := shuffle.Results.ApplyT(func(results []string) ([]*Compa, error) {
			return func() []*Compa {
				result := []*Compa{}
				for _, s := range results {
					if !(s != "c") {
						continue
					}
					result = append(result, holder)
				}
				return result
			}(), nil
		}).(pulumi.AnyOutput)
		holdersByName := shuffle.Results.ApplyT(func(results []string) (map[string]*Compa, error) {
			return func() map[string]*Compa {
				result := map[string]*Compa{}
				for _, s := range results {
					key := s
					if _, dup := result[key]; dup {
						panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
					}
					result[key] = holder
				}
				return result
			}(), nil
		}).(pulumi.AnyOutput)
		ctx.Export("count", pets.ApplyT(func(pets2 []*random.RandomPet) (int, error) {
			return len(pets2), nil
		}).(pulumi.IntOutput))
		ctx.Export("ids", pets.ApplyT(func(pets2 []*random.RandomPet) (pulumi.StringArrayOutput, error) {
			return func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, item := range pets2 {
					result = append(result, item.ID())
				}
				return result
			}().ToStringArrayOutput(), nil
		}).(pulumi.StringArrayOutput))
		ctx.Export("lengths", petsByName.ApplyT(func(petsByName2 map[string]*random.RandomPet) (pulumi.IntMapOutput, error) {
			return func() pulumi.IntMap {
				result := pulumi.IntMap{}
				collection := petsByName2
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					p := collection[k]
					result[k] = p.Length
				}
				return result
			}().ToIntMapOutput(), nil
		}).(pulumi.IntMapOutput))
		ctx.Export("named", holders.ApplyT(func(v interface{}) (pulumi.StringArrayOutput, error) {
			holders2 := v.([]*Compa)
			return func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, h := range holders2 {
					result = append(result, h.Named)
				}
				return result
			}().ToStringArrayOutput(), nil
		}).(pulumi.StringArrayOutput))
		ctx.Export("pets", pets)
		ctx.Export("namedWithId", holders.ApplyT(func(v interface{}) (pulumi.StringArrayOutput, error) {
			holders2 := v.([]*Compa)
			return func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, h := range holders2 {
					result = append(result, pulumi.Sprintf("%v-%v", h.Named, shuffle.ID().ToStringOutput()))
				}
				return result
			}().ToStringArrayOutput(), nil
		}).(pulumi.StringArrayOutput))
		ctx.Export("namedByName", holdersByName.ApplyT(func(v interface{}) (pulumi.StringMapOutput, error) {
			holdersByName2 := v.(map[string]*Compa)
			return func() pulumi.StringMap {
				result := pulumi.StringMap{}
				collection := holdersByName2
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					h := collection[k]
					result[k] = h.Named
				}
				return result
			}().ToStringMapOutput(), nil
		}).(pulumi.StringMapOutput))
		return nil
	})
}
