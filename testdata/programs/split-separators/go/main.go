package main

import (
	"errors"
	"strings"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// split with an empty separator splits at each character (code point),
		// which Python's str.split refuses and JavaScript's split does by UTF-16
		// code unit; a separator from config may be empty or not.
		sep := ""
		if param, err := cfg.Try("sep"); err == nil {
			sep = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		comma := ","
		if param, err := cfg.Try("comma"); err == nil {
			comma = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		ctx.Export("chars", pulumi.ToStringArray(strings.Split("añ😀b", "")))
		ctx.Export("byConfig", pulumi.ToStringArray(strings.Split("x😀z", sep)))
		ctx.Export("byComma", pulumi.ToStringArray(strings.Split("a,b,,c", comma)))
		ctx.Export("empty", pulumi.ToStringArray(strings.Split("", "")))
		ctx.Export("emptyByComma", pulumi.ToStringArray(strings.Split("", ",")))
		return nil
	})
}
