package main

import (
	"errors"
	"fmt"
	"reflect"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// An output read as null, from an object a conditional unifies with
		// another, given where a value of another type is taken: in a branch's
		// object given as a schema object, in a branch's list, and through a local
		// holding the choice, each chosen and not.
		pick := true
		if param, err := cfg.TryBool("pick"); err == nil {
			pick = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		settings := pulumi.ToSecret(pulumi.Map{"nothing": nil, "name": pulumi.String("x")}).(pulumi.MapOutput)
		chosen := func() pulumi.Map {
			if pick {
				return pulumi.Map{"volumeSize": pulumi.Int(3)}
			}
			return pulumi.Map{"encrypted": settings.ApplyT(func(settings2 map[string]interface{}) (interface{}, error) {
				return settings2["nothing"], nil
			}).(pulumi.AnyOutput)}
		}()
		unchosen := func() pulumi.Map {
			if !pick {
				return pulumi.Map{"volumeSize": pulumi.Int(3)}
			}
			return pulumi.Map{"encrypted": settings.ApplyT(func(settings2 map[string]interface{}) (interface{}, error) {
				return settings2["nothing"], nil
			}).(pulumi.AnyOutput)}
		}()
		_, err := ec2.NewInstance(ctx, "inBranch", &ec2.InstanceArgs{
			InstanceType: pulumi.String("t2.micro"),
			RootBlockDevice: func() *ec2.InstanceRootBlockDeviceArgs {
				if !pick {
					return &ec2.InstanceRootBlockDeviceArgs{VolumeSize: pulumi.Int(3)}
				}
				return &ec2.InstanceRootBlockDeviceArgs{Encrypted: settings.ApplyT(func(settings2 map[string]interface{}) (*bool, error) {
					return optionalDynamic(settings2["nothing"], dynamicBool), nil
				}).(pulumi.BoolPtrOutput)}
			}(),
		})
		if err != nil {
			return err
		}
		_, err = ec2.NewInstance(ctx, "inOtherBranch", &ec2.InstanceArgs{
			InstanceType: pulumi.String("t2.micro"),
			RootBlockDevice: func() *ec2.InstanceRootBlockDeviceArgs {
				if pick {
					return &ec2.InstanceRootBlockDeviceArgs{VolumeSize: pulumi.Int(3)}
				}
				return &ec2.InstanceRootBlockDeviceArgs{Encrypted: settings.ApplyT(func(settings2 map[string]interface{}) (*bool, error) {
					return optionalDynamic(settings2["nothing"], dynamicBool), nil
				}).(pulumi.BoolPtrOutput)}
			}(),
		})
		if err != nil {
			return err
		}
		_, err = ec2.NewInstance(ctx, "fromChosen", &ec2.InstanceArgs{
			InstanceType: pulumi.String("t2.micro"),
			RootBlockDevice: &ec2.InstanceRootBlockDeviceArgs{
				Encrypted: pulumi.All(chosen).ApplyT(func(resolved []interface{}) (*bool, error) {
					chosen2 := resolved[0].(map[string]interface{})
					return optionalDynamic(func() interface{} {
						if v, ok := chosen2["encrypted"]; ok {
							return v
						}
						return nil
					}(), dynamicBool), nil
				}).(pulumi.BoolPtrOutput),
				VolumeSize: pulumi.All(chosen).ApplyT(func(resolved []interface{}) (*int, error) {
					chosen2 := resolved[0].(map[string]interface{})
					return func() *int {
						if v, ok := chosen2["volumeSize"]; ok {
							return optionalValue[int](v)
						}
						return nil
					}(), nil
				}).(pulumi.IntPtrOutput),
			},
		})
		if err != nil {
			return err
		}
		_, err = ec2.NewInstance(ctx, "fromUnchosen", &ec2.InstanceArgs{
			InstanceType: pulumi.String("t2.micro"),
			RootBlockDevice: &ec2.InstanceRootBlockDeviceArgs{
				Encrypted: pulumi.All(unchosen).ApplyT(func(resolved []interface{}) (*bool, error) {
					unchosen2 := resolved[0].(map[string]interface{})
					return optionalDynamic(func() interface{} {
						if v, ok := unchosen2["encrypted"]; ok {
							return v
						}
						return nil
					}(), dynamicBool), nil
				}).(pulumi.BoolPtrOutput),
				VolumeSize: pulumi.All(unchosen).ApplyT(func(resolved []interface{}) (*int, error) {
					unchosen2 := resolved[0].(map[string]interface{})
					return func() *int {
						if v, ok := unchosen2["volumeSize"]; ok {
							return optionalValue[int](v)
						}
						return nil
					}(), nil
				}).(pulumi.IntPtrOutput),
			},
		})
		if err != nil {
			return err
		}
		ctx.Export("chosen", chosen)
		ctx.Export("unchosen", unchosen)

		// The same null, no longer secret.
		revealed := pulumi.Unsecret(settings).(pulumi.MapOutput)
		_, err = ec2.NewInstance(ctx, "revealedInBranch", &ec2.InstanceArgs{
			InstanceType: pulumi.String("t2.micro"),
			RootBlockDevice: func() *ec2.InstanceRootBlockDeviceArgs {
				if !pick {
					return &ec2.InstanceRootBlockDeviceArgs{VolumeSize: pulumi.Int(3)}
				}
				return &ec2.InstanceRootBlockDeviceArgs{Encrypted: nil}
			}(),
		})
		if err != nil {
			return err
		}

		// Secret nulls made so, in a branch's object and in a map.
		_, err = ec2.NewInstance(ctx, "secretNullInBranch", &ec2.InstanceArgs{
			InstanceType: pulumi.String("t2.micro"),
			RootBlockDevice: func() *ec2.InstanceRootBlockDeviceArgs {
				if !pick {
					return &ec2.InstanceRootBlockDeviceArgs{VolumeSize: pulumi.Int(3)}
				}
				return &ec2.InstanceRootBlockDeviceArgs{Encrypted: pulumi.ToSecret(pulumi.Any(nil)).(pulumi.AnyOutput).ApplyT(func(secret interface{}) (*bool, error) {
					return optionalDynamic(secret, dynamicBool), nil
				}).(pulumi.BoolPtrOutput)}
			}(),
		})
		if err != nil {
			return err
		}
		ctx.Export("secretNulls", pulumi.Map{
			"nothing": pulumi.ToSecret(pulumi.Any(nil)).(pulumi.AnyOutput),
			"read": settings.ApplyT(func(settings2 map[string]interface{}) (interface{}, error) {
				return settings2["nothing"], nil
			}).(pulumi.AnyOutput),
		})
		_ = revealed
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), revealed); err != nil {
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

// optionalDynamic converts v, a value of any type, with convert, or returns
// nil when v is null.
func optionalDynamic[T any](v interface{}, convert func(interface{}) T) *T {
	if pointee(v) == nil {
		return nil
	}
	x := convert(v)
	return &x
}

// optionalValue returns v, an optional value held as an interface{} (its
// value or a pointer to it), as a pointer to its value of type T: nil when
// v is null.
func optionalValue[T any](v interface{}) *T {
	switch x := v.(type) {
	case nil:
		return nil
	case *T:
		return x
	case T:
		return &x
	}
	// An int where a number is wanted: PCL converts it.
	var x T
	if f, isFloat := any(&x).(*float64); isFloat {
		switch n := v.(type) {
		case int:
			*f = float64(n)
			return &x
		case *int:
			if n == nil {
				return nil
			}
			*f = float64(*n)
			return &x
		}
	}
	// A whole number where an int is wanted (config read from JSON
	// holds its numbers as float64s).
	if i, isInt := any(&x).(*int); isInt {
		if n, isFloat := v.(float64); isFloat && n == float64(int(n)) {
			*i = int(n)
			return &x
		}
	}
	// A value of a named string type (pulumi.ID, pulumi.URN, an SDK's
	// enum) where a string is wanted.
	if s, isString := any(&x).(*string); isString {
		if rv := reflect.ValueOf(v); rv.Kind() == reflect.String {
			*s = rv.String()
			return &x
		}
	}
	x = v.(T)
	return &x
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
