package golang

import (
	"go/token"
	"strconv"
	"strings"

	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file holds the Go side of eventual values: how expressions are
// lowered (gen.LowerApplies with plain promises, since Go resolves invokes
// as statements, and __interpolate for templates), and how the lowered
// eventual expressions print: ApplyT, pulumi.All, pulumi.Sprintf.

// applyOptions are the lowering options of the Go backend.
var applyOptions = gen.ApplyOptions{PlainPromises: true, Interpolate: true}

// lower is the Go backend's lowering entry point: it returns e, an
// expression of the program being generated, lowered for a destination of
// type dest, or for any context that accepts an eventual value when dest
// is nil, by the passes of lowerPasses.
func (c *fnCtx) lower(e model.Expression, dest model.Type) model.Expression {
	return c.f.g.lowering.Run(c, e, dest, lowerPasses)
}

// lowerPasses is the Go backend's lowering pipeline. The passes, in order:
//
//  1. goRefs: config variables Go holds as outputs (secrets, component
//     inputs given outputs) and the locals computed from them are retyped as
//     outputs, references to nodes created later read deferred outputs,
//     range.key and range.value and generic resources are Go's;
//  2. outputRangeRefs: reads of the resources of a node ranged over an
//     output become applies over the collection;
//  3. goTyped: calls whose Go value differs in eventuality from the
//     binder's type (methods with plain results, output form invokes) are
//     retyped, and the locals holding them;
//  4. gen.CreatedReads: reads of resources whose range is a bool;
//  5. gen.PlainPromiseRanges: promises Go resolves first are plain;
//  6. componentResourceRefs: the outputs of components that are resources
//     are plain, as the components' Go structs hold them;
//  7. gen.NullAttributeReads: attributes that are always null are null
//     (Go has no output type of none to read them from an input
//     collection as), but for those of outputs that may be secret, and gen.HeldCollections: the elements of
//     collections that hold outputs are read as outputs;
//  8. gen.CollectionChoices: conditionals of collections of different
//     kinds (a list and a tuple) are of the one collection they convert
//     to, not of a union, which Go holds as an interface{};
//     gen.PlainConditionals: conditionals of plain condition choose a
//     branch (after the passes that change what is eventual: a
//     condition reading an element of a collection holding outputs is
//     not plain);
//  9. gen.NullChecks: lists and maps that may be null are read through
//     __notNull where PCL requires a value (a nil slice or map reads as
//     an empty one in Go, where PCL fails);
//  10. gen.InsertConversions (with dest): the conversions Go makes explicit;
//  11. gen.ConvertOperands: operands converted as PCL converts them; and
//     the elements of input-collection locals these conversions read one
//     by one (a tuple given as a list) are read as outputs, as goRefs
//     reads the others;
//  12. gen.LowerApplies: applies and interpolations over outputs;
//  13. gen.HeldEntries: entries of collections that hold outputs, outside
//     applies, are loops over them.
func lowerPasses() []gen.Pass[*fnCtx] {
	return []gen.Pass[*fnCtx]{
		gen.ExprPass[*fnCtx](gen.TupleElements),
		gen.ExprPass[*fnCtx](gen.InstanceBranches),
		gen.ContextPass((*fnCtx).goRefs),
		gen.ContextPass((*fnCtx).outputRangeRefs),
		gen.ContextPass(func(c *fnCtx, e model.Expression) model.Expression { return c.f.g.goTyped(e) }),
		gen.ExprPass[*fnCtx](gen.CreatedReads),
		gen.ExprPass[*fnCtx](gen.PlainPromiseRanges),
		gen.ContextPass((*fnCtx).componentResourceRefs),
		gen.ContextPass(func(c *fnCtx, e model.Expression) model.Expression {
			return gen.NullAttributeReads(e, c.secretNullRead)
		}),
		gen.ContextPass(func(_ *fnCtx, e model.Expression) model.Expression { return gen.HeldCollections(e, true) }),
		gen.ExprPass[*fnCtx](gen.CollectionChoices),
		gen.ExprPass[*fnCtx](gen.PlainConditionals),
		gen.ExprPass[*fnCtx](gen.MixedObjectValues),
		gen.ExprPass[*fnCtx](gen.NullChecks),
		gen.ConversionsPass[*fnCtx](needsConversion),
		gen.OperandsPass[*fnCtx](needsConversion),
		gen.ContextPass((*fnCtx).inputElementRefs),
		gen.AppliesPass[*fnCtx](applyOptions),
		gen.ContextPass(func(_ *fnCtx, e model.Expression) model.Expression { return gen.HeldEntries(e, true) }),
	}
}

// promiseRanged is gen.PromiseRanged: a node whose Go value has another
// type than the binder's (a resource ranged over a promise, which Go
// resolves first; a component input Go holds as an output; ...).
type promiseRanged = gen.PromiseRanged

// needsConversion reports the plain conversions Go makes explicit: numeric
// widening and narrowing, scalars to strings, and dynamic values to typed
// ones (a type assertion), assets and archives too.
func needsConversion(from, to model.Type) bool {
	from, to = gen.Unenum(from), gen.Unenum(to)
	if from == model.NoneType {
		// An output of null (read from an output that may be secret, see
		// secretNullRead) where a primitive is taken: Go's AnyOutput is
		// no input of it.
		_, primitive := to.(*model.PrimitiveType)
		return primitive && to != model.DynamicType
	}
	switch to {
	case model.AssetType, model.ArchiveType, model.AssetOrArchiveType:
		return from == model.DynamicType
	case model.NumberType:
		return from == model.IntType || from == model.DynamicType || from == model.StringType
	case model.IntType:
		return from == model.NumberType || from == model.DynamicType || from == model.StringType
	case model.StringType:
		return from == model.IntType || from == model.NumberType || from == model.BoolType || from == model.DynamicType
	case model.BoolType:
		return from == model.DynamicType || from == model.StringType
	}
	return false
}

// convertPlain prints __convert(value) on a plain value.
func (c *fnCtx) convertPlain(call *model.FunctionCallExpression) (string, int) {
	arg := call.Args[0]
	from := gen.ConvertedFrom(call)
	to := gen.Unenum(model.ResolveOutputs(call.Type()))
	if from == model.NoneType {
		// A null read from an output that may be secret (Go holds it as
		// an any): converted as any value of any type is, where null is
		// taken.
		if _, optional := optionalElement(to); !optional {
			c.f.g.Errorf(arg.Range(), "Unsupported secret",
				"This null, read from a value that may be secret, is given as a %s, and the Go SDK has no output of a %s that is null: Go keeps a secret null only where null is taken (an optional input).", to, to)
			return "nil", precPrimary
		}
		from = model.DynamicType
	}
	if elem, ok := optionalElement(to); ok && from == model.DynamicType && pointerOptional(elem) {
		// Given where null is taken: a null stays null.
		if helper, isScalar := dynamicPrimitives[c.f.plainType(elem)]; isScalar {
			if src, ok := c.dynamicSource(arg); ok {
				arg = src
			}
			return c.f.helper("optionalDynamic") + "(" + c.plain(arg, precLowest) + ", " + c.f.helper(helper) + ")", precPrimary
		}
	}
	if elem, ok := optionalElement(to); ok && from != model.DynamicType && pointerOptional(elem) && from != gen.Unenum(elem) && !(from == model.IntType && gen.Unenum(elem) == model.NumberType) {
		if _, isPtr := optionalElement(model.ResolveOutputs(goTypeOf(arg))); isPtr {
			// An optional value where an optional value of another
			// type is taken: null stays null, any other converts.
			return c.optionalConverted(arg, from, elem), precPrimary
		}
		// A value Go holds as no pointer: converted, and pointed to.
		return c.pointerTo(gen.InsertConversions(arg, elem, needsConversion), elem), precPrimary
	}
	switch {
	case from == model.DynamicType:
		if s := c.dynamicPrimitive(c.plain(arg, precLowest), c.f.plainType(to)); s != "" {
			return s, precPrimary
		}
		return c.assert(c.plain(arg, precPrimary), to), precPrimary
	case to == model.NumberType && from == model.IntType:
		return "float64(" + c.plainAs(arg, from, precLowest) + ")", precPrimary
	case to == model.IntType && from == model.NumberType:
		return c.f.helper("toInt") + "(" + c.plainAs(arg, from, precLowest) + ")", precPrimary
	case to == model.StringType:
		return c.asString(arg), precPrimary
	case from == model.StringType:
		return c.parseString(arg, to)
	}
	return c.plainAs(arg, to, precLowest), precLowest
}

// optionalConverted prints the conversion of arg, an optional value of
// type from that Go holds as a pointer, to an optional value of type elem:
// nil where arg is nil, else its value converted. A conversion that is one
// function of the value (toInt, strconv.Itoa) is given to the
// convertOptional helper.
func (c *fnCtx) optionalConverted(arg model.Expression, from, elem model.Type) string {
	var b strings.Builder
	probe := c.child(&b, "")
	probe.noErr = true
	const marker = "pclgenValue"
	if s := probe.pointeeConverted(marker, from, elem); b.Len() == 0 && strings.HasSuffix(s, "(*"+marker+")") && isQualifiedName(strings.TrimSuffix(s, "(*"+marker+")")) {
		return c.f.helper("convertOptional") + "(" + c.plain(arg, precLowest) + ", " + strings.TrimSuffix(s, "(*"+marker+")") + ")"
	}
	return c.iife("*"+c.f.plainType(elem), func(in *fnCtx) {
		name := in.plain(arg, precLowest)
		if st, isVar := gen.Unparenthesized(arg).(*model.ScopeTraversalExpression); !isVar || len(st.Traversal) != 1 || strings.ContainsAny(name, "*.([") {
			name = in.scope.Declare("value")
			in.out.WriteString(name + " := " + in.plain(arg, precLowest) + "\n")
		}
		in.out.WriteString("if " + name + " == nil {\nreturn nil\n}\n")
		result := in.scope.Declare("converted")
		in.out.WriteString(result + " := " + in.pointeeConverted(name, from, elem) + "\n")
		in.out.WriteString("return &" + result + "\n")
	})
}

// pointeeConverted prints the value the pointer variable name points to,
// of type from, converted to elem.
func (c *fnCtx) pointeeConverted(name string, from, elem model.Type) string {
	v := model.NewVariable(name, from)
	c.Bind(v, "*"+name)
	converted := gen.InsertConversions(model.NewScopeTraversalExpression(name, v, nil, nil), elem, needsConversion)
	return c.plainAs(converted, elem, precLowest)
}

// parseString prints the conversion of a plain string to a number or a
// bool: a strconv call whose error fails the program (constants are
// converted before, see gen.InsertConversions).
func (c *fnCtx) parseString(arg model.Expression, to model.Type) (string, int) {
	conv := c.f.imports.std("strconv")
	v := c.plainAs(arg, model.StringType, precLowest)
	switch to {
	case model.IntType:
		return c.hoist("parsed", conv+".Atoi("+v+")"), precPrimary
	case model.NumberType:
		return c.hoist("parsed", conv+".ParseFloat("+v+", 64)"), precPrimary
	}
	return c.hoist("parsed", conv+".ParseBool("+v+")"), precPrimary
}

// output prints an eventual expression (a source, an apply or an
// interpolation) as a Go Output.
func (c *fnCtx) output(e model.Expression) string {
	switch x := e.(type) {
	case *model.ParenthesesExpression:
		return c.output(x.Expression)
	case *model.ScopeTraversalExpression:
		return c.scopeTraversal(x)
	case *model.FunctionCallExpression:
		switch x.Name {
		case gen.ApplyName:
			return c.applyCall(x)
		case gen.InterpolateName:
			return c.interpolate(x)
		}
		s, _ := c.call(x)
		return s
	case *model.RelativeTraversalExpression:
		// A traversal of an eventual source the lowering left whole (an
		// output form invoke's result): project with accessors.
		return c.plain(x, precLowest)
	}
	c.f.g.Errorf(e.Range(), "Unsupported eventual expression",
		"The Go generator cannot generate this %s expression, whose value is eventual, here.", gen.ExprKind(e))
	return "nil"
}

// receiver prints an eventual expression as a Go Output value whose element
// type is the plain type of its model type (IDs and URNs become strings).
func (c *fnCtx) receiver(e model.Expression) string {
	return c.loopInputAsOutput(e, idsAsStrings(c.output(e)))
}

// idsAsStrings returns s, a printed output, as a StringOutput when it is a
// resource's ID or URN (an IDOutput or URNOutput, whose values are
// pulumi.ID and pulumi.URN where PCL holds strings).
func idsAsStrings(s string) string {
	if strings.HasSuffix(s, ".ID()") || strings.HasSuffix(s, ".URN()") {
		return s + ".ToStringOutput()"
	}
	return s
}

// applyCall prints __apply(args..., fn) as ApplyT on the one argument, or
// on pulumi.All of several. A callback whose body is itself eventual (see
// outputRangeRefs) returns the body's Output, which ApplyT awaits.
func (c *fnCtx) applyCall(call *model.FunctionCallExpression) string {
	args, fn, ok := gen.IsApply(call)
	if !ok {
		c.f.g.Errorf(call.Range(), "Unsupported apply", "The Go generator cannot generate this apply.")
		return "nil"
	}
	ret := model.ResolveOutputs(goTypeOf(fn.Body))
	outType := c.f.outputType(ret)
	if outType == "" {
		c.f.g.Errorf(call.Range(), "Unsupported output type",
			"The Go SDK has no output type for values of type %s, so this expression over outputs cannot be generated.", ret)
		return "nil"
	}
	eventualBody := gen.IsOutput(fn.Body.Type()) || gen.ValueHoldsOutputs(fn.Body)
	goRet := c.f.plainType(ret)
	if _, resolved, ok := c.f.resolvedResult(ret, ""); ok {
		goRet = resolved
	}
	if eventualBody {
		goRet = outType
	}
	var body strings.Builder
	head, inner := c.applyHead(args, fn, goRet, &body)
	var result string
	switch {
	case gen.IsOutput(fn.Body.Type()):
		result = inner.receiver(fn.Body)
	case eventualBody:
		result = inner.input(fn.Body, ret) + outputMethod(outType)
	default:
		result = inner.plainAs(fn.Body, ret, precLowest)
		if conv, _, ok := c.f.resolvedResult(ret, result); ok {
			result = conv
		}
	}
	body.WriteString("return " + result + ", nil\n")
	return head + body.String() + "}).(" + outType + ")"
}

// applyHead returns the start of the ApplyT call of an apply with the given
// arguments and callback, up to the callback's opening brace, with goRet as
// the callback's result type; it writes the statements that unpack the
// resolved arguments into body and returns the callback's context.
func (c *fnCtx) applyHead(args []model.Expression, fn *model.AnonymousFunctionExpression, goRet string, body *strings.Builder) (string, *fnCtx) {
	inner := c.child(body, "return "+zeroValue(goRet)+", err")
	if len(args) == 1 && gen.IsOutput(args[0].Type()) {
		p := fn.Parameters[0]
		name := inner.scope.Declare(p.Name)
		inner.Bind(p, name)
		inner.BindValue(p, args[0])
		if coll, isAny := c.anyRanged(args[0]); isAny {
			v := inner.scope.Declare("v")
			body.WriteString(name + " := " + v + ".(" + coll + ")\n")
			return c.receiver(args[0]) + ".ApplyT(func(" + v + " interface{}) (" + goRet + ", error) {\n", inner
		}
		if vType, ok := c.f.resolvesUntyped(goParamType(args[0], p)); ok {
			v := "_"
			if gen.ReadsVariable(fn.Body, p) {
				// Go rejects a variable declared and not used.
				v = inner.scope.Declare("v")
				conv, _, _ := c.f.resolvedParam(goParamType(args[0], p), v)
				body.WriteString(name + " := " + conv + "\n")
			}
			return c.receiver(args[0]) + ".ApplyT(func(" + v + " " + vType + ") (" + goRet + ", error) {\n", inner
		}
		paramType := goParamType(args[0], p)
		goType := c.f.plainType(paramType)
		c.f.widenedParam(paramType, p)
		if want, ok := c.f.paramConversion(goType, p); ok && gen.ReadsVariable(fn.Body, p) {
			v := inner.scope.Declare("v")
			body.WriteString(name + " := " + c.f.viaJSON(want, v) + "\n")
			return c.receiver(args[0]) + ".ApplyT(func(" + v + " " + goType + ") (" + goRet + ", error) {\n", inner
		}
		return c.receiver(args[0]) + ".ApplyT(func(" + name + " " + goType + ") (" + goRet + ", error) {\n", inner
	}
	// An argument printed as another one is (w in `w && w`) is given once,
	// its parameters bound to one name: the printer folds `w2 && w3` to
	// one operand, and Go rejects a variable declared and not used.
	var all []string
	index := make([]int, len(args))
	first := map[string]int{}
	for i, a := range args {
		var s string
		if gen.IsOutput(a.Type()) {
			s = c.receiver(a)
		} else {
			s = c.input(a, a.Type())
		}
		if j, dup := first[s]; dup {
			index[i] = -1 - j
			continue
		}
		first[s] = i
		index[i] = len(all)
		all = append(all, s)
	}
	argsName := inner.scope.Declare("resolved")
	// An argument only waited for (the range whose secrecy
	// gen.WithSecrecyOfName gives) gets no variable: Go rejects a variable
	// declared and not used.
	read := make([]bool, len(fn.Parameters))
	for i, p := range fn.Parameters {
		if gen.ReadsVariable(fn.Body, p) {
			if index[i] < 0 {
				read[-1-index[i]] = true
			} else {
				read[i] = true
			}
		}
	}
	names := make([]string, len(fn.Parameters))
	for i, p := range fn.Parameters {
		if index[i] < 0 {
			inner.Bind(p, names[-1-index[i]])
			inner.BindValue(p, args[i])
			continue
		}
		if !read[i] {
			continue
		}
		name := inner.scope.Declare(p.Name)
		names[i] = name
		inner.Bind(p, name)
		inner.BindValue(p, args[i])
		paramType := goParamType(args[i], p)
		goType := c.f.plainType(paramType)
		if coll, isAny := c.anyRanged(args[i]); isAny {
			goType = coll
		}
		resolved := argsName + "[" + strconv.Itoa(index[i]) + "]"
		if conv, _, ok := c.f.resolvedParam(paramType, resolved); ok {
			body.WriteString(name + " := " + conv + "\n")
			continue
		}
		if want, ok := c.f.paramConversion(goType, p); ok {
			body.WriteString(name + " := " + c.f.viaJSON(want, resolved) + "\n")
			continue
		}
		c.f.widenedParam(paramType, p)
		body.WriteString(name + " := " + resolved + ".(" + goType + ")\n")
	}
	return c.f.pulumi() + ".All(" + strings.Join(all, ", ") + ").ApplyT(func(" + argsName + " []interface{}) (" + goRet + ", error) {\n", inner
}

// widenedParam records goType as the Go type of the value of p, an apply
// callback's parameter, when it is a collection of required elements
// where p's type has optional ones (a nested apply computes a []float64
// of a resource's required property read through an optional object,
// where p is a list of optional numbers, a []*float64): the body reads p
// as it is, and a use that takes p's type converts it (plainAs).
func (f *fileGen) widenedParam(goType model.Type, p *model.Variable) {
	have, want := f.plainType(goType), f.plainType(model.ResolveOutputs(p.VariableType))
	if have != want && strings.Contains(want, "*") && !strings.ContainsAny(have, "*.") && (strings.HasPrefix(have, "[]") || strings.HasPrefix(have, "map[")) {
		f.paramGoTypes[p] = goType
	}
}

// paramConversion returns the Go type of parameter p, as the callback's
// body reads it, when the resolved argument's Go type goType is another
// collection of plain data (a []int, computed on ints, where p is a list of
// numbers, a []float64): the argument is converted to it through JSON.
// (Pointers to optional values are read as they are.)
func (f *fileGen) paramConversion(goType string, p *model.Variable) (string, bool) {
	want := f.plainType(model.ResolveOutputs(p.VariableType))
	collection := func(t string) bool { return strings.HasPrefix(t, "[]") || strings.HasPrefix(t, "map[") }
	if want == goType || !collection(want) || !collection(goType) || !jsonData(want, goType) || strings.Contains(want+goType, "*") {
		return "", false
	}
	return want, true
}

// interpolate prints __interpolate(parts...) as pulumi.Sprintf, escaping
// '%' in the literal text.
func (c *fnCtx) interpolate(call *model.FunctionCallExpression) string {
	var format strings.Builder
	var args []string
	for _, p := range call.Args {
		if s, ok := gen.StringLiteral(p); ok {
			format.WriteString(strings.ReplaceAll(s, "%", "%%"))
			continue
		}
		format.WriteString("%v")
		if gen.IsOutput(p.Type()) {
			s := c.receiver(p)
			resolved := model.ResolveOutputs(goTypeOf(p))
			if elem, ok := optionalElement(resolved); ok && pointerOptional(elem) {
				s = c.optionalElem(s, elem, "NotNull")
			}
			if model.RemoveNone(resolved) == model.NumberType {
				// %v prints a large number with an exponent; PCL prints
				// its digits.
				s += ".ApplyT(" + c.f.helper("numberText") + ").(" + c.f.pulumi() + ".StringOutput)"
			} else if c.f.plainType(resolved) == "interface{}" {
				// A value of any type (a number among them) converts as
				// PCL converts it.
				s += ".ApplyT(" + c.f.helper("dynamicString") + ").(" + c.f.pulumi() + ".StringOutput)"
			}
			args = append(args, s)
		} else if t := model.RemoveNone(model.ResolveOutputs(p.Type())); t == model.NumberType {
			args = append(args, c.f.helper("numberText")+"("+c.plainAs(p, t, precLowest)+")")
		} else {
			args = append(args, c.plainTemplateArg(p))
		}
	}
	return c.f.pulumi() + ".Sprintf(" + stringLiteral(format.String()) + ", " + strings.Join(args, ", ") + ")"
}

// isQualifiedName reports whether s is a Go identifier or a package's
// (strconv.Itoa).
func isQualifiedName(s string) bool {
	parts := strings.Split(s, ".")
	if len(parts) > 2 {
		return false
	}
	for _, p := range parts {
		if !token.IsIdentifier(p) {
			return false
		}
	}
	return true
}

// secretNullRead reports whether read, a read of an attribute that is
// always null, reads it from an output that may be secret: the null is
// secret, as the output read as an any is.
func (c *fnCtx) secretNullRead(read model.Expression) bool {
	var root model.Type
	switch x := read.(type) {
	case *model.ScopeTraversalExpression:
		root = x.Parts[0]
	case *model.RelativeTraversalExpression:
		root = x.Source.Type()
	}
	if root == nil || !gen.IsOutput(root) {
		return false
	}
	return c.f.g.Secrecy().MayBeSecret(read, nil) || c.RangeSecrecy != nil && gen.ReadsRange(read)
}
