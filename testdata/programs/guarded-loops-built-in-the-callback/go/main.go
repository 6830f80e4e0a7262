package main

import (
	"errors"
	"fmt"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// try and can catch the failure of building a for expression that holds
		// outputs: a key repeated by an object's for expression whose values are
		// secret. Inside the guard such a loop is built in the apply's callback
		// from what it reads resolved, not resolved whole as the apply's argument
		// (built before the callback, outside the guard). A failure that does not
		// read the secret (its keys are plain) may leave the fallback plain; one
		// that reads it (a key missing from a secret map) is secret.

		var names []string
		if err := cfg.TryObject("names", &names); errors.Is(err, config.ErrMissingVar) {
			names = []string{"a", "b"}
		} else if err != nil {
			return err
		}
		tokenPlain := "t"
		if param, err := cfg.Try("token"); err == nil {
			tokenPlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		token := pulumi.ToSecret(pulumi.String(tokenPlain)).(pulumi.StringOutput)
		var tablePlain map[string]string
		if err := cfg.TryObject("table", &tablePlain); errors.Is(err, config.ErrMissingVar) {
			tablePlain = map[string]string{"a": "x"}
		} else if err != nil {
			return err
		}
		table := pulumi.ToSecret(pulumi.ToStringMap(tablePlain)).(pulumi.StringMapOutput)
		vm := pulumi.Unsecret(pulumi.ToSecret(pulumi.StringArray{pulumi.String("a")}).(pulumi.StringArrayOutput)).(pulumi.StringArrayOutput).ApplyT(func(secret []string) ([]*ec2.Instance, error) {
			var resources []*ec2.Instance
			for index, value := range secret {
				res, err := ec2.NewInstance(ctx, fmt.Sprintf("vm-%v", index), &ec2.InstanceArgs{
					Ami: pulumi.String(fmt.Sprintf("pre %v!", func() int {
						if v, ok := func() (v int, ok bool) {
							defer func() {
								if recover() != nil {
									ok = false
								}
							}()
							return len(func() pulumi.StringMap {
								result := pulumi.StringMap{}
								collection := pulumi.StringArray{
									pulumi.String(""),
									pulumi.ToSecret(pulumi.String(value)).(pulumi.StringOutput),
								}
								for _, v2 := range collection {
									key := "dup"
									if _, dup := result[key]; dup {
										panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
									}
									result[key] = v2.ToStringOutput()
								}
								return result
							}()), true
						}(); ok {
							return v
						}
						return 10
					}())),
					InstanceType: pulumi.All(func() pulumi.StringArray {
						result := pulumi.StringArray{}
						for range names {
							result = append(result, token)
						}
						return result
					}()).ApplyT(func(resolved []interface{}) (string, error) {
						values := resolved[0].([]string)
						return func() string {
							if v, ok := func() (v string, ok bool) {
								defer func() {
									if recover() != nil {
										ok = false
									}
								}()
								return values[5], true
							}(); ok {
								return v
							}
							return "fallback"
						}(), nil
					}).(pulumi.StringOutput),
					KeyName: pulumi.Sprintf("%v", token.ApplyT(func(token2 string) (bool, error) {
						return func() (ok bool) {
							defer func() {
								if recover() != nil {
									ok = false
								}
							}()
							_ = func() map[string]string {
								result := map[string]string{}
								for range names {
									key := "same"
									if _, dup := result[key]; dup {
										panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
									}
									result[key] = token2
								}
								return result
							}()
							return true
						}(), nil
					}).(pulumi.BoolOutput)),
					Tags: pulumi.StringMap{
						"missing": table.ApplyT(func(table2 map[string]string) (string, error) {
							return func() string {
								if v, ok := func() (v string, ok bool) {
									defer func() {
										if recover() != nil {
											ok = false
										}
									}()
									return mustGet(table2, "b"), true
								}(); ok {
									return v
								}
								return "fallback"
							}(), nil
						}).(pulumi.StringOutput),
						"absent": pulumi.Sprintf("%v", table.ApplyT(func(table2 map[string]string) (bool, error) {
							return func() (ok bool) {
								defer func() {
									if recover() != nil {
										ok = false
									}
								}()
								_ = mustGet(table2, "b")
								return true
							}(), nil
						}).(pulumi.BoolOutput)),
					},
				})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(ec2.InstanceArrayOutput)
		ctx.Export("repeatedKeys", token.ApplyT(func(token2 string) (bool, error) {
			return func() (ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				_ = func() map[string]string {
					result := map[string]string{}
					for range names {
						key := "same"
						if _, dup := result[key]; dup {
							panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
						}
						result[key] = token2
					}
					return result
				}()
				return true
			}(), nil
		}).(pulumi.BoolOutput))
		ctx.Export("distinctKeys", token.ApplyT(func(token2 string) (bool, error) {
			return func() (ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				_ = func() map[string]string {
					result := map[string]string{}
					for _, n := range names {
						key := n
						if _, dup := result[key]; dup {
							panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
						}
						result[key] = token2
					}
					return result
				}()
				return true
			}(), nil
		}).(pulumi.BoolOutput))
		ctx.Export("groupedKeys", pulumi.All(func() pulumi.StringArrayMap {
			groups := map[string]pulumi.StringArray{}
			for range names {
				key := "same"
				groups[key] = append(groups[key], token)
			}
			result := pulumi.StringArrayMap{}
			for k, v := range groups {
				result[k] = v
			}
			return result
		}()).ApplyT(func(resolved []interface{}) (bool, error) {
			values := resolved[0].(map[string][]string)
			return func() (ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				_ = values
				return true
			}(), nil
		}).(pulumi.BoolOutput))
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), vm); err != nil {
			return err
		}
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
