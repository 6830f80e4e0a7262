package pclsynth

import (
	"math"
	"strconv"
	"strings"
)

// stringPool are string literals: plain, and ones that test escaping.
var stringPool = []string{
	"alpha", "b-2", "with space", `quote"d`, `back\slash`, "new\nline", "tab\there", "unicodé ✓",
	"${not}", "%{nor}", "100%", "{brace}", "", "12", "true", "dollar$", "x.y", "日本",
}

// literal is a literal value of t (a constant: usable as a config default).
func (g *gen) literal(t *T, d int) val {
	switch t.K {
	case KStr:
		s := stringPool[g.r.Intn(len(stringPool))]
		g.count("lit:string")
		return val{e: lit(quote(s)), t: t}
	case KInt:
		g.count("lit:int")
		n := g.r.Intn(20) - 3
		if g.r.Intn(15) == 0 {
			n = 1 << 31 // beyond int32; a product of two stays within int64, as every target's int must
			g.count("lit:bigint")
		}
		return val{e: lit(strconv.Itoa(n)), t: t}
	case KNum:
		g.count("lit:number")
		nums := []string{"1.5", "0.25", "-2.75", "3", "1e3", "0.1"}
		return val{e: lit(nums[g.r.Intn(len(nums))]), t: t}
	case KBool:
		g.count("lit:bool")
		return val{e: lit([]string{"true", "false"}[g.r.Intn(2)]), t: t}
	case KOpt:
		if g.r.Intn(4) == 0 {
			g.count("lit:null")
			return val{e: lit("null"), t: t}
		}
		v := g.literal(t.E, d)
		v.t = t
		return v
	case KDyn:
		st := g.randType(2)
		v := g.literal(st, d)
		v.t, v.shadow = tDyn, st
		return v
	case KList:
		n := 1 + g.r.Intn(3)
		if g.r.Intn(8) == 0 || d <= 0 {
			n = 0
		}
		e := &Expr{Op: "tuple"}
		for i := 0; i < n; i++ {
			e.Args = append(e.Args, g.literal(t.E, d-1).e)
		}
		g.count("expr:tuple")
		return val{e: e, t: t, nonEmpty: n > 0}
	case KMap:
		n := 1 + g.r.Intn(3)
		if d <= 0 {
			n = 0
		}
		e := &Expr{Op: "obj"}
		var keys []string
		for i := 0; i < n; i++ {
			k := []string{"alpha", "beta", "with space", "x-y", "a.b", "Key", "k1"}[g.r.Intn(7)]
			if contains(keys, k) {
				continue
			}
			keys = append(keys, k)
			e.Keys = append(e.Keys, quote(k))
			e.Args = append(e.Args, g.literal(t.E, d-1).e)
		}
		g.count("expr:object")
		return val{e: e, t: t, nonEmpty: len(keys) > 0, keys: keys}
	case KObj:
		e := &Expr{Op: "obj"}
		var keys []string
		for _, f := range t.F {
			if f.T.K == KOpt && g.r.Intn(3) == 0 {
				continue
			}
			keys = append(keys, f.Name)
			e.Keys = append(e.Keys, f.Name)
			e.Args = append(e.Args, g.literal(f.T, d-1).e)
		}
		g.count("expr:object")
		return val{e: e, t: t, keys: keys}
	}
	return val{e: lit("null"), t: t}
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// paths lists the values reachable from the names in scope: the names and
// traversals of them.
func (g *gen) paths() []val {
	var out []val
	for _, s := range g.scope {
		out = g.traverse(s.v, 2, out)
	}
	return out
}

func (g *gen) traverse(v val, depth int, out []val) []val {
	out = append(out, v)
	if depth == 0 || v.noTraverse {
		return out
	}
	t := v.t
	if t.K == KDyn && v.shadow != nil {
		t = v.shadow
	}
	dyn := v.t.K == KDyn
	child := func(e *Expr, ct *T, keys []string) val {
		c := val{e: e, t: ct, ev: v.ev, typed: v.typed, noTraverse: v.comp, whole: v.whole || v.resObj && !v.comp}
		if dyn {
			c.shadow, c.t = ct, tDyn
		}
		if ct.K == KObj && v.typed {
			c.keys = fieldNames(ct)
		}
		if keys != nil {
			c.keys = keys
		}
		return c
	}
	// An optional element of an eventual value the generator built (not
	// one a schema types) may be a literal null, which the binder types
	// as an output of null: no conversion takes that to another type.
	mayBeNullOutput := func(ct *T) bool { return v.ev && !v.typed && !v.resObj && ct.K == KOpt }
	switch t.K {
	case KObj:
		for _, k := range v.keys {
			ft := t.field(k)
			if ft == nil || mayBeNullOutput(ft) {
				continue
			}
			var e *Expr
			if g.r.Intn(4) == 0 && !(v.e.Op == "ref" && v.e.Text == "range" && g.excluded("expr:range-index-string")) {
				e = &Expr{Op: "index", Args: []*Expr{v.e, lit(quote(k))}}
			} else {
				e = &Expr{Op: "attr", Text: k, Args: []*Expr{v.e}}
			}
			out = g.traverse(child(e, ft, nil), depth-1, out)
		}
	case KList:
		if v.nonEmpty && !mayBeNullOutput(t.E) {
			c := child(&Expr{Op: "index", Args: []*Expr{v.e, lit("0")}}, t.E, nil)
			c.resObj, c.noTraverse = v.resElems, c.noTraverse && !v.resElems
			if v.resElems && v.comp {
				c.comp = true
			}
			out = g.traverse(c, depth-1, out)
		}
		if t.E.K == KObj && v.typed && !dyn {
			for _, f := range t.E.F {
				c := val{e: &Expr{Op: "splat", Text: f.Name, Args: []*Expr{v.e}}, t: listOf(f.T), ev: v.ev, typed: true, nonEmpty: v.nonEmpty}
				out = append(out, c)
			}
		}
	case KMap:
		for _, k := range v.keys {
			if mayBeNullOutput(t.E) {
				break
			}
			c := child(&Expr{Op: "index", Args: []*Expr{v.e, lit(quote(k))}}, t.E, nil)
			c.resObj = v.resElems
			out = g.traverse(c, depth-1, out)
		}
	}
	return out
}

// fitsRef reports whether a value of type s may stand where t is wanted,
// inside a compound value (no conversion that changes the value's kind,
// except int for number).
func fitsRef(s, t *T) bool {
	if s.equal(t) {
		return true
	}
	switch {
	case s.K == KInt && t.K == KNum:
		return true
	case t.K == KOpt:
		return fitsRef(s, t.E)
	case s.K == KList && t.K == KList, s.K == KMap && t.K == KMap:
		return fitsRef(s.E, t.E)
	}
	return false
}

// fits reports whether a value of type s converts to t without an error
// at run time (safe conversions, and optional to optional).
func fits(s, t *T) bool {
	if fitsRef(s, t) {
		return true
	}
	switch {
	case t.K == KDyn:
		return true
	case t.K == KStr && s.isScalar():
		return true
	case t.K == KOpt:
		if s.K == KOpt {
			return fits(s.E, t.E)
		}
		return fits(s, t.E)
	case s.K == KList && t.K == KList, s.K == KMap && t.K == KMap:
		return fits(s.E, t.E)
	case s.K == KObj && t.K == KObj:
		for _, f := range t.F {
			sf := s.field(f.Name)
			if sf == nil {
				if f.T.K != KOpt {
					return false
				}
				continue
			}
			if !fits(sf, f.T) {
				return false
			}
		}
		for _, f := range s.F {
			if t.field(f.Name) == nil {
				return false
			}
		}
		return true
	}
	return false
}

// refsFor lists the reachable values that fit t.
func (g *gen) refsFor(t *T, ev bool, sink bool) []val {
	var out []val
	for _, p := range g.paths() {
		if p.ev && !ev {
			continue
		}
		if p.t.K == KDyn {
			if t.K == KDyn || sink && p.shadow != nil && fits(p.shadow, t) {
				out = append(out, p)
			}
			continue
		}
		if fitsRef(p.t, t) || sink && fits(p.t, t) {
			out = append(out, p)
		}
	}
	return out
}

// expr generates a value of type t: eventual only when ev, d the depth left.
func (g *gen) expr(t *T, ev bool, d int) val {
	v := g.expr1(t, ev, d)
	if v.ev {
		g.count("eventual:" + v.e.Op)
	}
	v.e.Repl = t
	return v
}

func (g *gen) expr1(t *T, ev bool, d int) val {
	switch t.K {
	case KOpt:
		if g.r.Intn(6) == 0 {
			g.count("lit:null")
			return val{e: lit("null"), t: t}
		}
		if refs := g.refsFor(t, ev, false); len(refs) > 0 && g.r.Intn(3) == 0 {
			return g.ref(refs)
		}
		if d > 0 && g.r.Intn(6) == 0 {
			l := g.expr(listOf(t.E), ev, d-1)
			return val{e: g.call("singleOrNone", l.e), t: t, ev: l.ev}
		}
		v := g.expr(t.E, ev, d)
		v.t = t
		return v
	case KDyn:
		if refs := g.refsFor(t, ev, false); len(refs) > 0 && g.r.Intn(3) == 0 {
			return g.ref(refs)
		}
		if ev && g.r.Intn(6) == 0 {
			if v, ok := g.getOutput(); ok {
				return v
			}
		}
		if d > 0 && g.r.Intn(8) == 0 {
			return g.condOfKinds(ev, d)
		}
		st := g.randType(2)
		v := g.expr(st, ev, d)
		v.t, v.shadow = tDyn, st
		return v
	}
	type choice struct {
		w int
		f func() (val, bool)
	}
	var cs []choice
	add := func(w int, f func() (val, bool)) { cs = append(cs, choice{w, f}) }
	add(2, func() (val, bool) { return g.literal(t, min(d, 2)), true })
	if refs := g.refsFor(t, ev, false); len(refs) > 0 {
		add(5, func() (val, bool) { return g.ref(refs), true })
	}
	if d > 0 {
		add(1, func() (val, bool) { return g.cond(t, ev, d), true })
		add(1, func() (val, bool) { return g.tryExpr(t, ev, d) })
		if ev {
			add(1, func() (val, bool) { return g.secretExpr(t, d) })
		}
		switch t.K {
		case KStr:
			add(3, func() (val, bool) { return g.template(ev, d), true })
			add(4, func() (val, bool) { return g.stringBuiltin(ev, d) })
		case KInt:
			add(3, func() (val, bool) { return g.arith(t, ev, d), true })
			add(3, func() (val, bool) { return g.intBuiltin(ev, d) })
		case KNum:
			add(3, func() (val, bool) { return g.arith(t, ev, d), true })
			add(1, func() (val, bool) { return g.intBuiltin(ev, d) })
		case KBool:
			add(3, func() (val, bool) { return g.compare(ev, d), true })
			add(2, func() (val, bool) { return g.logical(ev, d), true })
			add(1, func() (val, bool) { return g.canExpr(ev, d), true })
		case KList:
			add(2, func() (val, bool) { return g.tuple(t, ev, d), true })
			add(3, func() (val, bool) { return g.forList(t, ev, d) })
			add(2, func() (val, bool) { return g.listBuiltin(t, ev, d) })
		case KMap:
			add(2, func() (val, bool) { return g.objCons(t, ev, d), true })
			add(3, func() (val, bool) { return g.forMap(t, ev, d) })
		case KObj:
			add(4, func() (val, bool) { return g.objCons(t, ev, d), true })
		}
	}
	total := 0
	for _, c := range cs {
		total += c.w
	}
	for tries := 0; tries < 4; tries++ {
		n := g.r.Intn(total)
		for _, c := range cs {
			if n < c.w {
				if v, ok := c.f(); ok {
					return v
				}
				break
			}
			n -= c.w
		}
	}
	return g.literal(t, min(d, 2))
}

func (g *gen) ref(refs []val) val {
	v := refs[g.r.Intn(len(refs))]
	v.e = v.e.clone()
	g.count("expr:" + v.e.Op)
	if v.e.Op == "index" {
		if v.e.Args[1].Text == "0" {
			g.count("expr:index-number")
		} else {
			g.count("expr:index-string")
		}
	}
	return v
}

// cond is a conditional.
func (g *gen) cond(t *T, ev bool, d int) val {
	v := g.choice(func() *T { return t }, ev, d, "expr:conditional")
	v.t = t
	return v
}

// condOfKinds is a conditional, in a position of any type, whose branches
// are of two types drawn apart (a list of outputs or a number), of which
// the binder's type is their union: no one type of the value's.
func (g *gen) condOfKinds(ev bool, d int) val {
	v := g.choice(func() *T { return g.randType(2) }, ev, d, "expr:conditional-of-kinds")
	v.t, v.nonEmpty = tDyn, false
	return v
}

// choice is a conditional of a condition and two branches, each of the
// type branch draws, counted under key.
func (g *gen) choice(branch func() *T, ev bool, d int, key string) val {
	c := g.expr(tBool, ev, d-1)
	bev := ev && !g.excluded("expr:cond-eventual-branches")
	a := g.expr(branch(), bev, d-1)
	b := g.expr(branch(), bev, d-1)
	g.count(key)
	return val{e: &Expr{Op: "cond", Args: []*Expr{c.e, a.e, b.e}}, ev: c.ev || a.ev || b.ev,
		nonEmpty: a.nonEmpty && b.nonEmpty}
}

// tryExpr is try(...) of alternatives, the first sometimes failing.
func (g *gen) tryExpr(t *T, ev bool, d int) (val, bool) {
	if !t.isScalar() {
		return val{}, false
	}
	var first *Expr
	switch {
	case t.K == KInt && g.r.Intn(8) == 0 && g.forDepth == 0 && !g.excluded("expr:for-colliding-keys"):
		first = g.collidingKeys(d)
	case g.r.Intn(2) == 0:
		first = g.call("notImplemented", lit(quote("not here")))
	default:
		first = g.expr(t, false, d-1).e
	}
	second := g.literal(t, 1)
	return val{e: g.call("try", first, second.e), t: t}, true
}

// collidingKeys is length({for k, v in coll : "dup" => v}), of a plain
// collection: a for expression whose keys collide where the collection
// has more than one element, which fails.
func (g *gen) collidingKeys(d int) *Expr {
	g.forDepth++
	defer func() { g.forDepth-- }()
	coll, kt, et := g.collection(false, d)
	e := &Expr{Op: "for", IsObj: true, Args: []*Expr{coll.e}}
	e.KVar = g.forVar()
	e.VVar = g.forVar()
	for e.KVar == e.VVar {
		e.VVar = g.forVar()
	}
	mark := len(g.scope)
	g.add(e.KVar, val{t: kt})
	g.add(e.VVar, val{t: et, typed: coll.typed, shadow: coll.shadow, keys: keysOf(et, coll.typed)})
	e.ForKey = lit(quote("dup"))
	e.ForVal = &Expr{Op: "ref", Text: e.VVar}
	g.scope = g.scope[:mark]
	g.count("expr:for-colliding-keys")
	return g.call("length", e)
}

// secretExpr wraps a value in secret (an output), or reads a secret back
// with unsecret, or recovers from an eventual failure.
func (g *gen) secretExpr(t *T, d int) (val, bool) {
	v := g.expr(t, false, d-1)
	switch g.r.Intn(3) {
	case 0:
		v.e = g.call("secret", v.e)
	case 1:
		v.e = g.call("unsecret", g.call("secret", v.e))
	default:
		if !t.isScalar() {
			v.e = g.call("secret", v.e)
			break
		}
		v.e = g.call("recover", g.call("secret", v.e), g.literal(t, 0).e)
	}
	v.ev, v.whole = true, true
	return v, true
}

// template is a string template.
func (g *gen) template(ev bool, d int) val {
	n := 1 + g.r.Intn(3)
	e := &Expr{Op: "tmpl"}
	isEv := false
	for i := 0; i < n; i++ {
		e.Keys = append(e.Keys, escapeTemplate([]string{"", "-", "pre ", "100% ", "a\"b", "$ ", "x\n"}[g.r.Intn(7)]))
		st := []*T{tStr, tStr, tInt, tNum, tBool}[g.r.Intn(5)]
		p := g.expr(st, ev, d-1)
		isEv = isEv || p.ev
		e.Args = append(e.Args, p.e)
	}
	e.Keys = append(e.Keys, escapeTemplate([]string{"", "!", " end", "}"}[g.r.Intn(4)]))
	g.count("expr:template")
	return val{e: e, t: tStr, ev: isEv}
}

// arith is arithmetic of type t (int or number).
func (g *gen) arith(t *T, ev bool, d int) val {
	ops := []string{"+", "-", "*"}
	if t.K == KNum {
		ops = append(ops, "/")
	} else {
		ops = append(ops, "%")
	}
	op := ops[g.r.Intn(len(ops))]
	if g.r.Intn(8) == 0 {
		x := g.expr(t, ev, d-1)
		if g.excluded("expr:negative-literal-negated") && x.e.Op == "lit" && strings.HasPrefix(x.e.Text, "-") {
			x.e = lit("(" + x.e.Text + ")")
		}
		g.count("expr:unary-minus")
		return val{e: &Expr{Op: "un", Text: "-", Args: []*Expr{x.e}}, t: t, ev: x.ev}
	}
	a := g.expr(t, ev, d-1)
	var b val
	if op == "/" || op == "%" {
		b = val{e: lit(strconv.Itoa(1 + g.r.Intn(5))), t: tInt}
	} else {
		b = g.expr(t, ev, d-1)
	}
	if t.K == KInt && intBound(&Expr{Op: "bin", Text: op, Args: []*Expr{a.e, b.e}}) > maxIntBound {
		// The binder folds constant int arithmetic and refuses a result
		// beyond 64 bits (2147483648 * (9 * 2147483648)), which a
		// program must not compute at run time either.
		b = val{e: lit(strconv.Itoa(1 + g.r.Intn(5))), t: tInt}
		if op == "*" && intBound(&Expr{Op: "bin", Text: op, Args: []*Expr{a.e, b.e}}) > maxIntBound {
			op = "-"
		}
	}
	g.count("op:" + op)
	return val{e: &Expr{Op: "bin", Text: op, Args: []*Expr{a.e, b.e}}, t: t, ev: a.ev || b.ev}
}

// maxIntBound is the largest magnitude intBound lets int arithmetic reach:
// 2^53, to which TypeScript's numbers hold ints exactly (beyond, its
// arithmetic rounds, where Go's and Python's do not: fuzz seed 11544
// printed 4611686027017322496 for 4611686027017322500; README, "Types in
// brief"). A sum of two also stays within the 64 bits the binder folds.
const maxIntBound = 1 << 53

// intBound is a bound on the magnitude of the int values e may have, from
// its literals and arithmetic; a value it cannot bound (a reference, a
// call's result) counts as the largest literal the generator writes. Only
// the constant parts, which the binder folds, need be exact.
func intBound(e *Expr) float64 {
	const leaf = 1 << 31
	switch e.Op {
	case "lit":
		if n, err := strconv.ParseFloat(e.Text, 64); err == nil {
			return math.Abs(n)
		}
		return 0
	case "paren", "un":
		return intBound(e.Args[0])
	case "bin":
		a, b := intBound(e.Args[0]), intBound(e.Args[1])
		switch e.Text {
		case "+", "-":
			return a + b
		case "*":
			return a * b
		case "%":
			return b
		case "/":
			return a
		}
		return leaf
	case "cond":
		return math.Max(intBound(e.Args[1]), intBound(e.Args[2]))
	case "call", "tuple", "index":
		// element, min, max and the like give one of their arguments'
		// values.
		bound := 0.0
		for _, x := range e.Args {
			bound = math.Max(bound, intBound(x))
		}
		return math.Max(bound, leaf)
	}
	return leaf
}

// compare is a comparison.
func (g *gen) compare(ev bool, d int) val {
	var a, b val
	var op string
	switch g.r.Intn(3) {
	case 0:
		t := []*T{tInt, tNum}[g.r.Intn(2)]
		a, b = g.expr(t, ev, d-1), g.expr(t, ev, d-1)
		op = []string{"<", ">", "<=", ">=", "==", "!="}[g.r.Intn(6)]
	case 1:
		t := []*T{tStr, tBool, tInt}[g.r.Intn(3)]
		a, b = g.expr(t, ev, d-1), g.expr(t, ev, d-1)
		op = []string{"==", "!="}[g.r.Intn(2)]
	default:
		// PCL compares values of any types, collections by their
		// elements, and values of different types (an int and a string,
		// a list and a map) as unequal, without converting them.
		ta := g.randType(1)
		tb := ta
		if g.r.Intn(2) == 0 {
			tb = g.randType(1)
			g.count("op:==:mixed")
		}
		a, b = g.expr(ta, ev, d-1), g.expr(tb, ev, d-1)
		op = []string{"==", "!="}[g.r.Intn(2)]
	}
	g.count("op:" + op)
	return val{e: &Expr{Op: "bin", Text: op, Args: []*Expr{a.e, b.e}}, t: tBool, ev: a.ev || b.ev}
}

func (g *gen) logical(ev bool, d int) val {
	if g.r.Intn(3) == 0 {
		a := g.expr(tBool, ev, d-1)
		g.count("op:!")
		return val{e: &Expr{Op: "un", Text: "!", Args: []*Expr{a.e}}, t: tBool, ev: a.ev}
	}
	op := []string{"&&", "||"}[g.r.Intn(2)]
	a, b := g.expr(tBool, ev, d-1), g.expr(tBool, ev, d-1)
	g.count("op:" + op)
	return val{e: &Expr{Op: "bin", Text: op, Args: []*Expr{a.e, b.e}}, t: tBool, ev: a.ev || b.ev}
}

func (g *gen) canExpr(ev bool, d int) val {
	var arg *Expr
	if g.r.Intn(2) == 0 {
		arg = g.call("notImplemented", lit(quote("nope")))
	} else {
		arg = g.expr(g.randType(2), false, d-1).e
	}
	return val{e: g.call("can", arg), t: tBool}
}

func (g *gen) tuple(t *T, ev bool, d int) val {
	n := g.r.Intn(4)
	e := &Expr{Op: "tuple"}
	isEv := false
	for i := 0; i < n; i++ {
		x := g.expr(t.E, ev, d-1)
		isEv = isEv || x.ev
		e.Args = append(e.Args, x.e)
	}
	g.count("expr:tuple")
	return val{e: e, t: t, ev: isEv, nonEmpty: n > 0}
}

// objCons is an object constructor for a map or object type.
func (g *gen) objCons(t *T, ev bool, d int) val {
	e := &Expr{Op: "obj"}
	isEv := false
	var keys []string
	if t.K == KMap {
		n := g.r.Intn(4)
		for i := 0; i < n; i++ {
			k := []string{"alpha", "beta", "with space", "x-y", "a.b", "Key", "k1", "null", "for"}[g.r.Intn(9)]
			if contains(keys, k) {
				continue
			}
			keys = append(keys, k)
			key := quote(k)
			if g.r.Intn(5) == 0 {
				// A computed key.
				key = "(" + quote(k) + ")"
				g.count("expr:object-computed-key")
			}
			x := g.expr(t.E, ev, d-1)
			isEv = isEv || x.ev
			e.Keys = append(e.Keys, key)
			e.Args = append(e.Args, x.e)
		}
	} else {
		for _, f := range t.F {
			if f.T.K == KOpt && g.r.Intn(3) == 0 {
				continue
			}
			keys = append(keys, f.Name)
			x := g.expr(f.T, ev, d-1)
			isEv = isEv || x.ev
			e.Keys = append(e.Keys, f.Name)
			e.Args = append(e.Args, x.e)
		}
	}
	g.count("expr:object")
	return val{e: e, t: t, ev: isEv, keys: keys, nonEmpty: len(keys) > 0}
}

// collection draws a collection to iterate over: a list or map value, with
// its key and element types.
func (g *gen) collection(ev bool, d int) (val, *T, *T) {
	ev = ev && !g.excluded("expr:for-eventual")
	var cands []val
	for _, p := range g.paths() {
		if p.ev && !ev || p.t.K != KList && p.t.K != KMap {
			continue
		}
		cands = append(cands, p)
	}
	if len(cands) > 0 && g.r.Intn(3) > 0 {
		v := cands[g.r.Intn(len(cands))]
		v.e = v.e.clone()
		if v.t.K == KList {
			return v, tInt, v.t.E
		}
		return v, tStr, v.t.E
	}
	if g.r.Intn(5) == 0 {
		// entries of a map or list: objects with key and value.
		elem := g.randType(2)
		var c val
		kt := tStr
		if g.r.Intn(2) == 0 {
			c = g.expr(mapOf(elem), ev, d-1)
		} else {
			c, kt = g.expr(listOf(elem), ev, d-1), tInt
		}
		et := objOf(Field{Name: "key", T: kt}, Field{Name: "value", T: elem})
		return val{e: g.call("entries", c.e), t: listOf(et), ev: c.ev, typed: true}, tInt, et
	}
	if g.r.Intn(3) == 0 {
		// A literal limit, small: range(2147483648) is a list no program
		// holds (the interpreter refuses it; the languages run out of
		// memory making it).
		n := g.expr(tInt, false, 0)
		if k, err := strconv.Atoi(n.e.Text); n.e.Op != "lit" || err != nil || k < -2 || k > 16 {
			n = val{e: lit("3"), t: tInt}
		}
		return val{e: g.call("range", n.e), t: listOf(tInt)}, tInt, tInt
	}
	elem := g.randType(2)
	if g.r.Intn(2) == 0 {
		v := g.expr(listOf(elem), ev, d-1)
		return v, tInt, elem
	}
	v := g.expr(mapOf(elem), ev, d-1)
	return v, tStr, elem
}

// forVars draws the names of a for expression's variables.
func (g *gen) forVar() string {
	for {
		n := collidingNames[g.r.Intn(len(collidingNames))]
		if !g.used[n] && !g.inScope(n) && n != "error" {
			return n
		}
	}
}

func (g *gen) inScope(n string) bool {
	for _, s := range g.scope {
		if s.name == n {
			return true
		}
	}
	return false
}

// forList is [for k, v in coll : body if cond].
func (g *gen) forList(t *T, ev bool, d int) (val, bool) {
	if g.forDepth > 1 {
		return val{}, false
	}
	g.forDepth++
	defer func() { g.forDepth-- }()
	coll, kt, et := g.collection(ev, d)
	e := &Expr{Op: "for", Args: []*Expr{coll.e}}
	e.VVar = g.forVar()
	mark := len(g.scope)
	if g.r.Intn(2) == 0 {
		e.KVar = g.forVar()
		for e.KVar == e.VVar {
			e.KVar = g.forVar()
		}
		g.add(e.KVar, val{t: kt})
	}
	g.add(e.VVar, val{t: et, typed: coll.typed, shadow: coll.shadow, keys: keysOf(et, coll.typed)})
	body := g.expr(t.E, ev && !g.excluded("expr:for-eventual"), d-1)
	e.ForVal = body.e
	isEv := coll.ev || body.ev
	if g.r.Intn(2) == 0 {
		c := g.expr(tBool, ev && !g.excluded("expr:for-eventual"), d-1)
		e.ForCond = c.e
		isEv = isEv || c.ev
		g.count("expr:for-filter")
		if c.ev {
			g.count("eventual:for-filter")
		}
	}
	g.scope = g.scope[:mark]
	g.count("expr:for-list")
	return val{e: e, t: t, ev: isEv}, true
}

func keysOf(t *T, typed bool) []string {
	if t.K == KObj && typed {
		return fieldNames(t)
	}
	return nil
}

// forMap is {for k, v in coll : key => value [...] if cond}; grouped when
// t's elements are lists.
func (g *gen) forMap(t *T, ev bool, d int) (val, bool) {
	if g.forDepth > 1 {
		return val{}, false
	}
	g.forDepth++
	defer func() { g.forDepth-- }()
	group := t.E.K == KList && g.r.Intn(2) == 0 && !g.excluded("expr:for-group")
	coll, kt, et := g.collection(ev, d)
	e := &Expr{Op: "for", IsObj: true, Group: group, Args: []*Expr{coll.e}}
	e.KVar = g.forVar()
	e.VVar = g.forVar()
	for e.KVar == e.VVar {
		e.VVar = g.forVar()
	}
	mark := len(g.scope)
	g.add(e.KVar, val{t: kt})
	g.add(e.VVar, val{t: et, typed: coll.typed, shadow: coll.shadow, keys: keysOf(et, coll.typed)})
	// Keys are unique unless grouping: the key variable itself (a string
	// for maps, an index for lists), in a template.
	var key val
	if group {
		// A bool's or a number's key is its text, as a template's.
		kt := tStr
		if g.r.Intn(4) == 0 && !g.excluded("expr:for-scalar-keys") {
			kt = []*T{tBool, tInt, tNum}[g.r.Intn(3)]
			g.count("expr:for-scalar-keys")
		}
		key = g.expr(kt, ev && !g.excluded("expr:for-eventual"), d-1)
	} else if kt.K == KStr && g.r.Intn(2) == 0 {
		key = val{e: &Expr{Op: "ref", Text: e.KVar}, t: tStr}
	} else {
		key = val{e: &Expr{Op: "tmpl", Keys: []string{"k", ""}, Args: []*Expr{{Op: "ref", Text: e.KVar}}}, t: tStr}
	}
	elemT := t.E
	if group {
		elemT = t.E.E
	}
	body := g.expr(elemT, ev && !g.excluded("expr:for-eventual"), d-1)
	e.ForKey, e.ForVal = key.e, body.e
	isEv := coll.ev || body.ev || key.ev
	if g.r.Intn(2) == 0 {
		c := g.expr(tBool, ev && !g.excluded("expr:for-eventual"), d-1)
		e.ForCond = c.e
		isEv = isEv || c.ev
		g.count("expr:for-filter")
		if c.ev {
			g.count("eventual:for-filter")
		}
	}
	g.scope = g.scope[:mark]
	g.count("expr:for-map")
	if group {
		g.count("expr:for-group")
	}
	return val{e: e, t: t, ev: isEv}, true
}

// ----- builtins -----

func (g *gen) stringBuiltin(ev bool, d int) (val, bool) {
	str := func() val { return g.expr(tStr, ev, d-1) }
	wrap := func(e *Expr, args ...val) (val, bool) {
		isEv := false
		for _, a := range args {
			isEv = isEv || a.ev
		}
		return val{e: e, t: tStr, ev: isEv}, true
	}
	switch g.r.Intn(17) {
	case 0:
		sep, l := g.literal(tStr, 0), g.expr(listOf(tStr), ev, d-1)
		return wrap(g.call("join", sep.e, l.e), l)
	case 1:
		a := str()
		return wrap(g.call("sha1", a.e), a)
	case 2:
		a := str()
		return wrap(g.call("toBase64", a.e), a)
	case 3:
		if g.r.Intn(2) == 0 {
			return wrap(g.call("fromBase64", lit(quote("aGVsbG8gd29ybGQ="))))
		}
		a := str()
		return wrap(g.call("fromBase64", g.call("toBase64", a.e)), a)
	case 4:
		a := g.expr(g.randType(1), ev, d-1)
		return wrap(g.call("toJSON", a.e), a)
	case 5:
		if g.inComp {
			return val{}, false
		}
		fn := []string{"readFile", "filebase64", "filebase64sha256"}[g.r.Intn(3)]
		return wrap(g.call(fn, lit(quote("fixture.txt"))))
	case 6:
		fn := []string{"project", "stack", "organization", "cwd", "rootDirectory"}[g.r.Intn(5)]
		if g.inComp && (fn == "cwd" || fn == "rootDirectory") {
			return val{}, false
		}
		return wrap(g.call(fn))
	case 7:
		var res []val
		for _, p := range g.paths() {
			if p.res && (ev || !p.ev) {
				res = append(res, p)
			}
		}
		if len(res) == 0 {
			return val{}, false
		}
		r := res[g.r.Intn(len(res))]
		fn := []string{"pulumiResourceName", "pulumiResourceType"}[g.r.Intn(2)]
		return wrap(g.call(fn, r.e.clone()))
	case 8:
		l := g.nonEmptyList(tStr, ev, d)
		i := g.expr(tInt, false, 0)
		if i.e.Op != "lit" || i.e.Text[0] == '-' {
			i = val{e: lit("1"), t: tInt}
		}
		return wrap(g.call("element", l.e, i.e), l)
	case 9:
		// Not a conditional: the binder's lookup takes no union of a map
		// and an object (see the package notes on binder findings).
		m := g.expr(mapOf(tStr), ev, d-1)
		for i := 0; i < 3 && m.e.Op == "cond"; i++ {
			m = g.expr(mapOf(tStr), ev, d-1)
		}
		if m.e.Op == "cond" {
			m = g.objCons(mapOf(tStr), false, 1)
		}
		k := g.literal(tStr, 0)
		def := g.expr(tStr, false, d-1)
		return wrap(g.call("lookup", m.e, k.e, def.e), m, def)
	case 10:
		if !ev {
			return val{}, false
		}
		return g.getOutputString()
	case 12:
		sep := g.literal(tStr, 0)
		a := str()
		l := val{e: g.call("split", sep.e, a.e), t: listOf(tStr), ev: a.ev}
		return wrap(g.call("join", lit(quote("+")), l.e), l)
	default:
		return g.template(ev, d), true
	}
}

// nonEmptyList is a list of t with an element.
func (g *gen) nonEmptyList(t *T, ev bool, d int) val {
	for i := 0; i < 3; i++ {
		v := g.expr(listOf(t), ev, d-1)
		if v.nonEmpty {
			return v
		}
	}
	x := g.expr(t, ev, d-1)
	return val{e: &Expr{Op: "tuple", Args: []*Expr{x.e}}, t: listOf(t), ev: x.ev, nonEmpty: true}
}

func (g *gen) intBuiltin(ev bool, d int) (val, bool) {
	switch g.r.Intn(5) {
	case 0, 1:
		var a val
		switch g.r.Intn(3) {
		case 0:
			a = g.expr(tStr, ev, d-1)
		case 1:
			a = g.expr(listOf(g.randType(2)), ev, d-1)
		default:
			a = g.expr(mapOf(g.randType(2)), ev, d-1)
		}
		return val{e: g.call("length", a.e), t: tInt, ev: a.ev}, true
	case 2:
		fn := []string{"max", "min"}[g.r.Intn(2)]
		n := 1 + g.r.Intn(3)
		e := g.call(fn)
		isEv := false
		for i := 0; i < n; i++ {
			a := g.expr(tInt, ev, d-1)
			isEv = isEv || a.ev
			e.Args = append(e.Args, a.e)
		}
		return val{e: e, t: tInt, ev: isEv}, true
	case 3:
		l := g.nonEmptyList(tInt, ev, d)
		return val{e: g.call("element", l.e, lit("0")), t: tInt, ev: l.ev}, true
	default:
		l := g.expr(listOf(g.randType(2)), ev, d-1)
		return val{e: g.call("length", l.e), t: tInt, ev: l.ev}, true
	}
}

func (g *gen) listBuiltin(t *T, ev bool, d int) (val, bool) {
	switch {
	case t.E.K == KInt:
		args := []*Expr{lit(strconv.Itoa(1 + g.r.Intn(4)))}
		switch g.r.Intn(3) {
		case 1:
			args = []*Expr{lit("1"), lit(strconv.Itoa(2 + g.r.Intn(4)))}
		case 2:
			args = []*Expr{lit("0"), lit(strconv.Itoa(3 + g.r.Intn(6))), lit("2")}
		}
		return val{e: g.call("range", args...), t: t, nonEmpty: true}, true
	case t.E.K == KStr:
		a := g.expr(tStr, ev, d-1)
		return val{e: g.call("split", g.literal(tStr, 0).e, a.e), t: t, ev: a.ev}, true
	case t.E.K == KObj && len(t.E.F) == 2 && t.E.field("key") != nil && t.E.field("value") != nil:
		kt, vt := t.E.field("key"), t.E.field("value")
		var c val
		if kt.K == KInt {
			c = g.expr(listOf(vt), ev, d-1)
		} else if kt.K == KStr {
			c = g.expr(mapOf(vt), ev, d-1)
		} else {
			return val{}, false
		}
		return val{e: g.call("entries", c.e), t: t, ev: c.ev}, true
	case t.E.K == KList || t.E.K == KStr || t.E.K == KObj:
		// A splat over a list of objects with an attribute of the type.
		var cands []val
		for _, p := range g.paths() {
			if p.e.Op == "splat" && (ev || !p.ev) && fitsRef(p.t, t) {
				cands = append(cands, p)
			}
		}
		if len(cands) == 0 {
			return val{}, false
		}
		v := cands[g.r.Intn(len(cands))]
		v.e = v.e.clone()
		g.count("expr:splat")
		return v, true
	}
	return val{}, false
}

// getOutput reads a stack reference's output (dynamic, eventual).
func (g *gen) getOutput() (val, bool) {
	if g.excluded("builtin:getOutput") {
		return val{}, false
	}
	ref := g.stackRef()
	return val{e: g.call("getOutput", ref, lit(quote("someOutput"))), t: tDyn, ev: true}, true
}

func (g *gen) getOutputString() (val, bool) {
	v, ok := g.getOutput()
	if !ok {
		return val{}, false
	}
	// The dynamic value converts to a string in a template.
	return val{e: &Expr{Op: "tmpl", Keys: []string{"ref:", ""}, Args: []*Expr{v.e}}, t: tStr, ev: true}, true
}

// stackRef returns a reference to the module's StackReference resource,
// declaring it on first use.
func (g *gen) stackRef() *Expr {
	if g.stackRefName != "" {
		return &Expr{Op: "ref", Text: g.stackRefName}
	}
	name := g.name()
	g.stackRefName = name
	d := &Decl{Kind: "resource", Name: name, Token: "pulumi:pulumi:StackReference", Attrs: []*Attr{{Name: "name", Value: lit(quote("org/other/stack")), Required: true}}}
	g.pending = append(g.pending, d)
	g.count("resource:stackReference")
	return &Expr{Op: "ref", Text: name}
}
