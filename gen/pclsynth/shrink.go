package pclsynth

import (
	"sort"
)

// Clone copies p deeply.
func (p *Program) Clone() *Program {
	c := &Program{Seed: p.Seed, Size: p.Size, Main: p.Main.clone(), Components: map[string]*Module{}, Coverage: p.Coverage}
	for d, m := range p.Components {
		c.Components[d] = m.clone()
	}
	return c
}

// Shrink returns a smaller program for which fails still reports true
// (p itself when none is found): it drops declarations, attributes, options
// and component directories, and replaces subexpressions with literals of
// their type, keeping each change that still fails, until no change does or
// budget calls of fails have been made. References to what was dropped are
// replaced by literals of the type the enclosing expression was generated
// for.
func Shrink(p *Program, fails func(*Program) bool, budget int) *Program {
	cur := p
	calls := 0
	for progress := true; progress && calls < budget; {
		progress = false
		for _, edit := range edits(cur) {
			if calls >= budget {
				break
			}
			cand := edit(cur)
			if cand == nil {
				continue
			}
			calls++
			if fails(cand) {
				cur = cand
				progress = true
				// The edit list is stale: start again.
				break
			}
		}
	}
	return cur
}

// An edit returns a changed copy of a program, or nil when it does not
// apply.
type edit func(*Program) *Program

// moduleRef names a module of a program: "" for main, else a component
// directory.
func moduleOf(p *Program, dir string) *Module {
	if dir == "" {
		return p.Main
	}
	return p.Components[dir]
}

// edits lists the edits of p, the largest first.
func edits(p *Program) []edit {
	var out []edit
	dirs := []string{""}
	for d := range p.Components {
		dirs = append(dirs, d)
	}
	sort.Strings(dirs[1:])
	// Drop a component directory with its instances.
	for _, d := range dirs[1:] {
		d := d
		out = append(out, func(p *Program) *Program {
			c := p.Clone()
			delete(c.Components, d)
			var names []string
			for _, decl := range c.Main.Decls {
				if decl.Kind == "component" && decl.Source == "./"+d {
					names = append(names, decl.Name)
				}
			}
			for _, n := range names {
				if !dropDecl(c.Main, n) {
					return nil
				}
			}
			return c
		})
	}
	// Drop declarations, the last first (they are used least).
	for _, d := range dirs {
		m := moduleOf(p, d)
		for i := len(m.Decls) - 1; i >= 0; i-- {
			d, name, kind := d, m.Decls[i].Name, m.Decls[i].Kind
			if kind == "config" && d != "" {
				// A component's input: instances set it.
				continue
			}
			out = append(out, func(p *Program) *Program {
				c := p.Clone()
				if !dropDecl(moduleOf(c, d), name) {
					return nil
				}
				return c
			})
		}
	}
	// Drop options and optional attributes.
	for _, d := range dirs {
		m := moduleOf(p, d)
		for i, decl := range m.Decls {
			d, i := d, i
			if decl.Range != nil {
				out = append(out, func(p *Program) *Program {
					c := p.Clone()
					decl := moduleOf(c, d).Decls[i]
					decl.Range = nil
					for _, a := range decl.Attrs {
						if !replaceRefs(&a.Value, "range") {
							return nil
						}
					}
					return c
				})
			}
			if len(decl.DependsOn) > 0 || decl.Parent != "" {
				out = append(out, func(p *Program) *Program {
					c := p.Clone()
					decl := moduleOf(c, d).Decls[i]
					decl.DependsOn, decl.Parent = nil, ""
					return c
				})
			}
			if decl.Kind == "config" && decl.Default != nil && d == "" {
				out = append(out, func(p *Program) *Program {
					c := p.Clone()
					moduleOf(c, d).Decls[i].Default = nil
					return c
				})
			}
			for j, a := range decl.Attrs {
				if a.Required {
					continue
				}
				j := j
				out = append(out, func(p *Program) *Program {
					c := p.Clone()
					decl := moduleOf(c, d).Decls[i]
					decl.Attrs = append(decl.Attrs[:j:j], decl.Attrs[j+1:]...)
					return c
				})
			}
		}
	}
	// Replace subexpressions with literals, outermost first.
	for _, d := range dirs {
		m := moduleOf(p, d)
		for i, decl := range m.Decls {
			d, i := d, i
			for si, slot := range declSlots(decl) {
				si, n := si, 0
				walk(*slot, func(e *Expr) {
					if e.Repl != nil && e.Op != "lit" {
						k := n
						out = append(out, func(p *Program) *Program {
							c := p.Clone()
							slots := declSlots(moduleOf(c, d).Decls[i])
							if si >= len(slots) {
								return nil
							}
							return replaceNth(c, slots[si], k)
						})
					}
					n++
				})
			}
		}
	}
	return out
}

// replaceNth replaces the k-th node (pre-order) of *slot with a literal.
func replaceNth(c *Program, slot **Expr, k int) *Program {
	n := 0
	done := false
	var rec func(pp **Expr)
	rec = func(pp **Expr) {
		if done || *pp == nil {
			return
		}
		if n == k {
			*pp = zeroLit((*pp).Repl)
			done = true
			return
		}
		n++
		for _, ch := range (*pp).children() {
			rec(ch)
		}
	}
	rec(slot)
	if !done {
		return nil
	}
	return c
}

// walk visits e's nodes in pre-order.
func walk(e *Expr, f func(*Expr)) {
	if e == nil {
		return
	}
	f(e)
	for _, ch := range e.children() {
		walk(*ch, f)
	}
}

// declSlots are the expressions of a declaration.
func declSlots(d *Decl) []**Expr {
	var out []**Expr
	for _, p := range []**Expr{&d.Default, &d.Value, &d.Range} {
		if *p != nil {
			out = append(out, p)
		}
	}
	for _, a := range d.Attrs {
		out = append(out, &a.Value)
	}
	return out
}

// dropDecl removes the declaration called name from m and replaces the
// references to it; false when a reference cannot be replaced.
func dropDecl(m *Module, name string) bool {
	idx := -1
	for i, d := range m.Decls {
		if d.Name == name {
			idx = i
		}
	}
	if idx < 0 {
		return false
	}
	m.Decls = append(m.Decls[:idx:idx], m.Decls[idx+1:]...)
	for _, d := range m.Decls {
		var deps []string
		for _, dep := range d.DependsOn {
			if dep != name {
				deps = append(deps, dep)
			}
		}
		d.DependsOn = deps
		if d.Parent == name {
			d.Parent = ""
		}
		for _, s := range declSlots(d) {
			if !replaceRefs(s, name) {
				// An optional attribute can go instead.
				if !dropAttrWith(d, s) {
					return false
				}
			}
		}
	}
	return true
}

func dropAttrWith(d *Decl, slot **Expr) bool {
	for j, a := range d.Attrs {
		if &a.Value == slot {
			if a.Required {
				return false
			}
			d.Attrs = append(d.Attrs[:j:j], d.Attrs[j+1:]...)
			return true
		}
	}
	if slot == &d.Range {
		return false
	}
	return false
}

// replaceRefs replaces each innermost replaceable expression that refers
// to name with a literal; false when a reference has no replaceable
// ancestor.
func replaceRefs(slot **Expr, name string) bool {
	dirty := rewrite(slot, name)
	return !dirty
}

func rewrite(pp **Expr, name string) bool {
	e := *pp
	if e == nil {
		return false
	}
	if e.Op == "ref" && e.Text == name {
		if e.Repl != nil {
			*pp = zeroLit(e.Repl)
			return false
		}
		return true
	}
	dirty := false
	for _, ch := range e.children() {
		if rewrite(ch, name) {
			dirty = true
		}
	}
	if dirty && e.Repl != nil {
		*pp = zeroLit(e.Repl)
		return false
	}
	return dirty
}

// zeroLit is a small literal of type t.
func zeroLit(t *T) *Expr {
	if t == nil {
		return lit("null")
	}
	switch t.K {
	case KStr, KDyn:
		return &Expr{Op: "lit", Text: `"x"`, Repl: t}
	case KInt:
		return &Expr{Op: "lit", Text: "1", Repl: t}
	case KNum:
		return &Expr{Op: "lit", Text: "1.5", Repl: t}
	case KBool:
		return &Expr{Op: "lit", Text: "true", Repl: t}
	case KList:
		return &Expr{Op: "tuple", Repl: t}
	case KMap:
		return &Expr{Op: "obj", Repl: t}
	case KOpt:
		return &Expr{Op: "lit", Text: "null", Repl: t}
	case KObj:
		e := &Expr{Op: "obj", Repl: t}
		for _, f := range t.F {
			if f.T.K == KOpt {
				continue
			}
			e.Keys = append(e.Keys, f.Name)
			e.Args = append(e.Args, zeroLit(f.T))
		}
		return e
	}
	return lit("null")
}
