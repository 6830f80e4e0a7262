package main

import (
	"errors"
	"fmt"
	"maps"
	"math"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Fuzz seed 10410: a loop over a value that is one of several collection
		// types (a tuple of one length or another, an object of these attributes or
		// those), the element of a map chosen from maps of different shapes.
		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		lists := func() map[string]interface{} {
			if flag {
				return map[string]interface{}{
					"beta":  []string{"true"},
					"alpha": []string{"with space", "dollar$", "b-2"},
					"k1":    []int{1, 2},
				}
			}
			return map[string]interface{}{}
		}()
		objects := func() map[string]interface{} {
			if flag {
				return map[string]interface{}{
					"first":  map[string]int{"x": 1},
					"second": map[string]interface{}{"y": "s", "z": false},
				}
			}
			return map[string]interface{}{}
		}()
		ctx.Export("joined", func() pulumi.Map {
			result := pulumi.Map{}
			collection := lists
			for _, key := range slices.Sorted(maps.Keys(collection)) {
				parts := collection[key]
				result["k"+key] = pulumi.String(strings.Join(func() []string {
					parts2 := []string{}
					for _, v := range dynamicList(parts) {
						parts2 = append(parts2, dynamicString(v))
					}
					return parts2
				}(), "-"))
			}
			return result
		}())
		ctx.Export("numbered", func() pulumi.Map {
			result := pulumi.Map{}
			collection := lists
			for _, key := range slices.Sorted(maps.Keys(collection)) {
				parts := collection[key]
				result[key] = func() pulumi.Array {
					result2 := pulumi.Array{}
					for i, s := range dynamicList(parts) {
						result2 = append(result2, pulumi.String(fmt.Sprintf("%v:%v", i, dynamicString(s))))
					}
					return result2
				}()
			}
			return result
		}())
		ctx.Export("attributes", func() pulumi.Array {
			result := pulumi.Array{}
			collection := objects
			for _, name2 := range slices.Sorted(maps.Keys(collection)) {
				obj := collection[name2]
				result = append(result, func() pulumi.Array {
					result2 := pulumi.Array{}
					collection2 := dynamicMap(obj)
					for _, attr := range slices.Sorted(maps.Keys(collection2)) {
						v := collection2[attr]
						result2 = append(result2, pulumi.String(name2+"."+attr+"="+dynamicString(v)))
					}
					return result2
				}())
			}
			return result
		}())
		ctx.Export("counts", func() pulumi.Array {
			result := pulumi.Array{}
			collection := objects
			for _, key := range slices.Sorted(maps.Keys(collection)) {
				obj := collection[key]
				result = append(result, pulumi.Int(dynamicLength(obj)))
			}
			return result
		}())
		ctx.Export("choices", func() pulumi.Array {
			result := pulumi.Array{}
			for _, v := range []interface{}{
				func() interface{} {
					if flag {
						return 1
					}
					return false
				}(),
				func() interface{} {
					if flag {
						return false
					}
					return 2.5
				}(),
			} {
				result = append(result, pulumi.String(fmt.Sprint(v)))
			}
			return result
		}())
		return nil
	})
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

// dynamicList returns the elements of v, a slice of any element type, or
// the values of a map in the order of their keys, as a loop visits them.
func dynamicList(v interface{}) []interface{} {
	if l, ok := v.([]interface{}); ok {
		return l
	}
	rv := reflect.ValueOf(v)
	if rv.Kind() == reflect.Map {
		keys := rv.MapKeys()
		sort.Slice(keys, func(i, j int) bool {
			return keys[i].String() < keys[j].String()
		})
		l := make([]interface{}, len(keys))
		for i, k := range keys {
			l[i] = rv.MapIndex(k).Interface()
		}
		return l
	}
	l := make([]interface{}, rv.Len())
	for i := range l {
		l[i] = rv.Index(i).Interface()
	}
	return l
}

// dynamicMap returns the entries of v, a map of strings to any element type.
func dynamicMap(v interface{}) map[string]interface{} {
	if m, ok := v.(map[string]interface{}); ok {
		return m
	}
	rv := reflect.ValueOf(v)
	m := make(map[string]interface{}, rv.Len())
	for _, k := range rv.MapKeys() {
		m[k.String()] = rv.MapIndex(k).Interface()
	}
	return m
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
