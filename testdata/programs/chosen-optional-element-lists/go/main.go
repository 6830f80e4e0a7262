package main

import (
	"errors"
	"fmt"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A conditional of a plain tuple of ints and an output list of optional
		// ints (or maps of them) is an output of the list of optional values,
		// whichever branch is chosen.
		pick := true
		if param, err := cfg.TryBool("pick"); err == nil {
			pick = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		countPlain := 2
		if param, err := cfg.TryInt("count"); err == nil {
			countPlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		count := pulumi.ToSecret(pulumi.Int(countPlain)).(pulumi.IntOutput)
		shuffles := pulumi.Unsecret(count).(pulumi.IntOutput).ApplyT(func(count2 int) ([]*random.RandomShuffle, error) {
			var resources []*random.RandomShuffle
			for index := 0; index < count2; index++ {
				res, err := random.NewRandomShuffle(ctx, fmt.Sprintf("shuffles-%v", index), &random.RandomShuffleArgs{Inputs: pulumi.StringArray{pulumi.String("a"), pulumi.String("b")}})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomShuffleArrayOutput)
		bits := func() pulumi.ArrayOutput {
			if pick {
				return pulumi.ToOutput(interfaces([]*int{pulumi.IntRef(8), pulumi.IntRef(3)})).(pulumi.ArrayOutput)
			}
			return shuffles.ApplyT(func(shuffles2 []*random.RandomShuffle) (pulumi.ArrayOutput, error) {
				return func() pulumi.Array {
					result := pulumi.Array{}
					for _, item := range shuffles2 {
						result = append(result, item.ResultCount)
					}
					return result
				}().ToArrayOutput(), nil
			}).(pulumi.ArrayOutput)
		}()
		byKey := func() pulumi.MapOutput {
			if pick {
				return pulumi.ToOutput(interfaceMap(map[string]*int{"a": pulumi.IntRef(1)})).(pulumi.MapOutput)
			}
			return shuffles.ApplyT(func(shuffles2 []*random.RandomShuffle) (pulumi.MapOutput, error) {
				return func() pulumi.Map {
					result := pulumi.Map{}
					for i, s := range shuffles2 {
						result[fmt.Sprintf("k%v", i)] = s.ResultCount
					}
					return result
				}().ToMapOutput(), nil
			}).(pulumi.MapOutput)
		}()
		ctx.Export("bits", pulumi.Unsecret(bits).(pulumi.ArrayOutput))
		ctx.Export("byKey", byKey)
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), shuffles); err != nil {
			return err
		}
		return nil
	})
}

// interfaceMap returns the elements of v, a map of optional values or of
// collections, as the map[string]interface{} a pulumi.MapOutput holds.
func interfaceMap[T any](v map[string]T) map[string]interface{} {
	if v == nil {
		return nil
	}
	result := make(map[string]interface{}, len(v))
	for k, x := range v {
		result[k] = x
	}
	return result
}

// interfaces returns the elements of v, a list of optional values or of
// collections, as the []interface{} a pulumi.ArrayOutput holds.
func interfaces[T any](v []T) []interface{} {
	if v == nil {
		return nil
	}
	result := make([]interface{}, len(v))
	for i, x := range v {
		result[i] = x
	}
	return result
}
