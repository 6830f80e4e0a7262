package gen

import (
	"testing"

	"github.com/pclgen/pclgen/model"
)

// TestKeysMayCollide walks the keys of for expressions that make objects:
// only a key each element makes once needs no check.
func TestKeysMayCollide(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want bool
	}{
		{`{for k, v in {a = 1} : k => v}`, false},
		{`{for i, v in ["a", "b"] : i => v}`, false},
		{`{for i, v in ["a", "b"] : "k${i}" => v}`, false},
		{`{for i, v in ["a", "b"] : "k${i}-${i}" => v}`, true},
		{`{for i, v in ["a", "b"] : "${v}" => i}`, true},
		{`{for n in range(3) : "r${n}" => n}`, false},
		{`{for e in entries({a = 1}) : e.key => e.value}`, false},
		{`{for e in entries({a = 1}) : e.value => e.key}`, true},
		{`{for i, v in ["a", "b"] : v => i}`, true},
		{`{for v in ["a", "b"] : v => 1}`, true},
		{`{for k, v in {a = 1} : join("-", [k, "x"]) => v}`, true},
		{`{for v in ["a", "a"] : v => 1...}`, false},
		{`[for v in ["a"] : v]`, false},
	} {
		t.Run(tc.src, func(t *testing.T) {
			x, ok := bindTest(t, tc.src).(*model.ForExpression)
			if !ok {
				t.Fatalf("%s is no for expression", tc.src)
			}
			if got := KeysMayCollide(x); got != tc.want {
				t.Errorf("KeysMayCollide(%s) = %v, want %v", tc.src, got, tc.want)
			}
		})
	}
}
