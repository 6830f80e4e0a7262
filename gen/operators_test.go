package gen

import (
	"testing"

	"github.com/hashicorp/hcl/v2/hclsyntax"
)

func TestBinaryOperator(t *testing.T) {
	precs := Precedences{Or: 1, And: 2, Equality: 3, Order: 4, Additive: 5, Multiplicative: 6}
	spell := map[string]string{"==": "===", "&&": "and"}
	for _, c := range []struct {
		op   *hclsyntax.Operation
		want string
		prec int
	}{
		{hclsyntax.OpLogicalOr, "||", 1},
		{hclsyntax.OpLogicalAnd, "and", 2},
		{hclsyntax.OpEqual, "===", 3},
		{hclsyntax.OpNotEqual, "!=", 3},
		{hclsyntax.OpLessThanOrEqual, "<=", 4},
		{hclsyntax.OpSubtract, "-", 5},
		{hclsyntax.OpModulo, "%", 6},
	} {
		b, ok := BinaryOperator(c.op, precs, spell)
		if !ok || b.Op != c.want || b.Prec != c.prec {
			t.Errorf("BinaryOperator(%s) = %+v, %v; want %q at %d", c.want, b, ok, c.want, c.prec)
		}
	}
	if _, ok := BinaryOperator(hclsyntax.OpLogicalNot, precs, nil); ok {
		t.Error("BinaryOperator(!) is a binary operator")
	}
}
