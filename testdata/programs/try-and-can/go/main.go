package main

import (
	"fmt"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumix"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		var settings map[string]string
		cfg.RequireObject("settings", &settings)
		var document interface{} = cfg.Require("document")
		if err := cfg.TryObject("document", &document); err != nil {
			if param, err := cfg.Try("document"); err == nil {
				document = param
			}
		}
		secretSettings := pulumi.ToSecret(pulumi.ToStringMap(settings)).(pulumi.StringMapOutput)
		nameResource, err := random.NewRandomPet(ctx, "name", &random.RandomPetArgs{Prefix: pulumi.String(func() string {
			if v, ok := func() (v string, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return mustGet(settings, "prefix"), true
			}(); ok {
				return v
			}
			return "pet"
		}())})
		if err != nil {
			return err
		}
		ctx.Export("hasRegion", pulumi.Bool(func() (ok bool) {
			defer func() {
				if recover() != nil {
					ok = false
				}
			}()
			_ = mustGet(settings, "region")
			return true
		}()))
		ctx.Export("secretRegion", secretSettings.ApplyT(func(secretSettings2 map[string]string) (string, error) {
			return func() string {
				if v, ok := func() (v string, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return mustGet(secretSettings2, "region"), true
				}(); ok {
					return v
				}
				return "us-east-1"
			}(), nil
		}).(pulumi.StringOutput))
		ctx.Export("secretHasZone", secretSettings.ApplyT(func(secretSettings2 map[string]string) (bool, error) {
			return func() (ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				_ = mustGet(secretSettings2, "zone")
				return true
			}(), nil
		}).(pulumi.BoolOutput))
		ctx.Export("owner", pulumi.Any(func() interface{} {
			if v, ok := func() (v interface{}, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return mustGet(mustGet(document.(map[string]interface{}), "owner").(map[string]interface{}), "name"), true
			}(); ok {
				return v
			}
			return "nobody"
		}()))
		ctx.Export("nameOrDefault", nameResource.ID().ToStringOutput().ApplyT(func(id string) (string, error) {
			return func() string {
				if v, ok := func() (v string, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return id, true
				}(); ok {
					return v
				}
				return "none"
			}(), nil
		}).(pulumi.StringOutput))
		ctx.Export("recoveredId", func() pulumi.StringOutput {
			deferred, resolve := pulumi.DeferredOutput[string](ctx.Context())
			value := nameResource.ID().ToStringOutput()
			go func() {
				if _, err2 := internals.UnsafeAwaitOutput(ctx.Context(), value); err2 != nil {
					message := err2.Error()
					resolve(pulumi.ToOutput(pulumi.String("failed: " + message)))
					return
				}
				resolve(value)
			}()
			return pulumix.Cast[pulumi.StringOutput, string](deferred)
		}())
		return nil
	})
}

// mustGet returns m[key]; a key the map does not hold is an error, as in
// PCL.
func mustGet[V any](m map[string]V, key string) V {
	v, ok := m[key]
	if !ok {
		panic(fmt.Sprintf("the map has no element for the key %q", key))
	}
	return v
}
