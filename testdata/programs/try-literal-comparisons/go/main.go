package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// try of literals compared with another literal: TypeScript types the try
		// as the union of its literal arguments (4 | 9) and rejects comparing it
		// with a literal outside that union as unintentional, where PCL compares
		// the values.
		isThirteen := 13 == func() int {
			if v, ok := func() (v int, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return 4, true
			}(); ok {
				return v
			}
			return 9
		}()
		isFour := func() interface{} {
			if v, ok := func() (v interface{}, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return func() interface{} {
					panic("not here")
				}(), true
			}(); ok {
				return v
			}
			return 4
		}() != 4
		ctx.Export("isThirteen", pulumi.Bool(isThirteen))
		ctx.Export("isFour", pulumi.Bool(isFour))
		ctx.Export("word", pulumi.String(func() string {
			if "a" == func() string {
				if v, ok := func() (v string, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return "b", true
				}(); ok {
					return v
				}
				return "c"
			}() {
				return "same"
			}
			return "different"
		}()))
		return nil
	})
}
