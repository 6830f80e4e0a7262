package main

import (
	"fmt"
	"maps"
	"math"
	"reflect"
	"slices"
	"strconv"
	"unicode"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Values of unknown type (a lookup in an empty object) converted to strings,
		// numbers and bools inside loops over a secret config, whose results are
		// given to typed inputs.
		var invokePlain map[string]float64
		cfg.RequireObject("invoke", &invokePlain)
		invoke := pulumi.ToSecret(pulumi.ToFloat64Map(invokePlain)).(pulumi.Float64MapOutput)
		extends := cfg.RequireBool("extends")
		_, err := random.NewRandomPassword(ctx, "main", &random.RandomPasswordArgs{
			Keepers: invoke.ApplyT(func(invoke2 map[string]float64) (map[string]string, error) {
				return func() map[string]string {
					result := map[string]string{}
					collection := invoke2
					for _, type2 := range slices.Sorted(maps.Keys(collection)) {
						if !(false || extends) {
							continue
						}
						result[type2] = func() string {
							if extends || true {
								return func() string {
									if true {
										return type2
									}
									return type2
								}()
							}
							return dynamicString(func() interface{} {
								if v, ok := map[string]interface{}{}["日本"]; ok {
									return v
								}
								return type2
							}())
						}()
					}
					return result
				}(), nil
			}).(pulumi.StringMapOutput),
			Length: pulumi.Int(16),
		})
		if err != nil {
			return err
		}
		_, err = random.NewRandomPassword(ctx, "other", &random.RandomPasswordArgs{
			Keepers: invoke.ApplyT(func(invoke2 map[string]float64) (map[string]string, error) {
				return func() map[string]string {
					result := map[string]string{}
					collection := invoke2
					for _, k := range slices.Sorted(maps.Keys(collection)) {
						result[k] = func() string {
							if extends {
								return k
							}
							return dynamicString(func() interface{} {
								if v, ok := map[string]interface{}{}["x"]; ok {
									return v
								}
								return k
							}())
						}()
					}
					return result
				}(), nil
			}).(pulumi.StringMapOutput),
			Length: invoke.ApplyT(func(invoke2 map[string]float64) (int, error) {
				return dynamicInt(func() interface{} {
					if v, ok := map[string]interface{}{}["x"]; ok {
						return v
					}
					return len(invoke2) + 8
				}()), nil
			}).(pulumi.IntOutput),
			Special: pulumi.BoolPtrFromPtr(optionalDynamic(func() interface{} {
				if v, ok := map[string]interface{}{}["x"]; ok {
					return v
				}
				return extends
			}(), dynamicBool)),
			MinLower: invoke.ApplyT(func(invoke2 map[string]float64) (*int, error) {
				return optionalDynamic(func() interface{} {
					if v, ok := func() (v interface{}, ok bool) {
						defer func() {
							if recover() != nil {
								ok = false
							}
						}()
						return func() []interface{} {
							result := []interface{}{}
							collection := invoke2
							for _, k := range slices.Sorted(maps.Keys(collection)) {
								result = append(result, func() interface{} {
									if v2, ok2 := map[string]interface{}{}["x"]; ok2 {
										return v2
									}
									return graphemeCount(k)
								}())
							}
							return result
						}()[0], true
					}(); ok {
						return v
					}
					return 1
				}(), dynamicInt), nil
			}).(pulumi.IntPtrOutput),
		})
		if err != nil {
			return err
		}
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
