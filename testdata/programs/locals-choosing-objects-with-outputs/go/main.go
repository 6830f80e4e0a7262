package main

import (
	"errors"
	"maps"
	"reflect"
	"slices"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/s3"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Locals that choose between objects of different keys, some holding
		// outputs, given to map inputs and read by key.

		flag := false
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		bucket, err := s3.NewBucket(ctx, "bucket", nil)
		if err != nil {
			return err
		}
		orEmpty := func() pulumi.Map {
			if flag {
				return pulumi.Map{"x-y": bucket.Arn}
			}
			return pulumi.Map{}
		}()
		differentKeys := func() pulumi.Map {
			if !flag {
				return pulumi.Map{"arn": bucket.Arn, "id": bucket.ID().ToStringOutput()}
			}
			return pulumi.Map{"name": pulumi.String("plain")}
		}()
		plainChoice := func() map[string]interface{} {
			if !flag {
				return map[string]interface{}{"a": pulumi.StringRef("x")}
			}
			return map[string]interface{}{"b": pulumi.StringRef("y")}
		}()
		nested := func() pulumi.Map {
			if flag {
				return pulumi.Map{"a": bucket.Arn}
			}
			return func() pulumi.Map {
				if !flag {
					return pulumi.Map{"b": pulumi.String("plain")}
				}
				return pulumi.Map{}
			}()
		}()
		_, err = random.NewRandomId(ctx, "fromEmpty", &random.RandomIdArgs{
			ByteLength: pulumi.Int(4),
			Keepers: func() pulumi.StringMap {
				result := pulumi.StringMap{}
				collection := orEmpty
				for _, key := range slices.Sorted(maps.Keys(collection)) {
					value := func() pulumi.StringPtrInput {
						if collection[key] == nil {
							return pulumi.Any(nil).ApplyT(func(interface{}) *string {
								return nil
							}).(pulumi.StringPtrOutput)
						}
						return collection[key].(pulumi.StringPtrInput)
					}()
					result[key] = stringElem(value.ToStringPtrOutput())
				}
				return result
			}(),
		})
		if err != nil {
			return err
		}
		_, err = random.NewRandomShuffle(ctx, "fromKeys", &random.RandomShuffleArgs{
			Inputs: pulumi.StringArray{
				stringElem(func() pulumi.StringPtrOutput {
					if func() bool {
						_, ok := differentKeys["name"]
						return ok
					}() {
						return differentKeys["name"].(pulumi.StringPtrInput).ToStringPtrOutput()
					}
					return pulumi.ToOutput(pulumi.StringRef("none")).(pulumi.StringPtrOutput)
				}()),
				stringElem(differentKeys["arn"].(pulumi.StringPtrInput).ToStringPtrOutput()),
			},
			Keepers: func() pulumi.StringMap {
				result := pulumi.StringMap{}
				collection := differentKeys
				for _, key := range slices.Sorted(maps.Keys(collection)) {
					value := func() pulumi.StringPtrInput {
						if collection[key] == nil {
							return pulumi.Any(nil).ApplyT(func(interface{}) *string {
								return nil
							}).(pulumi.StringPtrOutput)
						}
						return collection[key].(pulumi.StringPtrInput)
					}()
					result[key] = stringElem(value.ToStringPtrOutput())
				}
				return result
			}(),
		})
		if err != nil {
			return err
		}
		_, err = random.NewRandomString(ctx, "fromNested", &random.RandomStringArgs{
			Length: pulumi.Int(6),
			Keepers: func() pulumi.StringMap {
				result := pulumi.StringMap{}
				collection := nested
				for _, key := range slices.Sorted(maps.Keys(collection)) {
					value := func() pulumi.StringPtrInput {
						if collection[key] == nil {
							return pulumi.Any(nil).ApplyT(func(interface{}) *string {
								return nil
							}).(pulumi.StringPtrOutput)
						}
						return collection[key].(pulumi.StringPtrInput)
					}()
					result[key] = stringElem(value.ToStringPtrOutput())
				}
				return result
			}(),
		})
		if err != nil {
			return err
		}
		ctx.Export("read", pulumi.Map{
			"arn": differentKeys["arn"].(pulumi.StringPtrInput).ToStringPtrOutput(),
			"missing": func() pulumi.StringPtrOutput {
				if func() bool {
					_, ok := orEmpty["x-y"]
					return ok
				}() {
					return orEmpty["x-y"].(pulumi.StringPtrInput).ToStringPtrOutput()
				}
				return pulumi.ToOutput(pulumi.StringRef("missing")).(pulumi.StringPtrOutput)
			}(),
			"count": pulumi.Int(len(nested)),
			"plain": pulumi.StringPtrFromPtr(optionalValue[string](func() interface{} {
				v, ok := plainChoice["a"]
				if !ok {
					panic("missing key a")
				}
				return v
			}())),
			"plainMissing": pulumi.StringPtrFromPtr(func() *string {
				if v, ok := func() (v *string, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return optionalValue[string](func() interface{} {
						v2, ok2 := plainChoice["b"]
						if !ok2 {
							panic("missing key b")
						}
						return v2
					}()), true
				}(); ok {
					return v
				}
				return pulumi.StringRef("none")
			}()),
		})

		// A nested choice whose inner branches hold plain values where the outer
		// choice holds an output (fuzz seed 85088).
		mixedNested := func() pulumi.Map {
			if !flag {
				return func() pulumi.Map {
					if flag {
						return pulumi.Map{"n": pulumi.Int(1)}
					}
					return pulumi.Map{"n": pulumi.Int(2), "m": pulumi.String("x")}
				}()
			}
			return pulumi.Map{"n": pulumi.Unsecret(pulumi.ToSecret(pulumi.Int(4)).(pulumi.IntOutput)).(pulumi.IntOutput)}
		}()
		ctx.Export("mixedNested", mixedNested["n"].(pulumi.IntInput).ToIntOutput().ApplyT(func(n int) (int, error) {
			return n + 1, nil
		}).(pulumi.IntOutput))
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

// stringElem returns the value of o as an input whose value is null (no
// value) where o's is nil: a null given to an input leaves it unset, as in
// PCL.
func stringElem(o pulumi.StringPtrOutput) pulumi.StringOutput {
	// The output's value is the string itself, which applies and
	// pulumi.ToSecret read, or nil, which the SDK sends as no value.
	return pulumi.StringOutput{OutputState: o.ApplyT(func(v *string) interface{} {
		if v == nil {
			return nil
		}
		return *v
	}).(pulumi.AnyOutput).OutputState}
}
