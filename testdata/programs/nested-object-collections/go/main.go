package main

import (
	"encoding/json"
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
		// Lists and maps of lists of objects of a schema's types (the splat of a
		// ranged resource's list of objects), which the Go SDK has no typed
		// collections of (no SecurityGroupIngressArrayArray): looped over, read in
		// applies of one and of many outputs, filtered, secret, chosen by a
		// condition, written by toJSON and exported whole (fuzz seed 9684: Go
		// refused them as inputs).
		var group []*ec2.SecurityGroup
		for index := 0; index < 2; index++ {
			res, err := ec2.NewSecurityGroup(ctx, fmt.Sprintf("group-%v", index), &ec2.SecurityGroupArgs{
				Description: pulumi.String(fmt.Sprintf("g%v", index)).ToStringOutput(),
				Ingress: func() ec2.SecurityGroupIngressArray {
					result := ec2.SecurityGroupIngressArray{}
					for _, p := range func() []int {
						result2 := []int{}
						start, limit, step := 0, index+1, 1
						for i := start; (step > 0 && i < limit) || (step < 0 && i > limit); i += step {
							result2 = append(result2, i)
						}
						return result2
					}() {
						result = append(result, &ec2.SecurityGroupIngressArgs{
							CidrBlocks: pulumi.StringArray{pulumi.String(fmt.Sprintf("10.0.0.%v/32", p))},
							FromPort:   pulumi.Int(p),
							Protocol:   pulumi.String("tcp"),
							ToPort:     pulumi.Int(p + 10),
						})
					}
					return result
				}(),
			})
			if err != nil {
				return err
			}
			group = append(group, res)
		}
		rules := func() pulumi.Array {
			result := pulumi.Array{}
			for _, item := range group {
				result = append(result, item.Ingress)
			}
			return result
		}()
		byName := func() pulumi.Map {
			result := pulumi.Map{}
			for i, g := range group {
				result[fmt.Sprintf("g%v", i)] = g.Ingress
			}
			return result
		}()
		ctx.Export("keys", func() pulumi.Map {
			result := pulumi.Map{}
			collection := func() pulumi.Array {
				result2 := pulumi.Array{}
				for _, item := range group {
					result2 = append(result2, item.Ingress)
				}
				return result2
			}()
			for i := range collection {
				result[fmt.Sprintf("k%v", i)] = group[0].ID().ToStringOutput()
			}
			return result
		}())
		ctx.Export("counts", func() pulumi.Array {
			result := pulumi.Array{}
			collection := func() pulumi.Array {
				result2 := pulumi.Array{}
				for _, item := range group {
					result2 = append(result2, item.Ingress)
				}
				return result2
			}()
			for _, rs2 := range collection {
				rs := rs2.(ec2.SecurityGroupIngressArrayInput)
				result = append(result, rs.ToSecurityGroupIngressArrayOutput().ApplyT(func(rs3 []ec2.SecurityGroupIngress) (int, error) {
					return len(rs3), nil
				}).(pulumi.IntOutput))
			}
			return result
		}())
		ctx.Export("ports", func() pulumi.Array {
			result := pulumi.Array{}
			for _, rs2 := range rules {
				rs := rs2.(ec2.SecurityGroupIngressArrayInput)
				result = append(result, rs.ToSecurityGroupIngressArrayOutput().ApplyT(func(rs3 []ec2.SecurityGroupIngress) ([]int, error) {
					return func() []int {
						result2 := []int{}
						for _, r := range rs3 {
							result2 = append(result2, r.FromPort)
						}
						return result2
					}(), nil
				}).(pulumi.IntArrayOutput))
			}
			return result
		}())
		ctx.Export("portsWithId", func() pulumi.Array {
			result := pulumi.Array{}
			for _, rs2 := range rules {
				rs := rs2.(ec2.SecurityGroupIngressArrayInput)
				result = append(result, pulumi.Sprintf("%v:%v", group[0].ID().ToStringOutput(), rs.ToSecurityGroupIngressArrayOutput().ApplyT(func(rs3 []ec2.SecurityGroupIngress) (int, error) {
					return len(rs3), nil
				}).(pulumi.IntOutput)))
			}
			return result
		}())
		ctx.Export("mapPorts", func() pulumi.Map {
			result := pulumi.Map{}
			collection := byName
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				rs := collection[k].(ec2.SecurityGroupIngressArrayInput)
				result[k] = rs.ToSecurityGroupIngressArrayOutput().ApplyT(func(rs2 []ec2.SecurityGroupIngress) ([]int, error) {
					return func() []int {
						result2 := []int{}
						for _, r := range rs2 {
							result2 = append(result2, r.ToPort)
						}
						return result2
					}(), nil
				}).(pulumi.IntArrayOutput)
			}
			return result
		}())
		ctx.Export("whole", rules)
		ctx.Export("wholeMap", byName)
		ctx.Export("encoded", pulumi.ToOutput(rules).ApplyT(func(v interface{}) (string, error) {
			data, err := json.Marshal(pclObject(v))
			return string(data), err
		}).(pulumi.StringOutput))
		ctx.Export("firstGroup", element(rules, 0).(ec2.SecurityGroupIngressArrayInput).ToSecurityGroupIngressArrayOutput().ApplyT(pclObject))
		ctx.Export("secretCount", pulumi.ToSecret(rules).(pulumi.ArrayOutput).ApplyT(func(v2 []interface{}) (int, error) {
			secret := resolvedAs[[][]ec2.SecurityGroupIngress](v2)
			return len(secret), nil
		}).(pulumi.IntOutput))
		ctx.Export("filtered", pulumi.All(rules, func() pulumi.Array {
			result := pulumi.Array{}
			for _, rs2 := range rules {
				rs := rs2.(ec2.SecurityGroupIngressArrayInput)
				result = append(result, rs.ToSecurityGroupIngressArrayOutput())
			}
			return result
		}()).ApplyT(func(resolved []interface{}) ([]int, error) {
			rules2 := resolvedAs[[][]ec2.SecurityGroupIngress](resolved[0])
			values := resolvedAs[[][]ec2.SecurityGroupIngress](resolved[1])
			return func() []int {
				result := []int{}
				for i := range rules2 {
					if !(len(values[i]) > 1) {
						continue
					}
					result = append(result, i)
				}
				return result
			}(), nil
		}).(pulumi.IntArrayOutput))
		chosen := pulumi.All(group[0].ID().ToStringOutput(), rules).ApplyT(func(resolved []interface{}) ([]interface{}, error) {
			id := resolved[0].(string)
			rules2 := resolvedAs[[][]ec2.SecurityGroupIngress](resolved[1])
			return interfaces(func() [][]ec2.SecurityGroupIngress {
				if id != "" {
					return rules2
				}
				return [][]ec2.SecurityGroupIngress{}
			}()), nil
		}).(pulumi.ArrayOutput)
		ctx.Export("chosenPorts", chosen.ApplyT(func(v2 []interface{}) ([][]int, error) {
			chosen2 := resolvedAs[[][]ec2.SecurityGroupIngress](v2)
			return func() [][]int {
				result := [][]int{}
				for _, rs := range chosen2 {
					result = append(result, func() []int {
						result2 := []int{}
						for _, r := range rs {
							result2 = append(result2, r.FromPort)
						}
						return result2
					}())
				}
				return result
			}(), nil
		}).(pulumi.IntArrayArrayOutput))
		ctx.Export("chosenWhole", chosen.ApplyT(pclObject))
		ctx.Export("mapWithId", func() pulumi.Map {
			result := pulumi.Map{}
			collection := byName
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				rs := collection[k].(ec2.SecurityGroupIngressArrayInput)
				result[k] = pulumi.Sprintf("%v%v", group[0].ID().ToStringOutput(), rs.ToSecurityGroupIngressArrayOutput().ApplyT(func(rs2 []ec2.SecurityGroupIngress) (int, error) {
					return len(rs2), nil
				}).(pulumi.IntOutput))
			}
			return result
		}())
		ctx.Export("secretRules", pulumi.ToSecret(rules).(pulumi.ArrayOutput).ApplyT(pclObject))
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
