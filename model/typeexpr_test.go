package model

import (
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/hashicorp/hcl/v2/json"
)

func TestParseTypeString(t *testing.T) {
	cases := []struct {
		name, src string
		want      Type
	}{
		{"typeexpr/string", "string", StringType},
		{"typeexpr/bool", "bool", BoolType},
		{"typeexpr/number", "number", NumberType},
		{"typeexpr/int", "int", IntType},
		{"typeexpr/any=dynamic", "any", DynamicType},
		{"typeexpr/list", "list(string)", tyList(StringType)},
		{"typeexpr/set", "set(int)", tySet(IntType)},
		{"typeexpr/map", "map(number)", tyMap(NumberType)},
		{"typeexpr/tuple", "tuple([string, int, any])", tyTuple(StringType, IntType, DynamicType)},
		{"typeexpr/empty-tuple", "tuple([])", tyTuple()},
		{"typeexpr/object", "object({name=string,age=number})", tyObj("name", StringType, "age", NumberType)},
		{"typeexpr/empty-object", "object({})", tyObj()},
		{"typeexpr/nested", "map(object({name=string,age=number}))", tyMap(tyObj("name", StringType, "age", NumberType))},
		{"typeexpr/optional", "object({port = optional(int), host = string})", tyObj("port", tyOpt(IntType), "host", StringType)},
		{"typeexpr/optional-any", "object({x = optional(any)})", tyObj("x", tyOpt(DynamicType))},
		{"typeexpr/optional-nested-object", "list(object({a = optional(object({b = optional(list(string))}))}))",
			tyList(tyObj("a", tyOpt(tyObj("b", tyOpt(tyList(StringType))))))},
		// optional(T) is also allowed as the element type of a collection or
		// tuple: the corpus program l1-config-types-optional declares
		// `config "names" "list(optional(string))"` with the default
		// [null, "hello", null].
		{"typeexpr/optional-in-list", "list(optional(string))", tyList(tyOpt(StringType))},
		{"typeexpr/optional-in-set", "set(optional(int))", tySet(tyOpt(IntType))},
		{"typeexpr/optional-in-map", "map(optional(bool))", tyMap(tyOpt(BoolType))},
		{"typeexpr/optional-in-tuple", "tuple([optional(string), int])", tyTuple(tyOpt(StringType), IntType)},
		{"typeexpr/optional-in-nested-list", "list(list(optional(number)))", tyList(tyList(tyOpt(NumberType)))},
		{"typeexpr/optional-in-list-attribute", "object({a = optional(list(optional(int)))})", tyObj("a", tyOpt(tyList(tyOpt(IntType))))},
		{"typeexpr/optional-object-in-list", "list(optional(object({a = optional(int)})))", tyList(tyOpt(tyObj("a", tyOpt(IntType))))},
		{"typeexpr/whitespace-and-newlines", "object({\n  a = list(\n    int\n  )\n})", tyObj("a", tyList(IntType))},
		{"typeexpr/object-commas-optional", "object({a = int\nb = bool})", tyObj("a", IntType, "b", BoolType)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, diags := ParseTypeString(c.src, "t.pp")
			if diags.HasErrors() {
				t.Fatalf("ParseTypeString(%q): %v", c.src, diags)
			}
			if !Equal(got, c.want) {
				t.Fatalf("ParseTypeString(%q) = %v, want %v", c.src, got, c.want)
			}
		})
	}
}

func TestParseTypeStringErrors(t *testing.T) {
	cases := []struct {
		name, src string
		summary   string
		detail    string // substring of the detail
		subject   string // the source text the subject covers
	}{
		{"typeexpr/error/unknown-keyword-suggests", "strin", "Invalid type specification",
			`The keyword "strin" is not a type name; expected one of string, bool, number, int, any, or a type constructor such as list(string). Did you mean "string"?`, "strin"},
		{"typeexpr/error/unknown-keyword-nested", "list(nubmer)", "Invalid type specification", `Did you mean "number"?`, "nubmer"},
		{"typeexpr/error/unknown-keyword-no-suggestion", "widget", "Invalid type specification", `The keyword "widget" is not a type name`, "widget"},
		{"typeexpr/error/dynamic-is-not-a-keyword", "dynamic", "Invalid type specification", `"dynamic" is not a type name`, "dynamic"},
		{"typeexpr/error/unknown-constructor-suggests", "lst(int)", "Invalid type specification", `"lst" is not a type constructor; expected one of list, set, map, tuple, object or optional. Did you mean "list"?`, "lst"},
		{"typeexpr/error/bare-constructor", "list", "Invalid type specification", "The list type constructor requires one argument", "list"},
		{"typeexpr/error/bare-tuple", "tuple", "Invalid type specification", "a list of element types", "tuple"},
		{"typeexpr/error/bare-object", "object", "Invalid type specification", "an object of attribute types", "object"},
		{"typeexpr/error/primitive-called", "string()", "Invalid type specification", "The primitive type string takes no arguments", "string()"},
		{"typeexpr/error/list-two-arguments", "list(string, int)", "Incorrect number of type arguments", "requires exactly one argument, the element type, as in list(string); found 2 arguments.", "(string, int)"},
		{"typeexpr/error/map-no-arguments", "map()", "Incorrect number of type arguments", "found 0 arguments", "()"},
		{"typeexpr/error/tuple-not-a-list", "tuple(int)", "Invalid tuple type", "must be a list of element types in brackets", "int"},
		{"typeexpr/error/tuple-two-arguments", "tuple([int], [int])", "Incorrect number of type arguments", "found 2 arguments", "([int], [int])"},
		{"typeexpr/error/tuple-bad-element", "tuple([int, strng])", "Invalid type specification", `Did you mean "string"?`, "strng"},
		{"typeexpr/error/object-not-a-map", "object(string)", "Invalid object type", "attribute types in braces", "string"},
		{"typeexpr/error/object-two-arguments", "object({}, {})", "Incorrect number of type arguments", "found 2 arguments", "({}, {})"},
		{"typeexpr/error/object-quoted-key", `object({"a" = int})`, "Invalid attribute name", "must be identifiers written without quotes", `"a"`},
		{"typeexpr/error/object-expression-key", `object({(a) = int})`, "Invalid attribute name", "identifiers", `(a)`},
		{"typeexpr/error/object-duplicate-attribute", "object({a = int, a = string})", "Duplicate attribute name", `The attribute "a" is already given a type on line 1, column 9;`, "a"},
		{"typeexpr/error/object-bad-attribute-type", "object({a = lisst(int)})", "Invalid type specification", `Did you mean "list"?`, "lisst"},
		{"typeexpr/error/optional-top-level", "optional(string)", "Invalid use of optional", "It cannot be a whole type: a whole value is made optional otherwise, for example a config variable by giving it a default value.", "optional(string)"},
		{"typeexpr/error/optional-top-level-says-where", "optional(list(string))", "Invalid use of optional", "the type of an object attribute or the element type of a list, set, map or tuple", "optional(list(string))"},
		{"typeexpr/error/optional-in-optional", "object({a = optional(optional(int))})", "Invalid use of optional", "inside another optional(...)", "optional(int)"},
		{"typeexpr/error/optional-in-optional-element", "list(optional(optional(int)))", "Invalid use of optional", "inside another optional(...)", "optional(int)"},
		{"typeexpr/error/optional-two-arguments", "object({a = optional(int, 1)})", "Incorrect number of type arguments", "found 2 arguments", "(int, 1)"},
		{"typeexpr/error/string-literal", `"string"`, "Invalid type specification", "either a primitive type keyword", `"string"`},
		{"typeexpr/error/number-literal", "42", "Invalid type specification", "either a primitive type keyword", "42"},
		{"typeexpr/error/traversal", "a.b", "Invalid type specification", "type constructor call", "a.b"},
		{"typeexpr/error/operator", "string + int", "Invalid type specification", "type constructor call", "string + int"},
		{"typeexpr/error/parentheses-are-not-type-syntax", "list((string))", "Invalid type specification", "either a primitive type keyword", "(string)"},
		{"typeexpr/error/index", "list(string)[0]", "Invalid type specification", "type constructor call", "list(string)[0]"},
		{"typeexpr/error/namespaced-function", "provider::x::list(string)", "Invalid type specification", "is not a type constructor", "provider::x::list"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ty, diags := ParseTypeString(c.src, "t.pp")
			if !diags.HasErrors() {
				t.Fatalf("ParseTypeString(%q) = %v, want an error", c.src, ty)
			}
			if ty != DynamicType {
				t.Fatalf("failed parse returned %v, want dynamic", ty)
			}
			d := diags[0]
			if d.Severity != hcl.DiagError || d.Summary != c.summary || !strings.Contains(d.Detail, c.detail) {
				t.Fatalf("diagnostic = %q / %q, want %q / ...%q...", d.Summary, d.Detail, c.summary, c.detail)
			}
			if !strings.HasSuffix(d.Detail, ".") && !strings.HasSuffix(d.Detail, "?") {
				t.Fatalf("detail %q is not a full sentence", d.Detail)
			}
			if d.Subject == nil {
				t.Fatal("diagnostic has no subject")
			}
			if got := c.src[d.Subject.Start.Byte:d.Subject.End.Byte]; got != c.subject {
				t.Fatalf("subject covers %q, want %q", got, c.subject)
			}
			if d.Subject.Filename != "t.pp" {
				t.Fatalf("subject filename %q", d.Subject.Filename)
			}
		})
	}
}

func TestParseTypeStringSyntaxError(t *testing.T) {
	t.Run("typeexpr/error/syntax", func(t *testing.T) {
		ty, diags := ParseTypeString("list(", "t.pp")
		if !diags.HasErrors() || ty != DynamicType {
			t.Fatalf("got %v, %v", ty, diags)
		}
	})
	t.Run("typeexpr/error/all-errors-reported", func(t *testing.T) {
		_, diags := ParseTypeString("object({a = strin, b = nubmer})", "t.pp")
		if len(diags) != 2 {
			t.Fatalf("got %d diagnostics, want 2: %v", len(diags), diags)
		}
	})
}

func TestParseTypeExpr(t *testing.T) {
	t.Run("typeexpr/nil-expression", func(t *testing.T) {
		ty, diags := ParseTypeExpr(nil)
		if !diags.HasErrors() || ty != DynamicType {
			t.Fatalf("got %v, %v", ty, diags)
		}
	})
	t.Run("typeexpr/native-syntax-expression", func(t *testing.T) {
		expr, diags := hclsyntax.ParseExpression([]byte("map(list(int))"), "t.pp", hcl.InitialPos)
		if diags.HasErrors() {
			t.Fatal(diags)
		}
		ty, diags := ParseTypeExpr(expr)
		if diags.HasErrors() || !Equal(ty, tyMap(tyList(IntType))) {
			t.Fatalf("got %v, %v", ty, diags)
		}
	})
	t.Run("typeexpr/json-syntax-expression", func(t *testing.T) {
		f, diags := json.Parse([]byte(`{"type": "object({a = list(string), b = optional(int)})"}`), "t.json")
		if diags.HasErrors() {
			t.Fatal(diags)
		}
		attrs, diags := f.Body.JustAttributes()
		if diags.HasErrors() {
			t.Fatal(diags)
		}
		ty, diags := ParseTypeExpr(attrs["type"].Expr)
		if diags.HasErrors() || !Equal(ty, tyObj("a", tyList(StringType), "b", tyOpt(IntType))) {
			t.Fatalf("got %v, %v", ty, diags)
		}
	})
}

func TestTypeExprString(t *testing.T) {
	cases := []struct {
		t    Type
		want string
		ok   bool
	}{
		{DynamicType, "any", true},
		{IntType, "int", true},
		{tyList(tySet(tyMap(BoolType))), "list(set(map(bool)))", true},
		{tyTuple(StringType, NumberType), "tuple([string, number])", true},
		{tyObj("a", tyOpt(IntType), "b", StringType), "object({a = optional(int), b = string})", true},
		{tyObj("a", tyUnion(NoneType, IntType)), "object({a = optional(int)})", true},
		{tyOpt(IntType), "", false},
		{tyList(tyOpt(StringType)), "list(optional(string))", true},
		{tyMap(tyUnion(NoneType, BoolType)), "map(optional(bool))", true},
		{tySet(tyOpt(tyList(tyOpt(IntType)))), "set(optional(list(optional(int))))", true},
		{tyTuple(IntType, tyOpt(StringType)), "tuple([int, optional(string)])", true},
		{tyList(tyUnion(IntType, StringType, NoneType)), "", false},
		{tyObj("a", tyUnion(IntType, StringType)), "", false},
		{tyObj("a", tyUnion(IntType, StringType, NoneType)), "", false},
		{tyObj("a b", IntType), "", false},
		{&ObjectType{Token: "p:i:T"}, "", false},
		{tyOutput(IntType), "", false},
		{NoneType, "", false},
		{tyList(AssetType), "", false},
		{tyTuple(tyPromise(IntType)), "", false},
		{tyObj("a", tyOpt(tyColorEnum())), "", false},
	}
	for _, c := range cases {
		t.Run("typeexpr/spelling/"+c.t.String(), func(t *testing.T) {
			got, ok := typeExprString(c.t)
			if got != c.want || ok != c.ok {
				t.Fatalf("typeExprString(%v) = %q, %v; want %q, %v", c.t, got, ok, c.want, c.ok)
			}
			if ok {
				back, diags := ParseTypeString(got, "t.pp")
				if diags.HasErrors() || !Equal(back, c.t) {
					t.Fatalf("%q parses back to %v, %v", got, back, diags)
				}
			}
		})
	}
}
