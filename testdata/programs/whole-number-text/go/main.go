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

		// Whole numbers beyond 2^53 print in their exact digits, as the values
		// they are, wherever a number becomes text: templates, toJSON, string
		// inputs (fuzz seed 10056: 2^62 printed as 4611686018427388000).
		big := 2147483648
		if param, err := cfg.TryInt("big"); err == nil {
			big = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		half := 1.5
		if param, err := cfg.TryFloat64("half"); err == nil {
			half = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		r, err := random.NewRandomInteger(ctx, "r", &random.RandomIntegerArgs{Min: pulumi.Int(0), Max: pulumi.Int(big)})
		if err != nil {
			return err
		}
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{
			Inputs: pulumi.StringArray{pulumi.String("a")},
			Keepers: pulumi.StringMap{
				"product": pulumi.String(strconv.Itoa(big * big)),
				"scaled": r.Max.ApplyT(func(max2 int) (string, error) {
					return numberText(float64(max2*big) * half), nil
				}).(pulumi.StringOutput),
			},
		})
		if err != nil {
			return err
		}
		products := []float64{
			float64(big * big),
			float64(big*big) * half,
			float64(-big * big * 2),
		}
		ctx.Export("templates", pulumi.Sprintf("%v %v %v %v %v", big*big, numberText(float64(big*big)*half), r.Max.ApplyT(func(max2 int) (int, error) {
			return max2 * big, nil
		}).(pulumi.IntOutput), r.Max.ApplyT(func(max2 int) (float64, error) {
			return float64(max2*big) * half, nil
		}).(pulumi.Float64Output).ApplyT(numberText).(pulumi.StringOutput), -big*big*2))
		ctx.Export("json", pulumi.ToOutput(pulumi.Map{
			"products": pulumi.ToFloat64Array(products),
			"scaled": r.Max.ApplyT(func(max2 int) (float64, error) {
				return float64(max2*big) * half, nil
			}).(pulumi.Float64Output),
			"small": pulumi.Float64Array{
				pulumi.Float64(half * 2.0),
				pulumi.Float64(0.30000000000000004),
			},
		}).ApplyT(func(v interface{}) (string, error) {
			return toJSON(v)
		}).(pulumi.StringOutput))
		ctx.Export("keepers", shuffle.Keepers)
		ctx.Export("strings", func() pulumi.Array {
			result := pulumi.Array{}
			for _, p := range products {
				result = append(result, pulumi.String(numberText(p)))
			}
			return result
		}())
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
