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
		// Ranged resources whose loops bind values of different types to the same
		// range.value, read in try and can: the value each reads is its own loop's.
		names := map[string]*random.RandomPet{}
		namesRange := map[string]string{"a": "x", "b": "y"}
		for _, key := range slices.Sorted(maps.Keys(namesRange)) {
			value := namesRange[key]
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("names-%v", key), &random.RandomPetArgs{Prefix: pulumi.String(key + "-" + value)})
			if err != nil {
				return err
			}
			names[key] = res
		}
		_ = names
		sized := map[string]*random.RandomString{}
		sizedRange := map[string]int{"a": 1, "b": 2}
		for _, key := range slices.Sorted(maps.Keys(sizedRange)) {
			value := sizedRange[key]
			res, err := random.NewRandomString(ctx, fmt.Sprintf("sized-%v", key), &random.RandomStringArgs{
				Length: pulumi.Int(func() int {
					if v, ok := func() (v int, ok bool) {
						defer func() {
							if recover() != nil {
								ok = false
							}
						}()
						return value%5 + 8, true
					}(); ok {
						return v
					}
					return 3
				}()),
				Special: pulumi.Bool(func() (ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					_ = value * 2
					return true
				}()),
			})
			if err != nil {
				return err
			}
			sized[key] = res
		}
		var listed []*random.RandomString
		for index, value := range []map[string]int{{"size": 9}, {"size": 10}} {
			res, err := random.NewRandomString(ctx, fmt.Sprintf("listed-%v", index), &random.RandomStringArgs{Length: pulumi.Int(func() int {
				if v, ok := func() (v int, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return func() int {
						v2, ok2 := value["size"]
						if !ok2 {
							panic("missing key size")
						}
						return v2
					}(), true
				}(); ok {
					return v
				}
				return 4
			}())})
			if err != nil {
				return err
			}
			listed = append(listed, res)
		}
		_ = listed
		ctx.Export("lengths", func() pulumi.Array {
			result := pulumi.Array{}
			collection := sized
			for _, key := range slices.Sorted(maps.Keys(collection)) {
				s := collection[key]
				result = append(result, s.Length)
			}
			return result
		}())
		return nil
	})
}
