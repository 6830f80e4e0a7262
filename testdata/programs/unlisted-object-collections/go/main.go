package main

import (
	"encoding/json"
	"errors"
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
		// Lists and maps of objects of a schema's type that its schema never lists
		// (ec2.InstanceRootBlockDevice, the splat of a ranged instance's root
		// device), which the Go SDK has no typed collection of: looped over, read
		// in applies of one and of many outputs, filtered, secret, indexed, chosen
		// by a condition, written by toJSON and exported whole (the class of fuzz
		// seed 9684; Go refused them as inputs and outputs).
		var inst []*ec2.Instance
		for index := 0; index < 2; index++ {
			res, err := ec2.NewInstance(ctx, fmt.Sprintf("inst-%v", index), &ec2.InstanceArgs{
				Ami:          pulumi.String(fmt.Sprintf("ami-%v", index)),
				InstanceType: pulumi.String("t2.micro"),
				RootBlockDevice: &ec2.InstanceRootBlockDeviceArgs{
					VolumeSize:          pulumi.Int(8 + index),
					DeleteOnTermination: pulumi.Bool(index == 0),
				},
			})
			if err != nil {
				return err
			}
			inst = append(inst, res)
		}
		devices := func() pulumi.Array {
			result := pulumi.Array{}
			for _, item := range inst {
				result = append(result, item.RootBlockDevice)
			}
			return result
		}()
		byName := func() pulumi.Map {
			result := pulumi.Map{}
			for i, x := range inst {
				result[fmt.Sprintf("i%v", i)] = x.RootBlockDevice
			}
			return result
		}()
		ctx.Export("keys", func() pulumi.Map {
			result := pulumi.Map{}
			collection := func() pulumi.Array {
				result2 := pulumi.Array{}
				for _, item := range inst {
					result2 = append(result2, item.RootBlockDevice)
				}
				return result2
			}()
			for i := range collection {
				result[fmt.Sprintf("k%v", i)] = inst[0].ID().ToStringOutput()
			}
			return result
		}())
		ctx.Export("sizes", func() pulumi.Array {
			result := pulumi.Array{}
			for _, d2 := range devices {
				d := d2.(ec2.InstanceRootBlockDeviceInput)
				result = append(result, d.ToInstanceRootBlockDeviceOutput().ApplyT(func(d3 ec2.InstanceRootBlockDevice) (*int, error) {
					return d3.VolumeSize, nil
				}).(pulumi.IntPtrOutput))
			}
			return result
		}())
		ctx.Export("sizesWithId", func() pulumi.Array {
			result := pulumi.Array{}
			for _, d2 := range devices {
				d := d2.(ec2.InstanceRootBlockDeviceInput)
				result = append(result, pulumi.Sprintf("%v:%v", inst[0].ID().ToStringOutput(), intNotNull(d.ToInstanceRootBlockDeviceOutput().ApplyT(func(d3 ec2.InstanceRootBlockDevice) (*int, error) {
					return d3.VolumeSize, nil
				}).(pulumi.IntPtrOutput))))
			}
			return result
		}())
		ctx.Export("mapSizes", func() pulumi.Map {
			result := pulumi.Map{}
			collection := byName
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				d := collection[k].(ec2.InstanceRootBlockDeviceInput)
				result[k] = d.ToInstanceRootBlockDeviceOutput().ApplyT(func(d2 ec2.InstanceRootBlockDevice) (*int, error) {
					return d2.VolumeSize, nil
				}).(pulumi.IntPtrOutput)
			}
			return result
		}())
		ctx.Export("filtered", pulumi.All(devices, func() pulumi.Array {
			result := pulumi.Array{}
			for _, d2 := range devices {
				d := d2.(ec2.InstanceRootBlockDeviceInput)
				result = append(result, d.ToInstanceRootBlockDeviceOutput())
			}
			return result
		}()).ApplyT(func(resolved []interface{}) ([]int, error) {
			devices2 := resolvedAs[[]ec2.InstanceRootBlockDevice](resolved[0])
			values := resolvedAs[[]ec2.InstanceRootBlockDevice](resolved[1])
			return func() []int {
				result := []int{}
				for i := range devices2 {
					if !(*values[i].DeleteOnTermination) {
						continue
					}
					result = append(result, i)
				}
				return result
			}(), nil
		}).(pulumi.IntArrayOutput))
		ctx.Export("secretCount", pulumi.ToSecret(devices).(pulumi.ArrayOutput).ApplyT(func(v []interface{}) (int, error) {
			secret := resolvedAs[[]ec2.InstanceRootBlockDevice](v)
			return len(secret), nil
		}).(pulumi.IntOutput))
		ctx.Export("first", element(devices, 1).(ec2.InstanceRootBlockDeviceInput).ToInstanceRootBlockDeviceOutput().ApplyT(pclObject))
		chosen := pulumi.All(inst[0].ID().ToStringOutput(), devices).ApplyT(func(resolved []interface{}) ([]interface{}, error) {
			id := resolved[0].(string)
			devices2 := resolvedAs[[]ec2.InstanceRootBlockDevice](resolved[1])
			return interfaces(func() []ec2.InstanceRootBlockDevice {
				if id != "" {
					return devices2
				}
				return []ec2.InstanceRootBlockDevice{}
			}()), nil
		}).(pulumi.ArrayOutput)
		ctx.Export("chosenSizes", chosen.ApplyT(func(v []interface{}) ([]interface{}, error) {
			chosen2 := resolvedAs[[]ec2.InstanceRootBlockDevice](v)
			return interfaces(func() []*int {
				result := []*int{}
				for _, d := range chosen2 {
					result = append(result, d.VolumeSize)
				}
				return result
			}()), nil
		}).(pulumi.ArrayOutput))
		ctx.Export("count", pulumi.Int(len(devices)))
		ctx.Export("whole", devices)
		ctx.Export("encoded", pulumi.ToOutput(devices).ApplyT(func(v interface{}) (string, error) {
			data, err := json.Marshal(pclObject(v))
			return string(data), err
		}).(pulumi.StringOutput))
		return nil
	})
}

// element returns the element of list at index, which wraps around the
// list's length, as PCL's element does.
func element[T any](list []T, index int) T {
	if len(list) == 0 {
		panic("element: the list is empty")
	}
	if index < 0 {
		panic("element: the index is negative")
	}
	return list[index%len(list)]
}

// intNotNull returns the value of o; a null is an error, as PCL's string
// templates make it.
func intNotNull(o pulumi.IntPtrOutput) pulumi.IntOutput {
	return o.ApplyT(func(v *int) (int, error) {
		if v == nil {
			var none int
			return none, errors.New("a null value cannot be included in a string template")
		}
		return *v, nil
	}).(pulumi.IntOutput)
}

// interfaces returns the elements of v, a list of optional values or of
// collections, as the []interface{} a pulumi.ArrayOutput holds.
func interfaces[T any](v []T) []interface{} {
	if v == nil {
		return nil
	}
	result := make([]interface{}, len(v))
	for i, x := range v {
		result[i] = x
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
