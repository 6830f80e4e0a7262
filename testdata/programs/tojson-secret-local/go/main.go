package main

import (
	"bytes"
	"encoding/json"
	"math"
	"math/big"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// toJSON of a local that holds a secret config (Go reads secrets as outputs,
		// so the local is an input collection there): the JSON is the secret's.
		tokenPlain := cfg.Require("token")
		token := pulumi.ToSecret(pulumi.String(tokenPlain)).(pulumi.StringOutput)
		var names []string
		cfg.RequireObject("names", &names)
		settings := pulumi.Map{
			"auth":  pulumi.Map{"token": token, "names": pulumi.ToStringArray(names)},
			"level": pulumi.Float64(2.5),
		}
		ctx.Export("settingsJson", pulumi.ToOutput(settings).ApplyT(func(v interface{}) (string, error) {
			return toJSON(v)
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
