package main

import (
	"errors"
	"reflect"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A conditional whose branches are objects of different attributes has
		// their unified type, in every position: TypeScript infers the union of the
		// branches' types, which no map input takes, unless told the type.
		c := false
		if param, err := cfg.TryBool("c"); err == nil {
			c = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		localTags := func() map[string]interface{} {
			if c {
				return map[string]interface{}{"x": pulumi.StringRef("y")}
			}
			return map[string]interface{}{"a.b": pulumi.StringRef("x")}
		}()
		_, err := ec2.NewSecurityGroup(ctx, "secretTags", &ec2.SecurityGroupArgs{Tags: pulumi.ToSecret(func() pulumi.StringMap {
			if c {
				return pulumi.StringMap{}
			}
			return pulumi.StringMap{"a.b": pulumi.String("x")}
		}()).(pulumi.StringMapOutput)})
		if err != nil {
			return err
		}
		plainTags, err := ec2.NewSecurityGroup(ctx, "plainTags", &ec2.SecurityGroupArgs{Tags: func() pulumi.StringMap {
			if c {
				return pulumi.StringMap{}
			}
			return pulumi.StringMap{"a.b": pulumi.String("x")}
		}()})
		if err != nil {
			return err
		}
		_, err = ec2.NewSecurityGroup(ctx, "unsecretTags", &ec2.SecurityGroupArgs{Tags: pulumi.Unsecret(pulumi.ToSecret(func() pulumi.StringMap {
			if c {
				return pulumi.StringMap{"x": pulumi.String("y")}
			}
			return pulumi.StringMap{"a.b": pulumi.String("x")}
		}()).(pulumi.StringMapOutput)).(pulumi.StringMapOutput)})
		if err != nil {
			return err
		}
		_, err = ec2.NewSecurityGroup(ctx, "localTagged", &ec2.SecurityGroupArgs{Tags: pulumi.ToStringMap(func() map[string]string {
			v := localTags
			result := map[string]string{}
			for k, x := range v {
				result[k] = presentValue(x).(string)
			}
			return result
		}())})
		if err != nil {
			return err
		}
		_, err = ec2.NewSecurityGroup(ctx, "listed", &ec2.SecurityGroupArgs{Ingress: pulumi.ToSecret(func() ec2.SecurityGroupIngressArray {
			if c {
				return ec2.SecurityGroupIngressArray{}
			}
			return ec2.SecurityGroupIngressArray{&ec2.SecurityGroupIngressArgs{
				Protocol: pulumi.String("tcp"),
				FromPort: pulumi.Int(80),
				ToPort:   pulumi.Int(80),
			}}
		}()).(ec2.SecurityGroupIngressArrayOutput)})
		if err != nil {
			return err
		}
		ctx.Export("secretObject", pulumi.ToSecret(pulumi.ToMap(func() map[string]interface{} {
			if c {
				return map[string]interface{}{}
			}
			return map[string]interface{}{"a.b": pulumi.StringRef("x")}
		}())).(pulumi.MapOutput))
		ctx.Export("fromId", plainTags.ID().ToStringOutput().ApplyT(func(id string) (map[string]interface{}, error) {
			return func() map[string]interface{} {
				if id == "" {
					return map[string]interface{}{}
				}
				return map[string]interface{}{"id": pulumi.StringRef(id)}
			}(), nil
		}).(pulumi.MapOutput))
		return nil
	})
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

// presentValue returns v, a value held as an interface{}, without the
// pointer an optional value is held by; a null value is an error.
func presentValue(v interface{}) interface{} {
	if x := pointee(v); x != nil {
		return x
	}
	panic("a null value is given where a value is required")
}
