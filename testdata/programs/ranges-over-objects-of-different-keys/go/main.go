package main

import (
	"errors"
	"fmt"
	"reflect"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Resources ranged over lists of object constructors of different keys,
		// whose elements Go holds as interface{}s: range.value is read as the
		// binder's type, whole, by attribute and by key.
		extra := "e"
		if param, err := cfg.Try("extra"); err == nil {
			extra = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		plain := []interface{}{
			map[string]interface{}{"x-y": "b-2", "with space": "s"},
			map[string]interface{}{"x-y": "{brace}", "Key": extra},
		}
		var whole []*random.RandomPet
		for index, valueElement := range plain {
			value := valueElement.(map[string]interface{})
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("whole-%v", index), &random.RandomPetArgs{Keepers: pulumi.ToStringMap(func() map[string]string {
				v := value
				result := map[string]string{}
				for k, x := range v {
					result[k] = presentValue(x).(string)
				}
				return result
			}())})
			if err != nil {
				return err
			}
			whole = append(whole, res)
		}
		_ = whole
		var attribute []*random.RandomPet
		for index, valueElement := range []interface{}{
			map[string]interface{}{"a": "x", "n": 1},
			map[string]interface{}{"a": "y"},
		} {
			value := valueElement.(map[string]interface{})
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("attribute-%v", index), &random.RandomPetArgs{
				Prefix: pulumi.String(value["a"].(string)),
				Length: pulumi.Int(index + 1),
			})
			if err != nil {
				return err
			}
			attribute = append(attribute, res)
		}
		_ = attribute
		var keyed []*random.RandomPet
		for index, valueElement := range plain {
			value := valueElement.(map[string]interface{})
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("keyed-%v", index), &random.RandomPetArgs{Prefix: pulumi.StringPtrFromPtr(func() *string {
				if v, ok := value["x-y"]; ok {
					return optionalValue[string](v)
				}
				return pulumi.StringRef("none")
			}())})
			if err != nil {
				return err
			}
			keyed = append(keyed, res)
		}
		_ = keyed
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
