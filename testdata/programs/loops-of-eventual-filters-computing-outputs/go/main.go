package main

import (
	"fmt"
	"reflect"
	"unicode"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Loops over plain lists of resources whose filter reads an output of
		// another resource and whose elements compute from outputs of the loop's
		// variable: the loop is the body of an apply over the filter's output,
		// where it is a plain list (or map) of outputs, which Go builds as an
		// input collection and the apply awaits.
		var groups []*ec2.SecurityGroup
		for index := 0; index < 2; index++ {
			res, err := ec2.NewSecurityGroup(ctx, fmt.Sprintf("groups-%v", index), &ec2.SecurityGroupArgs{Ingress: func() ec2.SecurityGroupIngressArray {
				result := ec2.SecurityGroupIngressArray{}
				for _, n := range func() []int {
					result2 := []int{}
					start, limit, step := 0, index+1, 1
					for i := start; (step > 0 && i < limit) || (step < 0 && i > limit); i += step {
						result2 = append(result2, i)
					}
					return result2
				}() {
					result = append(result, &ec2.SecurityGroupIngressArgs{
						FromPort:   pulumi.Int(80 + n),
						ToPort:     pulumi.Int(80 + n),
						Protocol:   pulumi.String("tcp"),
						CidrBlocks: pulumi.StringArray{pulumi.String(fmt.Sprintf("10.0.0.%v/32", n))},
					})
				}
				return result
			}()})
			if err != nil {
				return err
			}
			groups = append(groups, res)
		}
		other, err := random.NewRandomPet(ctx, "other", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		ctx.Export("counts", pulumi.All(func() pulumi.Array {
			result := pulumi.Array{}
			for _, g := range groups {
				result = append(result, g.Ingress)
			}
			return result
		}(), other.ID().ToStringOutput()).ApplyT(func(resolved []interface{}) ([]int, error) {
			values := resolvedAs[[][]ec2.SecurityGroupIngress](resolved[0])
			id := resolved[1].(string)
			return func() []int {
				result := []int{}
				for key := range groups {
					if !(id != "x") {
						continue
					}
					result = append(result, len(func() [][]string {
						result2 := [][]string{}
						for _, item := range values[key] {
							result2 = append(result2, item.CidrBlocks)
						}
						return result2
					}()))
				}
				return result
			}(), nil
		}).(pulumi.IntArrayOutput))
		ctx.Export("byIndex", pulumi.All(func() pulumi.Array {
			result := pulumi.Array{}
			for _, g := range groups {
				result = append(result, g.Ingress)
			}
			return result
		}(), other.ID().ToStringOutput()).ApplyT(func(resolved []interface{}) (map[string]int, error) {
			values := resolvedAs[[][]ec2.SecurityGroupIngress](resolved[0])
			id := resolved[1].(string)
			return func() map[string]int {
				result := map[string]int{}
				for i := range groups {
					if !(graphemeCount(id) > 0) {
						continue
					}
					result[fmt.Sprintf("g%v", i)] = len(values[i])
				}
				return result
			}(), nil
		}).(pulumi.IntMapOutput))
		ctx.Export("grouped", pulumi.All(func() pulumi.Array {
			result := pulumi.Array{}
			for _, g := range groups {
				result = append(result, g.Ingress)
			}
			return result
		}(), other.ID().ToStringOutput()).ApplyT(func(resolved []interface{}) (map[string][]int, error) {
			values := resolvedAs[[][]ec2.SecurityGroupIngress](resolved[0])
			id := resolved[1].(string)
			return func() map[string][]int {
				result := map[string][]int{}
				for i := range groups {
					if !(id != "") {
						continue
					}
					result[func() string {
						if i < 1 {
							return "first"
						}
						return "rest"
					}()] = append(result[func() string {
						if i < 1 {
							return "first"
						}
						return "rest"
					}()], values[i][0].FromPort)
				}
				return result
			}(), nil
		}).(pulumi.IntArrayMapOutput))
		ctx.Export("nested", func() pulumi.Array {
			result := pulumi.Array{}
			for _, g := range groups {
				result = append(result, pulumi.All(g.Ingress, other.ID().ToStringOutput()).ApplyT(func(resolved []interface{}) ([]int, error) {
					ingress := resolved[0].([]ec2.SecurityGroupIngress)
					id := resolved[1].(string)
					return func() []int {
						result2 := []int{}
						for _, rule := range ingress {
							if !(id != "x") {
								continue
							}
							result2 = append(result2, rule.ToPort)
						}
						return result2
					}(), nil
				}).(pulumi.IntArrayOutput))
			}
			return result
		}())
		ctx.Export("sameGroup", pulumi.All(func() pulumi.Array {
			result := pulumi.Array{}
			for _, g := range groups {
				result = append(result, g.Ingress)
			}
			return result
		}(), func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for _, g := range groups {
				result = append(result, g.ID())
			}
			return result
		}(), other.ID().ToStringOutput()).ApplyT(func(resolved []interface{}) ([][]string, error) {
			values := resolvedAs[[][]ec2.SecurityGroupIngress](resolved[0])
			values2 := resolved[1].([]string)
			id := resolved[2].(string)
			return func() [][]string {
				result := [][]string{}
				for key := range groups {
					if !(values2[key] != id) {
						continue
					}
					result = append(result, func() []string {
						result2 := []string{}
						for _, item := range values[key] {
							result2 = append(result2, item.Protocol)
						}
						return result2
					}())
				}
				return result
			}(), nil
		}).(pulumi.StringArrayArrayOutput))
		ctx.Export("both", pulumi.All(func() pulumi.Array {
			result := pulumi.Array{}
			for _, g := range groups {
				result = append(result, g.Ingress)
			}
			return result
		}(), other.ID().ToStringOutput(), other.Length).ApplyT(func(resolved []interface{}) ([]string, error) {
			values := resolvedAs[[][]ec2.SecurityGroupIngress](resolved[0])
			id := resolved[1].(string)
			length := resolved[2].(int)
			return func() []string {
				result := []string{}
				for i := range groups {
					if !(length > 1) {
						continue
					}
					result = append(result, fmt.Sprintf("%v:%v:%v", i, len(values[i]), id))
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput))
		return nil
	})
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

// resolvedAs returns v, the value a pulumi.Array or pulumi.Map of inputs
// resolved to ([]interface{} and map[string]interface{} at any depth), as
// the plain Go value of type T it holds.
func resolvedAs[T any](v interface{}) T {
	if x, ok := v.(T); ok {
		return x
	}
	var x T
	to := reflect.TypeOf(&x).Elem()
	return resolvedValue(reflect.ValueOf(v), to).Interface().(T)
}

// resolvedValue converts v to a value of type to: collections element by
// element.
func resolvedValue(v reflect.Value, to reflect.Type) reflect.Value {
	if v.IsValid() && v.Kind() == reflect.Interface {
		v = v.Elem()
	}
	if !v.IsValid() {
		return reflect.Zero(to)
	}
	if v.Type().AssignableTo(to) {
		return v
	}
	switch {
	case to.Kind() == reflect.Slice && v.Kind() == reflect.Slice:
		if v.IsNil() {
			return reflect.Zero(to)
		}
		result := reflect.MakeSlice(to, v.Len(), v.Len())
		for i := 0; i < v.Len(); i++ {
			result.Index(i).Set(resolvedValue(v.Index(i), to.Elem()))
		}
		return result
	case to.Kind() == reflect.Map && v.Kind() == reflect.Map:
		if v.IsNil() {
			return reflect.Zero(to)
		}
		result := reflect.MakeMapWithSize(to, v.Len())
		for _, k := range v.MapKeys() {
			result.SetMapIndex(k.Convert(to.Key()), resolvedValue(v.MapIndex(k), to.Elem()))
		}
		return result
	case to.Kind() == reflect.Pointer && v.Kind() == reflect.Pointer && v.IsNil():
		return reflect.Zero(to)
	case to.Kind() == reflect.Pointer:
		result := reflect.New(to.Elem())
		result.Elem().Set(resolvedValue(v, to.Elem()))
		return result
	case v.Kind() == reflect.Pointer:
		if v.IsNil() {
			panic("a null value is given where a value is required")
		}
		return resolvedValue(v.Elem(), to)
	}
	return v.Convert(to)
}
