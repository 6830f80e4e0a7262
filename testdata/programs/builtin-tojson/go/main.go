package main

import (
	"encoding/json"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// toJSON writes what cty's jsonencode writes: keys sorted, no spaces,
		// <, > and & escaped, null values kept and numbers in plain digits.
		owner := "Ops <ops@example.com> & friends"
		if param, err := cfg.Try("owner"); err == nil {
			owner = param
		}
		ratio := 2.5
		if param, err := cfg.TryFloat64("ratio"); err == nil {
			ratio = param
		}
		huge := 2.5e+21
		if param, err := cfg.TryFloat64("huge"); err == nil {
			huge = param
		}
		pet, err := random.NewRandomPet(ctx, "pet", nil)
		if err != nil {
			return err
		}
		document := map[string]interface{}{
			"zeta":    "last",
			"alpha":   "first",
			"owner":   owner,
			"nothing": nil,
			"counts":  []int{1, 2, 3},
			"nested":  map[string]interface{}{"b": true, "a": ratio},
		}
		jsonBytes, err := json.Marshal(document)
		if err != nil {
			return err
		}
		ctx.Export("plain", pulumi.String(string(jsonBytes)))
		jsonBytes2, err := json.Marshal([]float64{ratio, huge, 1.0, 2.5e-08})
		if err != nil {
			return err
		}
		ctx.Export("numbers", pulumi.String(string(jsonBytes2)))
		ctx.Export("withOutput", pet.ID().ToStringOutput().ApplyT(func(id string) (string, error) {
			jsonBytes3, err := json.Marshal(map[string]string{"name": id, "kind": "pet"})
			if err != nil {
				return "", err
			}
			return string(jsonBytes3), nil
		}).(pulumi.StringOutput))
		return nil
	})
}
