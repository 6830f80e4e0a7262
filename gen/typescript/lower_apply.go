package typescript

import (
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file holds the TypeScript side of eventual values: how expressions
// are lowered (gen.LowerApplies with plain promises, since plain invokes are
// awaited, and __interpolate for templates), and how the lowered eventual
// expressions print: `.apply`, `pulumi.all`, `pulumi.interpolate`.

// applyOptions are the lowering options of the TypeScript backend.
var applyOptions = gen.ApplyOptions{PlainPromises: true, Interpolate: true}

// lower is the TypeScript backend's lowering entry point: it returns e, an
// expression of the program being generated, lowered for a destination of
// type dest, or for any context that accepts an eventual value when dest
// is nil, by the passes of lowerPasses.
func (f *fileGen) lower(e model.Expression, dest model.Type) model.Expression {
	return f.g.lowering.Run(f, e, dest, lowerPasses)
}

// lowerPasses is the TypeScript backend's lowering pipeline. The passes, in
// order:
//
//  1. retypeConfig: config variables read as outputs (secrets, component
//     inputs given outputs) and the locals computed from them are outputs,
//     and so are the variables of loops over collections holding them;
//  2. retypeDeferred: references to nodes created later read deferred
//     outputs;
//  3. gen.OutputArgInvokes: invokes given outputs by the passes before
//     are outputs;
//  4. outputInvokes: invokes TypeScript calls in their output form;
//  5. gen.CreatedReads: reads of resources whose range is a bool;
//  6. gen.PlainPromiseRanges: promises resolved first are plain;
//  7. gen.PlainResourceOutputs: the outputs of components that are
//     resources are plain, as the classes hold them;
//  8. gen.HeldCollections: collections that hold outputs;
//  9. gen.OutputElementsOfChoices (with dest): the plain elements of
//     choices of collections whose type has outputs there are outputs,
//     where they are read; gen.PlainConditionals: conditionals of plain
//     condition choose a branch (after the passes that change what is
//     eventual);
//  10. gen.InsertConversions (with dest): the conversions TypeScript makes
//     explicit;
//  11. gen.ConvertOperands: operands converted as PCL converts them;
//  12. gen.LowerApplies: applies and interpolations over outputs;
//  13. gen.OptionalChoices (with dest): a choice of an output or null
//     given where null is taken prints null as undefined.
func lowerPasses() []gen.Pass[*fileGen] {
	return []gen.Pass[*fileGen]{
		gen.ExprPass[*fileGen](gen.TupleElements),
		gen.ExprPass[*fileGen](gen.InstanceBranches),
		gen.ContextPass((*fileGen).retypeConfig),
		gen.ContextPass((*fileGen).retypeDeferred),
		gen.ExprPass[*fileGen](gen.OutputArgInvokes),
		gen.ContextPass((*fileGen).outputInvokes),
		gen.ExprPass[*fileGen](gen.CreatedReads),
		gen.ExprPass[*fileGen](gen.PlainPromiseRanges),
		gen.ContextPass((*fileGen).plainResourceOutputs),
		gen.ContextPass(func(_ *fileGen, e model.Expression) model.Expression { return gen.HeldCollections(e, false) }),
		gen.OutputElementsOfChoicesPass[*fileGen](),
		gen.ExprPass[*fileGen](gen.PlainConditionals),
		gen.ExprPass[*fileGen](gen.MixedObjectValues),
		gen.ConversionsPass[*fileGen](needsConversion),
		gen.OperandsPass[*fileGen](needsConversion),
		gen.AppliesPass[*fileGen](applyOptions),
		gen.OptionalChoicesPass[*fileGen](),
	}
}

// plainResourceOutputs is gen.PlainResourceOutputs with the views of the
// program's components.
func (f *fileGen) plainResourceOutputs(e model.Expression) model.Expression {
	return gen.PlainResourceOutputs(e, f.g.views, func(st *model.ScopeTraversalExpression) {
		f.g.Errorf(st.Range(), "Unsupported reference",
			"The TypeScript generator cannot read the outputs of a component that are resources through %q here; read them from the component directly.", st.RootName)
	})
}

// eventualConfig stands for a component's config variable that some
// instance of the component sets to an output: inside the component the
// variable is an output too.
type eventualConfig struct {
	*binder.ConfigVariable
	typ model.Type
}

// Type implements model.Definition.
func (e *eventualConfig) Type() model.Type { return e.typ }

// retypeConfig retypes the references to the config variables read as
// outputs (those of a component that instances set to outputs, and the
// secrets of a program), and to the locals computed from them.
func (f *fileGen) retypeConfig(e model.Expression) model.Expression {
	if len(f.outputConfig)+len(f.retypedLocals)+len(f.retypedRanges) == 0 || e == nil {
		return e
	}
	return gen.EventualForVariables(gen.LiftBuiltinCalls(gen.MapReferences(e, func(st *model.ScopeTraversalExpression) model.Expression {
		if l, isLocal := st.Definition.(*binder.LocalVariable); isLocal && f.retypedLocals[l] != nil {
			def := &gen.PromiseRanged{Node: l, Plain: f.retypedLocals[l]}
			return gen.Rebind(st, def)
		}
		if n, isNode := st.Definition.(binder.Node); isNode && f.retypedRanges[n] != nil {
			return gen.Rebind(st, &gen.PromiseRanged{Node: n, Plain: f.retypedRanges[n]})
		}
		v, ok := st.Definition.(*binder.ConfigVariable)
		if !ok || !f.outputConfig[v] {
			return st
		}
		def := &eventualConfig{ConfigVariable: v, typ: model.NewOutputType(model.ResolveOutputs(v.Type()))}
		return gen.Rebind(st, def)
	})))
}

// needsConversion reports the conversions TypeScript makes explicit:
// numbers and bools to strings, strings to numbers and bools, numbers to
// ints (which must be whole), and values of any type to each of these.
func needsConversion(from, to model.Type) bool {
	from, to = gen.Unenum(from), gen.Unenum(to)
	if from == model.NoneType {
		// An output of null (read from an object a conditional unified
		// with another) where a value of another type is taken: the
		// Output<undefined> is typed as an Output of that type.
		return to != model.NoneType && to != model.DynamicType
	}
	switch to {
	case model.StringType:
		return from == model.IntType || from == model.NumberType || from == model.BoolType || from == model.DynamicType
	case model.IntType:
		return from == model.StringType || from == model.NumberType || from == model.DynamicType
	case model.NumberType, model.BoolType:
		return from == model.StringType || from == model.DynamicType
	}
	if from == model.DynamicType {
		// A value of any type where a collection of primitives is taken:
		// converted element by element (see gen.NeedsConversion).
		return gen.ConvertsElementsOfDynamic(to, needsConversion)
	}
	return false
}

// dynamicConversions are the helpers that convert a value of any type to
// each primitive type.
var dynamicConversions = map[model.Type]string{
	model.StringType: "pclAsString",
	model.NumberType: "pclAsNumber",
	model.IntType:    "pclAsInt",
	model.BoolType:   "pclAsBool",
}

// convert prints __convert(value): numbers and bools where a string is
// needed print as PCL prints them, and strings where a number or a bool is
// needed are parsed as PCL parses them, failing where PCL fails (constants
// are converted before, see gen.InsertConversions).
func (c *fnCtx) convert(call *model.FunctionCallExpression) (string, int) {
	arg := call.Args[0]
	from := gen.ConvertedFrom(call)
	to := gen.Unenum(model.RemoveNone(model.ResolveOutputs(call.Type())))
	var fn string
	switch {
	case from == model.NoneType:
		// Always null (an output read as null): typed as an optional
		// value of the type taken there, asserted present as the other
		// conversions are (see presentConversion).
		return "(" + c.expr(arg, precCompare) + " as " + c.f.tsType(gen.EventualAs(model.NewOptionalType(to), call.Type())) + ")!", precPostfix
	case from == model.DynamicType && dynamicConversions[to] != "":
		return c.f.helper(dynamicConversions[to]) + "(" + c.expr(arg, precCond) + ")", precPostfix
	case to == model.StringType && from != model.StringType && from != model.DynamicType:
		fn = "String"
		if from == model.IntType || from == model.NumberType {
			fn = c.f.helper("pclNumberText")
		}
	case (to == model.IntType || to == model.NumberType) && from == model.StringType:
		fn = c.f.helper("pclNumber")
	case to == model.IntType && from == model.NumberType:
		// PCL gives an int only a whole number.
		fn = c.f.helper("pclInt")
	case to == model.BoolType && from == model.StringType:
		fn = c.f.helper("pclBool")
	default:
		return c.exprPrec(arg)
	}
	if _, opt := optionalElement(shallow(arg.Type())); opt && !gen.IsNull(arg) {
		// A null converts to null, typed present as the conversion's
		// type is (as present asserts).
		return c.f.helper("pclMaybe") + "(" + c.expr(arg, precCond) + ", " + fn + ")!", precPostfix
	}
	return fn + "(" + c.expr(arg, precCond) + ")", precPostfix
}

// outputOf prints a lowered expression as a pulumi.Output: outputs as they
// are, anything else through pulumi.output.
func (c *fnCtx) outputOf(e model.Expression) string {
	if gen.IsOutput(e.Type()) {
		if heldElementRead(e) || choiceOfNull(e) {
			// A choice between an output of null and another, or an
			// element of a choice between collections of outputs of
			// different types (a conditional of lists), which
			// TypeScript types as the union of their Outputs, whose
			// apply takes no one callback.
			return c.f.pulumi() + ".output<" + c.f.tsType(model.ResolveOutputs(e.Type())) + ">(" + c.expr(e, precLowest) + ")"
		}
		return c.expr(e, precPostfix)
	}
	return c.f.pulumi() + ".output" + c.f.typeArgument(e) + "(" + c.expr(e, precLowest) + ")"
}

// applyCall prints __apply(args..., fn) as .apply on the one argument, or
// on pulumi.all of several.
func (c *fnCtx) applyCall(call *model.FunctionCallExpression) string {
	args, fn, ok := gen.IsApply(call)
	if !ok {
		c.f.g.Errorf(call.Range(), "Unsupported apply", "The TypeScript generator cannot generate this apply.")
		return "undefined"
	}
	// A callback may always be async: apply resolves the promise it returns.
	async := new(bool)
	defer c.guardParameters(args, fn)()
	if len(args) == 1 {
		if path, ok := liftedPath(args[0], fn); ok {
			return c.expr(args[0], precPostfix) + path
		}
		recv := c.outputOf(args[0])
		typeArg, returns := c.f.applyTyping(fn.Body)
		lambda := c.typedLambda(fn, args, async, returns)
		if *async {
			lambda = "async " + lambda
		}
		return recv + ".apply" + typeArg + "(" + lambda + ")"
	}
	items := make([]string, len(args))
	for i, a := range args {
		items[i] = c.expr(a, precCond)
	}
	inner := c.child(async)
	names := make([]string, len(fn.Parameters))
	for i, p := range fn.Parameters {
		names[i] = inner.scope.Declare(p.Name)
		inner.Bind(p, names[i])
		inner.BindValue(p, args[i])
	}
	body := inner.expr(fn.Body, precCond)
	if strings.HasPrefix(body, "{") {
		body = "(" + body + ")"
	}
	prefix := ""
	if *async {
		prefix = "async "
	}
	all, pattern := c.allOf(items, names)
	typeArg, returns := c.f.applyTyping(fn.Body)
	return all + ".apply" + typeArg + "(" + prefix + "(" + pattern + ")" + returnAnnotation(returns, *async) + " => " + body + ")"
}

// maxAllTuple is the most values pulumi.all types as a tuple of their
// types; of more, it takes an array of one type.
const maxAllTuple = 8

// allOf returns pulumi.all of items and the parameter pattern that
// destructures its value into names. More than maxAllTuple values are
// grouped into nested alls of at most that many, each typed as a tuple.
func (c *fnCtx) allOf(items, names []string) (all, pattern string) {
	for len(items) > maxAllTuple {
		var groups, patterns []string
		for i := 0; i < len(items); i += maxAllTuple {
			j := min(i+maxAllTuple, len(items))
			if j-i == 1 {
				groups, patterns = append(groups, items[i]), append(patterns, names[i])
				continue
			}
			groups = append(groups, c.f.pulumi()+".all(["+list(items[i:j], "")+"])")
			patterns = append(patterns, "["+strings.Join(names[i:j], ", ")+"]")
		}
		items, names = groups, patterns
	}
	return c.f.pulumi() + ".all([" + list(items, "") + "])", "[" + strings.Join(names, ", ") + "]"
}

// interpolate prints __interpolate(parts...) as a pulumi.interpolate
// template.
func (c *fnCtx) interpolate(call *model.FunctionCallExpression) string {
	return c.f.pulumi() + ".interpolate" + c.templateLiteral(call.Args)
}

// liftedPath returns the property and index accesses of an apply that only
// reads into its output's value, ".a.b" or "[0]", when the output's proxy
// (the lifted properties of Output<T>) gives the same value with a
// type-correct Output: the value and everything read on the way are
// objects or tuples that cannot be undefined, read by properties that are
// not optional and indexes the types have. A map's key or a list's index may be missing,
// which PCL reports and the proxy would not.
func liftedPath(arg model.Expression, fn *model.AnonymousFunctionExpression) (string, bool) {
	if !gen.IsOutput(arg.Type()) || len(fn.Parameters) != 1 {
		return "", false
	}
	st, ok := fn.Body.(*model.ScopeTraversalExpression)
	if !ok || st.Definition != model.Definition(fn.Parameters[0]) || len(st.Traversal) < 2 || len(st.Parts) < len(st.Traversal) {
		return "", false
	}
	var path strings.Builder
	for i, step := range st.Traversal[1:] {
		switch t := st.Parts[i].(type) {
		case *model.ObjectType:
			attr, ok := step.(hcl.TraverseAttr)
			if !ok || !isIdentifier(attr.Name) || binder.IsResourceType(t) {
				return "", false
			}
			// An optional property is optional in the proxy too
			// (Output<T | undefined> | undefined).
			if pt, has := t.Properties[attr.Name]; !has || model.IsOptional(pt) {
				return "", false
			}
			path.WriteString("." + attr.Name)
		case *model.TupleType:
			idx, ok := step.(hcl.TraverseIndex)
			if !ok || idx.Key.Type() != cty.Number {
				return "", false
			}
			path.WriteString("[" + numberLiteral(idx.Key.AsBigFloat()) + "]")
		default:
			return "", false
		}
	}
	return path.String(), true
}

// heldElementRead reports whether e, an output, reads an element of a
// choice between collections of different types that are not outputs (a
// local conditional of lists holding outputs), whose elements TypeScript
// types by the branches they come from: a traversal with an index or key, an index expression,
// or element or lookup of one.
func heldElementRead(e model.Expression) bool {
	var coll model.Expression
	switch x := gen.Unparenthesized(e).(type) {
	case *model.ScopeTraversalExpression:
		if len(x.Traversal) < 2 {
			return false
		}
		coll = x
	case *model.IndexExpression:
		coll = x.Collection
	case *model.FunctionCallExpression:
		if (x.Name != "element" && x.Name != "lookup") || len(x.Args) < 2 {
			return false
		}
		coll = x.Args[0]
	default:
		return false
	}
	if st, ok := gen.Unparenthesized(coll).(*model.ScopeTraversalExpression); ok {
		l, isLocal := st.Definition.(*binder.LocalVariable)
		if !isLocal || l.Value == nil {
			return false
		}
		coll = l.Value
	}
	leaves := gen.ChoiceLeaves(coll)
	if gen.IsOutput(coll.Type()) || len(leaves) < 2 || !gen.HoldsOutputs(coll.Type()) {
		return false
	}
	types := make([]model.Type, len(leaves))
	for i, l := range leaves {
		types[i] = l.Type()
	}
	return !sameTypes(types)
}

// sameTypes reports whether ts are all one type (an output and its value
// are not).
func sameTypes(ts []model.Type) bool { return gen.SameTypes(ts, nil) }

// choiceOfNull reports whether e is a conditional of outputs
// (gen.ChosenConditional) one of whose branches is null: the other
// branches' Outputs are typed apart from the null's, Output<undefined>.
func choiceOfNull(e model.Expression) bool {
	if !gen.ChoiceOfTypes(e) {
		return false
	}
	x := gen.Unparenthesized(e).(*model.FunctionCallExpression)
	return model.ResolveOutputs(x.Args[1].Type()) == model.NoneType || model.ResolveOutputs(x.Args[2].Type()) == model.NoneType
}
