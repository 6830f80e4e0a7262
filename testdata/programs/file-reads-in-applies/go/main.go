package main

import (
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"os"

	"example.com/pclgen/simple/sdk/go/simple"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Files are read relative to the program's directory, also inside an
		// apply, which runs after the program's main module has returned.
		src, err := simple.NewResource(ctx, "src", &simple.ResourceArgs{InputOne: pulumi.String("x")})
		if err != nil {
			return err
		}
		perResult := pulumi.Unsecret(pulumi.StringArray{src.Result}.ToStringArrayOutput()).(pulumi.StringArrayOutput).ApplyT(func(v []string) ([]*simple.Resource, error) {
			var resources []*simple.Resource
			for index := range v {
				data, err := os.ReadFile("data.txt")
				if err != nil {
					return nil, err
				}
				res, err := simple.NewResource(ctx, fmt.Sprintf("perResult-%v", index), &simple.ResourceArgs{InputOne: pulumi.String(string(data))})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(pulumi.AnyOutput)
		ctx.Export("contents", src.Result.ApplyT(func(result string) (string, error) {
			return func() string {
				if result == "" {
					return ""
				}
				data, err := os.ReadFile("data.txt")
				if err != nil {
					panic(err)
				}
				return string(data)
			}(), nil
		}).(pulumi.StringOutput))
		data, err := os.ReadFile("data.txt")
		if err != nil {
			return err
		}
		sum := sha256.Sum256(data)
		ctx.Export("digest", pulumi.Sprintf("%v:%v", src.Result, base64.StdEncoding.EncodeToString(sum[:])))
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), perResult); err != nil {
			return err
		}
		return nil
	})
}
