package main

import (
	"errors"
	"fmt"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Loops inside an apply whose key, value or condition compute an eventual
		// from their own variables (secret(x) in an inner loop that also reads the
		// outer loop's variable): the eventual cannot be an argument of the outer
		// apply, evaluated outside the inner loop, so the callback computes the
		// inner loop as an apply of its own.
		var vPlain []bool
		if err := cfg.TryObject("v", &vPlain); errors.Is(err, config.ErrMissingVar) {
			vPlain = []bool{true, false}
		} else if err != nil {
			return err
		}
		v := pulumi.ToSecret(pulumi.ToBoolArray(vPlain)).(pulumi.BoolArrayOutput)
		var w []bool
		if err := cfg.TryObject("w", &w); errors.Is(err, config.ErrMissingVar) {
			w = []bool{false, true, true}
		} else if err != nil {
			return err
		}
		ctx.Export("filterReadsBoth", pulumi.All(v).ApplyT(func(resolved []interface{}) (pulumi.StringArrayArrayOutput, error) {
			v2 := resolved[0].([]bool)
			return func() pulumi.StringArrayArray {
				result := pulumi.StringArrayArray{}
				for _, a := range v2 {
					result = append(result, pulumi.All(func() pulumi.BoolArray {
						result2 := pulumi.BoolArray{}
						for _, x := range v2 {
							result2 = append(result2, pulumi.ToSecret(pulumi.Bool(x)).(pulumi.BoolOutput))
						}
						return result2
					}()).ApplyT(func(resolved2 []interface{}) ([]string, error) {
						values := resolved2[0].([]bool)
						return func() []string {
							result2 := []string{}
							for e := range v2 {
								if !(values[e] && a) {
									continue
								}
								result2 = append(result2, fmt.Sprintf("%v%v", a, e))
							}
							return result2
						}(), nil
					}).(pulumi.StringArrayOutput))
				}
				return result
			}().ToStringArrayArrayOutput(), nil
		}).(pulumi.StringArrayArrayOutput))
		ctx.Export("valueReadsInner", v.ApplyT(func(v2 []bool) (pulumi.BoolArrayArrayOutput, error) {
			return func() pulumi.BoolArrayArray {
				result := pulumi.BoolArrayArray{}
				for _, a := range v2 {
					result = append(result, func() pulumi.BoolArray {
						result2 := pulumi.BoolArray{}
						for _, x := range w {
							result2 = append(result2, pulumi.ToSecret(pulumi.Bool(x)).(pulumi.BoolOutput).ApplyT(func(secret bool) (bool, error) {
								return func() bool {
									if secret {
										return a
									}
									return !a
								}(), nil
							}).(pulumi.BoolOutput))
						}
						return result2
					}())
				}
				return result
			}().ToBoolArrayArrayOutput(), nil
		}).(pulumi.BoolArrayArrayOutput))
		ctx.Export("keyReadsInner", v.ApplyT(func(v2 []bool) (pulumi.BoolMapArrayOutput, error) {
			return func() pulumi.BoolMapArray {
				result := pulumi.BoolMapArray{}
				for _, a := range v2 {
					result = append(result, pulumi.All(func() pulumi.StringArray {
						result2 := pulumi.StringArray{}
						for e := range w {
							result2 = append(result2, pulumi.ToSecret(pulumi.String(fmt.Sprintf("k%v", e))).(pulumi.StringOutput))
						}
						return result2
					}()).ApplyT(func(resolved []interface{}) (map[string]bool, error) {
						values := resolved[0].([]string)
						return func() map[string]bool {
							result2 := map[string]bool{}
							for e := range w {
								key := values[e]
								if _, dup := result2[key]; dup {
									panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
								}
								result2[key] = a
							}
							return result2
						}(), nil
					}).(pulumi.BoolMapOutput))
				}
				return result
			}().ToBoolMapArrayOutput(), nil
		}).(pulumi.BoolMapArrayOutput))
		ctx.Export("grouped", v.ApplyT(func(v2 []bool) (pulumi.BoolArrayMapArrayOutput, error) {
			return func() pulumi.BoolArrayMapArray {
				result := pulumi.BoolArrayMapArray{}
				for _, a := range v2 {
					result = append(result, pulumi.All(func() pulumi.BoolArray {
						result2 := pulumi.BoolArray{}
						for _, x := range w {
							result2 = append(result2, pulumi.ToSecret(pulumi.Bool(x)).(pulumi.BoolOutput))
						}
						return result2
					}()).ApplyT(func(resolved []interface{}) (map[string][]bool, error) {
						values := resolved[0].([]bool)
						return func() map[string][]bool {
							result2 := map[string][]bool{}
							for e, x := range w {
								if !(values[e]) {
									continue
								}
								result2[fmt.Sprintf("k%v", x)] = append(result2[fmt.Sprintf("k%v", x)], a)
							}
							return result2
						}(), nil
					}).(pulumi.BoolArrayMapOutput))
				}
				return result
			}().ToBoolArrayMapArrayOutput(), nil
		}).(pulumi.BoolArrayMapArrayOutput))
		return nil
	})
}
