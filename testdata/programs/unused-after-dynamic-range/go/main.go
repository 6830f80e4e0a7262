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

		// A resource ranged over a value of any type, then one no code reads: the
		// first declares err, which the second assigns.
		var names interface{} = []interface{}{"a", "b"}
		if err := cfg.TryObject("names", &names); err != nil {
			if param, err := cfg.Try("names"); err == nil {
				names = param
			}
		}
		petsRange, err := rangeEntries(names)
		if err != nil {
			return err
		}
		var pets []*random.RandomPet
		for _, entry := range petsRange {
			res, err := random.NewRandomPet(ctx, "pets"+entry.suffix, &random.RandomPetArgs{Prefix: pulumi.StringPtrFromPtr(optionalDynamic(entry.value, dynamicString))})
			if err != nil {
				return err
			}
			pets = append(pets, res)
		}
		_, err = random.NewRandomPet(ctx, "unread", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		ctx.Export("count", pulumi.Int(len(pets)))
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
