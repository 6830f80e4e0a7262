package main

import (
	"unicode"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		pet, err := random.NewRandomPet(ctx, "pet", nil)
		if err != nil {
			return err
		}
		reads, err := NewComp(ctx, "reads", &CompArgs{
			Count: pet.ID().ToStringOutput().ApplyT(func(id string) (int, error) {
				return graphemeCount(id), nil
			}).(pulumi.IntOutput),
			Counts: pet.ID().ToStringOutput().ApplyT(func(id string) ([]int, error) {
				return func() []int {
					if id == "" {
						return []int{1, 2}
					}
					return []int{3, 4}
				}(), nil
			}).(pulumi.IntArrayOutput),
			Named: pet.ID().ToStringOutput().ApplyT(func(id string) (map[string]int, error) {
				return func() map[string]int {
					if id == "" {
						return map[string]int{"pet": 1}
					}
					return map[string]int{"pet": 2}
				}(), nil
			}).(pulumi.IntMapOutput),
		})
		if err != nil {
			return err
		}
		ctx.Export("first", reads.First)
		ctx.Export("chosen", reads.Chosen)
		ctx.Export("found", reads.Found)
		ctx.Export("total", reads.Total)
		return nil
	})
}

// element returns the element of list at index, which wraps around the
// list's length, as PCL's element does.
func element[T any](list []T, index int) T {
	if len(list) == 0 {
		panic("element: the list is empty")
	}
	if index < 0 {
		panic("element: the index is negative")
	}
	return list[index%len(list)]
}

// graphemeCount counts the user-perceived characters of s (its extended
// grapheme clusters), as PCL's length does: combining marks, emoji
// modifiers and variation selectors join the character before them, a
// zero-width joiner joins the pictographs on either side, and regional
// indicators pair into flags.
func graphemeCount(s string) int {
	count := 0
	prev := rune(-1)
	pairing := false
	for _, r := range s {
		regional := r >= '\U0001F1E6' && r <= '\U0001F1FF'
		extend := unicode.In(r, unicode.Mn, unicode.Me, unicode.Mc) || r == '\u200D' || (r >= '\uFE00' && r <= '\uFE0F') || (r >= '\U0001F3FB' && r <= '\U0001F3FF') || (r >= '\U000E0020' && r <= '\U000E007F')
		pictograph := unicode.Is(unicode.So, r) || r >= '\U0001F000'
		if (prev >= 0 && extend) || (prev == '\r' && r == '\n') || (prev == '\u200D' && pictograph) || (pairing && regional) {
			pairing = false
		} else {
			count++
			pairing = regional
		}
		prev = r
	}
	return count
}

// intOr returns the value of o, or fallback's where o's is null: a
// component's input given null takes its config's default, as in PCL.
func intOr(o pulumi.IntPtrOutput, fallback pulumi.IntOutput) pulumi.IntOutput {
	return pulumi.All(o, fallback).ApplyT(func(values []interface{}) int {
		if v := values[0].(*int); v != nil {
			return *v
		}
		return values[1].(int)
	}).(pulumi.IntOutput)
}
