package main

import (
	"unicode"

	"example.com/pclgen/simple/sdk/go/simple"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A function whose result holds a secret (value) is invoked in both forms.
		// The plain form ignores the secrets of its result, as every SDK's plain
		// invoke does; the output form keeps them, and its result is secret as a
		// whole. Neither may fail, as the Go SDK's ctx.Invoke does on a secret
		// result (and the output forms of SDKs that call it inside an apply).
		store, err := simple.NewResource(ctx, "store", &simple.ResourceArgs{InputOne: pulumi.String("app")})
		if err != nil {
			return err
		}
		var plain simple.GetSecretResult
		if _, err := ctx.InvokePackageRaw("simple:index:getSecret", &simple.GetSecretArgs{Name: "app"}, &plain, ""); err != nil {
			return err
		}
		eventual := ctx.InvokeOutput("simple:index:getSecret", simple.GetSecretOutputArgs{Name: store.Result}, simple.GetSecretResultOutput{}, pulumi.InvokeOutputOptions{}).(simple.GetSecretResultOutput)
		afterStore := ctx.InvokeOutput("simple:index:getSecret", simple.GetSecretOutputArgs{Name: pulumi.String("app")}, simple.GetSecretResultOutput{}, pulumi.InvokeOutputOptions{InvokeOptions: []pulumi.InvokeOption{pulumi.DependsOn([]pulumi.Resource{store})}}).(simple.GetSecretResultOutput)
		_, err = simple.NewResource(ctx, "copy", &simple.ResourceArgs{
			InputOne: pulumi.Sprintf("%v:%v", plain.Name, eventual.ApplyT(func(eventual2 simple.GetSecretResult) (string, error) {
				return eventual2.Value, nil
			}).(pulumi.StringOutput)),
			InputTwo: afterStore.ApplyT(func(afterStore2 simple.GetSecretResult) (int, error) {
				return graphemeCount(afterStore2.Value), nil
			}).(pulumi.IntOutput),
		})
		if err != nil {
			return err
		}
		ctx.Export("plainName", pulumi.String(plain.Name))
		ctx.Export("plainValue", pulumi.String(plain.Value))
		ctx.Export("eventualName", eventual.ApplyT(func(eventual2 simple.GetSecretResult) (string, error) {
			return eventual2.Name, nil
		}).(pulumi.StringOutput))
		ctx.Export("eventualValue", pulumi.Sprintf("%v!", eventual.ApplyT(func(eventual2 simple.GetSecretResult) (string, error) {
			return eventual2.Value, nil
		}).(pulumi.StringOutput)))
		ctx.Export("afterStoreName", afterStore.ApplyT(func(afterStore2 simple.GetSecretResult) (string, error) {
			return afterStore2.Name, nil
		}).(pulumi.StringOutput))
		return nil
	})
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
