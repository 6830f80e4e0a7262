package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Conditionals of a plain condition choosing between a collection that
		// holds outputs ([pet.id, "x"]) and an output of a collection, given to
		// inputs of resources and invokes: each branch is an output of the
		// collection, whatever its elements were.
		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		image, err := ec2.NewAmi(ctx, "image", &ec2.AmiArgs{
			Name:       pulumi.String("img"),
			TpmSupport: pulumi.String("v2.0"),
		})
		if err != nil {
			return err
		}
		shuffled, err := random.NewRandomShuffle(ctx, "shuffled", &random.RandomShuffleArgs{
			Inputs: func() pulumi.StringArrayOutput {
				if flag {
					return pulumi.StringArray{pet.ID(), pulumi.String("a")}.ToStringArrayOutput()
				}
				return pet.ID().ToStringOutput().ApplyT(func(id string) ([]string, error) {
					return strings.Split(id, ","), nil
				}).(pulumi.StringArrayOutput)
			}(),
			Keepers: func() pulumi.StringMap {
				if !flag {
					return pulumi.StringMap{"k": pulumi.String("v")}
				}
				return pulumi.StringMap{"k": pet.ID()}
			}(),
		})
		if err != nil {
			return err
		}
		found := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{Owners: func() pulumi.ArrayOutput {
			if flag {
				return pulumi.Array{image.TpmSupport, pulumi.String("self")}.ToArrayOutput()
			}
			return image.Name.ApplyT(func(name2 string) ([]string, error) {
				return strings.Split(name2, ","), nil
			}).(pulumi.StringArrayOutput).ApplyT(func(v []string) []interface{} {
				return interfaces(fromJSON[[]*string](v))
			}).(pulumi.ArrayOutput)
		}().ApplyT(presentValues[string]).(pulumi.StringArrayOutput)})
		picked := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{Owners: func() pulumi.ArrayOutput {
			if func() (ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				_ = func() interface{} {
					panic("nope")
				}()
				return true
			}() {
				return pulumi.Array{image.TpmSupport, pulumi.String("self")}.ToArrayOutput()
			}
			return image.ImageLocation.ApplyT(func(imageLocation string) ([]string, error) {
				return strings.Split(imageLocation, ","), nil
			}).(pulumi.StringArrayOutput).ApplyT(func(v []string) []interface{} {
				return interfaces(fromJSON[[]*string](v))
			}).(pulumi.ArrayOutput)
		}().ApplyT(presentValues[string]).(pulumi.StringArrayOutput)})
		ctx.Export("results", pulumi.Array{
			shuffled.Results,
			found.ApplyT(func(found2 ec2.LookupAmiResult) (string, error) {
				return found2.Id, nil
			}).(pulumi.StringOutput),
			picked.ApplyT(func(picked2 ec2.LookupAmiResult) (string, error) {
				return picked2.Id, nil
			}).(pulumi.StringOutput),
		})
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

// interfaces returns the elements of v, a list of optional values or of
// collections, as the []interface{} a pulumi.ArrayOutput holds.
func interfaces[T any](v []T) []interface{} {
	if v == nil {
		return nil
	}
	result := make([]interface{}, len(v))
	for i, x := range v {
		result[i] = x
	}
	return result
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

// presentValues returns the elements of v, a resolved pulumi.Array of
// optional values, as values of type T: a null element is an error, as
// PCL's conversion to a list of values makes it.
func presentValues[T any](v []interface{}) []T {
	result := make([]T, len(v))
	for i, x := range v {
		p := optionalValue[T](x)
		if p == nil {
			panic("a null element cannot be converted to a value of a list that holds no nulls")
		}
		result[i] = *p
	}
	return result
}
