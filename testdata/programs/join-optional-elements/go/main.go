package main

import (
	"errors"
	"fmt"
	"reflect"
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Joining lists of optional strings, plain and gathered from outputs: each
		// element is a string here, and joins.
		var names []*string
		if err := cfg.TryObject("names", &names); errors.Is(err, config.ErrMissingVar) {
			names = []*string{pulumi.StringRef("a"), pulumi.StringRef("b")}
		} else if err != nil {
			return err
		}
		var shuffles []*random.RandomShuffle
		for index := 0; index < 2; index++ {
			res, err := random.NewRandomShuffle(ctx, fmt.Sprintf("shuffles-%v", index), &random.RandomShuffleArgs{
				Inputs: pulumi.StringArray{pulumi.String("x")},
				Seed:   pulumi.String("s"),
			})
			if err != nil {
				return err
			}
			shuffles = append(shuffles, res)
		}
		ctx.Export("plain", pulumi.String(strings.Join(func() []string {
			v := names
			if v == nil {
				return nil
			}
			result := make([]string, len(v))
			for k, x := range v {
				result[k] = requiredValue(x)
			}
			return result
		}(), "-")))
		ctx.Export("gathered", pulumi.All(func() pulumi.Array {
			result := pulumi.Array{}
			for _, item := range shuffles {
				result = append(result, item.Seed)
			}
			return result
		}()).ApplyT(func(resolved []interface{}) (string, error) {
			values := optionalValues[string](resolved[0])
			return strings.Join(func() []string {
				v := values
				if v == nil {
					return nil
				}
				result := make([]string, len(v))
				for k, x := range v {
					result[k] = requiredValue(x)
				}
				return result
			}(), "-"), nil
		}).(pulumi.StringOutput))
		ctx.Export("secret", pulumi.ToSecret(func() pulumi.Array {
			result := pulumi.Array{}
			for _, n := range names {
				result = append(result, pulumi.StringPtrFromPtr(n))
			}
			return result
		}()).(pulumi.ArrayOutput).ApplyT(func(v []interface{}) (string, error) {
			secret := optionalValues[string](v)
			return strings.Join(func() []string {
				v2 := secret
				if v2 == nil {
					return nil
				}
				result := make([]string, len(v2))
				for k, x := range v2 {
					result[k] = requiredValue(x)
				}
				return result
			}(), ","), nil
		}).(pulumi.StringOutput))
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

// requiredValue returns *p, an optional value given where a value is
// required; a null one is an error.
func requiredValue[T any](p *T) T {
	if p == nil {
		panic("a null value is given where a value is required")
	}
	return *p
}
