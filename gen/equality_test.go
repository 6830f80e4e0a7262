package gen

import (
	"testing"

	"github.com/pclgen/pclgen/model"
)

// TestDistinctOperands checks which equalities of a program DistinctOperands
// finds can never hold unless both operands are null: those whose values,
// followed through locals, secrets, constructors and the branches of
// choices, are of distinct types, and no others.
func TestDistinctOperands(t *testing.T) {
	const prelude = `
config "flag" "bool" {
  default = true
}
choice = flag ? {} : { a = 15 }
again = choice
hidden = secret(choice)
strings = flag ? { a = "x" } : { b = "y" }
text = flag ? 3 : "x"
mixed = flag ? 3 : secret(flag ? "t" : null)
`
	tests := []struct {
		equality string
		distinct bool
	}{
		{`1 == "1"`, true},
		{`[] == {}`, true},
		{`{} == []`, true},
		{`[1] == [1]`, false},
		{`{ a = 1 } == { a = "1" }`, true},
		{`{ a = 1 } == { b = 1 }`, true},
		{`choice == {}`, false},
		{`choice == { a = 15 }`, false},
		{`choice == { b = 15 }`, true},
		{`again == {}`, false},
		{`hidden == {}`, false},
		{`(flag ? {} : { a = 15 }) == {}`, false},
		{`{ k = choice } == { k = {} }`, false},
		{`{ k = choice } == { k = { b = 1 } }`, true},
		{`[choice, 1] == [{}, 1]`, false},
		{`[choice, 1] == [{}, "1"]`, true},
		{`[choice, { z = 1 }][0] == {}`, false},
		{`strings == { a = "x" }`, false},
		{`strings == { a = 1 }`, true},
		{`(flag ? 3 : "x") == 3`, true},
		{`(flag ? 3 : "x") == "3"`, false},
		{`text == 3`, true},
		{`mixed == 3`, false},
		{`mixed == "t"`, false},
	}
	for _, tt := range tests {
		t.Run(tt.equality, func(t *testing.T) {
			prog, _ := bindTree(t, map[string]string{"main.pp": prelude + "output \"eq\" {\n  value = " + tt.equality + "\n}\n"})
			x, ok := prog.Outputs()[0].Value.(*model.BinaryOpExpression)
			if !ok {
				t.Fatalf("the output's value is a %T, not an equality", prog.Outputs()[0].Value)
			}
			if got := DistinctOperands(NewBindings(nil), x.LeftOperand, x.RightOperand); got != tt.distinct {
				t.Errorf("DistinctOperands(%s) = %v, want %v", tt.equality, got, tt.distinct)
			}
		})
	}
}
