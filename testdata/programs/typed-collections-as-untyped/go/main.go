package main

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Typed collections (a map of strings, a list of strings, a map of maps)
		// where a value of any element type is taken: a branch of a conditional
		// whose other branch is an object of other attributes or a tuple of mixed
		// elements, which Go holds as a map[string]interface{} or []interface{}.
		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		nameVar := "j"
		if param, err := cfg.Try("name"); err == nil {
			nameVar = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		tags := map[string]string{"x-y": nameVar}
		names := []string{nameVar, "b"}
		nested := map[string]interface{}{"inner": tags}
		ctx.Export("count", pulumi.Int(len(func() map[string]interface{} {
			if flag {
				return fromJSON[map[string]interface{}](tags)
			}
			return map[string]interface{}{}
		}())))
		ctx.Export("chosen", pulumi.ToMap(func() map[string]interface{} {
			if flag {
				return fromJSON[map[string]interface{}](tags)
			}
			return map[string]interface{}{"other": nil}
		}()))
		ctx.Export("notChosen", pulumi.ToMap(func() map[string]interface{} {
			if !flag {
				return fromJSON[map[string]interface{}](tags)
			}
			return map[string]interface{}{"other": nil, "more": pulumi.IntRef(2)}
		}()))
		ctx.Export("listChosen", pulumi.ToStringArray(func() []string {
			if flag {
				return names
			}
			return []string{"1", "a"}
		}()))
		ctx.Export("nestedChosen", pulumi.ToMap(func() map[string]interface{} {
			if flag {
				return nested
			}
			return map[string]interface{}{"b": map[string]int{"c": 1}}
		}()))
		ctx.Export("lengths", pulumi.Array{
			pulumi.Int(len(func() []string {
				if flag {
					return names
				}
				return []string{"true", "x", "3"}
			}())),
			pulumi.Int(len(func() map[string]interface{} {
				if !flag {
					return fromJSON[map[string]interface{}](tags)
				}
				return map[string]interface{}{"a": pulumi.IntRef(1), "b": pulumi.StringRef("c")}
			}())),
		})
		return nil
	})
}

// fromJSON converts a value read from JSON config into T; a value that is
// not a T (7.5 for an int) is an error.
func fromJSON[T any](v interface{}) T {
	var t T
	data, err := json.Marshal(v)
	if err == nil {
		err = json.Unmarshal(data, &t)
	}
	if err != nil {
		panic(fmt.Errorf("reading config: %w", err))
	}
	return t
}
