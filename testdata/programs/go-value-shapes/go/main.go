package main

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumix"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Values whose Go types the fuzz campaigns found mistaken, with the test
		// schemas: a recover of a dynamic value (pulumi.DeferredOutput cannot hold
		// an interface{}), a recover of an int whose type is a number, an unset
		// secret config list (read, not used: Go's null list output is an empty
		// one), an object of optional strings given as a map of
		// strings, a logical operator over one value twice, a conditional of
		// single-element lists of an int and of a number, and an object built in a
		// for expression given as a list of a schema's objects.
		var tagsPlain []map[string]interface{}
		if err := cfg.TryObject("tags", &tagsPlain); err != nil && !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		tags := pulumi.ToSecret(func() pulumi.MapArrayInput {
			if tagsPlain == nil {
				return pulumi.Any(nil).ApplyT(func(interface{}) []map[string]interface{} {
					return nil
				}).(pulumi.MapArrayOutput)
			}
			return pulumi.ToOutput(tagsPlain).(pulumi.MapArrayOutput)
		}()).(pulumi.MapArrayOutput)
		_ = tags
		widePlain := true
		if param, err := cfg.TryBool("wide"); err == nil {
			widePlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		wide := pulumi.ToSecret(pulumi.Bool(widePlain)).(pulumi.BoolOutput)
		var limits map[string]map[string]interface{}
		if err := cfg.TryObject("limits", &limits); errors.Is(err, config.ErrMissingVar) {
			limits = map[string]map[string]interface{}{"a": {"on": false, "count": 3}}
		} else if err != nil {
			return err
		}
		var sizes map[string]float64
		if err := cfg.TryObject("sizes", &sizes); errors.Is(err, config.ErrMissingVar) {
			sizes = map[string]float64{"small": 1.5}
		} else if err != nil {
			return err
		}
		length, err := random.NewRandomId(ctx, "length", &random.RandomIdArgs{ByteLength: func() pulumi.AnyOutput {
			deferred, resolve := deferredAny(ctx.Context())
			value := pulumi.ToSecret(pulumi.Any(func() interface{} {
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
				return 16
			}())).(pulumi.AnyOutput)
			go func() {
				if _, err2 := internals.UnsafeAwaitOutput(ctx.Context(), value); err2 != nil {
					message := err2.Error()
					_ = message
					resolve(pulumi.ToOutput(pulumi.Int(15)))
					return
				}
				resolve(value)
			}()
			return deferred
		}().ApplyT(func(recover2 interface{}) (int, error) {
			return dynamicInt(recover2), nil
		}).(pulumi.IntOutput)})
		if err != nil {
			return err
		}
		recovered := func() pulumi.Float64Output {
			deferred, resolve := pulumi.DeferredOutput[float64](ctx.Context())
			value := pulumi.ToSecret(pulumi.Float64(3.0)).(pulumi.Float64Output)
			go func() {
				if _, err2 := internals.UnsafeAwaitOutput(ctx.Context(), value); err2 != nil {
					message := err2.Error()
					_ = message
					resolve(pulumi.ToOutput(pulumi.Float64(1.5)))
					return
				}
				resolve(value)
			}()
			return pulumix.Cast[pulumi.Float64Output, float64](deferred)
		}().ApplyT(func(recover2 float64) (float64, error) {
			return recover2 * 2.0, nil
		}).(pulumi.Float64Output)
		labels := pulumi.Unsecret(pulumi.ToSecret(wide.ApplyT(func(wide2 bool) (map[string]interface{}, error) {
			return func() map[string]interface{} {
				if wide2 {
					return map[string]interface{}{
						"first":  pulumi.StringRef("a"),
						"second": pulumi.StringRef("b"),
					}
				}
				return map[string]interface{}{}
			}(), nil
		}).(pulumi.MapOutput)).(pulumi.MapOutput)).(pulumi.MapOutput)
		holder, err := NewHolder(ctx, "holder", &HolderArgs{Labels: labels.ApplyT(presentValueMap[string]).(pulumi.StringMapOutput)})
		if err != nil {
			return err
		}
		both := pulumi.All(wide).ApplyT(func(resolved []interface{}) (bool, error) {
			wide2 := resolved[0].(bool)
			return wide2, nil
		}).(pulumi.BoolOutput)
		scaled := func() [][]float64 {
			result := [][]float64{}
			collection := limits
			for _, key := range slices.Sorted(maps.Keys(collection)) {
				limit := collection[key]
				result = append(result, func() []float64 {
					if limit["on"].(bool) {
						return []float64{mustGet(sizes, "small")}
					}
					return []float64{float64(dynamicInt(limit["count"]))}
				}())
			}
			return result
		}()
		ami, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{
			Owners: []string{"self"},
			Filters: func() []ec2.GetAmiFilter {
				result := []ec2.GetAmiFilter{}
				for _, i := range func() []int {
					result2 := []int{}
					start, limit, step := 0, 2, 1
					for i2 := start; (step > 0 && i2 < limit) || (step < 0 && i2 > limit); i2 += step {
						result2 = append(result2, i2)
					}
					return result2
				}() {
					result = append(result, ec2.GetAmiFilter{Name: fmt.Sprintf("name-%v", i), Values: []string{}})
				}
				return result
			}(),
		})
		if err != nil {
			return err
		}
		ctx.Export("byteLength", length.ByteLength)
		ctx.Export("recovered", recovered)
		ctx.Export("holderLabels", holder.Joined)
		ctx.Export("both", pulumi.Sprintf("both %v", both))
		ctx.Export("scaled", pulumi.ToFloat64ArrayArray(scaled))
		ctx.Export("ami", pulumi.String(ami.Id))
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
