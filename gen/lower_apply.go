package gen

import (
	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// The intrinsic functions the lowering passes introduce. They never appear
// in PCL source; backends print them.
const (
	// ApplyName is the apply intrinsic: __apply(a0, ..., aN, fn) calls fn
	// with the resolved values of the eventual arguments a0..aN. The last
	// argument is a *model.AnonymousFunctionExpression with one parameter
	// per eventual argument and a plain body.
	ApplyName = "__apply"
	// InterpolateName is the interpolation intrinsic: __interpolate(p0, ...)
	// concatenates its parts, some of which are eventual, into an eventual
	// string. String literal parts are text; the others are values.
	InterpolateName = "__interpolate"
)

// ApplyOptions configure LowerApplies.
type ApplyOptions struct {
	// PlainPromises treats promise(T) as T: the backend resolves promises
	// where they are made (Go calls invokes in their plain form as
	// statements), so only outputs need applies.
	PlainPromises bool
	// Interpolate lowers a template over eventual parts into an
	// __interpolate call instead of an apply.
	Interpolate bool
}

// IsSourceCall reports whether a call of eventual type is a value every
// backend holds as an eventual directly, rather than an operation to move
// into an apply: an invoke or a method call (in its output form), an
// intrinsic of the lowering, or a builtin whose row of the builtin table
// says it makes its eventual itself (binder.BuiltinReturnsEventual: secret,
// toJSON, ...).
func IsSourceCall(x *model.FunctionCallExpression) bool {
	switch x.Name {
	case binder.InvokeName, binder.CallName, ApplyName, InterpolateName, ChosenConditional, ToOutputName:
		return true
	}
	return binder.BuiltinReturnsEventual(x.Name)
}

// IsApply returns the arguments and callback of an __apply call.
func IsApply(e model.Expression) (args []model.Expression, fn *model.AnonymousFunctionExpression, ok bool) {
	call, isCall := e.(*model.FunctionCallExpression)
	if !isCall || call.Name != ApplyName || len(call.Args) == 0 {
		return nil, nil, false
	}
	fn, ok = call.Args[len(call.Args)-1].(*model.AnonymousFunctionExpression)
	if !ok {
		return nil, nil, false
	}
	return call.Args[:len(call.Args)-1], fn, true
}

// LowerApplies returns expr with every operation over eventual operands
// rewritten as an __apply whose callback receives the resolved operands.
// The bound expression is not modified.
//
// Afterwards every expression of eventual type is a source (a reference
// whose traversal reaches an eventual, or a call IsSourceCall accepts), an
// __apply or an __interpolate; callbacks' bodies are plain, except where
// they read the outputs of resources an argument resolves to (a resource
// keeps its outputs), which are applies inside the callback whose output
// the backend's apply awaits. Tuples, objects,
// for expressions and splats whose own type is not eventual keep their
// eventual elements: they are collections of eventuals, which backends build
// as collections of inputs.
//
// An output read from a plain collection that holds it by a step that may
// fail (an index out of range, a missing key: see failingStep), inside try
// or can, is read in the callback from the collection resolved whole, so
// that the step fails inside the guard, not outside it where the
// argument is evaluated.
func LowerApplies(expr model.Expression, opts ApplyOptions) model.Expression {
	l := &applyLowerer{opts: opts}
	return l.lower(expr)
}

type applyLowerer struct {
	opts ApplyOptions
	// making holds the expressions being turned into applies: such a for
	// expression or splat is the apply's body, never its own argument.
	making map[model.Expression]bool
	// makingLoops counts the loops being turned into applies, by their
	// value variable, which the loop keeps as it is rebuilt: the body of
	// such a loop's apply may be the loop again, once.
	makingLoops map[*model.Variable]int
	// gathered holds the for expressions hoistLoopSources made, of a
	// source over a loop's collection: each is what hoisting would make of
	// it again, so it is not hoisted.
	gathered map[*model.ForExpression]bool
	// present counts the checks of a key or an index of a plain
	// collection (__hasKey(c, k) ? ... : ... or length(c) > i ? ... : ...,
	// see guardKeyRead) around the expression being lowered, by the
	// collection's definition and the key (presenceKey): reading it there
	// does not fail.
	present map[model.Definition]map[string]int
}

// eventual reports whether t is itself (through unions) eventual in the
// sense of the options.
func (l *applyLowerer) eventual(t model.Type) bool {
	o, p := model.ContainsEventuals(t)
	return o || (p && !l.opts.PlainPromises)
}

// deepEventual reports whether t holds an eventual anywhere in the sense of
// the options (see HoldsOutputs).
func (l *applyLowerer) deepEventual(t model.Type) bool {
	if l.opts.PlainPromises {
		return HoldsOutputs(t)
	}
	return HoldsEventuals(t)
}

// isSource reports whether e, of eventual type, is a value the backend holds
// as an eventual.
func (l *applyLowerer) isSource(e model.Expression) bool {
	switch e := e.(type) {
	case *model.ScopeTraversalExpression:
		return l.eventual(e.Type()) && l.eventualPrefix(e.Parts) == len(e.Parts)-1
	case *model.RelativeTraversalExpression:
		// A property of a resource picked from a plain collection
		// (res[i].arn) is an output the resource holds.
		return l.eventual(e.Type()) && !l.eventual(e.Source.Type()) && l.eventualPrefix(e.Parts) == len(e.Parts)-1
	case *model.FunctionCallExpression:
		return IsSourceCall(e)
	}
	return false
}

// eventualPrefix returns the index of the first part of a traversal whose
// type is eventual, or -1.
func (l *applyLowerer) eventualPrefix(parts []model.Type) int {
	for i, p := range parts {
		if l.eventual(p) {
			return i
		}
	}
	return -1
}

// lower lowers e in a context that accepts an eventual value.
func (l *applyLowerer) lower(e model.Expression) model.Expression {
	if e == nil {
		return nil
	}
	if p, ok := e.(*model.ParenthesesExpression); ok {
		// Parentheses group; the backend's printer places its own: an
		// eventual value parenthesized is lowered as itself, not as an
		// apply that returns it.
		return l.lower(p.Expression)
	}
	if l.eventual(e.Type()) {
		switch {
		case l.isSource(e):
			return l.lowerSourceChildren(e)
		case l.opts.Interpolate:
			if t, ok := e.(*model.TemplateExpression); ok {
				parts := make([]model.Expression, len(t.Parts))
				for i, p := range t.Parts {
					parts[i] = l.lower(p)
				}
				return model.NewFunctionCallExpression(InterpolateName, model.StaticSignature{
					VarargsParameter: &model.Parameter{Name: "parts", Type: model.DynamicType},
					ReturnType:       e.Type(),
				}, parts, false, e.Type())
			}
		}
		return l.makeApply(e)
	}
	if x, ok := e.(*model.ConditionalExpression); ok {
		return l.checkedKeys(x, l.lower, model.Expression.Type)
	}
	return model.MapChildren(e, l.lower, model.Expression.Type)
}

// lowerSourceChildren lowers the arguments of a source call and the
// collection a relative traversal reads from (whose elements may be
// operations over outputs: [length(r.result)][0]); references have
// nothing to lower.
func (l *applyLowerer) lowerSourceChildren(e model.Expression) model.Expression {
	switch x := e.(type) {
	case *model.FunctionCallExpression:
		if args, fn, isApply := IsApply(x); isApply {
			if !l.holdsEventual(fn.Body) {
				return e
			}
			// An apply made by an earlier pass whose body reads outputs
			// (the resources of a node ranged over an output, whose
			// callback returns an output the backend awaits): the body's
			// operations over them are applies too.
			lowered := append(append([]model.Expression(nil), args...),
				model.NewAnonymousFunctionExpression(fn.Parameters, l.lower(fn.Body)))
			return rebuiltCall(x, x.Signature, lowered, false, x.Type())
		}
		return l.checkedKeys(e, l.lower, model.Expression.Type)
	case *model.RelativeTraversalExpression:
	default:
		return e
	}
	return model.MapChildren(e, l.lower, model.Expression.Type)
}

// holdsEventual reports whether e or a subexpression has an eventual type.
func (l *applyLowerer) holdsEventual(e model.Expression) bool {
	found := false
	model.Walk(e, func(n model.Expression) bool {
		found = found || l.eventual(n.Type())
		return !found
	})
	return found
}

// applyArg is one eventual argument of an apply being built.
type applyArg struct {
	key   string
	value model.Expression
	param *model.Variable
}

// makeApply turns e, an eventual operation, into an apply over the maximal
// sources inside it.
func (l *applyLowerer) makeApply(e model.Expression) model.Expression {
	if s, ok := e.(*model.SplatExpression); ok && l.eventual(s.Source.Type()) && l.eventual(s.Each.Type()) && IsListLike(model.ResolveOutputs(s.Source.Type())) {
		// A splat reading outputs of each element of an eventual
		// collection (the resources of one ranged over an output) is the
		// loop it stands for.
		if a, ok := l.applyOverCollection(SplatToFor(s, s.Source)); ok {
			return a
		}
	}
	if x, ok := e.(*model.ForExpression); ok {
		if l.makingLoops[x.ValueVariable] >= 2 {
			// The loop again, from the body of its own apply made from
			// the body of its own apply: reading outputs of the loop's
			// variables that it cannot hoist (the attributes of
			// resources of a plain list), where making it again would
			// not end. Its parts are applies of their own.
			return l.lowerParts(e)
		}
		if l.makingLoops == nil {
			l.makingLoops = map[*model.Variable]int{}
		}
		l.makingLoops[x.ValueVariable]++
		defer func() { l.makingLoops[x.ValueVariable]-- }()
		if a, ok := l.applyOverCollection(x); ok {
			return a
		}
		if hoisted, ok := l.hoistLoopSources(x); ok {
			e = hoisted
		}
	}
	if l.making == nil {
		l.making = map[model.Expression]bool{}
	}
	l.making[e] = true
	c := &applyCollector{l: l}
	body := c.replace(e)
	delete(l.making, e)
	if c.readsOutputs {
		// The body reads outputs of the resources an argument resolves
		// to (see paramRef): its operations over them are applies inside
		// the callback, whose output the apply awaits.
		body = l.lower(body)
	}
	if len(c.args) == 0 {
		// Nothing to resolve: the type was eventual without an eventual
		// operand (a dynamic or promise-typed leaf), or a loop's only
		// eventual operands read its variables; keep it.
		return l.lowerParts(e)
	}
	return c.apply(body, model.ResolveOutputs(e.Type()))
}

// lowerParts lowers the children of e, an eventual operation no apply
// resolves. A loop whose eventual type came from what it computes per
// element ([for r in rs : length(r.list) if id == "x"] in the callback of
// an apply over id) is, once those are applies, a plain collection of
// eventuals, typed as its new parts make it; anything else keeps its type.
func (l *applyLowerer) lowerParts(e model.Expression) model.Expression {
	lowered := model.MapChildren(e, l.lower, model.Expression.Type)
	f, ok := lowered.(*model.ForExpression)
	if !ok || f == e {
		return lowered
	}
	retyped := model.NewForExpression(f.KeyVariable, f.ValueVariable, f.Collection, f.Key, f.Value, f.Condition, f.Group, nil)
	if l.eventual(retyped.Type()) {
		return lowered
	}
	return retyped
}

// apply returns the __apply of the collected arguments whose callback's
// body is body and whose result is resolved: an output when an argument
// is one (or is no eventual at all), else a promise.
func (c *applyCollector) apply(body model.Expression, resolved model.Type) model.Expression {
	params := make([]*model.Variable, len(c.args))
	args := make([]model.Expression, 0, len(c.args)+1)
	hasOutput := false
	for i, a := range c.args {
		params[i] = a.param
		args = append(args, a.value)
		if o, _ := model.ContainsEventuals(a.value.Type()); o || !c.l.eventual(a.value.Type()) {
			hasOutput = true
		}
	}
	args = append(args, model.NewAnonymousFunctionExpression(params, body))
	var typ model.Type
	if hasOutput {
		typ = model.NewOutputType(resolved)
	} else {
		typ = model.NewPromiseType(resolved)
	}
	sigParams := make([]model.Parameter, len(args))
	for i, a := range args {
		sigParams[i] = model.Parameter{Name: "arg", Type: a.Type()}
	}
	return model.NewFunctionCallExpression(ApplyName, model.StaticSignature{Parameters: sigParams, ReturnType: typ}, args, false, typ)
}

// applyCollector replaces the sources inside an operation with parameters.
type applyCollector struct {
	l    *applyLowerer
	args []*applyArg
	// inner counts the variables of the loops inside the operation that
	// replace is in.
	inner map[model.Definition]int
	// readsOutputs records that a parameter's traversal reads an output
	// (see paramRef), or that a source is left in the body (kept).
	readsOutputs bool
	// kept are the sources left in the body because they read the
	// variables of a loop inside the operation.
	kept []model.Expression
	// collections are the collections of loops inside the operation that
	// resolvedLoop replaced, which replace returns again when the loop
	// is rebuilt as it is (replacing them twice would double the work at
	// each level of nesting).
	collections map[model.Expression]model.Expression
	// guarded counts the try and can calls around the expression replace
	// is in.
	guarded int
}

// keepsEventual reports whether f, a loop of the operation being rebuilt
// from orig, holds a kept source that reads its variables: the loop stays
// eventual, as bound, so that lowering the callback's body again makes it
// an apply of its own (hoistLoopSources), where the loops around it are
// plain.
func (c *applyCollector) keepsEventual(orig model.Expression) bool {
	f, ok := orig.(*model.ForExpression)
	if !ok || len(c.kept) == 0 {
		return false
	}
	vars := loopVariables(f)
	found := false
	model.Walk(orig, func(n model.Expression) bool {
		for _, k := range c.kept {
			if n == k && refersTo(k, vars) {
				found = true
			}
		}
		return !found
	})
	return found
}

// resolvedLoop rebuilds f, a loop inside the operation, when the sources
// of its collection resolve to values whose elements its variables were
// bound as outputs of: [for r in [pet.results, pet.inputs] : r[0]] iterates
// over the resolved lists in the callback, so r is a plain list there and
// reads of it are plain. ok is false when the variables keep their types.
func (c *applyCollector) resolvedLoop(f *model.ForExpression) (model.Expression, bool) {
	coll := c.replace(f.Collection)
	if c.collections == nil {
		c.collections = map[model.Expression]model.Expression{}
	}
	c.collections[f.Collection] = coll
	kt, vt, _ := model.ForIterationTypes(coll.Type())
	kv, vv := c.resolvedVariable(f.KeyVariable, kt), c.resolvedVariable(f.ValueVariable, vt)
	if kv == f.KeyVariable && vv == f.ValueVariable {
		return nil, false
	}
	for _, v := range []*model.Variable{kv, vv} {
		if v != nil {
			c.inner[v]++
			defer func() { c.inner[v]-- }()
		}
	}
	next := c.replace
	if vv != f.ValueVariable {
		// The variable is the resolved element now: its reads as an
		// output (__output(v), which HeldCollections made of the reads
		// of an element held as an input) are reads of it as it is.
		next = func(x model.Expression) model.Expression { return c.replace(unwrapOutputReads(x, vv)) }
	}
	return retypeFor(f, coll, kv, vv, next), true
}

// unwrapOutputReads returns e with each __output(v) of a reference to v,
// a plain variable, replaced by the reference.
func unwrapOutputReads(e model.Expression, v *model.Variable) model.Expression {
	if e == nil {
		return nil
	}
	if arg, ok := OutputOf(e); ok && e.(*model.FunctionCallExpression).Name == ToOutputName {
		if st, isRef := arg.(*model.ScopeTraversalExpression); isRef && st.Definition == model.Definition(v) && len(st.Traversal) == 1 {
			return arg
		}
	}
	return mapChildren(e, func(c model.Expression) model.Expression { return unwrapOutputReads(c, v) })
}

// resolvedVariable returns v, a loop variable, retyped as t when v is
// eventual and t, its collection's resolved element type, is not.
func (c *applyCollector) resolvedVariable(v *model.Variable, t model.Type) *model.Variable {
	if v == nil || !c.l.eventual(v.Type()) || c.l.eventual(t) || t == model.DynamicType {
		return v
	}
	return model.NewVariable(v.Name, t)
}

// keep leaves e, a source that reads the variables of a loop inside the
// operation, in the body: it cannot be an argument, evaluated outside
// that loop, so the callback's body is lowered again and computes it
// there.
func (c *applyCollector) keep(e model.Expression) model.Expression {
	c.readsOutputs = true
	c.kept = append(c.kept, e)
	return e
}

// restRef is paramRef for the rest of a traversal from the source v stands
// for, noting whether it reads an output.
func (c *applyCollector) restRef(v *model.Variable, rng hcl.Range, rest hcl.Traversal, typ model.Type) *model.ScopeTraversalExpression {
	ref := paramRef(v, rng, rest, typ)
	c.readsOutputs = c.readsOutputs || c.l.eventual(ref.Type())
	return ref
}

// param returns the parameter standing for source (lowered), adding an
// argument unless an equal source is already one.
func (c *applyCollector) param(source model.Expression, hint string) *model.Variable {
	key := model.FormatExpression(source)
	if st, ok := source.(*model.ScopeTraversalExpression); ok && st.Definition != nil {
		key = key + "\x00" + defKey(st.Definition)
	}
	for _, a := range c.args {
		if a.key == key {
			return a.param
		}
	}
	v := model.NewVariable(hint, model.ResolveOutputs(source.Type()))
	c.args = append(c.args, &applyArg{key: key, value: c.l.lower(source), param: v})
	return v
}

// replace returns e with its sources replaced by parameter references.
func (c *applyCollector) replace(e model.Expression) model.Expression {
	if e == nil {
		return nil
	}
	if r, ok := c.collections[e]; ok {
		return r
	}
	switch x := e.(type) {
	case *model.ScopeTraversalExpression:
		i := c.l.eventualPrefix(x.Parts)
		if (i >= 0 || c.l.deepEventual(x.Type())) && c.readsInner(x) {
			// An output read from a variable of a loop inside the
			// operation (p.length in [for p in rs : "${k}${p.length}"],
			// whose loop stays in the callback because it reads the outer
			// loop's k).
			return c.keep(e)
		}
		if i < 0 {
			if c.l.deepEventual(x.Type()) {
				// A collection holding eventuals (a local computed from
				// a secret config) read whole in the plain body: it is
				// resolved, elements and all, as an argument (from
				// before a step that may fail inside try or can).
				if k := c.l.failingStep(x, len(x.Parts)-1); k > 0 && c.guarded > 0 {
					prefix, rest := sourcePrefix(x, k-1)
					v := c.param(prefix, traversalHint(prefix))
					return c.restRef(v, prefix.Range(), rest, model.ResolveOutputs(e.Type()))
				}
				v := c.param(e, traversalHint(x))
				return paramRef(v, e.Range(), nil, v.VariableType)
			}
			return e
		}
		if k := c.l.failingStep(x, i); k > 0 && c.guarded > 0 {
			// An eventual read from a plain collection by a step that
			// may fail (an index out of range, a missing key), inside
			// try or can: the collection is resolved whole and the step
			// is taken in the callback, inside the guard, where taking
			// it to the argument would fail outside it.
			i = k - 1
		}
		prefix, rest := sourcePrefix(x, i)
		v := c.param(prefix, traversalHint(prefix))
		return c.restRef(v, prefix.Range(), rest, model.ResolveOutputs(e.Type()))
	case *model.FunctionCallExpression:
		if x.Name == "try" || x.Name == "can" {
			c.guarded++
			defer func() { c.guarded-- }()
		}
		if x.Name == ToOutputName && c.guarded > 0 && len(x.Args) == 1 && mayFailRead(x.Args[0]) {
			// An element of a plain collection holding outputs, read
			// as an output (HeldCollections) inside try or can by a key
			// that may be missing or an index that may be out of range:
			// it is read in the callback from the collection resolved.
			return c.replace(x.Args[0])
		}
	case *model.ConditionalExpression:
		if _, _, _, checks := checksKey(x); checks && (c.l.eventual(e.Type()) || c.l.deepEventual(e.Type()) || c.containsEventual(e)) {
			return c.l.checkedKeys(x, c.replace, c.replacedType)
		}
	case *model.RelativeTraversalExpression:
		if c.guarded > 0 && !c.l.eventual(x.Source.Type()) && c.l.deepEventual(x.Source.Type()) && !ResourceValued(x.Source.Type()) && !c.readsInner(x.Source) {
			// Inside try or can, the steps from a plain value holding
			// outputs, which may fail (a missing key, an index out of
			// range, a null), are taken in the callback from what the
			// value reads resolved.
			return model.MapChildren(e, c.replace, c.replacedType)
		}
		if i := c.l.eventualPrefix(x.Parts); i >= 0 && i < len(x.Parts)-1 && !c.l.eventual(x.Source.Type()) && !c.readsInner(x.Source) {
			// A traversal into an output read from a plain value (the
			// property of a schema object output of a splat's resource,
			// rs[*].device.size): the output is the source, the rest is
			// read from its parameter.
			prefix := model.NewRelativeTraversalExpression(x.Source, x.Traversal[:i+1], x.Parts[i])
			v := c.param(prefix, sourceHint(prefix))
			return c.restRef(v, prefix.Range(), x.Traversal[i+1:], model.ResolveOutputs(e.Type()))
		}
	case *model.ForExpression, *model.SplatExpression:
		guarded := c.failingGuardedLoop(x)
		if guarded != nil && ResourceValued(guarded.Collection.Type()) {
			// A loop over resources that may fail inside try or can is
			// neither resolved whole (outside the guard) nor built in
			// the callback (its body reads the resources' outputs): it
			// stays holding outputs, which every backend reports
			// (ReportGuardedOutputs).
			return e
		}
		if guarded == nil && !c.l.making[e] && (!c.l.eventual(e.Type()) && c.l.deepEventual(e.Type()) || c.bodyHasEventuals(e)) && !c.readsInner(e) {
			v := c.param(e, "values")
			return paramRef(v, e.Range(), nil, v.VariableType)
		}
		if f, ok := x.(*model.ForExpression); ok {
			// The parts of a loop inside the operation: its variables are
			// not the apply's to read.
			if c.inner == nil {
				c.inner = map[model.Definition]int{}
			}
			vars := []model.Definition{f.ValueVariable}
			if f.KeyVariable != nil {
				vars = append(vars, f.KeyVariable)
			}
			for _, d := range vars {
				c.inner[d]++
			}
			defer func() {
				for _, d := range vars {
					c.inner[d]--
				}
			}()
			if r, ok := c.resolvedLoop(f); ok {
				return r
			}
		}
	case *model.AnonymousFunctionExpression:
		return e
	}
	if c.l.eventual(e.Type()) && c.l.isSource(e) {
		if c.readsInner(e) {
			// A source computed from the variables of a loop inside the
			// operation (secret(x) in a filter of an inner loop whose
			// value reads the outer loop's variable, so that the inner
			// loop stays in the callback).
			return c.keep(e)
		}
		v := c.param(e, sourceHint(e))
		return paramRef(v, e.Range(), nil, v.VariableType)
	}
	if !c.l.eventual(e.Type()) && !c.l.deepEventual(e.Type()) && !c.containsEventual(e) {
		return e
	}
	return model.MapChildren(e, c.replace, c.replacedType)
}

// replacedType is the type of orig rebuilt by replace: resolved, unless a
// kept source leaves it eventual (keepsEventual).
func (c *applyCollector) replacedType(orig model.Expression) model.Type {
	if c.keepsEventual(orig) {
		return orig.Type()
	}
	return model.ResolveOutputs(orig.Type())
}

// paramRef returns a reference to an apply parameter that stands for the
// source at rng (so that messages about it point at the source).
//
// The rest of the traversal is read from the resolved value; where it reads
// an output of a resource inside it (rs[0].device.size, with rs an output of
// a list of resources, which keep their outputs), the reference has the
// eventual type its parts give, and the apply's callback is lowered again.
func paramRef(v *model.Variable, rng hcl.Range, rest hcl.Traversal, typ model.Type) *model.ScopeTraversalExpression {
	ref := model.NewScopeTraversalExpression(v.Name, v, rest, typ)
	for _, p := range ref.Parts[1:] {
		if o, _ := model.ContainsEventuals(p); o {
			ref = model.NewScopeTraversalExpression(v.Name, v, rest, nil)
			break
		}
	}
	ref.Traversal[0] = hcl.TraverseRoot{Name: v.Name, SrcRange: rng}
	return ref
}

// readsInner reports whether e, a for expression or splat, reads a
// variable of a loop inside the operation around it (the key of the loop
// whose sources are gathered over its collection, by which they are
// indexed): e cannot then be an argument of the apply, which is evaluated
// outside that loop, but is computed in the apply's callback from its own
// arguments.
func (c *applyCollector) readsInner(e model.Expression) bool {
	return readsUnbound(e, map[model.Definition]bool{}, func(d model.Definition) bool { return c.inner[d] > 0 })
}

// readsUnbound reports whether e reads a variable for which inner holds
// that is not in bound nor bound by a loop or function inside e around the
// read.
func readsUnbound(e model.Expression, bound map[model.Definition]bool, inner func(model.Definition) bool) bool {
	switch x := e.(type) {
	case *model.ScopeTraversalExpression:
		return x.Definition != nil && !bound[x.Definition] && inner(x.Definition)
	case *model.ForExpression:
		if readsUnbound(x.Collection, bound, inner) {
			return true
		}
		scope := withDefinitions(bound, x.ValueVariable, x.KeyVariable)
		for _, part := range []model.Expression{x.Key, x.Value, x.Condition} {
			if part != nil && readsUnbound(part, scope, inner) {
				return true
			}
		}
		return false
	case *model.AnonymousFunctionExpression:
		return readsUnbound(x.Body, withDefinitions(bound, x.Parameters...), inner)
	}
	for _, c := range model.Children(e) {
		if readsUnbound(c, bound, inner) {
			return true
		}
	}
	return false
}

// withDefinitions returns a copy of bound with vars (those not nil) added.
func withDefinitions(bound map[model.Definition]bool, vars ...*model.Variable) map[model.Definition]bool {
	out := make(map[model.Definition]bool, len(bound)+len(vars))
	for d := range bound {
		out[d] = true
	}
	for _, v := range vars {
		if v != nil {
			out[model.Definition(v)] = true
		}
	}
	return out
}

// bodyHasEventuals reports whether the per-element parts of a for
// expression or splat compute eventual values: the loop variables are then
// not available outside the loop, so the whole loop becomes an argument.
func (c *applyCollector) bodyHasEventuals(e model.Expression) bool {
	var parts []model.Expression
	switch x := e.(type) {
	case *model.ForExpression:
		parts = []model.Expression{x.Key, x.Value, x.Condition}
	case *model.SplatExpression:
		parts = []model.Expression{x.Each}
	}
	for _, p := range parts {
		if p != nil && c.containsEventual(p) {
			return true
		}
	}
	return false
}

// containsEventual reports whether e or a subexpression has an eventual
// type, or is a reference to a collection holding eventuals (which the
// apply resolves whole).
func (c *applyCollector) containsEventual(e model.Expression) bool {
	found := false
	model.Walk(e, func(n model.Expression) bool {
		if found {
			return false
		}
		if _, ok := n.(*model.AnonymousFunctionExpression); ok {
			return false
		}
		if _, isRef := n.(*model.ScopeTraversalExpression); c.l.eventual(n.Type()) || isRef && c.l.deepEventual(n.Type()) {
			found = true
			return false
		}
		return true
	})
	return found
}

// traversalHint names the parameter for a reference: its last attribute,
// else its root.
func traversalHint(e *model.ScopeTraversalExpression) string {
	for i := len(e.Traversal) - 1; i >= 0; i-- {
		switch s := e.Traversal[i].(type) {
		case hcl.TraverseAttr:
			return s.Name
		case hcl.TraverseRoot:
			return s.Name
		}
	}
	return e.RootName
}

// sourceHint names the parameter for a source that is not a reference.
func sourceHint(e model.Expression) string {
	switch x := e.(type) {
	case *model.FunctionCallExpression:
		if x.Name == binder.InvokeName || x.Name == binder.CallName {
			return "result"
		}
		if x.Name == ChosenConditional {
			return "value"
		}
		if (x.Name == ToOutputName || x.Name == "unsecret") && len(x.Args) == 1 {
			if st, ok := x.Args[0].(*model.ScopeTraversalExpression); ok {
				return traversalHint(st)
			}
			return sourceHint(x.Args[0])
		}
		if x.Name != ApplyName && x.Name != InterpolateName {
			return x.Name
		}
	case *model.RelativeTraversalExpression:
		for i := len(x.Traversal) - 1; i >= 0; i-- {
			if a, ok := x.Traversal[i].(hcl.TraverseAttr); ok {
				return a.Name
			}
		}
	}
	return "v"
}

// IsListLike reports whether t is a list, tuple or set, over whose elements
// a splat is a loop (a splat over any other value is a list of that value,
// or empty when it is null).
func IsListLike(t model.Type) bool {
	switch model.RemoveNone(t).(type) {
	case *model.ListType, *model.TupleType, *model.SetType:
		return true
	}
	return false
}

// IsCollection reports whether t, without its none, is a list, set, tuple,
// map or object type.
func IsCollection(t model.Type) bool {
	switch model.RemoveNone(t).(type) {
	case *model.ListType, *model.TupleType, *model.SetType, *model.MapType, *model.ObjectType:
		return true
	}
	return false
}
