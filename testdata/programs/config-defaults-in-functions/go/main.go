package main

import (
	"encoding/json"
	"errors"
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

		// Config variables with defaults, of every type and secret or not, read
		// inside the function literals generated code declares: try's and can's
		// alternatives, for expressions, applies over a resource's outputs and a
		// component's inputs. Each reads the variable's value, never null.
		count := 2
		if param, err := cfg.TryInt("count"); err == nil {
			count = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		ratio := 1.5
		if param, err := cfg.TryFloat64("ratio"); err == nil {
			ratio = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		enabled := true
		if param, err := cfg.TryBool("enabled"); err == nil {
			enabled = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		label := "lbl"
		if param, err := cfg.Try("label"); err == nil {
			label = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var names []string
		if err := cfg.TryObject("names", &names); errors.Is(err, config.ErrMissingVar) {
			names = []string{"p", "q", "r"}
		} else if err != nil {
			return err
		}
		var tags map[string]string
		if err := cfg.TryObject("tags", &tags); errors.Is(err, config.ErrMissingVar) {
			tags = map[string]string{"a": "x", "b": "y"}
		} else if err != nil {
			return err
		}
		var shape map[string]interface{}
		if err := cfg.TryObject("shape", &shape); errors.Is(err, config.ErrMissingVar) {
			shape = map[string]interface{}{"size": 3, "name": "s"}
		} else if err != nil {
			return err
		} else {
			if v, ok := shape["size"]; ok && v != nil {
				shape["size"] = fromJSON[int](v)
			}
		}
		var anything interface{} = map[string]interface{}{"k": 1}
		if err := cfg.TryObject("anything", &anything); err != nil {
			if param, err := cfg.Try("anything"); err == nil {
				anything = param
			}
		}
		secretCountPlain := 3
		if param, err := cfg.TryInt("secretCount"); err == nil {
			secretCountPlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		secretCount := pulumi.ToSecret(pulumi.Int(secretCountPlain)).(pulumi.IntOutput)
		secretRatioPlain := 0.5
		if param, err := cfg.TryFloat64("secretRatio"); err == nil {
			secretRatioPlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		secretRatio := pulumi.ToSecret(pulumi.Float64(secretRatioPlain)).(pulumi.Float64Output)
		secretEnabledPlain := false
		if param, err := cfg.TryBool("secretEnabled"); err == nil {
			secretEnabledPlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		secretEnabled := pulumi.ToSecret(pulumi.Bool(secretEnabledPlain)).(pulumi.BoolOutput)
		secretLabelPlain := "hidden"
		if param, err := cfg.Try("secretLabel"); err == nil {
			secretLabelPlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		secretLabel := pulumi.ToSecret(pulumi.String(secretLabelPlain)).(pulumi.StringOutput)
		var secretTagsPlain map[string]string
		if err := cfg.TryObject("secretTags", &secretTagsPlain); errors.Is(err, config.ErrMissingVar) {
			secretTagsPlain = map[string]string{"s": "t"}
		} else if err != nil {
			return err
		}
		secretTags := pulumi.ToSecret(pulumi.ToStringMap(secretTagsPlain)).(pulumi.StringMapOutput)

		// A default computed by a call, evaluated only when the key is unset (see
		// config-default-when-unset).
		var total int
		if param, err := cfg.TryInt("total"); err == nil {
			total = param
		} else if errors.Is(err, config.ErrMissingVar) {
			total = len(names) + 1
		} else {
			return err
		}
		var secretTotalPlain int
		if param, err := cfg.TryInt("secretTotal"); err == nil {
			secretTotalPlain = param
		} else if errors.Is(err, config.ErrMissingVar) {
			secretTotalPlain = len(tags) * 2
		} else {
			return err
		}
		secretTotal := pulumi.ToSecret(pulumi.Int(secretTotalPlain)).(pulumi.IntOutput)
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(count)})
		if err != nil {
			return err
		}
		tried := []interface{}{
			func() string {
				if v, ok := func() (v string, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return names[count+5], true
				}(); ok {
					return v
				}
				return label
			}(),
			func() string {
				if v, ok := func() (v string, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return fmt.Sprintf("%v-%v", names[count], numberText(ratio*2.0)), true
				}(); ok {
					return v
				}
				return "none"
			}(),
			func() string {
				if v, ok := func() (v string, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return mustGet(tags, label), true
				}(); ok {
					return v
				}
				return "none"
			}(),
			func() int {
				if v, ok := func() (v int, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return dynamicInt(func() interface{} {
						v2, ok2 := shape["size"]
						if !ok2 {
							panic("missing key size")
						}
						return v2
					}()) + count, true
				}(); ok {
					return v
				}
				return 0
			}(),
			func() string {
				if v, ok := func() (v string, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return fmt.Sprintf("%v-%v", dynamicString(mustGet(anything.(map[string]interface{}), "k")), total), true
				}(); ok {
					return v
				}
				return "none"
			}(),
			func() string {
				if v, ok := func() (v string, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return func() string {
						if enabled {
							return label
						}
						return "off"
					}(), true
				}(); ok {
					return v
				}
				return "none"
			}(),
		}
		checked := []bool{
			func() (ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				_ = names[count]
				return true
			}(),
			func() (ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				_ = names[count+5]
				return true
			}(),
			func() (ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				_ = mustGet(tags, label)
				return true
			}(),
			func() (ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				_ = ratio * float64(count)
				return true
			}(),
			func() (ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				_ = enabled && dynamicInt(func() interface{} {
					v, ok2 := shape["size"]
					if !ok2 {
						panic("missing key size")
					}
					return v
				}()) > 2
				return true
			}(),
			func() (ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				_ = names[total]
				return true
			}(),
		}
		secretTried := pulumi.All(secretCount, secretTotal).ApplyT(func(resolved []interface{}) (int, error) {
			secretCount2 := resolved[0].(int)
			secretTotal2 := resolved[1].(int)
			return func() int {
				if v, ok := func() (v int, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return secretCount2 + secretTotal2 + count, true
				}(); ok {
					return v
				}
				return 0
			}(), nil
		}).(pulumi.IntOutput)
		ctx.Export("tried", pulumi.ToArray(tried))
		ctx.Export("checked", pulumi.ToBoolArray(checked))
		ctx.Export("secretTried", secretTried)
		ctx.Export("looped", func() pulumi.Array {
			result := pulumi.Array{}
			for i, n := range names {
				result = append(result, pulumi.String(fmt.Sprintf("%v-%v-%v-%v-%v-%v", n, i+count, numberText(ratio*float64(i)), enabled, label, total)))
			}
			return result
		}())
		ctx.Export("loopedMap", func() pulumi.Map {
			result := pulumi.Map{}
			collection := tags
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				if !(enabled) {
					continue
				}
				result[k] = pulumi.String(fmt.Sprintf("%v%v%v", v, count, shape["name"].(string)))
			}
			return result
		}())
		ctx.Export("applied", pulumi.Sprintf("%v-%v-%v-%v-%v-%v-%v", pet.ID().ToStringOutput(), count+1, label, numberText(ratio*2.0), enabled, dynamicInt(shape["size"])+count, total))
		ctx.Export("appliedLength", pet.Length.ApplyT(func(length int) (int, error) {
			return length + count + dynamicInt(shape["size"]), nil
		}).(pulumi.IntOutput))
		ctx.Export("secrets", pulumi.Sprintf("%v-%v-%v-%v-%v", pet.ID().ToStringOutput(), secretLabel, secretCount.ApplyT(func(secretCount2 int) (int, error) {
			return secretCount2 + count, nil
		}).(pulumi.IntOutput), secretRatio.ApplyT(func(secretRatio2 float64) (float64, error) {
			return secretRatio2 * ratio, nil
		}).(pulumi.Float64Output).ApplyT(numberText).(pulumi.StringOutput), secretEnabled))
		ctx.Export("secretTags", secretTags)
		small, err := NewSized(ctx, "small", &SizedArgs{Base: count})
		if err != nil {
			return err
		}
		ranged := pulumi.Unsecret(pet.Length).(pulumi.IntOutput).ApplyT(func(length int) ([]*Sized, error) {
			var resources []*Sized
			for index := 0; index < length; index++ {
				res, err := NewSized(ctx, fmt.Sprintf("ranged-%v", index), &SizedArgs{Base: count + index, Label: pulumi.StringRef(label)})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(pulumi.AnyOutput)
		ctx.Export("smallText", small.Text)
		ctx.Export("rangedTexts", ranged.ApplyT(func(v interface{}) (pulumi.StringArrayOutput, error) {
			ranged2 := v.([]*Sized)
			return func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, item := range ranged2 {
					result = append(result, item.Text)
				}
				return result
			}().ToStringArrayOutput(), nil
		}).(pulumi.StringArrayOutput))
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
