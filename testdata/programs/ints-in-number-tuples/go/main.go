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
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A tuple of ints and numbers is a Go slice of float64: an element read at a
		// constant index that PCL types as an int (int arithmetic, strconv.Itoa, an
		// int input) is converted back to one, through a plain local, an output
		// (secret, unsecret), an object's property, an index expression and
		// element() (fuzz seed 9930).
		mixed := []float64{3.0, 1000.0, 2.5}
		held := pulumi.Unsecret(pulumi.ToSecret(pulumi.Float64Array{pulumi.Float64(4.0), pulumi.Float64(0.5)}).(pulumi.Float64ArrayOutput)).(pulumi.Float64ArrayOutput)
		nested := map[string]interface{}{"pair": []float64{6.0, 1.5}}
		count, err := random.NewRandomInteger(ctx, "count", &random.RandomIntegerArgs{
			Min: pulumi.Int(int(mixed[0])),
			Max: held.ApplyT(func(held2 []float64) (int, error) {
				return int(mixed[0]) * (int(mixed[0]) + int(held2[0])), nil
			}).(pulumi.IntOutput),
		})
		if err != nil {
			return err
		}
		_, err = ec2.NewAmi(ctx, "image", &ec2.AmiArgs{
			Name: pulumi.String(fmt.Sprintf("image-%v", int(mixed[0])*int(mixed[0]))),
			RootDeviceName: pulumi.Sprintf("%v", held.ApplyT(func(held2 []float64) (int, error) {
				return int(held2[0]) * (int(held2[0]) * int(held2[0])), nil
			}).(pulumi.IntOutput)),
			KernelId:  pulumi.String(fmt.Sprintf("%v-%v", int(fromJSON[[]float64](nested["pair"])[0])%4, int([]float64{7.0, 0.5}[0])*2)),
			RamdiskId: pulumi.String(fmt.Sprintf("%v-%v-%v", int(mixed[0])+1, numberText(mixed[1]/8.0), numberText(mixed[2]))),
			EbsBlockDevices: ec2.AmiEbsBlockDeviceArray{&ec2.AmiEbsBlockDeviceArgs{
				DeviceName: pulumi.Sprintf("/dev/sd%v", held.ApplyT(func(held2 []float64) (int, error) {
					return int(held2[0]), nil
				}).(pulumi.IntOutput)),
				VolumeSize: held.ApplyT(func(held2 []float64) (int, error) {
					return int(held2[0]) * 2, nil
				}).(pulumi.IntOutput),
				Iops: pulumi.Int(int(fromJSON[[]float64](nested["pair"])[0])),
			}},
		})
		if err != nil {
			return err
		}
		ctx.Export("products", pulumi.Array{
			pulumi.Int(int(mixed[0]) * 2),
			held.ApplyT(func(held2 []float64) (int, error) {
				return int(held2[0]) * 3, nil
			}).(pulumi.IntOutput),
			pulumi.Int(int(fromJSON[[]float64](nested["pair"])[0]) * 4),
			held.ApplyT(func(held2 []float64) (float64, error) {
				return held2[1] * 2.0, nil
			}).(pulumi.Float64Output),
		})
		ctx.Export("count", count.Max)
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
