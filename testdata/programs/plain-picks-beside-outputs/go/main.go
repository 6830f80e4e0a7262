package main

import (
	"errors"
	"reflect"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Constant picks from tuples that hold outputs are plain values: an invoke
		// given them is a plain invoke, and element's index wraps around the tuple.
		var nickname *string
		if param, err := cfg.Try("nickname"); err == nil {
			nickname = &param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Prefix: pulumi.String("p")})
		if err != nil {
			return err
		}
		ami, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{
			Owners:     []string{"self"},
			NameRegex:  pulumi.StringRef("^web-"),
			MostRecent: pulumi.BoolRef(true),
		})
		if err != nil {
			return err
		}
		_, err = random.NewRandomPet(ctx, "named", &random.RandomPetArgs{
			// A list of a value that may be null and of strings has one element only
			// when the value is null and the filter drops it.
			Prefix: pulumi.StringPtrFromPtr(func() *string {
				list := func() []*string {
					result := []*string{}
					for _, n2 := range []interface{}{pointee(nickname), "fallback"} {
						n := optionalValue[string](n2)
						if !(n != nil) {
							continue
						}
						result = append(result, n)
					}
					return result
				}()
				if len(list) == 0 {
					return nil
				}
				if len(list) != 1 {
					panic("singleOrNone: the list has more than one element")
				}
				return list[0]
			}()),
			Separator: pulumi.String("-"),
		})
		if err != nil {
			return err
		}
		ctx.Export("amiOwners", func() pulumi.StringArrayInput {
			v := ami.Owners
			if v == nil {
				return nil
			}
			return pulumi.ToStringArray(v)
		}())
		ctx.Export("firstOf", pulumi.StringPtrFromPtr(func() *string {
			list := []*string{nickname}
			if len(list) == 0 {
				return nil
			}
			if len(list) != 1 {
				panic("singleOrNone: the list has more than one element")
			}
			return list[0]
		}()))
		_ = pet
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
