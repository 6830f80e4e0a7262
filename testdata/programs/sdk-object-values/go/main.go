package main

import (
	"encoding/json"
	"reflect"
	"strings"

	"example.com/pclgen/blocks/sdk/go/blocks"
	"example.com/pclgen/maxitemsone/sdk/go/maxitemsone"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Values of a schema's object types, which SDKs give as they hold them (Go
		// structs, Python output types keyed by Python names, JavaScript objects
		// without the properties that are not set), where they leave the SDK's
		// typed positions: stack outputs, toJSON and a component's input hold them
		// as PCL does, keyed by the schema's names, with every property (null where
		// it is not set). The Go SDK drops the nulls of a stack output's maps, and
		// Go's component takes typed maps, which hold no nulls: objects with unset
		// properties are written by toJSON only.
		single, err := maxitemsone.NewResource(ctx, "single", &maxitemsone.ResourceArgs{InnerResource: &maxitemsone.ResourceInnerResourceArgs{SomeInput: pulumi.Bool(true)}})
		if err != nil {
			return err
		}
		unset, err := maxitemsone.NewResource(ctx, "unset", &maxitemsone.ResourceArgs{InnerResource: &maxitemsone.ResourceInnerResourceArgs{}})
		if err != nil {
			return err
		}
		blk, err := blocks.NewResource(ctx, "blk", &blocks.ResourceArgs{AListOfResources: blocks.ResourceAListOfResourceArray{
			&blocks.ResourceAListOfResourceArgs{InnerString: pulumi.String("a")},
			&blocks.ResourceAListOfResourceArgs{},
		}})
		if err != nil {
			return err
		}
		full, err := blocks.NewResource(ctx, "full", &blocks.ResourceArgs{AListOfResources: blocks.ResourceAListOfResourceArray{
			&blocks.ResourceAListOfResourceArgs{InnerString: pulumi.String("b")},
			&blocks.ResourceAListOfResourceArgs{InnerString: pulumi.String("c")},
		}})
		if err != nil {
			return err
		}
		compComponent, err := NewComp(ctx, "comp", &CompArgs{
			Inner: single.InnerResourceOutput.ApplyT(func(v maxitemsone.ResourceInnerResourceResult) map[string]bool {
				return func() map[string]bool {
					result := map[string]bool{}
					if v.SomeInput != nil {
						result["someInput"] = *v.SomeInput
					}
					return result
				}()
			}).(pulumi.BoolMapOutput),
			Items: full.AListOfResources.ApplyT(func(v []blocks.ResourceAListOfResource) []map[string]string {
				return func() []map[string]string {
					result := []map[string]string{}
					for _, x := range v {
						result = append(result, func() map[string]string {
							result2 := map[string]string{}
							if x.InnerString != nil {
								result2["innerString"] = *x.InnerString
							}
							return result2
						}())
					}
					return result
				}()
			}).(pulumi.StringMapArrayOutput),
		})
		if err != nil {
			return err
		}
		ctx.Export("object", single.InnerResourceOutput.ApplyT(pclObject))
		ctx.Export("unsetJson", pulumi.ToOutput(unset.InnerResource.Elem()).ApplyT(func(v interface{}) (string, error) {
			data, err := json.Marshal(pclObject(v))
			return string(data), err
		}).(pulumi.StringOutput))
		ctx.Export("objects", full.AListOfResources.ApplyT(pclObject))
		ctx.Export("json", pulumi.ToOutput(single.InnerResourceOutput).ApplyT(func(v2 interface{}) (string, error) {
			data2, err := json.Marshal(pclObject(v2))
			return string(data2), err
		}).(pulumi.StringOutput))
		ctx.Export("jsonList", pulumi.ToOutput(blk.AListOfResources).ApplyT(func(v3 interface{}) (string, error) {
			data3, err := json.Marshal(pclObject(v3))
			return string(data3), err
		}).(pulumi.StringOutput))
		ctx.Export("property", single.InnerResourceOutput.ApplyT(func(innerResourceOutput maxitemsone.ResourceInnerResourceResult) (*bool, error) {
			return innerResourceOutput.SomeInput, nil
		}).(pulumi.BoolPtrOutput))
		ctx.Export("fromComponent", compComponent.Summary)
		return nil
	})
}

// pclObject returns v, holding values of a schema's object types (the SDK's
// structs, through pointers, slices and maps), as PCL holds it: each struct a
// map keyed by the schema's names (its fields' pulumi tags), with every
// property, nil where it is not set.
func pclObject(v interface{}) interface{} {
	return pclObjectValue(reflect.ValueOf(v))
}

func pclObjectValue(v reflect.Value) interface{} {
	switch v.Kind() {
	case reflect.Invalid:
		return nil
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return nil
		}
		return pclObjectValue(v.Elem())
	case reflect.Struct:
		object := map[string]interface{}{}
		for i := 0; i < v.NumField(); i++ {
			if name, _, _ := strings.Cut(v.Type().Field(i).Tag.Get("pulumi"), ","); name != "" {
				object[name] = pclObjectValue(v.Field(i))
			}
		}
		return object
	case reflect.Slice:
		if v.IsNil() {
			return nil
		}
		list := make([]interface{}, v.Len())
		for i := range list {
			list[i] = pclObjectValue(v.Index(i))
		}
		return list
	case reflect.Map:
		if v.IsNil() {
			return nil
		}
		object := map[string]interface{}{}
		for _, key := range v.MapKeys() {
			object[key.String()] = pclObjectValue(v.MapIndex(key))
		}
		return object
	}
	return v.Interface()
}
