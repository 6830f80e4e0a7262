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

		// Choices of object constructors of different keys, one holding an
		// invoke's result (a promise), chosen beside an output: the inner choice is
		// made an output of the objects' inputs, given as a map input, exported
		// and kept in a local, chosen and not.
		flag := false
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		other := true
		if param, err := cfg.TryBool("other"); err == nil {
			other = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		key, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: []string{"self"}})
		if err != nil {
			return err
		}
		_, err = ec2.NewSecurityGroup(ctx, "chosen", &ec2.SecurityGroupArgs{Tags: func() pulumi.MapOutput {
			if !flag {
				return pulumi.ToOutput(func() map[string]interface{} {
					if other {
						return map[string]interface{}{"Key": key.Id}
					}
					return map[string]interface{}{"Key": "back", "beta": pulumi.StringRef("b")}
				}()).(pulumi.MapOutput)
			}
			return pulumi.ToSecret(pulumi.StringMap{"a": pulumi.String("x")}).(pulumi.StringMapOutput).ApplyT(func(v map[string]string) map[string]interface{} {
				return fromJSON[map[string]interface{}](v)
			}).(pulumi.MapOutput)
		}().ApplyT(presentValueMap[string]).(pulumi.StringMapOutput)})
		if err != nil {
			return err
		}
		_, err = ec2.NewSecurityGroup(ctx, "unchosen", &ec2.SecurityGroupArgs{Tags: func() pulumi.MapOutput {
			if flag {
				return pulumi.ToOutput(func() map[string]interface{} {
					if !other {
						return map[string]interface{}{"Key": key.Id}
					}
					return map[string]interface{}{"Key": "back", "beta": pulumi.StringRef("b")}
				}()).(pulumi.MapOutput)
			}
			return pulumi.ToSecret(pulumi.StringMap{"a": pulumi.String("x")}).(pulumi.StringMapOutput).ApplyT(func(v map[string]string) map[string]interface{} {
				return fromJSON[map[string]interface{}](v)
			}).(pulumi.MapOutput)
		}().ApplyT(presentValueMap[string]).(pulumi.StringMapOutput)})
		if err != nil {
			return err
		}
		labels := func() pulumi.MapOutput {
			if !flag {
				return pulumi.ToOutput(func() map[string]interface{} {
					if other {
						return map[string]interface{}{"Key": key.Architecture}
					}
					return map[string]interface{}{"Key": "k", "extra": pulumi.StringRef("e")}
				}()).(pulumi.MapOutput)
			}
			return pulumi.ToSecret(pulumi.StringMap{"a": pulumi.String("y")}).(pulumi.StringMapOutput).ApplyT(func(v map[string]string) map[string]interface{} {
				return fromJSON[map[string]interface{}](v)
			}).(pulumi.MapOutput)
		}()
		ctx.Export("labels", labels)
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

// presentValueMap returns the elements of v, a resolved pulumi.Map of
// optional values, as values of type T: a null element is an error, as
// PCL's conversion to a map of values makes it.
func presentValueMap[T any](v map[string]interface{}) map[string]T {
	result := make(map[string]T, len(v))
	for k, x := range v {
		p := optionalValue[T](x)
		if p == nil {
			panic("a null element cannot be converted to a value of a map that holds no nulls")
		}
		result[k] = *p
	}
	return result
}
