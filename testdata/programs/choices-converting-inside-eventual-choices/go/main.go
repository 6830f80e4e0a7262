package main

import (
	"errors"
	"strconv"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A choice of plain condition and eventual branches, nested inside another
		// choice, whose branches convert where the outer choice's value is taken:
		// an int beside an optional number, an int or a bool beside an optional
		// string. Each branch is converted where it is, so the inner choice is of
		// the converted type (not a union of an int and an optional number).
		on := true
		if param, err := cfg.TryBool("on"); err == nil {
			on = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		off := false
		if param, err := cfg.TryBool("off"); err == nil {
			off = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{Inputs: pulumi.StringArray{pulumi.String("a"), pulumi.String("b")}})
		if err != nil {
			return err
		}
		optionalNumber := pulumi.ToSecret(func() *float64 {
			if on {
				return pulumi.Float64Ref(2.5)
			}
			return nil
		}()).(pulumi.Float64PtrOutput)
		optionalText := pulumi.ToSecret(func() *string {
			if on {
				return pulumi.StringRef("t")
			}
			return nil
		}()).(pulumi.StringPtrOutput)

		// number
		innerInt := func() pulumi.Float64PtrOutput {
			if on {
				return pulumi.ToOutput(pulumi.Float64Ref(1.5)).(pulumi.Float64PtrOutput)
			}
			return func() pulumi.Float64PtrOutput {
				if off {
					return pulumi.ToOutput(pulumi.Float64Ref(3.0)).(pulumi.Float64PtrOutput)
				}
				return optionalNumber
			}()
		}()
		innerIntHeld := func() pulumi.Float64PtrOutput {
			if off {
				return pulumi.ToOutput(pulumi.Float64Ref(1.5)).(pulumi.Float64PtrOutput)
			}
			return func() pulumi.Float64PtrOutput {
				if on {
					return pulumi.ToOutput(pulumi.Float64Ref(3.0)).(pulumi.Float64PtrOutput)
				}
				return optionalNumber
			}()
		}()
		innerNumber := func() pulumi.Float64PtrOutput {
			if off {
				return pulumi.ToOutput(pulumi.Float64Ref(1.5)).(pulumi.Float64PtrOutput)
			}
			return func() pulumi.Float64PtrOutput {
				if off {
					return pulumi.ToOutput(pulumi.Float64Ref(3.0)).(pulumi.Float64PtrOutput)
				}
				return optionalNumber
			}()
		}()
		deeper := func() pulumi.Float64PtrOutput {
			if off {
				return pulumi.ToOutput(pulumi.Float64Ref(0.5)).(pulumi.Float64PtrOutput)
			}
			return func() pulumi.Float64PtrOutput {
				if off {
					return pulumi.ToOutput(pulumi.Float64Ref(1.5)).(pulumi.Float64PtrOutput)
				}
				return func() pulumi.Float64PtrOutput {
					if on {
						return pulumi.ToOutput(pulumi.Float64Ref(7.0)).(pulumi.Float64PtrOutput)
					}
					return optionalNumber
				}()
			}()
		}()
		countOrInt := func() pulumi.Float64PtrOutput {
			if off {
				return pulumi.ToOutput(pulumi.Float64Ref(1.5)).(pulumi.Float64PtrOutput)
			}
			return func() pulumi.Float64PtrOutput {
				if on {
					return pulumi.ToOutput(pulumi.Float64Ref(4.0)).(pulumi.Float64PtrOutput)
				}
				return shuffle.ResultCount.ApplyT(func(resultCount *int) (*float64, error) {
					return optionalFloat(resultCount), nil
				}).(pulumi.Float64PtrOutput)
			}()
		}()

		// string
		intAsText := func() pulumi.StringPtrOutput {
			if off {
				return pulumi.ToOutput(pulumi.StringRef("s")).(pulumi.StringPtrOutput)
			}
			return func() pulumi.StringPtrOutput {
				if on {
					return pulumi.ToOutput(pulumi.StringRef("3")).(pulumi.StringPtrOutput)
				}
				return optionalText
			}()
		}()
		boolAsText := func() pulumi.StringPtrOutput {
			if off {
				return pulumi.ToOutput(pulumi.StringRef("s")).(pulumi.StringPtrOutput)
			}
			return func() pulumi.StringPtrOutput {
				if on {
					return pulumi.ToOutput(pulumi.StringRef("true")).(pulumi.StringPtrOutput)
				}
				return optionalText
			}()
		}()
		countAsText := func() pulumi.StringPtrOutput {
			if off {
				return pulumi.ToOutput(pulumi.StringRef("s")).(pulumi.StringPtrOutput)
			}
			return func() pulumi.StringPtrOutput {
				if on {
					return shuffle.ResultCount.ApplyT(func(resultCount *int) (*string, error) {
						return convertOptional(resultCount, strconv.Itoa), nil
					}).(pulumi.StringPtrOutput)
				}
				return optionalText
			}()
		}()
		textHeld := func() pulumi.StringPtrOutput {
			if off {
				return pulumi.ToOutput(pulumi.StringRef("s")).(pulumi.StringPtrOutput)
			}
			return func() pulumi.StringPtrOutput {
				if off {
					return pulumi.ToOutput(pulumi.StringRef("3")).(pulumi.StringPtrOutput)
				}
				return optionalText
			}()
		}()
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Prefix: func() pulumi.StringPtrOutput {
			if off {
				return pulumi.ToOutput(pulumi.StringRef("p")).(pulumi.StringPtrOutput)
			}
			return func() pulumi.StringPtrOutput {
				if on {
					return pulumi.ToOutput(pulumi.StringRef("12")).(pulumi.StringPtrOutput)
				}
				return optionalText
			}()
		}()})
		if err != nil {
			return err
		}
		ctx.Export("innerInt", innerInt)
		ctx.Export("innerIntHeld", innerIntHeld)
		ctx.Export("innerNumber", innerNumber)
		ctx.Export("deeper", deeper)
		ctx.Export("countOrInt", countOrInt)
		ctx.Export("intAsText", intAsText)
		ctx.Export("boolAsText", boolAsText)
		ctx.Export("countAsText", countAsText)
		ctx.Export("textHeld", textHeld)
		ctx.Export("prefix", pet.Prefix)
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), optionalNumber); err != nil {
			return err
		}
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), optionalText); err != nil {
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

// optionalFloat returns *v as a number, nil when v is nil: an optional int
// where an optional number is taken.
func optionalFloat(v *int) *float64 {
	if v == nil {
		return nil
	}
	f := float64(*v)
	return &f
}
