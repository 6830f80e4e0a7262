package main

import (
	"errors"
	"fmt"
	"math"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Conditionals whose branches hold values of different scalar types, some
		// outputs (an optional number beside an int, a number beside a string),
		// given to inputs of one scalar type: each branch is converted to it, and
		// null stays null where the input is optional.
		pick := true
		if param, err := cfg.TryBool("pick"); err == nil {
			pick = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{
			Inputs:      pulumi.StringArray{pulumi.String("a"), pulumi.String("b")},
			ResultCount: pulumi.Int(2),
		})
		if err != nil {
			return err
		}
		word, err := random.NewRandomString(ctx, "word", &random.RandomStringArgs{
			Length: intElem(func() pulumi.IntPtrOutput {
				if pick {
					return shuffle.ResultCount.ApplyT(func(resultCount *int) (*int, error) {
						return func() *int {
							if equalPointers(resultCount, pulumi.IntRef(1)) {
								return resultCount
							}
							return pulumi.IntRef(*resultCount + 1)
						}(), nil
					}).(pulumi.IntPtrOutput)
				}
				return pulumi.ToOutput(pulumi.IntRef(3)).(pulumi.IntPtrOutput)
			}()),
			Special: func() pulumi.BoolOutput {
				if pick {
					return shuffle.ResultCount.ApplyT(func(resultCount *int) (bool, error) {
						return equalPointers(resultCount, pulumi.IntRef(2)), nil
					}).(pulumi.BoolOutput)
				}
				return pulumi.Bool(false).ToBoolOutput()
			}(),
		})
		if err != nil {
			return err
		}
		_, err = ec2.NewInstance(ctx, "server", &ec2.InstanceArgs{
			Ami: func() pulumi.StringOutput {
				if pick {
					return shuffle.ResultCount.ApplyT(func(resultCount *int) (string, error) {
						return numberText(float64(*resultCount) / 2.0), nil
					}).(pulumi.StringOutput)
				}
				return pulumi.String("ami-0").ToStringOutput()
			}(),
			InstanceType: func() pulumi.StringOutput {
				if !pick {
					return pulumi.String("7").ToStringOutput()
				}
				return word.Result
			}(),
		})
		if err != nil {
			return err
		}
		_, err = random.NewRandomShuffle(ctx, "again", &random.RandomShuffleArgs{
			Inputs: pulumi.StringArray{word.Result},
			ResultCount: func() pulumi.Float64PtrOutput {
				if pick {
					return pulumi.ToOutput((*float64)(nil)).(pulumi.Float64PtrOutput)
				}
				return shuffle.ResultCount.ApplyT(func(resultCount *int) (*float64, error) {
					return func() *float64 {
						if equalPointers(resultCount, pulumi.IntRef(2)) {
							return pulumi.Float64Ref(float64(*resultCount) / 2.0)
						}
						return optionalFloat(resultCount)
					}(), nil
				}).(pulumi.Float64PtrOutput)
			}().ApplyT(func(value *float64) (*int, error) {
				return convertOptional(value, toInt), nil
			}).(pulumi.IntPtrOutput),
		})
		if err != nil {
			return err
		}
		_, err = random.NewRandomShuffle(ctx, "third", &random.RandomShuffleArgs{
			Inputs: pulumi.StringArray{pulumi.String("x")},
			ResultCount: func() pulumi.Float64PtrOutput {
				if pick {
					return pulumi.ToOutput((*float64)(nil)).(pulumi.Float64PtrOutput)
				}
				return shuffle.ResultCount.ApplyT(func(resultCount *int) (float64, error) {
					return float64(*resultCount) / 2.0, nil
				}).(pulumi.Float64Output).ToFloat64PtrOutput()
			}().ApplyT(func(value *float64) (*int, error) {
				return convertOptional(value, toInt), nil
			}).(pulumi.IntPtrOutput),
		})
		if err != nil {
			return err
		}
		_, err = random.NewRandomShuffle(ctx, "parsed", &random.RandomShuffleArgs{
			Inputs: pulumi.StringArray{pulumi.String("x")},
			ResultCount: func() pulumi.StringPtrOutput {
				if !pick {
					return pulumi.ToOutput((*string)(nil)).(pulumi.StringPtrOutput)
				}
				return pulumi.Sprintf("%v", intNotNull(shuffle.ResultCount)).ToStringPtrOutput()
			}().ApplyT(func(value *string) (*int, error) {
				return func() *int {
					if value == nil {
						return nil
					}
					parsed2, err := strconv.Atoi(*value)
					if err != nil {
						panic(err)
					}
					converted := parsed2
					return &converted
				}(), nil
			}).(pulumi.IntPtrOutput),
		})
		if err != nil {
			return err
		}
		return nil
	})
}

// convertOptional returns convert(*v), nil when v is nil: an optional value
// converted where an optional value of another type is taken keeps null.
func convertOptional[T, U any](v *T, convert func(T) U) *U {
	if v == nil {
		return nil
	}
	u := convert(*v)
	return &u
}

// equalPointers reports whether a and b, optional values held as
// pointers, are equal, as PCL's == compares them: null equals only null.
func equalPointers[T comparable](a, b *T) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}

// intElem returns the value of o as an input whose value is null (no
// value) where o's is nil: a null given to an input leaves it unset, as in
// PCL.
func intElem(o pulumi.IntPtrOutput) pulumi.IntOutput {
	// The output's value is the int itself, which applies and
	// pulumi.ToSecret read, or nil, which the SDK sends as no value.
	return pulumi.IntOutput{OutputState: o.ApplyT(func(v *int) interface{} {
		if v == nil {
			return nil
		}
		return *v
	}).(pulumi.AnyOutput).OutputState}
}

// intNotNull returns the value of o; a null is an error, as PCL's string
// templates make it.
func intNotNull(o pulumi.IntPtrOutput) pulumi.IntOutput {
	return o.ApplyT(func(v *int) (int, error) {
		if v == nil {
			var none int
			return none, errors.New("a null value cannot be included in a string template")
		}
		return *v, nil
	}).(pulumi.IntOutput)
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

// optionalFloat returns *v as a number, nil when v is nil: an optional int
// where an optional number is taken.
func optionalFloat(v *int) *float64 {
	if v == nil {
		return nil
	}
	f := float64(*v)
	return &f
}

// toInt converts a number to an int; a number that is not whole is an
// error, as in PCL.
func toInt(n float64) int {
	if math.Trunc(n) != n || math.IsInf(n, 0) {
		panic(fmt.Sprintf("%v is not a whole number", n))
	}
	return int(n)
}
