package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"example.com/pclgen/maxitemsone/sdk/go/maxitemsone"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Lists, maps and tuples of optional objects of a schema's types that hold
		// outputs (the splat of a ranged resource's optional object property): as
		// the arguments of applies of one and of many outputs, filtered, secret,
		// chosen by a condition, written by toJSON, exported whole and given to a
		// component (fuzz seed 9626: Go asserted the resolved pulumi.Array, an
		// []interface{}, as []*tls.SelfSignedCertSubject; Python exported the SDK's objects
		// keyed by Python names, and TypeScript's toJSON left out unset properties).
		prefix := "p"
		if param, err := cfg.Try("prefix"); err == nil {
			prefix = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var site []*maxitemsone.Resource
		for index := 0; index < 2; index++ {
			res, err := maxitemsone.NewResource(ctx, fmt.Sprintf("site-%v", index), &maxitemsone.ResourceArgs{InnerResource: &maxitemsone.ResourceInnerResourceArgs{SomeInput: pulumi.BoolPtrFromPtr(func() *bool {
				if index > 0 {
					return pulumi.BoolRef(true)
				}
				return nil
			}())}})
			if err != nil {
				return err
			}
			site = append(site, res)
		}
		plain, err := maxitemsone.NewResource(ctx, "plain", nil)
		if err != nil {
			return err
		}
		configs := func() pulumi.Array {
			result := pulumi.Array{}
			for _, item := range site {
				result = append(result, item.InnerResource)
			}
			return result
		}()
		byKey := func() pulumi.Map {
			result := pulumi.Map{}
			for i, s := range site {
				result[fmt.Sprintf("k%v", i)] = s.InnerResource
			}
			return result
		}()
		pair := pulumi.Array{site[0].InnerResource, plain.InnerResource}
		secretConfigs := pulumi.ToSecret(func() pulumi.Array {
			result := pulumi.Array{}
			for _, item := range site {
				result = append(result, item.InnerResource)
			}
			return result
		}()).(pulumi.ArrayOutput)
		chosen := pulumi.All(site[0].URN().ToStringOutput(), func() pulumi.Array {
			result := pulumi.Array{}
			for _, item := range site {
				result = append(result, item.InnerResource)
			}
			return result
		}()).ApplyT(func(resolved []interface{}) ([]interface{}, error) {
			urn := resolved[0].(string)
			values := optionalValues[maxitemsone.ResourceInnerResource](resolved[1])
			return interfaces(func() []*maxitemsone.ResourceInnerResource {
				if graphemeCount(urn) > 0 {
					return values
				}
				return []*maxitemsone.ResourceInnerResource{}
			}()), nil
		}).(pulumi.ArrayOutput)
		echo, err := NewComp(ctx, "echo", &CompArgs{Configs: pulumi.ToOutput(configs).ApplyT(func(v interface{}) []interface{} {
			return resolvedAs[[]interface{}](pclObject(v))
		}).(pulumi.ArrayOutput)})
		if err != nil {
			return err
		}
		ctx.Export("indexes", pulumi.All(site[0].URN().ToStringOutput(), func() pulumi.Array {
			result := pulumi.Array{}
			for _, item := range site {
				result = append(result, item.InnerResource)
			}
			return result
		}()).ApplyT(func(resolved []interface{}) (int, error) {
			urn := resolved[0].(string)
			values := optionalValues[maxitemsone.ResourceInnerResource](resolved[1])
			return graphemeCount(urn) * len(func() []int {
				result := []int{}
				for i := range values {
					result = append(result, i)
				}
				return result
			}()), nil
		}).(pulumi.IntOutput))
		ctx.Export("someInputs", func() pulumi.Array {
			result := pulumi.Array{}
			collection := func() pulumi.Array {
				result2 := pulumi.Array{}
				for _, item := range site {
					result2 = append(result2, item.InnerResource)
				}
				return result2
			}()
			for _, s2 := range collection {
				s := func() maxitemsone.ResourceInnerResourcePtrInput {
					if s2 == nil {
						return pulumi.Any(nil).ApplyT(func(interface{}) *maxitemsone.ResourceInnerResource {
							return nil
						}).(maxitemsone.ResourceInnerResourcePtrOutput)
					}
					return s2.(maxitemsone.ResourceInnerResourcePtrInput)
				}()
				result = append(result, pulumi.Sprintf("%v%v%v", prefix, site[0].URN().ToStringOutput().ApplyT(func(urn string) (int, error) {
					return graphemeCount(urn), nil
				}).(pulumi.IntOutput), stringNotNull(s.ToResourceInnerResourcePtrOutput().ApplyT(func(s3 *maxitemsone.ResourceInnerResource) (*string, error) {
					return func() *string {
						if s3 == nil {
							return pulumi.StringRef("none")
						}
						return func() *string {
							if s3.SomeInput == nil {
								return pulumi.StringRef("unset")
							}
							return convertOptional(s3.SomeInput, strconv.FormatBool)
						}()
					}(), nil
				}).(pulumi.StringPtrOutput))))
			}
			return result
		}())
		ctx.Export("joined", pulumi.All(func() pulumi.Array {
			result := pulumi.Array{}
			collection := func() pulumi.Array {
				result2 := pulumi.Array{}
				for _, item := range site {
					result2 = append(result2, item.InnerResource)
				}
				return result2
			}()
			for _, s2 := range collection {
				s := func() maxitemsone.ResourceInnerResourcePtrInput {
					if s2 == nil {
						return pulumi.Any(nil).ApplyT(func(interface{}) *maxitemsone.ResourceInnerResource {
							return nil
						}).(maxitemsone.ResourceInnerResourcePtrOutput)
					}
					return s2.(maxitemsone.ResourceInnerResourcePtrInput)
				}()
				result = append(result, s.ToResourceInnerResourcePtrOutput().ApplyT(func(s3 *maxitemsone.ResourceInnerResource) (*string, error) {
					return func() *string {
						if s3 == nil {
							return pulumi.StringRef("none")
						}
						return func() *string {
							if s3.SomeInput == nil {
								return pulumi.StringRef("unset")
							}
							return convertOptional(s3.SomeInput, strconv.FormatBool)
						}()
					}(), nil
				}).(pulumi.StringPtrOutput))
			}
			return result
		}()).ApplyT(func(resolved []interface{}) (string, error) {
			values := optionalValues[string](resolved[0])
			return strings.Join(func() []string {
				v := values
				if v == nil {
					return nil
				}
				result := make([]string, len(v))
				for k, x := range v {
					result[k] = requiredValue(x)
				}
				return result
			}(), ","), nil
		}).(pulumi.StringOutput))
		ctx.Export("mapped", func() pulumi.Map {
			result := pulumi.Map{}
			collection := byKey
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				s := func() maxitemsone.ResourceInnerResourcePtrInput {
					if collection[k] == nil {
						return pulumi.Any(nil).ApplyT(func(interface{}) *maxitemsone.ResourceInnerResource {
							return nil
						}).(maxitemsone.ResourceInnerResourcePtrOutput)
					}
					return collection[k].(maxitemsone.ResourceInnerResourcePtrInput)
				}()
				result[k] = pulumi.Sprintf("%v%v", site[0].URN().ToStringOutput().ApplyT(func(urn string) (int, error) {
					return graphemeCount(urn), nil
				}).(pulumi.IntOutput), stringNotNull(s.ToResourceInnerResourcePtrOutput().ApplyT(func(s2 *maxitemsone.ResourceInnerResource) (*string, error) {
					return func() *string {
						if s2 == nil {
							return pulumi.StringRef("none")
						}
						return func() *string {
							if s2.SomeInput == nil {
								return pulumi.StringRef("unset")
							}
							return convertOptional(s2.SomeInput, strconv.FormatBool)
						}()
					}(), nil
				}).(pulumi.StringPtrOutput)))
			}
			return result
		}())
		ctx.Export("paired", func() pulumi.Array {
			result := pulumi.Array{}
			for _, s2 := range pair {
				s := func() maxitemsone.ResourceInnerResourcePtrInput {
					if s2 == nil {
						return pulumi.Any(nil).ApplyT(func(interface{}) *maxitemsone.ResourceInnerResource {
							return nil
						}).(maxitemsone.ResourceInnerResourcePtrOutput)
					}
					return s2.(maxitemsone.ResourceInnerResourcePtrInput)
				}()
				result = append(result, pulumi.All(s.ToResourceInnerResourcePtrOutput(), site[0].URN().ToStringOutput()).ApplyT(func(resolved []interface{}) (string, error) {
					s3 := resolved[0].(*maxitemsone.ResourceInnerResource)
					urn := resolved[1].(string)
					return func() string {
						if s3 == nil {
							return "none"
						}
						return fmt.Sprintf("%v%v", graphemeCount(urn), func() string {
							if s3.SomeInput == nil {
								return "unset"
							}
							return *convertOptional(s3.SomeInput, strconv.FormatBool)
						}())
					}(), nil
				}).(pulumi.StringOutput))
			}
			return result
		}())
		ctx.Export("filtered", pulumi.All(func() pulumi.Array {
			result := pulumi.Array{}
			for _, item := range site {
				result = append(result, item.InnerResource)
			}
			return result
		}(), func() pulumi.Array {
			result := pulumi.Array{}
			collection := func() pulumi.Array {
				result2 := pulumi.Array{}
				for _, item := range site {
					result2 = append(result2, item.InnerResource)
				}
				return result2
			}()
			for _, s2 := range collection {
				s := func() maxitemsone.ResourceInnerResourcePtrInput {
					if s2 == nil {
						return pulumi.Any(nil).ApplyT(func(interface{}) *maxitemsone.ResourceInnerResource {
							return nil
						}).(maxitemsone.ResourceInnerResourcePtrOutput)
					}
					return s2.(maxitemsone.ResourceInnerResourcePtrInput)
				}()
				result = append(result, s.ToResourceInnerResourcePtrOutput())
			}
			return result
		}()).ApplyT(func(resolved []interface{}) ([]int, error) {
			values := optionalValues[maxitemsone.ResourceInnerResource](resolved[0])
			values2 := optionalValues[maxitemsone.ResourceInnerResource](resolved[1])
			return func() []int {
				result := []int{}
				for i := range values {
					if !(values2[i] != nil) {
						continue
					}
					result = append(result, i)
				}
				return result
			}(), nil
		}).(pulumi.IntArrayOutput))
		ctx.Export("filteredMap", pulumi.All(byKey, func() pulumi.Map {
			result := pulumi.Map{}
			collection := byKey
			for _, k := range slices.Sorted(maps.Keys(collection)) {
				s := func() maxitemsone.ResourceInnerResourcePtrInput {
					if collection[k] == nil {
						return pulumi.Any(nil).ApplyT(func(interface{}) *maxitemsone.ResourceInnerResource {
							return nil
						}).(maxitemsone.ResourceInnerResourcePtrOutput)
					}
					return collection[k].(maxitemsone.ResourceInnerResourcePtrInput)
				}()
				result[k] = s.ToResourceInnerResourcePtrOutput()
			}
			return result
		}()).ApplyT(func(resolved []interface{}) (map[string]interface{}, error) {
			byKey2 := optionalValueMap[maxitemsone.ResourceInnerResource](resolved[0])
			values := optionalValueMap[maxitemsone.ResourceInnerResource](resolved[1])
			return interfaceMap(func() map[string]*bool {
				result := map[string]*bool{}
				collection := byKey2
				for _, k := range slices.Sorted(maps.Keys(collection)) {
					if !(equalPointers(mustGet(values, k).SomeInput, pulumi.BoolRef(true))) {
						continue
					}
					result[k] = mustGet(values, k).SomeInput
				}
				return result
			}()), nil
		}).(pulumi.MapOutput))
		ctx.Export("encoded", pulumi.ToOutput(func() pulumi.Array {
			result := pulumi.Array{}
			for _, item := range site {
				result = append(result, item.InnerResource)
			}
			return result
		}()).ApplyT(func(v interface{}) (string, error) {
			data, err := json.Marshal(pclObject(v))
			return string(data), err
		}).(pulumi.StringOutput))
		ctx.Export("first", element(func() pulumi.Array {
			result := pulumi.Array{}
			for _, item := range site {
				result = append(result, item.InnerResource)
			}
			return result
		}(), 0).(maxitemsone.ResourceInnerResourcePtrInput).ToResourceInnerResourcePtrOutput().ApplyT(pclObject))
		ctx.Export("secretCount", secretConfigs.ApplyT(func(v2 []interface{}) (int, error) {
			secretConfigs2 := optionalValues[maxitemsone.ResourceInnerResource](v2)
			return len(secretConfigs2), nil
		}).(pulumi.IntOutput))
		ctx.Export("secretDocuments", secretConfigs.ApplyT(func(v2 []interface{}) ([]interface{}, error) {
			secretConfigs2 := optionalValues[maxitemsone.ResourceInnerResource](v2)
			return interfaces(func() []*string {
				result := []*string{}
				for _, s := range secretConfigs2 {
					result = append(result, func() *string {
						if s == nil {
							return pulumi.StringRef("none")
						}
						return func() *string {
							if s.SomeInput == nil {
								return pulumi.StringRef("unset")
							}
							return pulumi.StringRef(strconv.FormatBool(*s.SomeInput))
						}()
					}())
				}
				return result
			}()), nil
		}).(pulumi.ArrayOutput))
		ctx.Export("chosenDocuments", chosen.ApplyT(func(v2 []interface{}) ([]interface{}, error) {
			chosen2 := optionalValues[maxitemsone.ResourceInnerResource](v2)
			return interfaces(func() []*bool {
				result := []*bool{}
				for _, s := range chosen2 {
					result = append(result, s.SomeInput)
				}
				return result
			}()), nil
		}).(pulumi.ArrayOutput))
		ctx.Export("whole", configs)
		ctx.Export("wholeMap", byKey)
		ctx.Export("wholePair", pair)
		ctx.Export("echoed", echo.Configs)
		return nil
	})
}

// convertOptional returns convert(*v), nil when v is nil: an optional value
// converted where an optional value of another type is taken keeps null.
func convertOptional[T, U any](v *T, convert func(T) U) *U {
	if v == nil {
		return nil
	}
	u := convert(*v)
	return &u
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

// equalPointers reports whether a and b, optional values held as
// pointers, are equal, as PCL's == compares them: null equals only null.
func equalPointers[T comparable](a, b *T) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
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

// interfaceMap returns the elements of v, a map of optional values or of
// collections, as the map[string]interface{} a pulumi.MapOutput holds.
func interfaceMap[T any](v map[string]T) map[string]interface{} {
	if v == nil {
		return nil
	}
	result := make(map[string]interface{}, len(v))
	for k, x := range v {
		result[k] = x
	}
	return result
}

// interfaces returns the elements of v, a list of optional values or of
// collections, as the []interface{} a pulumi.ArrayOutput holds.
func interfaces[T any](v []T) []interface{} {
	if v == nil {
		return nil
	}
	result := make([]interface{}, len(v))
	for i, x := range v {
		result[i] = x
	}
	return result
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

// optionalValues returns the elements of v, a resolved pulumi.Array of
// optional values ([]interface{}, or the []*T of a plain list), as pointers
// to their values of type T.
func optionalValues[T any](v interface{}) []*T {
	switch p := v.(type) {
	case nil:
		return nil
	case []*T:
		return p
	}
	values := v.([]interface{})
	if values == nil {
		// A null collection.
		return nil
	}
	result := make([]*T, len(values))
	for i, x := range values {
		result[i] = optionalValue[T](x)
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

// requiredValue returns *p, an optional value given where a value is
// required; a null one is an error.
func requiredValue[T any](p *T) T {
	if p == nil {
		panic("a null value is given where a value is required")
	}
	return *p
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

// stringNotNull returns the value of o; a null is an error, as PCL's string
// templates make it.
func stringNotNull(o pulumi.StringPtrOutput) pulumi.StringOutput {
	return o.ApplyT(func(v *string) (string, error) {
		if v == nil {
			var none string
			return none, errors.New("a null value cannot be included in a string template")
		}
		return *v, nil
	}).(pulumi.StringOutput)
}
