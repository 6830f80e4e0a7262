package main

import (
	"errors"
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"unicode"

	"example.com/pclgen/blocks/sdk/go/blocks"
	"example.com/pclgen/maxitemsone/sdk/go/maxitemsone"
	"example.com/pclgen/simple/sdk/go/simple"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A collection given to a typed destination whose elements have another
		// type converts element by element, as a constructor's elements do: lists,
		// maps, nested lists and lists of objects of numbers and bools given where
		// strings are taken (and strings where numbers are), from config, locals,
		// component inputs and outputs, resource outputs and invoke results, to
		// resource inputs, invoke arguments and component inputs, plain and eventual.
		var sizes []float64
		if err := cfg.TryObject("sizes", &sizes); errors.Is(err, config.ErrMissingVar) {
			sizes = []float64{1.0, 2.5}
		} else if err != nil {
			return err
		}
		var flags []bool
		if err := cfg.TryObject("flags", &flags); errors.Is(err, config.ErrMissingVar) {
			flags = []bool{true, false}
		} else if err != nil {
			return err
		}
		var counts map[string]float64
		if err := cfg.TryObject("counts", &counts); errors.Is(err, config.ErrMissingVar) {
			counts = map[string]float64{"a": 1.0, "b": 2.5}
		} else if err != nil {
			return err
		}
		var grid [][]int
		if err := cfg.TryObject("grid", &grid); errors.Is(err, config.ErrMissingVar) {
			grid = [][]int{{1, 2}, {3}}
		} else if err != nil {
			return err
		}
		var blocksVar []map[string]float64
		if err := cfg.TryObject("blocks", &blocksVar); errors.Is(err, config.ErrMissingVar) {
			blocksVar = []map[string]float64{{"innerString": 7.0}, {"innerString": 0.5}}
		} else if err != nil {
			return err
		}
		var inner map[string]string
		if err := cfg.TryObject("inner", &inner); errors.Is(err, config.ErrMissingVar) {
			inner = map[string]string{"someInput": "true"}
		} else if err != nil {
			return err
		}
		var maybe []float64
		if err := cfg.TryObject("maybe", &maybe); err != nil && !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var texts []string
		if err := cfg.TryObject("texts", &texts); errors.Is(err, config.ErrMissingVar) {
			texts = []string{"3", "4.5"}
		} else if err != nil {
			return err
		}
		numbers := func() []float64 {
			result := []float64{}
			for _, s := range sizes {
				result = append(result, s)
			}
			return result
		}()
		chosen := func() []bool {
			if len(sizes) > 1 {
				return flags
			}
			return nil
		}()
		labels := func() map[string]bool {
			result := map[string]bool{}
			collection := counts
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				result[k] = v > 1.0
			}
			return result
		}()
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{Inputs: pulumi.StringArray{pulumi.String("10"), pulumi.String("20")}})
		if err != nil {
			return err
		}
		var ranged []*simple.Resource
		for index := 0; index < 2; index++ {
			res, err := simple.NewResource(ctx, fmt.Sprintf("ranged-%v", index), &simple.ResourceArgs{
				InputOne: pulumi.String(fmt.Sprintf("r%v", index)),
				InputTwo: pulumi.Int(index),
			})
			if err != nil {
				return err
			}
			ranged = append(ranged, res)
		}
		_ = ranged

		// Eventual locals: a resource's output and a list computed from it.
		shuffled := shuffle.Inputs
		lengths := shuffled.ApplyT(func(shuffled2 []string) ([]float64, error) {
			return func() []float64 {
				result := []float64{}
				for _, s := range shuffled2 {
					result = append(result, float64(graphemeCount(s))*1.5)
				}
				return result
			}(), nil
		}).(pulumi.Float64ArrayOutput)
		fromConfig, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: func() []string {
			result := []string{}
			for _, item := range sizes {
				result = append(result, numberText(item))
			}
			return result
		}()})
		if err != nil {
			return err
		}
		fromLocal, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: func() []string {
			result := []string{}
			for _, item := range numbers {
				result = append(result, numberText(item))
			}
			return result
		}()})
		if err != nil {
			return err
		}
		fromOutputs := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{Owners: lengths.ApplyT(func(lengths2 []float64) ([]string, error) {
			return func() []string {
				result := []string{}
				for _, item := range lengths2 {
					result = append(result, numberText(item))
				}
				return result
			}(), nil
		}).(pulumi.StringArrayOutput)})
		found := []bool{
			graphemeCount(fromConfig.ImageId) > 3,
			graphemeCount(fromLocal.Name) > 30,
		}
		server, err := ec2.NewInstance(ctx, "server", &ec2.InstanceArgs{
			Ami:          pulumi.String(fromConfig.ImageId),
			InstanceType: pulumi.String("t3.micro"),
			SecurityGroups: func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, item := range sizes {
					result = append(result, pulumi.String(numberText(item)))
				}
				return result
			}(),
			VpcSecurityGroupIds: func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, item := range flags {
					result = append(result, pulumi.String(strconv.FormatBool(item)))
				}
				return result
			}(),
			Tags: func() pulumi.StringMap {
				result := pulumi.StringMap{}
				collection := counts
				for _, key := range slices.Sorted(maps.Keys(collection)) {
					item := collection[key]
					result[key] = pulumi.String(numberText(item))
				}
				return result
			}(),
		})
		if err != nil {
			return err
		}
		_, err = ec2.NewInstance(ctx, "fromLocals", &ec2.InstanceArgs{
			Ami:          pulumi.String(fromLocal.ImageId),
			InstanceType: pulumi.String("t3.micro"),
			SecurityGroups: func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, item := range numbers {
					result = append(result, pulumi.String(numberText(item)))
				}
				return result
			}(),
			VpcSecurityGroupIds: pulumi.StringArray{
				pulumi.String(strconv.FormatBool(found[0])),
				pulumi.String(strconv.FormatBool(found[1])),
			},
			Tags: func() pulumi.StringMap {
				result := pulumi.StringMap{}
				collection := labels
				for _, key := range slices.Sorted(maps.Keys(collection)) {
					item := collection[key]
					result[key] = pulumi.String(strconv.FormatBool(item))
				}
				return result
			}(),
		})
		if err != nil {
			return err
		}

		// Optional collections stay null when they are, else convert.
		_, err = ec2.NewInstance(ctx, "optional", &ec2.InstanceArgs{
			Ami:          pulumi.String("ami-3"),
			InstanceType: pulumi.String("t3.micro"),
			SecurityGroups: func() pulumi.StringArrayInput {
				v := func() []string {
					if maybe == nil {
						return nil
					}
					return func() []string {
						result := []string{}
						for _, item := range maybe {
							result = append(result, numberText(item))
						}
						return result
					}()
				}()
				if v == nil {
					return nil
				}
				return pulumi.ToStringArray(v)
			}(),
			VpcSecurityGroupIds: func() pulumi.StringArrayInput {
				v := func() []string {
					if chosen == nil {
						return nil
					}
					return func() []string {
						result := []string{}
						for _, item := range chosen {
							result = append(result, strconv.FormatBool(item))
						}
						return result
					}()
				}()
				if v == nil {
					return nil
				}
				return pulumi.ToStringArray(v)
			}(),
		})
		if err != nil {
			return err
		}
		_, err = blocks.NewResource(ctx, "objects", &blocks.ResourceArgs{AListOfResources: func() blocks.ResourceAListOfResourceArray {
			result := blocks.ResourceAListOfResourceArray{}
			for _, item := range blocksVar {
				result = append(result, &blocks.ResourceAListOfResourceArgs{InnerString: pulumi.String(numberText(item["innerString"]))})
			}
			return result
		}()})
		if err != nil {
			return err
		}
		parsed, err := strconv.ParseBool(inner["someInput"])
		if err != nil {
			return err
		}
		_, err = maxitemsone.NewResource(ctx, "single", &maxitemsone.ResourceArgs{InnerResource: &maxitemsone.ResourceInnerResourceArgs{SomeInput: pulumi.Bool(parsed)}})
		if err != nil {
			return err
		}
		compComponent, err := NewComp(ctx, "comp", &CompArgs{
			Ids: func() []float64 {
				result := []float64{}
				for _, item := range texts {
					parsed2, err := strconv.ParseFloat(item, 64)
					if err != nil {
						panic(err)
					}
					result = append(result, parsed2)
				}
				return result
			}(),
			Amounts: shuffled.ApplyT(func(shuffled2 []string) ([]float64, error) {
				return func() []float64 {
					result := []float64{}
					for _, item := range shuffled2 {
						parsed2, err := strconv.ParseFloat(item, 64)
						if err != nil {
							panic(err)
						}
						result = append(result, parsed2)
					}
					return result
				}(), nil
			}).(pulumi.Float64ArrayOutput),
			Rows: func() [][]string {
				result := [][]string{}
				for _, item := range grid {
					result = append(result, func() []string {
						result2 := []string{}
						for _, item2 := range item {
							result2 = append(result2, strconv.Itoa(item2))
						}
						return result2
					}())
				}
				return result
			}(),
			Marks: func() map[string]string {
				result := map[string]string{}
				collection := counts
				for _, key := range slices.Sorted(maps.Keys(collection)) {
					item := collection[key]
					result[key] = numberText(item)
				}
				return result
			}(),
			Levels: server.Tags.ApplyT(func(tags map[string]string) (map[string]float64, error) {
				return func() map[string]float64 {
					if tags == nil {
						return nil
					}
					return func() map[string]float64 {
						result := map[string]float64{}
						collection := tags
						for _, key := range slices.Sorted(maps.Keys(collection)) {
							item := collection[key]
							parsed2, err := strconv.ParseFloat(item, 64)
							if err != nil {
								panic(err)
							}
							result[key] = parsed2
						}
						return result
					}()
				}(), nil
			}).(pulumi.Float64MapOutput),
		})
		if err != nil {
			return err
		}
		_, err = ec2.NewInstance(ctx, "eventual", &ec2.InstanceArgs{
			Ami: fromOutputs.ApplyT(func(fromOutputs2 ec2.LookupAmiResult) (string, error) {
				return fromOutputs2.ImageId, nil
			}).(pulumi.StringOutput),
			InstanceType: pulumi.String("t3.micro"),
			SecurityGroups: lengths.ApplyT(func(lengths2 []float64) ([]string, error) {
				return func() []string {
					result := []string{}
					for _, item := range lengths2 {
						result = append(result, numberText(item))
					}
					return result
				}(), nil
			}).(pulumi.StringArrayOutput),
			VpcSecurityGroupIds: compComponent.Weights.ApplyT(func(weights []float64) ([]string, error) {
				return func() []string {
					result := []string{}
					for _, item := range weights {
						result = append(result, numberText(item))
					}
					return result
				}(), nil
			}).(pulumi.StringArrayOutput),
			Tags: compComponent.Scores.ApplyT(func(scores map[string]int) (map[string]string, error) {
				return func() map[string]string {
					result := map[string]string{}
					collection := scores
					for _, key := range slices.Sorted(maps.Keys(collection)) {
						item := collection[key]
						result[key] = strconv.Itoa(item)
					}
					return result
				}(), nil
			}).(pulumi.StringMapOutput),
		})
		if err != nil {
			return err
		}
		ctx.Export("owners", pulumi.Array{
			func() pulumi.StringArrayInput {
				v := fromConfig.Owners
				if v == nil {
					return nil
				}
				return pulumi.ToStringArray(v)
			}(),
			func() pulumi.StringArrayInput {
				v := fromLocal.Owners
				if v == nil {
					return nil
				}
				return pulumi.ToStringArray(v)
			}(),
			fromOutputs.ApplyT(func(fromOutputs2 ec2.LookupAmiResult) ([]string, error) {
				return fromOutputs2.Owners, nil
			}).(pulumi.StringArrayOutput),
		})
		ctx.Export("rows", compComponent.Rows)
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
