package main

import (
	"errors"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strings"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Conditionals of object constructors given where a schema's objects are
		// taken, one branch holding optional outputs and the other plain values:
		// each branch is given as the input it would be alone.
		victor := true
		if param, err := cfg.TryBool("victor"); err == nil {
			victor = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var sizesPlain map[string]*int
		if err := cfg.TryObject("sizes", &sizesPlain); errors.Is(err, config.ErrMissingVar) {
			sizesPlain = map[string]*int{"a": pulumi.IntRef(3)}
		} else if err != nil {
			return err
		}
		sizes := pulumi.ToSecret(func() pulumi.MapInput {
			v := sizesPlain
			if v == nil {
				return nil
			}
			result := pulumi.Map{}
			for k, x := range v {
				result[k] = intInput(x)
			}
			return result
		}()).(pulumi.MapOutput)
		var ports map[string]string
		if err := cfg.TryObject("ports", &ports); errors.Is(err, config.ErrMissingVar) {
			ports = map[string]string{"web": "tcp", "dns": "udp"}
		} else if err != nil {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2), Prefix: pulumi.String("p")})
		if err != nil {
			return err
		}
		image, err := ec2.NewAmi(ctx, "image", &ec2.AmiArgs{
			Name: pulumi.String("image"),
			EbsBlockDevices: ec2.AmiEbsBlockDeviceArray{
				&ec2.AmiEbsBlockDeviceArgs{DeviceName: pulumi.String("first"), Iops: pet.Length},
				func() *ec2.AmiEbsBlockDeviceArgs {
					if victor {
						return &ec2.AmiEbsBlockDeviceArgs{
							DeviceName: pet.ID(),
							Iops: sizes.ApplyT(func(v map[string]interface{}) (*int, error) {
								sizes2 := optionalValueMap[int](v)
								return mustGet(sizes2, "a"), nil
							}).(pulumi.IntPtrOutput),
							Throughput:          pet.Length,
							VolumeSize:          nil,
							DeleteOnTermination: pulumi.Bool(victor),
						}
					}
					return &ec2.AmiEbsBlockDeviceArgs{
						DeviceName:          pulumi.String("second"),
						Throughput:          pulumi.Int(8),
						VolumeSize:          pulumi.Int(10),
						DeleteOnTermination: pulumi.Bool(true),
					}
				}(),
			},
		})
		if err != nil {
			return err
		}
		group, err := ec2.NewSecurityGroup(ctx, "group", &ec2.SecurityGroupArgs{Ingress: func() ec2.SecurityGroupIngressArray {
			result := ec2.SecurityGroupIngressArray{}
			collection := ports
			for _, key := range slices.Sorted(maps.Keys(collection)) {
				protocol := collection[key]
				result = append(result, func() *ec2.SecurityGroupIngressArgs {
					if victor {
						return &ec2.SecurityGroupIngressArgs{
							FromPort:   pulumi.Int(13),
							Protocol:   stringElem(pet.Prefix),
							Self:       pulumi.Bool(true),
							ToPort:     pet.Length,
							CidrBlocks: pulumi.StringArray{},
						}
					}
					return &ec2.SecurityGroupIngressArgs{
						Description: pet.ID(),
						FromPort:    pet.Length,
						Protocol:    pulumi.String(protocol),
						Self:        pulumi.Bool(false),
						ToPort:      pet.Length,
					}
				}())
			}
			return result
		}()})
		if err != nil {
			return err
		}
		ctx.Export("devices", image.EbsBlockDevices.ApplyT(pclObject))
		ctx.Export("rules", group.Ingress.ApplyT(pclObject))
		return nil
	})
}

// intInput returns *v as an input, nil (no value) when v is nil: a null
// given to an input leaves it unset, as in PCL.
func intInput(v *int) pulumi.IntInput {
	if v == nil {
		return nil
	}
	return pulumi.Int(*v)
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

// optionalValue returns v, an optional value held as an interface{} (its
// value or a pointer to it), as a pointer to its value of type T: nil when
// v is null.
func optionalValue[T any](v interface{}) *T {
	switch x := v.(type) {
	case nil:
		return nil
	case *T:
		return x
	case T:
		return &x
	}
	// An int where a number is wanted: PCL converts it.
	var x T
	if f, isFloat := any(&x).(*float64); isFloat {
		switch n := v.(type) {
		case int:
			*f = float64(n)
			return &x
		case *int:
			if n == nil {
				return nil
			}
			*f = float64(*n)
			return &x
		}
	}
	// A whole number where an int is wanted (config read from JSON
	// holds its numbers as float64s).
	if i, isInt := any(&x).(*int); isInt {
		if n, isFloat := v.(float64); isFloat && n == float64(int(n)) {
			*i = int(n)
			return &x
		}
	}
	// A value of a named string type (pulumi.ID, pulumi.URN, an SDK's
	// enum) where a string is wanted.
	if s, isString := any(&x).(*string); isString {
		if rv := reflect.ValueOf(v); rv.Kind() == reflect.String {
			*s = rv.String()
			return &x
		}
	}
	x = v.(T)
	return &x
}

// optionalValueMap returns the elements of v, a resolved pulumi.Map of
// optional values (map[string]interface{}, or the map[string]*T of a plain
// map), as pointers to their values of type T.
func optionalValueMap[T any](v interface{}) map[string]*T {
	switch p := v.(type) {
	case nil:
		return nil
	case map[string]*T:
		return p
	}
	values := v.(map[string]interface{})
	if values == nil {
		// A null collection.
		return nil
	}
	result := make(map[string]*T, len(values))
	for k, x := range values {
		result[k] = optionalValue[T](x)
	}
	return result
}

// pclObject returns v, holding values of a schema's object types (the SDK's
// structs, through pointers, slices and maps), as PCL holds it: each struct a
// map keyed by the schema's names (its fields' pulumi tags), with every
// property, nil where it is not set.
func pclObject(v interface{}) interface{} {
	return pclObjectValue(reflect.ValueOf(v))
}

func pclObjectValue(v reflect.Value) interface{} {
	switch v.Kind() {
	case reflect.Invalid:
		return nil
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return nil
		}
		return pclObjectValue(v.Elem())
	case reflect.Struct:
		object := map[string]interface{}{}
		for i := 0; i < v.NumField(); i++ {
			if name, _, _ := strings.Cut(v.Type().Field(i).Tag.Get("pulumi"), ","); name != "" {
				object[name] = pclObjectValue(v.Field(i))
			}
		}
		return object
	case reflect.Slice:
		if v.IsNil() {
			return nil
		}
		list := make([]interface{}, v.Len())
		for i := range list {
			list[i] = pclObjectValue(v.Index(i))
		}
		return list
	case reflect.Map:
		if v.IsNil() {
			return nil
		}
		object := map[string]interface{}{}
		for _, key := range v.MapKeys() {
			object[key.String()] = pclObjectValue(v.MapIndex(key))
		}
		return object
	}
	return v.Interface()
}

// stringElem returns the value of o as an input whose value is null (no
// value) where o's is nil: a null given to an input leaves it unset, as in
// PCL.
func stringElem(o pulumi.StringPtrOutput) pulumi.StringOutput {
	// The output's value is the string itself, which applies and
	// pulumi.ToSecret read, or nil, which the SDK sends as no value.
	return pulumi.StringOutput{OutputState: o.ApplyT(func(v *string) interface{} {
		if v == nil {
			return nil
		}
		return *v
	}).(pulumi.AnyOutput).OutputState}
}
