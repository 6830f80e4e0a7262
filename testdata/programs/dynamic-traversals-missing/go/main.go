package main

import (
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Untyped config values are read as whatever their values are. PCL fails to
		// index or read an attribute of a value that has no such element, and try
		// takes the fallback; a string has no indices, though TypeScript's and
		// Python's strings do, and a negative index counts from the end of a
		// Python list.
		var text interface{} = cfg.Require("text")
		if err := cfg.TryObject("text", &text); err != nil {
			if param, err := cfg.Try("text"); err == nil {
				text = param
			}
		}
		var document interface{} = cfg.Require("document")
		if err := cfg.TryObject("document", &document); err != nil {
			if param, err := cfg.Try("document"); err == nil {
				document = param
			}
		}
		var numbers interface{} = cfg.Require("numbers")
		if err := cfg.TryObject("numbers", &numbers); err != nil {
			if param, err := cfg.Try("numbers"); err == nil {
				numbers = param
			}
		}
		var words []string
		if err := cfg.TryObject("words", &words); errors.Is(err, config.ErrMissingVar) {
			words = []string{"a", "b", "c"}
		} else if err != nil {
			return err
		}
		textChars := text
		back := len(words) - 4
		ctx.Export("firstOfText", pulumi.Any(func() interface{} {
			if v, ok := func() (v interface{}, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return text.([]interface{})[0], true
			}(); ok {
				return v
			}
			return "no index"
		}()))
		ctx.Export("attributeOfText", pulumi.Any(func() interface{} {
			if v, ok := func() (v interface{}, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return mustGet(text.(map[string]interface{}), "length"), true
			}(); ok {
				return v
			}
			return "no attribute"
		}()))
		ctx.Export("localFirstOfText", pulumi.Any(func() interface{} {
			if v, ok := func() (v interface{}, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return textChars.([]interface{})[1], true
			}(); ok {
				return v
			}
			return "no index"
		}()))
		ctx.Export("missingAttribute", pulumi.Any(func() interface{} {
			if v, ok := func() (v interface{}, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return mustGet(document.(map[string]interface{}), "owner"), true
			}(); ok {
				return v
			}
			return "no owner"
		}()))
		ctx.Export("presentAttribute", pulumi.Any(func() interface{} {
			if v, ok := func() (v interface{}, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return mustGet(document.(map[string]interface{}), "name"), true
			}(); ok {
				return v
			}
			return "no name"
		}()))
		ctx.Export("nestedMissing", pulumi.Any(func() interface{} {
			if v, ok := func() (v interface{}, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return mustGet(mustGet(document.(map[string]interface{}), "tags").(map[string]interface{}), "team"), true
			}(); ok {
				return v
			}
			return "no team"
		}()))
		ctx.Export("nestedPresent", pulumi.Any(func() interface{} {
			if v, ok := func() (v interface{}, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return mustGet(mustGet(document.(map[string]interface{}), "tags").(map[string]interface{}), "env"), true
			}(); ok {
				return v
			}
			return "no env"
		}()))
		ctx.Export("attributeOfNumber", pulumi.Any(func() interface{} {
			if v, ok := func() (v interface{}, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return mustGet(mustGet(document.(map[string]interface{}), "size").(map[string]interface{}), "value"), true
			}(); ok {
				return v
			}
			return "no value"
		}()))
		ctx.Export("pastTheEnd", pulumi.Any(func() interface{} {
			if v, ok := func() (v interface{}, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return numbers.([]interface{})[3], true
			}(); ok {
				return v
			}
			return "no element"
		}()))
		ctx.Export("lastElement", pulumi.Any(func() interface{} {
			if v, ok := func() (v interface{}, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return numbers.([]interface{})[2], true
			}(); ok {
				return v
			}
			return "no element"
		}()))
		ctx.Export("keyOfList", pulumi.Any(func() interface{} {
			if v, ok := func() (v interface{}, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return mustGet(numbers.(map[string]interface{}), "first"), true
			}(); ok {
				return v
			}
			return "no key"
		}()))
		ctx.Export("forOverText", func() pulumi.Array {
			result := pulumi.Array{}
			for _, s := range []interface{}{text, "x"} {
				result = append(result, pulumi.Any(func() interface{} {
					if v, ok := func() (v interface{}, ok bool) {
						defer func() {
							if recover() != nil {
								ok = false
							}
						}()
						return s.([]interface{})[0], true
					}(); ok {
						return v
					}
					return "none"
				}()))
			}
			return result
		}())
		_, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Prefix: pulumi.StringPtrFromPtr(optionalDynamic(func() interface{} {
			if v, ok := func() (v interface{}, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return text.([]interface{})[0], true
			}(); ok {
				return v
			}
			return "fallback"
		}(), dynamicString))})
		if err != nil {
			return err
		}
		ctx.Export("negativeIndex", pulumi.String(func() string {
			if v, ok := func() (v string, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return words[back], true
			}(); ok {
				return v
			}
			return "none"
		}()))
		ctx.Export("lastWord", pulumi.String(func() string {
			if v, ok := func() (v string, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return words[back+3], true
			}(); ok {
				return v
			}
			return "none"
		}()))
		ctx.Export("negativeIndexOfUntyped", pulumi.Any(func() interface{} {
			if v, ok := func() (v interface{}, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return numbers.([]interface{})[back], true
			}(); ok {
				return v
			}
			return "none"
		}()))
		return nil
	})
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
