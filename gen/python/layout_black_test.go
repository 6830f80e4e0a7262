package python

import (
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// randomCode builds a random expression of the shapes the generator
// prints (calls, keyword arguments, displays, comprehensions, subscripts,
// lambdas in applies, operators), with names and strings of varied
// lengths so that the statements need every kind of split.
func randomCode(r *rand.Rand, depth int) code {
	names := []string{"alpha", "bravo_value", "c", "delta_long_name", "echo", "foxtrot_very_long_identifier"}
	name := func() string { return names[r.Intn(len(names))] }
	if depth <= 0 {
		if r.Intn(2) == 0 {
			return atom(name())
		}
		// Wide characters (emoji, CJK) take two columns to black.
		return atom(quote(strings.Repeat([]string{"s", "s", "🤯⁉️", "名"}[r.Intn(4)], r.Intn(40))))
	}
	items := make([]code, r.Intn(5))
	for i := range items {
		items[i] = randomCode(r, depth-1)
	}
	sub := func() code { return randomCode(r, depth-1) }
	// operand is an operand of an operator or a receiver: a conditional
	// expression there is in parentheses, as Python's precedence needs.
	operand := func() code {
		c := sub()
		if len(unwrapInvisible(c)) != len(c) {
			return bracketed("(", []code{c}, ")", bkParen)
		}
		return c
	}
	switch r.Intn(12) {
	case 0:
		return call("pkg.mod."+name(), items...)
	case 1:
		for i := range items {
			items[i] = cat(atom(name()+"="), items[i])
		}
		return call(name(), items...)
	case 2:
		return bracketed("[", items, "]", bkCollection)
	case 3:
		for i := range items {
			items[i] = cat(atom(quote(name())+": "), items[i])
		}
		return bracketed("{", items, "}", bkCollection)
	case 4:
		return cat(operand(), delim("+", prioAdd), operand())
	case 5:
		return cat(operand(), atom(".apply"), bracketed("(", []code{cat(atom("lambda v: "), sub())}, ")", bkCall))
	case 6:
		return bracketed("[", []code{cat(sub(), delim("for", prioComprehension), atom("x in "+name()))}, "]", bkCollection)
	case 7:
		return cat(atom(name()), bracketed("[", []code{sub()}, "]", bkSubscript))
	case 8:
		return ternary(operand(), atom(name()), sub())
	case 9:
		return cat(operand(), delim("and", prioLogic), operand(), delim("or", prioLogic), atom(name()))
	case 10:
		return cat(operand(), delim("==", prioComparison), operand())
	default:
		return cat(call("pulumi.Output.all", items...), atom(".apply"), bracketed("(", []code{cat(atom("lambda args: "), sub())}, ")", bkCall))
	}
}

// TestLayoutMatchesBlack lays out random statements and checks that black
// would not change them. It is skipped when black is not installed.
func TestLayoutMatchesBlack(t *testing.T) {
	black := openPycheck(t).Black
	r := rand.New(rand.NewSource(1))
	w := &writer{}
	for i := 0; i < 300; i++ {
		switch i % 3 {
		case 0:
			w.stmt(assignment(fmt.Sprintf("v%d", i), randomCode(r, 4)))
		case 1:
			w.stmt(call("pulumi.export", atom(quote("out")), randomCode(r, 4)))
		default:
			w.stmt(assignment(fmt.Sprintf("r%d", i), call("aws.s3.Bucket", atom(quote("b")),
				cat(atom("tags="), randomCode(r, 3)), cat(atom("opts="), randomCode(r, 2)))))
		}
	}
	path := filepath.Join(t.TempDir(), "layout.py")
	if err := os.WriteFile(path, []byte(w.b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(black, "--quiet", "--diff", "--check", path).CombinedOutput()
	if err != nil {
		t.Errorf("black would reformat the layout (%v):\n%s", err, out)
	}
}
