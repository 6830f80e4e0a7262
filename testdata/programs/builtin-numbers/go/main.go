package main

import (
	"errors"
	"fmt"
	"math"
	"strconv"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Numbers as PCL computes and prints them: the remainder takes the sign of
		// the dividend, and numbers print in plain digits (1, not 1.0; never an
		// exponent).
		dividend := -7
		if param, err := cfg.TryInt("dividend"); err == nil {
			dividend = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		big := 2.5e+21
		if param, err := cfg.TryFloat64("big"); err == nil {
			big = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		small := 2.5e-08
		if param, err := cfg.TryFloat64("small"); err == nil {
			small = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		whole := 1.0
		if param, err := cfg.TryFloat64("whole"); err == nil {
			whole = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		remainder := dividend % 3
		fraction := math.Mod(-7.5, 2.0)
		ctx.Export("remainder", pulumi.Int(remainder))
		ctx.Export("fraction", pulumi.Float64(fraction))
		ctx.Export("text", pulumi.String(fmt.Sprintf("%v %v %v %v %v", numberText(whole), numberText(big), numberText(small), remainder, numberText(whole/4.0))))
		ctx.Export("single", pulumi.String(numberText(big)))
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
