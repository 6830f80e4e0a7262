package main

import (
	"errors"
	"fmt"
	"maps"
	"slices"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Values that mix null with each primitive type, objects and lists: the
		// branches of conditionals, try and lookup with a null fallback,
		// singleOrNone, and for expressions whose values may be null, in locals,
		// resource inputs and outputs, on both sides of each choice.
		on := true
		if param, err := cfg.TryBool("on"); err == nil {
			on = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		off := false
		if param, err := cfg.TryBool("off"); err == nil {
			off = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var names map[string]string
		if err := cfg.TryObject("names", &names); errors.Is(err, config.ErrMissingVar) {
			names = map[string]string{"a": "alpha"}
		} else if err != nil {
			return err
		}
		var numbers map[string]int
		if err := cfg.TryObject("numbers", &numbers); errors.Is(err, config.ErrMissingVar) {
			numbers = map[string]int{"a": 1}
		} else if err != nil {
			return err
		}
		intOrNull := func() *int {
			if on {
				return pulumi.IntRef(3)
			}
			return nil
		}()
		nullOrInt := func() *int {
			if on {
				return nil
			}
			return pulumi.IntRef(3)
		}()
		strOrNull := func() *string {
			if on {
				return pulumi.StringRef("s")
			}
			return nil
		}()
		nullOrStr := func() *string {
			if off {
				return pulumi.StringRef("s")
			}
			return nil
		}()
		numOrNull := func() *float64 {
			if on {
				return pulumi.Float64Ref(1.5)
			}
			return nil
		}()
		nullOrNum := func() *float64 {
			if off {
				return nil
			}
			return pulumi.Float64Ref(2.5)
		}()
		boolOrNull := func() *bool {
			if on {
				return pulumi.BoolRef(false)
			}
			return nil
		}()
		nullOrBool := func() *bool {
			if on {
				return nil
			}
			return pulumi.BoolRef(true)
		}()
		objOrNull := func() map[string]int {
			if on {
				return map[string]int{"a": 1}
			}
			return nil
		}()
		listOrNull := func() []int {
			if off {
				return []int{1, 2}
			}
			return nil
		}()
		tryStr := func() *string {
			if v, ok := func() (v *string, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return pulumi.StringRef(mustGet(names, "b")), true
			}(); ok {
				return v
			}
			return nil
		}()
		tryInt := func() *int {
			if v, ok := func() (v *int, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return pulumi.IntRef(mustGet(numbers, "a")), true
			}(); ok {
				return v
			}
			return nil
		}()
		lookupNum := func() *float64 {
			if v, ok := map[string]float64{"x": 0.5}["y"]; ok {
				return &v
			}
			return nil
		}()
		onlyInt := func() *int {
			list := []int{4}
			if len(list) == 0 {
				return nil
			}
			if len(list) != 1 {
				panic("singleOrNone: the list has more than one element")
			}
			return &list[0]
		}()
		noInt := func() interface{} {
			list := []interface{}{}
			if len(list) == 0 {
				return nil
			}
			if len(list) != 1 {
				panic("singleOrNone: the list has more than one element")
			}
			return list[0]
		}()
		maybeInts := func() []*int {
			result := []*int{}
			for _, i := range []int{1, 2, 3} {
				result = append(result, func() *int {
					if i == 2 {
						return nil
					}
					return pulumi.IntRef(i)
				}())
			}
			return result
		}()
		maybeStrs := func() map[string]*string {
			result := map[string]*string{}
			collection := map[string]string{"a": "x", "b": "y"}
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				v := collection[k]
				result[k] = func() *string {
					if v == "x" {
						return nil
					}
					return pulumi.StringRef(v)
				}()
			}
			return result
		}()
		doubled := func() int {
			if intOrNull != nil {
				return *intOrNull * 2
			}
			return 0
		}()
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{
			Length: pulumi.IntPtrFromPtr(func() *int {
				if on {
					return pulumi.IntRef(3)
				}
				return nil
			}()),
			Prefix: pulumi.StringPtrFromPtr(func() *string {
				if off {
					return pulumi.StringRef("p")
				}
				return nil
			}()),
			Separator: pulumi.StringPtrFromPtr(func() *string {
				if v, ok := func() (v *string, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return pulumi.StringRef(mustGet(names, "sep")), true
				}(); ok {
					return v
				}
				return nil
			}()),
		})
		if err != nil {
			return err
		}
		password, err := random.NewRandomPassword(ctx, "password", &random.RandomPasswordArgs{
			Length: pulumi.Int(8),
			Special: pulumi.BoolPtrFromPtr(func() *bool {
				if on {
					return pulumi.BoolRef(false)
				}
				return nil
			}()),
			Upper:           pulumi.BoolPtrFromPtr(nullOrBool),
			MinLower:        pulumi.IntPtrFromPtr(intOrNull),
			MinNumeric:      pulumi.IntPtrFromPtr(nullOrInt),
			OverrideSpecial: pulumi.StringPtrFromPtr(strOrNull),
			Keepers: func() pulumi.StringMapInput {
				v := func() map[string]string {
					if on {
						return map[string]string{"a": "b"}
					}
					return nil
				}()
				if v == nil {
					return nil
				}
				return pulumi.ToStringMap(v)
			}(),
		})
		if err != nil {
			return err
		}
		_, err = random.NewRandomPassword(ctx, "unkept", &random.RandomPasswordArgs{
			Length: pulumi.Int(4),
			Keepers: func() pulumi.StringMapInput {
				v := func() map[string]string {
					if off {
						return map[string]string{"a": "b"}
					}
					return nil
				}()
				if v == nil {
					return nil
				}
				return pulumi.ToStringMap(v)
			}(),
		})
		if err != nil {
			return err
		}
		_, err = random.NewRandomPet(ctx, "extra", &random.RandomPetArgs{
			Length: pulumi.IntPtrFromPtr(tryInt),
			Prefix: func() pulumi.StringPtrOutput {
				if noInt == nil {
					return pet.ID().ToStringOutput().ToStringPtrOutput()
				}
				return pulumi.ToOutput((*string)(nil)).(pulumi.StringPtrOutput)
			}(),
		})
		if err != nil {
			return err
		}
		ctx.Export("intOrNull", pulumi.IntPtrFromPtr(intOrNull))
		ctx.Export("nullOrInt", pulumi.IntPtrFromPtr(nullOrInt))
		ctx.Export("strOrNull", pulumi.StringPtrFromPtr(strOrNull))
		ctx.Export("nullOrStr", pulumi.StringPtrFromPtr(nullOrStr))
		ctx.Export("numOrNull", pulumi.Float64PtrFromPtr(numOrNull))
		ctx.Export("nullOrNum", pulumi.Float64PtrFromPtr(nullOrNum))
		ctx.Export("boolOrNull", pulumi.BoolPtrFromPtr(boolOrNull))
		ctx.Export("nullOrBool", pulumi.BoolPtrFromPtr(nullOrBool))
		ctx.Export("objOrNull", func() pulumi.IntMapInput {
			v := objOrNull
			if v == nil {
				return nil
			}
			return pulumi.ToIntMap(v)
		}())
		ctx.Export("listOrNull", func() pulumi.IntArrayInput {
			v := listOrNull
			if v == nil {
				return nil
			}
			return pulumi.ToIntArray(v)
		}())
		ctx.Export("tryStr", pulumi.StringPtrFromPtr(tryStr))
		ctx.Export("lookupNum", pulumi.Float64PtrFromPtr(lookupNum))
		ctx.Export("onlyInt", pulumi.IntPtrFromPtr(onlyInt))
		ctx.Export("noInt", pulumi.Any(noInt))
		ctx.Export("maybeInts", pulumi.Any(maybeInts))
		ctx.Export("maybeStrs", func() pulumi.Array {
			result := pulumi.Array{}
			collection := maybeStrs
			for _, key := range slices.Sorted(maps.Keys(collection)) {
				v := collection[key]
				result = append(result, pulumi.StringPtrFromPtr(v))
			}
			return result
		}())
		ctx.Export("doubled", pulumi.Int(doubled))
		ctx.Export("inline", pulumi.Array{
			pulumi.IntPtrFromPtr(func() *int {
				if off {
					return pulumi.IntRef(1)
				}
				return nil
			}()),
			pulumi.StringPtrFromPtr(func() *string {
				if on {
					return pulumi.StringRef("t")
				}
				return nil
			}()),
			pulumi.Float64PtrFromPtr(func() *float64 {
				if on {
					return pulumi.Float64Ref(0.25)
				}
				return nil
			}()),
			pulumi.BoolPtrFromPtr(func() *bool {
				if off {
					return pulumi.BoolRef(true)
				}
				return nil
			}()),
		})
		ctx.Export("eventualOrNull", func() pulumi.StringPtrOutput {
			if on {
				return pet.ID().ToStringOutput().ToStringPtrOutput()
			}
			return pulumi.ToOutput((*string)(nil)).(pulumi.StringPtrOutput)
		}())
		ctx.Export("nullOrEventual", func() pulumi.StringPtrOutput {
			if on {
				return pulumi.ToOutput((*string)(nil)).(pulumi.StringPtrOutput)
			}
			return password.Result.ToStringPtrOutput()
		}())
		return nil
	})
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
