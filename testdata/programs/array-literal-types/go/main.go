package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Values built from array literals that TypeScript types as arrays (a
		// property of an object local is a string[], an empty one a never[])
		// flow where PCL's type is a tuple: conditionals of objects, secrets,
		// component-free locals (fuzz seed 10063).
		on := true
		if param, err := cfg.TryBool("on"); err == nil {
			on = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		settings := map[string]interface{}{
			"none":   []interface{}{},
			"names":  []string{"a", "b", "c"},
			"nested": [][]string{{"x"}, {"y"}},
		}
		group, err := ec2.NewSecurityGroup(ctx, "group", &ec2.SecurityGroupArgs{
			Ingress: ec2.SecurityGroupIngressArray{pulumi.ToSecret(func() *ec2.SecurityGroupIngressArgs {
				if on {
					return &ec2.SecurityGroupIngressArgs{
						FromPort:   pulumi.Int(80),
						ToPort:     pulumi.Int(80),
						Protocol:   pulumi.String("tcp"),
						CidrBlocks: pulumi.ToStringArray(fromJSON[[]string](settings["names"])),
					}
				}
				return &ec2.SecurityGroupIngressArgs{
					FromPort:   pulumi.Int(0),
					ToPort:     pulumi.Int(0),
					Protocol:   pulumi.String("-1"),
					CidrBlocks: nil,
				}
			}()).(ec2.SecurityGroupIngressOutput)},
			Egress: ec2.SecurityGroupEgressArray{pulumi.ToSecret(func() *ec2.SecurityGroupEgressArgs {
				if on {
					return &ec2.SecurityGroupEgressArgs{
						FromPort:       pulumi.Int(0),
						ToPort:         pulumi.Int(0),
						Protocol:       pulumi.String("-1"),
						SecurityGroups: pulumi.ToStringArray(fromJSON[[]string](settings["none"].([]interface{}))),
					}
				}
				return &ec2.SecurityGroupEgressArgs{
					FromPort:       pulumi.Int(1),
					ToPort:         pulumi.Int(1),
					Protocol:       pulumi.String("udp"),
					SecurityGroups: nil,
				}
			}()).(ec2.SecurityGroupEgressOutput)},
		})
		if err != nil {
			return err
		}
		chosen := func() map[string]interface{} {
			if on {
				return map[string]interface{}{
					"lists": fromJSON[[][]string](settings["nested"]),
					"names": fromJSON[[]string](settings["names"]),
				}
			}
			return map[string]interface{}{"lists": [][]string{{"z"}}, "names": []string{"d", "e", "f"}}
		}()
		ctx.Export("rules", pulumi.Array{group.Ingress, group.Egress})
		ctx.Export("chosen", pulumi.ToMap(chosen))
		ctx.Export("secretNames", pulumi.ToSecret(pulumi.ToMap(func() map[string]interface{} {
			if on {
				return map[string]interface{}{"n": fromJSON[[]string](settings["names"])}
			}
			return map[string]interface{}{"n": []string{"p", "q", "r"}}
		}())).(pulumi.MapOutput))
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
