package main

import (
	"encoding/base64"
	"errors"
	"fmt"
	"reflect"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/lambda"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/s3"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Fuzz seed 10610: an element read from a choice between a collection that
		// holds outputs and a plain one (a conditional's branches, lookup's element
		// and its default) may be plain when the program runs, whatever the choice's
		// type says; and a map of outputs resolved by an apply is a dict of plain
		// values to pyright.
		flag := false
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		key := "a"
		if param, err := cfg.Try("key"); err == nil {
			key = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		fn, err := lambda.NewFunction(ctx, "fn", &lambda.FunctionArgs{Handler: pulumi.String("h"), Role: pulumi.String("r")})
		if err != nil {
			return err
		}
		_, err = s3.NewBucketObject(ctx, "obj", &s3.BucketObjectArgs{
			Bucket: pulumi.String("b"),
			Key: func() pulumi.StringPtrInput {
				m := pulumi.Map{"a": fn.Handler, "b": pulumi.String("x")}
				if v, ok := m[key]; ok {
					return v.(pulumi.StringPtrInput)
				}
				return pulumi.String("d")
			}().ToStringPtrOutput().ApplyT(func(lookup *string) (string, error) {
				return base64.StdEncoding.EncodeToString([]byte(*lookup)), nil
			}).(pulumi.StringOutput),
			Content: func() pulumi.StringPtrInput {
				m := func() pulumi.Map {
					result := pulumi.Map{}
					for _, v := range func() []int {
						result2 := []int{}
						start, limit, step := 0, 2, 1
						for i := start; (step > 0 && i < limit) || (step < 0 && i > limit); i += step {
							result2 = append(result2, i)
						}
						return result2
					}() {
						result[fmt.Sprintf("k%v", v)] = fn.Handler
					}
					return result
				}()
				if v, ok := m["x"]; ok {
					return v.(pulumi.StringPtrInput)
				}
				return pulumi.String("d")
			}().ToStringPtrOutput().ApplyT(func(lookup *string) (string, error) {
				return base64.StdEncoding.EncodeToString([]byte(*lookup)), nil
			}).(pulumi.StringOutput),
			Source: func() pulumi.ArrayInput {
				m := func() pulumi.Map {
					result := pulumi.Map{}
					for _, v := range func() []int {
						result2 := []int{}
						start, limit, step := 0, 2, 1
						for i := start; (step > 0 && i < limit) || (step < 0 && i > limit); i += step {
							result2 = append(result2, i)
						}
						return result2
					}() {
						result[fmt.Sprintf("k%v", v)] = pulumi.Array{fn.Handler}
					}
					return result
				}()
				if v, ok := m["x"]; ok {
					return v.(pulumi.ArrayInput)
				}
				return pulumi.Array{pulumi.String("d")}
			}().ToArrayOutput().ApplyT(func(v []interface{}) (pulumi.Asset, error) {
				lookup := optionalValues[string](v)
				return pulumi.NewStringAsset(base64.StdEncoding.EncodeToString([]byte(*lookup[0]))), nil
			}).(pulumi.AssetOutput),
		})
		if err != nil {
			return err
		}
		ctx.Export("chosen", func() pulumi.StringPtrOutput {
			if flag {
				return pulumi.Array{fn.Handler}[0].(pulumi.StringPtrInput).ToStringPtrOutput()
			}
			return pulumi.ToOutput(pulumi.StringRef([]string{"d"}[0])).(pulumi.StringPtrOutput)
		}().ApplyT(func(value *string) (string, error) {
			return base64.StdEncoding.EncodeToString([]byte(*value)), nil
		}).(pulumi.StringOutput))
		ctx.Export("chosenAttribute", func() pulumi.StringPtrOutput {
			if flag {
				return mustGet(pulumi.Map{"name": fn.Handler}, "name").(pulumi.StringPtrInput).ToStringPtrOutput()
			}
			return pulumi.ToOutput(pulumi.StringRef(map[string]string{"name": "plain"}["name"])).(pulumi.StringPtrOutput)
		}())
		ctx.Export("found", func() pulumi.ArrayInput {
			m := pulumi.Map{"x": pulumi.Array{fn.Handler}}
			if v, ok := m[key]; ok {
				return v.(pulumi.ArrayInput)
			}
			return pulumi.Array{pulumi.String("d")}
		}().ToArrayOutput().ApplyT(func(v []interface{}) (string, error) {
			lookup := optionalValues[string](v)
			return base64.StdEncoding.EncodeToString([]byte(*lookup[0])), nil
		}).(pulumi.StringOutput))
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
