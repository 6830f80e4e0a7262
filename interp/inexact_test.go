package interp

import (
	"strings"
	"testing"
)

// TestRunInexactWholeNumbers walks the positions an arithmetic operation
// may sit in: wherever one computes a whole number the target languages do
// not agree on (beyond 2^53 and not a float64, or beyond a 64-bit integer),
// the trace says so; whole numbers they agree on, however large, do not.
func TestRunInexactWholeNumbers(t *testing.T) {
	const head = `
config big "int" {
  default = 2147483648
}
config odd "number" {
  default = 9007199254740993
}
`
	tests := []struct {
		desc, body string
		// value is the first such number, which the message names, or
		// "" when the run computes no such number.
		value string
	}{
		{"an int product beyond a 64-bit integer", `output o { value = big * big * big }`, "9903520314283042199192993792"},
		{"a number sum beyond 2^53 and not a float64 (3 * 2^62 before it is one)", `output o { value = big * big / 1 * 3 + 1 }`, "13835058055282163713"},
		{"a sum one past 2^53", `output o { value = 9007199254740992 + secret(1) }`, "9007199254740993"},
		{"inside a string interpolation", `output o { value = "n=${big * big * big}" }`, "9903520314283042199192993792"},
		{"in a resource input", "resource r \"simple:index:resource\" {\n  inputTwo = big * big * big\n}", "9903520314283042199192993792"},
		{"in the chosen branch of a conditional", `output o { value = big > 1 ? big * big * big : 0 }`, "9903520314283042199192993792"},
		{"in a for expression's body", `output o { value = [for x in [big] : x * x * x] }`, "9903520314283042199192993792"},
		{"in a component", "component c \"./sub\" {\n  n = big\n}", "9903520314283042199192993792"},
		{"a product below -2^63, the first such value", `output o { value = -big * big * big - 1 }`, "-9903520314283042199192993792"},
		{"2^62, a float64 within a 64-bit integer", `output o { value = big * big }`, ""},
		{"2^53 + 2, a float64", `output o { value = 9007199254740992 + secret(2) }`, ""},
		{"a large fraction", `output o { value = big * big / 3 }`, ""},
		{"a large literal read, not computed", `output o { value = odd }`, ""},
		{"the branch not chosen", `output o { value = big < 1 ? big * big * big : 0 }`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.desc, func(t *testing.T) {
			files := map[string]string{"main.pp": head + tt.body + "\n",
				"sub/main.pp": "config n \"int\" {}\noutput cube {\n  value = n * n * n\n}\n"}
			tr, _ := runFiles(t, files, Options{})
			if tr.Error != "" {
				t.Fatalf("run error: %s", tr.Error)
			}
			switch {
			case tt.value == "" && tr.Inexact != "":
				t.Errorf("Inexact = %q, want none", tr.Inexact)
			case tt.value != "" && !strings.Contains(tr.Inexact, "is "+tt.value+","):
				t.Errorf("Inexact = %q, want the value %s", tr.Inexact, tt.value)
			}
		})
	}
}
