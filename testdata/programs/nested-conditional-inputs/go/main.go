package main

import (
	"errors"
	"fmt"

	"example.com/pclgen/simple/sdk/go/simple"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// pclfuzz seed 9100: a conditional in a conditional's true branch, given
		// where a typed value is taken (a resource's input, an element of a list
		// input, a value of a map input), keeps its parentheses in Python: without
		// them `a if c1 else b if c2 else z` groups the other way.
		c1 := true
		if param, err := cfg.TryBool("c1"); err == nil {
			c1 = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		c2 := false
		if param, err := cfg.TryBool("c2"); err == nil {
			c2 = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		_, err := simple.NewResource(ctx, "scalar", &simple.ResourceArgs{
			InputOne: pulumi.String(func() string {
				if c2 && c1 {
					return func() string {
						if c1 || c2 {
							return "a\"b"
						}
						return "quote"
					}()
				}
				return fmt.Sprintf("pre %v", c1)
			}()),
			InputTwo: pulumi.Int(func() int {
				if c2 {
					return func() int {
						if c1 {
							return 1
						}
						return 2
					}()
				}
				return func() int {
					if c1 {
						return 3
					}
					return 4
				}()
			}()),
		})
		if err != nil {
			return err
		}
		_, err = ec2.NewInstance(ctx, "inCollections", &ec2.InstanceArgs{
			Ami:          pulumi.String("ami-1"),
			InstanceType: pulumi.String("t3.micro"),
			SecurityGroups: pulumi.StringArray{
				pulumi.String(func() string {
					if c2 {
						return func() string {
							if c1 {
								return "a"
							}
							return "b"
						}()
					}
					return "z"
				}()),
				pulumi.String(func() string {
					if c1 {
						return "y"
					}
					return func() string {
						if c2 {
							return "p"
						}
						return "q"
					}()
				}()),
			},
			Tags: pulumi.StringMap{
				"first": pulumi.String(func() string {
					if c2 {
						return func() string {
							if c1 {
								return "a"
							}
							return "b"
						}()
					}
					return "z"
				}()),
				"second": pulumi.String(func() string {
					if func() bool {
						if c1 {
							return c2
						}
						return c1
					}() {
						return "t"
					}
					return "f"
				}()),
			},
		})
		if err != nil {
			return err
		}
		ctx.Export("plain", pulumi.String(func() string {
			if c2 {
				return func() string {
					if c1 {
						return "a"
					}
					return "b"
				}()
			}
			return "z"
		}()))
		return nil
	})
}
