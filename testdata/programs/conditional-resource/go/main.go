package main

import (
	"encoding/json"
	"errors"
	"strconv"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Resources and components created only when a bool is true: extra when
		// createExtra is (it is not by default), spare when it is not. Each read
		// below is made of both, so that one run reads a resource that exists and
		// one that does not (null) in every position and in every way: a guarded
		// read, a splat, try and can, a test against null, and a plain read where
		// the resource must exist.
		createExtra := false
		if param, err := cfg.TryBool("createExtra"); err == nil {
			createExtra = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var extra *random.RandomPet
		if createExtra {
			res, err := random.NewRandomPet(ctx, "extra", &random.RandomPetArgs{Prefix: pulumi.String("extra")})
			if err != nil {
				return err
			}
			extra = res
		}
		var spare *random.RandomPet
		if !createExtra {
			res, err := random.NewRandomPet(ctx, "spare", &random.RandomPetArgs{Prefix: pulumi.String("spare")})
			if err != nil {
				return err
			}
			spare = res
		}

		// Another resource's inputs and its dependsOn, which leaves out the one that
		// does not exist.
		_, err := random.NewRandomPet(ctx, "reader", &random.RandomPetArgs{
			Prefix: func() pulumi.StringOutput {
				if createExtra {
					return extra.ID().ToStringOutput()
				}
				return spare.ID().ToStringOutput()
			}(),
			Keepers: pulumi.StringMap{
				"extraGuarded": func() pulumi.StringOutput {
					if createExtra {
						return extra.ID().ToStringOutput()
					}
					return pulumi.String("none").ToStringOutput()
				}(),
				"spareGuarded": func() pulumi.StringOutput {
					if !createExtra {
						return spare.ID().ToStringOutput()
					}
					return pulumi.String("none").ToStringOutput()
				}(),
				"extraTried": func() pulumi.StringOutput {
					if extra != nil {
						return extra.ID().ToStringOutput()
					}
					return pulumi.String("none").ToStringOutput()
				}(),
				"spareTried": func() pulumi.StringOutput {
					if spare != nil {
						return spare.ID().ToStringOutput()
					}
					return pulumi.String("none").ToStringOutput()
				}(),
				"extraCount": pulumi.String(strconv.Itoa(len(func() pulumi.StringArray {
					result := pulumi.StringArray{}
					if item := extra; item != nil {
						result = append(result, item.ID())
					}
					return result
				}()))),
				"spareCount": pulumi.String(strconv.Itoa(len(func() pulumi.StringArray {
					result := pulumi.StringArray{}
					if item := spare; item != nil {
						result = append(result, item.ID())
					}
					return result
				}()))),
				"extraText": pulumi.Sprintf("extra-%v", func() pulumi.StringOutput {
					if createExtra {
						return extra.ID().ToStringOutput()
					}
					return pulumi.String("none").ToStringOutput()
				}()),
				"spareText": pulumi.Sprintf("spare-%v", func() pulumi.StringOutput {
					if createExtra {
						return pulumi.String("none").ToStringOutput()
					}
					return spare.ID().ToStringOutput()
				}()),
			},
		}, pulumi.DependsOn(func() []pulumi.Resource {
			var result []pulumi.Resource
			if extra != nil {
				result = append(result, extra)
			}
			if spare != nil {
				result = append(result, spare)
			}
			return result
		}()))
		if err != nil {
			return err
		}
		_, err = random.NewRandomPet(ctx, "extraDependent", nil, pulumi.DependsOn(func() []pulumi.Resource {
			var result []pulumi.Resource
			for _, r := range func() []*random.RandomPet {
				result2 := []*random.RandomPet{}
				if item := extra; item != nil {
					result2 = append(result2, item)
				}
				return result2
			}() {
				result = append(result, r)
			}
			return result
		}()))
		if err != nil {
			return err
		}
		_, err = random.NewRandomPet(ctx, "spareDependent", nil, pulumi.DependsOn(func() []pulumi.Resource {
			var result []pulumi.Resource
			if spare != nil {
				result = append(result, spare)
			}
			return result
		}()))
		if err != nil {
			return err
		}

		// Resources created under the same condition read them directly.
		var extraChild *random.RandomPet
		if createExtra {
			res, err := random.NewRandomPet(ctx, "extraChild", &random.RandomPetArgs{Prefix: extra.ID()})
			if err != nil {
				return err
			}
			extraChild = res
		}
		_ = extraChild
		var spareChild *random.RandomPet
		if !createExtra {
			res, err := random.NewRandomPet(ctx, "spareChild", &random.RandomPetArgs{Prefix: spare.ID()})
			if err != nil {
				return err
			}
			spareChild = res
		}
		_ = spareChild

		// A component's inputs.
		holder, err := NewHolder(ctx, "holder", &HolderArgs{
			Label: func() pulumi.StringOutput {
				if createExtra {
					return extra.ID().ToStringOutput()
				}
				return spare.ID().ToStringOutput()
			}(),
			Count: len(func() pulumi.StringArray {
				result := pulumi.StringArray{}
				if item := extra; item != nil {
					result = append(result, item.ID())
				}
				return result
			}()) + len(func() []*random.RandomPet {
				result := []*random.RandomPet{}
				if item := spare; item != nil {
					result = append(result, item)
				}
				return result
			}())*10,
		})
		if err != nil {
			return err
		}

		// Components whose range is a bool.
		var extraHolder *Holder
		if createExtra {
			res, err := NewHolder(ctx, "extraHolder", &HolderArgs{Label: extra.ID(), Count: 1})
			if err != nil {
				return err
			}
			extraHolder = res
		}
		var spareHolder *Holder
		if !createExtra {
			res, err := NewHolder(ctx, "spareHolder", &HolderArgs{Label: spare.ID(), Count: 2})
			if err != nil {
				return err
			}
			spareHolder = res
		}
		guardedLocal := func() pulumi.StringOutput {
			if createExtra {
				return extra.ID().ToStringOutput()
			}
			return spare.ID().ToStringOutput()
		}()
		ctx.Export("spareId", spare.ID())
		ctx.Export("extraIds", func() pulumi.Array {
			result := pulumi.Array{}
			if item := extra; item != nil {
				result = append(result, item.ID())
			}
			return result
		}())
		ctx.Export("spareIds", func() pulumi.Array {
			result := pulumi.Array{}
			if item := spare; item != nil {
				result = append(result, item.ID())
			}
			return result
		}())
		ctx.Export("extraGuarded", func() pulumi.StringOutput {
			if createExtra {
				return extra.ID().ToStringOutput()
			}
			return pulumi.String("none").ToStringOutput()
		}())
		ctx.Export("spareGuarded", func() pulumi.StringOutput {
			if createExtra {
				return pulumi.String("none").ToStringOutput()
			}
			return spare.ID().ToStringOutput()
		}())
		ctx.Export("extraTried", func() pulumi.StringOutput {
			if extra != nil {
				return extra.ID().ToStringOutput()
			}
			return pulumi.String("none").ToStringOutput()
		}())
		ctx.Export("spareTried", func() pulumi.StringOutput {
			if spare != nil {
				return spare.ID().ToStringOutput()
			}
			return pulumi.String("none").ToStringOutput()
		}())
		ctx.Export("tries", pulumi.Array{
			func() pulumi.StringOutput {
				if extra != nil {
					return extra.ID().ToStringOutput().ApplyT(func(id string) (string, error) {
						return func() string {
							if v, ok := func() (v string, ok bool) {
								defer func() {
									if recover() != nil {
										ok = false
									}
								}()
								return id + "-x", true
							}(); ok {
								return v
							}
							return "none"
						}(), nil
					}).(pulumi.StringOutput)
				}
				return pulumi.String("none").ToStringOutput()
			}(),
			func() pulumi.StringOutput {
				if spare != nil {
					return spare.ID().ToStringOutput().ApplyT(func(id string) (string, error) {
						return func() string {
							if v, ok := func() (v string, ok bool) {
								defer func() {
									if recover() != nil {
										ok = false
									}
								}()
								return id + "-x", true
							}(); ok {
								return v
							}
							return "none"
						}(), nil
					}).(pulumi.StringOutput)
				}
				return pulumi.String("none").ToStringOutput()
			}(),
			func() pulumi.StringOutput {
				if extra != nil {
					return extra.ID().ToStringOutput()
				}
				return func() pulumi.StringOutput {
					if spare != nil {
						return spare.ID().ToStringOutput()
					}
					return pulumi.String("none").ToStringOutput()
				}()
			}(),
			func() pulumi.StringOutput {
				if createExtra {
					return extra.ID().ToStringOutput()
				}
				return pulumi.String("guarded").ToStringOutput()
			}().ApplyT(func(value string) (string, error) {
				return func() string {
					if v, ok := func() (v string, ok bool) {
						defer func() {
							if recover() != nil {
								ok = false
							}
						}()
						return value, true
					}(); ok {
						return v
					}
					return "none"
				}(), nil
			}).(pulumi.StringOutput),
		})
		ctx.Export("cans", pulumi.Array{
			pulumi.Bool(extra != nil),
			pulumi.Bool(spare != nil),
			func() pulumi.BoolOutput {
				if extra != nil {
					return extra.ID().ToStringOutput().ApplyT(func(id string) (bool, error) {
						return func() (ok bool) {
							defer func() {
								if recover() != nil {
									ok = false
								}
							}()
							_ = id + "-x"
							return true
						}(), nil
					}).(pulumi.BoolOutput)
				}
				return pulumi.Bool(false).ToBoolOutput()
			}(),
			func() pulumi.BoolOutput {
				if spare != nil {
					return spare.ID().ToStringOutput().ApplyT(func(id string) (bool, error) {
						return func() (ok bool) {
							defer func() {
								if recover() != nil {
									ok = false
								}
							}()
							_ = id + "-x"
							return true
						}(), nil
					}).(pulumi.BoolOutput)
				}
				return pulumi.Bool(false).ToBoolOutput()
			}(),
		})
		ctx.Export("extraPresent", pulumi.Bool(extra != nil))
		ctx.Export("spareAbsent", pulumi.Bool(spare == nil))
		ctx.Export("extraNullGuard", func() pulumi.StringOutput {
			if extra != nil {
				return extra.ID().ToStringOutput()
			}
			return pulumi.String("none").ToStringOutput()
		}())
		ctx.Export("spareNullGuard", func() pulumi.StringOutput {
			if spare == nil {
				return pulumi.String("none").ToStringOutput()
			}
			return spare.ID().ToStringOutput()
		}())
		ctx.Export("template", pulumi.Sprintf("extra=%v spare=%v", func() pulumi.StringOutput {
			if createExtra {
				return extra.ID().ToStringOutput()
			}
			return pulumi.String("none").ToStringOutput()
		}(), func() pulumi.StringOutput {
			if !createExtra {
				return spare.ID().ToStringOutput()
			}
			return pulumi.String("none").ToStringOutput()
		}()))
		ctx.Export("extraForIds", func() pulumi.Array {
			result := pulumi.Array{}
			collection := func() pulumi.StringArray {
				result2 := pulumi.StringArray{}
				if item := extra; item != nil {
					result2 = append(result2, item.ID())
				}
				return result2
			}()
			for _, id := range collection {
				result = append(result, pulumi.Sprintf("pet-%v", id.ToStringOutput()))
			}
			return result
		}())
		ctx.Export("spareForIds", func() pulumi.Array {
			result := pulumi.Array{}
			collection := func() pulumi.StringArray {
				result2 := pulumi.StringArray{}
				if item := spare; item != nil {
					result2 = append(result2, item.ID())
				}
				return result2
			}()
			for _, id := range collection {
				result = append(result, pulumi.Sprintf("pet-%v", id.ToStringOutput()))
			}
			return result
		}())
		ctx.Export("extraForResources", func() pulumi.Array {
			result := pulumi.Array{}
			for _, pet := range func() []*random.RandomPet {
				result2 := []*random.RandomPet{}
				if item := extra; item != nil {
					result2 = append(result2, item)
				}
				return result2
			}() {
				result = append(result, pet.ID().ToStringOutput())
			}
			return result
		}())
		ctx.Export("spareForResources", func() pulumi.Array {
			result := pulumi.Array{}
			for _, pet := range func() []*random.RandomPet {
				result2 := []*random.RandomPet{}
				if item := spare; item != nil {
					result2 = append(result2, item)
				}
				return result2
			}() {
				result = append(result, pet.ID().ToStringOutput())
			}
			return result
		}())
		ctx.Export("forGuarded", func() pulumi.Array {
			result := pulumi.Array{}
			for _, n := range []int{1, 2} {
				result = append(result, func() pulumi.StringOutput {
					if createExtra {
						return pulumi.Sprintf("%v-%v", extra.ID().ToStringOutput(), n)
					}
					return pulumi.Sprintf("%v-%v", spare.ID().ToStringOutput(), n)
				}())
			}
			return result
		}())
		ctx.Export("single", pulumi.Array{
			pulumi.All(func() pulumi.StringArray {
				result := pulumi.StringArray{}
				if item := extra; item != nil {
					result = append(result, item.ID())
				}
				return result
			}()).ApplyT(func(resolved []interface{}) (*string, error) {
				values := resolved[0].([]string)
				return func() *string {
					list := values
					if len(list) == 0 {
						return nil
					}
					if len(list) != 1 {
						panic("singleOrNone: the list has more than one element")
					}
					return &list[0]
				}(), nil
			}).(pulumi.StringPtrOutput),
			pulumi.All(func() pulumi.StringArray {
				result := pulumi.StringArray{}
				if item := spare; item != nil {
					result = append(result, item.ID())
				}
				return result
			}()).ApplyT(func(resolved []interface{}) (*string, error) {
				values := resolved[0].([]string)
				return func() *string {
					list := values
					if len(list) == 0 {
						return nil
					}
					if len(list) != 1 {
						panic("singleOrNone: the list has more than one element")
					}
					return &list[0]
				}(), nil
			}).(pulumi.StringPtrOutput),
		})
		ctx.Export("json", pulumi.ToOutput(pulumi.StringArray{
			func() pulumi.StringOutput {
				if createExtra {
					return extra.ID().ToStringOutput()
				}
				return pulumi.String("none").ToStringOutput()
			}(),
			func() pulumi.StringOutput {
				if !createExtra {
					return spare.ID().ToStringOutput()
				}
				return pulumi.String("none").ToStringOutput()
			}(),
		}).ApplyT(func(v interface{}) (string, error) {
			data, err := json.Marshal(v)
			return string(data), err
		}).(pulumi.StringOutput))
		ctx.Export("invoked", ec2.LookupAmiOutput(ctx, ec2.LookupAmiOutputArgs{
			NameRegex: func() pulumi.StringOutput {
				if createExtra {
					return extra.ID().ToStringOutput()
				}
				return spare.ID().ToStringOutput()
			}(),
			Owners: pulumi.StringArray{
				func() pulumi.StringOutput {
					if extra != nil {
						return extra.ID().ToStringOutput()
					}
					return pulumi.String("none").ToStringOutput()
				}(),
				func() pulumi.StringOutput {
					if spare != nil {
						return spare.ID().ToStringOutput()
					}
					return pulumi.String("none").ToStringOutput()
				}(),
			},
		}).ApplyT(func(result ec2.LookupAmiResult) (string, error) {
			return result.ImageId, nil
		}).(pulumi.StringOutput))
		ctx.Export("guardedLocal", guardedLocal)
		ctx.Export("holderLabel", holder.Label)
		ctx.Export("holderLabels", pulumi.Array{
			func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, h := range func() []*Holder {
					result2 := []*Holder{}
					if item := extraHolder; item != nil {
						result2 = append(result2, item)
					}
					return result2
				}() {
					result = append(result, h.Label)
				}
				return result
			}(),
			func() pulumi.StringArray {
				result := pulumi.StringArray{}
				for _, h := range func() []*Holder {
					result2 := []*Holder{}
					if item := spareHolder; item != nil {
						result2 = append(result2, item)
					}
					return result2
				}() {
					result = append(result, h.Label)
				}
				return result
			}(),
		})
		ctx.Export("guardedHolders", pulumi.Array{
			func() pulumi.StringOutput {
				if createExtra {
					return extraHolder.Label
				}
				return pulumi.String("none").ToStringOutput()
			}(),
			func() pulumi.StringOutput {
				if createExtra {
					return pulumi.String("none").ToStringOutput()
				}
				return spareHolder.Label
			}(),
		})
		return nil
	})
}
