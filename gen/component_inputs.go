package gen

import (
	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// This file decides which config variables every backend reads as outputs:
// a program's secrets, which each SDK reads as secret outputs, and the
// inputs of a component program that some instance sets to a value holding
// outputs. Inside the component such an input is an output, so what the
// component computes from it is eventual too.
//
// An instance's input value holds outputs when
//   - its type says so (HoldsOutputs: a resource's output, a list of them);
//   - it refers to a node that comes after the instance in the program's
//     order: in a cycle through components, the instance reads it through a
//     deferred output;
//   - it reads a config variable its own program reads as an output,
//     directly or through locals (a component passing its eventual input on
//     to a component it instantiates);
//   - it calls, directly or through locals, a function whose result the
//     target language holds as an output though PCL types it plain or as a
//     promise (Go's output-form invokes), or reads a value the target
//     language holds as an output (Go's reads of a collection of inputs):
//     Analyses.Eventual.
//
// The last rule makes inputs depend on other inputs, across programs and in
// any order (components that feed each other), so the analysis repeats
// until nothing changes.

// OutputConfig returns the config variables of prog and of the component
// programs it instantiates, at any depth, that every backend reads as
// outputs: prog's secrets, and the component inputs that some instance sets
// to a value holding outputs. Each component program is bound once, so its
// config variables are the same for all its instances. eventual, when not
// nil, tells the expressions whose values the target language holds as
// outputs although their PCL types are not outputs.
func OutputConfig(prog *binder.Program, eventual func(model.Expression) bool) OutputConfigs {
	out := OutputConfigs{}
	for _, v := range prog.ConfigVariables() {
		if v.Secret {
			out[v] = true
		}
	}
	programs := componentPrograms(prog, nil, map[*binder.Program]bool{})
	for changed := true; changed; {
		changed = false
		for _, p := range programs {
			if markEventualInputs(p, out, eventual) {
				changed = true
			}
		}
	}
	return out
}

// OutputConfigs is a set of config variables read as outputs.
type OutputConfigs map[*binder.ConfigVariable]bool

// In returns o when prog reads one of its config variables as an output,
// else nil: a program that reads none has no references to retype.
func (o OutputConfigs) In(prog *binder.Program) OutputConfigs {
	for _, v := range prog.ConfigVariables() {
		if o[v] {
			return o
		}
	}
	return nil
}

// componentPrograms returns prog and the component programs it
// instantiates, at any depth, each once.
func componentPrograms(prog *binder.Program, acc []*binder.Program, seen map[*binder.Program]bool) []*binder.Program {
	if seen[prog] {
		return acc
	}
	seen[prog] = true
	acc = append(acc, prog)
	for _, c := range prog.Components() {
		if c.Program != nil && c.Dir != "" {
			acc = componentPrograms(c.Program, acc, seen)
		}
	}
	return acc
}

// markEventualInputs adds to out the inputs of the components p
// instantiates whose values hold outputs, and reports whether it added any.
func markEventualInputs(p *binder.Program, out OutputConfigs, eventual func(model.Expression) bool) bool {
	pos := map[binder.Node]int{}
	for i, n := range p.Nodes {
		pos[n] = i
	}
	r := &outputReads{out: out, eventual: eventual, locals: map[*binder.LocalVariable]bool{}, visiting: map[*binder.LocalVariable]bool{}}
	added := false
	for _, c := range p.Components() {
		if c.Program == nil || c.Dir == "" {
			continue
		}
		for _, in := range ConfigInputs(c) {
			if out[in.Config] {
				continue
			}
			if HoldsOutputs(in.Value.Type()) || refersLater(in.Value, pos, pos[c]) || r.reads(in.Value) {
				out[in.Config] = true
				added = true
			}
		}
	}
	return added
}

// refersLater reports whether e refers to a node whose position in its
// program is after at.
func refersLater(e model.Expression, pos map[binder.Node]int, at int) bool {
	found := false
	model.Walk(e, func(x model.Expression) bool {
		if st, ok := x.(*model.ScopeTraversalExpression); ok {
			if n, isNode := st.Definition.(binder.Node); isNode {
				if p, known := pos[n]; known && p > at {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// outputReads answers whether expressions of one program read a config
// variable read as an output, directly or through locals.
type outputReads struct {
	out OutputConfigs
	// eventual tells the expressions whose values are held as outputs.
	eventual func(model.Expression) bool
	// locals caches the answer for locals; visiting guards against a local
	// that refers to itself (which the binder reports).
	locals   map[*binder.LocalVariable]bool
	visiting map[*binder.LocalVariable]bool
}

// reads reports whether e reads a config variable in r.out, or a value
// held as an output (r.eventual), directly or through locals.
func (r *outputReads) reads(e model.Expression) bool {
	found := false
	model.Walk(e, func(x model.Expression) bool {
		if r.eventual != nil && r.eventual(x) {
			found = true
		}
		if st, ok := x.(*model.ScopeTraversalExpression); ok {
			switch d := st.Definition.(type) {
			case *binder.ConfigVariable:
				found = found || r.out[d]
			case *binder.LocalVariable:
				found = found || r.local(d)
			}
		}
		return !found
	})
	return found
}

// local reports whether the value of l reads a config variable in r.out.
func (r *outputReads) local(l *binder.LocalVariable) bool {
	if v, ok := r.locals[l]; ok {
		return v
	}
	if r.visiting[l] || l.Value == nil {
		return false
	}
	r.visiting[l] = true
	v := r.reads(l.Value)
	delete(r.visiting, l)
	r.locals[l] = v
	return v
}
