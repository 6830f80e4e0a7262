package main

import (
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"
	"unicode"

	"example.com/pclgen/simple/sdk/go/simple"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-unversioned/sdk/go/unversioned"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Invoke arguments convert to the types of the function's inputs, as
		// resource inputs convert to theirs: numbers and bools given for strings,
		// in lists built by for expressions (over config, and over resources whose
		// outputs the elements depend on) and by list constructors, and alone; strings given
		// for bools; in invokes that are locals, resource inputs, for bodies,
		// outputs and a component's.
		var sizes []map[string]interface{}
		if err := cfg.TryObject("sizes", &sizes); errors.Is(err, config.ErrMissingVar) {
			sizes = []map[string]interface{}{{"n": 1.0, "flag": true}, {"n": 2.5, "flag": false}}
		} else if err != nil {
			return err
		}
		count := 3
		if param, err := cfg.TryInt("count"); err == nil {
			count = param
		} else if !errors.Is(err, config.ErrMissingVar) {
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
		fromFor, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: func() []string {
			result := []string{}
			for _, e := range sizes {
				result = append(result, numberText(dynamicFloat(e["n"])))
			}
			return result
		}()})
		if err != nil {
			return err
		}
		fromTuple, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{
			Owners: []string{
				strconv.Itoa(count),
				strconv.FormatBool(sizes[0]["flag"].(bool)),
				"self",
			},
			MostRecent: pulumi.BoolRef(true),
			NameRegex:  pulumi.StringRef(strconv.Itoa(count)),
		})
		if err != nil {
			return err
		}
		fromOutputs := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{Owners: func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for _, r := range ranged {
				result = append(result, r.ID().ToStringOutput().ApplyT(func(id string) (int, error) {
					return graphemeCount(id), nil
				}).(pulumi.IntOutput).ApplyT(func(v int) (string, error) {
					return strconv.Itoa(v), nil
				}).(pulumi.StringOutput))
			}
			return result
		}()})
		looked, err := unversioned.Lookup(ctx, &unversioned.LookupArgs{Key: pulumi.StringRef(strconv.Itoa(count))})
		if err != nil {
			return err
		}
		amiResult, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: []string{numberText(dynamicFloat(sizes[1]["n"]))}})
		if err != nil {
			return err
		}
		_, err = ec2.NewInstance(ctx, "server", &ec2.InstanceArgs{
			Ami:          pulumi.String(amiResult.ImageId),
			InstanceType: pulumi.String("t3.micro"),
			SecurityGroups: func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, e := range sizes {
					amiResult2, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{
						Owners:    []string{strconv.FormatBool(e["flag"].(bool))},
						NameRegex: pulumi.StringRef(numberText(dynamicFloat(e["n"]))),
					})
					if err != nil {
						panic(err)
					}
					result = append(result, pulumi.String(amiResult2.Name))
				}
				return result
			}(),
		})
		if err != nil {
			return err
		}
		compComponent, err := NewComp(ctx, "comp", &CompArgs{Ids: func() []float64 {
			result := []float64{}
			for _, e := range sizes {
				result = append(result, dynamicFloat(e["n"]))
			}
			return result
		}()})
		if err != nil {
			return err
		}
		ctx.Export("owners", pulumi.Array{
			func() pulumi.StringArrayInput {
				v := fromFor.Owners
				if v == nil {
					return nil
				}
				return pulumi.ToStringArray(v)
			}(),
			func() pulumi.StringArrayInput {
				v := fromTuple.Owners
				if v == nil {
					return nil
				}
				return pulumi.ToStringArray(v)
			}(),
			fromOutputs.ApplyT(func(fromOutputs2 ec2.LookupAmiResult) ([]string, error) {
				return fromOutputs2.Owners, nil
			}).(pulumi.StringArrayOutput),
		})
		amiResult2, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{
			Owners:     []string{strconv.Itoa(count * 2)},
			MostRecent: pulumi.BoolRef(false),
		})
		if err != nil {
			return err
		}
		ctx.Export("inline", pulumi.String(amiResult2.ImageId))
		ctx.Export("looked", pulumi.String(looked.Value))
		ctx.Export("comp", compComponent.Ami)
		return nil
	})
}

// dynamicFloat converts v, a value of any type, to a number as PCL does: a
// string must hold a decimal number.
func dynamicFloat(v interface{}) float64 {
	switch v := pointee(v).(type) {
	case float64:
		return v
	case int:
		return float64(v)
	case string:
		if n, err := strconv.ParseFloat(v, 64); err == nil {
			return n
		}
	}
	panic(fmt.Sprintf("a number is required, not %v", v))
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

// pointee returns v, a value of any type, without the pointer an optional
// value is held by (nil for a nil pointer), and a value of a named string
// type (pulumi.ID, an enum of an SDK) as the string it is.
func pointee(v interface{}) interface{} {
	switch p := v.(type) {
	case *string:
		if p != nil {
			return *p
		}
		return nil
	case *int:
		if p != nil {
			return *p
		}
		return nil
	case *float64:
		if p != nil {
			return *p
		}
		return nil
	case *bool:
		if p != nil {
			return *p
		}
		return nil
	}
	if rv := reflect.ValueOf(v); rv.Kind() == reflect.String {
		return rv.String()
	}
	return v
}
