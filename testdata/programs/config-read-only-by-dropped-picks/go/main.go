package main

import (
	"errors"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Config variables that only an element of a tuple reads, where the
		// constant index picks another element: the generated code no longer
		// reads them (fuzz seed 10736), in a component and in the program.
		label := "x.y"
		if param, err := cfg.Try("label"); err == nil {
			label = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		count := 5
		if param, err := cfg.TryInt("count"); err == nil {
			count = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var anything interface{} = "b-2"
		if err := cfg.TryObject("anything", &anything); err != nil {
			if param, err := cfg.Try("anything"); err == nil {
				anything = param
			}
		}
		one, err := NewPicker(ctx, "one", &PickerArgs{Maybe: "m"})
		if err != nil {
			return err
		}
		two, err := NewPicker(ctx, "two", &PickerArgs{
			Label: pulumi.StringRef("given"),
			Count: pulumi.IntRef(7),
			Maybe: "n",
		})
		if err != nil {
			return err
		}
		ctx.Export("picked", pulumi.Array{
			one.Picked,
			two.Picked,
			one.Number,
			two.Number,
			one.Name,
			one.Chosen,
		})
		ctx.Export("local", pulumi.Array{pulumi.String("a"), pulumi.Int(9), pulumi.String("z")})
		_ = label
		_ = count
		return nil
	})
}
