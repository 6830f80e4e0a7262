package main

import (
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"
	"unicode"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A schema object input chosen between an object constructor holding values
		// of any type (converted to the property's type) and a secret object: each
		// branch is given as the input is, the constructor's values converted.
		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		image, err := ec2.NewAmi(ctx, "image", &ec2.AmiArgs{Name: pulumi.String("image")})
		if err != nil {
			return err
		}
		kind := func() pulumi.AnyOutput {
			if flag {
				return pulumi.Any(func() interface{} {
					if v, ok := func() (v interface{}, ok bool) {
						defer func() {
							if recover() != nil {
								ok = false
							}
						}()
						return func() interface{} {
							panic("no")
						}(), true
					}(); ok {
						return v
					}
					return "gp2"
				}())
			}
			return image.Architecture.ApplyT(func(v *string) interface{} {
				return pointee(v)
			}).(pulumi.AnyOutput)
		}()
		plainKind := func() interface{} {
			if v, ok := func() (v interface{}, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return func() interface{} {
					panic("no")
				}(), true
			}(); ok {
				return v
			}
			return "gp3"
		}()
		server, err := ec2.NewInstance(ctx, "server", &ec2.InstanceArgs{
			Ami:          pulumi.String("ami-0"),
			InstanceType: pulumi.String("t3.micro"),
			RootBlockDevice: func() ec2.InstanceRootBlockDevicePtrInput {
				if flag {
					return &ec2.InstanceRootBlockDeviceArgs{
						VolumeType: kind.ApplyT(func(kind2 interface{}) (*string, error) {
							return optionalDynamic(kind2, dynamicString), nil
						}).(pulumi.StringPtrOutput),
						VolumeSize: pulumi.Int(8),
					}
				}
				return pulumi.ToSecret(pulumi.Map{
					"volumeType": pulumi.String("io1"),
					"volumeSize": pulumi.Int(4),
				}).(pulumi.MapOutput).ApplyT(func(v map[string]interface{}) ec2.InstanceRootBlockDevice {
					return func() ec2.InstanceRootBlockDevice {
						v2 := v
						result := ec2.InstanceRootBlockDevice{}
						if x, ok := v2["volumeSize"]; ok && pointee(x) != nil {
							result.VolumeSize = pulumi.IntRef(dynamicInt(x))
						}
						if x2, ok := v2["volumeType"]; ok && pointee(x2) != nil {
							result.VolumeType = pulumi.StringRef(dynamicString(x2))
						}
						return result
					}()
				}).(ec2.InstanceRootBlockDeviceOutput)
			}(),
		})
		if err != nil {
			return err
		}
		other, err := ec2.NewInstance(ctx, "other", &ec2.InstanceArgs{
			Ami:          pulumi.String("ami-1"),
			InstanceType: pulumi.String("t3.micro"),
			RootBlockDevice: func() ec2.InstanceRootBlockDevicePtrInput {
				if !flag {
					return pulumi.ToSecret(pulumi.StringMap{"volumeType": pulumi.String("io1")}).(pulumi.StringMapOutput).ApplyT(func(v map[string]string) ec2.InstanceRootBlockDevice {
						return func() ec2.InstanceRootBlockDevice {
							v2 := v
							result := ec2.InstanceRootBlockDevice{}
							if x, ok := v2["volumeType"]; ok {
								result.VolumeType = pulumi.StringRef(x)
							}
							return result
						}()
					}).(ec2.InstanceRootBlockDeviceOutput)
				}
				return &ec2.InstanceRootBlockDeviceArgs{
					VolumeType: pulumi.StringPtrFromPtr(optionalDynamic(plainKind, dynamicString)),
					VolumeSize: image.Name.ApplyT(func(name2 string) (int, error) {
						return graphemeCount(name2), nil
					}).(pulumi.IntOutput),
				}
			}(),
		})
		if err != nil {
			return err
		}
		ctx.Export("types", pulumi.Array{
			server.RootBlockDevice.ApplyT(func(rootBlockDevice ec2.InstanceRootBlockDevice) (*string, error) {
				return rootBlockDevice.VolumeType, nil
			}).(pulumi.StringPtrOutput),
			other.RootBlockDevice.ApplyT(func(rootBlockDevice ec2.InstanceRootBlockDevice) (*string, error) {
				return rootBlockDevice.VolumeType, nil
			}).(pulumi.StringPtrOutput),
		})
		if _, err := internals.UnsafeAwaitOutput(ctx.Context(), kind); err != nil {
			return err
		}
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

// dynamicString converts v, a value of any type, to a string as PCL does:
// a bool as true or false, a number in plain digits.
func dynamicString(v interface{}) string {
	switch v := pointee(v).(type) {
	case string:
		return v
	case bool:
		return strconv.FormatBool(v)
	case int:
		return strconv.Itoa(v)
	case float64:
		return numberText(v)
	}
	panic(fmt.Sprintf("a string is required, not %v", v))
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

// optionalDynamic converts v, a value of any type, with convert, or returns
// nil when v is null.
func optionalDynamic[T any](v interface{}, convert func(interface{}) T) *T {
	if pointee(v) == nil {
		return nil
	}
	x := convert(v)
	return &x
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
