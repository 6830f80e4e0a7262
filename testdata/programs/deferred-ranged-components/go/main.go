package main

import (
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumix"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Components that read the outputs of ranged components created after them
		// (cycles through outputs) read a deferred output of the collection of the
		// instances' outputs, resolved once the instances exist. Here, a list of
		// instances whose outputs differ in type.
		deferredCrewOutputs, resolveCrewOutputs := pulumi.DeferredOutput[[]map[string]interface{}](ctx.Context())
		crewOutputs := pulumix.Cast[pulumi.MapArrayOutput, []map[string]interface{}](deferredCrewOutputs)
		leader, err := NewMember(ctx, "leader", &MemberArgs{
			Size: crewOutputs.ApplyT(func(crewOutputs2 []map[string]interface{}) (int, error) {
				return len(crewOutputs2), nil
			}).(pulumi.IntOutput),
			Prefix: crewOutputs.ApplyT(func(crewOutputs2 []map[string]interface{}) (string, error) {
				return strings.Join(func() []string {
					result := []string{}
					for _, m := range crewOutputs2 {
						result = append(result, fmt.Sprintf("%v/%v", m["name"].(string), dynamicInt(m["size"])))
					}
					return result
				}(), "-"), nil
			}).(pulumi.StringOutput),
		})
		if err != nil {
			return err
		}
		var crew []*Member
		for index := 0; index < 3; index++ {
			res, err := NewMember(ctx, fmt.Sprintf("crew-%v", index), &MemberArgs{Size: pulumi.Int(2), Prefix: leader.Name})
			if err != nil {
				return err
			}
			crew = append(crew, res)
		}
		crewInstances := pulumi.MapArray{}
		for _, instance := range crew {
			crewInstances = append(crewInstances, pulumi.Map{"name": instance.Name, "size": instance.Size})
		}
		resolveCrewOutputs(crewInstances.ToMapArrayOutput())

		// A map of instances whose outputs are all strings, read by key.
		deferredSquadOutputs, resolveSquadOutputs := pulumi.DeferredOutput[map[string]map[string]string](ctx.Context())
		squadOutputs := pulumix.Cast[pulumi.StringMapMapOutput, map[string]map[string]string](deferredSquadOutputs)
		head, err := NewTag(ctx, "head", &TagArgs{Prefix: squadOutputs.ApplyT(func(squadOutputs2 map[string]map[string]string) (string, error) {
			return mustGet(squadOutputs2, "b")["name"], nil
		}).(pulumi.StringOutput)})
		if err != nil {
			return err
		}
		squad := map[string]*Tag{}
		squadRange := map[string]string{"a": "alpha", "b": "beta"}
		for _, key := range slices.Sorted(maps.Keys(squadRange)) {
			value := squadRange[key]
			res, err := NewTag(ctx, fmt.Sprintf("squad-%v", key), &TagArgs{Prefix: pulumi.Sprintf("%v-%v", value, head.Name)})
			if err != nil {
				return err
			}
			squad[key] = res
		}
		squadInstances := pulumi.StringMapMap{}
		for key, instance2 := range squad {
			squadInstances[key] = pulumi.StringMap{"name": instance2.Name, "prefix": instance2.Prefix}
		}
		resolveSquadOutputs(squadInstances.ToStringMapMapOutput())
		ctx.Export("leaderName", leader.Name)
		ctx.Export("squadNames", func() pulumi.Array {
			result := pulumi.Array{}
			collection := squad
			for _, key2 := range slices.Sorted(maps.Keys(collection)) {
				tag := collection[key2]
				result = append(result, pulumi.Sprintf("%v=%v", key2, tag.Name))
			}
			return result
		}())
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

// dynamicInt converts v, a value of any type, to an int as PCL does: only a
// whole number.
func dynamicInt(v interface{}) int {
	if i, ok := pointee(v).(int); ok {
		return i
	}
	n := dynamicFloat(v)
	if n != float64(int(n)) {
		panic(fmt.Sprintf("a whole number is required, not %v", n))
	}
	return int(n)
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
