package main

import (
	"crypto/sha1"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"os"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		text := "hello, world"
		if param, err := cfg.Try("text"); err == nil {
			text = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		parts := strings.Split(text, ", ")
		joined := strings.Join(parts, "-")
		encoded := base64.StdEncoding.EncodeToString([]byte(joined))
		decoded2, err := base64.StdEncoding.DecodeString(encoded)
		if err != nil {
			return err
		}
		decoded := string(decoded2)
		digest := fmt.Sprintf("%x", sha1.Sum([]byte(decoded)))
		numbers := func() []int {
			result := []int{}
			start, limit, step := 1, 10, 3
			for i := start; (step > 0 && i < limit) || (step < 0 && i > limit); i += step {
				result = append(result, i)
			}
			return result
		}()
		biggest := slices.Max(numbers)
		smallest := min(3.0, 1.5)
		lookedUp := func() string {
			if v, ok := map[string]string{"a": "x"}["b"]; ok {
				return v
			}
			return "default"
		}()
		single := func() *string {
			list := []string{text}
			if len(list) == 0 {
				return nil
			}
			if len(list) != 1 {
				panic("singleOrNone: the list has more than one element")
			}
			return &list[0]
		}()
		items := func() []map[string]interface{} {
			result := []map[string]interface{}{}
			collection := map[string]int{"one": 1, "two": 2}
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				result = append(result, map[string]interface{}{"key": k, "value": v})
			}
			return result
		}()
		first := element(parts, 0)
		ratio := float64(len(parts)) / 2.0
		half := func() string {
			if 7%2 == 1 {
				return "odd"
			}
			return "even"
		}()
		attempt := func() string {
			if v, ok := func() (v string, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return parts[5], true
			}(); ok {
				return v
			}
			return "none"
		}()
		works := func() (ok bool) {
			defer func() {
				if recover() != nil {
					ok = false
				}
			}()
			_ = parts[0]
			return true
		}()
		ctx.Export("summary", pulumi.String(fmt.Sprintf("%v %v %v %v %v %v %v %v %v %v %v", joined, digest, biggest, numberText(smallest), lookedUp, *single, first, numberText(ratio), half, attempt, works)))
		ctx.Export("items", func() pulumi.Array {
			result := pulumi.Array{}
			for _, e := range items {
				result = append(result, pulumi.String(fmt.Sprintf("%v=%v", e["key"].(string), dynamicInt(e["value"]))))
			}
			return result
		}())
		cwd, err := os.Getwd()
		if err != nil {
			return err
		}
		ctx.Export("where", pulumi.String(ctx.Stack()+"/"+ctx.Project()+"/"+ctx.Organization()+"/"+ctx.RootDirectory()+"/"+cwd))
		jsonBytes, err := json.Marshal(map[string]interface{}{"numbers": numbers, "text": text})
		if err != nil {
			return err
		}
		ctx.Export("json", pulumi.String(string(jsonBytes)))
		ctx.Export("asset", pulumi.NewStringAsset(text))
		return nil
	})
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
