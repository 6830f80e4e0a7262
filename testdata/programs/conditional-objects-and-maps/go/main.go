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
		flag := false
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{
			Inputs:  pulumi.StringArray{pulumi.String("a")},
			Keepers: pulumi.StringMap{"a": pulumi.String("b")},
		})
		if err != nil {
			return err
		}
		_, err = random.NewRandomString(ctx, "compared", &random.RandomStringArgs{
			Length: pulumi.Int(4),
			Keepers: func() pulumi.StringMapOutput {
				if bothNull(map[string]bool{"k": true}, map[string]bool{"b": flag}) {
					return pulumi.ToOutput(map[string]string{"Key": "x"}).(pulumi.StringMapOutput)
				}
				return shuffle.Keepers
			}(),
		})
		if err != nil {
			return err
		}
		_, err = random.NewRandomString(ctx, "chosen", &random.RandomStringArgs{
			Length: pulumi.Int(4),
			Keepers: func() pulumi.StringMapOutput {
				if flag {
					return pulumi.ToOutput(map[string]string{"Key": "x"}).(pulumi.StringMapOutput)
				}
				return shuffle.Keepers
			}(),
		})
		if err != nil {
			return err
		}
		_, err = random.NewRandomString(ctx, "eventual", &random.RandomStringArgs{
			Length: pulumi.Int(4),
			Keepers: pulumi.All(shuffle.Results, shuffle.Keepers).ApplyT(func(resolved []interface{}) (map[string]string, error) {
				results := resolved[0].([]string)
				keepers := resolved[1].(map[string]string)
				return func() map[string]string {
					if results[0] == "a" {
						return map[string]string{"Key": "x"}
					}
					return keepers
				}(), nil
			}).(pulumi.StringMapOutput),
		})
		if err != nil {
			return err
		}
		_, err = random.NewRandomString(ctx, "constant", &random.RandomStringArgs{
			Length: pulumi.Int(4),
			Keepers: func() pulumi.StringMapOutput {
				if false {
					return pulumi.ToOutput(map[string]string{"a.b": "true", "x-y": "100%"}).(pulumi.StringMapOutput)
				}
				return shuffle.Keepers
			}(),
		})
		if err != nil {
			return err
		}
		return nil
	})
}

// bothNull reports whether a and b are both null, the only way values of
// different types (a number and a string, a list and a map) are equal in
// PCL, which compares values without converting them.
func bothNull(a, b interface{}) bool {
	for _, v := range []interface{}{a, b} {
		r := reflect.ValueOf(v)
		switch r.Kind() {
		case reflect.Invalid:
		case reflect.Pointer, reflect.Interface, reflect.Map, reflect.Slice:
			if !r.IsNil() {
				return false
			}
		default:
			return false
		}
	}
	return true
}
