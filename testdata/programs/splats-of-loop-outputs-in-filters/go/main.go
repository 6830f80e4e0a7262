package main

import (
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strings"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Loops over ranged resources whose filter, key or value reads a splat of
		// an output of the loop's variable: each is gathered over the collection,
		// as a plain read of the output is, and resolved by one apply.
		var listed []*ec2.Ami
		for index := 0; index < 2; index++ {
			res, err := ec2.NewAmi(ctx, fmt.Sprintf("listed-%v", index), &ec2.AmiArgs{EphemeralBlockDevices: ec2.AmiEphemeralBlockDeviceArray{&ec2.AmiEphemeralBlockDeviceArgs{
				DeviceName:  pulumi.String("sda"),
				VirtualName: pulumi.String("ephemeral0"),
			}}})
			if err != nil {
				return err
			}
			listed = append(listed, res)
		}
		mapped := map[string]*ec2.Ami{}
		mappedRange := map[string]int{"a": 1, "b": 2}
		for _, key := range slices.Sorted(maps.Keys(mappedRange)) {
			res, err := ec2.NewAmi(ctx, fmt.Sprintf("mapped-%v", key), &ec2.AmiArgs{EphemeralBlockDevices: ec2.AmiEphemeralBlockDeviceArray{&ec2.AmiEphemeralBlockDeviceArgs{
				DeviceName:  pulumi.String("sdb"),
				VirtualName: pulumi.String("ephemeral1"),
			}}})
			if err != nil {
				return err
			}
			mapped[key] = res
		}
		filtered := pulumi.All(func() pulumi.Array {
			result := pulumi.Array{}
			for _, r := range listed {
				result = append(result, r.EphemeralBlockDevices)
			}
			return result
		}()).ApplyT(func(resolved []interface{}) ([]int, error) {
			values := resolvedAs[[][]ec2.AmiEphemeralBlockDevice](resolved[0])
			return func() []int {
				result := []int{}
				for i := range listed {
					if !(len(func() []string {
						result2 := []string{}
						for _, item := range values[i] {
							result2 = append(result2, item.DeviceName)
						}
						return result2
					}()) != 7) {
						continue
					}
					result = append(result, i)
				}
				return result
			}(), nil
		}).(pulumi.IntArrayOutput)
		keyed := pulumi.All(func() pulumi.Map {
			result := pulumi.Map{}
			collection := mapped
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				r := collection[k]
				result[k] = r.EphemeralBlockDevices
			}
			return result
		}()).ApplyT(func(resolved []interface{}) (map[string]int, error) {
			values := resolvedAs[map[string][]ec2.AmiEphemeralBlockDevice](resolved[0])
			return func() map[string]int {
				result := map[string]int{}
				collection := mapped
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					if !(len(func() []string {
						result2 := []string{}
						for _, item := range mustGet(values, k) {
							result2 = append(result2, item.DeviceName)
						}
						return result2
					}()) > 0) {
						continue
					}
					result[k] = 1
				}
				return result
			}(), nil
		}).(pulumi.IntMapOutput)
		named := pulumi.All(func() pulumi.Map {
			result := pulumi.Map{}
			collection := mapped
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				r := collection[k]
				result[k] = r.EphemeralBlockDevices
			}
			return result
		}()).ApplyT(func(resolved []interface{}) (map[string]string, error) {
			values := resolvedAs[map[string][]ec2.AmiEphemeralBlockDevice](resolved[0])
			return func() map[string]string {
				result := map[string]string{}
				collection := mapped
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					key := k + "-" + strings.Join(func() []string {
						result2 := []string{}
						for _, item := range mustGet(values, k) {
							result2 = append(result2, item.VirtualName)
						}
						return result2
					}(), "-")
					if _, dup := result[key]; dup {
						panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
					}
					result[key] = k
				}
				return result
			}(), nil
		}).(pulumi.StringMapOutput)
		counted := func() pulumi.IntArray {
			result := pulumi.IntArray{}
			for _, r := range listed {
				result = append(result, r.EphemeralBlockDevices.ApplyT(func(ephemeralBlockDevices []ec2.AmiEphemeralBlockDevice) (int, error) {
					return len(func() []string {
						result2 := []string{}
						for _, item := range ephemeralBlockDevices {
							result2 = append(result2, item.DeviceName)
						}
						return result2
					}()), nil
				}).(pulumi.IntOutput))
			}
			return result
		}()
		ctx.Export("filtered", filtered)
		ctx.Export("keyed", keyed)
		ctx.Export("named", named)
		ctx.Export("counted", counted)
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

// resolvedAs returns v, the value a pulumi.Array or pulumi.Map of inputs
// resolved to ([]interface{} and map[string]interface{} at any depth), as
// the plain Go value of type T it holds.
func resolvedAs[T any](v interface{}) T {
	if x, ok := v.(T); ok {
		return x
	}
	var x T
	to := reflect.TypeOf(&x).Elem()
	return resolvedValue(reflect.ValueOf(v), to).Interface().(T)
}

// resolvedValue converts v to a value of type to: collections element by
// element.
func resolvedValue(v reflect.Value, to reflect.Type) reflect.Value {
	if v.IsValid() && v.Kind() == reflect.Interface {
		v = v.Elem()
	}
	if !v.IsValid() {
		return reflect.Zero(to)
	}
	if v.Type().AssignableTo(to) {
		return v
	}
	switch {
	case to.Kind() == reflect.Slice && v.Kind() == reflect.Slice:
		if v.IsNil() {
			return reflect.Zero(to)
		}
		result := reflect.MakeSlice(to, v.Len(), v.Len())
		for i := 0; i < v.Len(); i++ {
			result.Index(i).Set(resolvedValue(v.Index(i), to.Elem()))
		}
		return result
	case to.Kind() == reflect.Map && v.Kind() == reflect.Map:
		if v.IsNil() {
			return reflect.Zero(to)
		}
		result := reflect.MakeMapWithSize(to, v.Len())
		for _, k := range v.MapKeys() {
			result.SetMapIndex(k.Convert(to.Key()), resolvedValue(v.MapIndex(k), to.Elem()))
		}
		return result
	case to.Kind() == reflect.Pointer && v.Kind() == reflect.Pointer && v.IsNil():
		return reflect.Zero(to)
	case to.Kind() == reflect.Pointer:
		result := reflect.New(to.Elem())
		result.Elem().Set(resolvedValue(v, to.Elem()))
		return result
	case v.Kind() == reflect.Pointer:
		if v.IsNil() {
			panic("a null value is given where a value is required")
		}
		return resolvedValue(v.Elem(), to)
	}
	return v.Convert(to)
}
