package main

import (
	"fmt"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A component whose inputs are named like the types its Python args
		// class's hints read (str, dict, int): the class is written in TypedDict's
		// functional form, where a key hides no name.
		typed, err := NewTyped(ctx, "typed", &TypedArgs{Str: "s", Dict: map[string]string{"a": "x"}})
		if err != nil {
			return err
		}
		ctx.Export("joined", typed.Joined)
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
