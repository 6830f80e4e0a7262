package main

import (
	"encoding/json"
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

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Locals, attributes and values of unions of collections (an optional list
		// and a tuple, an optional map and an object), read by index, key, loops,
		// builtins and templates: each is the one collection its kinds convert to.
		useNames := true
		if param, err := cfg.TryBool("useNames"); err == nil {
			useNames = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var names []string
		if err := cfg.TryObject("names", &names); errors.Is(err, config.ErrMissingVar) {
			names = []string{"x", "y"}
		} else if err != nil {
			return err
		}
		var sizes map[string]string
		if err := cfg.TryObject("sizes", &sizes); errors.Is(err, config.ErrMissingVar) {
			sizes = map[string]string{"a": "1"}
		} else if err != nil {
			return err
		}
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{Inputs: pulumi.StringArray{pulumi.String("p"), pulumi.String("q")}})
		if err != nil {
			return err
		}
		chosenList := func() []string {
			if useNames {
				return names
			}
			return []string{"a", "b", "c"}
		}()
		chosenMap := func() map[string]string {
			if useNames {
				return sizes
			}
			return map[string]string{"b": "2"}
		}()
		eventualList := shuffle.Results.ApplyT(func(results []string) ([]string, error) {
			return func() []string {
				if len(results) > 1 {
					return names
				}
				return []string{"d"}
			}(), nil
		}).(pulumi.StringArrayOutput)
		ctx.Export("reads", pulumi.Array{
			pulumi.String(chosenList[0]),
			pulumi.String(mustGet(chosenMap, "a")),
			eventualList.ApplyT(func(eventualList2 []string) (string, error) {
				return eventualList2[0], nil
			}).(pulumi.StringOutput),
			func() pulumi.Array {
				result := pulumi.Array{}
				for _, x := range notNullList(chosenList) {
					result = append(result, pulumi.String(x+"!"))
				}
				return result
			}(),
			func() pulumi.Array {
				result := pulumi.Array{}
				collection := notNullMap(chosenMap)
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					v := collection[k]
					result = append(result, pulumi.String(k+"="+v))
				}
				return result
			}(),
			eventualList.ApplyT(func(eventualList2 []string) ([]string, error) {
				return func() []string {
					result := []string{}
					for _, x := range eventualList2 {
						result = append(result, x+"?")
					}
					return result
				}(), nil
			}).(pulumi.StringArrayOutput),
		})
		idx := 1
		if param, err := cfg.TryInt("idx"); err == nil {
			idx = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		nestedChoice := func() pulumi.StringArrayOutput {
			if useNames {
				return shuffle.Results.ApplyT(func(results []string) ([]string, error) {
					return func() []string {
						if len(results) > 5 {
							return []string{"e"}
						}
						return names
					}(), nil
				}).(pulumi.StringArrayOutput)
			}
			return pulumi.ToOutput([]string{"f", "g"}).(pulumi.StringArrayOutput)
		}()
		objs := func() []map[string]string {
			if useNames {
				return []map[string]string{{"n": "a"}}
			}
			return []map[string]string{{"n": "b"}, {"n": "c"}}
		}()
		ctx.Export("more", pulumi.Array{
			pulumi.String(chosenList[idx]),
			pulumi.String(element(notNullList(chosenList), 1)),
			pulumi.String(mustGet(chosenMap, "a")),
			pulumi.String(func() string {
				if v, ok := notNullMap(chosenMap)["z"]; ok {
					return v
				}
				return "none"
			}()),
			pulumi.String(strings.Join(notNullList(chosenList), ",")),
			pulumi.Int(len(notNullMap(chosenMap))),
			nestedChoice.ApplyT(func(nestedChoice2 []string) (string, error) {
				return nestedChoice2[0], nil
			}).(pulumi.StringOutput),
			nestedChoice.ApplyT(func(nestedChoice2 []string) ([]string, error) {
				return func() []string {
					result := []string{}
					for _, x := range nestedChoice2 {
						result = append(result, x)
					}
					return result
				}(), nil
			}).(pulumi.StringArrayOutput),
			pulumi.String(chosenList[0] + "-" + mustGet(chosenMap, "a")),
			pulumi.String(objs[0]["n"]),
			func() pulumi.Array {
				result := pulumi.Array{}
				for _, item := range objs {
					result = append(result, pulumi.String(item["n"]))
				}
				return result
			}(),
		})
		holder := map[string]interface{}{
			"l": func() []string {
				if useNames {
					return names
				}
				return []string{"a", "b"}
			}(),
			"m": func() map[string]string {
				if useNames {
					return sizes
				}
				return map[string]string{"q": "r"}
			}(),
		}
		ctx.Export("inline", pulumi.Array{
			pulumi.String(func() []string {
				if useNames {
					return names
				}
				return []string{"a", "b"}
			}()[0]),
			pulumi.String(fromJSON[[]string](holder["l"])[1]),
			pulumi.String(mustGet(fromJSON[map[string]string](holder["m"]), "a")),
			func() pulumi.Array {
				result := pulumi.Array{}
				for _, x2 := range dynamicList(fromJSON[[]string](holder["l"])) {
					x := dynamicString(x2)
					result = append(result, pulumi.String(x))
				}
				return result
			}(),
			pulumi.Int(dynamicLength(fromJSON[[]string](holder["l"]))),
		})
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

// element returns the element of list at index, which wraps around the
// list's length, as PCL's element does.
func element[T any](list []T, index int) T {
	if len(list) == 0 {
		panic("element: the list is empty")
	}
	if index < 0 {
		panic("element: the index is negative")
	}
	return list[index%len(list)]
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

// mustGet returns m[key]; a key the map does not hold is an error, as in
// PCL.
func mustGet[V any](m map[string]V, key string) V {
	v, ok := m[key]
	if !ok {
		panic(fmt.Sprintf("the map has no element for the key %q", key))
	}
	return v
}

// notNullList returns v, failing where it is null (nil), as PCL fails to
// loop over, measure or read from a null list.
func notNullList[T any](v []T) []T {
	if v == nil {
		panic("a null value is given where a list is required")
	}
	return v
}

// notNullMap returns v, failing where it is null (nil), as PCL fails to
// loop over, measure or read from a null map.
func notNullMap[T any](v map[string]T) map[string]T {
	if v == nil {
		panic("a null value is given where a map is required")
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
