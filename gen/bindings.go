package gen

import "github.com/pclgen/pclgen/model"

// Bindings are the names generated code gives the variables a body binds:
// apply parameters, loop variables, splat items, recover's error. A nested
// body's bindings see those of the bodies around it.
type Bindings struct {
	parent *Bindings
	vars   map[*model.Variable]string
	splats map[*model.SplatItemExpression]string
	// origins are where the values of loop variables and apply
	// parameters come from (for LackingVariableSteps).
	origins map[*model.Variable]variableOrigin
	// splatSources are the collections of the splats whose elements
	// splats names.
	splatSources map[*model.SplatItemExpression]model.Expression
}

// variableOrigin is the expression a variable's value comes from: its
// value, or for a loop variable the collection it is an element of.
type variableOrigin struct {
	expr    model.Expression
	element bool
}

// NewBindings returns the bindings of a body nested in parent's (nil for
// a function's outermost body).
func NewBindings(parent *Bindings) *Bindings {
	// (origins and splatSources are made on their first write: most
	// bodies bind neither.)
	return &Bindings{parent: parent, vars: map[*model.Variable]string{}, splats: map[*model.SplatItemExpression]string{}}
}

// Bind names variable v in this body.
func (b *Bindings) Bind(v *model.Variable, name string) { b.vars[v] = name }

// BindElement records that v, a loop's value variable, is an element of
// collection (for LackingVariableSteps).
func (b *Bindings) BindElement(v *model.Variable, collection model.Expression) {
	if v != nil {
		b.setOrigin(v, variableOrigin{expr: collection, element: true})
	}
}

// BindValue records that v, an apply's parameter, is the value of e (for
// LackingVariableSteps).
func (b *Bindings) BindValue(v *model.Variable, e model.Expression) {
	if v != nil {
		b.setOrigin(v, variableOrigin{expr: e})
	}
}

// ElementCollection returns the collection v, a loop's value variable
// bound by BindElement in this body or one around it, is an element of.
func (b *Bindings) ElementCollection(v *model.Variable) (model.Expression, bool) {
	o, ok := b.origin(v)
	if !ok || !o.element {
		return nil, false
	}
	return o.expr, true
}

// setOrigin records where v's value comes from.
func (b *Bindings) setOrigin(v *model.Variable, o variableOrigin) {
	if b.origins == nil {
		b.origins = map[*model.Variable]variableOrigin{}
	}
	b.origins[v] = o
}

// splatSource returns the collection of the splat whose current element
// s is, in this body or one around it, or nil.
func (b *Bindings) splatSource(s *model.SplatItemExpression) model.Expression {
	for x := b; x != nil; x = x.parent {
		if src, ok := x.splatSources[s]; ok {
			return src
		}
	}
	return nil
}

// origin returns where v's value comes from in this body or one around it.
func (b *Bindings) origin(v *model.Variable) (variableOrigin, bool) {
	for x := b; x != nil; x = x.parent {
		if o, ok := x.origins[v]; ok {
			return o, true
		}
	}
	return variableOrigin{}, false
}

// BindSplat names the current element of the splat x in this body.
func (b *Bindings) BindSplat(x *model.SplatExpression, name string) {
	b.splats[x.Item] = name
	if b.splatSources == nil {
		b.splatSources = map[*model.SplatItemExpression]model.Expression{}
	}
	b.splatSources[x.Item] = x.Source
}

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
