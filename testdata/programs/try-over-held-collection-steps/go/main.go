package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"reflect"
	"slices"
	"strconv"
	"unicode"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Outputs read from plain collections that hold them, inside try and can,
		// by steps that may fail: an index out of range, a missing key, a null. The
		// step is taken where the guard catches its failure.
		index := 9
		if param, err := cfg.TryInt("index"); err == nil {
			index = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		team := "zz"
		if param, err := cfg.Try("team"); err == nil {
			team = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(1)})
		if err != nil {
			return err
		}
		var pets []*random.RandomPet
		for index2 := 0; index2 < 2; index2++ {
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("pets-%v", index2), &random.RandomPetArgs{Length: pulumi.Int(1)})
			if err != nil {
				return err
			}
			pets = append(pets, res)
		}
		named := map[string]*random.RandomPet{}
		namedRange := map[string]int{"a": 1}
		for _, key := range slices.Sorted(maps.Keys(namedRange)) {
			value := namedRange[key]
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("named-%v", key), &random.RandomPetArgs{Length: pulumi.Int(value)})
			if err != nil {
				return err
			}
			named[key] = res
		}
		grid := func() pulumi.StringArrayArray {
			result := pulumi.StringArrayArray{}
			for range func() []int {
				result2 := []int{}
				start, limit, step := 0, 2, 1
				for i := start; (step > 0 && i < limit) || (step < 0 && i > limit); i += step {
					result2 = append(result2, i)
				}
				return result2
			}() {
				result = append(result, func() pulumi.StringArray {
					result2 := pulumi.StringArray{}
					for range func() []int {
						result3 := []int{}
						start, limit, step := 0, 2, 1
						for i := start; (step > 0 && i < limit) || (step < 0 && i > limit); i += step {
							result3 = append(result3, i)
						}
						return result3
					}() {
						result2 = append(result2, pet.ID())
					}
					return result2
				}())
			}
			return result
		}()
		teams := func() pulumi.MapMap {
			result := pulumi.MapMap{}
			for _, name2 := range []string{"a"} {
				key := name2
				if _, dup := result[key]; dup {
					panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
				}
				result[key] = pulumi.Map{"members": func() pulumi.StringArray {
					result2 := pulumi.StringArray{}
					for range func() []int {
						result3 := []int{}
						start, limit, step := 0, 2, 1
						for i := start; (step > 0 && i < limit) || (step < 0 && i > limit); i += step {
							result3 = append(result3, i)
						}
						return result3
					}() {
						result2 = append(result2, pet.ID())
					}
					return result2
				}()}
			}
			return result
		}()
		byName := pulumi.Map{"a": func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for range func() []int {
				result2 := []int{}
				start, limit, step := 0, 2, 1
				for i := start; (step > 0 && i < limit) || (step < 0 && i > limit); i += step {
					result2 = append(result2, i)
				}
				return result2
			}() {
				result = append(result, pet.ID())
			}
			return result
		}()}
		plainTeams := func() map[string]map[string]interface{} {
			result := map[string]map[string]interface{}{}
			for _, name2 := range []string{"a"} {
				key := name2
				if _, dup := result[key]; dup {
					panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
				}
				result[key] = map[string]interface{}{"members": []string{"x"}}
			}
			return result
		}()
		keyed := pulumi.Map{"a": func() pulumi.StringMap {
			result := pulumi.StringMap{}
			for _, k := range []string{"x"} {
				key := k
				if _, dup := result[key]; dup {
					panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
				}
				result[key] = pet.ID()
			}
			return result
		}()}
		ctx.Export("rowMiss", func() pulumi.StringOutput {
			if len(grid) > 7 {
				return grid[7].(pulumi.StringArrayInput).ToStringArrayOutput().ApplyT(func(grid2 []string) (string, error) {
					return func() string {
						if v, ok := func() (v string, ok bool) {
							defer func() {
								if recover() != nil {
									ok = false
								}
							}()
							return grid2[0], true
						}(); ok {
							return v
						}
						return "none"
					}(), nil
				}).(pulumi.StringOutput)
			}
			return pulumi.String("none").ToStringOutput()
		}())
		ctx.Export("columnMiss", func() pulumi.StringOutput {
			if len(grid) > 1 {
				return grid[1].(pulumi.StringArrayInput).ToStringArrayOutput().ApplyT(func(grid2 []string) (string, error) {
					return func() string {
						if v, ok := func() (v string, ok bool) {
							defer func() {
								if recover() != nil {
									ok = false
								}
							}()
							return grid2[5], true
						}(); ok {
							return v
						}
						return "none"
					}(), nil
				}).(pulumi.StringOutput)
			}
			return pulumi.String("none").ToStringOutput()
		}())
		ctx.Export("hit", func() pulumi.StringOutput {
			if len(grid) > 1 {
				return grid[1].(pulumi.StringArrayInput).ToStringArrayOutput().ApplyT(func(grid2 []string) (string, error) {
					return func() string {
						if v, ok := func() (v string, ok bool) {
							defer func() {
								if recover() != nil {
									ok = false
								}
							}()
							return grid2[1], true
						}(); ok {
							return v
						}
						return "none"
					}(), nil
				}).(pulumi.StringOutput)
			}
			return pulumi.String("none").ToStringOutput()
		}())
		ctx.Export("teamMiss", func() pulumi.StringOutput {
			if func() bool {
				_, ok := teams["b"]
				return ok
			}() {
				return teams["b"].(pulumi.MapInput).ToMapOutput().ApplyT(func(b map[string]interface{}) (string, error) {
					return func() string {
						if v, ok := func() (v string, ok bool) {
							defer func() {
								if recover() != nil {
									ok = false
								}
							}()
							return fromJSON[[]string](func() interface{} {
								v2, ok2 := b["members"]
								if !ok2 {
									panic("missing key members")
								}
								return v2
							}())[0], true
						}(); ok {
							return v
						}
						return "none"
					}(), nil
				}).(pulumi.StringOutput)
			}
			return pulumi.String("none").ToStringOutput()
		}())
		ctx.Export("memberMiss", func() pulumi.StringOutput {
			if func() bool {
				_, ok := teams["a"]
				return ok
			}() {
				return teams["a"].(pulumi.MapInput).ToMapOutput().ApplyT(func(a map[string]interface{}) (string, error) {
					return func() string {
						if v, ok := func() (v string, ok bool) {
							defer func() {
								if recover() != nil {
									ok = false
								}
							}()
							return fromJSON[[]string](func() interface{} {
								v2, ok2 := a["members"]
								if !ok2 {
									panic("missing key members")
								}
								return v2
							}())[5], true
						}(); ok {
							return v
						}
						return "none"
					}(), nil
				}).(pulumi.StringOutput)
			}
			return pulumi.String("none").ToStringOutput()
		}())
		ctx.Export("listInMapMiss", byName["a"].(pulumi.StringArrayInput).ToStringArrayOutput().ApplyT(func(a []string) (string, error) {
			return func() string {
				if v, ok := func() (v string, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return a[3], true
				}(); ok {
					return v
				}
				return "none"
			}(), nil
		}).(pulumi.StringOutput))
		ctx.Export("keyMiss", keyed["a"].(pulumi.StringMapInput).ToStringMapOutput().ApplyT(func(a map[string]string) (string, error) {
			return func() string {
				if v, ok := func() (v string, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return mustGet(a, "z"), true
				}(); ok {
					return v
				}
				return "none"
			}(), nil
		}).(pulumi.StringOutput))
		ctx.Export("interpolatedMiss", byName["a"].(pulumi.StringArrayInput).ToStringArrayOutput().ApplyT(func(a []string) (string, error) {
			return func() string {
				if v, ok := func() (v string, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return "member " + a[3], true
				}(); ok {
					return v
				}
				return "none"
			}(), nil
		}).(pulumi.StringOutput))
		ctx.Export("lengthOfMiss", byName["a"].(pulumi.StringArrayInput).ToStringArrayOutput().ApplyT(func(a []string) (int, error) {
			return func() int {
				if v, ok := func() (v int, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return graphemeCount(a[9]), true
				}(); ok {
					return v
				}
				return 0
			}(), nil
		}).(pulumi.IntOutput))
		ctx.Export("canMiss", func() pulumi.BoolOutput {
			if func() bool {
				_, ok := teams["a"]
				return ok
			}() {
				return teams["a"].(pulumi.MapInput).ToMapOutput().ApplyT(func(a map[string]interface{}) (bool, error) {
					return func() (ok bool) {
						defer func() {
							if recover() != nil {
								ok = false
							}
						}()
						_ = fromJSON[[]string](func() interface{} {
							v, ok2 := a["members"]
							if !ok2 {
								panic("missing key members")
							}
							return v
						}())[5]
						return true
					}(), nil
				}).(pulumi.BoolOutput)
			}
			return pulumi.Bool(false).ToBoolOutput()
		}().ApplyT(func(value bool) (string, error) {
			return func() string {
				if value {
					return "yes"
				}
				return "no"
			}(), nil
		}).(pulumi.StringOutput))
		ctx.Export("canHit", keyed["a"].(pulumi.StringMapInput).ToStringMapOutput().ApplyT(func(a map[string]string) (bool, error) {
			return func() (ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				_ = mustGet(a, "x")
				return true
			}(), nil
		}).(pulumi.BoolOutput))
		ctx.Export("elementMiss", byName["a"].(pulumi.StringArrayInput).ToStringArrayOutput().ApplyT(func(a []string) (string, error) {
			return func() string {
				if v, ok := func() (v string, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return element(a, 5), true
				}(); ok {
					return v
				}
				return "none"
			}(), nil
		}).(pulumi.StringOutput))
		ctx.Export("lookupMiss", pulumi.All(teams).ApplyT(func(resolved []interface{}) (*string, error) {
			teams2 := resolved[0].(map[string]map[string]interface{})
			return func() *string {
				if v, ok := func() (v *string, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return pulumi.StringRef(fromJSON[[]string](func() interface{} {
						v2, ok2 := func() map[string]interface{} {
							if v2, ok2 := teams2[team]; ok2 {
								return v2
							}
							return nil
						}()["members"]
						if !ok2 {
							panic("missing key members")
						}
						return v2
					}())[0]), true
				}(); ok {
					return v
				}
				return pulumi.StringRef("none")
			}(), nil
		}).(pulumi.StringPtrOutput))
		ctx.Export("configIndexMiss", byName["a"].(pulumi.StringArrayInput).ToStringArrayOutput().ApplyT(func(a []string) (string, error) {
			return func() string {
				if v, ok := func() (v string, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return a[index], true
				}(); ok {
					return v
				}
				return "none"
			}(), nil
		}).(pulumi.StringOutput))
		ctx.Export("configKeyMiss", pulumi.All(teams).ApplyT(func(resolved []interface{}) (string, error) {
			teams2 := resolved[0].(map[string]map[string]interface{})
			return func() string {
				if v, ok := func() (v string, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return fromJSON[[]string](func() interface{} {
						v2, ok2 := mustGet(teams2, team)["members"]
						if !ok2 {
							panic("missing key members")
						}
						return v2
					}())[0], true
				}(); ok {
					return v
				}
				return "none"
			}(), nil
		}).(pulumi.StringOutput))
		ctx.Export("configIndexOfRowMiss", pulumi.All(grid).ApplyT(func(resolved []interface{}) (string, error) {
			grid2 := resolved[0].([][]string)
			return func() string {
				if v, ok := func() (v string, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return grid2[1][index], true
				}(); ok {
					return v
				}
				return "none"
			}(), nil
		}).(pulumi.StringOutput))
		ctx.Export("canConfigIndex", pulumi.All(grid).ApplyT(func(resolved []interface{}) (bool, error) {
			grid2 := resolved[0].([][]string)
			return func() (ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				_ = grid2[index][0]
				return true
			}(), nil
		}).(pulumi.BoolOutput))
		ctx.Export("petMiss", func() pulumi.StringOutput {
			if len(pets) > 5 {
				return pets[5].ID().ToStringOutput().ApplyT(func(id string) (string, error) {
					return func() string {
						if v, ok := func() (v string, ok bool) {
							defer func() {
								if recover() != nil {
									ok = false
								}
							}()
							return id, true
						}(); ok {
							return v
						}
						return "none"
					}(), nil
				}).(pulumi.StringOutput)
			}
			return pulumi.String("none").ToStringOutput()
		}())
		ctx.Export("petHit", func() pulumi.StringOutput {
			if len(pets) > 1 {
				return pets[1].ID().ToStringOutput().ApplyT(func(id string) (string, error) {
					return func() string {
						if v, ok := func() (v string, ok bool) {
							defer func() {
								if recover() != nil {
									ok = false
								}
							}()
							return id, true
						}(); ok {
							return v
						}
						return "none"
					}(), nil
				}).(pulumi.StringOutput)
			}
			return pulumi.String("none").ToStringOutput()
		}())
		ctx.Export("namedMiss", func() pulumi.StringOutput {
			if func() bool {
				_, ok := named["z"]
				return ok
			}() {
				return mustGet(named, "z").ID().ToStringOutput().ApplyT(func(id string) (string, error) {
					return func() string {
						if v, ok := func() (v string, ok bool) {
							defer func() {
								if recover() != nil {
									ok = false
								}
							}()
							return id, true
						}(); ok {
							return v
						}
						return "none"
					}(), nil
				}).(pulumi.StringOutput)
			}
			return pulumi.String("none").ToStringOutput()
		}())
		ctx.Export("canPet", func() pulumi.BoolOutput {
			if len(pets) > 3 {
				return pets[3].ID().ToStringOutput().ApplyT(func(id string) (bool, error) {
					return func() (ok bool) {
						defer func() {
							if recover() != nil {
								ok = false
							}
						}()
						_ = id
						return true
					}(), nil
				}).(pulumi.BoolOutput)
			}
			return pulumi.Bool(false).ToBoolOutput()
		}())
		ctx.Export("plainLookupMiss", pulumi.StringPtrFromPtr(func() *string {
			if v, ok := func() (v *string, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return pulumi.StringRef(fromJSON[[]string](func() interface{} {
					v2, ok2 := func() map[string]interface{} {
						if v2, ok2 := plainTeams[team]; ok2 {
							return v2
						}
						return nil
					}()["members"]
					if !ok2 {
						panic("missing key members")
					}
					return v2
				}())[0]), true
			}(); ok {
				return v
			}
			return pulumi.StringRef("none")
		}()))
		return nil
	})
}

// coerced returns v, a value decoded from JSON, with the primitives that
// PCL converts to the kinds t takes so converted.
func coerced(v interface{}, t reflect.Type) interface{} {
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.String:
		switch x := v.(type) {
		case bool:
			return strconv.FormatBool(x)
		case float64:
			return numberText(x)
		}
	case reflect.Bool:
		if s, ok := v.(string); ok && (s == "true" || s == "false") {
			return s == "true"
		}
	case reflect.Int, reflect.Float64:
		if s, ok := v.(string); ok {
			if n, err := strconv.ParseFloat(s, 64); err == nil {
				return n
			}
		}
	case reflect.Slice:
		if xs, ok := v.([]interface{}); ok {
			out := make([]interface{}, len(xs))
			for i, x := range xs {
				out[i] = coerced(x, t.Elem())
			}
			return out
		}
	case reflect.Map:
		if m, ok := v.(map[string]interface{}); ok {
			out := map[string]interface{}{}
			for k, x := range m {
				out[k] = coerced(x, t.Elem())
			}
			return out
		}
	}
	return v
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

// fromJSON converts a value of any type (read from JSON config) into T as
// PCL converts values: a bool or a number where a string is taken is its
// text, a string where a number or a bool is taken is parsed; a value that
// is not a T then (7.5 for an int) is an error.
func fromJSON[T any](v interface{}) T {
	var t T
	data, err := json.Marshal(v)
	var raw interface{}
	if err == nil {
		err = json.Unmarshal(data, &raw)
	}
	if err == nil {
		data, err = json.Marshal(coerced(raw, reflect.TypeOf(&t).Elem()))
	}
	if err == nil {
		err = json.Unmarshal(data, &t)
	}
	if err != nil {
		panic(fmt.Errorf("reading config: %w", err))
	}
	return t
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

// mustGet returns m[key]; a key the map does not hold is an error, as in
// PCL.
func mustGet[V any](m map[string]V, key string) V {
	v, ok := m[key]
	if !ok {
		panic(fmt.Sprintf("the map has no element for the key %q", key))
	}
	return v
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
