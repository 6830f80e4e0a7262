package main

import (
	"errors"
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Issue 12 item 21: a template of one conditional is the conditional itself.
		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		x := func() string {
			if true {
				return "a"
			}
			return "b"
		}()
		y := func() string {
			if flag {
				return "a"
			}
			return "b"
		}()
		r, err := random.NewRandomString(ctx, "r", &random.RandomStringArgs{
			Length: pulumi.Int(4),
			Keepers: pulumi.StringMap{
				"k": pulumi.String(func() string {
					if flag {
						return "c"
					}
					return "d"
				}()),
				"j": pulumi.String(func() string {
					if flag {
						return "c"
					}
					return "d"
				}() + "-" + x),
			},
		})
		if err != nil {
			return err
		}
		ctx.Export("x", pulumi.String(x))
		ctx.Export("y", pulumi.String(strings.Join([]string{func() string {
			if !flag {
				return y
			}
			return "e"
		}()}, ",")))
		ctx.Export("z", pulumi.Sprintf("%v", r.Result.ApplyT(func(result string) (string, error) {
			return func() string {
				if result == "" {
					return "empty"
				}
				return result
			}(), nil
		}).(pulumi.StringOutput)))
		return nil
	})
}
