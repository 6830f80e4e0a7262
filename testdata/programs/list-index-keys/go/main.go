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

		// A list or tuple indexed by a string is indexed by the number the string
		// holds, and by a number by the int it is (PCL's conversions; a string that
		// holds no number, or a number that is not whole, fails the run).
		var names []string
		if err := cfg.TryObject("names", &names); errors.Is(err, config.ErrMissingVar) {
			names = []string{"a", "b", "c"}
		} else if err != nil {
			return err
		}
		position := "1"
		if param, err := cfg.Try("position"); err == nil {
			position = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		ratio := 2.0
		if param, err := cfg.TryFloat64("ratio"); err == nil {
			ratio = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		positions := []string{"2", "0"}
		var pets []*random.RandomPet
		for index, value := range names {
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("pets-%v", index), &random.RandomPetArgs{Prefix: pulumi.String(value)})
			if err != nil {
				return err
			}
			pets = append(pets, res)
		}

		// Each resource reads another by a string its range holds.
		var readers []*random.RandomPet
		for index, value := range positions {
			parsed, err := strconv.Atoi(value)
			if err != nil {
				return err
			}
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("readers-%v", index), &random.RandomPetArgs{Prefix: pets[parsed].ID()})
			if err != nil {
				return err
			}
			readers = append(readers, res)
		}
		_ = readers
		digits, err := random.NewRandomPet(ctx, "digits", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		parsed, err := strconv.Atoi(position)
		if err != nil {
			return err
		}
		ctx.Export("byString", pulumi.String(names[parsed]))
		ctx.Export("byNumber", pulumi.String(names[toInt(ratio)]))
		ctx.Export("byConstant", pulumi.String(names[0]))
		parsed2, err := strconv.Atoi(position)
		if err != nil {
			return err
		}
		ctx.Export("tupleByString", pulumi.String([]string{"x", "y"}[parsed2]))
		parsed3, err := strconv.Atoi(position)
		if err != nil {
			return err
		}
		ctx.Export("resourceByString", pets[parsed3].ID())
		ctx.Export("byOutputNumber", digits.Length.ApplyT(func(length int) (string, error) {
			return positions[toInt(float64(length)/2.0)], nil
		}).(pulumi.StringOutput))
		ctx.Export("byOutputString", digits.Length.ApplyT(func(length int) (string, error) {
			parsed4, err := strconv.Atoi(strconv.Itoa(length - 2))
			if err != nil {
				return "", err
			}
			return positions[parsed4], nil
		}).(pulumi.StringOutput))
		parsed4, err := strconv.Atoi(position)
		if err != nil {
			return err
		}
		ctx.Export("inTemplate", pulumi.Sprintf("%v-%v", names[parsed4], pets[toInt(ratio)].ID().ToStringOutput()))
		return nil
	})
}

// toInt converts a number to an int; a number that is not whole is an
// error, as in PCL.
func toInt(n float64) int {
	if math.Trunc(n) != n || math.IsInf(n, 0) {
		panic(fmt.Sprintf("%v is not a whole number", n))
	}
	return int(n)
}
