package main

import (
	"errors"
	"fmt"
	"maps"
	"slices"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// For expressions and splats whose source is a literal holding outputs: Go
		// prints such a literal as a composite literal of a named type
		// (pulumi.StringMap{...}), which needs parentheses at the head of a loop.
		key, err := random.NewRandomId(ctx, "key", &random.RandomIdArgs{ByteLength: pulumi.Int(4)})
		if err != nil {
			return err
		}
		password, err := random.NewRandomPassword(ctx, "password", &random.RandomPasswordArgs{Length: pulumi.Int(12)})
		if err != nil {
			return err
		}
		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		overMap := func() pulumi.StringArrayArray {
			result := pulumi.StringArrayArray{}
			for range (pulumi.StringMap{"x-y": password.Result, "plain": pulumi.String("text")}) {
				result = append(result, func() pulumi.StringArray {
					result2 := pulumi.StringArray{}
					for range map[string]interface{}{} {
						result2 = append(result2, key.Hex)
					}
					return result2
				}())
			}
			return result
		}()
		overMapValues := func() pulumi.StringArray {
			result := pulumi.StringArray{}
			collection := pulumi.StringMap{"first": password.Result, "second": key.B64Std}
			for _, key2 := range slices.Sorted(maps.Keys(collection)) {
				pem := collection[key2]
				result = append(result, pem.ToStringOutput())
			}
			return result
		}()
		overList := func() pulumi.StringArrayArray {
			result := pulumi.StringArrayArray{}
			collection := pulumi.StringArray{key.Hex, key.B64Std}
			for _, pem := range collection {
				result = append(result, pulumi.StringArray{pem.ToStringOutput(), pulumi.String("tail")})
			}
			return result
		}()
		overListKeys := func() pulumi.StringMap {
			result := pulumi.StringMap{}
			collection := pulumi.StringArray{key.Hex, pulumi.String("plain")}
			for i, pem := range collection {
				result[fmt.Sprintf("k%v", i)] = pem.ToStringOutput()
			}
			return result
		}()
		splatOverList := func() pulumi.StringArray {
			result := pulumi.StringArray{}
			collection := pulumi.StringArray{key.Hex, key.Dec}
			for _, item := range collection {
				result = append(result, item.ToStringOutput())
			}
			return result
		}()
		chosen := func() pulumi.StringArray {
			result := pulumi.StringArray{}
			collection := func() pulumi.StringArray {
				if flag {
					return pulumi.StringArray{key.Hex}
				}
				return pulumi.StringArray{key.B64Std}
			}()
			for _, pem := range collection {
				result = append(result, pem.ToStringOutput())
			}
			return result
		}()
		chosenMap := func() pulumi.Map {
			result := pulumi.Map{}
			collection := func() pulumi.Map {
				if flag {
					return pulumi.Map{"a": key.Hex}
				}
				return pulumi.Map{"b": key.B64Std, "c": pulumi.String("plain")}
			}()
			collection2 := collection
			for _, name2 := range slices.Sorted(maps.Keys(collection2)) {
				pem := func() pulumi.StringPtrInput {
					if collection2[name2] == nil {
						return pulumi.Any(nil).ApplyT(func(interface{}) *string {
							return nil
						}).(pulumi.StringPtrOutput)
					}
					return collection2[name2].(pulumi.StringPtrInput)
				}()
				result[name2+"-k"] = pem.ToStringPtrOutput()
			}
			return result
		}()
		chosenKeys := func() []string {
			result := []string{}
			collection := func() pulumi.Map {
				if !flag {
					return pulumi.Map{"a": key.Hex}
				}
				return pulumi.Map{"b": key.B64Std, "c": pulumi.String("plain")}
			}()
			collection2 := collection
			for _, name2 := range slices.Sorted(maps.Keys(collection2)) {
				result = append(result, name2)
			}
			return result
		}()
		splatOverChosen := func() pulumi.StringArray {
			result := pulumi.StringArray{}
			collection := func() pulumi.StringArray {
				if flag {
					return pulumi.StringArray{key.Hex}
				}
				return pulumi.StringArray{}
			}()
			for _, item := range collection {
				result = append(result, item.ToStringOutput())
			}
			return result
		}()
		ctx.Export("chosenMap", chosenMap)
		ctx.Export("chosenKeys", pulumi.ToStringArray(chosenKeys))
		ctx.Export("splatOverChosen", splatOverChosen)
		ctx.Export("overMap", overMap)
		ctx.Export("overMapValues", overMapValues)
		ctx.Export("overList", overList)
		ctx.Export("overListKeys", overListKeys)
		ctx.Export("splatOverList", splatOverList)
		ctx.Export("chosen", chosen)
		return nil
	})
}
