package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A component's inputs named id and urn, the names of the engine's own
		// properties: the component reads them, and its registration carries the
		// others only (the Node.js SDK never sends an input of either name).
		tagged, err := NewTagged(ctx, "tagged", &TaggedArgs{
			Id:   map[string]interface{}{"delta": "x.y", "india": true},
			Urn:  "not-a-urn",
			Name: "plain",
		})
		if err != nil {
			return err
		}
		ctx.Export("prefix", tagged.Prefix)
		return nil
	})
}
