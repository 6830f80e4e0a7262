package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/s3"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		g := false
		if param, err := cfg.TryBool("g"); err == nil {
			g = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		h := true
		if param, err := cfg.TryBool("h"); err == nil {
			h = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Keepers: pulumi.StringMap{"a": pulumi.String("b")}})
		if err != nil {
			return err
		}
		_, err = s3.NewBucket(ctx, "inTrueBranch", &s3.BucketArgs{Tags: func() pulumi.MapOutput {
			if g {
				return func() pulumi.MapOutput {
					if true {
						return func() pulumi.MapOutput {
							if h {
								return pet.Keepers.ApplyT(func(v map[string]string) map[string]interface{} {
									return fromJSON[map[string]interface{}](v)
								}).(pulumi.MapOutput)
							}
							return pulumi.ToOutput(map[string]interface{}{}).(pulumi.MapOutput)
						}()
					}
					return pulumi.ToOutput(map[string]interface{}{"x": "y"}).(pulumi.MapOutput)
				}()
			}
			return pulumi.ToOutput(map[string]interface{}{"null": "z"}).(pulumi.MapOutput)
		}().ApplyT(func(v map[string]interface{}) map[string]string {
			return fromJSON[map[string]string](v)
		}).(pulumi.StringMapOutput)})
		if err != nil {
			return err
		}
		_, err = s3.NewBucket(ctx, "inFalseBranch", &s3.BucketArgs{Tags: func() pulumi.MapOutput {
			if h {
				return pulumi.ToOutput(map[string]interface{}{"null": "z"}).(pulumi.MapOutput)
			}
			return func() pulumi.MapOutput {
				if !false {
					return func() pulumi.MapOutput {
						if h {
							return pet.Keepers.ApplyT(func(v map[string]string) map[string]interface{} {
								return fromJSON[map[string]interface{}](v)
							}).(pulumi.MapOutput)
						}
						return pulumi.ToOutput(map[string]interface{}{}).(pulumi.MapOutput)
					}()
				}
				return pulumi.ToOutput(map[string]interface{}{"x": "y"}).(pulumi.MapOutput)
			}()
		}().ApplyT(func(v map[string]interface{}) map[string]string {
			return fromJSON[map[string]string](v)
		}).(pulumi.StringMapOutput)})
		if err != nil {
			return err
		}
		_, err = s3.NewBucket(ctx, "inCondition", &s3.BucketArgs{Tags: pulumi.All(func() pulumi.BoolOutput {
			if true {
				return func() pulumi.BoolOutput {
					if g {
						return pet.ID().ToStringOutput().ApplyT(func(id string) (bool, error) {
							return id == "", nil
						}).(pulumi.BoolOutput)
					}
					return pulumi.Bool(h).ToBoolOutput()
				}()
			}
			return pulumi.Bool(false).ToBoolOutput()
		}(), pet.Keepers).ApplyT(func(resolved []interface{}) (map[string]string, error) {
			value := resolved[0].(bool)
			keepers := resolved[1].(map[string]string)
			return func() map[string]string {
				if value {
					return map[string]string{"null": "z"}
				}
				return keepers
			}(), nil
		}).(pulumi.StringMapOutput)})
		if err != nil {
			return err
		}
		inOperand, err := random.NewRandomPet(ctx, "inOperand", &random.RandomPetArgs{
			Length: func() pulumi.IntOutput {
				if false || true {
					return func() pulumi.IntOutput {
						if g {
							return pet.Length
						}
						return pulumi.Int(1).ToIntOutput()
					}()
				}
				return pulumi.Int(2).ToIntOutput()
			}().ApplyT(func(value int) (int, error) {
				return value + 1, nil
			}).(pulumi.IntOutput),
			Prefix: pulumi.Sprintf("p%v", func() pulumi.StringOutput {
				if true {
					return func() pulumi.StringOutput {
						if h {
							return pet.ID().ToStringOutput()
						}
						return pulumi.String("x").ToStringOutput()
					}()
				}
				return pulumi.String("y").ToStringOutput()
			}()),
		})
		if err != nil {
			return err
		}
		plainNested := func() string {
			if g {
				return func() string {
					if h {
						return "a"
					}
					return "b"
				}()
			}
			return "c"
		}()
		eventualNested := func() pulumi.MapOutput {
			if g {
				return func() pulumi.MapOutput {
					if true {
						return func() pulumi.MapOutput {
							if h {
								return pet.Keepers.ApplyT(func(v map[string]string) map[string]interface{} {
									return fromJSON[map[string]interface{}](v)
								}).(pulumi.MapOutput)
							}
							return pulumi.ToOutput(map[string]interface{}{}).(pulumi.MapOutput)
						}()
					}
					return pulumi.ToOutput(map[string]interface{}{}).(pulumi.MapOutput)
				}()
			}
			return pulumi.ToOutput(map[string]interface{}{"null": "z"}).(pulumi.MapOutput)
		}()
		ctx.Export("plainNested", pulumi.String(plainNested))
		ctx.Export("eventualNested", eventualNested)
		ctx.Export("lengths", pulumi.Array{inOperand.Length, inOperand.Prefix})
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
