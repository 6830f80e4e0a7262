package main

import (
	"errors"
	"fmt"
	"reflect"

	"example.com/pclgen/maxitemsone/sdk/go/maxitemsone"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// == and != with an optional scalar on one side or both (a property of an
		// object config left unset, a schema object's optional output): null equals
		// only null, and Go must not dereference its nil pointer (found with the
		// fuzz seed 9626's test program).
		n := 3
		if param, err := cfg.TryInt("n"); err == nil {
			n = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var maybe []map[string]interface{}
		if err := cfg.TryObject("maybe", &maybe); errors.Is(err, config.ErrMissingVar) {
			maybe = []map[string]interface{}{
				{
					"b": pulumi.BoolRef(true),
					"i": pulumi.IntRef(3),
					"s": pulumi.StringRef("x"),
					"f": pulumi.Float64Ref(3.0),
				},
				{},
			}
		} else if err != nil {
			return err
		}
		ctx.Export("eqs", func() pulumi.Array {
			result := pulumi.Array{}
			for _, m := range maybe {
				result = append(result, pulumi.Array{
					pulumi.Bool(equalPointers(optionalValue[bool](m["b"]), pulumi.BoolRef(true))),
					pulumi.Bool(!equalPointers(optionalValue[bool](m["b"]), pulumi.BoolRef(true))),
					pulumi.Bool(equalPointers(optionalValue[int](m["i"]), pulumi.IntRef(n))),
					pulumi.Bool(equalPointers(optionalFloat(optionalValue[int](m["i"])), pulumi.Float64Ref(3.0))),
					pulumi.Bool(equalPointers(optionalValue[float64](m["f"]), pulumi.Float64Ref(float64(n)))),
					pulumi.Bool(equalPointers(optionalValue[string](m["s"]), pulumi.StringRef("x"))),
					pulumi.Bool(!equalPointers(optionalValue[string](m["s"]), pulumi.StringRef("y"))),
					pulumi.Bool(equalPointers(optionalValue[bool](m["b"]), optionalValue[bool](m["b"]))),
					pulumi.Bool(equalPointers(optionalFloat(optionalValue[int](m["i"])), optionalValue[float64](m["f"]))),
					pulumi.Bool(optionalValue[string](m["s"]) == nil),
					pulumi.Bool(equalPointers(pulumi.BoolRef(true), optionalValue[bool](m["b"]))),
					pulumi.Bool(equalPointers(pulumi.IntRef(3), optionalValue[int](m["i"]))),
				})
			}
			return result
		}())
		var r []*maxitemsone.Resource
		for index := 0; index < 2; index++ {
			res, err := maxitemsone.NewResource(ctx, fmt.Sprintf("r-%v", index), nil)
			if err != nil {
				return err
			}
			r = append(r, res)
		}
		ctx.Export("evs", func() pulumi.Array {
			result := pulumi.Array{}
			for _, x := range r {
				result = append(result, pulumi.Array{
					x.InnerResourceOutput.ApplyT(func(innerResourceOutput maxitemsone.ResourceInnerResourceResult) (bool, error) {
						return equalPointers(innerResourceOutput.SomeInput, pulumi.BoolRef(true)), nil
					}).(pulumi.BoolOutput),
					x.InnerResourceOutput.ApplyT(func(innerResourceOutput maxitemsone.ResourceInnerResourceResult) (bool, error) {
						return !equalPointers(innerResourceOutput.SomeInput, pulumi.BoolRef(false)), nil
					}).(pulumi.BoolOutput),
					x.InnerResource.ApplyT(func(innerResource *maxitemsone.ResourceInnerResource) (bool, error) {
						return innerResource.SomeInput == nil, nil
					}).(pulumi.BoolOutput),
				})
			}
			return result
		}())
		return nil
	})
}

// equalPointers reports whether a and b, optional values held as
// pointers, are equal, as PCL's == compares them: null equals only null.
func equalPointers[T comparable](a, b *T) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}

// optionalFloat returns *v as a number, nil when v is nil: an optional int
// where an optional number is taken.
func optionalFloat(v *int) *float64 {
	if v == nil {
		return nil
	}
	f := float64(*v)
	return &f
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
