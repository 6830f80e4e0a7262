package main

import (
	"errors"
	"fmt"
	"reflect"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Choices of tuple constructors whose elements are collections of outputs
		// in one branch and of plain values in another: PCL unifies each element
		// to a collection of outputs, which TypeScript declares as the union of
		// the branches' where a branch's plain collection is no collection of
		// outputs. Chosen and not, read by index and given to a resource.
		pick := false
		if param, err := cfg.TryBool("pick"); err == nil {
			pick = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var pets []*random.RandomPet
		for index := 0; index < 2; index++ {
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("pets-%v", index), &random.RandomPetArgs{Length: pulumi.Int(2)})
			if err != nil {
				return err
			}
			pets = append(pets, res)
		}
		chosen := func() pulumi.Array {
			if pick {
				return pulumi.Array{
					pulumi.Array{pulumi.String("a")},
					func() pulumi.Array {
						result := pulumi.Array{}
						for _, item := range pets {
							result = append(result, item.ID())
						}
						return result
					}(),
					func() pulumi.Array {
						result := pulumi.Array{}
						for _, item := range pets {
							result = append(result, item.Prefix)
						}
						return result
					}(),
				}
			}
			return pulumi.Array{
				pulumi.Array{pulumi.String("b")},
				func() pulumi.Array {
					result := pulumi.Array{}
					for _, item := range pets {
						result = append(result, item.ID())
					}
					return result
				}(),
				pulumi.Array{pulumi.String("x"), pulumi.String("y")},
			}
		}()
		unchosen := func() pulumi.Array {
			if !pick {
				return pulumi.Array{
					pulumi.Array{pulumi.String("a")},
					func() pulumi.Array {
						result := pulumi.Array{}
						for _, item := range pets {
							result = append(result, item.ID())
						}
						return result
					}(),
					func() pulumi.Array {
						result := pulumi.Array{}
						for _, item := range pets {
							result = append(result, item.Prefix)
						}
						return result
					}(),
				}
			}
			return pulumi.Array{
				pulumi.Array{pulumi.String("b")},
				func() pulumi.Array {
					result := pulumi.Array{}
					for _, item := range pets {
						result = append(result, item.ID())
					}
					return result
				}(),
				pulumi.Array{pulumi.String("x"), pulumi.String("y")},
			}
		}()
		nested := func() pulumi.StringArrayArray {
			if pick {
				return pulumi.StringArrayArray{
					pulumi.StringArray{pets[0].ID()},
					pulumi.StringArray{pulumi.String("z")},
				}
			}
			return func() pulumi.StringArrayArray {
				if len(pets) > 1 {
					return pulumi.StringArrayArray{
						pulumi.StringArray{pulumi.String("p")},
						pulumi.StringArray{pets[1].ID()},
					}
				}
				return pulumi.StringArrayArray{
					pulumi.StringArray{pulumi.String("q")},
					pulumi.StringArray{pulumi.String("r")},
				}
			}()
		}()
		_, err := random.NewRandomShuffle(ctx, "shuffled", &random.RandomShuffleArgs{Inputs: unchosen[2].(pulumi.ArrayInput).ToArrayOutput().ApplyT(presentValues[string]).(pulumi.StringArrayOutput)})
		if err != nil {
			return err
		}
		ctx.Export("chosen", chosen)
		ctx.Export("third", chosen[2].(pulumi.ArrayInput).ToArrayOutput())
		ctx.Export("nested", nested)
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

// presentValues returns the elements of v, a resolved pulumi.Array of
// optional values, as values of type T: a null element is an error, as
// PCL's conversion to a list of values makes it.
func presentValues[T any](v []interface{}) []T {
	result := make([]T, len(v))
	for i, x := range v {
		p := optionalValue[T](x)
		if p == nil {
			panic("a null element cannot be converted to a value of a list that holds no nulls")
		}
		result[i] = *p
	}
	return result
}
