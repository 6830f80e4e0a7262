package main

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Resources ranged over a plain invoke's result are a plain list in a backend
		// that resolves invokes where they are made (Python), so a splat of their
		// outputs is a list of outputs, not an output of a list. The variables of
		// loops over such a splat hold outputs, and every builtin over them, in the
		// loop's body or around the loop, is an output computed in an apply.
		ami, err := ec2.LookupAmi(ctx, nil)
		if err != nil {
			return err
		}
		var keys []*random.RandomString
		for index := range strings.Split(ami.Name, "-") {
			res, err := random.NewRandomString(ctx, fmt.Sprintf("keys-%v", index), &random.RandomStringArgs{Length: pulumi.Int(4)})
			if err != nil {
				return err
			}
			keys = append(keys, res)
		}
		lens := func() pulumi.IntArray {
			result := pulumi.IntArray{}
			collection := func() pulumi.StringArray {
				result2 := pulumi.StringArray{}
				for _, item := range keys {
					result2 = append(result2, item.Result)
				}
				return result2
			}()
			for _, s := range collection {
				result = append(result, s.ToStringOutput().ApplyT(func(s2 string) (int, error) {
					return graphemeCount(s2), nil
				}).(pulumi.IntOutput))
			}
			return result
		}()
		_, err = random.NewRandomId(ctx, "golf", &random.RandomIdArgs{ByteLength: pulumi.Int(len(func() pulumi.IntArray {
			result := pulumi.IntArray{}
			collection := func() pulumi.StringArray {
				result2 := pulumi.StringArray{}
				for _, item := range keys {
					result2 = append(result2, item.URN())
				}
				return result2
			}()
			for _, json2 := range collection {
				result = append(result, json2.ToStringOutput().ApplyT(func(json3 string) (int, error) {
					return graphemeCount(json3), nil
				}).(pulumi.IntOutput))
			}
			return result
		}()))})
		if err != nil {
			return err
		}
		ctx.Export("joined", pulumi.All(func() pulumi.StringArray {
			result := pulumi.StringArray{}
			collection := func() pulumi.StringArray {
				result2 := pulumi.StringArray{}
				for _, item := range keys {
					result2 = append(result2, item.Result)
				}
				return result2
			}()
			for _, s := range collection {
				result = append(result, s.ToStringOutput())
			}
			return result
		}()).ApplyT(func(resolved []interface{}) (string, error) {
			values := resolved[0].([]string)
			return strings.Join(values, ","), nil
		}).(pulumi.StringOutput))
		ctx.Export("json", pulumi.ToOutput(func() pulumi.IntArray {
			result := pulumi.IntArray{}
			collection := func() pulumi.StringArray {
				result2 := pulumi.StringArray{}
				for _, item := range keys {
					result2 = append(result2, item.Result)
				}
				return result2
			}()
			for _, s := range collection {
				result = append(result, s.ToStringOutput().ApplyT(func(s2 string) (int, error) {
					return graphemeCount(s2), nil
				}).(pulumi.IntOutput))
			}
			return result
		}()).ApplyT(func(v interface{}) (string, error) {
			data, err := json.Marshal(v)
			return string(data), err
		}).(pulumi.StringOutput))
		ctx.Export("parts", func() pulumi.Array {
			result := pulumi.Array{}
			collection := func() pulumi.StringArray {
				result2 := pulumi.StringArray{}
				for _, item := range keys {
					result2 = append(result2, item.Result)
				}
				return result2
			}()
			for _, s := range collection {
				result = append(result, s.ToStringOutput().ApplyT(func(s2 string) ([]string, error) {
					return strings.Split(s2, "a"), nil
				}).(pulumi.StringArrayOutput))
			}
			return result
		}())
		ctx.Export("byKey", pulumi.All(func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for _, item := range keys {
				result = append(result, item.Result)
			}
			return result
		}(), func() pulumi.StringArray {
			result := pulumi.StringArray{}
			collection := func() pulumi.StringArray {
				result2 := pulumi.StringArray{}
				for _, item := range keys {
					result2 = append(result2, item.Result)
				}
				return result2
			}()
			for _, s := range collection {
				result = append(result, s.ToStringOutput())
			}
			return result
		}()).ApplyT(func(resolved []interface{}) (map[string]int, error) {
			values := resolved[0].([]string)
			values2 := resolved[1].([]string)
			return func() map[string]int {
				result := map[string]int{}
				for i := range values {
					key := values2[i]
					if _, dup := result[key]; dup {
						panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
					}
					result[key] = i
				}
				return result
			}(), nil
		}).(pulumi.IntMapOutput))
		ctx.Export("firsts", func() pulumi.Array {
			result := pulumi.Array{}
			collection := func() pulumi.StringArray {
				result2 := pulumi.StringArray{}
				for _, item := range keys {
					result2 = append(result2, item.Result)
				}
				return result2
			}()
			for _, s := range collection {
				result = append(result, s.ToStringOutput().ApplyT(func(s2 string) (string, error) {
					return element(strings.Split(s2, "a"), 0), nil
				}).(pulumi.StringOutput))
			}
			return result
		}())
		ctx.Export("total", pulumi.All(lens).ApplyT(func(resolved []interface{}) (int, error) {
			lens2 := resolved[0].([]int)
			return slices.Max(lens2), nil
		}).(pulumi.IntOutput))
		ctx.Export("cond", func() pulumi.Array {
			result := pulumi.Array{}
			collection := func() pulumi.StringArray {
				result2 := pulumi.StringArray{}
				for _, item := range keys {
					result2 = append(result2, item.Result)
				}
				return result2
			}()
			for _, s := range collection {
				result = append(result, s.ToStringOutput().ApplyT(func(s2 string) (string, error) {
					return func() string {
						if graphemeCount(s2) > 2 {
							return "long"
						}
						return s2
					}(), nil
				}).(pulumi.StringOutput))
			}
			return result
		}())
		ctx.Export("nested", func() pulumi.Array {
			result := pulumi.Array{}
			collection := func() pulumi.StringArray {
				result2 := pulumi.StringArray{}
				for _, item := range keys {
					result2 = append(result2, item.Result)
				}
				return result2
			}()
			for _, s := range collection {
				result = append(result, func() pulumi.Array {
					result2 := pulumi.Array{}
					collection2 := func() pulumi.StringArray {
						result3 := pulumi.StringArray{}
						for _, item := range keys {
							result3 = append(result3, item.Result)
						}
						return result3
					}()
					for _, t := range collection2 {
						result2 = append(result2, pulumi.Sprintf("%v%v", s.ToStringOutput(), t.ToStringOutput()))
					}
					return result2
				}())
			}
			return result
		}())
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
