package python

import "github.com/pclgen/pclgen/binder"

// This file finds the variables a component's function assigns and never
// reads. A node another node depends on is assigned to its name, but
// lowering may drop the reference ([x, pet.length][0] picks x, a constant
// condition picks one branch), and pyflakes rejects a local variable
// assigned and never used. Such a variable is read once after the nodes,
// `_ = name`, as Go's generator does (or `name` where a node is named _).

// keepUsed writes `_ = name` for each node of prog that used says a node
// depends on and that src, the code printed for prog's nodes, never reads.
func (f *fileGen) keepUsed(w *writer, prog *binder.Program, used map[binder.Node]bool, src string) {
	reads := map[string]int{}
	countReads(src, reads)
	for _, n := range prog.Nodes {
		name := f.names[n]
		switch {
		case !used[n] || name == "" || reads[name] > 0:
		case f.namesUnderscore():
			// A node named _, which an assignment would change.
			w.stmt(atom(name))
		default:
			w.stmt(atom("_ = " + name))
		}
	}
}

// countReads counts in reads the names src, Python code, reads: every name
// outside comments and string literals (and inside an f-string's
// replacement fields), except attribute names (after a dot), keyword
// arguments and the targets of assignments (a name followed by `=`).
func countReads(src string, reads map[string]int) {
	var prev, pending pyToken
	settle := func(next pyToken) {
		if pending.kind == 'n' && !(next.kind == 'o' && next.s == "=") {
			reads[pending.s]++
		}
		pending = pyToken{}
	}
	pyTokens(src, func(field string) { countReads(field, reads) }, func(t pyToken) {
		settle(t)
		if t.kind == 'n' && !(prev.kind == 'o' && prev.s == ".") {
			pending = t
		}
		prev = t
	})
	settle(pyToken{})
}
