package main

import (
	"errors"
	"maps"
	"slices"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Conditionals whose branches are collections of different shapes (an
		// empty tuple, a list of lists, a for expression): each branch is the
		// conditional's type, in Go a slice of the unified element type.
		wide := false
		if param, err := cfg.TryBool("wide"); err == nil {
			wide = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		nested := func() [][]string {
			if wide {
				return [][]string{}
			}
			return func() [][]string {
				if !wide {
					return func() [][]string {
						if wide {
							return [][]string{}
						}
						return [][]string{{"a"}}
					}()
				}
				return func() [][]string {
					result := [][]string{}
					collection := map[string]int{"x": 1}
					for _, k := range slices.Sorted(maps.Keys(collection)) {
						v := collection[k]
						if !(v > 0) {
							continue
						}
						result = append(result, []string{k})
					}
					return result
				}()
			}()
		}()
		emptyOrMap := func() map[string]interface{} {
			if wide {
				return map[string]interface{}{}
			}
			return map[string]interface{}{"first": map[string]int{"a": 1}}
		}()
		numbers := func() []float64 {
			if wide {
				return []float64{1.0}
			}
			return func() []float64 {
				if wide {
					return []float64{}
				}
				return []float64{2.5, 3.0}
			}()
		}()
		ctx.Export("nested", pulumi.ToStringArrayArray(nested))
		ctx.Export("emptyOrMap", pulumi.ToMap(emptyOrMap))
		ctx.Export("numbers", pulumi.ToFloat64Array(numbers))
		return nil
	})
}
