package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"

	"example.com/pclgen/blocks/sdk/go/blocks"
	"example.com/pclgen/maxitemsone/sdk/go/maxitemsone"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Issue 12 item 9: values of a schema's object types, and lists of them,
		// given as inputs from values that are not constructors: a conditional with
		// null, output or non-constructor branches, singleOrNone of a for expression, an
		// element of an untyped config, a typed config, a for body that is a
		// variable, an output of another object type of the same shape; as resource
		// inputs, component inputs (whose resources get them) and invoke arguments.
		c := true
		if param, err := cfg.TryBool("c"); err == nil {
			c = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var untyped interface{} = []interface{}{
			map[string]interface{}{"someInput": true},
			map[string]interface{}{"someInput": false},
		}
		if err := cfg.TryObject("untyped", &untyped); err != nil {
			if param, err := cfg.Try("untyped"); err == nil {
				untyped = param
			}
		}
		var blockList interface{} = []interface{}{
			map[string]interface{}{"innerString": "u1"},
			map[string]interface{}{"innerString": "u2"},
		}
		if err := cfg.TryObject("blockList", &blockList); err != nil {
			if param, err := cfg.Try("blockList"); err == nil {
				blockList = param
			}
		}
		var typedBlocks []map[string]string
		if err := cfg.TryObject("typedBlocks", &typedBlocks); errors.Is(err, config.ErrMissingVar) {
			typedBlocks = []map[string]string{{"innerString": "t1"}}
		} else if err != nil {
			return err
		}
		var typedInner map[string]bool
		if err := cfg.TryObject("typedInner", &typedInner); errors.Is(err, config.ErrMissingVar) {
			typedInner = map[string]bool{"someInput": true}
		} else if err != nil {
			return err
		}
		var filters []map[string]interface{}
		if err := cfg.TryObject("filters", &filters); errors.Is(err, config.ErrMissingVar) {
			filters = []map[string]interface{}{{"name": "name", "values": []string{"ubuntu*"}}}
		} else if err != nil {
			return err
		}
		_, err := blocks.NewResource(ctx, "listChoice", &blocks.ResourceArgs{AListOfResources: func() blocks.ResourceAListOfResourceArray {
			if c {
				return blocks.ResourceAListOfResourceArray{&blocks.ResourceAListOfResourceArgs{InnerString: pulumi.String("hello")}}
			}
			return blocks.ResourceAListOfResourceArray{}
		}()})
		if err != nil {
			return err
		}
		_, err = blocks.NewResource(ctx, "listOrNull", &blocks.ResourceArgs{AListOfResources: func() blocks.ResourceAListOfResourceArrayInput {
			if c {
				return nil
			}
			return blocks.ResourceAListOfResourceArray{&blocks.ResourceAListOfResourceArgs{InnerString: pulumi.String("x")}}
		}()})
		if err != nil {
			return err
		}
		_, err = blocks.NewResource(ctx, "listOrConfig", &blocks.ResourceArgs{AListOfResources: func() blocks.ResourceAListOfResourceArrayInput {
			if c {
				return func() blocks.ResourceAListOfResourceArrayInput {
					v := typedBlocks
					if v == nil {
						return nil
					}
					result := blocks.ResourceAListOfResourceArray{}
					for _, x := range v {
						result = append(result, func() *blocks.ResourceAListOfResourceArgs {
							v2 := x
							if v2 == nil {
								return nil
							}
							result2 := &blocks.ResourceAListOfResourceArgs{}
							if x2, ok := v2["innerString"]; ok {
								result2.InnerString = pulumi.String(x2)
							}
							return result2
						}())
					}
					return result
				}()
			}
			return blocks.ResourceAListOfResourceArray{&blocks.ResourceAListOfResourceArgs{InnerString: pulumi.String("y")}}
		}()})
		if err != nil {
			return err
		}
		_, err = blocks.NewResource(ctx, "listFromUntyped", &blocks.ResourceArgs{AListOfResources: func() blocks.ResourceAListOfResourceArrayInput {
			raw := blockList
			if raw == nil {
				return nil
			}
			v := raw.([]interface{})
			result := blocks.ResourceAListOfResourceArray{}
			for _, x := range v {
				result = append(result, func() *blocks.ResourceAListOfResourceArgs {
					raw2 := x
					if raw2 == nil {
						return nil
					}
					v2 := raw2.(map[string]interface{})
					result2 := &blocks.ResourceAListOfResourceArgs{}
					if x2, ok := v2["innerString"]; ok && pointee(x2) != nil {
						result2.InnerString = pulumi.StringPtrFromPtr(optionalDynamic(x2, dynamicString))
					}
					return result2
				}())
			}
			return result
		}()})
		if err != nil {
			return err
		}
		listFromTyped, err := blocks.NewResource(ctx, "listFromTyped", &blocks.ResourceArgs{AListOfResources: func() blocks.ResourceAListOfResourceArrayInput {
			v := typedBlocks
			if v == nil {
				return nil
			}
			result := blocks.ResourceAListOfResourceArray{}
			for _, x := range v {
				result = append(result, func() *blocks.ResourceAListOfResourceArgs {
					v2 := x
					if v2 == nil {
						return nil
					}
					result2 := &blocks.ResourceAListOfResourceArgs{}
					if x2, ok := v2["innerString"]; ok {
						result2.InnerString = pulumi.String(x2)
					}
					return result2
				}())
			}
			return result
		}()})
		if err != nil {
			return err
		}
		_, err = blocks.NewResource(ctx, "listFromFor", &blocks.ResourceArgs{AListOfResources: func() blocks.ResourceAListOfResourceArray {
			result := blocks.ResourceAListOfResourceArray{}
			for _, b := range typedBlocks {
				result = append(result, func() *blocks.ResourceAListOfResourceArgs {
					v := b
					if v == nil {
						return nil
					}
					result2 := &blocks.ResourceAListOfResourceArgs{}
					if x, ok := v["innerString"]; ok {
						result2.InnerString = pulumi.String(x)
					}
					return result2
				}())
			}
			return result
		}()})
		if err != nil {
			return err
		}
		_, err = blocks.NewResource(ctx, "listOfUntypedElements", &blocks.ResourceArgs{AListOfResources: blocks.ResourceAListOfResourceArray{
			func() *blocks.ResourceAListOfResourceArgs {
				raw := blockList.([]interface{})[1]
				if raw == nil {
					return nil
				}
				v := raw.(map[string]interface{})
				result := &blocks.ResourceAListOfResourceArgs{}
				if x, ok := v["innerString"]; ok && pointee(x) != nil {
					result.InnerString = pulumi.StringPtrFromPtr(optionalDynamic(x, dynamicString))
				}
				return result
			}(),
			&blocks.ResourceAListOfResourceArgs{InnerString: pulumi.String("z")},
		}})
		if err != nil {
			return err
		}
		single, err := maxitemsone.NewResource(ctx, "single", &maxitemsone.ResourceArgs{InnerResource: func() *maxitemsone.ResourceInnerResourceArgs {
			v := func() map[string]bool {
				list := func() []map[string]bool {
					result := []map[string]bool{}
					for _, e := range []bool{true} {
						result = append(result, map[string]bool{"someInput": e})
					}
					return result
				}()
				if len(list) == 0 {
					return nil
				}
				if len(list) != 1 {
					panic("singleOrNone: the list has more than one element")
				}
				return list[0]
			}()
			if v == nil {
				return nil
			}
			result := &maxitemsone.ResourceInnerResourceArgs{}
			if x, ok := v["someInput"]; ok {
				result.SomeInput = pulumi.Bool(x)
			}
			return result
		}()})
		if err != nil {
			return err
		}
		_, err = maxitemsone.NewResource(ctx, "none", &maxitemsone.ResourceArgs{InnerResource: func() *maxitemsone.ResourceInnerResourceArgs {
			v := func() map[string]interface{} {
				list := func() []map[string]interface{} {
					result := []map[string]interface{}{}
					for _, e := range []interface{}{} {
						result = append(result, map[string]interface{}{"someInput": e})
					}
					return result
				}()
				if len(list) == 0 {
					return nil
				}
				if len(list) != 1 {
					panic("singleOrNone: the list has more than one element")
				}
				return list[0]
			}()
			if v == nil {
				return nil
			}
			result := &maxitemsone.ResourceInnerResourceArgs{}
			if x, ok := v["someInput"]; ok && pointee(x) != nil {
				result.SomeInput = pulumi.BoolPtrFromPtr(optionalDynamic(x, dynamicBool))
			}
			return result
		}()})
		if err != nil {
			return err
		}
		_, err = maxitemsone.NewResource(ctx, "fromUntyped", &maxitemsone.ResourceArgs{InnerResource: func() *maxitemsone.ResourceInnerResourceArgs {
			raw := untyped.([]interface{})[1]
			if raw == nil {
				return nil
			}
			v := raw.(map[string]interface{})
			result := &maxitemsone.ResourceInnerResourceArgs{}
			if x, ok := v["someInput"]; ok && pointee(x) != nil {
				result.SomeInput = pulumi.BoolPtrFromPtr(optionalDynamic(x, dynamicBool))
			}
			return result
		}()})
		if err != nil {
			return err
		}
		_, err = maxitemsone.NewResource(ctx, "fromTyped", &maxitemsone.ResourceArgs{InnerResource: func() *maxitemsone.ResourceInnerResourceArgs {
			v := typedInner
			if v == nil {
				return nil
			}
			result := &maxitemsone.ResourceInnerResourceArgs{}
			if x, ok := v["someInput"]; ok {
				result.SomeInput = pulumi.Bool(x)
			}
			return result
		}()})
		if err != nil {
			return err
		}
		_, err = maxitemsone.NewResource(ctx, "fromOutput", &maxitemsone.ResourceArgs{InnerResource: single.InnerResourceOutput.ApplyT(func(v maxitemsone.ResourceInnerResourceResult) maxitemsone.ResourceInnerResource {
			return maxitemsone.ResourceInnerResource(v)
		}).(maxitemsone.ResourceInnerResourceOutput)})
		if err != nil {
			return err
		}
		_, err = maxitemsone.NewResource(ctx, "objectOrNull", &maxitemsone.ResourceArgs{InnerResource: func() *maxitemsone.ResourceInnerResourceArgs {
			if c {
				return nil
			}
			return &maxitemsone.ResourceInnerResourceArgs{SomeInput: pulumi.Bool(false)}
		}()})
		if err != nil {
			return err
		}
		_, err = maxitemsone.NewResource(ctx, "objectOrConfig", &maxitemsone.ResourceArgs{InnerResource: func() *maxitemsone.ResourceInnerResourceArgs {
			if c {
				return func() *maxitemsone.ResourceInnerResourceArgs {
					v := typedInner
					if v == nil {
						return nil
					}
					result := &maxitemsone.ResourceInnerResourceArgs{}
					if x, ok := v["someInput"]; ok {
						result.SomeInput = pulumi.Bool(x)
					}
					return result
				}()
			}
			return &maxitemsone.ResourceInnerResourceArgs{SomeInput: pulumi.Bool(false)}
		}()})
		if err != nil {
			return err
		}
		_, err = maxitemsone.NewResource(ctx, "outputOrNull", &maxitemsone.ResourceArgs{InnerResource: func() maxitemsone.ResourceInnerResourcePtrInput {
			if c {
				return single.InnerResourceOutput.ApplyT(func(v maxitemsone.ResourceInnerResourceResult) maxitemsone.ResourceInnerResource {
					return maxitemsone.ResourceInnerResource(v)
				}).(maxitemsone.ResourceInnerResourceOutput)
			}
			return nil
		}()})
		if err != nil {
			return err
		}
		_, err = blocks.NewResource(ctx, "outputListOrEmpty", &blocks.ResourceArgs{AListOfResources: func() blocks.ResourceAListOfResourceArrayInput {
			if c {
				return listFromTyped.AListOfResources
			}
			return blocks.ResourceAListOfResourceArray{}
		}()})
		if err != nil {
			return err
		}
		_, err = blocks.NewResource(ctx, "emptyOrOutputList", &blocks.ResourceArgs{AListOfResources: func() blocks.ResourceAListOfResourceArrayInput {
			if c {
				return blocks.ResourceAListOfResourceArray{}
			}
			return listFromTyped.AListOfResources
		}()})
		if err != nil {
			return err
		}
		_, err = NewComp(ctx, "comp", &CompArgs{Items: typedBlocks, Inner: typedInner})
		if err != nil {
			return err
		}
		ami, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{
			Filters: func() []ec2.GetAmiFilter {
				v := filters
				if v == nil {
					return nil
				}
				result := []ec2.GetAmiFilter{}
				for _, x := range v {
					result = append(result, func() ec2.GetAmiFilter {
						v2 := x
						result2 := ec2.GetAmiFilter{}
						if x2, ok := v2["name"]; ok && pointee(x2) != nil {
							result2.Name = dynamicString(x2)
						}
						if x3, ok := v2["values"]; ok && pointee(x3) != nil {
							result2.Values = fromJSON[[]string](x3)
						}
						return result2
					}())
				}
				return result
			}(),
			Owners: []string{"self"},
		})
		if err != nil {
			return err
		}
		var untypedFilters interface{} = []interface{}{map[string]interface{}{"name": "name", "values": []interface{}{"debian*"}}}
		if err := cfg.TryObject("untypedFilters", &untypedFilters); err != nil {
			if param, err := cfg.Try("untypedFilters"); err == nil {
				untypedFilters = param
			}
		}
		untypedAmi, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Filters: func() []ec2.GetAmiFilter {
			raw := untypedFilters
			if raw == nil {
				return nil
			}
			v := raw.([]interface{})
			result := []ec2.GetAmiFilter{}
			for _, x := range v {
				result = append(result, func() ec2.GetAmiFilter {
					raw2 := x
					v2, _ := raw2.(map[string]interface{})
					result2 := ec2.GetAmiFilter{}
					if x2, ok := v2["name"]; ok && pointee(x2) != nil {
						result2.Name = dynamicString(x2)
					}
					if x3, ok := v2["values"]; ok && pointee(x3) != nil {
						result2.Values = fromJSON[[]string](x3)
					}
					return result2
				}())
			}
			return result
		}()})
		if err != nil {
			return err
		}
		ctx.Export("untypedAmi", pulumi.String(untypedAmi.ImageId))
		ctx.Export("ami", pulumi.String(ami.ImageId))
		ctx.Export("copied", single.InnerResourceOutput.ApplyT(func(innerResourceOutput maxitemsone.ResourceInnerResourceResult) (*bool, error) {
			return innerResourceOutput.SomeInput, nil
		}).(pulumi.BoolPtrOutput))
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
