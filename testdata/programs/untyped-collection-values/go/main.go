package main

import (
	"encoding/json"
	"fmt"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Collections whose elements have no known type, given where a list of
		// strings is taken: a config variable of type any holding a list, and the
		// element of a list of empty lists. Go holds them as []interface{}, which
		// converts element by element (a type assertion to []string would fail).
		// And a component's output computed on an int that may be null is the
		// number PCL types it as.
		var names interface{} = []interface{}{"a", "b"}
		if err := cfg.TryObject("names", &names); err != nil {
			if param, err := cfg.Try("names"); err == nil {
				names = param
			}
		}
		empties := [][]interface{}{{}}
		fromAny, err := random.NewRandomShuffle(ctx, "fromAny", &random.RandomShuffleArgs{Inputs: pulumi.ToStringArray(fromJSON[[]string](names))})
		if err != nil {
			return err
		}
		fromEmpty, err := random.NewRandomShuffle(ctx, "fromEmpty", &random.RandomShuffleArgs{Inputs: pulumi.ToStringArray(fromJSON[[]string](empties[0]))})
		if err != nil {
			return err
		}
		bits, err := random.NewRandomInteger(ctx, "bits", &random.RandomIntegerArgs{Min: pulumi.Int(1), Max: pulumi.Int(4)})
		if err != nil {
			return err
		}
		count, err := NewCounter(ctx, "count", &CounterArgs{Base: bits.Result})
		if err != nil {
			return err
		}
		ctx.Export("shuffled", pulumi.Array{fromAny.Inputs, fromEmpty.Inputs})
		ctx.Export("remaining", count.Remaining)
		return nil
	})
}

// fromJSON converts a value read from JSON config into T; a value that is
// not a T (7.5 for an int) is an error.
func fromJSON[T any](v interface{}) T {
	var t T
	data, err := json.Marshal(v)
	if err == nil {
		err = json.Unmarshal(data, &t)
	}
	if err != nil {
		panic(fmt.Errorf("reading config: %w", err))
	}
	return t
}
