package main

import (
	"errors"
	"fmt"
	"maps"
	"slices"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Values that TypeScript would type as literals ("a" | "b", false) where
		// they come out of a loop's callback or out of try, compared with literals
		// of other types: PCL compares them (false), TypeScript must not reject the
		// comparison.
		c := "x"
		if param, err := cfg.Try("c"); err == nil {
			c = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		on := true
		if param, err := cfg.TryBool("on"); err == nil {
			on = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}

		// try of literals, as a range's collection and read by the range.
		var certs []*random.RandomPet
		for index, value := range func() []string {
			result := []string{}
			for range map[string]int{"a": 1} {
				if !(true) {
					continue
				}
				result = append(result, func() string {
					if v, ok := func() (v string, ok bool) {
						defer func() {
							if recover() != nil {
								ok = false
							}
						}()
						return "dollar$", true
					}(); ok {
						return v
					}
					return "quote\"d"
				}())
			}
			return result
		}() {
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("certs-%v", index), &random.RandomPetArgs{Prefix: pulumi.String(func() string {
				if "back\\slash" != value {
					return "differs"
				}
				return "same"
			}())})
			if err != nil {
				return err
			}
			certs = append(certs, res)
		}
		tried := func() []string {
			result := []string{}
			for range map[string]int{"a": 1, "b": 2} {
				result = append(result, func() string {
					if v, ok := func() (v string, ok bool) {
						defer func() {
							if recover() != nil {
								ok = false
							}
						}()
						return "one", true
					}(); ok {
						return v
					}
					return "two"
				}())
			}
			return result
		}()
		triedCompared := func() []bool {
			result := []bool{}
			for _, v := range tried {
				result = append(result, v == "three")
			}
			return result
		}()

		// A conditional of literals as a loop's value.
		chosen := func() []string {
			result := []string{}
			for range map[string]int{"a": 1} {
				result = append(result, func() string {
					if c == "x" {
						return "yes"
					}
					return "no"
				}())
			}
			return result
		}()
		chosenCompared := func() []bool {
			result := []bool{}
			for _, v := range chosen {
				result = append(result, v == "maybe")
			}
			return result
		}()

		// A boolean literal as a loop's value, and a map loop's.
		falses := func() []bool {
			result := []bool{}
			for range []int{1, 2} {
				result = append(result, false)
			}
			return result
		}()
		falsesCompared := func() []bool {
			result := []bool{}
			for _, v := range falses {
				result = append(result, v == true)
			}
			return result
		}()
		numbers := func() map[string]int {
			result := map[string]int{}
			collection := map[string]int{"a": 1}
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				result[k] = func() int {
					if on {
						return 1
					}
					return 2
				}()
			}
			return result
		}()
		numbersCompared := func() []bool {
			result := []bool{}
			collection := numbers
			for _, key := range slices.Sorted(maps.Keys(collection)) {
				v := collection[key]
				result = append(result, v == 3)
			}
			return result
		}()

		// try outside a loop.
		triedOnce := func() string {
			if v, ok := func() (v string, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return "a", true
			}(); ok {
				return v
			}
			return "b"
		}() == "c"
		ctx.Export("compared", pulumi.Array{
			pulumi.ToBoolArray(triedCompared),
			pulumi.ToBoolArray(chosenCompared),
			pulumi.ToBoolArray(falsesCompared),
			pulumi.ToBoolArray(numbersCompared),
			pulumi.Bool(triedOnce),
			certs[0].Prefix,
		})
		return nil
	})
}
