package main

import (
	"errors"
	"maps"
	"reflect"
	"slices"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		nameVar := "web"
		if param, err := cfg.Try("name"); err == nil {
			nameVar = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		settings := map[string]interface{}{
			"tags": func() map[string]interface{} {
				if flag {
					return map[string]interface{}{"alpha": pulumi.StringRef(nameVar)}
				}
				return map[string]interface{}{
					"k1":         pulumi.StringRef("with space"),
					"Key":        pulumi.StringRef("${not}"),
					"with space": pulumi.StringRef("tab\there"),
				}
			}(),
			"nested": map[string]bool{"enabled": flag},
		}
		_, err := random.NewRandomString(ctx, "str", &random.RandomStringArgs{
			Length: pulumi.Int(8),
			Keepers: pulumi.ToStringMap(func() map[string]string {
				v := settings["tags"].(map[string]interface{})
				result := map[string]string{}
				for k, x := range v {
					result[k] = presentValue(x).(string)
				}
				return result
			}()),
		})
		if err != nil {
			return err
		}
		ctx.Export("tagNames", func() pulumi.Array {
			result := pulumi.Array{}
			collection := settings["tags"].(map[string]interface{})
			for _, key := range slices.Sorted(maps.Keys(collection)) {
				value := optionalValue[string](collection[key])
				result = append(result, pulumi.String(key+"="+*value))
			}
			return result
		}())
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

// presentValue returns v, a value held as an interface{}, without the
// pointer an optional value is held by; a null value is an error.
func presentValue(v interface{}) interface{} {
	if x := pointee(v); x != nil {
		return x
	}
	panic("a null value is given where a value is required")
}
