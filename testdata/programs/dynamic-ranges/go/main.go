package main

import (
	"fmt"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A range of any type makes what its value makes when the program runs:
		// a list one instance per element, a map one per key, a number that many,
		// true one named as the resource and false none.
		var counts interface{} = cfg.Require("counts")
		if err := cfg.TryObject("counts", &counts); err != nil {
			if param, err := cfg.Try("counts"); err == nil {
				counts = param
			}
		}
		var names interface{} = cfg.Require("names")
		if err := cfg.TryObject("names", &names); err != nil {
			if param, err := cfg.Try("names"); err == nil {
				names = param
			}
		}
		var flags interface{} = cfg.Require("flags")
		if err := cfg.TryObject("flags", &flags); err != nil {
			if param, err := cfg.Try("flags"); err == nil {
				flags = param
			}
		}
		var nothing interface{} = cfg.Require("nothing")
		if err := cfg.TryObject("nothing", &nothing); err != nil {
			if param, err := cfg.Try("nothing"); err == nil {
				nothing = param
			}
		}
		picked := func() interface{} {
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
			return []string{"a", "b"}
		}()
		fromListRange, err := rangeEntries(picked)
		if err != nil {
			return err
		}
		var fromList []*random.RandomPet
		for _, entry := range fromListRange {
			res, err := random.NewRandomPet(ctx, "fromList"+entry.suffix, &random.RandomPetArgs{Prefix: pulumi.StringPtrFromPtr(optionalDynamic(entry.value, dynamicString))})
			if err != nil {
				return err
			}
			fromList = append(fromList, res)
		}
		fromMapRange, err := rangeEntries(names)
		if err != nil {
			return err
		}
		var fromMap []*random.RandomPet
		for _, entry := range fromMapRange {
			res, err := random.NewRandomPet(ctx, "fromMap"+entry.suffix, &random.RandomPetArgs{Prefix: pulumi.String(fmt.Sprintf("%v-%v", dynamicString(entry.key), dynamicString(entry.value)))})
			if err != nil {
				return err
			}
			fromMap = append(fromMap, res)
		}
		_ = fromMap
		fromCountRange, err := rangeEntries(counts)
		if err != nil {
			return err
		}
		var fromCount []*random.RandomPet
		for _, entry := range fromCountRange {
			res, err := random.NewRandomPet(ctx, "fromCount"+entry.suffix, &random.RandomPetArgs{Length: pulumi.IntPtrFromPtr(optionalDynamic(entry.value, dynamicInt))})
			if err != nil {
				return err
			}
			fromCount = append(fromCount, res)
		}
		_ = fromCount
		fromBoolRange, err := rangeEntries(flags)
		if err != nil {
			return err
		}
		var fromBool []*random.RandomPet
		for _, entry := range fromBoolRange {
			res, err := random.NewRandomPet(ctx, "fromBool"+entry.suffix, &random.RandomPetArgs{Prefix: pulumi.String(dynamicString(entry.key))})
			if err != nil {
				return err
			}
			fromBool = append(fromBool, res)
		}
		_ = fromBool
		fromFalseRange, err := rangeEntries(nothing)
		if err != nil {
			return err
		}
		var fromFalse []*random.RandomPet
		for _, entry := range fromFalseRange {
			res, err := random.NewRandomPet(ctx, "fromFalse"+entry.suffix, nil)
			if err != nil {
				return err
			}
			fromFalse = append(fromFalse, res)
		}
		_ = fromFalse
		ctx.Export("listIds", func() pulumi.Array {
			result := pulumi.Array{}
			for _, p := range fromList {
				result = append(result, p.ID().ToStringOutput())
			}
			return result
		}())
		fromSecret := pulumi.Unsecret(pulumi.ToSecret(pulumi.Any(names)).(pulumi.AnyOutput)).(pulumi.AnyOutput).ApplyT(func(secret interface{}) ([]*random.RandomPet, error) {
			resourcesRange, err := rangeEntries(secret)
			if err != nil {
				return nil, err
			}
			var resources []*random.RandomPet
			for _, entry := range resourcesRange {
				res, err := random.NewRandomPet(ctx, "fromSecret"+entry.suffix, &random.RandomPetArgs{Prefix: pulumi.Sprintf("%v", pulumi.ToSecret(pulumi.Any(entry.key)).(pulumi.AnyOutput).ApplyT(dynamicString).(pulumi.StringOutput))})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		fromTryRange, err := rangeEntries(func() interface{} {
			if v, ok := func() (v interface{}, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return func() interface{} {
					panic("not here")
				}(), true
			}(); ok {
				return v
			}
			return false
		}())
		if err != nil {
			return err
		}
		var fromTry []*random.RandomPet
		for _, entry := range fromTryRange {
			res, err := random.NewRandomPet(ctx, "fromTry"+entry.suffix, nil)
			if err != nil {
				return err
			}
			fromTry = append(fromTry, res)
		}
		_ = fromTry
		ctx.Export("secretCount", fromSecret.ApplyT(func(fromSecret2 []*random.RandomPet) (int, error) {
			return len(fromSecret2), nil
		}).(pulumi.IntOutput))
		perNameRange, err := rangeEntries(names)
		if err != nil {
			return err
		}
		var perName []*Pets
		for _, entry := range perNameRange {
			res, err := NewPets(ctx, "perName"+entry.suffix, &PetsArgs{Label: dynamicString(entry.key)})
			if err != nil {
				return err
			}
			perName = append(perName, res)
		}
		ctx.Export("componentIds", func() pulumi.Array {
			result := pulumi.Array{}
			for _, c := range perName {
				result = append(result, c.PetId)
			}
			return result
		}())
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

// rangeEntry is one instance of a resource ranged over a value of any
// type: its range.key and range.value, and what its name adds to the
// resource's.
type rangeEntry struct {
	key    interface{}
	value  interface{}
	suffix string
}

// rangeEntries returns the instances a range of any type makes, as PCL
// makes them: true makes one (named as the resource), false none, a whole
// number that many, a list one per element and a map one per key.
func rangeEntries(v interface{}) ([]rangeEntry, error) {
	var entries []rangeEntry
	switch v := v.(type) {
	case bool:
		if v {
			entries = append(entries, rangeEntry{key: true, value: true})
		}
	case int, float64:
		n, ok := v.(int)
		if f, isFloat := v.(float64); isFloat {
			n, ok = int(f), f >= 0 && f == math.Trunc(f)
		}
		if !ok || n < 0 {
			return nil, fmt.Errorf("a count of resources must be a non-negative whole number, not %v", v)
		}
		for i := 0; i < n; i++ {
			entries = append(entries, rangeEntry{key: i, value: i, suffix: fmt.Sprintf("-%v", i)})
		}
	default:
		// A list or a map, of any Go element type.
		rv := reflect.ValueOf(v)
		switch {
		case rv.Kind() == reflect.Slice:
			for i := 0; i < rv.Len(); i++ {
				entries = append(entries, rangeEntry{key: i, value: rv.Index(i).Interface(), suffix: fmt.Sprintf("-%v", i)})
			}
		case rv.Kind() == reflect.Map && rv.Type().Key().Kind() == reflect.String:
			keys := rv.MapKeys()
			slices.SortFunc(keys, func(a, b reflect.Value) int {
				return strings.Compare(a.String(), b.String())
			})
			for _, k := range keys {
				entries = append(entries, rangeEntry{key: k.String(), value: rv.MapIndex(k).Interface(), suffix: "-" + k.String()})
			}
		default:
			return nil, fmt.Errorf("a range must be a number, bool, list or map, not %v", v)
		}
	}
	return entries, nil
}
