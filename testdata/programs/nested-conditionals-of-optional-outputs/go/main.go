package main

import (
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

		// Conditionals of optional outputs (an optional int, an optional string)
		// inside conditionals whose other branch has another type: Go holds such a
		// conditional as a value of any type, which must hold the optional's value,
		// not a pointer to it.
		papa := false
		if param, err := cfg.TryBool("papa"); err == nil {
			papa = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		echo, err := random.NewRandomShuffle(ctx, "echo", &random.RandomShuffleArgs{
			Inputs:      pulumi.StringArray{pulumi.String("a")},
			ResultCount: pulumi.Int(7),
		})
		if err != nil {
			return err
		}
		image, err := ec2.NewAmi(ctx, "image", &ec2.AmiArgs{Name: pulumi.String("image")})
		if err != nil {
			return err
		}
		_, err = random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Prefix: pulumi.Sprintf("a%v", func() pulumi.AnyOutput {
			if papa {
				return func() pulumi.Float64PtrOutput {
					if papa {
						return pulumi.ToOutput(pulumi.Float64Ref(-2.75)).(pulumi.Float64PtrOutput)
					}
					return echo.ResultCount.ApplyT(func(resultCount *int) (*float64, error) {
						return optionalFloat(resultCount), nil
					}).(pulumi.Float64PtrOutput)
				}().ApplyT(func(v *float64) interface{} {
					return pointee(v)
				}).(pulumi.AnyOutput)
			}
			return echo.ResultCount.ApplyT(func(v *int) interface{} {
				return pointee(v)
			}).(pulumi.AnyOutput)
		}().ApplyT(dynamicString).(pulumi.StringOutput))})
		if err != nil {
			return err
		}
		ctx.Export("chosenNumber", func() pulumi.AnyOutput {
			if papa {
				return func() pulumi.Float64PtrOutput {
					if papa {
						return pulumi.ToOutput(pulumi.Float64Ref(-2.75)).(pulumi.Float64PtrOutput)
					}
					return echo.ResultCount.ApplyT(func(resultCount *int) (*float64, error) {
						return optionalFloat(resultCount), nil
					}).(pulumi.Float64PtrOutput)
				}().ApplyT(func(v *float64) interface{} {
					return pointee(v)
				}).(pulumi.AnyOutput)
			}
			return echo.ResultCount.ApplyT(func(v *int) interface{} {
				return pointee(v)
			}).(pulumi.AnyOutput)
		}())
		ctx.Export("chosenText", pulumi.Sprintf("b%v", func() pulumi.AnyOutput {
			if !papa {
				return func() pulumi.AnyOutput {
					if papa {
						return pulumi.Any(1)
					}
					return image.RamdiskId.ApplyT(func(v *string) interface{} {
						return pointee(v)
					}).(pulumi.AnyOutput)
				}()
			}
			return image.KernelId.ApplyT(func(v *string) interface{} {
				return pointee(v)
			}).(pulumi.AnyOutput)
		}().ApplyT(dynamicString).(pulumi.StringOutput)))
		ctx.Export("compared", func() pulumi.AnyOutput {
			if papa {
				return func() pulumi.Float64PtrOutput {
					if papa {
						return pulumi.ToOutput(pulumi.Float64Ref(1.5)).(pulumi.Float64PtrOutput)
					}
					return echo.ResultCount.ApplyT(func(resultCount *int) (*float64, error) {
						return optionalFloat(resultCount), nil
					}).(pulumi.Float64PtrOutput)
				}().ApplyT(func(v *float64) interface{} {
					return pointee(v)
				}).(pulumi.AnyOutput)
			}
			return echo.ResultCount.ApplyT(func(v *int) interface{} {
				return pointee(v)
			}).(pulumi.AnyOutput)
		}().ApplyT(func(value interface{}) (bool, error) {
			return equalValues(value, 7), nil
		}).(pulumi.BoolOutput))
		ctx.Export("listed", pulumi.Array{func() pulumi.StringPtrOutput {
			if papa {
				return pulumi.ToOutput(pulumi.StringRef("x")).(pulumi.StringPtrOutput)
			}
			return func() pulumi.StringPtrOutput {
				if papa {
					return pulumi.ToOutput(pulumi.StringRef("2")).(pulumi.StringPtrOutput)
				}
				return echo.ResultCount.ApplyT(func(resultCount *int) (*string, error) {
					return convertOptional(resultCount, strconv.Itoa), nil
				}).(pulumi.StringPtrOutput)
			}()
		}()})
		return nil
	})
}

// convertOptional returns convert(*v), nil when v is nil: an optional value
// converted where an optional value of another type is taken keeps null.
func convertOptional[T, U any](v *T, convert func(T) U) *U {
	if v == nil {
		return nil
	}
	u := convert(*v)
	return &u
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

// equalValues reports whether a and b are equal as PCL's == compares
// them: lists, maps and objects by their elements (a property whose value
// is null as one the object lacks), numbers by value whether ints or not,
// and null equal to null only.
func equalValues(a, b interface{}) bool {
	x, y := reflect.ValueOf(a), reflect.ValueOf(b)
	if k := x.Kind(); k == reflect.Pointer || k == reflect.Interface {
		if x.IsNil() {
			return equalValues(nil, b)
		}
		return equalValues(x.Elem().Interface(), b)
	}
	if k := y.Kind(); k == reflect.Pointer || k == reflect.Interface {
		if y.IsNil() {
			return equalValues(a, nil)
		}
		return equalValues(a, y.Elem().Interface())
	}
	if !x.IsValid() || !y.IsValid() {
		return x.IsValid() == y.IsValid()
	}
	// The entries of a map, or of an object held as an SDK's struct by
	// the names of its properties, but those whose values are null: an
	// object's unset property is one it lacks.
	entries := func(v reflect.Value) map[string]interface{} {
		null := func(e reflect.Value) bool {
			switch e.Kind() {
			case reflect.Invalid:
				return true
			case reflect.Pointer, reflect.Interface, reflect.Map, reflect.Slice:
				return e.IsNil()
			}
			return false
		}
		out := map[string]interface{}{}
		switch v.Kind() {
		case reflect.Map:
			if v.Type().Key().Kind() != reflect.String {
				return nil
			}
			for _, k := range v.MapKeys() {
				if e := v.MapIndex(k); !null(e) {
					out[k.String()] = e.Interface()
				}
			}
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				field := v.Type().Field(i)
				name, _, _ := strings.Cut(field.Tag.Get("pulumi"), ",")
				if name == "" {
					name = field.Name
				}
				if e := v.Field(i); field.IsExported() && !null(e) {
					out[name] = e.Interface()
				}
			}
		default:
			return nil
		}
		return out
	}
	number := func(v reflect.Value) (float64, bool) {
		switch {
		case v.CanInt():
			return float64(v.Int()), true
		case v.CanFloat():
			return v.Float(), true
		}
		return 0, false
	}
	switch x.Kind() {
	case reflect.Slice, reflect.Array:
		if (y.Kind() != reflect.Slice && y.Kind() != reflect.Array) || x.Len() != y.Len() {
			return false
		}
		for i := 0; i < x.Len(); i++ {
			if !equalValues(x.Index(i).Interface(), y.Index(i).Interface()) {
				return false
			}
		}
		return true
	case reflect.Map, reflect.Struct:
		m, n := entries(x), entries(y)
		if m == nil || n == nil || len(m) != len(n) {
			return false
		}
		for k, v := range m {
			w, ok := n[k]
			if !ok || !equalValues(v, w) {
				return false
			}
		}
		return true
	case reflect.String:
		return y.Kind() == reflect.String && x.String() == y.String()
	case reflect.Bool:
		return y.Kind() == reflect.Bool && x.Bool() == y.Bool()
	}
	m, xNumber := number(x)
	n, yNumber := number(y)
	if x.CanInt() && y.CanInt() {
		return x.Int() == y.Int()
	}
	return xNumber && yNumber && m == n
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

// optionalFloat returns *v as a number, nil when v is nil: an optional int
// where an optional number is taken.
func optionalFloat(v *int) *float64 {
	if v == nil {
		return nil
	}
	f := float64(*v)
	return &f
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
