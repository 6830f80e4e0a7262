package main

import (
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// URNs of resources two and three levels below the stack read as values,
		// followed by more text in strings (which the run compares as text): each
		// qualifies its type with its parent's whole qualified type (fuzz seed
		// 10801).
		top, err := random.NewRandomPet(ctx, "top", nil)
		if err != nil {
			return err
		}
		mid, err := random.NewRandomPet(ctx, "mid", nil, pulumi.Parent(top))
		if err != nil {
			return err
		}
		leaf, err := random.NewRandomId(ctx, "leaf", &random.RandomIdArgs{ByteLength: pulumi.Int(4)}, pulumi.Parent(mid))
		if err != nil {
			return err
		}
		kept, err := random.NewRandomId(ctx, "kept", &random.RandomIdArgs{
			ByteLength: pulumi.Int(4),
			Keepers:    pulumi.StringMap{"leaf": pulumi.Sprintf("urn=%v%v", leaf.URN().ToStringOutput(), mid.ID().ToStringOutput())},
		}, pulumi.Parent(leaf))
		if err != nil {
			return err
		}
		wrapper, err := NewOuter(ctx, "wrapper", &OuterArgs{})
		if err != nil {
			return err
		}
		ctx.Export("strings", pulumi.Array{
			pulumi.Sprintf("%v42", mid.URN().ToStringOutput()),
			pulumi.Sprintf("%vx", leaf.URN().ToStringOutput()),
			pulumi.Sprintf("%v", kept.URN().ToStringOutput()),
			wrapper.Urns.ApplyT(func(urns []string) (string, error) {
				return strings.Join(urns, ""), nil
			}).(pulumi.StringOutput),
		})
		ctx.Export("kept", kept.Keepers)
		return nil
	})
}
