package main

import (
	"errors"
	"reflect"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Optional properties of a secret object config, which Python holds as an
		// output of a dict: read in an apply, None where the dict lacks the key.
		var settingsPlain map[string]interface{}
		if err := cfg.TryObject("settings", &settingsPlain); errors.Is(err, config.ErrMissingVar) {
			settingsPlain = map[string]interface{}{"enabled": true, "label": pulumi.StringRef("named")}
		} else if err != nil {
			return err
		}
		settings := pulumi.ToSecret(pulumi.ToMap(settingsPlain)).(pulumi.MapOutput)
		_, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{
			Prefix: settings.ApplyT(func(settings2 map[string]interface{}) (*string, error) {
				return optionalValue[string](settings2["label"]), nil
			}).(pulumi.StringPtrOutput),
			Separator: settings.ApplyT(func(settings2 map[string]interface{}) (*string, error) {
				return optionalValue[string](settings2["suffix"]), nil
			}).(pulumi.StringPtrOutput),
		})
		if err != nil {
			return err
		}
		ctx.Export("label", settings.ApplyT(func(settings2 map[string]interface{}) (*string, error) {
			return optionalValue[string](settings2["label"]), nil
		}).(pulumi.StringPtrOutput))
		return nil
	})
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
