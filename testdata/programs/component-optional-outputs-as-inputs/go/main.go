package main

import (
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Fuzz seed 10580: a component's output that is a resource's property which
		// may be unset (Output[Mapping[str, str] | None] to pyright) given to an
		// input that takes no None inside an output.
		echo, err := NewComp(ctx, "echo", &CompArgs{})
		if err != nil {
			return err
		}
		server, err := ec2.NewInstance(ctx, "server", &ec2.InstanceArgs{Ami: pulumi.String("ami-123"), Tags: echo.Delta})
		if err != nil {
			return err
		}
		ctx.Export("tags", server.Tags)
		return nil
	})
}
