package golang

import "testing"

// TestHeaderExpr checks which loop and if headers get parentheses: those a
// composite literal of a named type would otherwise end.
func TestHeaderExpr(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{`pulumi.StringMap{"a": b}`, `(pulumi.StringMap{"a": b})`},
		{`T{a}.ok && x`, `(T{a}.ok && x)`},
		{`len(pulumi.StringArray{a}) > 0`, `len(pulumi.StringArray{a}) > 0`},
		{`map[string]interface{}{"a": 1}`, `map[string]interface{}{"a": 1}`},
		{`[]string{"a"}`, `[]string{"a"}`},
		{"func() pulumi.StringArray {\nreturn pulumi.StringArray{a}\n}()", "func() pulumi.StringArray {\nreturn pulumi.StringArray{a}\n}()"},
		{`names`, `names`},
	} {
		if got := headerExpr(tt.in); got != tt.want {
			t.Errorf("headerExpr(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
