package main

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"unicode"

	"example.com/pclgen/simple/sdk/go/simple"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// An apply's callback made in a comprehension or a ranged resource's loop
		// reads the loop's variables as they were when it was made, not as they are
		// when it runs (Python's closures read them late): the index, key and value
		// of lists and maps, variables of an outer comprehension in an inner one,
		// range.key and range.value, callbacks of one output and of several, in
		// resource inputs, locals and outputs.
		var names map[string]string
		if err := cfg.TryObject("names", &names); errors.Is(err, config.ErrMissingVar) {
			names = map[string]string{"a": "alpha", "b": "beta", "c": "gamma"}
		} else if err != nil {
			return err
		}
		var ranged []*simple.Resource
		for index := 0; index < 3; index++ {
			res, err := simple.NewResource(ctx, fmt.Sprintf("ranged-%v", index), &simple.ResourceArgs{InputOne: pulumi.String(fmt.Sprintf("r%v", index))})
			if err != nil {
				return err
			}
			ranged = append(ranged, res)
		}
		_, err := ec2.NewInstance(ctx, "byIndex", &ec2.InstanceArgs{
			Ami:          pulumi.String("ami-1"),
			InstanceType: pulumi.String("t3.micro"),
			SecurityGroups: func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for i, r := range ranged {
					result = append(result, r.Result.ApplyT(func(result2 string) (string, error) {
						return func() string {
							if result2 == "" {
								return "none"
							}
							return fmt.Sprintf("n%v", i)
						}(), nil
					}).(pulumi.StringOutput))
				}
				return result
			}(),
			Tags: func() pulumi.StringMap {
				result := pulumi.StringMap{}
				collection := names
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					v := collection[k]
					result[k] = ranged[0].Result.ApplyT(func(result2 string) (string, error) {
						return func() string {
							if result2 == "" {
								return "none"
							}
							return k + "=" + v
						}(), nil
					}).(pulumi.StringOutput)
				}
				return result
			}(),
		})
		if err != nil {
			return err
		}
		var rangedByNumber []*simple.Resource
		for index := 0; index < 3; index++ {
			res, err := simple.NewResource(ctx, fmt.Sprintf("rangedByNumber-%v", index), &simple.ResourceArgs{InputOne: ranged[0].Result.ApplyT(func(result string) (string, error) {
				return func() string {
					if result == "" {
						return "none"
					}
					return fmt.Sprintf("n%v", index)
				}(), nil
			}).(pulumi.StringOutput)})
			if err != nil {
				return err
			}
			rangedByNumber = append(rangedByNumber, res)
		}
		_ = rangedByNumber
		rangedByMap := map[string]*simple.Resource{}
		rangedByMapRange := names
		for _, key := range slices.Sorted(maps.Keys(rangedByMapRange)) {
			value := rangedByMapRange[key]
			res, err := simple.NewResource(ctx, fmt.Sprintf("rangedByMap-%v", key), &simple.ResourceArgs{InputOne: ranged[1].Result.ApplyT(func(result string) (string, error) {
				return func() string {
					if result == "" {
						return "none"
					}
					return key + "=" + value
				}(), nil
			}).(pulumi.StringOutput)})
			if err != nil {
				return err
			}
			rangedByMap[key] = res
		}
		_ = rangedByMap
		pairs := func() pulumi.IntArray {
			result := pulumi.IntArray{}
			for i, r := range ranged {
				result = append(result, pulumi.All(r.Result, ranged[0].Result).ApplyT(func(resolved []interface{}) (int, error) {
					result2 := resolved[0].(string)
					result3 := resolved[1].(string)
					return func() int {
						if result2 == result3 {
							return i
						}
						return i * 10
					}(), nil
				}).(pulumi.IntOutput))
			}
			return result
		}()
		nested := func() pulumi.StringArrayArray {
			result := pulumi.StringArrayArray{}
			for i, r := range ranged {
				result = append(result, func() pulumi.StringArray {
					result2 := pulumi.StringArray{}
					for j, n := range []string{"x", "y"} {
						result2 = append(result2, r.Result.ApplyT(func(result3 string) (string, error) {
							return func() string {
								if result3 == "" {
									return n
								}
								return fmt.Sprintf("%v%v%v", i, j, n)
							}(), nil
						}).(pulumi.StringOutput))
					}
					return result2
				}())
			}
			return result
		}()
		several := func() pulumi.IntArray {
			result := pulumi.IntArray{}
			for i, r := range ranged {
				result = append(result, pulumi.All(r.Result, r.InputOne).ApplyT(func(resolved []interface{}) (int, error) {
					result2 := resolved[0].(string)
					inputOne := resolved[1].(*string)
					return func() int {
						if equalPointers(pulumi.StringRef(result2), inputOne) {
							return -1
						}
						return i
					}(), nil
				}).(pulumi.IntOutput))
			}
			return result
		}()
		ctx.Export("pairs", pairs)
		ctx.Export("nested", nested)
		ctx.Export("several", several)
		ctx.Export("keys", func() pulumi.Map {
			result := pulumi.Map{}
			collection := names
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				key := v
				if _, dup := result[key]; dup {
					panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
				}
				result[key] = ranged[1].Result.ApplyT(func(result2 string) (int, error) {
					return func() int {
						if result2 == "" {
							return 0
						}
						return graphemeCount(k)
					}(), nil
				}).(pulumi.IntOutput)
			}
			return result
		}())
		return nil
	})
}

// equalPointers reports whether a and b, optional values held as
// pointers, are equal, as PCL's == compares them: null equals only null.
func equalPointers[T comparable](a, b *T) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
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
