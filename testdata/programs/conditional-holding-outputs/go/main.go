package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// pclfuzz's shrunk program: conditionals whose branches are objects
		// holding secrets (outputs) in a component.
		_, err := NewCompa(ctx, "set", &CompaArgs{Nil: 1, Echo: []bool{}})
		if err != nil {
			return err
		}
		return nil
	})
}
