package python

import (
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pclgen/pclgen/gen/gentest/pycheck"
	"github.com/pclgen/pclgen/syntax"
)

// layoutGen builds random statements of the shapes the generator prints,
// with names of every length (from one letter to longer than a line) in
// every position: assignment targets, keyword arguments, dict keys,
// receivers and methods of call chains, lambda parameters, f-strings,
// subscripts, operands; and comments before arguments and items.
type layoutGen struct{ r *rand.Rand }

// name returns an identifier of a random length: mostly short, sometimes
// long enough that a line with it can hardly fit, sometimes longer than a
// line.
func (g layoutGen) name() string {
	lengths := []int{1, 3, 5, 8, 12, 20, 30, 40, 55, 70, 84, 95}
	n := lengths[g.r.Intn(len(lengths))]
	var b strings.Builder
	for b.Len() < n {
		if b.Len() > 0 {
			b.WriteByte('_')
		}
		b.WriteString([]string{"alpha", "bravo", "c", "delta", "echo", "foxtrot", "golf"}[g.r.Intn(7)])
	}
	s := b.String()[:n]
	if pythonKeywords[s] {
		s = "v" + s
	}
	return s
}

var pythonKeywords = map[string]bool{"del": true, "as": true, "in": true, "is": true, "if": true, "or": true, "and": true, "for": true, "def": true}

// str returns a string literal of a random length; some hold wide
// characters (emoji, CJK), which take two columns to black.
func (g layoutGen) str() string {
	unit := []string{"s", "word ", "🤯⁉️", "名"}[g.r.Intn(4)]
	return quote(strings.Repeat(unit, g.r.Intn(30)))
}

// leaf returns a name, a string, an f-string or a number.
func (g layoutGen) leaf() code {
	switch g.r.Intn(6) {
	case 0, 1:
		return atom(g.name())
	case 2:
		return atom(g.str())
	case 3:
		return atom(`f"{` + g.name() + `}-{` + g.name() + `}"`)
	case 4:
		return atom(fmt.Sprintf("%d.5", g.r.Intn(1000)))
	}
	return atom(g.name() + "." + g.name())
}

// items returns up to max random expressions; a few have comments before
// them.
func (g layoutGen) items(depth, max int, each func(code) code) []code {
	items := make([]code, g.r.Intn(max+1))
	for i := range items {
		items[i] = each(g.expr(depth - 1))
		if g.r.Intn(25) == 0 {
			items[i] = commented([]syntax.Comment{{Text: " " + g.name()}}, items[i])
		}
	}
	return items
}

// operand returns an expression as an operand of an operator: a
// conditional expression there is in parentheses.
func (g layoutGen) operand(depth int) code {
	c := g.expr(depth - 1)
	if len(unwrapInvisible(c)) != len(c) {
		return bracketed("(", []code{c}, ")", bkParen)
	}
	return c
}

// receiver returns an expression as the receiver of a method call: an
// operation or a number there is in parentheses.
func (g layoutGen) receiver(depth int) code {
	c := g.operand(depth)
	l := newLine(0, true)
	for _, lf := range toLeaves(c) {
		l.add(lf, true)
	}
	if len(l.delims) > 0 || c[0].s[0] >= '0' && c[0].s[0] <= '9' {
		return bracketed("(", []code{c}, ")", bkParen)
	}
	return c
}

// expr returns a random expression of nesting at most depth.
func (g layoutGen) expr(depth int) code {
	if depth <= 0 {
		return g.leaf()
	}
	same := func(c code) code { return c }
	switch g.r.Intn(16) {
	case 0:
		return call("pkg.mod."+g.name(), g.items(depth, 4, same)...)
	case 1:
		return call(g.name(), g.items(depth, 4, func(c code) code { return cat(atom(g.name()+"="), c) })...)
	case 2:
		return bracketed("[", g.items(depth, 4, same), "]", bkCollection)
	case 3:
		return bracketed("{", g.items(depth, 4, func(c code) code { return cat(atom(quote(g.name())+": "), c) }), "}", bkCollection)
	case 4:
		return cat(g.operand(depth), delim("+", prioAdd), g.operand(depth))
	case 5:
		// A method call on a call's result, as applies are.
		return cat(g.receiver(depth), atom(".apply"), bracketed("(", []code{cat(atom("lambda "+g.name()+": "), g.expr(depth-1))}, ")", bkCall))
	case 6:
		return bracketed("[", []code{cat(g.expr(depth-1), delim("for", prioComprehension), atom(g.name()+" in "+g.name()))}, "]", bkCollection)
	case 7:
		return cat(atom(g.name()), bracketed("[", []code{g.expr(depth - 1)}, "]", bkSubscript))
	case 8:
		return ternary(g.operand(depth), atom(g.name()), g.expr(depth-1))
	case 9:
		return cat(g.operand(depth), delim("and", prioLogic), g.operand(depth), delim("or", prioLogic), atom(g.name()))
	case 10:
		return cat(g.operand(depth), delim("==", prioComparison), g.operand(depth))
	case 11:
		// A chain of calls and attribute reads.
		c := call(g.name()+"."+g.name(), g.items(depth, 2, same)...)
		for i := g.r.Intn(4); i >= 0; i-- {
			if g.r.Intn(3) == 0 {
				c = cat(c, atom("."+g.name()))
			} else {
				c = cat(c, atom("."+g.name()), bracketed("(", g.items(depth, 2, same), ")", bkCall))
			}
		}
		return c
	case 12:
		return cat(call("pulumi.Output.all", g.items(depth, 4, same)...), atom(".apply"),
			bracketed("(", []code{cat(atom("lambda "+g.name()+": "), g.expr(depth-1))}, ")", bkCall))
	case 13:
		// A tuple: none or several elements.
		items := g.items(depth, 3, same)
		if len(items) == 1 {
			items = append(items, g.leaf())
		}
		return bracketed("(", items, ")", bkCollection)
	case 14:
		return cat(g.operand(depth), delim("*", prioMul), g.operand(depth), delim("-", prioAdd), g.leaf())
	}
	return g.leaf()
}

// stmt writes a random statement at the writer's indentation: an
// assignment, an export, a resource, a bare call, or an if or for statement
// holding one.
func (g layoutGen) stmt(w *writer, i int) {
	switch i % 6 {
	case 0:
		w.stmt(assignment(g.name(), g.expr(4)))
	case 1:
		w.stmt(call("pulumi.export", atom(quote(g.name())), g.expr(4)))
	case 2:
		w.stmt(assignment(g.name(), call("aws.s3.Bucket", atom(quote(g.name())),
			cat(atom(g.name()+"="), g.expr(3)), cat(atom("opts="), g.expr(2)))))
	case 3:
		// A bare expression statement is a call (with its chain).
		w.stmt(cat(call(g.name()+"."+g.name(), g.items(4, 3, func(c code) code { return c })...), atom(".apply"),
			bracketed("(", []code{cat(atom("lambda "+g.name()+": "), g.expr(3))}, ")", bkCall)))
	case 4:
		w.stmt(cat(atom("if "), optionalParens(g.expr(3)), atom(":")))
		w.indent++
		g.stmt(w, i+1)
		w.indent--
	default:
		// The generator's loop targets are short names (index, key,
		// value). A target too long for its line would be split with a
		// trailing comma, which black's second pass over its own output
		// reads as a magic trailing comma; that pass is not modelled.
		target := func() code { return atom([]string{"index", "key", "value", "value_2"}[g.r.Intn(4)]) }
		w.stmt(forStatement(commaList(target(), target()), g.expr(3)))
		w.indent++
		g.stmt(w, i+2)
		w.indent--
	}
}

// TestLayoutMatchesBlack lays out random statements and checks that black
// would not change them. It is skipped when black is not installed.
func TestLayoutMatchesBlack(t *testing.T) {
	black := pycheck.Require(t).Black
	g := layoutGen{rand.New(rand.NewSource(1))}
	w := &writer{}
	start := time.Now()
	// starts[i] is the first line of statement i.
	var starts []int
	for i := 0; i < 1000; i++ {
		starts = append(starts, strings.Count(w.b.String(), "\n")+1)
		g.stmt(w, i)
	}
	t.Logf("laid out in %v", time.Since(start))
	path := filepath.Join(t.TempDir(), "layout.py")
	if err := os.WriteFile(path, []byte(w.b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(black, "--quiet", "--diff", "--check", path).CombinedOutput()
	if err != nil {
		t.Errorf("black would reformat the layout (%v):\n%s", err, out)
		reportStatements(t, string(out), starts, w.b.String())
	}
}

// reportStatements logs, on one line each, the statements whose lines a
// diff of black's changes (one hunk header per change) touches.
func reportStatements(t *testing.T, diff string, starts []int, src string) {
	lines := strings.Split(src, "\n")
	for _, h := range regexp.MustCompile(`(?m)^@@ -(\d+),(\d+)`).FindAllStringSubmatch(diff, -1) {
		from, _ := strconv.Atoi(h[1])
		n, _ := strconv.Atoi(h[2])
		// The hunk holds three lines of context at each end.
		first, last := from+3, from+n-4
		i := sort.SearchInts(starts, first+1) - 1
		for ; i >= 0 && i < len(starts) && starts[i] <= last; i++ {
			end := len(lines)
			if i+1 < len(starts) {
				end = starts[i+1] - 1
			}
			var flat []string
			for _, l := range lines[starts[i]-1 : end] {
				flat = append(flat, strings.TrimSpace(l))
			}
			t.Logf("statement %d (lines %d-%d): %s", i, starts[i], end, strings.Join(flat, " "))
		}
	}
}
