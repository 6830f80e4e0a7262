package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
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

		// A grouping loop that a conditional unifies with objects of other shapes
		// ({} and { alpha = [] }) gives a map whose values are a union, which Go
		// holds as interface{}s: each group is still the list of its members
		// (fuzz seed 10190).
		on := false
		if param, err := cfg.TryBool("on"); err == nil {
			on = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var names []string
		if err := cfg.TryObject("names", &names); errors.Is(err, config.ErrMissingVar) {
			names = []string{"a", "bb", "cc", "d"}
		} else if err != nil {
			return err
		}
		pass, err := random.NewRandomPassword(ctx, "pass", &random.RandomPasswordArgs{Length: pulumi.Int(8)})
		if err != nil {
			return err
		}
		byLength := func() map[string]interface{} {
			if on {
				return func() map[string]interface{} {
					if 2 > 5 {
						return map[string]interface{}{}
					}
					return map[string]interface{}{"alpha": []interface{}{}, "beta": []interface{}{}}
				}()
			}
			return func() map[string]interface{} {
				result := map[string]interface{}{}
				for _, n := range names {
					key := fmt.Sprintf("k%v", graphemeCount(n))
					group, _ := result[key].([]interface{})
					result[key] = append(group, n)
				}
				return result
			}()
		}()
		byDynamicKey := func() map[string][]string {
			if on {
				return map[string][]string{}
			}
			return func() map[string][]string {
				result := map[string][]string{}
				for _, i := range func() []int {
					result2 := []int{}
					start, limit, step := 0, 3, 1
					for i2 := start; (step > 0 && i2 < limit) || (step < 0 && i2 > limit); i2 += step {
						result2 = append(result2, i2)
					}
					return result2
				}() {
					result[dynamicString(func() interface{} {
						if v, ok := func() (v interface{}, ok bool) {
							defer func() {
								if recover() != nil {
									ok = false
								}
							}()
							return func() interface{} {
								panic("no")
							}(), true
						}(); ok {
							return v
						}
						return "fixed"
					}())] = append(result[dynamicString(func() interface{} {
						if v, ok := func() (v interface{}, ok bool) {
							defer func() {
								if recover() != nil {
									ok = false
								}
							}()
							return func() interface{} {
								panic("no")
							}(), true
						}(); ok {
							return v
						}
						return "fixed"
					}())], fmt.Sprintf("v%v", i))
				}
				return result
			}()
		}()
		eventual := pass.Special.ApplyT(func(special bool) (map[string][]int, error) {
			return func() map[string][]int {
				if special {
					return func() map[string][]int {
						v := func() map[string]interface{} {
							if 1 > 2 {
								return map[string]interface{}{}
							}
							return map[string]interface{}{"alpha": []interface{}{}}
						}()
						result := map[string][]int{}
						for k, x := range v {
							result[k] = fromJSON[[]int](x)
						}
						return result
					}()
				}
				return func() map[string][]int {
					result := map[string][]int{}
					for _, n := range names {
						result[n+"!"] = append(result[n+"!"], graphemeCount(n))
					}
					return result
				}()
			}(), nil
		}).(pulumi.IntArrayMapOutput)
		ctx.Export("byLength", pulumi.ToMap(byLength))
		ctx.Export("byDynamicKey", pulumi.ToStringArrayMap(byDynamicKey))
		ctx.Export("eventual", eventual)
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
