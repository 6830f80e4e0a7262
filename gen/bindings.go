package gen

import "github.com/pclgen/pclgen/model"

// Bindings are the names generated code gives the variables a body binds:
// apply parameters, loop variables, splat items, recover's error. A nested
// body's bindings see those of the bodies around it.
type Bindings struct {
	parent *Bindings
	vars   map[*model.Variable]string
	splats map[*model.SplatItemExpression]string
}

// NewBindings returns the bindings of a body nested in parent's (nil for
// a function's outermost body).
func NewBindings(parent *Bindings) *Bindings {
	return &Bindings{parent: parent, vars: map[*model.Variable]string{}, splats: map[*model.SplatItemExpression]string{}}
}

// Bind names variable v in this body.
func (b *Bindings) Bind(v *model.Variable, name string) { b.vars[v] = name }

// BindSplat names the current element of a splat in this body.
func (b *Bindings) BindSplat(s *model.SplatItemExpression, name string) { b.splats[s] = name }

// VarName returns the name of v in this body or one around it.
func (b *Bindings) VarName(v *model.Variable) (string, bool) {
	for x := b; x != nil; x = x.parent {
		if n, ok := x.vars[v]; ok {
			return n, true
		}
	}
	return "", false
}

// SplatName returns the name of a splat's current element in this body or
// one around it.
func (b *Bindings) SplatName(s *model.SplatItemExpression) (string, bool) {
	for x := b; x != nil; x = x.parent {
		if n, ok := x.splats[s]; ok {
			return n, true
		}
	}
	return "", false
}
