package main

import (
	"errors"
	"fmt"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var number []*random.RandomInteger
		for index := 0; index < 2; index++ {
			res, err := random.NewRandomInteger(ctx, fmt.Sprintf("number-%v", index), &random.RandomIntegerArgs{Min: pulumi.Int(1), Max: pulumi.Int(5)})
			if err != nil {
				return err
			}
			number = append(number, res)
		}
		choice := func() pulumi.Map {
			if flag {
				return pulumi.Map{"nums": func() pulumi.Float64Array {
					result := pulumi.Float64Array{}
					collection := func() pulumi.IntArray {
						result2 := pulumi.IntArray{}
						for _, item2 := range number {
							result2 = append(result2, item2.Result)
						}
						return result2
					}()
					for _, item := range collection {
						result = append(result, item.ToIntOutput().ApplyT(func(item2 int) (float64, error) {
							return float64(item2), nil
						}).(pulumi.Float64Output))
					}
					return result
				}()}
			}
			return pulumi.Map{"nums": func() pulumi.Float64Array {
				result := pulumi.Float64Array{}
				collection := func() pulumi.IntArray {
					result2 := pulumi.IntArray{}
					for _, item := range number {
						result2 = append(result2, item.Min)
					}
					return result2
				}()
				for range collection {
					result = append(result, pulumi.Float64(2.5))
				}
				return result
			}()}
		}()
		compComponent, err := NewComp(ctx, "comp", &CompArgs{Nums: choice["nums"].(pulumi.Float64ArrayInput).ToFloat64ArrayOutput()})
		if err != nil {
			return err
		}
		ctx.Export("doubled", compComponent.Doubled)
		return nil
	})
}
