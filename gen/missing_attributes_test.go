package gen

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// TestLackingSteps checks which reads of the outputs of a program
// LackingSteps marks: those from a choice of objects without the key,
// wherever the choice is held, and no others.
func TestLackingSteps(t *testing.T) {
	const prelude = `
config "flag" "bool" {
  default = true
}
choice = flag ? { a = 1 } : { a = 1, d = 2 }
both = flag ? { a = 1, d = 3 } : { a = 1, d = 2 }
pair = [1, choice]
nested = { inner = choice, other = { d = 1 } }
deeper = flag ? choice : { a = 2 }
config "typed" "object({a=number, d=optional(number)})" {
  default = { a = 1 }
}
`
	tests := []struct {
		read string
		want string // the marked steps, "" for none
	}{
		{"choice.d", "0"},
		{"choice.a", ""},
		{"both.d", ""},
		{"pair[1].d", "1"},
		{"pair[1].a", ""},
		{"nested.inner.d", "1"},
		{"nested.other.d", ""},
		{"deeper.d", "0"},
		{"typed.d", ""},
		{"(flag ? { a = 1 } : { a = 1, d = 2 }).d", "0"},
		{"{ x = choice }.x.d", "1"},
		{"secret(choice).d", "0"},
		{"element(pair, 1).d", "0"},
		{"pair[length(pair) - 1].d", "0"},
		{"[for i in [1] : choice][0].d", "1"},
		{"(flag ? pair : [choice])[1].d", "1"},
		{"(flag ? pair : [choice, choice])[1].a", ""},
		{"(flag ? nested : { inner = { a = 1, d = 1 } }).inner.d", "1"},
	}
	for _, tt := range tests {
		t.Run(tt.read, func(t *testing.T) {
			prog, _ := bindTree(t, map[string]string{"main.pp": prelude + "output \"read\" {\n  value = " + tt.read + "\n}\n"})
			var got []bool
			switch x := prog.Outputs()[0].Value.(type) {
			case *model.ScopeTraversalExpression:
				if origin, steps, ok := localOrigin(x); ok {
					got = LackingSteps(nil, origin, steps)
				}
			case *model.RelativeTraversalExpression:
				got = LackingSteps(nil, x.Source, x.Traversal)
			default:
				t.Fatalf("the read is a %T", x)
			}
			if s := markedSteps(got); s != tt.want {
				t.Errorf("LackingSteps marks steps %q, want %q", s, tt.want)
			}
		})
	}
}

// TestLackingStepsBounded checks that a chain of locals each holding the
// one before twice (which doubles the values at each) is walked in bounded
// time, and still finds a read of a choice at its end.
func TestLackingStepsBounded(t *testing.T) {
	var b strings.Builder
	b.WriteString("config \"flag\" \"bool\" {\n  default = true\n}\nl0 = flag ? { a = 1 } : { a = 1, d = 2 }\n")
	const n = 40
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "l%d = [l%d, l%d]\n", i, i-1, i-1)
	}
	b.WriteString("output \"read\" {\n  value = l0.d\n}\n")
	fmt.Fprintf(&b, "output \"deep\" {\n  value = l%d%s.d\n}\n", n, strings.Repeat("[0]", n))
	prog, _ := bindTree(t, map[string]string{"main.pp": b.String()})
	for _, o := range prog.Outputs() {
		origin, steps, _ := localOrigin(o.Value.(*model.ScopeTraversalExpression))
		lacking := LackingSteps(nil, origin, steps)
		if o.LogicalName() == "read" && markedSteps(lacking) != "0" {
			t.Errorf("l0.d: marked %q, want 0", markedSteps(lacking))
		}
		// (The deep read may or may not be found within the budget; the
		// test is that it returns.)
	}
}

// localOrigin returns the value of the local x reads and the steps after
// it; ok is false when x reads no local.
func localOrigin(x *model.ScopeTraversalExpression) (model.Expression, hcl.Traversal, bool) {
	l, ok := x.Definition.(*binder.LocalVariable)
	if !ok {
		return nil, nil, false
	}
	return l.Value, x.Traversal[1:], true
}

// markedSteps spells the indexes of the marked steps, comma-separated.
func markedSteps(lacking []bool) string {
	var marked []string
	for i, m := range lacking {
		if m {
			marked = append(marked, fmt.Sprint(i))
		}
	}
	return strings.Join(marked, ",")
}
