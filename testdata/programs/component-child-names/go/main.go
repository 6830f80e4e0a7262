package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// One directory component used twice: each instance's children are named
		// after the instance ("first-tag", "second-tag"), so their URNs differ.
		first, err := NewStore(ctx, "first", &StoreArgs{Count: 2})
		if err != nil {
			return err
		}
		second, err := NewStore(ctx, "second", &StoreArgs{Count: 1})
		if err != nil {
			return err
		}
		ctx.Export("firstTag", first.Tag)
		ctx.Export("secondTag", second.Tag)
		return nil
	})
}
