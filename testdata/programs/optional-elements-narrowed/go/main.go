package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Issue 12 item 19: a value whose elements are optional, given where a
		// value with elements that are not optional is taken, is narrowed as PCL
		// converts it: lists and maps of optional strings, nested lists and
		// objects, from config and from locals, given to resource inputs, invoke
		// arguments and component inputs, with and without a value.
		var names []*string
		if err := cfg.TryObject("names", &names); errors.Is(err, config.ErrMissingVar) {
			names = []*string{pulumi.StringRef("b"), pulumi.StringRef("c")}
		} else if err != nil {
			return err
		}
		var tags map[string]*string
		if err := cfg.TryObject("tags", &tags); errors.Is(err, config.ErrMissingVar) {
			tags = map[string]*string{"a": pulumi.StringRef("x")}
		} else if err != nil {
			return err
		}
		var nested [][]*string
		if err := cfg.TryObject("nested", &nested); errors.Is(err, config.ErrMissingVar) {
			nested = [][]*string{
				{pulumi.StringRef("d")},
				{pulumi.StringRef("e"), pulumi.StringRef("f")},
			}
		} else if err != nil {
			return err
		}
		var rules []map[string]interface{}
		if err := cfg.TryObject("rules", &rules); errors.Is(err, config.ErrMissingVar) {
			rules = []map[string]interface{}{{"cidrs": []*string{pulumi.StringRef("10.0.0.0/8")}}}
		} else if err != nil {
			return err
		}
		var optionalNames []*string
		if err := cfg.TryObject("optionalNames", &optionalNames); err != nil && !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		localNames := names
		localTags := tags
		flat := func() []*string {
			result := []*string{}
			for _, n := range names {
				result = append(result, n)
			}
			return result
		}()
		firstRule := rules[0]
		_, err := ec2.NewInstance(ctx, "fromConfig", &ec2.InstanceArgs{
			Ami:          pulumi.String("ami-1"),
			InstanceType: pulumi.String("t3.micro"),
			SecurityGroups: func() pulumi.StringArrayInput {
				v := names
				if v == nil {
					return nil
				}
				result := pulumi.StringArray{}
				for _, x := range v {
					result = append(result, stringInput(x))
				}
				return result
			}(),
			Tags: func() pulumi.StringMapInput {
				v := tags
				if v == nil {
					return nil
				}
				result := pulumi.StringMap{}
				for k, x := range v {
					result[k] = stringInput(x)
				}
				return result
			}(),
		})
		if err != nil {
			return err
		}
		_, err = ec2.NewInstance(ctx, "fromLocals", &ec2.InstanceArgs{
			Ami:          pulumi.String("ami-2"),
			InstanceType: pulumi.String("t3.micro"),
			SecurityGroups: func() pulumi.StringArrayInput {
				v := localNames
				if v == nil {
					return nil
				}
				result := pulumi.StringArray{}
				for _, x := range v {
					result = append(result, stringInput(x))
				}
				return result
			}(),
			Tags: func() pulumi.StringMapInput {
				v := localTags
				if v == nil {
					return nil
				}
				result := pulumi.StringMap{}
				for k, x := range v {
					result[k] = stringInput(x)
				}
				return result
			}(),
		})
		if err != nil {
			return err
		}
		_, err = ec2.NewInstance(ctx, "fromFor", &ec2.InstanceArgs{
			Ami:          pulumi.String("ami-3"),
			InstanceType: pulumi.String("t3.micro"),
			SecurityGroups: func() pulumi.StringArrayInput {
				v := flat
				if v == nil {
					return nil
				}
				result := pulumi.StringArray{}
				for _, x := range v {
					result = append(result, stringInput(x))
				}
				return result
			}(),
		})
		if err != nil {
			return err
		}
		_, err = ec2.NewInstance(ctx, "fromUnset", &ec2.InstanceArgs{
			Ami:          pulumi.String("ami-5"),
			InstanceType: pulumi.String("t3.micro"),
			SecurityGroups: func() pulumi.StringArrayInput {
				v := optionalNames
				if v == nil {
					return nil
				}
				result := pulumi.StringArray{}
				for _, x := range v {
					result = append(result, stringInput(x))
				}
				return result
			}(),
		})
		if err != nil {
			return err
		}
		_, err = ec2.NewSecurityGroup(ctx, "group", &ec2.SecurityGroupArgs{
			Ingress: ec2.SecurityGroupIngressArray{&ec2.SecurityGroupIngressArgs{
				Protocol: pulumi.String("tcp"),
				FromPort: pulumi.Int(80),
				ToPort:   pulumi.Int(80),
				CidrBlocks: func() pulumi.StringArrayInput {
					v := fromJSON[[]*string](firstRule["cidrs"])
					if v == nil {
						return nil
					}
					result := pulumi.StringArray{}
					for _, x := range v {
						result = append(result, stringInput(x))
					}
					return result
				}(),
			}},
			Egress: func() ec2.SecurityGroupEgressArray {
				result := ec2.SecurityGroupEgressArray{}
				for _, r := range rules {
					result = append(result, &ec2.SecurityGroupEgressArgs{
						Protocol: pulumi.String("tcp"),
						FromPort: pulumi.Int(443),
						ToPort:   pulumi.Int(443),
						CidrBlocks: func() pulumi.StringArrayInput {
							v := fromJSON[[]*string](r["cidrs"])
							if v == nil {
								return nil
							}
							result2 := pulumi.StringArray{}
							for _, x := range v {
								result2 = append(result2, stringInput(x))
							}
							return result2
						}(),
					})
				}
				return result
			}(),
		})
		if err != nil {
			return err
		}
		ami, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: func() []string {
			v := names
			if v == nil {
				return nil
			}
			result := make([]string, len(v))
			for k, x := range v {
				result[k] = requiredValue(x)
			}
			return result
		}()})
		if err != nil {
			return err
		}
		amiFromLocal, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: func() []string {
			v := localNames
			if v == nil {
				return nil
			}
			result := make([]string, len(v))
			for k, x := range v {
				result[k] = requiredValue(x)
			}
			return result
		}()})
		if err != nil {
			return err
		}
		amiNested, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: func() []string {
			v := nested[1]
			if v == nil {
				return nil
			}
			result := make([]string, len(v))
			for k, x := range v {
				result[k] = requiredValue(x)
			}
			return result
		}()})
		if err != nil {
			return err
		}
		compComponent, err := NewComp(ctx, "comp", &CompArgs{
			Names: func() []string {
				v := names
				if v == nil {
					return nil
				}
				result := make([]string, len(v))
				for k, x := range v {
					result[k] = requiredValue(x)
				}
				return result
			}(),
			Tags: func() map[string]string {
				v := localTags
				if v == nil {
					return nil
				}
				result := map[string]string{}
				for k, x := range v {
					result[k] = requiredValue(x)
				}
				return result
			}(),
		})
		if err != nil {
			return err
		}
		ctx.Export("amis", pulumi.Array{
			pulumi.String(ami.ImageId),
			pulumi.String(amiFromLocal.ImageId),
			pulumi.String(amiNested.ImageId),
		})
		ctx.Export("joined", compComponent.Joined)
		ctx.Export("nested", pulumi.String(strings.Join(func() []string {
			result := []string{}
			for _, l := range nested {
				result = append(result, strings.Join(func() []string {
					v := notNullList(l)
					if v == nil {
						return nil
					}
					result2 := make([]string, len(v))
					for k, x := range v {
						result2[k] = requiredValue(x)
					}
					return result2
				}(), "+"))
			}
			return result
		}(), ",")))
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

// notNullList returns v, failing where it is null (nil), as PCL fails to
// loop over, measure or read from a null list.
func notNullList[T any](v []T) []T {
	if v == nil {
		panic("a null value is given where a list is required")
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

// requiredValue returns *p, an optional value given where a value is
// required; a null one is an error.
func requiredValue[T any](p *T) T {
	if p == nil {
		panic("a null value is given where a value is required")
	}
	return *p
}

// stringInput returns *v as an input, nil (no value) when v is nil: a null
// given to an input leaves it unset, as in PCL.
func stringInput(v *string) pulumi.StringInput {
	if v == nil {
		return nil
	}
	return pulumi.String(*v)
}
