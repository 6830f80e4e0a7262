package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Resources ranged over an output, read whole again inside a loop over
		// them: the callback that resolves the list reads the list's variable
		// itself, which its parameter must not hide (fuzz seed 10786).
		var names []string
		if err := cfg.TryObject("names", &names); errors.Is(err, config.ErrMissingVar) {
			names = []string{"a", "b"}
		} else if err != nil {
			return err
		}
		pets := pulumi.Unsecret(pulumi.ToSecret(pulumi.ToStringArray(names)).(pulumi.StringArrayOutput)).(pulumi.StringArrayOutput).ApplyT(func(secret []string) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index, value := range secret {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("pets-%v", index), &random.RandomPetArgs{Prefix: pulumi.ToSecret(pulumi.String(value)).(pulumi.StringOutput)})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		_, err := random.NewRandomShuffle(ctx, "shuffled", &random.RandomShuffleArgs{Inputs: pets.ApplyT(func(pets2 []*random.RandomPet) (pulumi.StringArrayOutput, error) {
			return func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, p := range pets2 {
					result = append(result, pulumi.Sprintf("%v/%v", p.ID().ToStringOutput(), pets.ApplyT(func(pets3 []*random.RandomPet) (int, error) {
						return len(pets3), nil
					}).(pulumi.IntOutput)))
				}
				return result
			}().ToStringArrayOutput(), nil
		}).(pulumi.StringArrayOutput)})
		if err != nil {
			return err
		}
		_, err = ec2.NewSecurityGroup(ctx, "group", &ec2.SecurityGroupArgs{Ingress: pets.ApplyT(func(pets2 []*random.RandomPet) (pulumi.MapArrayOutput, error) {
			return func() pulumi.MapArray {
				result := pulumi.MapArray{}
				for i, p := range pets2 {
					result = append(result, pulumi.Map{
						"fromPort": pulumi.Int(i),
						"toPort":   pulumi.Int(80),
						"protocol": p.Prefix,
						"cidrBlocks": pets.ApplyT(func(pets3 []*random.RandomPet) (pulumi.StringArrayOutput, error) {
							return func() pulumi.StringArray {
								result2 := pulumi.StringArray{}
								for _, item := range pets3 {
									result2 = append(result2, item.ID())
								}
								return result2
							}().ToStringArrayOutput(), nil
						}).(pulumi.StringArrayOutput),
					})
				}
				return result
			}().ToMapArrayOutput(), nil
		}).(pulumi.MapArrayOutput).ApplyT(func(v []map[string]interface{}) []ec2.SecurityGroupIngress {
			return func() []ec2.SecurityGroupIngress {
				v2 := v
				if v2 == nil {
					return nil
				}
				result := []ec2.SecurityGroupIngress{}
				for _, x := range v2 {
					result = append(result, func() ec2.SecurityGroupIngress {
						v3 := x
						result2 := ec2.SecurityGroupIngress{}
						if x2, ok := v3["cidrBlocks"]; ok && pointee(x2) != nil {
							result2.CidrBlocks = fromJSON[[]string](x2)
						}
						if x3, ok := v3["fromPort"]; ok && pointee(x3) != nil {
							result2.FromPort = dynamicInt(x3)
						}
						if x4, ok := v3["protocol"]; ok && pointee(x4) != nil {
							result2.Protocol = dynamicString(x4)
						}
						if x5, ok := v3["toPort"]; ok && pointee(x5) != nil {
							result2.ToPort = dynamicInt(x5)
						}
						return result2
					}())
				}
				return result
			}()
		}).(ec2.SecurityGroupIngressArrayOutput)})
		if err != nil {
			return err
		}
		ctx.Export("firsts", pulumi.All(pets, pets.ApplyT(func(pets2 []*random.RandomPet) (pulumi.StringPtrOutput, error) {
			return pets2[0].Prefix, nil
		}).(pulumi.StringPtrOutput)).ApplyT(func(resolved []interface{}) ([]interface{}, error) {
			pets2 := resolved[0].([]*random.RandomPet)
			v := resolved[1].(*string)
			return interfaces(func() []*string {
				result := []*string{}
				for range pets2 {
					result = append(result, v)
				}
				return result
			}()), nil
		}).(pulumi.ArrayOutput))
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

// dynamicFloat converts v, a value of any type, to a number as PCL does: a
// string must hold a decimal number.
func dynamicFloat(v interface{}) float64 {
	switch v := pointee(v).(type) {
	case float64:
		return v
	case int:
		return float64(v)
	case string:
		if n, err := strconv.ParseFloat(v, 64); err == nil {
			return n
		}
	}
	panic(fmt.Sprintf("a number is required, not %v", v))
}

// dynamicInt converts v, a value of any type, to an int as PCL does: only a
// whole number.
func dynamicInt(v interface{}) int {
	if i, ok := pointee(v).(int); ok {
		return i
	}
	n := dynamicFloat(v)
	if n != float64(int(n)) {
		panic(fmt.Sprintf("a whole number is required, not %v", n))
	}
	return int(n)
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
