package main

import (
	"errors"
	"maps"
	"slices"
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Loops over tuples of an output and plain values of one type: the loop's
		// variable is an output of that type whichever element it is.
		extra := "e"
		if param, err := cfg.Try("extra"); err == nil {
			extra = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{Inputs: pulumi.StringArray{pulumi.String("a"), pulumi.String("b")}})
		if err != nil {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		lists := func() pulumi.StringArray {
			result := pulumi.StringArray{}
			collection := pulumi.StringArrayArray{shuffle.Results, pulumi.StringArray{pulumi.String(extra)}}
			for _, r2 := range collection {
				r := r2.(pulumi.StringArrayInput)
				result = append(result, r.ToStringArrayOutput().ApplyT(func(r3 []string) (string, error) {
					return r3[0], nil
				}).(pulumi.StringOutput))
			}
			return result
		}()
		reversed := func() pulumi.StringArray {
			result := pulumi.StringArray{}
			collection := pulumi.StringArrayArray{
				pulumi.StringArray{pulumi.String("x"), pulumi.String(extra)},
				shuffle.Results,
			}
			for i, r2 := range collection {
				r := r2.(pulumi.StringArrayInput)
				result = append(result, pulumi.Sprintf("%v:%v", i, r.ToStringArrayOutput().ApplyT(func(r3 []string) (int, error) {
					return len(r3), nil
				}).(pulumi.IntOutput)))
			}
			return result
		}()
		scalars := func() pulumi.StringArray {
			result := pulumi.StringArray{}
			collection := pulumi.StringArray{pulumi.String("a"), pet.ID(), pulumi.String(extra)}
			for _, s := range collection {
				result = append(result, pulumi.Sprintf("%v!", s.ToStringOutput()))
			}
			return result
		}()
		objects := func() pulumi.StringArray {
			result := pulumi.StringArray{}
			collection := pulumi.StringMapArray{
				pulumi.StringMap{"n": pet.ID()},
				pulumi.StringMap{"n": pulumi.String("plain")},
			}
			for _, o := range collection {
				result = append(result, o.ToStringMapOutput().ApplyT(func(o2 map[string]string) (string, error) {
					return o2["n"], nil
				}).(pulumi.StringOutput))
			}
			return result
		}()
		mapped := func() pulumi.StringMap {
			result := pulumi.StringMap{}
			collection := pulumi.Map{
				"out":   shuffle.Results,
				"plain": pulumi.StringArray{pulumi.String(extra)},
			}
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				r := collection[k].(pulumi.StringArrayInput)
				result[k] = r.ToStringArrayOutput().ApplyT(func(r2 []string) (string, error) {
					return strings.Join(r2, ","), nil
				}).(pulumi.StringOutput)
			}
			return result
		}()
		ctx.Export("lists", lists)
		ctx.Export("reversed", reversed)
		ctx.Export("scalars", scalars)
		ctx.Export("objects", objects)
		ctx.Export("mapped", mapped)
		return nil
	})
}
