package python

import (
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file holds the Python side of eventual values: how expressions are
// lowered (gen.LowerApplies with plain promises, since a plain invoke
// returns its result directly, and __interpolate for templates), and how
// the lowered eventual expressions print: .apply(lambda ...),
// pulumi.Output.all(...), pulumi.Output.concat and pulumi.Output.format.

// applyOptions are the lowering options of the Python backend.
var applyOptions = gen.ApplyOptions{PlainPromises: true, Interpolate: true}

// promiseRanged is gen.PromiseRanged.
type promiseRanged = gen.PromiseRanged

// lower is the Python backend's lowering entry point: it returns e, an
// expression of the program being generated, lowered for a destination of
// type dest, or for any context that accepts an eventual value when dest
// is nil, by the passes of lowerPasses.
func (c *fnCtx) lower(e model.Expression, dest model.Type) model.Expression {
	return c.f.g.lowering.Run(c, e, dest, lowerPasses)
}

// lowerPasses is the Python backend's lowering pipeline. The passes, in
// order:
//
//  1. deferredRefs: references to nodes created later read deferred
//     outputs;
//  2. eventualRefs: config variables read as outputs (secrets, component
//     inputs given outputs) and the locals computed from them are outputs;
//  3. gen.OutputArgInvokes: invokes given outputs by the passes before
//     are outputs;
//  4. convertInvokeArgs: invoke arguments take their parameters' types;
//  5. gen.HeldCollections: collections that hold outputs;
//  6. gen.InsertConversions (with dest): the conversions Python makes
//     explicit;
//  7. convertOperands: operands converted as PCL converts them;
//  8. gen.CreatedReads: reads of resources whose range is a bool;
//  9. gen.OutputElementsOfChoices (with dest): the plain elements of
//     choices of collections whose type has outputs there are outputs,
//     where they are read; gen.PlainConditionals: conditionals of plain
//     condition choose a branch;
//  10. eventualBoolsAsStrings: eventual booleans and numbers in templates
//     become strings as PCL writes them;
//  11. gen.PlainPromiseRanges: promises resolved first are plain;
//  12. gen.PlainResourceOutputs: the outputs of components that are
//     resources are plain, as the classes hold them;
//  13. gen.LowerApplies: applies and interpolations over outputs;
//  14. gen.OptionalChoices (with dest): a choice of an output or null
//     given where null is taken prints null as None.
func lowerPasses() []gen.Pass[*fnCtx] {
	return []gen.Pass[*fnCtx]{
		gen.ExprPass[*fnCtx](gen.TupleElements),
		gen.ExprPass[*fnCtx](gen.InstanceBranches),
		gen.ContextPass((*fnCtx).deferredRefs),
		gen.ContextPass(func(c *fnCtx, e model.Expression) model.Expression { return c.f.eventualRefs(e) }),
		gen.ExprPass[*fnCtx](gen.OutputArgInvokes),
		gen.ExprPass[*fnCtx](convertInvokeArgs),
		gen.ContextPass(func(_ *fnCtx, e model.Expression) model.Expression { return gen.HeldCollections(e, false) }),
		gen.ExprPass[*fnCtx](gen.MixedObjectValues),
		gen.ConversionsPass[*fnCtx](needsConversion),
		gen.ExprPass[*fnCtx](convertOperands),
		gen.ExprPass[*fnCtx](gen.CreatedReads),
		gen.OutputElementsOfChoicesPass[*fnCtx](),
		gen.ExprPass[*fnCtx](gen.PlainConditionals),
		gen.ExprPass[*fnCtx](eventualBoolsAsStrings),
		gen.ExprPass[*fnCtx](gen.PlainPromiseRanges),
		gen.ContextPass((*fnCtx).plainResourceOutputs),
		gen.AppliesPass[*fnCtx](applyOptions),
		gen.OptionalChoicesPass[*fnCtx](),
	}
}

// plainResourceOutputs is gen.PlainResourceOutputs with the views of the
// program's components.
func (c *fnCtx) plainResourceOutputs(e model.Expression) model.Expression {
	return gen.PlainResourceOutputs(e, c.f.g.views, func(st *model.ScopeTraversalExpression) {
		c.f.g.Errorf(st.Range(), "Unsupported reference",
			"The Python generator cannot read the outputs of a component that are resources through %q here; read them from the component directly.", st.RootName)
	})
}

// eventualBoolsAsStrings returns e with the eventual booleans and numbers
// (and values of unknown type) interpolated in templates converted to
// strings, which the lowering moves into their applies:
// pulumi.Output.format would print them as Python spells them (True, 1.0),
// not as PCL does (true, 1).
func eventualBoolsAsStrings(e model.Expression) model.Expression {
	e = gen.MapChildren(e, eventualBoolsAsStrings)
	t, ok := e.(*model.TemplateExpression)
	if !ok {
		return e
	}
	parts := make([]model.Expression, len(t.Parts))
	changed := false
	for i, p := range t.Parts {
		parts[i] = p
		if o, _ := model.ContainsEventuals(p.Type()); o && (isBool(p.Type()) || isNumber(p.Type()) || isDynamic(p.Type())) {
			parts[i] = gen.InsertConversions(p, model.StringType, needsConversion)
			changed = true
		} else if o && (numbers(p.Type()) || isUnion(p.Type())) {
			// (Ints and numbers, a conditional of an int and an optional
			// number, convert as numbers do; a value of one of several
			// types, bool among them, as PCL spells it.)
			// The value's own type, none and all, is the conversion's
			// parameter's: a null fails, as PCL's string of it does.
			sig := model.StaticSignature{Parameters: []model.Parameter{{Name: "value", Type: model.ResolveOutputs(p.Type())}}, ReturnType: model.StringType}
			parts[i] = model.NewFunctionCallExpression(gen.ConvertName, sig, []model.Expression{p}, false, model.NewOutputType(model.StringType))
			changed = true
		}
	}
	if !changed {
		return e
	}
	return model.NewTemplateExpression(parts, t.Type())
}

// numbers reports whether t, without its output and none, is a union of
// ints and numbers (a conditional of an int and an optional number, whose
// value may be a whole number PCL prints as 2, not 2.0).
func numbers(t model.Type) bool {
	u, ok := model.RemoveNone(model.ResolveOutputs(t)).(*model.UnionType)
	if !ok {
		return false
	}
	for _, m := range u.ElementTypes {
		if m = gen.Unenum(m); m != model.IntType && m != model.NumberType {
			return false
		}
	}
	return true
}

// applyCall prints __apply(args..., fn): arg.apply(lambda v: ...) for one
// output, else pulumi.Output.all(name=arg, ...).apply(lambda args: ...),
// whose callback reads the resolved values by name.
func (c *fnCtx) applyCall(x *model.FunctionCallExpression) code {
	args, fn, ok := gen.IsApply(x)
	if !ok {
		return c.errorf(x.Range(), "Unsupported apply", "The Python generator cannot generate this apply.")
	}
	if lifted, ok := c.lifted(args, fn); ok {
		return lifted
	}
	in := c.child()
	if len(args) == 1 {
		p := fn.Parameters[0]
		name := c.f.nodeName(args[0])
		if name != "" && c.f.readsNode(fn.Body, name) {
			// The callback reads the node's variable itself (an output
			// of the resources ranged over it, read again in a loop):
			// the parameter must not hide it.
			name = ""
		}
		if name != "" {
			// The parameter stands for the node itself: it takes the
			// node's name, as the resolved value of that variable.
			in.scope.Use(name)
		} else {
			name = in.scope.Declare(p.Name)
		}
		in.Bind(p, name)
		in.BindValue(p, args[0])
		in.markDicts(p, c.paramDicts(args, 0))
		if readsLiteral(args[0]) {
			in.inferredVars = map[*model.Variable]bool{p: true}
		}
		recv := c.expr(args[0], precPrimary)
		if gen.ChoiceOfTypes(args[0]) || recoverOfTypes(args[0]) {
			// pyright types the choice (or a recover's value and
			// fallback) as the union of its branches' outputs, whose
			// apply takes no one callback.
			recv = c.f.castToOutput(c.f.typeHint(model.ResolveOutputs(args[0].Type())), c.expr(args[0], precLambda+1))
		}
		if !gen.IsOutput(args[0].Type()) || c.f.plainComponentOutput(args[0]) {
			recv = call(c.f.pulumi()+".Output.from_input", c.expr(args[0], precLambda+1))
			elems := shallowElem(args[0].Type())
			_, isList := elems.(*model.ListType)
			if _, isMap := elems.(*model.MapType); isMap {
				// (So does it a dict of Outputs.)
				isList = true
			}
			if tt, isTuple := elems.(*model.TupleType); isTuple {
				// A tuple's elements are read as the SDK's objects'
				// properties (as dict keys, see sdk_dicts.go), or as
				// the values its outputs resolve to.
				isList = holdsSchemaObjects(elems) || len(tt.ElementTypes) > 0
			}
			if isList && gen.ValueHoldsOutputs(args[0]) || heldComponentOutput(args[0]) {
				// pyright types the resolved list as one of Outputs.
				recv = c.f.castToOutput(c.f.typeHint(model.ResolveOutputs(args[0].Type())), recv)
			}
		}
		return cat(recv, atom(".apply"), bracketed("(", []code{cat(atom("lambda "+name+c.loopDefaults(fn)+": "), in.expr(fn.Body, precLambda))}, ")", bkCall))
	}
	resolved := in.scope.Declare("args")
	kwargs := make([]code, len(args))
	keys := newNameScope(nil)
	for i, a := range args {
		p := fn.Parameters[i]
		hint := p.Name
		if keys.Taken(pyName(hint)) {
			// Two values of the same name: say whose they are.
			hint = qualifiedHint(a, hint)
		}
		key := keys.Declare(hint)
		in.Bind(p, resolved+"["+strconv.Quote(key)+"]")
		in.BindValue(p, a)
		in.markDicts(p, c.paramDicts(args, i))
		kwargs[i] = cat(atom(key+"="), c.expr(a, precLambda+1))
	}
	all := call(c.f.pulumi()+".Output.all", kwargs...)
	return cat(all, atom(".apply"), bracketed("(", []code{cat(atom("lambda "+resolved+c.loopDefaults(fn)+": "), in.expr(fn.Body, precLambda))}, ")", bkCall))
}

// recoverOfTypes reports whether e is a recover whose result is an output
// and whose value and fallback are of different types.
func recoverOfTypes(e model.Expression) bool {
	x, ok := gen.Unparenthesized(e).(*model.FunctionCallExpression)
	if !ok || x.Name != "recover" || len(x.Args) != 2 || !gen.IsOutput(x.Type()) {
		return false
	}
	return differentTypes(x.Args[0], x.Args[1], x.Type())
}

// differentTypes reports whether a and b, unified as t, are of different
// types but for nulls, t being one type (not a union, nor dynamic): a
// number and an int, objects of other keys.
func differentTypes(a, b model.Expression, t model.Type) bool {
	at, bt := model.RemoveNone(model.ResolveOutputs(a.Type())), model.RemoveNone(model.ResolveOutputs(b.Type()))
	switch model.RemoveNone(model.ResolveOutputs(t)).(type) {
	case *model.UnionType:
		return false
	}
	if at == model.DynamicType || bt == model.DynamicType || model.RemoveNone(model.ResolveOutputs(t)) == model.DynamicType {
		return false
	}
	return !model.Equal(at, bt)
}

// castToOutput prints value cast to the Output of the type hint, where
// pyright types it otherwise (an Output of a list of Outputs, a union of
// Outputs).
func (f *fileGen) castToOutput(hint string, value code) code {
	return call(f.imports.typingName("cast"), atom(quote(f.pulumi()+".Output["+hint+"]")), value)
}

// interpolate prints __interpolate(parts...): pulumi.Output.concat when
// every value is a string (or plain, converted with str), else
// pulumi.Output.format with the literal text's braces doubled.
func (c *fnCtx) interpolate(x *model.FunctionCallExpression) code {
	concat := true
	for _, p := range x.Args {
		if _, ok := gen.StringLiteral(p); ok {
			continue
		}
		if gen.IsOutput(p.Type()) && !isString(p.Type()) {
			concat = false
		}
	}
	if concat {
		args := make([]code, 0, len(x.Args))
		for _, p := range x.Args {
			switch s, ok := gen.StringLiteral(p); {
			case ok:
				args = append(args, atom(quote(s)))
			case gen.IsOutput(p.Type()):
				args = append(args, c.eventualText(p))
			default:
				args = append(args, c.asString(p))
			}
		}
		return call(c.f.pulumi()+".Output.concat", args...)
	}
	var format strings.Builder
	var args []code
	for _, p := range x.Args {
		if s, ok := gen.StringLiteral(p); ok {
			format.WriteString(strings.NewReplacer("{", "{{", "}", "}}").Replace(s))
			continue
		}
		format.WriteString("{" + strconv.Itoa(len(args)) + "}")
		if gen.IsOutput(p.Type()) {
			args = append(args, c.eventualText(p))
		} else {
			args = append(args, c.asString(p))
		}
	}
	return call(c.f.pulumi()+".Output.format", append([]code{atom(quote(format.String()))}, args...)...)
}

// eventualText prints an eventual part of a template: a value that may be
// null resolves through _not_null, since PCL cannot print a null where
// Python would print "None" (and concat and format type their parts as
// strings).
func (c *fnCtx) eventualText(p model.Expression) code {
	if !model.IsOptional(model.ResolveOutputs(p.Type())) {
		return c.expr(p, precLambda+1)
	}
	return cat(c.expr(p, precPrimary), atom(".apply("+c.f.useHelper("not_null")+")"))
}

// needsConversion reports the conversions between primitive types that
// Python makes explicit for a destination: strings to numbers and bools,
// and numbers and bools to strings. Python needs none between integers
// and floats.
func needsConversion(from, to model.Type) bool {
	from, to = gen.Unenum(from), gen.Unenum(to)
	switch to {
	case model.IntType:
		// A number given to an int (an SDK's Input[int]) is made whole,
		// as Go's int(...) does.
		return from == model.StringType || from == model.NumberType || from == model.DynamicType
	case model.NumberType, model.BoolType:
		return from == model.StringType || from == model.DynamicType
	case model.StringType:
		return from == model.IntType || from == model.NumberType || from == model.BoolType || from == model.DynamicType
	}
	if from == model.DynamicType {
		// A value of any type where a collection of primitives is taken:
		// converted element by element (see gen.NeedsConversion).
		return gen.ConvertsElementsOfDynamic(to, needsConversion)
	}
	return false
}

// convert prints __convert(value): values convert with int, float, str or
// a comparison (constants are converted before, see
// gen.InsertConversions).
func (c *fnCtx) convert(x *model.FunctionCallExpression) (code, int) {
	arg := x.Args[0]
	from := gen.ConvertedFrom(x)
	if numbers(arg.Type()) {
		// (Ints and numbers convert as numbers.)
		from = model.NumberType
	}
	to := gen.Unenum(model.RemoveNone(model.ResolveOutputs(x.Type())))
	// (A conversion whose parameter takes null, a template's part that
	// may be one, fails on it.)
	if s, ok := c.convertPrimitive(arg, from, to, len(x.Signature.Parameters) == 1 && model.IsOptional(x.Signature.Parameters[0].Type)); ok {
		return s, precPrimary
	}
	switch {
	case to == model.IntType && (from == model.StringType || from == model.NumberType):
		return call("int", c.expr(arg, precLambda+1)), precPrimary
	case to == model.NumberType && from == model.StringType:
		return call("float", c.expr(arg, precLambda+1)), precPrimary
	case to == model.BoolType && from == model.StringType:
		return cat(c.expr(arg, precCompare+1), delim("==", prioComparison), atom(`"true"`)), precCompare
	case to == model.StringType && from == model.BoolType:
		return ternary(atom(`"true"`), c.expr(arg, precTernary+1), atom(`"false"`)), precTernary
	case to == model.StringType:
		return call("str", c.expr(arg, precLambda+1)), precPrimary
	}
	return c.exprPrec(arg)
}

// nodeName returns the Python name of the node e refers to as a whole, or
// "".
func (f *fileGen) nodeName(e model.Expression) string {
	st, ok := e.(*model.ScopeTraversalExpression)
	if !ok || len(st.Traversal) != 1 {
		return ""
	}
	if n := referencedNode(st); n != nil {
		return f.names[n]
	}
	return ""
}

// referencedNode returns the node st refers to (a resource ranged over a
// promise as itself), or nil.
func referencedNode(st *model.ScopeTraversalExpression) binder.Node {
	def := st.Definition
	if pr, isRanged := def.(*promiseRanged); isRanged {
		def = pr.Node
	}
	if n, isNode := def.(binder.Node); isNode {
		return n
	}
	return nil
}

// readsNode reports whether body refers to the node whose variable is
// name, whole or through a traversal.
func (f *fileGen) readsNode(body model.Expression, name string) bool {
	found := false
	model.Walk(body, func(e model.Expression) bool {
		if st, ok := e.(*model.ScopeTraversalExpression); ok && !found {
			if n := referencedNode(st); n != nil && f.names[n] == name {
				found = true
			}
		}
		return !found
	})
	return found
}

// readsLiteral reports whether e is an output whose Python type pyright
// infers from the literals it is made of: a call (secret({...})) or a
// local holding one, where config variables, resources, components and
// deferred outputs have types their hints give.
func readsLiteral(e model.Expression) bool {
	switch x := gen.Unparenthesized(e).(type) {
	case *model.FunctionCallExpression:
		return true
	case *model.ScopeTraversalExpression:
		_, isLocal := x.Definition.(*binder.LocalVariable)
		return isLocal && len(x.Traversal) == 1
	}
	return false
}

// outputMembers are the attributes of pulumi.Output, which lifting cannot
// reach through.
var outputMembers = gen.SetOf("all", "apply", "concat", "format", "from_input", "future", "get",
	"is_known", "is_secret", "json_dumps", "json_loads", "resources", "secret", "unsecret")

// lifted prints an apply that only reads attributes and indexes of one
// output as those reads on the output itself, which Pulumi lifts into the
// output (`bucket.website.endpoint`).
func (c *fnCtx) lifted(args []model.Expression, fn *model.AnonymousFunctionExpression) (code, bool) {
	steps, ok := liftedSteps(args, fn)
	if !ok {
		return nil, false
	}
	dicts := c.mayHoldDicts(args[0])
	if dicts && readsUnsetMember(fn.Parameters[0].VariableType, steps) {
		// A dict's key that may be absent is read with .get, which an
		// output does not lift.
		return nil, false
	}
	return c.traverseFrom(c.expr(args[0], precPrimary), fn.Parameters[0].VariableType, steps, fn.Body.Range(), traversalFrom{lifted: true, dicts: dicts}), true
}

// liftedSteps returns the reads of an apply that lifted prints on its
// output, and whether it does.
func liftedSteps(args []model.Expression, fn *model.AnonymousFunctionExpression) (hcl.Traversal, bool) {
	if len(args) != 1 || !gen.IsOutput(args[0].Type()) {
		return nil, false
	}
	var steps hcl.Traversal
	switch body := fn.Body.(type) {
	case *model.ScopeTraversalExpression:
		if body.Definition == model.Definition(fn.Parameters[0]) {
			steps = body.Traversal[1:]
		}
	case *model.RelativeTraversalExpression:
		if src, isRef := body.Source.(*model.ScopeTraversalExpression); isRef && len(src.Traversal) == 1 && src.Definition == model.Definition(fn.Parameters[0]) {
			steps = body.Traversal
		}
	}
	if len(steps) == 0 {
		return nil, false
	}
	for _, step := range steps {
		switch s := step.(type) {
		case hcl.TraverseAttr:
			if outputMembers[pyName(s.Name)] || strings.HasPrefix(s.Name, "_") {
				return nil, false
			}
		case hcl.TraverseIndex:
		default:
			return nil, false
		}
	}
	return steps, true
}

// qualifiedHint names a reference by its root and attributes
// (`a.result` is "a_result"), else returns hint.
func qualifiedHint(e model.Expression, hint string) string {
	st, ok := e.(*model.ScopeTraversalExpression)
	if !ok {
		return hint
	}
	parts := []string{st.RootName}
	for _, step := range st.Traversal[1:] {
		if a, isAttr := step.(hcl.TraverseAttr); isAttr {
			parts = append(parts, a.Name)
		}
	}
	return strings.Join(parts, "_")
}
