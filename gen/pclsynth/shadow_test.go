package pclsynth

import "testing"

// TestLoopVariablesNeverShadowDeclaredNodes walks the class of seed 50163:
// the StackReference getOutput reads is declared when first read, which
// may be inside a loop; there its name must not be one of the loop's
// variables, which would shadow it (the binder saw the loop's int). No
// other node is declared from inside an expression. (Seed 359 failed too.)
func TestLoopVariablesNeverShadowDeclaredNodes(t *testing.T) {
	s, _ := testSchemas(t)
	seeds := []int64{50163}
	for seed := int64(1); seed <= 1000; seed++ {
		seeds = append(seeds, seed)
	}
	reads := 0
	for _, seed := range seeds {
		p := Generate(s, Options{Seed: seed})
		modules := []*Module{p.Main}
		for _, m := range p.Components {
			modules = append(modules, m)
		}
		for _, m := range modules {
			for _, d := range m.Decls {
				for _, e := range []*Expr{d.Default, d.Value, d.Range} {
					reads += shadowedStackRefs(t, seed, e, nil)
				}
				for _, a := range d.Attrs {
					reads += shadowedStackRefs(t, seed, a.Value, nil)
				}
			}
		}
	}
	if reads == 0 {
		t.Fatal("no program reads a StackReference inside a loop")
	}
}

// shadowedStackRefs reports the getOutput calls inside e whose stack
// reference is a variable of a loop around them (vars), and returns how
// many getOutput calls are inside loops.
func shadowedStackRefs(t *testing.T, seed int64, e *Expr, vars map[string]bool) int {
	t.Helper()
	if e == nil {
		return 0
	}
	n := 0
	if e.Op == "call" && e.Text == "getOutput" && len(vars) > 0 {
		n++
		if ref := e.Args[0]; ref.Op == "ref" && vars[ref.Text] {
			t.Errorf("seed %d: getOutput(%s, ...) reads a loop variable where it reads the StackReference of that name", seed, ref.Text)
		}
	}
	for _, a := range e.Args {
		n += shadowedStackRefs(t, seed, a, vars)
	}
	if e.Op != "for" {
		return n
	}
	inner := map[string]bool{}
	for v := range vars {
		inner[v] = true
	}
	for _, v := range []string{e.KVar, e.VVar} {
		if v != "" {
			inner[v] = true
		}
	}
	for _, part := range []*Expr{e.ForKey, e.ForVal, e.ForCond} {
		n += shadowedStackRefs(t, seed, part, inner)
	}
	return n
}
