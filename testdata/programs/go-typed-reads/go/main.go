package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/autoscaling"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Values Go holds in another type than the one read: an int among numbers
		// (held as a float64), an element of a map of outputs of different types
		// (a pulumi.Input), a map of ints made a schema object with a bool
		// property, a secret object given a component's object input, and an
		// attribute read two ways in one condition.
		var sizes map[string]interface{}
		if err := cfg.TryObject("sizes", &sizes); errors.Is(err, config.ErrMissingVar) {
			sizes = map[string]interface{}{
				"name":  "n",
				"inner": map[string]float64{"low": 0.5, "count": 3.0},
			}
		} else if err != nil {
			return err
		} else {
			if v, ok := sizes["inner"]; ok && v != nil {
				sizes["inner"] = fromJSON[map[string]float64](v)
			}
		}
		var secretSizesPlain map[string]float64
		if err := cfg.TryObject("secretSizes", &secretSizesPlain); errors.Is(err, config.ErrMissingVar) {
			secretSizesPlain = map[string]float64{"low": 0.5, "count": 2.0}
		} else if err != nil {
			return err
		}
		secretSizes := pulumi.ToSecret(pulumi.ToFloat64Map(secretSizesPlain)).(pulumi.Float64MapOutput)
		var flags map[string]bool
		if err := cfg.TryObject("flags", &flags); errors.Is(err, config.ErrMissingVar) {
			flags = map[string]bool{"echo": true}
		} else if err != nil {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(int(fromJSON[map[string]float64](sizes["inner"])["count"]))})
		if err != nil {
			return err
		}
		mixed := pulumi.Map{"id": pet.ID().ToStringOutput(), "length": pet.Length}
		_, err = random.NewRandomPet(ctx, "picked", &random.RandomPetArgs{
			Prefix: func() pulumi.StringInput {
				m := mixed
				if v, ok := m["id"]; ok {
					return v.(pulumi.StringInput)
				}
				return pulumi.String("none")
			}().ToStringOutput(),
			Separator: func() pulumi.StringInput {
				m := mixed
				if v, ok := m["missing"]; ok {
					return v.(pulumi.StringInput)
				}
				return pulumi.String("-")
			}().ToStringOutput(),
		})
		if err != nil {
			return err
		}
		_, err = autoscaling.NewPolicy(ctx, "policy", &autoscaling.PolicyArgs{
			AutoscalingGroupName: pulumi.String("group"),
			TargetTrackingConfiguration: pulumi.ToSecret(pulumi.Float64Map{"targetValue": pulumi.Float64(float64(int(fromJSON[map[string]float64](sizes["inner"])["count"])))}).(pulumi.Float64MapOutput).ApplyT(func(v map[string]float64) autoscaling.PolicyTargetTrackingConfiguration {
				return func() autoscaling.PolicyTargetTrackingConfiguration {
					v2 := v
					result := autoscaling.PolicyTargetTrackingConfiguration{}
					if x, ok := v2["targetValue"]; ok {
						result.TargetValue = x
					}
					return result
				}()
			}).(autoscaling.PolicyTargetTrackingConfigurationOutput),
		})
		if err != nil {
			return err
		}
		settings, err := NewSettings(ctx, "settings", &SettingsArgs{Limits: pulumi.ToSecret(pulumi.Map{"tango": pulumi.Float64(float64(int(fromJSON[map[string]float64](sizes["inner"])["count"])))}).(pulumi.MapOutput)})
		if err != nil {
			return err
		}
		ctx.Export("count", pulumi.Int(int(fromJSON[map[string]float64](sizes["inner"])["count"])*2))
		ctx.Export("secretCount", pulumi.Sprintf("%v", secretSizes.ApplyT(func(secretSizes2 map[string]float64) (int, error) {
			return int(secretSizes2["count"]), nil
		}).(pulumi.IntOutput)))
		ctx.Export("echoed", pulumi.Bool(flags["echo"]))
		ctx.Export("tango", settings.Tango)
		step := 4
		if param, err := cfg.TryInt("step"); err == nil {
			step = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		numbers := map[string]interface{}{
			"inner": map[string]float64{"low": 0.5, "count": float64(step)},
			"name":  "n",
		}
		ctx.Export("stepped", pulumi.Float64(float64(int(fromJSON[map[string]float64](numbers["inner"])["count"]))+fromJSON[map[string]float64](numbers["inner"])["low"]))
		chosen := func() map[string]interface{} {
			if flags["echo"] {
				return map[string]interface{}{"lima": map[string]float64{"juliet": 7.0, "sierra": -2.75, "yankee": 6.0}}
			}
			return map[string]interface{}{"lima": map[string]float64{
				"juliet": 2147483648.0,
				"sierra": float64(step),
				"yankee": float64(step),
			}}
		}()
		ctx.Export("chosen", pulumi.Int(int(fromJSON[map[string]float64](chosen["lima"])["yankee"])+1))
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
