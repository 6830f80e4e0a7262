package main

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// How collections behave: element wraps past the end, join joins numbers as
		// strings, an empty for result is an empty list, and / divides ints into
		// numbers.
		i := 25
		if param, err := cfg.TryInt("i"); err == nil {
			i = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		even := 24
		if param, err := cfg.TryInt("even"); err == nil {
			even = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var zones []string
		if err := cfg.TryObject("zones", &zones); errors.Is(err, config.ErrMissingVar) {
			zones = []string{"a", "b", "c"}
		} else if err != nil {
			return err
		}
		var none []string
		if err := cfg.TryObject("none", &none); errors.Is(err, config.ErrMissingVar) {
			none = []string{}
		} else if err != nil {
			return err
		}
		nums := []float64{1.0, 2.5, 3.0}
		counts := []int{4, 5, 6}
		empty := []interface{}{}
		half, err := random.NewRandomString(ctx, "half", &random.RandomStringArgs{Length: pulumi.Int(toInt(float64(even) / 2.0))})
		if err != nil {
			return err
		}
		ctx.Export("wrapped", pulumi.String(element(zones, 4)))
		ctx.Export("wrappedLiteral", pulumi.String("y"))
		ctx.Export("joinedNumbers", pulumi.String(strings.Join(func() []string {
			parts := []string{}
			for _, v := range nums {
				parts = append(parts, numberText(v))
			}
			return parts
		}(), ",")))
		ctx.Export("joinedInts", pulumi.String(strings.Join(func() []string {
			parts := []string{}
			for _, v := range counts {
				parts = append(parts, strconv.Itoa(v))
			}
			return parts
		}(), "-")))
		ctx.Export("emptyFor", func() pulumi.Array {
			result := pulumi.Array{}
			for _, z := range none {
				result = append(result, pulumi.String(z+"!"))
			}
			return result
		}())
		ctx.Export("emptyLiteralFor", func() pulumi.Array {
			result := pulumi.Array{}
			for _, x := range empty {
				result = append(result, pulumi.Any(x))
			}
			return result
		}())
		ctx.Export("filteredFor", func() pulumi.Array {
			result := pulumi.Array{}
			for _, z := range zones {
				if !(z == "q") {
					continue
				}
				result = append(result, pulumi.String(z))
			}
			return result
		}())
		ctx.Export("emptyMapFor", func() pulumi.Map {
			result := pulumi.Map{}
			for _, z := range none {
				key := z
				if _, dup := result[key]; dup {
					panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
				}
				result[key] = pulumi.String(z + "!")
			}
			return result
		}())
		ctx.Export("quotient", pulumi.Float64(float64(i)/2.0))
		ctx.Export("wholeQuotient", pulumi.Float64(float64(even)/2.0))
		ctx.Export("halfLength", half.Length)
		return nil
	})
}

// element returns the element of list at index, which wraps around the
// list's length, as PCL's element does.
func element[T any](list []T, index int) T {
	if len(list) == 0 {
		panic("element: the list is empty")
	}
	if index < 0 {
		panic("element: the index is negative")
	}
	return list[index%len(list)]
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

// toInt converts a number to an int; a number that is not whole is an
// error, as in PCL.
func toInt(n float64) int {
	if math.Trunc(n) != n || math.IsInf(n, 0) {
		panic(fmt.Sprintf("%v is not a whole number", n))
	}
	return int(n)
}
