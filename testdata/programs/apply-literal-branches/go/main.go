package main

import (
	"fmt"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Applies whose value is a conditional of object or tuple constructors of
		// different shapes: TypeScript types each branch alone, so the callback is
		// annotated with the value's type (fuzz seed 9600: {Key: boolean, beta?:
		// undefined} was no Record<string, boolean>).

		pw, err := random.NewRandomString(ctx, "pw", &random.RandomStringArgs{Length: pulumi.Int(3), Special: pulumi.Bool(true)})
		if err != nil {
			return err
		}

		// Objects of different keys, the choice an output.
		ctx.Export("picked", pw.Special.ApplyT(func(special bool) (map[string]interface{}, error) {
			return func() map[string]interface{} {
				if special {
					return map[string]interface{}{"Key": pulumi.BoolRef(true)}
				}
				return map[string]interface{}{"beta": pulumi.BoolRef(false), "a.b": pulumi.BoolRef(false)}
			}(), nil
		}).(pulumi.MapOutput))

		// Nested conditionals, one branch a loop.
		ctx.Export("nested", pulumi.All(pw.Special, func() pulumi.BoolMap {
			result := pulumi.BoolMap{}
			for _, k := range []string{"x"} {
				key := k
				if _, dup := result[key]; dup {
					panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
				}
				result[key] = pw.Upper
			}
			return result
		}()).ApplyT(func(resolved []interface{}) (map[string]bool, error) {
			special := resolved[0].(bool)
			values := resolved[1].(map[string]bool)
			return func() map[string]bool {
				if special && true {
					return func() map[string]bool {
						if false {
							return map[string]bool{"Key": true}
						}
						return values
					}()
				}
				return map[string]bool{"beta": false}
			}(), nil
		}).(pulumi.BoolMapOutput))

		// Tuples of different lengths.
		ctx.Export("lists", pulumi.All(pw.Special, pw.Result).ApplyT(func(resolved []interface{}) ([]string, error) {
			special := resolved[0].(bool)
			result := resolved[1].(string)
			return func() []string {
				if special {
					return []string{"a"}
				}
				return []string{"b", result}
			}(), nil
		}).(pulumi.StringArrayOutput))

		// Two outputs in one apply.
		ctx.Export("both", pulumi.All(pw.Special, pw.Upper, pw.Length).ApplyT(func(resolved []interface{}) (map[string]interface{}, error) {
			special := resolved[0].(bool)
			upper := resolved[1].(bool)
			length := resolved[2].(int)
			return func() map[string]interface{} {
				if special && upper {
					return map[string]interface{}{"one": pulumi.IntRef(length)}
				}
				return map[string]interface{}{"two": pulumi.IntRef(2), "three": pulumi.IntRef(3)}
			}(), nil
		}).(pulumi.MapOutput))
		victor := func() bool {
			if 8 != 15 {
				return false
			}
			return true
		}()

		// The shape fuzz seed 9600 found: a branch of a loop's object and
		// constructors of different keys, under an output condition.
		ctx.Export("seed9600", pw.Special.ApplyT(func(special bool) (map[string]bool, error) {
			return func() map[string]bool {
				if false && special {
					return func() map[string]bool {
						if false {
							return map[string]bool{"Key": true}
						}
						return func() map[string]bool {
							result := map[string]bool{}
							for i := range []string{"p", "q"} {
								if !(victor) {
									continue
								}
								result[fmt.Sprintf("k%v", i)] = victor
							}
							return result
						}()
					}()
				}
				return map[string]bool{"beta": false, "a.b": false}
			}(), nil
		}).(pulumi.BoolMapOutput))
		return nil
	})
}
