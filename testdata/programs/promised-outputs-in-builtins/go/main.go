package main

import (
	"crypto/sha1"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/autoscaling"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/internals"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumix"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A plain invoke's result is a promise; loops over it that make outputs
		// (secrets) give a promise that holds outputs, and every builtin over it
		// computes an output (fuzz seed 10143: lookup of such a map was typed a
		// promise of a string, and Go read the outputs as strings).
		ami, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: []string{"self", "amazon"}})
		if err != nil {
			return err
		}
		secrets := func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for _, o := range ami.Owners {
				result = append(result, pulumi.ToSecret(pulumi.String(o)).(pulumi.StringOutput))
			}
			return result
		}()
		secretMap := func() pulumi.StringMap {
			result := pulumi.StringMap{}
			for _, o := range ami.Owners {
				key := o
				if _, dup := result[key]; dup {
					panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
				}
				result[key] = pulumi.ToSecret(pulumi.String(o + "!")).(pulumi.StringOutput)
			}
			return result
		}()
		recovered := func() pulumi.StringMap {
			result := pulumi.StringMap{}
			for _, o := range ami.Owners {
				key := o
				if _, dup := result[key]; dup {
					panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
				}
				result[key] = func() pulumi.StringOutput {
					deferred, resolve := pulumi.DeferredOutput[string](ctx.Context())
					value := pulumi.ToSecret(pulumi.String(o)).(pulumi.StringOutput)
					go func() {
						if _, err2 := internals.UnsafeAwaitOutput(ctx.Context(), value); err2 != nil {
							message := err2.Error()
							_ = message
							resolve(pulumi.ToOutput(pulumi.String("none")))
							return
						}
						resolve(value)
					}()
					return pulumix.Cast[pulumi.StringOutput, string](deferred)
				}()
			}
			return result
		}()
		counts := func() pulumi.IntArray {
			result := pulumi.IntArray{}
			for _, o := range ami.Owners {
				result = append(result, pulumi.ToSecret(pulumi.Int(graphemeCount(o))).(pulumi.IntOutput))
			}
			return result
		}()
		pass, err := random.NewRandomPassword(ctx, "pass", &random.RandomPasswordArgs{Length: pulumi.Int(8)})
		if err != nil {
			return err
		}
		policy, err := autoscaling.NewPolicy(ctx, "policy", &autoscaling.PolicyArgs{
			AutoscalingGroupName: pulumi.All(secrets).ApplyT(func(resolved []interface{}) (string, error) {
				secrets2 := resolved[0].([]string)
				return element(secrets2, 1), nil
			}).(pulumi.StringOutput),
			PolicyType: pulumi.All(recovered).ApplyT(func(resolved []interface{}) (string, error) {
				recovered2 := resolved[0].(map[string]string)
				return func() string {
					if v, ok := recovered2["self"]; ok {
						return v
					}
					return "missing"
				}(), nil
			}).(pulumi.StringOutput),
		})
		if err != nil {
			return err
		}
		ctx.Export("builtins", pulumi.Map{
			"element": pulumi.All(secrets).ApplyT(func(resolved []interface{}) (string, error) {
				secrets2 := resolved[0].([]string)
				return element(secrets2, 0), nil
			}).(pulumi.StringOutput),
			"lookup": pulumi.All(secretMap).ApplyT(func(resolved []interface{}) (string, error) {
				secretMap2 := resolved[0].(map[string]string)
				return func() string {
					if v, ok := secretMap2["amazon"]; ok {
						return v
					}
					return "missing"
				}(), nil
			}).(pulumi.StringOutput),
			"missing": pulumi.All(secretMap).ApplyT(func(resolved []interface{}) (string, error) {
				secretMap2 := resolved[0].(map[string]string)
				return func() string {
					if v, ok := secretMap2["nobody"]; ok {
						return v
					}
					return "missing"
				}(), nil
			}).(pulumi.StringOutput),
			"joined": pulumi.All(secrets).ApplyT(func(resolved []interface{}) (string, error) {
				secrets2 := resolved[0].([]string)
				return strings.Join(secrets2, "+"), nil
			}).(pulumi.StringOutput),
			"length": pulumi.Int(len(secrets)),
			"entries": pulumi.All(secretMap).ApplyT(func(resolved []interface{}) ([]map[string]string, error) {
				secretMap2 := resolved[0].(map[string]string)
				return func() []map[string]string {
					result := []map[string]string{}
					collection := secretMap2
					for _, k := range slices.Sorted(maps.Keys(collection)) {
						v := collection[k]
						result = append(result, map[string]string{"key": k, "value": v})
					}
					return result
				}(), nil
			}).(pulumi.StringMapArrayOutput),
			"json": pulumi.ToOutput(secretMap).ApplyT(func(v interface{}) (string, error) {
				data, err := json.Marshal(v)
				return string(data), err
			}).(pulumi.StringOutput),
			"max": pulumi.All(counts).ApplyT(func(resolved []interface{}) (int, error) {
				counts2 := resolved[0].([]int)
				return slices.Max(counts2), nil
			}).(pulumi.IntOutput),
			"maxMixed": pulumi.All(counts).ApplyT(func(resolved []interface{}) (int, error) {
				counts2 := resolved[0].([]int)
				return slices.Max(append([]int{3}, counts2...)), nil
			}).(pulumi.IntOutput),
			"maxHeld": pass.Length.ApplyT(func(length int) (int, error) {
				return slices.Max([]int{length, 3}), nil
			}).(pulumi.IntOutput),
			"min": pulumi.All(counts[0].(pulumi.IntInput).ToIntOutput(), counts[1].(pulumi.IntInput).ToIntOutput()).ApplyT(func(resolved []interface{}) (int, error) {
				counts2 := resolved[0].(int)
				counts3 := resolved[1].(int)
				return min(counts2, counts3), nil
			}).(pulumi.IntOutput),
			"single": pulumi.All(secrets).ApplyT(func(resolved []interface{}) (*string, error) {
				secrets2 := resolved[0].([]string)
				return func() *string {
					list := []string{element(secrets2, 0)}
					if len(list) == 0 {
						return nil
					}
					if len(list) != 1 {
						panic("singleOrNone: the list has more than one element")
					}
					return &list[0]
				}(), nil
			}).(pulumi.StringPtrOutput),
			"template": pulumi.Sprintf("first %v then %v", secrets[0].(pulumi.StringInput).ToStringOutput(), secretMap["amazon"].(pulumi.StringInput).ToStringOutput()),
			"sha": pulumi.All(secrets).ApplyT(func(resolved []interface{}) (string, error) {
				secrets2 := resolved[0].([]string)
				return fmt.Sprintf("%x", sha1.Sum([]byte(strings.Join(secrets2, "")))), nil
			}).(pulumi.StringOutput),
			"encoded": pulumi.All(secrets).ApplyT(func(resolved []interface{}) (string, error) {
				secrets2 := resolved[0].([]string)
				return base64.StdEncoding.EncodeToString([]byte(element(secrets2, 1))), nil
			}).(pulumi.StringOutput),
			"split": pulumi.All(secrets).ApplyT(func(resolved []interface{}) ([]string, error) {
				secrets2 := resolved[0].([]string)
				return strings.Split(element(secrets2, 0), "l"), nil
			}).(pulumi.StringArrayOutput),
		})
		ctx.Export("reads", pulumi.Map{
			"loop": pulumi.All(secrets).ApplyT(func(resolved []interface{}) ([]string, error) {
				secrets2 := resolved[0].([]string)
				return func() []string {
					result := []string{}
					for _, s := range secrets2 {
						result = append(result, s+"!")
					}
					return result
				}(), nil
			}).(pulumi.StringArrayOutput),
			"filtered": pulumi.All(secretMap).ApplyT(func(resolved []interface{}) (map[string]string, error) {
				secretMap2 := resolved[0].(map[string]string)
				return func() map[string]string {
					result := map[string]string{}
					collection := secretMap2
					for _, k := range slices.Sorted(maps.Keys(collection)) {
						v2 := collection[k]
						if !(k != "self") {
							continue
						}
						result[k] = v2
					}
					return result
				}(), nil
			}).(pulumi.StringMapOutput),
			"compared": secrets[0].(pulumi.StringInput).ToStringOutput().ApplyT(func(secrets2 string) (bool, error) {
				return secrets2 == "self", nil
			}).(pulumi.BoolOutput),
			"chosen": func() pulumi.StringOutput {
				if len(secrets) > 1 {
					return secrets[1].(pulumi.StringInput).ToStringOutput()
				}
				return pulumi.String("none").ToStringOutput()
			}(),
			"summed": pulumi.All(counts[0].(pulumi.IntInput).ToIntOutput(), counts[1].(pulumi.IntInput).ToIntOutput()).ApplyT(func(resolved []interface{}) (int, error) {
				counts2 := resolved[0].(int)
				counts3 := resolved[1].(int)
				return counts2 + counts3, nil
			}).(pulumi.IntOutput),
		})
		ctx.Export("policy", pulumi.Array{policy.AutoscalingGroupName, policy.PolicyType})
		return nil
	})
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
