package main

import (
	"fmt"
	"maps"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Optional outputs (properties a resource may leave unset, singleOrNone of
		// outputs) inside the values of for expressions given as resource and invoke
		// inputs that take values that are not optional: TypeScript's
		// Output<string | undefined> is no Input<string>, so each is asserted to be
		// present, as in a list or object constructor (fuzz seed 9896).

		source, err := ec2.NewAmi(ctx, "source", &ec2.AmiArgs{
			Name:     pulumi.String("source"),
			KernelId: pulumi.String("aki-1"),
		})
		if err != nil {
			return err
		}
		var passwords []*random.RandomPassword
		for index := 0; index < 1; index++ {
			res, err := random.NewRandomPassword(ctx, fmt.Sprintf("passwords-%v", index), &random.RandomPasswordArgs{
				Length:          pulumi.Int(8),
				OverrideSpecial: pulumi.String(fmt.Sprintf("p%v", index)),
			})
			if err != nil {
				return err
			}
			passwords = append(passwords, res)
		}
		devices, err := ec2.NewAmi(ctx, "devices", &ec2.AmiArgs{
			Name: pulumi.String("devices"),
			EbsBlockDevices: func() ec2.AmiEbsBlockDeviceArray {
				result := ec2.AmiEbsBlockDeviceArray{}
				for i, n := range []string{"a", "b"} {
					result = append(result, &ec2.AmiEbsBlockDeviceArgs{
						DeviceName: pulumi.String("/dev/sd" + n),
						OutpostArn: source.KernelId,
						SnapshotId: pulumi.All(func() pulumi.Array {
							result2 := pulumi.Array{}
							for _, item := range passwords {
								result2 = append(result2, item.OverrideSpecial)
							}
							return result2
						}()).ApplyT(func(resolved []interface{}) (*string, error) {
							values := optionalValues[string](resolved[0])
							return func() *string {
								list := values
								if len(list) == 0 {
									return nil
								}
								if len(list) != 1 {
									panic("singleOrNone: the list has more than one element")
								}
								return list[0]
							}(), nil
						}).(pulumi.StringPtrOutput),
						VolumeType: func() pulumi.StringPtrOutput {
							if i == 0 {
								return source.RamdiskId
							}
							return pulumi.ToOutput(pulumi.StringRef("gp3")).(pulumi.StringPtrOutput)
						}(),
					})
				}
				return result
			}(),
			EphemeralBlockDevices: func() ec2.AmiEphemeralBlockDeviceArray {
				if len(passwords) > 0 {
					return func() ec2.AmiEphemeralBlockDeviceArray {
						result := ec2.AmiEphemeralBlockDeviceArray{}
						for _, n := range []string{"c", "d"} {
							result = append(result, &ec2.AmiEphemeralBlockDeviceArgs{
								DeviceName:  pulumi.String(n),
								VirtualName: stringElem(source.KernelId),
							})
						}
						return result
					}()
				}
				return ec2.AmiEphemeralBlockDeviceArray{}
			}(),
			Tags: func() pulumi.StringMap {
				result := pulumi.StringMap{}
				collection := map[string]int{"a": 1, "b": 2}
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					result[k] = stringElem(source.KernelId)
				}
				return result
			}(),
		})
		if err != nil {
			return err
		}

		// Only optional properties take the optional outputs here: each value is
		// given as an input, and a local holding them is asserted as a whole.
		arns := func() pulumi.MapArray {
			result := pulumi.MapArray{}
			for _, n := range []string{"e", "f"} {
				result = append(result, pulumi.Map{
					"deviceName": pulumi.String(n),
					"outpostArn": pulumi.All(func() pulumi.Array {
						result2 := pulumi.Array{}
						for _, item := range passwords {
							result2 = append(result2, item.OverrideSpecial)
						}
						return result2
					}()).ApplyT(func(resolved []interface{}) (*string, error) {
						values := optionalValues[string](resolved[0])
						return func() *string {
							list := values
							if len(list) == 0 {
								return nil
							}
							if len(list) != 1 {
								panic("singleOrNone: the list has more than one element")
							}
							return list[0]
						}(), nil
					}).(pulumi.StringPtrOutput),
				})
			}
			return result
		}()
		optionals, err := ec2.NewAmi(ctx, "optionals", &ec2.AmiArgs{
			Name: pulumi.String("optionals"),
			EbsBlockDevices: func() ec2.AmiEbsBlockDeviceArray {
				result := ec2.AmiEbsBlockDeviceArray{}
				for _, n := range []string{"g"} {
					result = append(result, &ec2.AmiEbsBlockDeviceArgs{
						DeviceName: pulumi.String(n),
						OutpostArn: pulumi.All(func() pulumi.Array {
							result2 := pulumi.Array{}
							for _, item := range passwords {
								result2 = append(result2, item.OverrideSpecial)
							}
							return result2
						}()).ApplyT(func(resolved []interface{}) (*string, error) {
							values := optionalValues[string](resolved[0])
							return func() *string {
								list := values
								if len(list) == 0 {
									return nil
								}
								if len(list) != 1 {
									panic("singleOrNone: the list has more than one element")
								}
								return list[0]
							}(), nil
						}).(pulumi.StringPtrOutput),
					})
				}
				return result
			}(),
			Tags: func() pulumi.StringMap {
				result := pulumi.StringMap{}
				for _, k := range []string{"h"} {
					key := k
					if _, dup := result[key]; dup {
						panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
					}
					result[key] = stringElem(pulumi.All(func() pulumi.Array {
						result2 := pulumi.Array{}
						for _, item := range passwords {
							result2 = append(result2, item.OverrideSpecial)
						}
						return result2
					}()).ApplyT(func(resolved []interface{}) (*string, error) {
						values := optionalValues[string](resolved[0])
						return func() *string {
							list := values
							if len(list) == 0 {
								return nil
							}
							if len(list) != 1 {
								panic("singleOrNone: the list has more than one element")
							}
							return list[0]
						}(), nil
					}).(pulumi.StringPtrOutput))
				}
				return result
			}(),
		})
		if err != nil {
			return err
		}
		fromLocal, err := ec2.NewAmi(ctx, "fromLocal", &ec2.AmiArgs{
			Name: pulumi.String("fromLocal"),
			EbsBlockDevices: arns.ToMapArrayOutput().ApplyT(func(v []map[string]interface{}) []ec2.AmiEbsBlockDevice {
				return func() []ec2.AmiEbsBlockDevice {
					v2 := v
					if v2 == nil {
						return nil
					}
					result := []ec2.AmiEbsBlockDevice{}
					for _, x := range v2 {
						result = append(result, func() ec2.AmiEbsBlockDevice {
							v3 := x
							result2 := ec2.AmiEbsBlockDevice{}
							if x2, ok := v3["deviceName"]; ok && pointee(x2) != nil {
								result2.DeviceName = dynamicString(x2)
							}
							if x3, ok := v3["outpostArn"]; ok && pointee(x3) != nil {
								result2.OutpostArn = pulumi.StringRef(dynamicString(x3))
							}
							return result2
						}())
					}
					return result
				}()
			}).(ec2.AmiEbsBlockDeviceArrayOutput),
		})
		if err != nil {
			return err
		}
		groups, err := ec2.NewSecurityGroup(ctx, "groups", &ec2.SecurityGroupArgs{Ingress: func() ec2.SecurityGroupIngressArray {
			result := ec2.SecurityGroupIngressArray{}
			for _, p := range []int{80, 443} {
				result = append(result, &ec2.SecurityGroupIngressArgs{
					FromPort: pulumi.Int(p),
					ToPort:   pulumi.Int(p),
					Protocol: pulumi.String("tcp"),
					CidrBlocks: func() pulumi.StringArray {
						result2 := pulumi.StringArray{}
						for range []string{"x", "y"} {
							result2 = append(result2, stringElem(source.KernelId))
						}
						return result2
					}(),
					Description: pulumi.All(func() pulumi.Array {
						result2 := pulumi.Array{}
						for _, item := range passwords {
							result2 = append(result2, item.OverrideSpecial)
						}
						return result2
					}()).ApplyT(func(resolved []interface{}) (*string, error) {
						values := optionalValues[string](resolved[0])
						return func() *string {
							list := values
							if len(list) == 0 {
								return nil
							}
							if len(list) != 1 {
								panic("singleOrNone: the list has more than one element")
							}
							return list[0]
						}(), nil
					}).(pulumi.StringPtrOutput),
				})
			}
			return result
		}()})
		if err != nil {
			return err
		}
		image := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{
			Owners: func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for range []string{"self"} {
					result = append(result, stringElem(source.KernelId))
				}
				return result
			}(),
			Filters: func() ec2.GetAmiFilterArray {
				result := ec2.GetAmiFilterArray{}
				for _, f := range []string{"name"} {
					result = append(result, &ec2.GetAmiFilterArgs{
						Name:   pulumi.String(f),
						Values: pulumi.StringArray{stringElem(source.KernelId)},
					})
				}
				return result
			}(),
		})
		ctx.Export("devices", devices.EbsBlockDevices.ApplyT(pclObject))
		ctx.Export("ephemeral", devices.EphemeralBlockDevices.ApplyT(pclObject))
		ctx.Export("tags", devices.Tags)
		ctx.Export("optionals", pulumi.Array{
			optionals.EbsBlockDevices,
			optionals.Tags,
			fromLocal.EbsBlockDevices,
		})
		ctx.Export("ingress", groups.Ingress.ApplyT(pclObject))
		ctx.Export("owners", image.ApplyT(func(image2 ec2.LookupAmiResult) ([]string, error) {
			return image2.Owners, nil
		}).(pulumi.StringArrayOutput))
		return nil
	})
}

// dynamicString converts v, a value of any type, to a string as PCL does:
// a bool as true or false, a number in plain digits.
func dynamicString(v interface{}) string {
	switch v := pointee(v).(type) {
	case string:
		return v
	case bool:
		return strconv.FormatBool(v)
	case int:
		return strconv.Itoa(v)
	case float64:
		return numberText(v)
	}
	panic(fmt.Sprintf("a string is required, not %v", v))
}

// numberText prints v as PCL prints a number: in plain digits, a whole
// number in its exact digits (the shortest would print 2^62 as
// 4611686018427388000), and 0 for zero, which arithmetic on float64s may
// make negative (-0).
func numberText(v float64) string {
	if v == 0 {
		return "0"
	}
	if v == math.Trunc(v) {
		return strconv.FormatFloat(v, 'f', 0, 64)
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
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

// optionalValues returns the elements of v, a resolved pulumi.Array of
// optional values ([]interface{}, or the []*T of a plain list), as pointers
// to their values of type T.
func optionalValues[T any](v interface{}) []*T {
	switch p := v.(type) {
	case nil:
		return nil
	case []*T:
		return p
	}
	values := v.([]interface{})
	if values == nil {
		// A null collection.
		return nil
	}
	result := make([]*T, len(values))
	for i, x := range values {
		result[i] = optionalValue[T](x)
	}
	return result
}

// pclObject returns v, holding values of a schema's object types (the SDK's
// structs, through pointers, slices and maps), as PCL holds it: each struct a
// map keyed by the schema's names (its fields' pulumi tags), with every
// property, nil where it is not set.
func pclObject(v interface{}) interface{} {
	return pclObjectValue(reflect.ValueOf(v))
}

func pclObjectValue(v reflect.Value) interface{} {
	switch v.Kind() {
	case reflect.Invalid:
		return nil
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return nil
		}
		return pclObjectValue(v.Elem())
	case reflect.Struct:
		object := map[string]interface{}{}
		for i := 0; i < v.NumField(); i++ {
			if name, _, _ := strings.Cut(v.Type().Field(i).Tag.Get("pulumi"), ","); name != "" {
				object[name] = pclObjectValue(v.Field(i))
			}
		}
		return object
	case reflect.Slice:
		if v.IsNil() {
			return nil
		}
		list := make([]interface{}, v.Len())
		for i := range list {
			list[i] = pclObjectValue(v.Index(i))
		}
		return list
	case reflect.Map:
		if v.IsNil() {
			return nil
		}
		object := map[string]interface{}{}
		for _, key := range v.MapKeys() {
			object[key.String()] = pclObjectValue(v.MapIndex(key))
		}
		return object
	}
	return v.Interface()
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

// stringElem returns the value of o as an input whose value is null (no
// value) where o's is nil: a null given to an input leaves it unset, as in
// PCL.
func stringElem(o pulumi.StringPtrOutput) pulumi.StringOutput {
	// The output's value is the string itself, which applies and
	// pulumi.ToSecret read, or nil, which the SDK sends as no value.
	return pulumi.StringOutput{OutputState: o.ApplyT(func(v *string) interface{} {
		if v == nil {
			return nil
		}
		return *v
	}).(pulumi.AnyOutput).OutputState}
}
