package main

import (
	"errors"
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Numbers used as list indexes, numbers and bools used as map keys, and a
		// splat over a resource ranged over a map. A number index is a whole
		// number (an int in Go); a key that is not a string is converted to one,
		// as a template converts it; a splat over a map, as over any value that is
		// not a list, is a list of the map itself, so `.result` reads the key
		// "result".
		idx := 1.0
		if param, err := cfg.TryFloat64("idx"); err == nil {
			idx = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		n := 0
		if param, err := cfg.TryInt("n"); err == nil {
			n = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		xs := []string{"a", "b", "c"}
		keyed := map[string]string{"0": "zero", "1": "one"}
		byIndex := func() map[string]string {
			result := map[string]string{}
			for k, v := range xs {
				result[strconv.Itoa(k)] = v
			}
			return result
		}()
		byNumber := func() map[string]string {
			result := map[string]string{}
			for _, v := range []float64{1.5, 2.0, idx} {
				key := numberText(v)
				if _, dup := result[key]; dup {
					panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
				}
				result[key] = fmt.Sprintf("n%v", numberText(v))
			}
			return result
		}()
		byBool := func() map[string]bool {
			result := map[string]bool{}
			for _, b := range []bool{true, false} {
				key := strconv.FormatBool(b)
				if _, dup := result[key]; dup {
					panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
				}
				result[key] = !b
			}
			return result
		}()
		positions := func() map[string]int {
			result := map[string]int{}
			for k, v := range xs {
				key := v
				if _, dup := result[key]; dup {
					panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
				}
				result[key] = k
			}
			return result
		}()
		var rl []*random.RandomString
		for index := 0; index < 2; index++ {
			res, err := random.NewRandomString(ctx, fmt.Sprintf("rl-%v", index), &random.RandomStringArgs{Length: pulumi.Int(3 + index)})
			if err != nil {
				return err
			}
			rl = append(rl, res)
		}
		r := map[string]*random.RandomString{}
		rRange := map[string]int{"result": 1, "other": 2}
		for _, key := range slices.Sorted(maps.Keys(rRange)) {
			value := rRange[key]
			res, err := random.NewRandomString(ctx, fmt.Sprintf("r-%v", key), &random.RandomStringArgs{Length: pulumi.Int(value + 3)})
			if err != nil {
				return err
			}
			r[key] = res
		}
		ctx.Export("picked", pulumi.Array{
			pulumi.String(xs[toInt(idx)]),
			pulumi.String(xs[n]),
			pulumi.String(xs[toInt(idx+1.0)]),
			pulumi.String(keyed[strconv.Itoa(n)]),
			pulumi.String(keyed[numberText(idx)]),
			pulumi.String(mustGet(byIndex, "0")),
			pulumi.String(mustGet(byIndex, numberText(idx))),
		})
		ctx.Export("pickedResult", rl[toInt(idx)].Result)
		ctx.Export("maps", pulumi.Array{
			pulumi.ToStringMap(byIndex),
			pulumi.ToStringMap(byNumber),
			pulumi.Bool(mustGet(byBool, "true")),
			pulumi.Int(mustGet(positions, "c")),
		})
		ctx.Export("viaSplat", func() pulumi.Array {
			result := pulumi.Array{}
			for _, item := range []map[string]*random.RandomString{r} {
				result = append(result, mustGet(item, "result").Result)
			}
			return result
		}())
		return nil
	})
}

// mustGet returns m[key]; a key the map does not hold is an error, as in
// PCL.
func mustGet[V any](m map[string]V, key string) V {
	v, ok := m[key]
	if !ok {
		panic(fmt.Sprintf("the map has no element for the key %q", key))
	}
	return v
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
