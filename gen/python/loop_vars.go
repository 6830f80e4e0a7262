package python

import (
	"github.com/pclgen/pclgen/model"
)

// A callback of .apply runs after the comprehension or loop that made it
// has moved on, and a Python closure reads a loop's variable when it runs,
// not when it is made: [r.result.apply(lambda v: f"n{i}") for i, r in ...]
// would give every element the last i. The callback takes the variables of
// the comprehensions around it, and the names of range.key and range.value
// in a ranged resource's loop, that it reads as default parameters
// (lambda v, i=i: ...), which hold their values when it is made.

// markLoopVars records the variables a comprehension binds.
func (c *fnCtx) markLoopVars(vars ...*model.Variable) {
	for _, v := range vars {
		if v == nil {
			continue
		}
		if c.loopVars == nil {
			c.loopVars = map[*model.Variable]bool{}
		}
		c.loopVars[v] = true
	}
}

// isLoopVar reports whether v is bound by a comprehension around c.
func (c *fnCtx) isLoopVar(v *model.Variable) bool {
	for x := c; x != nil; x = x.parent {
		if x.loopVars[v] {
			return true
		}
	}
	return false
}

// loopDefaults returns the default parameters ", i=i" of an apply callback
// fn printed in c: one for each comprehension variable around c, and for
// range.key and range.value, that fn's body reads, in the order it first
// reads them.
func (c *fnCtx) loopDefaults(fn *model.AnonymousFunctionExpression) string {
	if params := defaultParams(c.readLoopNames(fn.Body, true)); params != "" {
		return ", " + params
	}
	return ""
}

// defaultParams prints names as default parameters that hold their
// values: "i=i, v=v".
func defaultParams(names []string) string {
	out := ""
	for i, name := range names {
		if i > 0 {
			out += ", "
		}
		out += name + "=" + name
	}
	return out
}

// thunk prints the lambda that defers e, an argument of try or can: it
// takes range.key and range.value, where e reads them, as default
// parameters (lambda value=value: ...). The lambda runs at once, but a type
// checker reads a variable in a closure with every type it is assigned in
// the function around it, and two ranged resources' loops assign values of
// different types to the same name.
func (c *fnCtx) thunk(e model.Expression, value code) code {
	head := "lambda"
	if params := defaultParams(c.readLoopNames(e, false)); params != "" {
		head += " " + params
	}
	return cat(atom(head+": "), value)
}

// readLoopNames returns the names of the loop variables e reads, in the
// order it first reads them: range.key and range.value of a ranged
// resource's loop, and with comprehensions the variables of the
// comprehensions around c.
func (c *fnCtx) readLoopNames(e model.Expression, comprehensions bool) []string {
	var names []string
	seen := map[string]bool{}
	model.Walk(e, func(e model.Expression) bool {
		st, ok := e.(*model.ScopeTraversalExpression)
		if !ok {
			return true
		}
		v, ok := st.Definition.(*model.Variable)
		if !ok {
			return true
		}
		name := ""
		if n, bound := c.VarName(v); bound {
			if comprehensions && c.isLoopVar(v) {
				name = n
			}
		} else if len(st.Traversal) > 0 {
			// range.key and range.value of a ranged resource's loop.
			name, _, _ = c.RangeRoot(st.RootName, st.Traversal[1:])
		}
		if name != "" && name != "True" && !seen[name] {
			seen[name] = true
			names = append(names, name)
		}
		return true
	})
	return names
}
