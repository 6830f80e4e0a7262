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

		// Number literals: digits alone are ints; a literal with a fraction or an
		// exponent is a number, which every language reads as the same float64.
		scale := 1000.0
		if param, err := cfg.TryFloat64("scale"); err == nil {
			scale = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		largest := 1.7976931348623157e+308
		huge := 1e+300
		tiny := 5e-324
		wholeNumber := 2.0

		// The exact value of the largest float64, as the YAML converter writes it.
		exactLargest := 1.7976931348623157e+308
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{
			Length:    pulumi.Int(2),
			Separator: pulumi.String(fmt.Sprintf("1.5-%v", numberText(wholeNumber))),
		})
		if err != nil {
			return err
		}
		password, err := random.NewRandomPassword(ctx, "password", &random.RandomPasswordArgs{Length: pulumi.Int(16)})
		if err != nil {
			return err
		}
		ctx.Export("largest", pulumi.Float64(largest))
		ctx.Export("huge", pulumi.Float64(huge))
		ctx.Export("tiny", pulumi.Float64(tiny))
		ctx.Export("sameAsLargest", pulumi.Bool(exactLargest == largest))
		ctx.Export("scaled", pulumi.Float64(scale*0.0025))
		ctx.Export("whole", pulumi.Float64(wholeNumber))
		ctx.Export("numbers", pulumi.Array{
			pulumi.Float64(1e+300),
			pulumi.Float64(-1e-300),
			pulumi.Float64(2.0),
			pulumi.Float64(0.0),
			pulumi.Float64(0.1),
			pulumi.Float64(100.0),
		})
		ctx.Export("halfLargest", pulumi.Float64(largest/2.0))
		ctx.Export("negativeLargest", pulumi.Float64(-1.7976931348623157e+308))
		ctx.Export("petLength", pet.Length)
		ctx.Export("passwordLength", password.Length)

		// A template of constants only is their text, '%' and all.
		ctx.Export("constantTemplate", pulumi.String("false100% 1.5%d!"))
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
