package main

import (
	"errors"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A for expression whose condition is secret over a collection that is
		// not, whose value calls try: the result is secret (the interpreter once
		// failed adding the condition's mark to the collection's none).
		limit := 1
		if param, err := cfg.TryInt("limit"); err == nil {
			limit = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		ctx.Export("kept", pulumi.All(func() pulumi.BoolArray {
			result := pulumi.BoolArray{}
			for _, x := range []int{1, 2, 3} {
				result = append(result, pulumi.ToSecret(pulumi.Bool(x > limit)).(pulumi.BoolOutput))
			}
			return result
		}()).ApplyT(func(resolved []interface{}) ([]int, error) {
			values := resolved[0].([]bool)
			return func() []int {
				result := []int{}
				for key, x := range []int{1, 2, 3} {
					if !(values[key]) {
						continue
					}
					result = append(result, func() int {
						if v, ok := func() (v int, ok bool) {
							defer func() {
								if recover() != nil {
									ok = false
								}
							}()
							return x, true
						}(); ok {
							return v
						}
						return 0
					}())
				}
				return result
			}(), nil
		}).(pulumi.IntArrayOutput))
		return nil
	})
}
