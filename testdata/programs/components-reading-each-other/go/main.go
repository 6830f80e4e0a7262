package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumix"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Two instances that read each other's outputs. A component must not hand
		// its args to its base class: the SDK would wait for their outputs before
		// registering it, and each instance would wait for the other forever.
		deferredPongOwn, resolvePongOwn := pulumi.DeferredOutput[string](ctx.Context())
		pongOwn := pulumix.Cast[pulumi.StringOutput, string](deferredPongOwn)
		ping, err := NewHalf(ctx, "ping", &HalfArgs{Peer: pongOwn})
		if err != nil {
			return err
		}
		pong, err := NewHalf(ctx, "pong", &HalfArgs{Peer: ping.Own})
		if err != nil {
			return err
		}
		resolvePongOwn(pong.Own)
		ctx.Export("pingPeer", ping.Seen)
		ctx.Export("pongPeer", pong.Seen)
		return nil
	})
}
