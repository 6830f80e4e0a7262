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
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A value of any type (a try whose first argument cannot be typed) unified
		// with an output, or with a collection holding one, is an output of any
		// type: a conditional or a loop that may yield an output from one side is
		// typed as one, and an invoke given it is made in its output form (the
		// plain form would be given an output).
		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pw, err := random.NewRandomPassword(ctx, "pw", &random.RandomPasswordArgs{Length: pulumi.Int(8)})
		if err != nil {
			return err
		}
		others := pulumi.Array{
			pulumi.String("x"),
			pulumi.Any(func() interface{} {
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
				return "y"
			}()),
			pulumi.Sprintf("pre %v", pw.Result),
		}
		chosen := func() pulumi.Array {
			if flag {
				return func() pulumi.Array {
					result := pulumi.Array{}
					for _, n := range func() []int {
						result2 := []int{}
						start, limit, step := 0, 2, 1
						for i := start; (step > 0 && i < limit) || (step < 0 && i > limit); i += step {
							result2 = append(result2, i)
						}
						return result2
					}() {
						result = append(result, pulumi.String(fmt.Sprintf("b%v", n)))
					}
					return result
				}()
			}
			return others
		}()
		images := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{Owners: func() pulumi.StringArrayInput {
			if flag {
				return func() pulumi.StringArray {
					result := pulumi.StringArray{}
					for _, n := range func() []int {
						result2 := []int{}
						start, limit, step := 0, 2, 1
						for i := start; (step > 0 && i < limit) || (step < 0 && i > limit); i += step {
							result2 = append(result2, i)
						}
						return result2
					}() {
						result = append(result, pulumi.String(fmt.Sprintf("b%v", n)))
					}
					return result
				}()
			}
			return func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, value := range others {
					result = append(result, pulumi.Any(value).ApplyT(func(value2 interface{}) (string, error) {
						return dynamicString(value2), nil
					}).(pulumi.StringOutput))
				}
				return result
			}()
		}()})
		picked := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{Owners: pulumi.StringArray{func() pulumi.StringOutput {
			if flag {
				return pulumi.String(dynamicString(func() interface{} {
					if v, ok := func() (v interface{}, ok bool) {
						defer func() {
							if recover() != nil {
								ok = false
							}
						}()
						return func() interface{} {
							panic("nope")
						}(), true
					}(); ok {
						return v
					}
					return "z"
				}())).ToStringOutput()
			}
			return pw.Result
		}()}})
		held := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{Owners: func() pulumi.AnyOutput {
			if flag {
				return pulumi.Any(func() interface{} {
					if v, ok := func() (v interface{}, ok bool) {
						defer func() {
							if recover() != nil {
								ok = false
							}
						}()
						return func() interface{} {
							panic("nope")
						}(), true
					}(); ok {
						return v
					}
					return []string{"w"}
				}())
			}
			return pulumi.Any(pulumi.Array{pw.Result})
		}().ApplyT(func(v interface{}) []string {
			return fromJSON[[]string](v)
		}).(pulumi.StringArrayOutput)})
		ctx.Export("owners", images.ApplyT(func(images2 ec2.LookupAmiResult) ([]string, error) {
			return images2.Owners, nil
		}).(pulumi.StringArrayOutput))
		ctx.Export("pickedOwners", picked.ApplyT(func(picked2 ec2.LookupAmiResult) ([]string, error) {
			return picked2.Owners, nil
		}).(pulumi.StringArrayOutput))
		ctx.Export("heldOwners", held.ApplyT(func(held2 ec2.LookupAmiResult) ([]string, error) {
			return held2.Owners, nil
		}).(pulumi.StringArrayOutput))
		ctx.Export("chosen", chosen)
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), pulumi.ToOutput(others)); err != nil {
			return err
		}
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
