package main

import (
	"errors"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Comparisons under a test that narrows what they read, of operations
		// TypeScript types from the narrowed values (a try returning ok, !ok,
		// ok && true, [ok][0]): TypeScript would see literal types that do not
		// overlap (TS2367) where PCL compares values, so the operands are widened.
		ok := true
		if param, err := cfg.TryBool("ok"); err == nil {
			ok = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		mode := "a"
		if param, err := cfg.Try("mode"); err == nil {
			mode = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		ctx.Export("tried", pulumi.Bool(func() bool {
			if ok {
				return func() bool {
					if v, ok2 := func() (v bool, ok2 bool) {
						defer func() {
							if recover() != nil {
								ok2 = false
							}
						}()
						return ok, true
					}(); ok2 {
						return v
					}
					return true
				}() != !ok
			}
			return false
		}()))
		ctx.Export("negated", pulumi.Bool(func() bool {
			if ok {
				return !ok == true
			}
			return false
		}()))
		ctx.Export("anded", pulumi.Bool(func() bool {
			if ok {
				return (ok && true) == false
			}
			return true
		}()))
		ctx.Export("picked", pulumi.Bool(func() bool {
			if ok {
				return []bool{ok}[0] == false
			}
			return true
		}()))
		ctx.Export("chosen", pulumi.Bool(func() bool {
			if mode == "a" {
				return func() string {
					if mode == "a" {
						return mode
					}
					return "c"
				}() == "b"
			}
			return false
		}()))
		ctx.Export("looked", pulumi.Bool(func() bool {
			if mode == "a" {
				return func() string {
					if v, ok2 := map[string]string{"m": mode}["m"]; ok2 {
						return v
					}
					return "z"
				}() == "b"
			}
			return false
		}()))
		ctx.Export("both", pulumi.Bool(ok && !ok == ok))
		return nil
	})
}
