package main

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Objects of a list given to a schema's list input, narrowed for it (an
		// optional output where the schema takes a value), whose fields read an
		// invoke's results: TypeScript awaits the invoke, so the cast's type holds
		// their values, not promises (fuzz seed 9798).
		ami, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: []string{"amazon"}, MostRecent: pulumi.BoolRef(true)})
		if err != nil {
			return err
		}
		first, err := ec2.NewSecurityGroup(ctx, "first", &ec2.SecurityGroupArgs{Egress: ec2.SecurityGroupEgressArray{&ec2.SecurityGroupEgressArgs{
			CidrBlocks: pulumi.StringArray{pulumi.String("10.0.0.0/8")},
			FromPort:   pulumi.Int(1),
			Protocol:   pulumi.String("tcp"),
			ToPort:     pulumi.Int(2),
		}}})
		if err != nil {
			return err
		}
		group, err := ec2.NewSecurityGroup(ctx, "group", &ec2.SecurityGroupArgs{Egress: func() ec2.SecurityGroupEgressArray {
			result := ec2.SecurityGroupEgressArray{}
			for _, i := range func() []int {
				result2 := []int{}
				start, limit, step := 0, 2, 1
				for i2 := start; (step > 0 && i2 < limit) || (step < 0 && i2 > limit); i2 += step {
					result2 = append(result2, i2)
				}
				return result2
			}() {
				result = append(result, &ec2.SecurityGroupEgressArgs{
					CidrBlocks: first.Egress.ApplyT(func(egress []ec2.SecurityGroupEgress) ([]string, error) {
						return egress[0].CidrBlocks, nil
					}).(pulumi.StringArrayOutput),
					Description: pulumi.String(ami.Name),
					FromPort:    pulumi.Int(i),
					PrefixListIds: func() pulumi.StringArrayInput {
						v := func() interface{} {
							list := []interface{}{}
							if len(list) == 0 {
								return nil
							}
							if len(list) != 1 {
								panic("singleOrNone: the list has more than one element")
							}
							return list[0]
						}()
						if v == nil {
							return nil
						}
						return pulumi.ToStringArray(fromJSON[[]string](v))
					}(),
					Protocol: pulumi.String(ami.Architecture),
					Self:     pulumi.Bool(i > 0),
					ToPort:   pulumi.Int(i + 1),
				})
			}
			return result
		}()})
		if err != nil {
			return err
		}
		_, err = ec2.NewSecurityGroup(ctx, "other", &ec2.SecurityGroupArgs{Ingress: func() ec2.SecurityGroupIngressArray {
			result := ec2.SecurityGroupIngressArray{}
			for _, i := range func() []int {
				result2 := []int{}
				start, limit, step := 0, 2, 1
				for i2 := start; (step > 0 && i2 < limit) || (step < 0 && i2 > limit); i2 += step {
					result2 = append(result2, i2)
				}
				return result2
			}() {
				if !(i < 5) {
					continue
				}
				result = append(result, &ec2.SecurityGroupIngressArgs{
					Description:    pulumi.String(fmt.Sprintf("%v-%v", ami.Name, i)),
					FromPort:       pulumi.Int(i),
					Protocol:       pulumi.String(ami.Architecture),
					SecurityGroups: nil,
					ToPort:         pulumi.Int(i),
				})
			}
			return result
		}()})
		if err != nil {
			return err
		}
		ctx.Export("descriptions", group.Egress.ApplyT(func(egress []ec2.SecurityGroupEgress) ([]interface{}, error) {
			return interfaces(func() []*string {
				result := []*string{}
				for _, item := range egress {
					result = append(result, item.Description)
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
