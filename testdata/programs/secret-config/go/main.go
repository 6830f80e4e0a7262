package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"
	"unicode"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Config declared secret is read as a secret: an output whose value stays
		// secret in everything computed from it.
		passwordPlain := cfg.Require("password")
		password := pulumi.ToSecret(pulumi.String(passwordPlain)).(pulumi.StringOutput)
		pinPlain := 1234
		if param, err := cfg.TryInt("pin"); err == nil {
			pinPlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pin := pulumi.ToSecret(pulumi.Int(pinPlain)).(pulumi.IntOutput)
		var tokenPlain *string
		if param, err := cfg.Try("token"); err == nil {
			tokenPlain = &param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		token := pulumi.ToSecret(tokenPlain).(pulumi.StringPtrOutput)
		var settingsPlain map[string]interface{}
		if err := cfg.TryObject("settings", &settingsPlain); errors.Is(err, config.ErrMissingVar) {
			settingsPlain = map[string]interface{}{"user": "admin", "port": 8080}
		} else if err != nil {
			return err
		} else {
			if v, ok := settingsPlain["port"]; ok && v != nil {
				settingsPlain["port"] = fromJSON[int](v)
			}
		}
		settings := pulumi.ToSecret(pulumi.ToMap(settingsPlain)).(pulumi.MapOutput)
		plain := "visible"
		if param, err := cfg.Try("plain"); err == nil {
			plain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		greeting := pulumi.Sprintf("%v:%v", settings.ApplyT(func(settings2 map[string]interface{}) (string, error) {
			return settings2["user"].(string), nil
		}).(pulumi.StringOutput), password)
		shout := pulumi.Sprintf("%v!", greeting)
		salt, err := random.NewRandomString(ctx, "salt", &random.RandomStringArgs{
			Length: pin.ApplyT(func(pin2 int) (int, error) {
				return pin2 - 1226, nil
			}).(pulumi.IntOutput),
			OverrideSpecial: password,
			Keepers: pulumi.StringMap{
				"plain": pulumi.String(plain),
				"user": settings.ApplyT(func(settings2 map[string]interface{}) (string, error) {
					return settings2["user"].(string), nil
				}).(pulumi.StringOutput),
			},
		})
		if err != nil {
			return err
		}
		ctx.Export("greeting", shout)
		ctx.Export("port", settings.ApplyT(func(settings2 map[string]interface{}) (int, error) {
			return dynamicInt(settings2["port"]) + 1, nil
		}).(pulumi.IntOutput))
		ctx.Export("token", token)
		ctx.Export("salt", salt.Result)

		// Builtins over lists holding a secret config: the generated programs hold
		// the config as an output, so each call is computed in an apply.
		_, err = random.NewRandomPet(ctx, "picked", &random.RandomPetArgs{
			Prefix: pulumi.StringArray{pulumi.String(plain), password}[1].(pulumi.StringInput).ToStringOutput(),
			Separator: password.ApplyT(func(password2 string) (string, error) {
				return strings.Join([]string{plain, password2 + "x"}, "-"), nil
			}).(pulumi.StringOutput),
		})
		if err != nil {
			return err
		}
		ctx.Export("joinedLength", password.ApplyT(func(password2 string) (int, error) {
			return graphemeCount(strings.Join([]string{password2, plain}, ",")), nil
		}).(pulumi.IntOutput))
		return nil
	})
}

// coerced returns v, a value decoded from JSON, with the primitives that
// PCL converts to the kinds t takes so converted.
func coerced(v interface{}, t reflect.Type) interface{} {
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.String:
		switch x := v.(type) {
		case bool:
			return strconv.FormatBool(x)
		case float64:
			return numberText(x)
		}
	case reflect.Bool:
		if s, ok := v.(string); ok && (s == "true" || s == "false") {
			return s == "true"
		}
	case reflect.Int, reflect.Float64:
		if s, ok := v.(string); ok {
			if n, err := strconv.ParseFloat(s, 64); err == nil {
				return n
			}
		}
	case reflect.Slice:
		if xs, ok := v.([]interface{}); ok {
			out := make([]interface{}, len(xs))
			for i, x := range xs {
				out[i] = coerced(x, t.Elem())
			}
			return out
		}
	case reflect.Map:
		if m, ok := v.(map[string]interface{}); ok {
			out := map[string]interface{}{}
			for k, x := range m {
				out[k] = coerced(x, t.Elem())
			}
			return out
		}
	}
	return v
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

// fromJSON converts a value of any type (read from JSON config) into T as
// PCL converts values: a bool or a number where a string is taken is its
// text, a string where a number or a bool is taken is parsed; a value that
// is not a T then (7.5 for an int) is an error.
func fromJSON[T any](v interface{}) T {
	var t T
	data, err := json.Marshal(v)
	var raw interface{}
	if err == nil {
		err = json.Unmarshal(data, &raw)
	}
	if err == nil {
		data, err = json.Marshal(coerced(raw, reflect.TypeOf(&t).Elem()))
	}
	if err == nil {
		err = json.Unmarshal(data, &t)
	}
	if err != nil {
		panic(fmt.Errorf("reading config: %w", err))
	}
	return t
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
