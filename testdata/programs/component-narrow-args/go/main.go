package main

import (
	"fmt"
	"strings"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Arguments of a component built from expressions whose Python types are
		// narrower than the inputs' (split gives list[LiteralString]): the args
		// TypedDict takes read-only Sequence and Mapping, whose element types are
		// covariant, at every level.
		parts, err := NewComp(ctx, "parts", &CompArgs{
			Names:  strings.Split("a,b", ","),
			Nested: [][]string{strings.Split("x y", " "), {"z"}},
			ByKey:  map[string][]string{"a": strings.Split("p-q", "-")},
		})
		if err != nil {
			return err
		}
		ctx.Export("first", parts.First)
		ctx.Export("count", parts.Count)
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
