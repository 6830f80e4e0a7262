package main

import (
	"encoding/json"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/s3"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Empty object constructors inside secrets and outputs of a component and
		// of the stack: TypeScript types {} as the type with no properties, which
		// the component's pulumi.Output<Record<string, any>> field does not take
		// (fuzz seed 9758).
		c, err := NewComp(ctx, "c", &CompArgs{})
		if err != nil {
			return err
		}
		_, err = s3.NewBucket(ctx, "b", &s3.BucketArgs{Tags: pulumi.ToSecret(pulumi.StringMap{}).(pulumi.StringMapOutput)})
		if err != nil {
			return err
		}
		ctx.Export("static", pulumi.ToSecret(pulumi.Map{}).(pulumi.MapOutput))
		ctx.Export("fromComp", c.Static)
		ctx.Export("encoded", pulumi.ToOutput(pulumi.ToSecret(pulumi.Map{"a": pulumi.Map{}}).(pulumi.MapOutput)).ApplyT(func(v interface{}) (string, error) {
			data, err := json.Marshal(v)
			return string(data), err
		}).(pulumi.StringOutput))
		ctx.Export("compNested", c.Nested)
		ctx.Export("compTuple", c.TupleOfEmpty)
		return nil
	})
}
