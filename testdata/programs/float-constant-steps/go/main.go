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

		// Arithmetic on number constants rounds after every operation, as PCL
		// computes on float64s: 3 * 0.1 is 0.30000000000000004, not the 0.3 that
		// an exact evaluation of the constants (Go's) would give. Operations whose
		// steps round to the exact value are written as they are.
		ctx.Export("product", pulumi.Float64(0.30000000000000004))
		ctx.Export("sum", pulumi.Float64(0.30000000000000004))
		ctx.Export("negated", pulumi.Float64(-0.9000000000000001))
		ctx.Export("quotient", pulumi.Float64(1.0/3.0*3.0))
		ctx.Export("exactSteps", pulumi.Float64(2.0*0.5+0.25))
		ctx.Export("inText", pulumi.String(fmt.Sprintf("%v and %v", numberText(0.7999999999999999), numberText(1.2100000000000002))))

		// Steps that round inside an expression whose exact value is PCL's: each
		// step is PCL's, so the whole is printed as PCL's value (fuzz seed 12888).
		ctx.Export("roundedInside", pulumi.Array{pulumi.Float64(-0.125), pulumi.Float64(-0.2999999999999545)})

		// A constant step that rounds, beside a value computed when the program
		// runs: the step is PCL's value, not Go's exact one (fuzz seed 84184).
		large := true
		if param, err := cfg.TryBool("large"); err == nil {
			large = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		ctx.Export("constantStepBesideChoice", pulumi.String(numberText(0.15000000000000002*func() float64 {
			if large {
				return 1.5
			}
			return -2.75
		}())))
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
