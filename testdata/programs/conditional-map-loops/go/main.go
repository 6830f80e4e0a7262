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

		// A conditional whose branch is a map made by a for expression takes the
		// conditional's element type: ints among numbers, lists among lists of any,
		// strings among optional strings.
		flag := false
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		numbers := func() map[string]float64 {
			if flag {
				return map[string]float64{"a": 1.5}
			}
			return func() map[string]float64 {
				result := map[string]float64{}
				for i, v := range []int{1, 2} {
					result[fmt.Sprintf("k%v", i)] = float64(v)
				}
				return result
			}()
		}()
		lists := func() map[string][]bool {
			if flag {
				return map[string][]bool{"a": {}}
			}
			return func() map[string][]bool {
				result := map[string][]bool{}
				for i, v := range []bool{true, false} {
					result[fmt.Sprintf("k%v", i)] = []bool{v}
				}
				return result
			}()
		}()
		maybe := func() map[string]*string {
			if flag {
				return map[string]*string{"a": nil}
			}
			return func() map[string]*string {
				result := map[string]*string{}
				for i, v := range []string{"x"} {
					result[fmt.Sprintf("k%v", i)] = pulumi.StringRef(v)
				}
				return result
			}()
		}()
		ctx.Export("numbers", pulumi.ToFloat64Map(numbers))
		ctx.Export("lists", pulumi.ToBoolArrayMap(lists))
		ctx.Export("maybe", pulumi.Any(maybe))
		return nil
	})
}
