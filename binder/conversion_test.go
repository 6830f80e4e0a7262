package binder

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/syntax"
)

// bindWithShop binds one file of source against testdata/schemas (aws,
// random) and the invalid programs' schemas (shop).
func bindWithShop(t *testing.T, src string, opts Options) hcl.Diagnostics {
	t.Helper()
	f, diags := syntax.ParseFile("main.pp", []byte(src))
	if diags.HasErrors() {
		t.Fatalf("parse: %v", diags)
	}
	opts.Loader = schema.NewLoader("testdata/schemas", filepath.Join(invalidProgramsDir, "schemas"))
	_, diags = BindFiles([]*syntax.File{f}, opts)
	return diags
}

// errorLines returns the errors as "line:col: summary: detail", one a line.
func errorLines(diags hcl.Diagnostics) []string {
	var out []string
	for _, d := range diags {
		if d.Severity != hcl.DiagError {
			continue
		}
		line := d.Summary + ": " + d.Detail
		if d.Subject != nil {
			line = fmt.Sprintf("%d:%d: %s", d.Subject.Start.Line, d.Subject.Start.Column, line)
		}
		out = append(out, line)
	}
	return out
}

// TestConversionDiagnostics checks that each problem with a value is
// reported once, at the innermost value that has it, naming its path.
func TestConversionDiagnostics(t *testing.T) {
	tests := []struct {
		name, src string
		// want are the errors: "line:col: summary: detail"; empty when the
		// program is valid.
		want []string
	}{
		{"nested object property", `resource b "aws:s3/bucket:Bucket" {
	website = { indexDocument = [1] }
}`, []string{`2:30: Type mismatch: Property "website.indexDocument" has type tuple([int]), which does not convert to string.`}},
		{"list element", `resource b "aws:s3/bucket:Bucket" {
	website = { routingRules = ["a", [1]] }
}`, []string{`2:35: Type mismatch: Property "website.routingRules[1]" has type tuple([int]), which does not convert to string.`}},
		{"map value with a non-identifier key", `resource b "aws:s3/bucket:Bucket" {
	tags = { "a b" = [1], ok = "x" }
}`, []string{`2:19: Type mismatch: Property "tags[\"a b\"]" has type tuple([int]), which does not convert to string.`}},
		{"two nested problems", `resource b "aws:s3/bucket:Bucket" {
	website = { indexDocument = [1], errorDocument = [2] }
}`, []string{
			`2:30: Type mismatch: Property "website.indexDocument" has type tuple([int]), which does not convert to string.`,
			`2:51: Type mismatch: Property "website.errorDocument" has type tuple([int]), which does not convert to string.`,
		}},
		{"whole value", `resource b "aws:s3/bucket:Bucket" {
	website = "index.html"
}`, []string{`2:12: Type mismatch: Property "website" has type string, which does not convert to object({errorDocument = union(string, output(string), none), indexDocument = union(string, output(string), none), routingRules = union(list(union(string, output(string))), output(list(union(string, output(string)))), none)}).`}},
		{"missing nested required property", `resource t "aws:index/tree:Tree" {
	root = { name = "a", children = [{ children = [] }] }
}`, []string{`2:35: Missing required property: Property "root.children[0]" has no "name" property, which is required by type "aws:index/Node:Node".`}},
		{"nested values that convert", `resource b "aws:s3/bucket:Bucket" {
	website = { indexDocument = 1, routingRules = [true] }
	tags = { a = 1 }
}`, nil},
		{"enum constant", `resource s "shop:index:Store" {
	name = "s"
	kind = "butcher"
}`, []string{`3:9: Invalid enum value: Property "kind" is "butcher", which is not a value of enum "shop:index:Kind". The values are "grocery", "bakery".`}},
		{"enum constant from a template", `resource s "shop:index:Store" {
	name = "s"
	kind = "bak${"ery"}"
}`, nil},
		{"enum value", `resource s "shop:index:Store" {
	name = "s"
	kind = "bakery"
}`, nil},
		{"enum from a variable", `config kind string {}
resource s "shop:index:Store" {
	name = "s"
	kind = kind
}`, nil},
		{"string or enum", `resource b "aws:s3/bucket:Bucket" {
	acl = "bucket-owner-full-control"
}`, nil},
		{"invoke argument", `s = invoke("shop:index:getStore", { name = ["a"] })`,
			[]string{`1:44: Type mismatch: Argument "name" has type tuple([string]), which does not convert to string.`}},
		{"invoke missing argument", `s = invoke("shop:index:getStore", {})`,
			[]string{`1:35: Missing required property: The argument object of "shop:index:getStore" has no "name" property, which is required.`}},
		{"multi-argument invoke with an object", `p = invoke("shop:index:priceOf", { quantity = 2, sku = "a" })`,
			[]string{`1:34: Invalid invoke arguments: Function "shop:index:priceOf" is declared with multi-argument inputs (sku, quantity) and must be invoked with positional arguments: invoke("shop:index:priceOf", "a", 2).`}},
		{"multi-argument invoke with an object lacking the first input", `p = invoke("shop:index:priceOf", { quantity = 2 })`,
			[]string{`1:34: Invalid invoke arguments: Function "shop:index:priceOf" is declared with multi-argument inputs (sku, quantity) and must be invoked with positional arguments: invoke("shop:index:priceOf", null, 2).`}},
		{"multi-argument invoke", `p = invoke("shop:index:priceOf", "a", 2)
q = invoke("shop:index:priceOf", "a")`, nil},
		{"multi-argument invoke with a wrong argument", `p = invoke("shop:index:priceOf", ["a"])`,
			[]string{`1:34: Type mismatch: Argument "sku" has type tuple([string]), which does not convert to string.`}},
		{"call argument", `resource b "aws:s3/bucket:Bucket" {}
o = call(b, "getObject", { key = [1] })`,
			[]string{`2:34: Type mismatch: Argument "key" has type tuple([int]), which does not convert to string.`}},
		{"config default", `config c "object({a=list(string)})" {
	default = { a = ["x", [1]] }
}`, []string{`2:24: Type mismatch: The default value at a[1] has type tuple([int]), which does not convert to string.`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := errorLines(bindWithShop(t, tt.src, Options{}))
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("errors:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

// TestRangeCount checks that a range count known to be negative or
// fractional is an error, and that other counts are not.
func TestRangeCount(t *testing.T) {
	tests := []struct{ rng, want string }{
		{"-1", `The range option is -1, but a count`},
		{"1.5", `The range option is 1.5, but a count`},
		{"2 - 3", `The range option is -1, but a count`},
		{"0", ""},
		{"3", ""},
		{"length(names)", ""},
		{"count", ""},
		{"-count", ""},
		{"true", ""},
		{"names", ""},
	}
	for _, tt := range tests {
		t.Run(tt.rng, func(t *testing.T) {
			src := `config names "list(string)" {}
config count int {}
resource pets "random:index/randomPet:RandomPet" {
	options { range = ` + tt.rng + ` }
}`
			got := strings.Join(errorLines(bindWithShop(t, src, Options{})), "\n")
			if tt.want == "" && got != "" || !strings.Contains(got, tt.want) {
				t.Errorf("errors:\n%s\nwant one containing %q", got, tt.want)
			}
			if tt.want != "" && !strings.HasPrefix(got, "4:20: Invalid range: ") {
				t.Errorf("errors:\n%s\nwant an Invalid range error at 4:20", got)
			}
		})
	}
}

// TestRequiredInputs checks that a resource without a required input is an
// error, except for reads and when resources are not type checked.
func TestRequiredInputs(t *testing.T) {
	src := `resource vpc "aws:ec2/vpc:Vpc" {
	tags = {}
}
resource item "shop:index:Item" {}
read existing "aws:ec2/vpc:Vpc" { id = "vpc-1" }
resource ok "aws:ec2/vpc:Vpc" { cidrBlock = "10.0.0.0/16" }`
	want := []string{
		`1:10: Missing required property: Resource "vpc" (aws:ec2/vpc:Vpc) has no "cidrBlock" input, which is required.`,
		`4:10: Missing required property: Resource "item" (shop:index:Item) has no "price" input, which is required.`,
		`4:10: Missing required property: Resource "item" (shop:index:Item) has no "store" input, which is required.`,
	}
	if got := errorLines(bindWithShop(t, src, Options{})); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("errors:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if got := errorLines(bindWithShop(t, src, Options{SkipResourceTypecheck: true})); len(got) > 0 {
		t.Errorf("with SkipResourceTypecheck: %s", strings.Join(got, "\n"))
	}
}

// TestPropertyPathOptions checks the options that name properties of the
// resource: an unknown property is reported once, with a suggestion among
// the resource's properties.
func TestPropertyPathOptions(t *testing.T) {
	for _, opt := range []string{"ignoreChanges", "hideDiffs", "replaceOnChanges", "additionalSecretOutputs"} {
		t.Run(opt, func(t *testing.T) {
			src := `resource s "shop:index:Store" {
	name = "s"
	options { ` + opt + ` = [nme, address.street, nme, owners[0]] }
}`
			want := `3:` + strconv.Itoa(16+len(opt)) + `: Unknown property: Resource type "shop:index:Store" has no property "nme", so the ` +
				opt + ` option cannot name it. Did you mean "name"?`
			got := errorLines(bindWithShop(t, src, Options{}))
			if strings.Join(got, "\n") != want {
				t.Errorf("errors:\n%s\nwant:\n%s", strings.Join(got, "\n"), want)
			}
		})
	}
}
