package main

import (
	"errors"
	"maps"
	"slices"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/s3"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Config variables that may be null, secret or made secret with secret(), of
		// every kind of collection (lists, maps, objects of one property type or of
		// several, lists of objects) and scalar: left unset, each is null, not an
		// empty collection, and Go's output of it keeps its type (a nil
		// pulumi.BoolMapInput would make an output of no type; fuzz seed 9934).
		var sPlain *string
		if param, err := cfg.Try("s"); err == nil {
			sPlain = &param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		s := pulumi.ToSecret(sPlain).(pulumi.StringPtrOutput)
		var iPlain *int
		if param, err := cfg.TryInt("i"); err == nil {
			iPlain = &param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		i := pulumi.ToSecret(iPlain).(pulumi.IntPtrOutput)
		var bPlain *bool
		if param, err := cfg.TryBool("b"); err == nil {
			bPlain = &param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		b := pulumi.ToSecret(bPlain).(pulumi.BoolPtrOutput)
		var lsPlain []string
		if err := cfg.TryObject("ls", &lsPlain); err != nil && !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		ls := pulumi.ToSecret(func() pulumi.StringArrayInput {
			if lsPlain == nil {
				return pulumi.Any(nil).ApplyT(func(interface{}) []string {
					return nil
				}).(pulumi.StringArrayOutput)
			}
			return pulumi.ToOutput(lsPlain).(pulumi.StringArrayOutput)
		}()).(pulumi.StringArrayOutput)
		var miPlain map[string]int
		if err := cfg.TryObject("mi", &miPlain); err != nil && !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		mi := pulumi.ToSecret(func() pulumi.IntMapInput {
			if miPlain == nil {
				return pulumi.Any(nil).ApplyT(func(interface{}) map[string]int {
					return nil
				}).(pulumi.IntMapOutput)
			}
			return pulumi.ToOutput(miPlain).(pulumi.IntMapOutput)
		}()).(pulumi.IntMapOutput)
		var obPlain map[string]bool
		if err := cfg.TryObject("ob", &obPlain); err != nil && !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		ob := pulumi.ToSecret(func() pulumi.BoolMapInput {
			if obPlain == nil {
				return pulumi.Any(nil).ApplyT(func(interface{}) map[string]bool {
					return nil
				}).(pulumi.BoolMapOutput)
			}
			return pulumi.ToOutput(obPlain).(pulumi.BoolMapOutput)
		}()).(pulumi.BoolMapOutput)
		var omPlain map[string]interface{}
		if err := cfg.TryObject("om", &omPlain); err != nil && !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		om := pulumi.ToSecret(func() pulumi.MapInput {
			if omPlain == nil {
				return pulumi.Any(nil).ApplyT(func(interface{}) map[string]interface{} {
					return nil
				}).(pulumi.MapOutput)
			}
			return pulumi.ToOutput(omPlain).(pulumi.MapOutput)
		}()).(pulumi.MapOutput)
		var loPlain []map[string]string
		if err := cfg.TryObject("lo", &loPlain); err != nil && !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		lo := pulumi.ToSecret(func() pulumi.StringMapArrayInput {
			if loPlain == nil {
				return pulumi.Any(nil).ApplyT(func(interface{}) []map[string]string {
					return nil
				}).(pulumi.StringMapArrayOutput)
			}
			return pulumi.ToOutput(loPlain).(pulumi.StringMapArrayOutput)
		}()).(pulumi.StringMapArrayOutput)
		var pob map[string]bool
		if err := cfg.TryObject("pob", &pob); err != nil && !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var pls []string
		if err := cfg.TryObject("pls", &pls); err != nil && !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		_, err := s3.NewBucket(ctx, "bucket", &s3.BucketArgs{Tags: pulumi.All(mi).ApplyT(func(resolved []interface{}) (map[string]string, error) {
			mi2 := resolved[0].(map[string]int)
			return func() map[string]string {
				if mi2 == nil {
					return map[string]string{"empty": "yes"}
				}
				return func() map[string]string {
					result := map[string]string{}
					collection := mi2
					for _, k := range slices.Sorted(maps.Keys(collection)) {
						v := collection[k]
						result[k] = strconv.Itoa(v)
					}
					return result
				}()
			}(), nil
		}).(pulumi.StringMapOutput)})
		if err != nil {
			return err
		}
		ctx.Export("all", pulumi.Array{s, i, b, ls, mi, ob, om, lo})
		ctx.Export("made", pulumi.Array{
			pulumi.ToSecret(func() pulumi.BoolMapInput {
				if pob == nil {
					return pulumi.Any(nil).ApplyT(func(interface{}) map[string]bool {
						return nil
					}).(pulumi.BoolMapOutput)
				}
				return pulumi.ToOutput(pob).(pulumi.BoolMapOutput)
			}()).(pulumi.BoolMapOutput),
			pulumi.ToSecret(func() pulumi.StringArrayInput {
				if pls == nil {
					return pulumi.Any(nil).ApplyT(func(interface{}) []string {
						return nil
					}).(pulumi.StringArrayOutput)
				}
				return pulumi.ToOutput(pls).(pulumi.StringArrayOutput)
			}()).(pulumi.StringArrayOutput),
		})
		ctx.Export("nulls", pulumi.Array{
			ob.ApplyT(func(ob2 map[string]bool) (bool, error) {
				return ob2 == nil, nil
			}).(pulumi.BoolOutput),
			lo.ApplyT(func(lo2 []map[string]string) (bool, error) {
				return lo2 == nil, nil
			}).(pulumi.BoolOutput),
			pulumi.Bool(pob == nil),
		})
		return nil
	})
}
