package main

import (
	"errors"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Parentheses around a compared value do not make it another value: a
		// comparison guarded by a test of (m) compares what the test narrowed, and
		// two comparisons of (m) and m with constants are of one value.
		m := "a"
		if param, err := cfg.Try("m"); err == nil {
			m = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		ok := true
		if param, err := cfg.TryBool("ok"); err == nil {
			ok = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		ctx.Export("both", pulumi.Bool(m == "a" && !(m != "b")))
		ctx.Export("either", pulumi.Bool(m != "a" || !(m == "b")))
		ctx.Export("chosen", pulumi.Bool(func() bool {
			if m == "a" {
				return m == "b"
			}
			return false
		}()))
		ctx.Export("flag", pulumi.Bool(func() bool {
			if ok {
				return ok == false
			}
			return true
		}()))
		return nil
	})
}
