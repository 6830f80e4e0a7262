package main

import (
	"encoding/base64"
	"unicode"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Objects holding an invoke's results (awaited where they are made) beside
		// plain values, read by lookup and by index, at keys they have and lack.
		ami, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{MostRecent: pulumi.BoolRef(true), Owners: []string{"amazon"}})
		if err != nil {
			return err
		}
		_, err = ec2.NewAmi(ctx, "image", &ec2.AmiArgs{
			Name: pulumi.String(func() string {
				if v, ok := map[string]string{"beta": "12", "arch": ami.Architecture}["missing"]; ok {
					return v
				}
				return "none"
			}()),
			KernelId: pulumi.String(base64.StdEncoding.EncodeToString([]byte(func() string {
				if v, ok := map[string]string{"beta": "12", "arch": ami.Architecture}["arch"]; ok {
					return v
				}
				return "none"
			}()))),
			DeprecationTime: pulumi.String(base64.StdEncoding.EncodeToString([]byte(func() string {
				if v, ok := map[string]string{"beta": "12", "arch": ami.Architecture}["{brace}"]; ok {
					return v
				}
				return "later"
			}()))),
			ImageLocation: pulumi.String(map[string]string{"beta": "12", "arch": ami.Name}["arch"]),
		})
		if err != nil {
			return err
		}
		ctx.Export("found", pulumi.String(func() string {
			if v, ok := map[string]string{"id": ami.Id, "name": "fixed"}["id"]; ok {
				return v
			}
			return "none"
		}()))
		ctx.Export("defaulted", pulumi.Int(graphemeCount(func() string {
			if v, ok := map[string]string{"id": ami.Id, "name": "fixed"}["other"]; ok {
				return v
			}
			return "none"
		}())))
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
