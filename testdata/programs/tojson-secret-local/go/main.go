package main

import (
	"bytes"
	"encoding/json"
	"math/big"

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
		return nil
	})
}

// toJSON encodes v as JSON as PCL's toJSON does: numbers in plain digits,
// never with an exponent, and zero as 0.
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
				if n.Sign() == 0 {
					// -0, which float arithmetic makes, is 0.
					return json.Number("0")
				}
				return json.Number(n.Text('f', -1))
			}
		}
		return v
	}
	data, err = json.Marshal(plain(tree))
	return string(data), err
}
