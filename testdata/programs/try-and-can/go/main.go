package main

import (
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
				return func() string {
					v, ok := settings["prefix"]
					if !ok {
						panic("missing key prefix")
					}
					return v
				}(), true
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
			_ = func() string {
				v, ok := settings["region"]
				if !ok {
					panic("missing key region")
				}
				return v
			}()
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
					return func() string {
						v, ok := secretSettings2["region"]
						if !ok {
							panic("missing key region")
						}
						return v
					}(), true
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
				_ = func() string {
					v, ok := secretSettings2["zone"]
					if !ok {
						panic("missing key zone")
					}
					return v
				}()
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
				return func() interface{} {
					v, ok := func() interface{} {
						v, ok := document.(map[string]interface{})["owner"]
						if !ok {
							panic("missing key owner")
						}
						return v
					}().(map[string]interface{})["name"]
					if !ok {
						panic("missing key name")
					}
					return v
				}(), true
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
