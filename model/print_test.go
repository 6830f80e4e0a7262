package model

import (
	"testing"

	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
)

func TestString(t *testing.T) {
	a, _ := tyMutualPair()
	cases := []struct {
		t    Type
		want string
	}{
		{DynamicType, "dynamic"},
		{BoolType, "bool"},
		{IntType, "int"},
		{NumberType, "number"},
		{StringType, "string"},
		{NoneType, "none"},
		{tyList(StringType), "list(string)"},
		{tySet(IntType), "set(int)"},
		{tyMap(NumberType), "map(number)"},
		{tyTuple(StringType, IntType), "tuple([string, int])"},
		{tyTuple(), "tuple([])"},
		{tyObj("b", IntType, "a", StringType), "object({a = string, b = int})"},
		{tyObj(), "object({})"},
		{tyObj("needs-quote", IntType, "has space", StringType, "ok_1", BoolType), `object({"has space" = string, needs-quote = int, ok_1 = bool})`},
		{tyObj("1a", IntType), `object({"1a" = int})`},
		{tyUnion(StringType, NoneType), "union(string, none)"},
		{tyUnion(NoneType, StringType), "union(none, string)"},
		{tyPromise(IntType), "promise(int)"},
		{tyOutput(tyMap(IntType)), "output(map(int))"},
		{AssetType, "Asset"},
		{ArchiveType, "Archive"},
		{AssetOrArchiveType, "AssetOrArchive"},
		{ResourceRefType, "Resource"},
		{tyColorEnum(), "enum(pkg:index:Color)"},
		{&EnumType{ElementType: StringType, Elements: []cty.Value{cty.StringVal("a"), cty.StringVal("b")}}, `enum(string, "a", "b")`},
		{&EnumType{ElementType: NumberType, Elements: []cty.Value{cty.NumberFloatVal(1.5), cty.NumberIntVal(2)}}, `enum(number, 1.5, 2)`},
		{tyConstString("x"), `const(string, "x")`},
		{tyConstString("say \"hi\"\n"), `const(string, "say \"hi\"\n")`},
		{tyConstInt(42), "const(int, 42)"},
		{&ConstType{Type: BoolType, Value: cty.True}, "const(bool, true)"},
		{&ConstType{Type: BoolType, Value: cty.False}, "const(bool, false)"},
		{&ConstType{Type: NumberType, Value: cty.MustParseNumberVal("1e400")}, "const(number, 1e+400)"},
		{&ConstType{Type: StringType, Value: cty.NullVal(cty.String)}, "const(string, null)"},
		{&ConstType{Type: StringType, Value: cty.UnknownVal(cty.String)}, "const(string, (unknown))"},
		{&ConstType{Type: StringType, Value: cty.NilVal}, "const(string, <nil>)"},
		{&ConstType{Type: StringType, Value: cty.StringVal("s").Mark("secret")}, `const(string, "s")`},
		{&ConstType{Type: tyList(StringType), Value: cty.ListVal([]cty.Value{cty.StringVal("a"), cty.StringVal("b")})}, `const(list(string), ["a", "b"])`},
		{&ConstType{Type: tyObj("a", IntType), Value: cty.ObjectVal(map[string]cty.Value{"a": cty.NumberIntVal(1)})}, `const(object({a = int}), {a = 1})`},
		{tyRecursiveNode(IntType), "object({next = union(object(recursive:index:Node), none), value = int})"},
		{a, "object({b = union(object({a = union(object(recursive:index:A), none), y = string}), none), x = int})"},
		{tyOutput(tyList(tyObj("a", tyOpt(tyTuple(IntType))))), "output(list(object({a = union(tuple([int]), none)})))"},
		{&PrimitiveType{Kind: PrimitiveKind(9)}, "primitive(9)"},
		{tyList(nil), "list(<nil>)"},
	}
	for _, c := range cases {
		t.Run("print/"+c.want, func(t *testing.T) {
			if got := c.t.String(); got != c.want {
				t.Fatalf("String() = %s, want %s", got, c.want)
			}
		})
	}
	t.Run("print/recursive-without-token", func(t *testing.T) {
		o := &ObjectType{Properties: map[string]Type{}}
		o.Properties["self"] = o
		if got := o.String(); got != "object({self = object(...)})" {
			t.Fatalf("String() = %s", got)
		}
	})
	t.Run("print/same-object-twice-is-not-recursion", func(t *testing.T) {
		o := tyObj("a", IntType)
		if got := tyTuple(o, o).String(); got != "tuple([object({a = int}), object({a = int})])" {
			t.Fatalf("String() = %s", got)
		}
	})
}

// TestIsTypeIdentifierAgreesWithHCL checks the fast identifier check against
// HCL's scanner: every string of up to three characters over an alphabet of
// ASCII letters, digits, punctuation and a few non-ASCII characters.
func TestIsTypeIdentifierAgreesWithHCL(t *testing.T) {
	alphabet := []string{"a", "Z", "_", "-", "0", "9", ".", " ", "$", "\"", "é", "ℕ", "٣", "\u0301", "😀", "\x00"}
	check := func(s string) {
		if got, want := isTypeIdentifier(s), hclsyntax.ValidIdentifier(s); got != want {
			t.Errorf("isTypeIdentifier(%q) = %v, but hclsyntax.ValidIdentifier says %v", s, got, want)
		}
	}
	check("")
	for _, a := range alphabet {
		check(a)
		for _, b := range alphabet {
			check(a + b)
			for _, c := range alphabet {
				check(a + b + c)
			}
		}
	}
	for _, s := range []string{"metadata", "apiVersion", "x-kubernetes-embedded-resource", "_private", "a1", "1a", "a b", "名前", "x名", "true", "null", "for"} {
		check(s)
	}
	for b := 0; b < 128; b++ {
		check(string(rune(b)))
		check("a" + string(rune(b)))
	}
}
