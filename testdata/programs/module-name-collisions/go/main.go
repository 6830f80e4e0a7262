package main

import (
	"bytes"
	"crypto/sha1"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/big"
	"reflect"
	"strconv"
	"unicode"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// User names spelled like the modules and typing names generated code
		// imports (Python's math for a remainder, decimal for a number's text,
		// typing's cast and Any; TypeScript's crypto; Go's fmt, strconv, sha1 and
		// hex): each variable takes another name, so the calls still reach the
		// modules.
		divisor := 2.5
		if param, err := cfg.TryFloat64("divisor"); err == nil {
			divisor = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		mathResource, err := random.NewRandomInteger(ctx, "math", &random.RandomIntegerArgs{Min: pulumi.Int(1), Max: pulumi.Int(10)})
		if err != nil {
			return err
		}
		cast := mathResource.Result.ApplyT(func(result int) (float64, error) {
			return math.Mod(float64(result), divisor), nil
		}).(pulumi.Float64Output)
		decimal := fmt.Sprintf("n=%v", numberText(divisor/3.0))
		anyVar := pulumi.Float64Array{cast, pulumi.Float64(divisor)}
		jsonText, err := toJSON(map[string]float64{"a": divisor})
		if err != nil {
			return err
		}
		jsonVar := jsonText
		unicodedata := graphemeCount("é")
		crypto := fmt.Sprintf("%x", sha1.Sum([]byte(decimal)))
		sha1Var := fmt.Sprintf("%v:%v", crypto, unicodedata)
		hexVar := base64.StdEncoding.EncodeToString([]byte(sha1Var))
		fmtVar := hexVar + "!"
		strconvVar := numberText(divisor)
		ctx.Export("remainder", cast)
		ctx.Export("text", pulumi.String(decimal))
		ctx.Export("values", anyVar)
		ctx.Export("encoded", pulumi.String(jsonVar))
		ctx.Export("graphemes", pulumi.Int(unicodedata))
		ctx.Export("digest", pulumi.String(fmtVar))
		ctx.Export("number", pulumi.String(strconvVar))
		return nil
	})
}

// graphemeCount counts the user-perceived characters of s (its extended
// grapheme clusters), as PCL's length does: combining marks, emoji
// modifiers and variation selectors join the character before them, a
// zero-width joiner joins the pictographs on either side, and regional
// indicators pair into flags.
func graphemeCount(s string) int {
	count := 0
	prev := rune(-1)
	pairing := false
	for _, r := range s {
		regional := r >= '\U0001F1E6' && r <= '\U0001F1FF'
		extend := unicode.In(r, unicode.Mn, unicode.Me, unicode.Mc) || r == '\u200D' || (r >= '\uFE00' && r <= '\uFE0F') || (r >= '\U0001F3FB' && r <= '\U0001F3FF') || (r >= '\U000E0020' && r <= '\U000E007F')
		pictograph := unicode.Is(unicode.So, r) || r >= '\U0001F000'
		if (prev >= 0 && extend) || (prev == '\r' && r == '\n') || (prev == '\u200D' && pictograph) || (pairing && regional) {
			pairing = false
		} else {
			count++
			pairing = regional
		}
		prev = r
	}
	return count
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
