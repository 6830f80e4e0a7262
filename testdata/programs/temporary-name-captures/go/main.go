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

		// User names spelled like the temporaries generated code declares inside
		// function literals (try's and can's results, range's bounds and counter,
		// the accumulators of splats and dependsOn lists): each temporary takes
		// another name, so the arguments printed beside it still read the user's
		// values.
		v := "fallback"
		if param, err := cfg.Try("v"); err == nil {
			v = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		start := 1
		if param, err := cfg.TryInt("start"); err == nil {
			start = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		limit := 4
		if param, err := cfg.TryInt("limit"); err == nil {
			limit = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		step := 2
		if param, err := cfg.TryInt("step"); err == nil {
			step = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var result []*random.RandomString
		for index := 0; index < 2; index++ {
			res2, err := random.NewRandomString(ctx, fmt.Sprintf("result-%v", index), &random.RandomStringArgs{Length: pulumi.Int(3 + index)})
			if err != nil {
				return err
			}
			result = append(result, res2)
		}
		_, err := random.NewRandomString(ctx, "after", &random.RandomStringArgs{Length: pulumi.Int(4)}, pulumi.DependsOn(func() []pulumi.Resource {
			var result2 []pulumi.Resource
			for _, r2 := range result {
				result2 = append(result2, r2)
			}
			return result2
		}()))
		if err != nil {
			return err
		}
		i := 10
		ok := []string{v, "x"}
		r := func() []int {
			result2 := []int{}
			for _, x := range func() []int {
				result3 := []int{}
				start2, limit2, step2 := start, limit, step
				for i2 := start2; (step2 > 0 && i2 < limit2) || (step2 < 0 && i2 > limit2); i2 += step2 {
					result3 = append(result3, i2)
				}
				return result3
			}() {
				result2 = append(result2, x+i)
			}
			return result2
		}()
		item := func() string {
			if v2, ok2 := func() (v2 string, ok2 bool) {
				defer func() {
					if recover() != nil {
						ok2 = false
					}
				}()
				return ok[start+4], true
			}(); ok2 {
				return v2
			}
			return v
		}()
		res := func() string {
			if v2, ok2 := func() (v2 string, ok2 bool) {
				defer func() {
					if recover() != nil {
						ok2 = false
					}
				}()
				return ok[1], true
			}(); ok2 {
				return v2
			}
			return v
		}()
		ctx.Export("canRead", pulumi.Bool(func() (ok2 bool) {
			defer func() {
				if recover() != nil {
					ok2 = false
				}
			}()
			_ = ok[start]
			return true
		}()))
		ctx.Export("cannotRead", pulumi.Bool(func() (ok2 bool) {
			defer func() {
				if recover() != nil {
					ok2 = false
				}
			}()
			_ = ok[start+2]
			return true
		}()))
		ctx.Export("tried", pulumi.Array{pulumi.String(item), pulumi.String(res)})
		ctx.Export("counted", pulumi.ToIntArray(r))
		ctx.Export("ids", pulumi.Int(len(func() pulumi.StringArray {
			result2 := pulumi.StringArray{}
			for _, item2 := range result {
				result2 = append(result2, item2.ID())
			}
			return result2
		}())))
		return nil
	})
}
