package main

import (
	"errors"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Constant locals of each primitive type compared with other constants by
		// every comparison operator. TypeScript gives a const of a literal a literal
		// type and rejects comparing two literal types that do not overlap (-1 and
		// 0); PCL compares them, so each is false or true as PCL says.
		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		aValue := -1
		bValue := 2
		ratio := 0.5
		otherRatio := 1.5
		nameVar := "alpha"
		yes := true
		no := !true
		greeting := "hello-" + nameVar
		literalText := "plain"
		joined := "a1"
		choice := func() int {
			if flag {
				return 1
			}
			return 2
		}()
		either := yes || false
		both := yes && no
		ctx.Export("intEqual", pulumi.String(func() string {
			if aValue == 0 {
				return "true"
			}
			return "false"
		}()))
		ctx.Export("intComparisons", pulumi.Array{
			pulumi.Bool(aValue == bValue),
			pulumi.Bool(aValue != bValue),
			pulumi.Bool(aValue < bValue),
			pulumi.Bool(aValue <= bValue),
			pulumi.Bool(aValue > bValue),
			pulumi.Bool(aValue >= bValue),
		})
		ctx.Export("numberComparisons", pulumi.Array{
			pulumi.Bool(ratio == otherRatio),
			pulumi.Bool(ratio != otherRatio),
			pulumi.Bool(ratio < otherRatio),
			pulumi.Bool(ratio <= otherRatio),
			pulumi.Bool(ratio > otherRatio),
			pulumi.Bool(ratio >= otherRatio),
		})
		ctx.Export("mixedComparisons", pulumi.Array{
			pulumi.Bool(float64(aValue) == ratio),
			pulumi.Bool(float64(bValue) != otherRatio),
			pulumi.Bool(float64(aValue) < ratio),
			pulumi.Bool(float64(bValue) >= otherRatio),
		})
		ctx.Export("stringComparisons", pulumi.Array{
			pulumi.Bool(nameVar == "beta"),
			pulumi.Bool(nameVar != "beta"),
			pulumi.Bool(literalText == nameVar),
			pulumi.Bool(greeting == "hello-alpha"),
			pulumi.Bool(joined == "a2"),
		})
		ctx.Export("boolComparisons", pulumi.Array{
			pulumi.Bool(yes == no),
			pulumi.Bool(yes != no),
			pulumi.Bool(no == false),
			pulumi.Bool(either == both),
			pulumi.Bool(yes == true),
		})
		ctx.Export("literalComparisons", pulumi.Array{
			pulumi.Bool(1 == 2),
			pulumi.Bool(1 != 2),
			pulumi.Bool("a" == "b"),
			pulumi.Bool(true == false),
			pulumi.Bool(-1 == 0),
			pulumi.Bool(1.5 == 2.5),
			pulumi.Bool(1 < 2),
		})
		ctx.Export("conditionalComparisons", pulumi.Array{
			pulumi.Bool(choice == 3),
			pulumi.Bool(func() int {
				if flag {
					return 1
				}
				return 2
			}() == 3),
			pulumi.Bool(func() string {
				if flag {
					return "x"
				}
				return "y"
			}() != "z"),
			pulumi.Bool(func() bool {
				if flag {
					return true
				}
				return false
			}() == false),
		})
		return nil
	})
}
