package main

import (
	"fmt"
	"strconv"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Arithmetic on number constants rounds after every operation, as PCL
		// computes on float64s: 3 * 0.1 is 0.30000000000000004, not the 0.3 that
		// an exact evaluation of the constants (Go's) would give. Operations whose
		// steps round to the exact value are written as they are.
		ctx.Export("product", pulumi.Float64(0.30000000000000004))
		ctx.Export("sum", pulumi.Float64(0.30000000000000004))
		ctx.Export("negated", pulumi.Float64(-0.9000000000000001))
		ctx.Export("quotient", pulumi.Float64(1.0/3.0*3.0))
		ctx.Export("exactSteps", pulumi.Float64(2.0*0.5+0.25))
		ctx.Export("inText", pulumi.String(fmt.Sprintf("%v and %v", strconv.FormatFloat(0.7999999999999999, 'f', -1, 64), strconv.FormatFloat(1.2100000000000002, 'f', -1, 64))))
		return nil
	})
}
