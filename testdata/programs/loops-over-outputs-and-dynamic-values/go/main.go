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

		// Loops over a tuple or object holding an output and a value of any type (a
		// try's): each element may be the output, so the loop's variable is an
		// output of any type and a filter or value reading it waits for it.
		var settings interface{} = map[string]interface{}{"enabled": true, "name": "web"}
		if err := cfg.TryObject("settings", &settings); err != nil {
			if param, err := cfg.Try("settings"); err == nil {
				settings = param
			}
		}
		password, err := random.NewRandomPassword(ctx, "password", &random.RandomPasswordArgs{Length: pulumi.Int(12)})
		if err != nil {
			return err
		}
		flags := pulumi.Array{
			password.Lower.ApplyT(func(lower bool) (bool, error) {
				return lower != true, nil
			}).(pulumi.BoolOutput),
			pulumi.Any(func() interface{} {
				if v, ok := func() (v interface{}, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return mustGet(settings.(map[string]interface{}), "enabled"), true
				}(); ok {
					return v
				}
				return false
			}()),
		}
		names := pulumi.Map{
			"generated": password.Result,
			"configured": pulumi.Any(func() interface{} {
				if v, ok := func() (v interface{}, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return mustGet(settings.(map[string]interface{}), "name"), true
				}(); ok {
					return v
				}
				return "none"
			}()),
		}
		ctx.Export("kept", pulumi.All(flags, func() pulumi.Array {
			result := pulumi.Array{}
			for _, flag := range flags {
				result = append(result, pulumi.Any(flag))
			}
			return result
		}()).ApplyT(func(resolved []interface{}) ([]string, error) {
			flags2 := resolved[0].([]interface{})
			values := resolved[1].([]interface{})
			return func() []string {
				result := []string{}
				for key := range flags2 {
					if !(dynamicBool(values[key])) {
						continue
					}
					result = append(result, "on")
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput))
		ctx.Export("lengths", func() pulumi.Map {
			result := pulumi.Map{}
			collection := names
			for _, key := range slices.Sorted(maps.Keys(collection)) {
				name2 := collection[key]
				result[key] = pulumi.Any(name2).ApplyT(func(name3 interface{}) (int, error) {
					return dynamicLength(name3), nil
				}).(pulumi.IntOutput)
			}
			return result
		}())
		_, err = random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Keepers: func() pulumi.StringMap {
			result := pulumi.StringMap{}
			collection := names
			for _, key := range slices.Sorted(maps.Keys(collection)) {
				name2 := collection[key]
				if !(key != "generated") {
					continue
				}
				result[key] = pulumi.Sprintf("%v!", pulumi.Any(name2).ApplyT(dynamicString).(pulumi.StringOutput))
			}
			return result
		}()})
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

// dynamicLength returns the length of v, a value of any type: the
// characters of a string, the elements of a list or a map.
func dynamicLength(v interface{}) int {
	switch v := pointee(v).(type) {
	case string:
		return graphemeCount(v)
	case []interface{}:
		return len(v)
	case map[string]interface{}:
		return len(v)
	}
	return reflect.ValueOf(v).Len()
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
