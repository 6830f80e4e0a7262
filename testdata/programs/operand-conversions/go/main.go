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

		// Strings used as operands convert as PCL converts them, outside property
		// position too: a string holding a number is that number in arithmetic and
		// ordering (port + 1 is 8081, not "80801"), a string "true" or "false" (or
		// "1" or "0") is that bool in logic, in a conditional's condition and in a
		// resource option. Plain and eventual (secret) operands alike.
		port := "8080"
		if param, err := cfg.Try("port"); err == nil {
			port = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		flag := "false"
		if param, err := cfg.Try("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		ratio := "2.5"
		if param, err := cfg.Try("ratio"); err == nil {
			ratio = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		parsed, err := strconv.ParseFloat(port, 64)
		if err != nil {
			return err
		}
		next := parsed + 1.0
		parsed2, err := strconv.ParseFloat(port, 64)
		if err != nil {
			return err
		}
		parsed3, err := strconv.ParseFloat(ratio, 64)
		if err != nil {
			return err
		}
		difference := parsed2 - parsed3
		parsed4, err := strconv.ParseFloat(ratio, 64)
		if err != nil {
			return err
		}
		product := parsed4 * 2.0
		parsed5, err := strconv.ParseFloat(port, 64)
		if err != nil {
			return err
		}
		quotient := parsed5 / 4.0
		parsed6, err := strconv.ParseFloat(port, 64)
		if err != nil {
			return err
		}
		remainder := math.Mod(parsed6, 7.0)
		parsed7, err := strconv.ParseFloat(ratio, 64)
		if err != nil {
			return err
		}
		negated := -parsed7
		parsed8, err := strconv.ParseFloat(port, 64)
		if err != nil {
			return err
		}
		parsed9, err := strconv.ParseFloat(ratio, 64)
		if err != nil {
			return err
		}
		larger := parsed8 > parsed9
		parsed10, err := strconv.ParseBool(flag)
		if err != nil {
			return err
		}
		notFlag := !parsed10
		parsed11, err := strconv.ParseBool(flag)
		if err != nil {
			return err
		}
		parsed12, err := strconv.ParseFloat(port, 64)
		if err != nil {
			return err
		}
		either := parsed11 || parsed12 < 10.0
		parsed13, err := strconv.ParseBool(flag)
		if err != nil {
			return err
		}
		both := parsed13 && true
		chosen := func() string {
			parsed14, err := strconv.ParseBool(flag)
			if err != nil {
				panic(err)
			}
			if parsed14 {
				return "on"
			}
			return "off"
		}()
		inList := func() []float64 {
			result := []float64{}
			for _, p := range []string{port, ratio} {
				parsed14, err := strconv.ParseFloat(p, 64)
				if err != nil {
					panic(err)
				}
				if !(parsed14 > 3.0) {
					continue
				}
				parsed15, err := strconv.ParseFloat(p, 64)
				if err != nil {
					panic(err)
				}
				result = append(result, parsed15*2.0)
			}
			return result
		}()
		secretPort := pulumi.ToSecret(pulumi.String(port)).(pulumi.StringOutput)
		eventual := secretPort.ApplyT(func(secretPort2 string) (float64, error) {
			parsed14, err := strconv.ParseFloat(secretPort2, 64)
			if err != nil {
				return 0, err
			}
			return parsed14 + 1.0, nil
		}).(pulumi.Float64Output)
		eventualOn := pulumi.ToSecret(pulumi.String(flag)).(pulumi.StringOutput).ApplyT(func(secret string) (string, error) {
			return func() string {
				parsed14, err := strconv.ParseBool(secret)
				if err != nil {
					panic(err)
				}
				if parsed14 {
					return "on"
				}
				return "off"
			}(), nil
		}).(pulumi.StringOutput)
		parsed14, err := strconv.ParseFloat(port, 64)
		if err != nil {
			return err
		}
		parsed15, err := strconv.ParseBool(flag)
		if err != nil {
			return err
		}
		parsed16, err := strconv.ParseBool(flag)
		if err != nil {
			return err
		}
		_, err = random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(toInt(math.Mod(parsed14, 3.0) + 1.0))}, pulumi.Protect(parsed15), pulumi.RetainOnDelete(!parsed16))
		if err != nil {
			return err
		}
		ctx.Export("arithmetic", pulumi.Array{
			pulumi.Float64(next),
			pulumi.Float64(difference),
			pulumi.Float64(product),
			pulumi.Float64(quotient),
			pulumi.Float64(remainder),
			pulumi.Float64(negated),
		})
		ctx.Export("logic", pulumi.Array{
			pulumi.Bool(larger),
			pulumi.Bool(notFlag),
			pulumi.Bool(either),
			pulumi.Bool(both),
			pulumi.String(chosen),
		})
		ctx.Export("inList", pulumi.ToFloat64Array(inList))
		ctx.Export("eventual", eventual)
		ctx.Export("eventualOn", eventualOn)
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
