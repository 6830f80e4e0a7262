package main

import (
	"errors"
	"fmt"
	"reflect"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		var victorPlain []map[string]*string
		if err := cfg.TryObject("victor", &victorPlain); errors.Is(err, config.ErrMissingVar) {
			victorPlain = []map[string]*string{
				{"Key": nil},
				{"x-y": pulumi.StringRef("unicodé ✓")},
				{"beta": pulumi.StringRef("b-2"), "with space": nil},
			}
		} else if err != nil {
			return err
		}
		victor := pulumi.ToSecret(pulumi.ToArray(interfaces(victorPlain))).(pulumi.ArrayOutput)
		var plain []map[string]*string
		if err := cfg.TryObject("plain", &plain); errors.Is(err, config.ErrMissingVar) {
			plain = []map[string]*string{{"Key": nil}}
		} else if err != nil {
			return err
		}
		ctx.Export("whole", victor)
		ctx.Export("first", victor.ApplyT(func(v []interface{}) (*string, error) {
			victor2 := resolvedAs[[]map[string]*string](v)
			return mustGet(victor2[1], "x-y"), nil
		}).(pulumi.StringPtrOutput))
		ctx.Export("keys", victor.ApplyT(func(v []interface{}) ([]int, error) {
			victor2 := resolvedAs[[]map[string]*string](v)
			return func() []int {
				result := []int{}
				for _, m := range victor2 {
					result = append(result, len(m))
				}
				return result
			}(), nil
		}).(pulumi.IntArrayOutput))
		ctx.Export("plainWhole", pulumi.Any(plain))
		var lsPlain []*string
		if err := cfg.TryObject("ls", &lsPlain); errors.Is(err, config.ErrMissingVar) {
			lsPlain = []*string{pulumi.StringRef("a"), nil}
		} else if err != nil {
			return err
		}
		ls := pulumi.ToSecret(func() pulumi.ArrayInput {
			v := lsPlain
			if v == nil {
				return nil
			}
			result := pulumi.Array{}
			for _, x := range v {
				result = append(result, stringInput(x))
			}
			return result
		}()).(pulumi.ArrayOutput)
		var msPlain map[string][]*float64
		if err := cfg.TryObject("ms", &msPlain); errors.Is(err, config.ErrMissingVar) {
			msPlain = map[string][]*float64{"a": {pulumi.Float64Ref(1.0), nil}}
		} else if err != nil {
			return err
		}
		ms := pulumi.ToSecret(pulumi.ToMap(interfaceMap(msPlain))).(pulumi.MapOutput)
		var olPlain []map[string]*string
		if err := cfg.TryObject("ol", &olPlain); err != nil && !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		ol := pulumi.ToSecret(func() pulumi.ArrayInput {
			if olPlain == nil {
				return pulumi.Any(nil).ApplyT(func(interface{}) []interface{} {
					return nil
				}).(pulumi.ArrayOutput)
			}
			return func() pulumi.ArrayInput {
				v := olPlain
				if v == nil {
					return nil
				}
				return pulumi.ToArray(interfaces(v))
			}()
		}()).(pulumi.ArrayOutput)
		ctx.Export("ls", ls)
		ctx.Export("ms", ms)
		ctx.Export("ol", ol)
		var nullListPlain []string
		if err := cfg.TryObject("nullList", &nullListPlain); err != nil && !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		nullList := pulumi.ToSecret(func() pulumi.StringArrayInput {
			if nullListPlain == nil {
				return pulumi.Any(nil).ApplyT(func(interface{}) []string {
					return nil
				}).(pulumi.StringArrayOutput)
			}
			return pulumi.ToOutput(nullListPlain).(pulumi.StringArrayOutput)
		}()).(pulumi.StringArrayOutput)
		ctx.Export("nullList", nullList)
		return nil
	})
}

// interfaceMap returns the elements of v, a map of optional values or of
// collections, as the map[string]interface{} a pulumi.MapOutput holds.
func interfaceMap[T any](v map[string]T) map[string]interface{} {
	if v == nil {
		return nil
	}
	result := make(map[string]interface{}, len(v))
	for k, x := range v {
		result[k] = x
	}
	return result
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

// mustGet returns m[key]; a key the map does not hold is an error, as in
// PCL.
func mustGet[V any](m map[string]V, key string) V {
	v, ok := m[key]
	if !ok {
		panic(fmt.Sprintf("the map has no element for the key %q", key))
	}
	return v
}

// resolvedAs returns v, the value a pulumi.Array or pulumi.Map of inputs
// resolved to ([]interface{} and map[string]interface{} at any depth), as
// the plain Go value of type T it holds.
func resolvedAs[T any](v interface{}) T {
	if x, ok := v.(T); ok {
		return x
	}
	var x T
	to := reflect.TypeOf(&x).Elem()
	return resolvedValue(reflect.ValueOf(v), to).Interface().(T)
}

// resolvedValue converts v to a value of type to: collections element by
// element.
func resolvedValue(v reflect.Value, to reflect.Type) reflect.Value {
	if v.IsValid() && v.Kind() == reflect.Interface {
		v = v.Elem()
	}
	if !v.IsValid() {
		return reflect.Zero(to)
	}
	if v.Type().AssignableTo(to) {
		return v
	}
	switch {
	case to.Kind() == reflect.Slice && v.Kind() == reflect.Slice:
		if v.IsNil() {
			return reflect.Zero(to)
		}
		result := reflect.MakeSlice(to, v.Len(), v.Len())
		for i := 0; i < v.Len(); i++ {
			result.Index(i).Set(resolvedValue(v.Index(i), to.Elem()))
		}
		return result
	case to.Kind() == reflect.Map && v.Kind() == reflect.Map:
		if v.IsNil() {
			return reflect.Zero(to)
		}
		result := reflect.MakeMapWithSize(to, v.Len())
		for _, k := range v.MapKeys() {
			result.SetMapIndex(k.Convert(to.Key()), resolvedValue(v.MapIndex(k), to.Elem()))
		}
		return result
	case to.Kind() == reflect.Pointer && v.Kind() == reflect.Pointer && v.IsNil():
		return reflect.Zero(to)
	case to.Kind() == reflect.Pointer:
		result := reflect.New(to.Elem())
		result.Elem().Set(resolvedValue(v, to.Elem()))
		return result
	case v.Kind() == reflect.Pointer:
		if v.IsNil() {
			panic("a null value is given where a value is required")
		}
		return resolvedValue(v.Elem(), to)
	}
	return v.Convert(to)
}

// stringInput returns *v as an input, nil (no value) when v is nil: a null
// given to an input leaves it unset, as in PCL.
func stringInput(v *string) pulumi.StringInput {
	if v == nil {
		return nil
	}
	return pulumi.String(*v)
}
