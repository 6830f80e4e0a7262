package model

import (
	"testing"

	"github.com/hashicorp/hcl/v2"
)

// FuzzParseTypeString checks that parsing never panics, that every failure is
// explained by error diagnostics with subjects, and that a parsed type's
// spelling parses back to an Equal type: its type-expression spelling always,
// and its String() when that is itself a type expression.
func FuzzParseTypeString(f *testing.F) {
	for _, seed := range []string{
		"string", "bool", "number", "int", "any", "list(string)", "set(int)", "map(number)",
		"tuple([string, int])", "object({a = string, b = optional(int)})", "optional(int)",
		"list(optional(string))", "tuple([optional(int), map(optional(bool))])",
		"strin", "list(", `object({"a" = int})`, "map(object({name=string,age=number}))",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, src string) {
		ty, diags := ParseTypeString(src, "fuzz.pp")
		if ty == nil {
			t.Fatalf("ParseTypeString(%q) returned a nil type", src)
		}
		if diags.HasErrors() {
			if ty != DynamicType {
				t.Fatalf("ParseTypeString(%q) failed but returned %v", src, ty)
			}
			for _, d := range diags {
				if d.Severity == hcl.DiagError && (d.Summary == "" || d.Detail == "" || d.Subject == nil) {
					t.Fatalf("ParseTypeString(%q): incomplete diagnostic %#v", src, d)
				}
			}
			return
		}
		_ = ty.String()
		spelling, ok := typeExprString(ty)
		if !ok {
			t.Fatalf("ParseTypeString(%q) = %v, which has no type-expression spelling", src, ty)
		}
		back, diags := ParseTypeString(spelling, "fuzz.pp")
		if diags.HasErrors() || !Equal(back, ty) {
			t.Fatalf("ParseTypeString(%q) = %v spelled %q, which parses back to %v (%v)", src, ty, spelling, back, diags)
		}
		if s := ty.String(); s == spelling {
			again, diags := ParseTypeString(s, "fuzz.pp")
			if diags.HasErrors() || !Equal(again, ty) {
				t.Fatalf("String() %q of ParseTypeString(%q) parses back to %v (%v)", s, src, again, diags)
			}
		}
	})
}
