package main

import (
	"errors"
	"fmt"
	"reflect"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/s3"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A conditional of object constructors of different keys inside a local (an
		// object, a tuple, a loop's element) beside outputs, read where a map is taken:
		// the local is declared with PCL's type, of which the choice is one object.
		c := true
		if param, err := cfg.TryBool("c"); err == nil {
			c = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		tup := pulumi.Array{
			pet.ID().ToStringOutput(),
			pulumi.ToMap(func() map[string]interface{} {
				if c {
					return map[string]interface{}{"a.b": pulumi.StringRef("alpha")}
				}
				return map[string]interface{}{}
			}()),
		}
		deep := pulumi.Map{"inner": pulumi.Map{
			"kilo": pet.ID().ToStringOutput(),
			"papa": pulumi.ToMap(func() map[string]interface{} {
				if c {
					return map[string]interface{}{"a.b": pulumi.StringRef("alpha")}
				}
				return map[string]interface{}{}
			}()),
		}}
		looped := func() pulumi.MapArray {
			result := pulumi.MapArray{}
			for range []int{1, 2} {
				result = append(result, pulumi.Map{
					"kilo": pet.ID().ToStringOutput(),
					"papa": pulumi.ToMap(func() map[string]interface{} {
						if c {
							return map[string]interface{}{"a.b": pulumi.StringRef("alpha")}
						}
						return map[string]interface{}{}
					}()),
				})
			}
			return result
		}()
		_, err = s3.NewBucket(ctx, "b", &s3.BucketArgs{Tags: tup[1].(pulumi.MapInput).ToMapOutput().ApplyT(presentValueMap[string]).(pulumi.StringMapOutput)})
		if err != nil {
			return err
		}
		_, err = s3.NewBucket(ctx, "b2", &s3.BucketArgs{Tags: deep["inner"].(pulumi.MapInput).ToMapOutput().ApplyT(func(inner map[string]interface{}) (map[string]interface{}, error) {
			return inner["papa"].(map[string]interface{}), nil
		}).(pulumi.MapOutput).ApplyT(presentValueMap[string]).(pulumi.StringMapOutput)})
		if err != nil {
			return err
		}
		_, err = s3.NewBucket(ctx, "b3", &s3.BucketArgs{Tags: looped[0].(pulumi.MapInput).ToMapOutput().ApplyT(func(looped2 map[string]interface{}) (map[string]interface{}, error) {
			return looped2["papa"].(map[string]interface{}), nil
		}).(pulumi.MapOutput).ApplyT(presentValueMap[string]).(pulumi.StringMapOutput)})
		if err != nil {
			return err
		}
		plainLooped := func() []map[string]interface{} {
			result := []map[string]interface{}{}
			for range []int{1, 2} {
				result = append(result, map[string]interface{}{"papa": func() map[string]interface{} {
					if c {
						return map[string]interface{}{"a.b": pulumi.StringRef("alpha")}
					}
					return map[string]interface{}{}
				}()})
			}
			return result
		}()
		mapLooped := func() pulumi.MapMap {
			result := pulumi.MapMap{}
			for _, i := range []string{"x", "y"} {
				key := i
				if _, dup := result[key]; dup {
					panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
				}
				result[key] = pulumi.Map{
					"kilo": pet.ID().ToStringOutput(),
					"papa": pulumi.ToMap(func() map[string]interface{} {
						if c {
							return map[string]interface{}{"a.b": pulumi.StringRef("alpha")}
						}
						return map[string]interface{}{}
					}()),
				}
			}
			return result
		}()
		_, err = s3.NewBucket(ctx, "b4", &s3.BucketArgs{Tags: pulumi.ToStringMap(func() map[string]string {
			v := plainLooped[0]["papa"].(map[string]interface{})
			result := map[string]string{}
			for k, x := range v {
				result[k] = presentValue(x).(string)
			}
			return result
		}())})
		if err != nil {
			return err
		}
		_, err = s3.NewBucket(ctx, "b5", &s3.BucketArgs{Tags: mapLooped["x"].(pulumi.MapInput).ToMapOutput().ApplyT(func(mapLooped2 map[string]interface{}) (map[string]interface{}, error) {
			return mapLooped2["papa"].(map[string]interface{}), nil
		}).(pulumi.MapOutput).ApplyT(presentValueMap[string]).(pulumi.StringMapOutput)})
		if err != nil {
			return err
		}
		sierra := pulumi.Map{
			"kilo": pet.ID().ToStringOutput(),
			"papa": pulumi.ToMap(func() map[string]interface{} {
				if c {
					return map[string]interface{}{"a.b": pulumi.StringRef("alpha")}
				}
				return func() map[string]interface{} {
					if true {
						return map[string]interface{}{}
					}
					return map[string]interface{}{}
				}()
			}()),
		}
		_, err = s3.NewBucket(ctx, "b6", &s3.BucketArgs{Tags: sierra["papa"].(pulumi.MapInput).ToMapOutput().ApplyT(presentValueMap[string]).(pulumi.StringMapOutput)})
		if err != nil {
			return err
		}
		mixedLooped := func() pulumi.StringMapMap {
			result := pulumi.StringMapMap{}
			for _, i := range []string{"x", "y"} {
				key := i
				if _, dup := result[key]; dup {
					panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
				}
				result[key] = func() pulumi.StringMapInput {
					if c {
						return pulumi.StringMap{"alpha": pulumi.String("lit"), "golf": pulumi.String("g")}
					}
					return pulumi.StringMap{"alpha": pet.ID(), "golf": pet.ID()}
				}()
			}
			return result
		}()
		_, err = s3.NewBucket(ctx, "b7", &s3.BucketArgs{Tags: mixedLooped["x"].(pulumi.StringMapInput).ToStringMapOutput()})
		if err != nil {
			return err
		}
		ctx.Export("read", pulumi.Array{
			tup[1].(pulumi.MapInput).ToMapOutput(),
			deep["inner"].(pulumi.MapInput).ToMapOutput().ApplyT(func(inner map[string]interface{}) (map[string]interface{}, error) {
				return inner["papa"].(map[string]interface{}), nil
			}).(pulumi.MapOutput),
			looped[1].(pulumi.MapInput).ToMapOutput().ApplyT(func(looped2 map[string]interface{}) (map[string]interface{}, error) {
				return looped2["papa"].(map[string]interface{}), nil
			}).(pulumi.MapOutput),
			pulumi.ToMap(plainLooped[0]["papa"].(map[string]interface{})),
			mapLooped["y"].(pulumi.MapInput).ToMapOutput().ApplyT(func(mapLooped2 map[string]interface{}) (map[string]interface{}, error) {
				return mapLooped2["papa"].(map[string]interface{}), nil
			}).(pulumi.MapOutput),
			sierra["papa"].(pulumi.MapInput).ToMapOutput(),
		})
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

// presentValue returns v, a value held as an interface{}, without the
// pointer an optional value is held by; a null value is an error.
func presentValue(v interface{}) interface{} {
	if x := pointee(v); x != nil {
		return x
	}
	panic("a null value is given where a value is required")
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
