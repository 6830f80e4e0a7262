package main

import (
	"encoding/base64"
	"fmt"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// An object whose properties are of different types, made a secret, is
		// read property by property in applies: each read has its property's type
		// (Python infers the union of them for the dict's values).
		settings := pulumi.ToSecret(pulumi.Map{
			"name":   pulumi.String("web"),
			"weight": pulumi.Float64(1.5),
			"tags":   pulumi.StringArray{pulumi.String("a"), pulumi.String("b")},
		}).(pulumi.MapOutput)
		ctx.Export("encodedName", settings.ApplyT(func(settings2 map[string]interface{}) (string, error) {
			return base64.StdEncoding.EncodeToString([]byte(settings2["name"].(string))), nil
		}).(pulumi.StringOutput))
		ctx.Export("heavier", settings.ApplyT(func(settings2 map[string]interface{}) (float64, error) {
			return dynamicFloat(settings2["weight"]) + 1.0, nil
		}).(pulumi.Float64Output))
		ctx.Export("tagCount", settings.ApplyT(func(settings2 map[string]interface{}) (int, error) {
			return len(settings2["tags"].([]string)), nil
		}).(pulumi.IntOutput))
		return nil
	})
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
