package main

import (
	"errors"
	"reflect"
	"unicode"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Tuples whose elements choose between objects of other keys holding
		// outputs: a read of a key the chosen object lacks fails, which try
		// catches, at any depth of tuples, and the value read is then used.
		flag := false
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", nil)
		if err != nil {
			return err
		}
		pair := pulumi.Array{
			pulumi.Map{"d": pulumi.String("x")},
			func() pulumi.Input {
				if flag {
					return pulumi.Map{"d": pet.ID().ToStringOutput()}
				}
				return pulumi.ToMap(func() map[string]interface{} {
					if !flag {
						return map[string]interface{}{}
					}
					return map[string]interface{}{"d": nil}
				}())
			}(),
		}
		nested := pulumi.Array{
			pulumi.Array{
				pulumi.Map{"e": pulumi.Int(1)},
				func() pulumi.Input {
					if flag {
						return pulumi.Map{"d": pet.ID().ToStringOutput()}
					}
					return pulumi.Map{}
				}(),
			},
			pulumi.String("tail"),
		}
		chosen := func() pulumi.Map {
			if flag {
				return pulumi.Map{"d": pet.ID().ToStringOutput()}
			}
			return pulumi.Map{}
		}()
		present := pulumi.Array{
			pulumi.Map{"d": pulumi.String("y")},
			func() pulumi.Input {
				if !flag {
					return pulumi.Map{"d": pet.ID().ToStringOutput()}
				}
				return pulumi.Map{}
			}(),
		}
		ctx.Export("pair", pair)
		ctx.Export("pairRead", pair[1].(pulumi.MapInput).ToMapOutput().ApplyT(func(pair2 map[string]interface{}) (*string, error) {
			return func() *string {
				if v, ok := func() (v *string, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return optionalValue[string](func() interface{} {
						v2, ok2 := pair2["d"]
						if !ok2 {
							panic("missing key d")
						}
						return v2
					}()), true
				}(); ok {
					return v
				}
				return pulumi.StringRef("none")
			}(), nil
		}).(pulumi.StringPtrOutput))
		ctx.Export("pairLength", pair[1].(pulumi.MapInput).ToMapOutput().ApplyT(func(pair2 map[string]interface{}) (int, error) {
			return graphemeCount(*func() *string {
				if v, ok := func() (v *string, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return optionalValue[string](func() interface{} {
						v2, ok2 := pair2["d"]
						if !ok2 {
							panic("missing key d")
						}
						return v2
					}()), true
				}(); ok {
					return v
				}
				return pulumi.StringRef("none")
			}()), nil
		}).(pulumi.IntOutput))
		ctx.Export("nestedRead", nested[0].(pulumi.ArrayInput).ToArrayOutput().ApplyT(func(nested2 []interface{}) (*string, error) {
			return func() *string {
				if v, ok := func() (v *string, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return optionalValue[string](func() interface{} {
						v2, ok2 := nested2[1].(map[string]interface{})["d"]
						if !ok2 {
							panic("missing key d")
						}
						return v2
					}()), true
				}(); ok {
					return v
				}
				return pulumi.StringRef("deep")
			}(), nil
		}).(pulumi.StringPtrOutput))
		ctx.Export("chosenLength", func() pulumi.StringPtrOutput {
			if func() bool {
				_, ok := chosen["d"]
				return ok
			}() {
				return chosen["d"].(pulumi.StringPtrInput).ToStringPtrOutput()
			}
			return pulumi.ToOutput(pulumi.StringRef("none")).(pulumi.StringPtrOutput)
		}().ApplyT(func(value *string) (int, error) {
			return graphemeCount(*value), nil
		}).(pulumi.IntOutput))
		ctx.Export("presentRead", pulumi.All(present[1].(pulumi.MapInput).ToMapOutput(), pet.ID().ToStringOutput()).ApplyT(func(resolved []interface{}) (bool, error) {
			present2 := resolved[0].(map[string]interface{})
			id := resolved[1].(string)
			return equalPointers(func() *string {
				if v, ok := func() (v *string, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return optionalValue[string](func() interface{} {
						v2, ok2 := present2["d"]
						if !ok2 {
							panic("missing key d")
						}
						return v2
					}()), true
				}(); ok {
					return v
				}
				return pulumi.StringRef("none")
			}(), pulumi.StringRef(id)), nil
		}).(pulumi.BoolOutput))
		return nil
	})
}

// equalPointers reports whether a and b, optional values held as
// pointers, are equal, as PCL's == compares them: null equals only null.
func equalPointers[T comparable](a, b *T) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
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
