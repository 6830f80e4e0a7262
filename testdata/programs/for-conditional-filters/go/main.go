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

		// A for expression's filter that is itself a conditional keeps its own
		// branches: TypeScript's flatMap tests it in parentheses.
		var flags []bool
		if err := cfg.TryObject("flags", &flags); errors.Is(err, config.ErrMissingVar) {
			flags = []bool{true, false, false}
		} else if err != nil {
			return err
		}
		ctx.Export("byIndex", func() pulumi.Array {
			result := pulumi.Array{}
			for i, v := range flags {
				if !(func() bool {
					if v {
						return v
					}
					return i > 1
				}()) {
					continue
				}
				result = append(result, pulumi.String(fmt.Sprintf("x%v", i)))
			}
			return result
		}())
		ctx.Export("byValue", func() pulumi.Array {
			result := pulumi.Array{}
			for _, v := range flags {
				if !(func() bool {
					if v {
						return false
					}
					return true
				}()) {
					continue
				}
				result = append(result, pulumi.String("y"))
			}
			return result
		}())
		ctx.Export("keyed", func() pulumi.Map {
			result := pulumi.Map{}
			for i, v := range flags {
				if !(func() bool {
					if v {
						return v
					}
					return i > 1
				}()) {
					continue
				}
				result[fmt.Sprintf("k%v", i)] = pulumi.Bool(v)
			}
			return result
		}())
		ctx.Export("nested", func() pulumi.Array {
			result := pulumi.Array{}
			for i, v := range flags {
				if !(func() bool {
					if i > 0 {
						return func() bool {
							if v {
								return true
							}
							return i == 2
						}()
					}
					return false
				}()) {
					continue
				}
				result = append(result, pulumi.Int(i))
			}
			return result
		}())
		return nil
	})
}
