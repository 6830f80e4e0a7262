package interp

import (
	"maps"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/model/eval"
)

// This file gives the secrecy of a failed argument of try or can.
//
// A failure caught by try or can is secret when it depends on a secret: a
// generated program finds it inside an apply over the secret, whose result
// (the fallback, or can's false) is secret. A failure that does not depend
// on the secrets the argument reads, such as a duplicate key among plain
// keys of a collection whose values are secret, is found without that apply
// and is not secret.

// failureMarks returns the marks a failed argument e of try or can carries,
// given its failure: those of the values it refers to, unless e fails the
// same way with the marked parts of those values unknown.
func (r *runner) failureMarks(s *scope, e model.Expression, failure hcl.Diagnostics) cty.ValueMarks {
	marks := r.refMarks(s, e)
	if len(marks) == 0 || r.hasSpecial(e) {
		// An argument with a special call is not evaluated twice: an
		// invoke's effects are in the trace.
		return marks
	}
	env := r.env(s)
	env.Definitions = maps.Clone(s.defs)
	env.Variables = maps.Clone(s.vars)
	model.Walk(e, func(x model.Expression) bool {
		t, ok := x.(*model.ScopeTraversalExpression)
		if !ok {
			return true
		}
		if v, isDef, found := refValue(s, t); found && isDef {
			env.Definitions[t.Definition] = unknownWhereMarked(v)
		} else if found {
			env.Variables[t.RootName] = unknownWhereMarked(v)
		}
		return true
	})
	if failsAlike(e, env, failure) {
		return cty.ValueMarks{}
	}
	return marks
}

// failsAlike reports whether e fails in env as it failed (failure). A
// panic of the evaluation over unknown values answers no.
func failsAlike(e model.Expression, env eval.Env, failure hcl.Diagnostics) (alike bool) {
	defer func() {
		if recover() != nil {
			alike = false
		}
	}()
	_, diags := eval.Evaluate(e, env)
	return diags.HasErrors() && diagMessage(diags) == diagMessage(failure)
}

// unknownWhereMarked returns v with each marked part of it replaced by an
// unknown value of unknown type: a generated program knows no more of it
// than its static type, which may be dynamic.
func unknownWhereMarked(v cty.Value) cty.Value {
	plain, pvm := v.UnmarkDeepWithPaths()
	if len(pvm) == 0 {
		return v
	}
	out, err := cty.Transform(plain, func(p cty.Path, x cty.Value) (cty.Value, error) {
		for _, pm := range pvm {
			if pm.Path.Equals(p) {
				return cty.DynamicVal, nil
			}
		}
		return x, nil
	})
	if err != nil {
		return cty.DynamicVal
	}
	return out
}

// refMarks returns the marks of the values e refers to: what a failed
// argument of try or can would have carried.
func (r *runner) refMarks(s *scope, e model.Expression) cty.ValueMarks {
	marks := cty.ValueMarks{}
	model.Walk(e, func(x model.Expression) bool {
		t, ok := x.(*model.ScopeTraversalExpression)
		if !ok {
			return true
		}
		if v, _, found := refValue(s, t); found {
			_, pvm := v.UnmarkDeepWithPaths()
			for _, pm := range pvm {
				for m := range pm.Marks {
					marks[m] = struct{}{}
				}
			}
			if _, m := v.Unmark(); len(m) > 0 {
				for k := range m {
					marks[k] = struct{}{}
				}
			}
		}
		return true
	})
	return marks
}

// refValue returns the value t refers to in s, and whether it is that of
// t's definition (else of a variable named by t's root), if there is one.
func refValue(s *scope, t *model.ScopeTraversalExpression) (v cty.Value, isDef, found bool) {
	if t.Definition != nil {
		if v, ok := lookupDef(s.defs, t.Definition); ok {
			return v, true, v != cty.NilVal
		}
	}
	v, ok := s.vars[t.RootName]
	return v, false, ok && v != cty.NilVal
}

// lookupDef finds def in m, recovering from a definition that cannot be a
// map key.
func lookupDef(m map[model.Definition]cty.Value, def model.Definition) (v cty.Value, ok bool) {
	defer func() {
		if recover() != nil {
			v, ok = cty.NilVal, false
		}
	}()
	v, ok = m[def]
	return v, ok
}
