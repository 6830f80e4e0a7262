package main

import (
	"errors"
	"fmt"
	"math"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A local component registers the inputs that wait for no component's
		// output, as the values its instances pass (converted to the inputs' types):
		// constants, config, resource outputs, secrets, through locals and ranges.
		// An input some instance sets from a component's output is left out of the
		// registration (of every instance of that component): the SDK would wait for
		// it before registering, and with it every child of the component.
		tokenPlain := "s3cret"
		if param, err := cfg.Try("token"); err == nil {
			tokenPlain = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		token := pulumi.ToSecret(pulumi.String(tokenPlain)).(pulumi.StringOutput)
		seed, err := random.NewRandomInteger(ctx, "seed", &random.RandomIntegerArgs{Min: pulumi.Int(1), Max: pulumi.Int(3)})
		if err != nil {
			return err
		}
		words := []string{"x", "y"}
		converted, err := NewBox(ctx, "converted", &BoxArgs{
			Flag:     true,
			Ratio:    pulumi.Float64(2.5),
			Size:     pulumi.Int(7),
			Label:    pulumi.String("false"),
			Numbers:  []int{10, 11},
			Flags:    map[string]bool{"left": true, "right": false},
			Owner:    map[string]interface{}{"name": "ann", "age": 41},
			Feedback: pulumi.String("constant"),
		})
		if err != nil {
			return err
		}
		fromResource, err := NewBox(ctx, "fromResource", &BoxArgs{
			Flag: true,
			Ratio: seed.Result.ApplyT(func(result int) (float64, error) {
				return float64(result) / 2.0, nil
			}).(pulumi.Float64Output),
			Size:     seed.Result,
			Label:    token,
			Numbers:  []int{3, 4},
			Owner:    map[string]interface{}{"name": "bob", "age": 5},
			Feedback: pulumi.String("constant"),
		})
		if err != nil {
			return err
		}

		// feedback reads a component's output: no box registers it.
		fromComponent, err := NewBox(ctx, "fromComponent", &BoxArgs{
			Flag:     false,
			Ratio:    pulumi.Float64(1.0),
			Size:     pulumi.Int(1),
			Label:    pulumi.String("plain"),
			Feedback: converted.Summary,
		})
		if err != nil {
			return err
		}
		var perWord []*Box
		for index, value := range words {
			res, err := NewBox(ctx, fmt.Sprintf("perWord-%v", index), &BoxArgs{
				Flag:     true,
				Ratio:    pulumi.Float64(float64(index)),
				Size:     pulumi.Int(2),
				Label:    pulumi.String(value),
				Feedback: pulumi.String("constant"),
			})
			if err != nil {
				return err
			}
			perWord = append(perWord, res)
		}

		// The outer component passes its inputs on: one that waits for no component
		// is registered by the inner one too; one read from a component's output is
		// registered by neither.
		outer, err := NewOuter(ctx, "outer", &OuterArgs{Plain: seed.Result, Waiting: fromResource.Summary})
		if err != nil {
			return err
		}
		ctx.Export("summaries", pulumi.Array{
			converted.Summary,
			fromResource.Summary,
			fromComponent.Summary,
			perWord[1].Summary,
		})
		ctx.Export("outerResult", outer.Result)
		return nil
	})
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
