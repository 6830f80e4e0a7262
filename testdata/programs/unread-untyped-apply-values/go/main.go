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

		// An apply over a collection Go holds untyped (the splat of a list of
		// optional ints, ranged over eventually) whose callback never reads it: the
		// range's secrecy is only waited for (fuzz seed 9803: go vet refused the
		// variable declared and not used).
		alphaPlain := "a"
		if param, err := cfg.Try("alpha"); err == nil {
			alphaPlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		alpha := pulumi.ToSecret(pulumi.String(alphaPlain)).(pulumi.StringOutput)
		flag := func() interface{} {
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
			return true
		}()
		foxtrot := pulumi.Unsecret(pulumi.ToSecret(pulumi.StringArray{pulumi.String("a")}).(pulumi.StringArrayOutput)).(pulumi.StringArrayOutput).ApplyT(func(secret []string) ([]*random.RandomPet, error) {
			var resources []*random.RandomPet
			for index := range secret {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("foxtrot-%v", index), &random.RandomPetArgs{Keepers: func() pulumi.StringMap {
					result := pulumi.StringMap{}
					for k := range []string{"x"} {
						result[fmt.Sprintf("k%v", k)] = alpha
					}
					return result
				}()})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		gotoResource := pulumi.Unsecret(pulumi.ToSecret(pulumi.BoolArray{pulumi.Bool(true)}).(pulumi.BoolArrayOutput)).(pulumi.BoolArrayOutput).ApplyT(func(secret []bool) ([]*random.RandomShuffle, error) {
			var resources []*random.RandomShuffle
			for index := range secret {
				res, err := random.NewRandomShuffle(ctx, fmt.Sprintf("goto-%v", index), &random.RandomShuffleArgs{
					Inputs: foxtrot.ApplyT(func(foxtrot2 []*random.RandomPet) (pulumi.StringArrayOutput, error) {
						return func() pulumi.StringArray {
							result := pulumi.StringArray{}
							for _, v := range foxtrot2 {
								if !(dynamicBool(flag)) {
									continue
								}
								result = append(result, v.URN())
							}
							return result
						}().ToStringArrayOutput(), nil
					}).(pulumi.StringArrayOutput),
					ResultCount: pulumi.Int(3),
				})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomShuffleArrayOutput)
		hotel := pulumi.Unsecret(gotoResource.ApplyT(func(goto2 []*random.RandomShuffle) (pulumi.ArrayOutput, error) {
			return func() pulumi.Array {
				result := pulumi.Array{}
				for _, item := range goto2 {
					result = append(result, item.ResultCount)
				}
				return result
			}().ToArrayOutput(), nil
		}).(pulumi.ArrayOutput)).(pulumi.ArrayOutput).ApplyT(func(v2 []interface{}) ([]*random.RandomPet, error) {
			v := optionalValues[int](v2)
			var resources []*random.RandomPet
			for index, value := range v {
				res, err := random.NewRandomPet(ctx, fmt.Sprintf("hotel-%v", index), &random.RandomPetArgs{Keepers: gotoResource.ApplyT(func(goto2 []*random.RandomShuffle) (pulumi.ArrayOutput, error) {
					return func() pulumi.Array {
						result := pulumi.Array{}
						for _, item := range goto2 {
							result = append(result, item.ResultCount)
						}
						return result
					}().ToArrayOutput(), nil
				}).(pulumi.ArrayOutput).ApplyT(func(_ []interface{}) (map[string]interface{}, error) {
					return interfaceMap(func() map[string]*string {
						if func() (ok bool) {
							defer func() {
								if recover() != nil {
									ok = false
								}
							}()
							_ = flag
							return true
						}() {
							return func() map[string]*string {
								result := map[string]*string{}
								for k := range []interface{}{} {
									result[fmt.Sprintf("k%v", k)] = pulumi.StringRef(dynamicString(flag))
								}
								return result
							}()
						}
						return func() map[string]*string {
							v4 := func() map[string]interface{} {
								if !equalPointers(pulumi.IntRef(index), value) {
									return map[string]interface{}{"x-y": pulumi.StringRef("x.y")}
								}
								return map[string]interface{}{}
							}()
							result := map[string]*string{}
							for k, x := range v4 {
								result[k] = optionalValue[string](x)
							}
							return result
						}()
					}()), nil
				}).(pulumi.MapOutput).ApplyT(presentValueMap[string]).(pulumi.StringMapOutput)})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomPetArrayOutput)
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), foxtrot); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), hotel); err != nil {
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

// equalPointers reports whether a and b, optional values held as
// pointers, are equal, as PCL's == compares them: null equals only null.
func equalPointers[T comparable](a, b *T) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
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

// optionalValues returns the elements of v, a resolved pulumi.Array of
// optional values ([]interface{}, or the []*T of a plain list), as pointers
// to their values of type T.
func optionalValues[T any](v interface{}) []*T {
	switch p := v.(type) {
	case nil:
		return nil
	case []*T:
		return p
	}
	values := v.([]interface{})
	if values == nil {
		// A null collection.
		return nil
	}
	result := make([]*T, len(values))
	for i, x := range values {
		result[i] = optionalValue[T](x)
	}
	return result
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

// presentValueMap returns the elements of v, a resolved pulumi.Map of
// optional values, as values of type T: a null element is an error, as
// PCL's conversion to a map of values makes it.
func presentValueMap[T any](v map[string]interface{}) map[string]T {
	result := make(map[string]T, len(v))
	for k, x := range v {
		p := optionalValue[T](x)
		if p == nil {
			panic("a null element cannot be converted to a value of a map that holds no nulls")
		}
		result[k] = *p
	}
	return result
}
