package main

import (
	"encoding/json"
	"reflect"
	"strings"

	"example.com/pclgen/simple/sdk/go/simple"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// An invoke's whole result where a value leaves the SDK's typed positions: a
		// stack output, toJSON's argument, inside a tuple and an object. PCL holds
		// it as an object keyed by the schema's names: Python's result is an
		// instance of a class whose properties are attributes (not a dict, which
		// _pcl_value read with get), Go's a struct json.Marshal keys by Go names,
		// and the plain form (a promise the backends await) had no shape at all.
		named, err := random.NewRandomPet(ctx, "named", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		var plainResult simple.GetSecretResult
		if _, err := ctx.InvokePackageRaw("simple:index:getSecret", &simple.GetSecretArgs{Name: "plain"}, &plainResult, ""); err != nil {
			return err
		}
		outputResult := ctx.InvokeOutput("simple:index:getSecret", simple.GetSecretOutputArgs{Name: named.ID()}, simple.GetSecretResultOutput{}, pulumi.InvokeOutputOptions{}).(simple.GetSecretResultOutput)
		ctx.Export("plainWhole", pulumi.Any(pclObject(plainResult)))
		jsonBytes, err := json.Marshal(pclObject(plainResult))
		if err != nil {
			return err
		}
		ctx.Export("plainJson", pulumi.String(string(jsonBytes)))
		ctx.Export("plainInside", pulumi.Any(pclObject(map[string]interface{}{
			"result": plainResult,
			"pair":   []interface{}{plainResult, "text"},
		})))
		ctx.Export("outputWhole", outputResult.ApplyT(pclObject))
		ctx.Export("outputJson", pulumi.ToOutput(outputResult).ApplyT(func(v interface{}) (string, error) {
			data, err := json.Marshal(pclObject(v))
			return string(data), err
		}).(pulumi.StringOutput))
		ctx.Export("outputInside", pulumi.Array{
			outputResult,
			outputResult.ApplyT(func(outputResult2 simple.GetSecretResult) (string, error) {
				return outputResult2.Value, nil
			}).(pulumi.StringOutput),
		})
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
