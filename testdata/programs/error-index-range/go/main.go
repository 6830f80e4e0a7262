package main

import (
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Indexing a list past its end is an error: the run fails there. The list is
		// computed from a resource's output, so the index is read when the output is
		// known (in Go, in an apply).
		nameResource, err := random.NewRandomString(ctx, "name", &random.RandomStringArgs{Length: pulumi.Int(8)})
		if err != nil {
			return err
		}
		parts := nameResource.Result.ApplyT(func(result string) ([]string, error) {
			return strings.Split(result, "-"), nil
		}).(pulumi.StringArrayOutput)
		ctx.Export("first", parts.ApplyT(func(parts2 []string) (string, error) {
			return parts2[0], nil
		}).(pulumi.StringOutput))
		ctx.Export("fourth", parts.ApplyT(func(parts2 []string) (string, error) {
			return parts2[3], nil
		}).(pulumi.StringOutput))
		return nil
	})
}
