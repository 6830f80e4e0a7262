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

		// Template parts that end in "$" beside parts that start with "{": the
		// generated template literal must not read them as a substitution.
		nameVar := "n"
		if param, err := cfg.Try("name"); err == nil {
			nameVar = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Prefix: pulumi.String("dollar$" + "{brace}")})
		if err != nil {
			return err
		}
		ctx.Export("plain", pulumi.String("a"+"$"+"{b}"+"c"))
		ctx.Export("withNumber", pulumi.String("0.1$ dollar${brace}!"))
		ctx.Export("withConfig", pulumi.String(nameVar+"$"+"{"+nameVar+"}"))
		ctx.Export("withOutput", pulumi.Sprintf("%v${x}", pet.ID().ToStringOutput()))
		ctx.Export("list", pulumi.Array{pulumi.String("$" + "{1}"), pulumi.String("$$" + "{")})
		return nil
	})
}
