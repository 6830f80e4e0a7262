package main

import (
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

		// Fuzz seed 10448: lookup's default of any type (untyped config, a try over
		// notImplemented) is converted to the type of the map's elements, optional
		// ones too, as PCL converts it, in plain values and in applies.
		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var anything interface{} = "7"
		if err := cfg.TryObject("anything", &anything); err != nil {
			if param, err := cfg.Try("anything"); err == nil {
				anything = param
			}
		}
		pet := pulumi.Unsecret(pulumi.ToSecret(pulumi.IntArray{pulumi.Int(1), pulumi.Int(2)}).(pulumi.IntArrayOutput)).(pulumi.IntArrayOutput).ApplyT(func(secret []int) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index := range secret {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("pet-%v", index), &random.RandomPetArgs{Prefix: pulumi.String("p")})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		optionals := map[string]interface{}{
			"a": pointee(func() *string {
				if flag {
					return pulumi.StringRef("x")
				}
				return nil
			}()),
			"b": nil,
		}
		ctx.Export("s", pulumi.StringPtrFromPtr(func() *string {
			if v, ok := optionals["c"]; ok {
				return optionalValue[string](v)
			}
			return optionalDynamic(func() interface{} {
				if v2, ok2 := func() (v2 interface{}, ok2 bool) {
					defer func() {
						if recover() != nil {
							ok2 = false
						}
					}()
					return func() interface{} {
						panic("x")
					}(), true
				}(); ok2 {
					return v2
				}
				return "d"
			}(), dynamicString)
		}()))
		ctx.Export("n", pulumi.IntPtrFromPtr(func() *int {
			if v, ok := map[string]interface{}{"a": pointee(func() *int {
				if flag {
					return pulumi.IntRef(1)
				}
				return nil
			}())}["c"]; ok {
				return optionalValue[int](v)
			}
			return optionalDynamic(anything, dynamicInt)
		}()))
		ctx.Export("b", pulumi.BoolPtrFromPtr(func() *bool {
			if v, ok := map[string]interface{}{"a": pointee(func() *bool {
				if flag {
					return pulumi.BoolRef(true)
				}
				return nil
			}())}["c"]; ok {
				return optionalValue[bool](v)
			}
			return optionalDynamic(func() interface{} {
				if v2, ok2 := func() (v2 interface{}, ok2 bool) {
					defer func() {
						if recover() != nil {
							ok2 = false
						}
					}()
					return func() interface{} {
						panic("x")
					}(), true
				}(); ok2 {
					return v2
				}
				return true
			}(), dynamicBool)
		}()))
		ctx.Export("cond", pulumi.Any(func() interface{} {
			if flag {
				return pointee(func() *string {
					if flag {
						return nil
					}
					return pulumi.StringRef("q")
				}())
			}
			return anything
		}()))
		ctx.Export("inApply", pet.ApplyT(func(pet2 []*random.RandomPet) (pulumi.ArrayOutput, error) {
			return func() pulumi.Array {
				result := pulumi.Array{}
				for _, item := range pet2 {
					result = append(result, item.Prefix)
				}
				return result
			}().ToArrayOutput(), nil
		}).(pulumi.ArrayOutput).ApplyT(func(v2 []interface{}) (pulumi.MapOutput, error) {
			v := optionalValues[string](v2)
			return func() pulumi.Map {
				result := pulumi.Map{}
				for i, p := range v {
					result[fmt.Sprintf("k%v", i)] = pulumi.ToSecret(p).(pulumi.StringPtrOutput)
				}
				return result
			}().ToMapOutput(), nil
		}).(pulumi.MapOutput).ApplyT(func(v map[string]interface{}) (*string, error) {
			values := optionalValueMap[string](v)
			return func() *string {
				if v2, ok := values["missing"]; ok {
					return v2
				}
				return optionalDynamic(func() interface{} {
					if v3, ok2 := func() (v3 interface{}, ok2 bool) {
						defer func() {
							if recover() != nil {
								ok2 = false
							}
						}()
						return func() interface{} {
							panic("x")
						}(), true
					}(); ok2 {
						return v3
					}
					return "fallback"
				}(), dynamicString)
			}(), nil
		}).(pulumi.StringPtrOutput))
		ctx.Export("numInApply", pet.ApplyT(func(pet2 []*random.RandomPet) (pulumi.ArrayOutput, error) {
			return func() pulumi.Array {
				result := pulumi.Array{}
				for _, item := range pet2 {
					result = append(result, item.Prefix)
				}
				return result
			}().ToArrayOutput(), nil
		}).(pulumi.ArrayOutput).ApplyT(func(v2 []interface{}) (*int, error) {
			v := optionalValues[string](v2)
			return func() *int {
				if v3, ok := func() map[string]*int {
					result := map[string]*int{}
					for i, p := range v {
						result[fmt.Sprintf("k%v", i)] = func() *int {
							if flag {
								return pulumi.IntRef(graphemeCount(*p))
							}
							return nil
						}()
					}
					return result
				}()["missing"]; ok {
					return v3
				}
				return optionalDynamic(anything, dynamicInt)
			}(), nil
		}).(pulumi.IntPtrOutput))
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

// interfaceMap returns the elements of v, a map of optional values or of
// collections, as the map[string]interface{} a pulumi.MapOutput holds.
func interfaceMap[T any](v map[string]T) map[string]interface{} {
	if v == nil {
		return nil
	}
	result := make(map[string]interface{}, len(v))
	for k, x := range v {
		result[k] = x
	}
	return result
}

// interfaces returns the elements of v, a list of optional values or of
// collections, as the []interface{} a pulumi.ArrayOutput holds.
func interfaces[T any](v []T) []interface{} {
	if v == nil {
		return nil
	}
	result := make([]interface{}, len(v))
	for i, x := range v {
		result[i] = x
	}
	return result
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
