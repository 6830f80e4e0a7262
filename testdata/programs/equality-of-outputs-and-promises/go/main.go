package main

import (
	"reflect"
	"strings"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Collections that hold both an output (a resource's attribute, an invoke of
		// a secret argument) and a promise (an invoke of plain arguments) are
		// compared once both resolve: the comparison is an output.
		ami, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: []string{"self"}})
		if err != nil {
			return err
		}
		secretAmi := ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{Owners: pulumi.StringArray{pulumi.ToSecret(pulumi.String("self")).(pulumi.StringOutput)}})
		pet, err := random.NewRandomPet(ctx, "pet", nil)
		if err != nil {
			return err
		}
		objectChanged := pet.ID().ToStringOutput().ApplyT(func(id string) (bool, error) {
			return !bothNull(map[string]string{"name": id, "image": ami.Id}, map[string]interface{}{}), nil
		}).(pulumi.BoolOutput)
		tupleSame := secretAmi.ApplyT(func(secretAmi2 ec2.LookupAmiResult) (bool, error) {
			return equalValues([]string{ami.Architecture, secretAmi2.Architecture}, []string{ami.Architecture, ami.Architecture}), nil
		}).(pulumi.BoolOutput)
		listChanged := pet.ID().ToStringOutput().ApplyT(func(id string) (bool, error) {
			return !bothNull([]string{ami.Id, id}, []interface{}{}), nil
		}).(pulumi.BoolOutput)
		_, err = random.NewRandomPet(ctx, "tagged", &random.RandomPetArgs{
			Prefix: pulumi.Sprintf("%v-%v", objectChanged, tupleSame),
			Keepers: pulumi.StringMap{
				"changed": pulumi.Sprintf("%v", secretAmi.ApplyT(func(secretAmi2 ec2.LookupAmiResult) (bool, error) {
					return !bothNull(map[string]string{"a": secretAmi2.Id, "b": ami.ImageId}, map[string]interface{}{}), nil
				}).(pulumi.BoolOutput)),
				"same": pulumi.Sprintf("%v", listChanged),
			},
		})
		if err != nil {
			return err
		}
		ctx.Export("compared", pulumi.Array{objectChanged, tupleSame, listChanged})
		return nil
	})
}

// bothNull reports whether a and b are both null, the only way values of
// different types (a number and a string, a list and a map) are equal in
// PCL, which compares values without converting them.
func bothNull(a, b interface{}) bool {
	for _, v := range []interface{}{a, b} {
		r := reflect.ValueOf(v)
		switch r.Kind() {
		case reflect.Invalid:
		case reflect.Pointer, reflect.Interface, reflect.Map, reflect.Slice:
			if !r.IsNil() {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// equalValues reports whether a and b are equal as PCL's == compares
// them: lists, maps and objects by their elements (a property whose value
// is null as one the object lacks), numbers by value whether ints or not,
// and null equal to null only.
func equalValues(a, b interface{}) bool {
	x, y := reflect.ValueOf(a), reflect.ValueOf(b)
	if k := x.Kind(); k == reflect.Pointer || k == reflect.Interface {
		if x.IsNil() {
			return equalValues(nil, b)
		}
		return equalValues(x.Elem().Interface(), b)
	}
	if k := y.Kind(); k == reflect.Pointer || k == reflect.Interface {
		if y.IsNil() {
			return equalValues(a, nil)
		}
		return equalValues(a, y.Elem().Interface())
	}
	if !x.IsValid() || !y.IsValid() {
		return x.IsValid() == y.IsValid()
	}
	// The entries of a map, or of an object held as an SDK's struct by
	// the names of its properties, but those whose values are null: an
	// object's unset property is one it lacks.
	entries := func(v reflect.Value) map[string]interface{} {
		null := func(e reflect.Value) bool {
			switch e.Kind() {
			case reflect.Invalid:
				return true
			case reflect.Pointer, reflect.Interface, reflect.Map, reflect.Slice:
				return e.IsNil()
			}
			return false
		}
		out := map[string]interface{}{}
		switch v.Kind() {
		case reflect.Map:
			if v.Type().Key().Kind() != reflect.String {
				return nil
			}
			for _, k := range v.MapKeys() {
				if e := v.MapIndex(k); !null(e) {
					out[k.String()] = e.Interface()
				}
			}
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				field := v.Type().Field(i)
				name, _, _ := strings.Cut(field.Tag.Get("pulumi"), ",")
				if name == "" {
					name = field.Name
				}
				if e := v.Field(i); field.IsExported() && !null(e) {
					out[name] = e.Interface()
				}
			}
		default:
			return nil
		}
		return out
	}
	number := func(v reflect.Value) (float64, bool) {
		switch {
		case v.CanInt():
			return float64(v.Int()), true
		case v.CanFloat():
			return v.Float(), true
		}
		return 0, false
	}
	switch x.Kind() {
	case reflect.Slice, reflect.Array:
		if (y.Kind() != reflect.Slice && y.Kind() != reflect.Array) || x.Len() != y.Len() {
			return false
		}
		for i := 0; i < x.Len(); i++ {
			if !equalValues(x.Index(i).Interface(), y.Index(i).Interface()) {
				return false
			}
		}
		return true
	case reflect.Map, reflect.Struct:
		m, n := entries(x), entries(y)
		if m == nil || n == nil || len(m) != len(n) {
			return false
		}
		for k, v := range m {
			w, ok := n[k]
			if !ok || !equalValues(v, w) {
				return false
			}
		}
		return true
	case reflect.String:
		return y.Kind() == reflect.String && x.String() == y.String()
	case reflect.Bool:
		return y.Kind() == reflect.Bool && x.Bool() == y.Bool()
	}
	m, xNumber := number(x)
	n, yNumber := number(y)
	if x.CanInt() && y.CanInt() {
		return x.Int() == y.Int()
	}
	return xNumber && yNumber && m == n
}
