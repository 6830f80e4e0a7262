package main

import (
	"errors"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Issue 12 item 22: comments keep their lines in every language. This first line is long, longer than a line of code.
		// The second line stays a line of its own.

		// A config variable: the next line is short,
		// and so is this one, which must not join it.
		prefix := "pre"
		if param, err := cfg.Try("prefix"); err == nil {
			prefix = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		nameResource, err := random.NewRandomString(ctx, "name", &random.RandomStringArgs{
			// The length of the name, explained at a length that runs well past the width of a line of Python code.
			// Another line.
			Length: pulumi.Int(6),
			// An input after a blank-free comment:
			//
			//	indented text keeps its indentation,
			//
			// - and a list item stays an item.
			Special: pulumi.Bool(false),
		})
		if err != nil {
			return err
		}

		// The name, with its prefix; this comment, too, runs on for long enough to pass the width of a line.
		// Last line.
		ctx.Export("named", pulumi.Sprintf("%v-%v", prefix, nameResource.Result))
		return nil
	})
}
