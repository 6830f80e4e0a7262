package main

import (
	"errors"
	"fmt"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A comparison with null is true for a JSON null as for a missing value:
		// config.json sets the untyped document's "owner" to null and leaves out
		// "team", and the optional name unset.
		var document interface{} = cfg.Require("document")
		if err := cfg.TryObject("document", &document); err != nil {
			if param, err := cfg.Try("document"); err == nil {
				document = param
			}
		}
		var nameVar *string
		if param, err := cfg.Try("name"); err == nil {
			nameVar = &param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		ctx.Export("ownerIsNull", pulumi.Bool(mustGet(document.(map[string]interface{}), "owner") == nil))
		ctx.Export("ownerIsSet", pulumi.Bool(mustGet(document.(map[string]interface{}), "owner") != nil))
		ctx.Export("nameIsNull", pulumi.Bool(nameVar == nil))
		ctx.Export("nullIsName", pulumi.Bool(nameVar == nil))
		return nil
	})
}

// mustGet returns m[key]; a key the map does not hold is an error, as in
// PCL.
func mustGet[V any](m map[string]V, key string) V {
	v, ok := m[key]
	if !ok {
		panic(fmt.Sprintf("the map has no element for the key %q", key))
	}
	return v
}
