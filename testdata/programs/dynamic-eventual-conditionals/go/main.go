package main

import (
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Conditionals of a dynamic branch (a lookup in an empty map gives its
		// default as a value of any type) and an output branch: dynamic is the top
		// of unification, but the conditional may give the output, so it is typed
		// as an output of a dynamic value (fuzz seed 9566: Go read the output as a
		// plain string and failed at run time).

		kilo := "k"
		if param, err := cfg.Try("kilo"); err == nil {
			kilo = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pick := false
		if param, err := cfg.TryBool("pick"); err == nil {
			pick = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pw, err := random.NewRandomString(ctx, "pw", &random.RandomStringArgs{Length: pulumi.Int(3)})
		if err != nil {
			return err
		}

		// As an input, inside a call over a list.
		_, err = random.NewRandomString(ctx, "input", &random.RandomStringArgs{
			Length: pulumi.Int(3),
			OverrideSpecial: func() pulumi.AnyOutput {
				if dynamicBool(func() interface{} {
					if v, ok := func() (v interface{}, ok bool) {
						defer func() {
							if recover() != nil {
								ok = false
							}
						}()
						return func() interface{} {
							panic("not here")
						}(), true
					}(); ok {
						return v
					}
					return false
				}()) {
					return pulumi.Any(func() interface{} {
						if v, ok := map[string]interface{}{}["100%"]; ok {
							return v
						}
						return kilo
					}())
				}
				return pw.Result.ApplyT(func(result string) (string, error) {
					return func() string {
						if v, ok := func() (v string, ok bool) {
							defer func() {
								if recover() != nil {
									ok = false
								}
							}()
							return result, true
						}(); ok {
							return v
						}
						return "100%"
					}(), nil
				}).(pulumi.StringOutput).ApplyT(func(v string) interface{} {
					return v
				}).(pulumi.AnyOutput)
			}().ApplyT(func(value interface{}) (interface{}, error) {
				return []interface{}{value}[0], nil
			}).(pulumi.AnyOutput).ApplyT(func(v interface{}) (*string, error) {
				return optionalDynamic(v, dynamicString), nil
			}).(pulumi.StringPtrOutput),
		})
		if err != nil {
			return err
		}

		// As a resource input directly, with the output branch chosen.
		_, err = random.NewRandomString(ctx, "direct", &random.RandomStringArgs{
			Length: pulumi.Int(4),
			OverrideSpecial: func() pulumi.StringPtrOutput {
				if pick {
					return pulumi.ToOutput(optionalDynamic(func() interface{} {
						if v, ok := map[string]interface{}{}["key"]; ok {
							return v
						}
						return kilo
					}(), dynamicString)).(pulumi.StringPtrOutput)
				}
				return pw.Result.ToStringPtrOutput()
			}(),
		})
		if err != nil {
			return err
		}

		// As a stack output, with the dynamic branch chosen.
		ctx.Export("chosenDynamic", func() pulumi.AnyOutput {
			if !pick {
				return pulumi.Any(func() interface{} {
					if v, ok := map[string]interface{}{}["key"]; ok {
						return v
					}
					return kilo
				}())
			}
			return pw.Result.ApplyT(func(v string) interface{} {
				return v
			}).(pulumi.AnyOutput)
		}())

		// In a loop's body.
		ctx.Export("inLoop", func() pulumi.Array {
			result := pulumi.Array{}
			for _, s := range []string{"a", "b"} {
				result = append(result, func() pulumi.AnyOutput {
					if s == "a" {
						return pulumi.Any(func() interface{} {
							if v, ok := map[string]interface{}{}[s]; ok {
								return v
							}
							return "none"
						}())
					}
					return pw.Result.ApplyT(func(v string) interface{} {
						return v
					}).(pulumi.AnyOutput)
				}())
			}
			return result
		}())

		// Within ranged instances over a secret range, whose reads are secret outputs.
		ranged := pulumi.Unsecret(pulumi.ToSecret(pulumi.StringArray{pulumi.String("a"), pulumi.String("b")}).(pulumi.StringArrayOutput)).(pulumi.StringArrayOutput).ApplyT(func(secret []string) ([]*random.RandomString, error) {
			var resources []*random.RandomString
			for index, value := range secret {
				res, err := random.NewRandomString(ctx, fmt.Sprintf("ranged-%v", index), &random.RandomStringArgs{
					Length: pulumi.Int(3),
					OverrideSpecial: func() pulumi.AnyOutput {
						if dynamicBool(func() interface{} {
							if v, ok := func() (v interface{}, ok bool) {
								defer func() {
									if recover() != nil {
										ok = false
									}
								}()
								return func() interface{} {
									panic("not here")
								}(), true
							}(); ok {
								return v
							}
							return false
						}()) {
							return pulumi.Any(func() interface{} {
								if v, ok := map[string]interface{}{}["100%"]; ok {
									return v
								}
								return kilo
							}())
						}
						return pulumi.ToSecret(pulumi.String(value)).(pulumi.StringOutput).ApplyT(func(secret2 string) (string, error) {
							return func() string {
								if v, ok := func() (v string, ok bool) {
									defer func() {
										if recover() != nil {
											ok = false
										}
									}()
									return secret2, true
								}(); ok {
									return v
								}
								return "100%"
							}(), nil
						}).(pulumi.StringOutput).ApplyT(func(v string) interface{} {
							return v
						}).(pulumi.AnyOutput)
					}().ApplyT(func(value2 interface{}) (interface{}, error) {
						return []interface{}{value2}[0], nil
					}).(pulumi.AnyOutput).ApplyT(func(v interface{}) (*string, error) {
						return optionalDynamic(v, dynamicString), nil
					}).(pulumi.StringPtrOutput),
				})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomStringArrayOutput)
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), ranged); err != nil {
			return err
		}
		return nil
	})
}

// dynamicBool converts v, a value of any type, to a bool as PCL does: a
// string must be "true" or "1", "false" or "0".
func dynamicBool(v interface{}) bool {
	switch pointee(v) {
	case true, "true", "1":
		return true
	case false, "false", "0":
		return false
	}
	panic(fmt.Sprintf("a bool is required, not %v", v))
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

// optionalDynamic converts v, a value of any type, with convert, or returns
// nil when v is null.
func optionalDynamic[T any](v interface{}, convert func(interface{}) T) *T {
	if pointee(v) == nil {
		return nil
	}
	x := convert(v)
	return &x
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
