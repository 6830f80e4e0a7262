package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/big"
	"reflect"
	"strconv"
	"strings"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Numbers are 64-bit floats: each operation rounds its result as the
		// target languages do, so a fraction computed from config reads the same as
		// a string, in a template, a join and toJSON, in every language; and -0
		// is 0.
		tenth := 0.1
		if param, err := cfg.TryFloat64("tenth"); err == nil {
			tenth = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		tripled := tenth * 3.0
		ratio := float64(-2) * tenth
		ctx.Export("product", pulumi.Float64(tripled))
		ctx.Export("text", pulumi.String(numberText(tripled)))
		ctx.Export("joined", pulumi.String(strings.Join(func() []string {
			parts := []string{}
			for _, v := range []interface{}{tripled, ratio, "3.5"} {
				parts = append(parts, dynamicString(v))
			}
			return parts
		}(), ",")))
		jsonText, err := toJSON(map[string]float64{"ratio": ratio, "whole": 0.5 * 4.0})
		if err != nil {
			return err
		}
		ctx.Export("json", pulumi.String(jsonText))
		ctx.Export("zeros", pulumi.Array{
			pulumi.Int(-len([]interface{}{})),
			pulumi.Int(0 * -1),
			pulumi.Float64(-(tenth - tenth)),
		})
		return nil
	})
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

// toJSON encodes v as JSON as PCL's toJSON does: numbers in plain digits,
// never with an exponent, whole ones in their exact digits, and zero as 0.
func toJSON(v interface{}) (string, error) {
	// The float64s of v's lists and maps are written by numberText (Marshal
	// writes their shortest digits, 4611686018427388000 for 2^62), and the
	// ints as they are.
	var exact func(r reflect.Value) interface{}
	exact = func(r reflect.Value) interface{} {
		switch r.Kind() {
		case reflect.Interface, reflect.Pointer:
			if r.IsNil() {
				return nil
			}
			return exact(r.Elem())
		case reflect.Float32, reflect.Float64:
			return json.Number(numberText(r.Float()))
		case reflect.Slice, reflect.Array:
			if r.Kind() == reflect.Slice && r.IsNil() {
				return r.Interface()
			}
			items := make([]interface{}, r.Len())
			for i := range items {
				items[i] = exact(r.Index(i))
			}
			return items
		case reflect.Map:
			if r.IsNil() || r.Type().Key().Kind() != reflect.String {
				return r.Interface()
			}
			entries := map[string]interface{}{}
			for _, k := range r.MapKeys() {
				entries[k.String()] = exact(r.MapIndex(k))
			}
			return entries
		}
		if !r.IsValid() {
			return nil
		}
		return r.Interface()
	}
	data, err := json.Marshal(exact(reflect.ValueOf(v)))
	if err != nil {
		return "", err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var tree interface{}
	if err := dec.Decode(&tree); err != nil {
		return "", err
	}
	var plain func(v interface{}) interface{}
	plain = func(v interface{}) interface{} {
		switch v := v.(type) {
		case map[string]interface{}:
			for k, e := range v {
				v[k] = plain(e)
			}
		case []interface{}:
			for i, e := range v {
				v[i] = plain(e)
			}
		case json.Number:
			if n, _, err := big.ParseFloat(string(v), 10, 512, big.ToNearestEven); err == nil {
				if n.Sign() == 0 {
					// -0, which float arithmetic makes, is 0.
					return json.Number("0")
				}
				return json.Number(n.Text('f', -1))
			}
		}
		return v
	}
	data, err = json.Marshal(plain(tree))
	return string(data), err
}
