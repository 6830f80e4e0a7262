package main

import (
	"context"
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumix"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		number, err := random.NewRandomInteger(ctx, "number", &random.RandomIntegerArgs{Min: pulumi.Int(1), Max: pulumi.Int(9)})
		if err != nil {
			return err
		}
		first, err := NewParts(ctx, "first", &PartsArgs{Size: number.Result.ApplyT(func(result int) (float64, error) {
			return float64(result), nil
		}).(pulumi.Float64Output)})
		if err != nil {
			return err
		}
		second, err := NewParts(ctx, "second", &PartsArgs{})
		if err != nil {
			return err
		}
		ctx.Export("firstChosen", first.Chosen)
		ctx.Export("secondLabels", second.Labels)
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

// dynamicBool converts v, a value of any type, to a bool as PCL does: a
// string must be "true" or "1", "false" or "0".
func dynamicBool(v interface{}) bool {
	switch pointee(v) {
	case true, "true", "1":
		return true
	case false, "false", "0":
		return false
	}
	panic(fmt.Sprintf("a bool is required, not %v", v))
}

// float64Or returns the value of o, or fallback's where o's is null: a
// component's input given null takes its config's default, as in PCL.
func float64Or(o pulumi.Float64PtrOutput, fallback pulumi.Float64Output) pulumi.Float64Output {
	return pulumi.All(o, fallback).ApplyT(func(values []interface{}) float64 {
		if v := values[0].(*float64); v != nil {
			return *v
		}
		return values[1].(float64)
	}).(pulumi.Float64Output)
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
