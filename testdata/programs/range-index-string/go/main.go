package main

import (
	"encoding/base64"
	"fmt"
	"maps"
	"math"
	"reflect"
	"slices"
	"strconv"

	"example.com/pclgen/simple/sdk/go/simple"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// pclfuzz seed 7 (shrunk): range["value"] and range["key"] read what
		// range.value and range.key read, over a map, a list and a number, in a
		// template and as inputs of their own.
		xray := map[string]*ec2.Ami{}
		xrayRange := map[string]interface{}{}
		for _, key := range slices.Sorted(maps.Keys(xrayRange)) {
			value := xrayRange[key]
			decoded, err := base64.StdEncoding.DecodeString(base64.StdEncoding.EncodeToString([]byte(fmt.Sprintf("$ %v100%% x%v end", key, dynamicString(value)))))
			if err != nil {
				return err
			}
			res, err := ec2.NewAmi(ctx, fmt.Sprintf("xray-%v", key), &ec2.AmiArgs{Tags: pulumi.StringMap{
				"x-y":   pulumi.String(key),
				"alpha": pulumi.String(string(decoded)),
			}})
			if err != nil {
				return err
			}
			xray[key] = res
		}
		_ = xray
		byMap := map[string]*simple.Resource{}
		byMapRange := map[string]string{"a": "x", "b": "y"}
		for _, key := range slices.Sorted(maps.Keys(byMapRange)) {
			value := byMapRange[key]
			res, err := simple.NewResource(ctx, fmt.Sprintf("byMap-%v", key), &simple.ResourceArgs{InputOne: pulumi.String(key + "=" + value)})
			if err != nil {
				return err
			}
			byMap[key] = res
		}
		_ = byMap
		var byList []*simple.Resource
		for index, value := range []string{"p", "q"} {
			res, err := simple.NewResource(ctx, fmt.Sprintf("byList-%v", index), &simple.ResourceArgs{InputOne: pulumi.String(value), InputTwo: pulumi.Int(index)})
			if err != nil {
				return err
			}
			byList = append(byList, res)
		}
		var byNumber []*simple.Resource
		for index := 0; index < 2; index++ {
			res, err := simple.NewResource(ctx, fmt.Sprintf("byNumber-%v", index), &simple.ResourceArgs{InputTwo: pulumi.Int(index * 2)})
			if err != nil {
				return err
			}
			byNumber = append(byNumber, res)
		}
		_ = byNumber
		ctx.Export("keys", func() pulumi.Array {
			result := pulumi.Array{}
			for _, r := range byList {
				result = append(result, r.InputTwo)
			}
			return result
		}())
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
