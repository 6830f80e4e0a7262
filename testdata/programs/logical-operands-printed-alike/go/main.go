package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Logical operations whose operands differ in PCL but print alike in Go
		// (obj.class and obj["class"], each the parameter of one apply): an operand
		// that is itself such an operation prints as one of them, which go vet
		// would call redundant beside it.
		obj, err := NewParts(ctx, "obj", &PartsArgs{})
		if err != nil {
			return err
		}
		ctx.Export("both", pulumi.All(obj.Class).ApplyT(func(resolved []interface{}) (bool, error) {
			class := resolved[0].(bool)
			return class, nil
		}).(pulumi.BoolOutput))
		ctx.Export("either", pulumi.All(obj.Other).ApplyT(func(resolved []interface{}) (bool, error) {
			other := resolved[0].(bool)
			return other, nil
		}).(pulumi.BoolOutput))
		ctx.Export("chosen", pulumi.All(obj.Class).ApplyT(func(resolved []interface{}) (int, error) {
			class := resolved[0].(bool)
			return func() int {
				if class {
					return 1
				}
				return 2
			}(), nil
		}).(pulumi.IntOutput))
		return nil
	})
}
