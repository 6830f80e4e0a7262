package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Conditionals whose branches are outputs, or hold outputs, of other types
		// than the conditional's result.
		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var limits map[string]float64
		if err := cfg.TryObject("limits", &limits); errors.Is(err, config.ErrMissingVar) {
			limits = map[string]float64{"a": 1.5}
		} else if err != nil {
			return err
		}
		var maybe *int
		if param, err := cfg.TryInt("maybe"); err == nil {
			maybe = &param
		} else if errors.Is(err, config.ErrMissingVar) {
			maybe = pulumi.IntRef(4)
		} else {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		var pets []*random.RandomPet
		for index := 0; index < 2; index++ {
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("pets-%v", index), &random.RandomPetArgs{Length: pulumi.Int(1)})
			if err != nil {
				return err
			}
			pets = append(pets, res)
		}

		// A map of numbers where the other branch is a map of strings.
		mixedMaps := func() pulumi.StringMapOutput {
			if flag {
				return pulumi.ToSecret(func() pulumi.StringMap {
					result := pulumi.StringMap{}
					collection := limits
					for _, key := range slices.Sorted(maps.Keys(collection)) {
						item := collection[key]
						result[key] = pulumi.String(numberText(item))
					}
					return result
				}()).(pulumi.StringMapOutput)
			}
			return pulumi.ToSecret(pulumi.StringMap{"a": pulumi.String("x")}).(pulumi.StringMapOutput)
		}()

		// An optional int where the other branch is a number.
		widened := func() pulumi.Float64PtrOutput {
			if flag {
				return pulumi.ToSecret(maybe).(pulumi.IntPtrOutput).ApplyT(func(secret *int) (*float64, error) {
					return optionalFloat(secret), nil
				}).(pulumi.Float64PtrOutput)
			}
			return pulumi.ToOutput(pulumi.Float64Ref(2.5)).(pulumi.Float64PtrOutput)
		}()

		// A plain list holding outputs where the other branch is an output.
		heldList := func() pulumi.StringArrayOutput {
			if flag {
				return pulumi.StringArray{pet.ID(), pulumi.String("x")}.ToStringArrayOutput()
			}
			return pulumi.ToSecret(pulumi.StringArray{pulumi.String("y")}).(pulumi.StringArrayOutput)
		}()

		// A plain branch computed with statements of its own.
		encoded := func() pulumi.StringOutput {
			if !flag {
				return pet.ID().ToStringOutput()
			}
			jsonBytes, err := json.Marshal(map[string]int{"a": 1})
			if err != nil {
				panic(err)
			}
			return pulumi.String(string(jsonBytes)).ToStringOutput()
		}()

		// The length of one of two lists of outputs.
		chosenCount := func() int {
			if flag {
				return len(func() pulumi.StringArray {
					result := pulumi.StringArray{}
					for _, item := range pets {
						result = append(result, item.ID())
					}
					return result
				}())
			}
			return len(pulumi.StringArray{pet.ID()})
		}()
		_, err = random.NewRandomPet(ctx, "sized", &random.RandomPetArgs{Length: pulumi.Int(chosenCount), Prefix: encoded})
		if err != nil {
			return err
		}
		ctx.Export("mixedMaps", mixedMaps)
		ctx.Export("widened", widened)
		ctx.Export("heldList", heldList)

		// A conditional holding outputs given where a value of any type is taken.
		ctx.Export("anyValue", pulumi.Array{func() pulumi.Input {
			if flag {
				return pulumi.Map{"name": pet.ID().ToStringOutput()}
			}
			return pulumi.Map{}
		}()})
		return nil
	})
}

// numberText prints v as PCL prints a number: in plain digits, a whole
// number in its exact digits (the shortest would print 2^62 as
// 4611686018427388000), and 0 for zero, which arithmetic on float64s may
// make negative (-0).
func numberText(v float64) string {
	if v == 0 {
		return "0"
	}
	if v == math.Trunc(v) {
		return strconv.FormatFloat(v, 'f', 0, 64)
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// optionalFloat returns *v as a number, nil when v is nil: an optional int
// where an optional number is taken.
func optionalFloat(v *int) *float64 {
	if v == nil {
		return nil
	}
	f := float64(*v)
	return &f
}
