package main

import (
	"fmt"
	"reflect"
	"sort"
	"strconv"
	"unicode"

	"example.com/pclgen/blocks/sdk/go/blocks"
	"example.com/pclgen/simple/sdk/go/simple"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Issue 12 item 11: length of a dynamic value (an untyped config, an element
		// of one), which Go holds as interface{}: a list's elements, a map's, a
		// string's characters; as an output, resource, component and invoke inputs,
		// nested in lists and objects and inside for bodies.
		var v interface{} = []interface{}{"a", "b"}
		if err := cfg.TryObject("v", &v); err != nil {
			if param, err := cfg.Try("v"); err == nil {
				v = param
			}
		}
		var m interface{} = map[string]interface{}{"x": 1, "y": 2, "z": 3}
		if err := cfg.TryObject("m", &m); err != nil {
			if param, err := cfg.Try("m"); err == nil {
				m = param
			}
		}
		var s interface{} = "héllo"
		if err := cfg.TryObject("s", &s); err != nil {
			if param, err := cfg.Try("s"); err == nil {
				s = param
			}
		}
		var nested interface{} = []interface{}{[]interface{}{"a"}, []interface{}{"b", "c"}}
		if err := cfg.TryObject("nested", &nested); err != nil {
			if param, err := cfg.Try("nested"); err == nil {
				nested = param
			}
		}
		ctx.Export("len", pulumi.Int(dynamicLength(v)))
		ctx.Export("lengths", pulumi.Map{
			"list":   pulumi.Int(dynamicLength(v)),
			"map":    pulumi.Int(dynamicLength(m)),
			"string": pulumi.Int(dynamicLength(s)),
		})
		ctx.Export("inner", func() pulumi.Array {
			result := pulumi.Array{}
			for _, e := range dynamicList(nested) {
				result = append(result, pulumi.Int(dynamicLength(e)))
			}
			return result
		}())
		_, err := simple.NewResource(ctx, "sized", &simple.ResourceArgs{
			InputOne: pulumi.String(fmt.Sprintf("n%v", dynamicLength(m))),
			InputTwo: pulumi.Int(dynamicLength(v) + dynamicLength(nested.([]interface{})[1])),
		})
		if err != nil {
			return err
		}
		_, err = blocks.NewResource(ctx, "blocks", &blocks.ResourceArgs{AListOfResources: func() blocks.ResourceAListOfResourceArray {
			result := blocks.ResourceAListOfResourceArray{}
			for _, e := range dynamicList(nested) {
				result = append(result, &blocks.ResourceAListOfResourceArgs{InnerString: pulumi.String(strconv.Itoa(dynamicLength(e)))})
			}
			return result
		}()})
		if err != nil {
			return err
		}
		compComponent, err := NewComp(ctx, "comp", &CompArgs{Count: dynamicLength(s)})
		if err != nil {
			return err
		}
		ami, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{
			Owners: func() []string {
				result := []string{}
				for _, i := range func() []int {
					result2 := []int{}
					start, limit, step := 0, dynamicLength(v), 1
					for i2 := start; (step > 0 && i2 < limit) || (step < 0 && i2 > limit); i2 += step {
						result2 = append(result2, i2)
					}
					return result2
				}() {
					result = append(result, fmt.Sprintf("owner-%v", i))
				}
				return result
			}(),
			MostRecent: pulumi.BoolRef(dynamicLength(m) > 2),
		})
		if err != nil {
			return err
		}
		ctx.Export("ami", pulumi.String(ami.ImageId))
		ctx.Export("compCount", compComponent.Doubled)
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
