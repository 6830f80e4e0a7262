package main

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Collections whose type says nothing of their elements, computed from
		// outputs: a conditional of empty lists given where a list of objects is
		// expected (and a conditional of empty objects where a map of strings is),
		// and a component's tuple output held in a local tuple.
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		group, err := ec2.NewSecurityGroup(ctx, "group", &ec2.SecurityGroupArgs{
			Ingress: pet.Length.ApplyT(func(length int) ([]interface{}, error) {
				return func() []interface{} {
					if length > 3 {
						return []interface{}{}
					}
					return []interface{}{}
				}(), nil
			}).(pulumi.ArrayOutput).ApplyT(func(v []interface{}) []ec2.SecurityGroupIngress {
				return fromJSON[[]ec2.SecurityGroupIngress](v)
			}).(ec2.SecurityGroupIngressArrayOutput),
			Tags: pet.Length.ApplyT(func(length int) (map[string]interface{}, error) {
				return func() map[string]interface{} {
					if length > 3 {
						return map[string]interface{}{}
					}
					return map[string]interface{}{}
				}(), nil
			}).(pulumi.MapOutput).ApplyT(func(v map[string]interface{}) map[string]string {
				return fromJSON[map[string]string](v)
			}).(pulumi.StringMapOutput),
		})
		if err != nil {
			return err
		}
		ami := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{
			Filters: pet.Length.ApplyT(func(length int) ([]interface{}, error) {
				return func() []interface{} {
					if length > 3 {
						return []interface{}{}
					}
					return []interface{}{}
				}(), nil
			}).(pulumi.ArrayOutput).ApplyT(func(v []interface{}) []ec2.GetAmiFilter {
				return fromJSON[[]ec2.GetAmiFilter](v)
			}).(ec2.GetAmiFilterArrayOutput),
			Owners: pulumi.StringArray{pulumi.String("self")},
		})
		pair, err := NewPair(ctx, "pair", &PairArgs{})
		if err != nil {
			return err
		}
		held := pulumi.Array{
			pair.Numbers,
			pulumi.Float64Array{pulumi.Float64(1.5)},
			pulumi.ToSecret(pulumi.Float64Array{pet.Length.ApplyT(func(v int) float64 {
				return float64(v)
			}).(pulumi.Float64Output)}).(pulumi.Float64ArrayOutput),
		}
		ctx.Export("ingress", group.Ingress.ApplyT(pclObject))
		ctx.Export("held", held)
		ctx.Export("amiId", ami.ApplyT(func(ami2 ec2.LookupAmiResult) (string, error) {
			return ami2.Id, nil
		}).(pulumi.StringOutput))
		return nil
	})
}

// coerced returns v, a value decoded from JSON, with the primitives that
// PCL converts to the kinds t takes so converted.
func coerced(v interface{}, t reflect.Type) interface{} {
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.String:
		switch x := v.(type) {
		case bool:
			return strconv.FormatBool(x)
		case float64:
			return numberText(x)
		}
	case reflect.Bool:
		if s, ok := v.(string); ok && (s == "true" || s == "false") {
			return s == "true"
		}
	case reflect.Int, reflect.Float64:
		if s, ok := v.(string); ok {
			if n, err := strconv.ParseFloat(s, 64); err == nil {
				return n
			}
		}
	case reflect.Slice:
		if xs, ok := v.([]interface{}); ok {
			out := make([]interface{}, len(xs))
			for i, x := range xs {
				out[i] = coerced(x, t.Elem())
			}
			return out
		}
	case reflect.Map:
		if m, ok := v.(map[string]interface{}); ok {
			out := map[string]interface{}{}
			for k, x := range m {
				out[k] = coerced(x, t.Elem())
			}
			return out
		}
	}
	return v
}

// fromJSON converts a value of any type (read from JSON config) into T as
// PCL converts values: a bool or a number where a string is taken is its
// text, a string where a number or a bool is taken is parsed; a value that
// is not a T then (7.5 for an int) is an error.
func fromJSON[T any](v interface{}) T {
	var t T
	data, err := json.Marshal(v)
	var raw interface{}
	if err == nil {
		err = json.Unmarshal(data, &raw)
	}
	if err == nil {
		data, err = json.Marshal(coerced(raw, reflect.TypeOf(&t).Elem()))
	}
	if err == nil {
		err = json.Unmarshal(data, &t)
	}
	if err != nil {
		panic(fmt.Errorf("reading config: %w", err))
	}
	return t
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
