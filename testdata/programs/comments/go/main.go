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

		// Comments travel with the code they describe: this header stays apart
		// from the first declaration because a blank line separates them.

		// How many characters each password has.
		length := 16
		if param, err := cfg.TryInt("length"); err == nil {
			length = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}

		// A C-style comment on a resource.
		password, err := random.NewRandomPassword(ctx, "password", &random.RandomPasswordArgs{
			// Long enough for most services.
			Length: pulumi.Int(length),
			// Special characters are left out:
			// some consoles mangle them.
			Special: pulumi.Bool(false),
		})
		if err != nil {
			return err
		}
		suffix, err := random.NewRandomPet(ctx, "suffix", &random.RandomPetArgs{
			// Two words are enough.
			Length: pulumi.Int(2),
		})
		if err != nil {
			return err
		}
		_, err = random.NewRandomString(ctx, "keeper", &random.RandomStringArgs{
			Length: pulumi.Int(8),
			// Replaced whenever one of these changes; the map is long enough that
			// every language has to break it over several lines.
			Keepers: pulumi.StringMap{
				"suffix":   suffix.ID(),
				"password": password.Result,
				"length":   pulumi.String(fmt.Sprintf("%v characters, and some more text to make it long", length)),
			},
		})
		if err != nil {
			return err
		}
		tagged, err := NewTag(ctx, "tagged", &TagArgs{
			// The component turns this into a tag.
			Name: suffix.ID(),
		})
		if err != nil {
			return err
		}

		// The generated password.
		ctx.Export("password", password.Result)

		// Read from the component.
		ctx.Export("tag", tagged.Tag)
		return nil
	})
}
