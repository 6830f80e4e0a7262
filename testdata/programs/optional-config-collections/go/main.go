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

	"example.com/pclgen/blocks/sdk/go/blocks"
	"example.com/pclgen/simple/sdk/go/simple"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Issue 12 item 10: config whose types hold optional(...) elements or
		// members, which Go holds as pointers, given as resource, component and
		// invoke inputs, as outputs, nested in lists and objects and inside for
		// bodies: a null element stays null, a present one passes its value.
		var tags map[string]*string
		if err := cfg.TryObject("tags", &tags); errors.Is(err, config.ErrMissingVar) {
			tags = map[string]*string{"a": pulumi.StringRef("x"), "b": pulumi.StringRef("y")}
		} else if err != nil {
			return err
		}
		var names []*string
		if err := cfg.TryObject("names", &names); errors.Is(err, config.ErrMissingVar) {
			names = []*string{pulumi.StringRef("a"), nil, pulumi.StringRef("b")}
		} else if err != nil {
			return err
		}
		var counts []*int
		if err := cfg.TryObject("counts", &counts); errors.Is(err, config.ErrMissingVar) {
			counts = []*int{pulumi.IntRef(1), nil}
		} else if err != nil {
			return err
		}
		var flags map[string]*bool
		if err := cfg.TryObject("flags", &flags); errors.Is(err, config.ErrMissingVar) {
			flags = map[string]*bool{"on": pulumi.BoolRef(true)}
		} else if err != nil {
			return err
		}
		var objs []map[string]interface{}
		if err := cfg.TryObject("objs", &objs); errors.Is(err, config.ErrMissingVar) {
			objs = []map[string]interface{}{{"n": 1.0, "s": "one"}, {"n": 2.5, "s": "two"}}
		} else if err != nil {
			return err
		}
		var maybe map[string]interface{}
		if err := cfg.TryObject("maybe", &maybe); errors.Is(err, config.ErrMissingVar) {
			maybe = map[string]interface{}{"label": pulumi.StringRef("l")}
		} else if err != nil {
			return err
		} else {
			if v, ok := maybe["size"]; ok && v != nil {
				maybe["size"] = fromJSON[int](v)
			}
		}
		var owners []*string
		if err := cfg.TryObject("owners", &owners); errors.Is(err, config.ErrMissingVar) {
			owners = []*string{pulumi.StringRef("self"), pulumi.StringRef("amazon")}
		} else if err != nil {
			return err
		}
		_, err := ec2.NewInstance(ctx, "server", &ec2.InstanceArgs{
			Ami:          pulumi.String("ami-1"),
			InstanceType: pulumi.String("t3.micro"),
			Tags: func() pulumi.StringMapInput {
				v := tags
				if v == nil {
					return nil
				}
				result := pulumi.StringMap{}
				for k, x := range v {
					result[k] = stringInput(x)
				}
				return result
			}(),
			SecurityGroups: func() pulumi.StringArrayInput {
				v := names
				if v == nil {
					return nil
				}
				result := pulumi.StringArray{}
				for _, x := range v {
					result = append(result, stringInput(x))
				}
				return result
			}(),
		})
		if err != nil {
			return err
		}
		_, err = simple.NewResource(ctx, "fromObjects", &simple.ResourceArgs{
			InputOne: pulumi.String(objs[0]["s"].(string)),
			InputTwo: pulumi.Int(toInt(dynamicFloat(objs[0]["n"]))),
		})
		if err != nil {
			return err
		}
		_, err = simple.NewResource(ctx, "fromOptionalMembers", &simple.ResourceArgs{
			InputOne: pulumi.StringPtrFromPtr(optionalValue[string](maybe["label"])),
			InputTwo: pulumi.IntPtrFromPtr(optionalValue[int](maybe["size"])),
		})
		if err != nil {
			return err
		}
		_, err = blocks.NewResource(ctx, "inFor", &blocks.ResourceArgs{AListOfResources: func() blocks.ResourceAListOfResourceArray {
			result := blocks.ResourceAListOfResourceArray{}
			for _, o := range objs {
				result = append(result, &blocks.ResourceAListOfResourceArgs{InnerString: pulumi.String(o["s"].(string))})
			}
			return result
		}()})
		if err != nil {
			return err
		}
		_, err = ec2.NewInstance(ctx, "namesInFor", &ec2.InstanceArgs{
			Ami:          pulumi.String("ami-2"),
			InstanceType: pulumi.String("t3.micro"),
			SecurityGroups: func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, n := range names {
					if !(n != nil) {
						continue
					}
					result = append(result, stringInput(n))
				}
				return result
			}(),
			Tags: func() pulumi.StringMap {
				result := pulumi.StringMap{}
				collection := tags
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					v := collection[k]
					if !(v != nil) {
						continue
					}
					result[k] = stringInput(v)
				}
				return result
			}(),
		})
		if err != nil {
			return err
		}
		compComponent, err := NewComp(ctx, "comp", &CompArgs{Names: names, Tags: tags})
		if err != nil {
			return err
		}
		ami, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: func() []string {
			v := owners
			if v == nil {
				return nil
			}
			result := make([]string, len(v))
			for k, x := range v {
				result[k] = requiredValue(x)
			}
			return result
		}()})
		if err != nil {
			return err
		}
		ctx.Export("ami", pulumi.String(ami.ImageId))
		ctx.Export("tags", pulumi.Any(tags))
		ctx.Export("nested", pulumi.Map{
			"names":  pulumi.Any(names),
			"counts": pulumi.Any(counts),
			"flags":  pulumi.Any(flags),
			"first":  pulumi.String(objs[1]["s"].(string)),
		})
		ctx.Export("label", pulumi.StringPtrFromPtr(optionalValue[string](maybe["label"])))
		ctx.Export("size", pulumi.IntPtrFromPtr(optionalValue[int](maybe["size"])))
		ctx.Export("compNames", compComponent.Joined)
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

// requiredValue returns *p, an optional value given where a value is
// required; a null one is an error.
func requiredValue[T any](p *T) T {
	if p == nil {
		panic("a null value is given where a value is required")
	}
	return *p
}

// stringInput returns *v as an input, nil (no value) when v is nil: a null
// given to an input leaves it unset, as in PCL.
func stringInput(v *string) pulumi.StringInput {
	if v == nil {
		return nil
	}
	return pulumi.String(*v)
}

// toInt converts a number to an int; a number that is not whole is an
// error, as in PCL.
func toInt(n float64) int {
	if math.Trunc(n) != n || math.IsInf(n, 0) {
		panic(fmt.Sprintf("%v is not a whole number", n))
	}
	return int(n)
}
