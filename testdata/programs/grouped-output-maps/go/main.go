package main

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumix"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Grouping for expressions (`=> value...`) whose values hold outputs, as
		// locals, resource inputs and outputs: each group is a list of outputs.
		key, err := random.NewRandomId(ctx, "key", &random.RandomIdArgs{ByteLength: pulumi.Int(4)})
		if err != nil {
			return err
		}
		_, err = random.NewRandomPassword(ctx, "password", &random.RandomPasswordArgs{Length: pulumi.Int(12)})
		if err != nil {
			return err
		}
		var names []string
		if err := cfg.TryObject("names", &names); errors.Is(err, config.ErrMissingVar) {
			names = []string{"a", "b", "a", "c"}
		} else if err != nil {
			return err
		}
		sizePlain := 2048
		if param, err := cfg.TryInt("size"); err == nil {
			sizePlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		size := pulumi.ToSecret(pulumi.Int(sizePlain)).(pulumi.IntOutput)
		bySize := func() pulumi.IntArrayMap {
			groups := map[string]pulumi.IntArray{}
			for i, name2 := range names {
				key2 := name2
				groups[key2] = append(groups[key2], size.ApplyT(func(size2 int) (int, error) {
					return size2 + i, nil
				}).(pulumi.IntOutput))
			}
			result := pulumi.IntArrayMap{}
			for k, v := range groups {
				result[k] = v
			}
			return result
		}()
		byName := func() pulumi.StringArrayMap {
			groups := map[string]pulumi.StringArray{}
			for _, name2 := range names {
				if !(name2 != "c") {
					continue
				}
				key2 := name2
				groups[key2] = append(groups[key2], key.Hex)
			}
			result := pulumi.StringArrayMap{}
			for k, v := range groups {
				result[k] = v
			}
			return result
		}()
		empty := func() pulumi.Float64ArrayMap {
			groups := map[string]pulumi.Float64Array{}
			for i, name2 := range []interface{}{} {
				key2 := strconv.Itoa(i)
				groups[key2] = append(groups[key2], func() pulumi.AnyOutput {
					deferred, resolve := deferredAny(ctx.Context())
					value := pulumi.ToSecret(pulumi.Any(name2)).(pulumi.AnyOutput)
					go func() {
						if _, err2 := internals.UnsafeAwaitOutput(ctx.Context(), value); err2 != nil {
							message := err2.Error()
							_ = message
							resolve(pulumi.ToOutput(pulumi.Float64(1000.0)))
							return
						}
						resolve(value)
					}()
					return deferred
				}().ApplyT(func(recover2 interface{}) (float64, error) {
					return dynamicFloat(recover2) + dynamicFloat(name2), nil
				}).(pulumi.Float64Output))
			}
			result := pulumi.Float64ArrayMap{}
			for k, v := range groups {
				result[k] = v
			}
			return result
		}()
		_, err = random.NewRandomShuffle(ctx, "counts", &random.RandomShuffleArgs{Inputs: func() pulumi.StringArray {
			result := pulumi.StringArray{}
			collection := byName
			for _, name2 := range slices.Sorted(maps.Keys(collection)) {
				pems := collection[name2].(pulumi.StringArray)
				result = append(result, pulumi.String(fmt.Sprintf("%v:%v", name2, len(pems))))
			}
			return result
		}()})
		if err != nil {
			return err
		}
		ctx.Export("bySize", bySize)
		ctx.Export("byName", byName)
		ctx.Export("empty", empty)
		return nil
	})
}

// deferredAny returns an output of any value that resolve resolves later
// with another output's value, secrecy and dependencies, as
// pulumi.DeferredOutput does for values of other types: the value travels
// boxed in a one-element list.
func deferredAny(ctx context.Context) (pulumi.AnyOutput, func(pulumi.Output)) {
	boxed, resolve := pulumi.DeferredOutput[[]interface{}](ctx)
	out := pulumix.Cast[pulumi.ArrayOutput, []interface{}](boxed).ApplyT(func(v []interface{}) interface{} {
		return v[0]
	}).(pulumi.AnyOutput)
	return out, func(o pulumi.Output) {
		resolve(o.ApplyT(func(v interface{}) []interface{} {
			return []interface{}{v}
		}))
	}
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
