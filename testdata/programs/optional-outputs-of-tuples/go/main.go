package main

import (
	"errors"
	"fmt"
	"reflect"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A choice of objects one of whose properties is an output of a tuple
		// (a secret []) and null in the other: the property is an optional output
		// of the tuple, which TypeScript types as an Output of an array or
		// undefined, in each place a value of that type is held.
		on := false
		if param, err := cfg.TryBool("on"); err == nil {
			on = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		items := pulumi.ToSecret(pulumi.StringMapArray{pulumi.StringMap{"name": pulumi.String("a")}}).(pulumi.StringMapArrayOutput)
		chosen := func() pulumi.Map {
			if dynamicBool(func() interface{} {
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
				return on
			}()) {
				return pulumi.Map{
					"names": items.ApplyT(func(items2 []map[string]string) ([]interface{}, error) {
						return func() []interface{} {
							result := []interface{}{}
							for range items2 {
								result = append(result, nil)
							}
							return result
						}(), nil
					}).(pulumi.ArrayOutput),
					"extra": pulumi.ToSecret(pulumi.Array{}).(pulumi.ArrayOutput),
				}
			}
			return pulumi.Map{"names": pulumi.Array{}, "extra": nil}
		}()
		mixed := func() pulumi.Map {
			if on {
				return pulumi.Map{"extra": pulumi.ToSecret(pulumi.Array{pulumi.Int(1), pulumi.String("a")}).(pulumi.ArrayOutput)}
			}
			return pulumi.Map{"extra": nil}
		}()
		listed := pulumi.Array{
			func() pulumi.Input {
				if on {
					return pulumi.Map{"extra": pulumi.ToSecret(pulumi.Array{}).(pulumi.ArrayOutput)}
				}
				return pulumi.Map{"extra": nil}
			}(),
			pulumi.Map{"extra": nil},
		}
		ctx.Export("chosen", chosen)
		ctx.Export("mixed", mixed)
		ctx.Export("listed", listed)
		ctx.Export("extra", func() pulumi.ArrayOutput {
			if v, ok := chosen["extra"].(pulumi.ArrayInput); ok {
				return v.ToArrayOutput()
			}
			return pulumi.Any(nil).ApplyT(func(interface{}) []interface{} {
				return nil
			}).(pulumi.ArrayOutput)
		}())
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), items); err != nil {
			return err
		}
		return nil
	})
}

// dynamicBool converts v, a value of any type, to a bool as PCL does: a
// string must be "true" or "1", "false" or "0".
func dynamicBool(v interface{}) bool {
	switch pointee(v) {
	case true, "true", "1":
		return true
	case false, "false", "0":
		return false
	}
	panic(fmt.Sprintf("a bool is required, not %v", v))
}

// pointee returns v, a value of any type, without the pointer an optional
// value is held by (nil for a nil pointer), and a value of a named string
// type (pulumi.ID, an enum of an SDK) as the string it is.
func pointee(v interface{}) interface{} {
	switch p := v.(type) {
	case *string:
		if p != nil {
			return *p
		}
		return nil
	case *int:
		if p != nil {
			return *p
		}
		return nil
	case *float64:
		if p != nil {
			return *p
		}
		return nil
	case *bool:
		if p != nil {
			return *p
		}
		return nil
	}
	if rv := reflect.ValueOf(v); rv.Kind() == reflect.String {
		return rv.String()
	}
	return v
}
