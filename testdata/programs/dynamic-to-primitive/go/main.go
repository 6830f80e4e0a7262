package main

import (
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

		// Values of unknown type (config of type any) given where a string, a
		// number, an int or a bool is required convert as PCL converts them: a bool
		// or a number to its text, a string holding a number to that number. Go's
		// interface{} holds an int literal as an int, where a number is read too.
		var settings interface{} = map[string]interface{}{"flag": true, "count": 3, "text": "7", "answer": "false"}
		if err := cfg.TryObject("settings", &settings); err != nil {
			if param, err := cfg.Try("settings"); err == nil {
				settings = param
			}
		}
		_, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{
			Prefix:    pulumi.StringPtrFromPtr(optionalDynamic(mustGet(settings.(map[string]interface{}), "flag"), dynamicString)),
			Separator: pulumi.StringPtrFromPtr(optionalDynamic(mustGet(settings.(map[string]interface{}), "count"), dynamicString)),
			Length:    pulumi.IntPtrFromPtr(optionalDynamic(mustGet(settings.(map[string]interface{}), "text"), dynamicInt)),
		})
		if err != nil {
			return err
		}
		_, err = random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{
			Inputs: pulumi.StringArray{
				pulumi.String(dynamicString(mustGet(settings.(map[string]interface{}), "count"))),
				pulumi.String(dynamicString(mustGet(settings.(map[string]interface{}), "flag"))),
				pulumi.String(dynamicString(mustGet(settings.(map[string]interface{}), "text"))),
			},
			ResultCount: pulumi.IntPtrFromPtr(optionalDynamic(mustGet(settings.(map[string]interface{}), "count"), dynamicInt)),
		})
		if err != nil {
			return err
		}
		_, err = random.NewRandomString(ctx, "str", &random.RandomStringArgs{
			Length:  pulumi.Int(dynamicInt(mustGet(settings.(map[string]interface{}), "count"))),
			Special: pulumi.BoolPtrFromPtr(optionalDynamic(mustGet(settings.(map[string]interface{}), "answer"), dynamicBool)),
			Upper:   pulumi.BoolPtrFromPtr(optionalDynamic(mustGet(settings.(map[string]interface{}), "flag"), dynamicBool)),
		})
		if err != nil {
			return err
		}
		ctx.Export("half", pulumi.Float64(dynamicFloat(mustGet(settings.(map[string]interface{}), "count"))/2.0))
		ctx.Export("plusHalf", pulumi.Float64(dynamicFloat(mustGet(settings.(map[string]interface{}), "count"))+0.5))
		ctx.Export("negated", pulumi.Bool(!dynamicBool(mustGet(settings.(map[string]interface{}), "flag"))))
		return nil
	})
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

// dynamicString converts v, a value of any type, to a string as PCL does:
// a bool as true or false, a number in plain digits.
func dynamicString(v interface{}) string {
	switch v := pointee(v).(type) {
	case string:
		return v
	case bool:
		return strconv.FormatBool(v)
	case int:
		return strconv.Itoa(v)
	case float64:
		return numberText(v)
	}
	panic(fmt.Sprintf("a string is required, not %v", v))
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

// optionalDynamic converts v, a value of any type, with convert, or returns
// nil when v is null.
func optionalDynamic[T any](v interface{}, convert func(interface{}) T) *T {
	if pointee(v) == nil {
		return nil
	}
	x := convert(v)
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
