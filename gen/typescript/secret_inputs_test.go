package typescript

import (
	"strings"
	"testing"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen/gentest"
)

// vaultSchema declares a resource whose inputs are secret: the Node.js SDK's
// resource classes wrap such an input in pulumi.secret only when it is
// truthy, and leave "", 0 and false out.
const vaultSchema = `{
  "name": "vault",
  "version": "1.0.0",
  "resources": {
    "vault:index:Secret": {
      "properties": {"value": {"type": "string", "secret": true}},
      "inputProperties": {
        "value": {"type": "string", "secret": true},
        "count": {"type": "integer", "secret": true},
        "flag": {"type": "boolean", "secret": true},
        "label": {"type": "string", "secret": true},
        "tags": {"type": "object", "additionalProperties": {"type": "string"}, "secret": true},
        "named": {"type": "string", "secret": true},
        "choice": {"type": "string", "secret": true},
        "nestedChoice": {"type": "string", "secret": true},
        "truthyChoice": {"type": "string", "secret": true},
        "plain": {"type": "string"}
      }
    }
  }
}`

// TestSecretInputsMayBeFalsy checks that a secret input given a value that
// may be "", 0 or false is given as a secret, which the SDK keeps, and that
// other values are given as they are. A conditional with an output branch
// is an output in PCL but may be a falsy string in JavaScript.
func TestSecretInputsMayBeFalsy(t *testing.T) {
	dir := gentest.WriteTree(t, map[string]string{"vault-1.0.0.json": vaultSchema})
	prog := gentest.BindSource(t, `config "word" "string" {
  default = ""
}

config "pick" "bool" {
  default = true
}

resource "t" "vault:index:Secret" {
  named = "x"
}

resource "s" "vault:index:Secret" {
  choice       = pick ? "" : t.value
  nestedChoice = pick ? "a" : (pick ? t.value : "")
  truthyChoice = pick ? "a" : t.value
  value = ""
  count = 0
  flag  = false
  label = word
  tags  = { a = "" }
  named = "x"
  plain = ""
}
`, binder.Options{Loader: schema.NewLoader(dir)})
	files, diags := New().GenerateProgram(prog)
	if diags.HasErrors() {
		t.Fatalf("generating: %v", diags)
	}
	src := string(files[0].Contents)
	for _, want := range []string{
		`value: pulumi.secret(""),`,
		`count: pulumi.secret(0),`,
		`flag: pulumi.secret(false),`,
		`label: pulumi.secret(word),`,
		`named: "x",`,
		`choice: pulumi.secret(pick ? "" : `,
		`nestedChoice: pulumi.secret(pick ? "a" : `,
		`truthyChoice: pick ? "a" : `,
		`plain: "",`,
	} {
		if !strings.Contains(src, want) {
			t.Errorf("the program lacks %q:\n%s", want, src)
		}
	}
	if strings.Contains(src, "pulumi.secret({") {
		t.Errorf("an object, never falsy, is given as a secret:\n%s", src)
	}
}
