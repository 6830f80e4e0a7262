package gen

import (
	"testing"

	"github.com/pclgen/pclgen/model"
)

// TestOutputsInDynamicChoices checks which conditionals the pass retypes as
// outputs: those whose branch holds an output where their unified type has
// a value of any type, and no other (an output conditional is one already).
func TestOutputsInDynamicChoices(t *testing.T) {
	tests := []struct {
		src     string
		retyped bool
	}{
		{`i > 0 ? [os] : [d]`, true},
		{`i > 0 ? { a = os } : { a = d }`, true},
		{`i > 0 ? { a = [oi] } : { a = [d] }`, true},
		{`i > 0 ? [s] : [d]`, false},
		{`i > 0 ? os : s`, false},
		{`i > 0 ? { a = s, b = d } : { a = s, b = 1 }`, false},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			e := bindTest(t, tt.src)
			got := OutputsInDynamicChoices(e)
			o, _ := model.ContainsEventuals(got.Type())
			if retyped := got != e; retyped != tt.retyped || retyped && !o {
				t.Errorf("%s: typed %s (retyped: %v), want retyped: %v", tt.src, got.Type(), retyped, tt.retyped)
			}
		})
	}
}
