package main

import (
	"errors"
	"reflect"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A choice between objects of different keys is the branch as written: a
		// read of a key the chosen branch lacks fails, wherever the choice is held
		// (a tuple's element, an object's attribute, a loop's variable, a secret,
		// an apply's parameter, a splat's element, element's result). Here the branches with the keys are chosen, and
		// every read succeeds; with flag = true each would fail, as PCL does.
		flag := false
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", nil)
		if err != nil {
			return err
		}
		choice := func() map[string]interface{} {
			if flag {
				return map[string]interface{}{"a": 1}
			}
			return map[string]interface{}{"a": 1, "d": pulumi.IntRef(2)}
		}()
		eventual := func() pulumi.Map {
			if flag {
				return pulumi.Map{"a": pet.ID().ToStringOutput()}
			}
			return pulumi.Map{"a": pulumi.String("x"), "d": pet.ID().ToStringOutput()}
		}()
		pair := []interface{}{1, choice}
		nested := pulumi.Map{
			"inner": pulumi.ToMap(choice),
			"outer": pulumi.MapArray{eventual},
		}
		eventuals := pulumi.Array{pulumi.Int(0), eventual}
		chosen := func() []map[string]interface{} {
			result := []map[string]interface{}{}
			for range []int{1, 2} {
				result = append(result, choice)
			}
			return result
		}()
		ctx.Export("tupleElement", pulumi.IntPtrFromPtr(optionalValue[int](func() interface{} {
			v, ok := pair[1].(map[string]interface{})["d"]
			if !ok {
				panic("missing key d")
			}
			return v
		}())))
		ctx.Export("objectAttribute", nested["inner"].(pulumi.MapInput).ToMapOutput().ApplyT(func(inner map[string]interface{}) (*int, error) {
			return optionalValue[int](func() interface{} {
				v, ok := inner["d"]
				if !ok {
					panic("missing key d")
				}
				return v
			}()), nil
		}).(pulumi.IntPtrOutput))
		ctx.Export("nestedEventual", nested["outer"].(pulumi.MapArrayInput).ToMapArrayOutput().ApplyT(func(outer []map[string]interface{}) (*string, error) {
			return optionalValue[string](func() interface{} {
				v, ok := outer[0]["d"]
				if !ok {
					panic("missing key d")
				}
				return v
			}()), nil
		}).(pulumi.StringPtrOutput))
		ctx.Export("direct", pulumi.IntPtrFromPtr(optionalValue[int](func() interface{} {
			v, ok := func() map[string]interface{} {
				if flag {
					return map[string]interface{}{"a": 1}
				}
				return map[string]interface{}{"a": 1, "d": pulumi.IntRef(2)}
			}()["d"]
			if !ok {
				panic("missing key d")
			}
			return v
		}())))
		ctx.Export("loopVariable", func() pulumi.Array {
			result := pulumi.Array{}
			for _, o := range []map[string]interface{}{choice, choice} {
				result = append(result, pulumi.IntPtrFromPtr(optionalValue[int](func() interface{} {
					v, ok := o["d"]
					if !ok {
						panic("missing key d")
					}
					return v
				}())))
			}
			return result
		}())
		ctx.Export("loopOverEventuals", func() pulumi.Array {
			result := pulumi.Array{}
			collection := pulumi.MapArray{eventual}
			for _, o := range collection {
				result = append(result, pulumi.ToOutput(o).(pulumi.MapOutput).ApplyT(func(o2 map[string]interface{}) (*string, error) {
					return optionalValue[string](func() interface{} {
						v, ok := o2["d"]
						if !ok {
							panic("missing key d")
						}
						return v
					}()), nil
				}).(pulumi.StringPtrOutput))
			}
			return result
		}())
		ctx.Export("secretChoice", pulumi.ToSecret(pulumi.ToMap(choice)).(pulumi.MapOutput).ApplyT(func(secret map[string]interface{}) (*int, error) {
			return optionalValue[int](func() interface{} {
				v, ok := secret["d"]
				if !ok {
					panic("missing key d")
				}
				return v
			}()), nil
		}).(pulumi.IntPtrOutput))
		ctx.Export("eventualElement", eventuals[1].(pulumi.MapInput).ToMapOutput().ApplyT(func(eventuals2 map[string]interface{}) (*string, error) {
			return optionalValue[string](func() interface{} {
				v, ok := eventuals2["d"]
				if !ok {
					panic("missing key d")
				}
				return v
			}()), nil
		}).(pulumi.StringPtrOutput))
		ctx.Export("eventualSecret", pulumi.ToSecret(eventual).(pulumi.MapOutput).ApplyT(func(secret map[string]interface{}) (*string, error) {
			return optionalValue[string](func() interface{} {
				v, ok := secret["d"]
				if !ok {
					panic("missing key d")
				}
				return v
			}()), nil
		}).(pulumi.StringPtrOutput))
		ctx.Export("constructed", pulumi.IntPtrFromPtr(optionalValue[int](func() interface{} {
			v, ok := map[string]interface{}{"x": choice}["x"].(map[string]interface{})["d"]
			if !ok {
				panic("missing key d")
			}
			return v
		}())))
		ctx.Export("splat", func() pulumi.Array {
			result := pulumi.Array{}
			collection := pulumi.Array{pulumi.ToMap(choice), eventual}
			for _, item2 := range collection {
				item := item2.(pulumi.MapInput)
				result = append(result, pulumi.ToOutput(item).(pulumi.MapOutput).ApplyT(func(item3 map[string]interface{}) (interface{}, error) {
					return func() interface{} {
						v, ok := item3["d"]
						if !ok {
							panic("missing key d")
						}
						return v
					}(), nil
				}).(pulumi.AnyOutput))
			}
			return result
		}())
		ctx.Export("indexedByValue", pulumi.IntPtrFromPtr(optionalValue[int](func() interface{} {
			v, ok := chosen[len(chosen)-1]["d"]
			if !ok {
				panic("missing key d")
			}
			return v
		}())))
		ctx.Export("elementOf", eventuals[1].(pulumi.MapInput).ToMapOutput().ApplyT(func(v map[string]interface{}) (*string, error) {
			return optionalValue[string](func() interface{} {
				v2, ok := v["d"]
				if !ok {
					panic("missing key d")
				}
				return v2
			}()), nil
		}).(pulumi.StringPtrOutput))
		ctx.Export("loopOverLoop", func() pulumi.Array {
			result := pulumi.Array{}
			for _, o := range chosen {
				result = append(result, pulumi.IntPtrFromPtr(optionalValue[int](func() interface{} {
					v, ok := o["d"]
					if !ok {
						panic("missing key d")
					}
					return v
				}())))
			}
			return result
		}())
		ctx.Export("keyIndex", pulumi.IntPtrFromPtr(optionalValue[int](func() interface{} {
			v, ok := choice["d"]
			if !ok {
				panic("missing key d")
			}
			return v
		}())))
		return nil
	})
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
