package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Conditionals choose between tuples or objects where one branch has an
		// output at a position the other has a plain value: the element read
		// from the choice is an output whichever branch is taken.

		useConstants := true
		if param, err := cfg.TryBool("useConstants"); err == nil {
			useConstants = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", nil)
		if err != nil {
			return err
		}
		flags := func() pulumi.BoolArray {
			if useConstants {
				return pulumi.BoolArray{pulumi.Bool(false), pulumi.Bool(true)}
			}
			return pulumi.BoolArray{
				pet.ID().ToStringOutput().ApplyT(func(id string) (bool, error) {
					return id == "x", nil
				}).(pulumi.BoolOutput),
				pulumi.Bool(false),
			}
		}()
		names := func() pulumi.StringMap {
			if !useConstants {
				return pulumi.StringMap{"first": pet.ID(), "second": pulumi.String("b")}
			}
			return pulumi.StringMap{"first": pulumi.String("a"), "second": pulumi.String("c")}
		}()
		listed := func() pulumi.StringArray {
			if useConstants {
				return pulumi.StringArray{pulumi.String("a"), pulumi.String("b")}
			}
			return pulumi.StringArray{pet.ID()}
		}()
		ranged := func() pulumi.StringArray {
			if !useConstants {
				return pulumi.StringArray{pet.ID()}
			}
			return func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, item := range func() []int {
					result2 := []int{}
					start, limit, step := 0, 2, 1
					for i := start; (step > 0 && i < limit) || (step < 0 && i > limit); i += step {
						result2 = append(result2, i)
					}
					return result2
				}() {
					result = append(result, pulumi.String(strconv.Itoa(item)))
				}
				return result
			}()
		}()
		nested := pulumi.Array{
			func() pulumi.Input {
				if useConstants {
					return pulumi.Array{pulumi.String("q")}
				}
				return pulumi.Array{pet.ID().ToStringOutput()}
			}(),
			pulumi.Array{pulumi.Int(1), pulumi.Int(2)},
		}
		_, err = random.NewRandomString(ctx, "suffix", &random.RandomStringArgs{
			Length: pulumi.Int(4),
			Keepers: pulumi.StringMap{
				"both": pulumi.Sprintf("v %v", pulumi.All(flags[0].(pulumi.BoolInput).ToBoolOutput(), flags[1].(pulumi.BoolInput).ToBoolOutput()).ApplyT(func(resolved []interface{}) (bool, error) {
					flags2 := resolved[0].(bool)
					flags3 := resolved[1].(bool)
					return flags2 && flags3, nil
				}).(pulumi.BoolOutput)),
				"first": names["first"].(pulumi.StringInput).ToStringOutput(),
				"inline": func() pulumi.StringOutput {
					if useConstants {
						return pulumi.String("x").ToStringOutput()
					}
					return pulumi.StringArray{pet.ID(), pulumi.String("y")}[0].(pulumi.StringInput).ToStringOutput()
				}(),
			},
		})
		if err != nil {
			return err
		}
		ctx.Export("first", flags[0].(pulumi.BoolInput).ToBoolOutput())
		ctx.Export("names", pulumi.Sprintf("%v-%v", names["first"].(pulumi.StringInput).ToStringOutput(), names["second"].(pulumi.StringInput).ToStringOutput()))
		ctx.Export("lists", pulumi.Map{
			"first": listed[0].(pulumi.StringInput).ToStringOutput().ApplyT(func(listed2 string) (bool, error) {
				return listed2 == "a", nil
			}).(pulumi.BoolOutput),
			"ranged": pulumi.Sprintf("%v", ranged[1].(pulumi.StringInput).ToStringOutput()),
			"nested": pulumi.Any(nested[0]).ApplyT(func(v interface{}) []string {
				return fromJSON[[]string](v)
			}).(pulumi.StringArrayOutput).ApplyT(func(nested2 []string) (bool, error) {
				return nested2[0] == "q", nil
			}).(pulumi.BoolOutput),
		})
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
