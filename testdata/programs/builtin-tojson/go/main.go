package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"math/big"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// toJSON writes what cty's jsonencode writes: keys sorted, no spaces,
		// <, > and & escaped, null values kept and numbers in plain digits.
		owner := "Ops <ops@example.com> & friends"
		if param, err := cfg.Try("owner"); err == nil {
			owner = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		ratio := 2.5
		if param, err := cfg.TryFloat64("ratio"); err == nil {
			ratio = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		huge := 2.5e+21
		if param, err := cfg.TryFloat64("huge"); err == nil {
			huge = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", nil)
		if err != nil {
			return err
		}
		document := map[string]interface{}{
			"zeta":    "last",
			"alpha":   "first",
			"owner":   owner,
			"nothing": nil,
			"counts":  []int{1, 2, 3},
			"nested":  map[string]interface{}{"b": true, "a": ratio},
		}
		jsonText, err := toJSON(document)
		if err != nil {
			return err
		}
		ctx.Export("plain", pulumi.String(jsonText))
		jsonText2, err := toJSON([]float64{ratio, huge, 1.0, 2.5e-08})
		if err != nil {
			return err
		}
		ctx.Export("numbers", pulumi.String(jsonText2))
		ctx.Export("withOutput", pulumi.ToOutput(pulumi.StringMap{"name": pet.ID(), "kind": pulumi.String("pet")}).ApplyT(func(v interface{}) (string, error) {
			data, err := json.Marshal(v)
			return string(data), err
		}).(pulumi.StringOutput))
		return nil
	})
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
