package main

import (
	"fmt"
	"math"
	"reflect"
	"slices"
	"strings"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A component whose resources nothing reads, ranged over values of every
		// kind: their locals would be unused variables to linters.
		_, err := NewParts(ctx, "parts", &PartsArgs{Flags: []string{"a", "b"}})
		if err != nil {
			return err
		}
		return nil
	})
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
