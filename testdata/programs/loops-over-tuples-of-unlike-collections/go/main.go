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
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		on := true
		if param, err := cfg.TryBool("on"); err == nil {
			on = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pets, err := random.NewRandomShuffle(ctx, "pets", &random.RandomShuffleArgs{Inputs: pulumi.StringArray{pulumi.String("a"), pulumi.String("b")}})
		if err != nil {
			return err
		}

		// Lists of unlike Go types: ints known later beside a list of optional ints.
		pairs := pulumi.Array{
			pets.Results.ApplyT(func(results []string) ([]int, error) {
				return func() []int {
					result := []int{}
					for range results {
						result = append(result, 5)
					}
					return result
				}(), nil
			}).(pulumi.IntArrayOutput),
			func() pulumi.Input {
				if on {
					return pulumi.Array{pets.ResultCount}
				}
				return pulumi.Array{pulumi.Int(6)}
			}(),
		}

		// The same with a null among them.
		pairsOrNull := pulumi.Array{
			pets.Results.ApplyT(func(results []string) ([]int, error) {
				return func() []int {
					result := []int{}
					for range results {
						result = append(result, 5)
					}
					return result
				}(), nil
			}).(pulumi.IntArrayOutput),
			func() pulumi.Input {
				if on {
					return pulumi.Array{pets.ResultCount}
				}
				return pulumi.Array{pulumi.Int(6)}
			}(),
			nil,
		}

		// Maps of unlike Go types.
		tables := pulumi.Array{
			pets.Results.ApplyT(func(results []string) (map[string]int, error) {
				return func() map[string]int {
					result := map[string]int{}
					for _, v := range results {
						key := v
						if _, dup := result[key]; dup {
							panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
						}
						result[key] = 1
					}
					return result
				}(), nil
			}).(pulumi.IntMapOutput),
			func() pulumi.Input {
				if on {
					return pulumi.Map{"a": pets.ResultCount}
				}
				return pulumi.Map{"b": pulumi.Int(2)}
			}(),
		}
		ctx.Export("lengths", func() pulumi.Array {
			result := pulumi.Array{}
			for _, pair2 := range pairs {
				pair := pulumi.Any(pair2).ApplyT(func(v interface{}) []interface{} {
					return fromJSON[[]interface{}](v)
				}).(pulumi.ArrayOutput)
				result = append(result, pair.ToArrayOutput().ApplyT(func(v []interface{}) (int, error) {
					pair3 := optionalValues[int](v)
					return len(pair3), nil
				}).(pulumi.IntOutput))
			}
			return result
		}())
		ctx.Export("indexed", func() pulumi.Array {
			result := pulumi.Array{}
			for i, pair2 := range pairs {
				pair := pulumi.Any(pair2).ApplyT(func(v interface{}) []interface{} {
					return fromJSON[[]interface{}](v)
				}).(pulumi.ArrayOutput)
				result = append(result, pulumi.Sprintf("%v:%v", i, pair.ToArrayOutput().ApplyT(func(v []interface{}) (int, error) {
					pair3 := optionalValues[int](v)
					return len(pair3), nil
				}).(pulumi.IntOutput)))
			}
			return result
		}())
		ctx.Export("nullable", func() pulumi.Array {
			result := pulumi.Array{}
			for _, pair2 := range pairsOrNull {
				pair := func() pulumi.ArrayInput {
					if pair2 == nil {
						return pulumi.Any(nil).ApplyT(func(interface{}) []interface{} {
							return nil
						}).(pulumi.ArrayOutput)
					}
					return pulumi.Any(pair2).ApplyT(func(v interface{}) []interface{} {
						return fromJSON[[]interface{}](v)
					}).(pulumi.ArrayOutput)
				}()
				result = append(result, pair.ToArrayOutput().ApplyT(func(v []interface{}) (int, error) {
					pair3 := optionalValues[int](v)
					return func() int {
						if pair3 == nil {
							return -1
						}
						return len(pair3)
					}(), nil
				}).(pulumi.IntOutput))
			}
			return result
		}())
		ctx.Export("tableKeys", func() pulumi.Array {
			result := pulumi.Array{}
			for _, t2 := range tables {
				t := pulumi.Any(t2).ApplyT(func(v interface{}) map[string]interface{} {
					return fromJSON[map[string]interface{}](v)
				}).(pulumi.MapOutput)
				result = append(result, t.ToMapOutput().ApplyT(func(v map[string]interface{}) (string, error) {
					t3 := optionalValueMap[int](v)
					return strings.Join(func() []string {
						result2 := []string{}
						collection := t3
						for _, k := range slices.Sorted(maps.Keys(collection)) {
							result2 = append(result2, k)
						}
						return result2
					}(), ","), nil
				}).(pulumi.StringOutput))
			}
			return result
		}())
		ctx.Export("first", pulumi.All(pulumi.Any(pairs[0]).ApplyT(func(v interface{}) []int {
			return fromJSON[[]int](v)
		}).(pulumi.IntArrayOutput), pairs[1].(pulumi.ArrayInput).ToArrayOutput()).ApplyT(func(resolved []interface{}) (int, error) {
			pairs2 := resolved[0].([]int)
			pairs3 := optionalValues[int](resolved[1])
			return len(pairs2) + len(pairs3), nil
		}).(pulumi.IntOutput))
		ctx.Export("last", pulumi.Any(element(pairs, len(pairs)-1)).ApplyT(func(v interface{}) []interface{} {
			return fromJSON[[]interface{}](v)
		}).(pulumi.ArrayOutput).ApplyT(func(v []interface{}) (int, error) {
			element2 := optionalValues[int](v)
			return len(element2), nil
		}).(pulumi.IntOutput))
		ctx.Export("lastIndexed", pulumi.Any(pairs[len(pairs)-1].(pulumi.Input)).ApplyT(func(v interface{}) (int, error) {
			return dynamicLength(v), nil
		}).(pulumi.IntOutput))

		// A resource ranged over the tuple: each instance's range.value is a list of
		// any Go element type.
		shuffled := pulumi.Unsecret(pairs.ToArrayOutput()).(pulumi.ArrayOutput).ApplyT(func(pairs2 []interface{}) ([]*random.RandomShuffle, error) {
			var resources []*random.RandomShuffle
			for index, value := range pairs2 {
				res, err := random.NewRandomShuffle(ctx, fmt.Sprintf("shuffled-%v", index), &random.RandomShuffleArgs{Inputs: func() pulumi.StringArray {
					result := pulumi.StringArray{}
					for _, x2 := range dynamicList(value) {
						x := optionalValue[int](x2)
						result = append(result, pulumi.String(strconv.Itoa(*x)))
					}
					return result
				}()})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomShuffleArrayOutput)
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), shuffled); err != nil {
			return err
		}
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

// optionalValue returns v, an optional value held as an interface{} (its
// value or a pointer to it), as a pointer to its value of type T: nil when
// v is null.
func optionalValue[T any](v interface{}) *T {
	switch x := v.(type) {
	case nil:
		return nil
	case *T:
		return x
	case T:
		return &x
	}
	// An int where a number is wanted: PCL converts it.
	var x T
	if f, isFloat := any(&x).(*float64); isFloat {
		switch n := v.(type) {
		case int:
			*f = float64(n)
			return &x
		case *int:
			if n == nil {
				return nil
			}
			*f = float64(*n)
			return &x
		}
	}
	// A whole number where an int is wanted (config read from JSON
	// holds its numbers as float64s).
	if i, isInt := any(&x).(*int); isInt {
		if n, isFloat := v.(float64); isFloat && n == float64(int(n)) {
			*i = int(n)
			return &x
		}
	}
	// A value of a named string type (pulumi.ID, pulumi.URN, an SDK's
	// enum) where a string is wanted.
	if s, isString := any(&x).(*string); isString {
		if rv := reflect.ValueOf(v); rv.Kind() == reflect.String {
			*s = rv.String()
			return &x
		}
	}
	x = v.(T)
	return &x
}

// optionalValueMap returns the elements of v, a resolved pulumi.Map of
// optional values (map[string]interface{}, or the map[string]*T of a plain
// map), as pointers to their values of type T.
func optionalValueMap[T any](v interface{}) map[string]*T {
	switch p := v.(type) {
	case nil:
		return nil
	case map[string]*T:
		return p
	}
	values := v.(map[string]interface{})
	if values == nil {
		// A null collection.
		return nil
	}
	result := make(map[string]*T, len(values))
	for k, x := range values {
		result[k] = optionalValue[T](x)
	}
	return result
}

// optionalValues returns the elements of v, a resolved pulumi.Array of
// optional values ([]interface{}, or the []*T of a plain list), as pointers
// to their values of type T.
func optionalValues[T any](v interface{}) []*T {
	switch p := v.(type) {
	case nil:
		return nil
	case []*T:
		return p
	}
	values := v.([]interface{})
	if values == nil {
		// A null collection.
		return nil
	}
	result := make([]*T, len(values))
	for i, x := range values {
		result[i] = optionalValue[T](x)
	}
	return result
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
