package main

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A list computed on an optional int, which PCL types as a list of numbers
		// and Go computes as a []int, read whole inside the apply of a for
		// expression over a component's output.
		var str []*random.RandomPet
		for index := 0; index < 1; index++ {
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("str-%v", index), &random.RandomPetArgs{Length: pulumi.Int(2)})
			if err != nil {
				return err
			}
			str = append(str, res)
		}
		server, err := ec2.NewInstance(ctx, "server", &ec2.InstanceArgs{
			Ami:             pulumi.String("ami-0"),
			InstanceType:    pulumi.String("t3.micro"),
			RootBlockDevice: &ec2.InstanceRootBlockDeviceArgs{VolumeSize: pulumi.Int(8)},
		})
		if err != nil {
			return err
		}
		abstract := server.RootBlockDevice.ApplyT(func(rootBlockDevice ec2.InstanceRootBlockDevice) (*int, error) {
			return rootBlockDevice.VolumeSize, nil
		}).(pulumi.IntPtrOutput)
		echo, err := NewNames(ctx, "echo", &NamesArgs{})
		if err != nil {
			return err
		}
		ctx.Export("private", pulumi.All(echo.Names, pulumi.All(func() pulumi.IntArray {
			result := pulumi.IntArray{}
			for _, item := range str {
				result = append(result, item.Length)
			}
			return result
		}(), abstract, server.Ami).ApplyT(func(resolved []interface{}) ([]int, error) {
			values := resolved[0].([]int)
			abstract2 := resolved[1].(*int)
			ami := resolved[2].(string)
			return func() []int {
				result := []int{}
				for range values {
					if !(ami != "") {
						continue
					}
					result = append(result, 3-*abstract2)
				}
				return result
			}(), nil
		}).(pulumi.IntArrayOutput)).ApplyT(func(resolved []interface{}) (map[string][]float64, error) {
			names := resolved[0].([]string)
			values := fromJSON[[]float64](resolved[1])
			return func() map[string][]float64 {
				result := map[string][]float64{}
				for k := range names {
					result[fmt.Sprintf("k%v", k)] = values
				}
				return result
			}(), nil
		}).(pulumi.Float64ArrayMapOutput))
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), abstract); err != nil {
			return err
		}
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
