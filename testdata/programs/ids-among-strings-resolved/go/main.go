package main

import (
	"fmt"
	"reflect"
	"strings"
	"unicode"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Resource IDs and URNs (which Go resolves as pulumi.ID and pulumi.URN)
		// among strings, in collections an apply resolves whole: a range chosen
		// between them, a list read by index and by loop, a map's values.
		var pets []*random.RandomPet
		for index := range []string{"a", "b"} {
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("pets-%v", index), &random.RandomPetArgs{Separator: pulumi.String("x")})
			if err != nil {
				return err
			}
			pets = append(pets, res)
		}
		byIds := pulumi.Unsecret(func() pulumi.ArrayInput {
			if false {
				return pulumi.Array{pets[0].Prefix, pulumi.String("literal")}
			}
			return func() pulumi.Array {
				result := pulumi.Array{}
				for _, item := range pets {
					result = append(result, item.ID())
				}
				return result
			}()
		}().ToArrayOutput()).(pulumi.ArrayOutput).ApplyT(func(v2 []interface{}) ([]*random.RandomShuffle, error) {
			v := optionalValues[string](v2)
			var resources []*random.RandomShuffle
			for index := range v {
				res, err := random.NewRandomShuffle(ctx, fmt.Sprintf("byIds-%v", index), &random.RandomShuffleArgs{Inputs: pulumi.StringArray{pulumi.String("x")}})
				if err != nil {
					return nil, err
				}
				resources = append(resources, res)
			}
			return resources, nil
		}).(random.RandomShuffleArrayOutput)
		mixed := pulumi.StringArray{pets[0].ID(), pulumi.String("plain"), pets[1].URN()}
		byKey := pulumi.StringMap{"first": pets[0].ID(), "second": pulumi.String("plain")}
		_, err := random.NewRandomShuffle(ctx, "shuffled", &random.RandomShuffleArgs{
			Inputs: func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, s := range mixed {
					result = append(result, pulumi.Sprintf("%v!", s.ToStringOutput()))
				}
				return result
			}(),
			Keepers: byKey,
		})
		if err != nil {
			return err
		}
		ctx.Export("second", mixed[0].(pulumi.StringInput).ToStringOutput())
		ctx.Export("joined", pulumi.All(mixed).ApplyT(func(resolved []interface{}) (string, error) {
			mixed2 := resolved[0].([]string)
			return strings.Join(mixed2, ","), nil
		}).(pulumi.StringOutput))
		ctx.Export("lengths", func() pulumi.Array {
			result := pulumi.Array{}
			collection := func() pulumi.Array {
				if true {
					return func() pulumi.Array {
						result2 := pulumi.Array{}
						for _, item := range pets {
							result2 = append(result2, item.ID())
						}
						return result2
					}()
				}
				return pulumi.Array{pets[0].Prefix}
			}()
			for _, s2 := range collection {
				s := func() pulumi.StringPtrInput {
					if s2 == nil {
						return pulumi.Any(nil).ApplyT(func(interface{}) *string {
							return nil
						}).(pulumi.StringPtrOutput)
					}
					return s2.(pulumi.StringPtrInput)
				}()
				result = append(result, s.ToStringPtrOutput().ApplyT(func(s3 *string) (int, error) {
					return graphemeCount(*s3), nil
				}).(pulumi.IntOutput))
			}
			return result
		}())
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), byIds); err != nil {
			return err
		}
		return nil
	})
}

// graphemeCount counts the user-perceived characters of s (its extended
// grapheme clusters), as PCL's length does: combining marks, emoji
// modifiers and variation selectors join the character before them, a
// zero-width joiner joins the pictographs on either side, and regional
// indicators pair into flags.
func graphemeCount(s string) int {
	count := 0
	prev := rune(-1)
	pairing := false
	for _, r := range s {
		regional := r >= '\U0001F1E6' && r <= '\U0001F1FF'
		extend := unicode.In(r, unicode.Mn, unicode.Me, unicode.Mc) || r == '\u200D' || (r >= '\uFE00' && r <= '\uFE0F') || (r >= '\U0001F3FB' && r <= '\U0001F3FF') || (r >= '\U000E0020' && r <= '\U000E007F')
		pictograph := unicode.Is(unicode.So, r) || r >= '\U0001F000'
		if (prev >= 0 && extend) || (prev == '\r' && r == '\n') || (prev == '\u200D' && pictograph) || (pairing && regional) {
			pairing = false
		} else {
			count++
			pairing = regional
		}
		prev = r
	}
	return count
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
