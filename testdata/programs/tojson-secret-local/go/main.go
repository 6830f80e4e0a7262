package main

import (
	"bytes"
	"encoding/json"
	"math/big"
	"unicode"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// toJSON of a local that holds a secret config (Go reads secrets as outputs,
		// so the local is an input collection there): the JSON is the secret's.
		tokenPlain := cfg.Require("token")
		token := pulumi.ToSecret(pulumi.String(tokenPlain)).(pulumi.StringOutput)
		var names []string
		cfg.RequireObject("names", &names)
		settings := pulumi.Map{
			"auth":  pulumi.Map{"token": token, "names": pulumi.ToStringArray(names)},
			"level": pulumi.Float64(2.5),
		}
		ctx.Export("settingsJson", pulumi.ToOutput(settings).ApplyT(func(v interface{}) (string, error) {
			return toJSON(v)
		}).(pulumi.StringOutput))
		ctx.Export("settingsLength", pulumi.ToOutput(settings).ApplyT(func(v2 interface{}) (string, error) {
			return toJSON(v2)
		}).(pulumi.StringOutput).ApplyT(func(toJSON2 string) (int, error) {
			return graphemeCount(toJSON2), nil
		}).(pulumi.IntOutput))
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

// toJSON encodes v as JSON as PCL's toJSON does: numbers in plain digits,
// never with an exponent.
func toJSON(v interface{}) (string, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return "", err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var tree interface{}
	if err := dec.Decode(&tree); err != nil {
		return "", err
	}
	var plain func(v interface{}) interface{}
	plain = func(v interface{}) interface{} {
		switch v := v.(type) {
		case map[string]interface{}:
			for k, e := range v {
				v[k] = plain(e)
			}
		case []interface{}:
			for i, e := range v {
				v[i] = plain(e)
			}
		case json.Number:
			if n, _, err := big.ParseFloat(string(v), 10, 512, big.ToNearestEven); err == nil {
				return json.Number(n.Text('f', -1))
			}
		}
		return v
	}
	data, err = json.Marshal(plain(tree))
	return string(data), err
}
