package golang

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// Go operator precedences, as passed to the printers: an expression printed
// where precedence p is needed is parenthesized when it binds more loosely.
const (
	precLowest  = 0
	precOr      = 1
	precAnd     = 2
	precCompare = 3
	precAdd     = 4
	precMul     = 5
	precUnary   = 6
	precPrimary = 7
)

// fnCtx is the function body being generated: where hoisted statements
// go, the names in scope, and how to return an error.
type fnCtx struct {
	f     *fileGen
	out   *strings.Builder
	scope *nameScope
	// Bindings name the variables this body binds; a nested body's see
	// those around it.
	*gen.Bindings
	parent *fnCtx
	// fail is the statement that returns err from this function.
	fail string
	// RangeVars name `range.key` and `range.value` inside a ranged
	// resource.
	gen.RangeVars
	// errDeclared reports whether err is declared in this body.
	errDeclared bool
	// loop is set inside a function literal that cannot return an error
	// (an immediately invoked function for a conditional or a loop).
	noErr bool
	// rangeValueGo, when set, is the Go type of range.value, where it
	// differs from the binder's (see declareOverOutput).
	rangeValueGo model.Type
	// strict is set inside the arguments of try and can, where reading a
	// missing map key fails (see lookup).
	strict bool
	// created are the resources and components created so far, and
	// deferred the deferred outputs of those to come (see deferred.go);
	// both are kept by the outermost context.
	created  map[binder.Node]bool
	deferred map[binder.Node][]*deferredRef
	// awaitedOutputs print the outputs of the locals holding outputs that
	// nothing awaits for sure (nothing reads them, or only ranged nodes or
	// the length of a collection do), which the body awaits at its end
	// (see awaitOutputs): the local, or the output of its collection.
	awaitedOutputs []string
}

func newFnCtx(f *fileGen, scope *nameScope, fail string) *fnCtx {
	return &fnCtx{f: f, scope: scope, Bindings: gen.NewBindings(nil), fail: fail}
}

// child returns a context for a nested function body writing to out.
func (c *fnCtx) child(out *strings.Builder, fail string) *fnCtx {
	n := newFnCtx(c.f, c.scope.Child(), fail)
	n.out, n.parent = out, c
	n.Bindings = gen.NewBindings(c.Bindings)
	n.RangeVars = c.RangeVars
	n.strict = c.strict
	n.rangeValueGo = c.rangeValueGo
	return n
}

// mapGet prints the element of the Go map m (a PCL map, or a dynamic
// value) at key: a key the map does not hold fails the program, as in PCL.
func (c *fnCtx) mapGet(m, key string) string {
	return c.f.helper("mustGet") + "(" + m + ", " + key + ")"
}

// lookup prints m[key], the element of a Go map whose element type is
// goElem. A missing key gives the zero value in Go but fails in PCL, which
// try and can observe: in their arguments the lookup panics instead.
func (c *fnCtx) lookup(m, key, goElem string) string {
	if !c.strict {
		return m + "[" + key + "]"
	}
	msg := strconv.Quote("missing key ") + " + " + key
	if k, err := strconv.Unquote(key); err == nil {
		msg = strconv.Quote("missing key " + k)
	}
	// The key is printed again in the message, where the names the
	// function declares must not hide the user's.
	s := c.scope.Child()
	v, ok := s.Declare("v"), s.Declare("ok")
	return "func() " + goElem + " {\n" + v + ", " + ok + " := " + m + "[" + key + "]\nif !" + ok + " {\npanic(" + msg + ")\n}\nreturn " + v + "\n}()"
}

// errAssign returns ":=" the first time err is assigned in this body and
// "=" afterwards, for a statement assigning only blank identifiers and err.
func (c *fnCtx) errAssign() string {
	if c.errDeclared {
		return "="
	}
	c.errDeclared = true
	return ":="
}

// plain prints e, whose value is plain, as a Go expression of type
// plainType(e.Type()), parenthesized for precedence need.
func (c *fnCtx) plain(e model.Expression, need int) string {
	s, prec := c.plainPrec(e)
	return gen.Paren(s, prec, need)
}

// plainPrec prints a plain expression and returns its precedence.
func (c *fnCtx) plainPrec(e model.Expression) (string, int) {
	switch x := e.(type) {
	case *model.LiteralValueExpression:
		return c.literal(x.Value, x.Type()), precPrimary
	case *model.TemplateExpression:
		return c.template(x)
	case *model.ScopeTraversalExpression:
		s := c.scopeTraversal(x)
		if strings.HasPrefix(s, "*") {
			// A plain invoke's whole result, dereferenced.
			return s, precUnary
		}
		return s, precPrimary
	case *model.RelativeTraversalExpression:
		var src string
		if call, isCall := x.Source.(*model.FunctionCallExpression); isCall && call.Name == binder.InvokeName && len(x.Traversal) > 0 {
			src = c.invokeRef(call)
		} else {
			src = c.plain(x.Source, precPrimary)
		}
		parts := append([]model.Type{goTypeOf(x.Source)}, x.Parts...)
		return c.traverseChecked(src, x.Traversal, parts, gen.LackingSteps(c.Bindings, x.Source, x.Traversal)), precPrimary
	case *model.FunctionCallExpression:
		return c.call(x)
	case *model.BinaryOpExpression:
		return c.binary(x)
	case *model.UnaryOpExpression:
		op := "-"
		if x.Operation == hclsyntax.OpLogicalNot {
			op = "!"
		}
		operand := c.plainAs(x.Operand, model.ResolveOutputs(x.Type()), precUnary)
		if op == "-" && strings.HasPrefix(operand, "-") {
			// --x is a decrement in Go, not a negation of -x.
			operand = "(" + operand + ")"
		}
		return op + operand, precUnary
	case *model.ParenthesesExpression:
		return c.plainPrec(x.Expression)
	case *model.ConditionalExpression:
		return c.conditional(x), precPrimary
	case *model.TupleConsExpression:
		return c.tuple(x), precPrimary
	case *model.ObjectConsExpression:
		return c.object(x), precPrimary
	case *model.IndexExpression:
		return c.index(x), precPrimary
	case *model.ForExpression:
		return c.forExpr(x), precPrimary
	case *model.SplatExpression:
		return c.splat(x), precPrimary
	case *model.TemplateJoinExpression:
		return c.f.imports.std("strings") + ".Join(" + c.plain(x.Tuple, precLowest) + `, "")`, precPrimary
	case *model.SplatItemExpression:
		if n, ok := c.SplatName(x); ok {
			return n, precPrimary
		}
	}
	c.f.g.Errorf(e.Range(), "Unsupported expression",
		"The Go generator cannot generate this %s expression here.", gen.ExprKind(e))
	return "nil", precPrimary
}

// literal prints a constant value of type t.
func (c *fnCtx) literal(v cty.Value, t model.Type) string {
	switch {
	case v.IsNull():
		return "nil"
	case !v.IsKnown():
		return "nil"
	case v.Type() == cty.String:
		return stringLiteral(v.AsString())
	case v.Type() == cty.Bool:
		return strconv.FormatBool(v.True())
	case v.Type() == cty.Number:
		return numberLiteral(v.AsBigFloat(), model.ResolveOutputs(model.RemoveNone(t)) != model.IntType)
	}
	return "nil"
}

// numberLiteral prints a number; asFloat forces a float constant. Integers
// beyond Go's int print as floats.
func numberLiteral(f *big.Float, asFloat bool) string {
	if f.IsInt() {
		if i, acc := f.Int64(); acc == big.Exact && (!asFloat || i > -1e15 && i < 1e15) {
			// A whole number in plain digits (2147483648.0, not
			// 2.147483648e+09), exact as a float64 below 1e15.
			if asFloat {
				return strconv.FormatInt(i, 10) + ".0"
			}
			return strconv.FormatInt(i, 10)
		}
	}
	f64, _ := f.Float64()
	s := strconv.FormatFloat(f64, 'g', -1, 64)
	if asFloat && !strings.ContainsAny(s, ".eE") {
		s += ".0"
	}
	return s
}

// isHugeInt reports whether e is an integer literal beyond Go's int.
func isHugeInt(e model.Expression) bool {
	lit, ok := e.(*model.LiteralValueExpression)
	if !ok || lit.Value.IsNull() || !lit.Value.IsKnown() || lit.Value.Type() != cty.Number {
		return false
	}
	_, acc := lit.Value.AsBigFloat().Int64()
	return acc != big.Exact
}

// plainAs prints a plain expression as a Go value of the plain type
// target: ints widen to floats, pointers are dereferenced where a value is
// needed.
func (c *fnCtx) plainAs(e model.Expression, target model.Type, need int) string {
	from := model.ResolveOutputs(goTypeOf(e))
	if st, ok := e.(*model.ScopeTraversalExpression); ok && len(st.Traversal) == 1 {
		if v, ok := st.Definition.(*model.Variable); ok && c.f.paramGoTypes[v] != nil {
			from = c.f.paramGoTypes[v]
		}
	}
	target = model.ResolveOutputs(target)
	if s, ok := c.plainElements(e, target); ok {
		return s
	}
	if s, ok := c.plainSchemaMaps(e, from, target); ok {
		return s
	}
	if elem, ok := optionalElement(target); ok && pointerOptional(elem) && !gen.IsNull(e) && from != model.DynamicType && !model.IsOptional(from) {
		// A value that is not null where Go holds a pointer (a branch of
		// a conditional with null in the other).
		return c.pointerTo(e, elem)
	}
	if lit, ok := e.(*model.LiteralValueExpression); ok && lit.Value.Type() == cty.Number && !lit.Value.IsNull() && gen.Unenum(model.RemoveNone(target)) != model.StringType {
		return numberLiteral(lit.Value.AsBigFloat(), model.RemoveNone(target) == model.NumberType)
	}
	if mt, isMap := model.RemoveNone(target).(*model.MapType); isMap {
		if x, ok := e.(*model.ObjectConsExpression); ok {
			items := make([]string, len(x.Items))
			goElem := c.f.plainType(mt.ElementType)
			for i, it := range x.Items {
				items[i] = c.objectKey(it.Key) + ": " + elideType(c.plainAs(it.Value, mt.ElementType, precLowest), goElem)
			}
			return c.f.plainType(mt) + "{" + multiline(items) + "}"
		}
		if s, ok := c.objectAsMap(e, from, mt); ok {
			return s
		}
		if x, ok := e.(*model.ForExpression); ok && x.Key != nil && c.f.plainType(from) != c.f.plainType(mt) {
			// A map of another Go element type than the destination's
			// (a map[string]int where numbers are taken).
			return c.forExprAs(x, mt)
		}
	}
	if ot, isObj := model.RemoveNone(target).(*model.ObjectType); isObj && gen.SchemaObject(ot) != nil {
		if x, ok := gen.Unparenthesized(e).(*model.ObjectConsExpression); ok && !isSchemaObject(model.ResolveOutputs(x.Type())) {
			// An object constructor taken as a schema's object (the
			// value of a for expression given as a list of them): the
			// SDK's struct.
			s := c.schemaStruct(x, ot)
			if model.IsOptional(target) {
				return "&" + s
			}
			return s
		}
	}
	if ot, isObj := model.RemoveNone(target).(*model.ObjectType); isObj && gen.SchemaObject(ot) == nil {
		if x, ok := e.(*model.ObjectConsExpression); ok {
			// Each property is printed as its own type: an int literal
			// given a number property is a float64, as the reads of the
			// property assert.
			elem := objectElem(ot)
			goElem := c.f.plainType(elem)
			items := make([]string, len(x.Items))
			for i, it := range x.Items {
				pt := elem
				if key, isLit := gen.StringLiteral(it.Key); isLit {
					if t, has := ot.Properties[key]; has && !(elem == model.NumberType && gen.Unenum(model.RemoveNone(t)) == model.IntType) {
						// (An int among numbers is held as a float64.)
						pt = t
					}
				}
				items[i] = c.objectKey(it.Key) + ": " + elideType(c.plainAs(it.Value, pt, precLowest), goElem)
			}
			return "map[string]" + goElem + "{" + multiline(items) + "}"
		}
	}
	if x, ok := gen.Unparenthesized(e).(*model.ConditionalExpression); ok && c.f.plainType(from) != c.f.plainType(target) && !model.IsOptional(target) && target != model.DynamicType {
		// A conditional whose branches are collections of another Go
		// type than the destination's ([] in a list of lists).
		return c.conditionalAs(x, target)
	}
	if tt, isTuple := model.RemoveNone(target).(*model.TupleType); isTuple {
		if x, ok := e.(*model.TupleConsExpression); ok {
			// A slice of the tuple's one Go element type ([]float64 for
			// an int among numbers).
			return c.tupleOf(x, tupleElement(tt))
		}
	}
	if lt, isList := model.RemoveNone(target).(*model.ListType); isList {
		switch x := e.(type) {
		case *model.TupleConsExpression:
			return c.tupleOf(x, lt.ElementType)
		case *model.ForExpression:
			if x.Key == nil {
				return c.forExprAs(x, lt)
			}
		}
	}
	if helper, ok := dynamicPrimitives[c.f.plainType(target)]; ok && from != model.DynamicType && from != model.NoneType && !gen.IsNull(e) && c.f.plainType(from) == "interface{}" {
		// A value of a union Go holds as interface{} (an element of an
		// object of optional ints and numbers: a *int or a *float64)
		// where a scalar is needed: converted as a dynamic value is.
		return c.f.helper(helper) + "(" + c.plain(e, precLowest) + ")"
	}
	if elem, ok := optionalElement(from); ok && pointerOptional(elem) && !isSchemaObject(elem) && c.f.plainType(target) == "interface{}" && c.f.plainType(from) != "interface{}" {
		// An optional scalar (a *float64) where Go holds a value of any
		// type (a branch of a conditional of an int and an optional
		// number): the value it points to, or nil, which a template, a
		// comparison and the SDK's marshalling read as PCL's value.
		return c.f.helper("pointee") + "(" + c.plain(e, precLowest) + ")"
	}
	if elem, ok := optionalElement(from); ok && pointerOptional(elem) && !model.IsOptional(target) && target != model.DynamicType {
		if gen.Unenum(elem) == model.IntType && target == model.NumberType {
			// An optional int in arithmetic whose result is a number.
			return "float64(*" + c.plain(e, precUnary) + ")"
		}
		if base := gen.Unenum(elem); target == model.StringType && (base == model.IntType || base == model.NumberType || base == model.BoolType) {
			// An optional scalar where a string is needed (a for
			// expression's key): its value converted as a template
			// converts it.
			return c.asString(e)
		}
		return "*" + c.plain(e, precUnary)
	}
	base := model.RemoveNone(from)
	if target == model.StringType && (base == model.IntType || base == model.NumberType || base == model.BoolType) && base == model.RemoveNone(model.ResolveOutputs(e.Type())) {
		// A map key from a list's index, a number where a string is
		// needed: converted as a template converts it.
		return c.asString(e)
	}
	if base == model.IntType && model.RemoveNone(target) == model.NumberType {
		if elem, ok := optionalElement(from); ok && pointerOptional(elem) {
			// An optional int where an optional number is taken (a branch
			// of a conditional whose other branch is a number).
			return c.f.helper("optionalFloat") + "(" + c.plain(e, precLowest) + ")"
		}
		return "float64(" + c.plain(e, precLowest) + ")"
	}
	if base == model.DynamicType && target != model.DynamicType && !model.IsOptional(target) {
		if gt := c.f.plainType(target); gt != "interface{}" {
			if s := c.dynamicPrimitive(c.plain(e, precLowest), gt); s != "" {
				return s
			}
			if strings.HasPrefix(gt, "[]") || strings.HasPrefix(gt, "map[") {
				// A collection of any type holds its elements as
				// interface{} values ([]interface{}, not []string).
				return c.f.viaJSON(gt, c.plain(e, precLowest))
			}
			return c.plain(e, precPrimary) + ".(" + gt + ")"
		}
	}
	if s, ok := c.untypedCollectionAs(e, from, target); ok {
		return s
	}
	return c.plain(e, need)
}

// untypedCollectionAs prints e, a list or map whose Go elements are of any
// type ([]interface{}, an element of [[]]), as the collection of typed
// elements target is ([]string), converted through its JSON form: an
// element of another type fails, as PCL's conversion does. So is a
// collection of typed elements where one of any type is taken (a
// map[string]string as a branch of a conditional whose other branch is an
// object of other attributes).
func (c *fnCtx) untypedCollectionAs(e model.Expression, from, target model.Type) (string, bool) {
	// A list or map, or an object that is no schema's nor a resource's (a
	// Go map).
	collection := func(t model.Type, tuple bool) bool {
		switch t := model.RemoveNone(t).(type) {
		case *model.ListType, *model.MapType:
			return true
		case *model.TupleType:
			// (A tuple taken is one Go holds as a slice of one type.)
			return tuple || strings.HasPrefix(c.f.plainType(t), "[]")
		case *model.ObjectType:
			return strings.HasPrefix(c.f.plainType(t), "map[")
		}
		return false
	}
	if !collection(from, true) || !collection(target, false) {
		return "", false
	}
	have, want := c.f.plainType(from), c.f.plainType(target)
	if have == want {
		return "", false
	}
	if strings.Contains(have, "interface{}") == strings.Contains(want, "interface{}") {
		if !jsonData(have, want) {
			return "", false
		}
		// Collections of other typed elements (a map[string]int where a
		// map[string]float64 is taken, a branch of a conditional over
		// maps of numbers): converted through JSON too.
	}
	if strings.Contains(want, "interface{}") && !jsonData(have) {
		// Schema structs have no JSON form of PCL's. (A pointer to a
		// primitive, an optional number, has: its value or null.)
		return "", false
	}
	return c.f.viaJSON(want, c.plain(e, precLowest)), true
}

// jsonData reports whether values of the Go types goTypes are data that
// JSON holds as it is: of no package's type (an SDK's struct, a resource,
// a pulumi type).
func jsonData(goTypes ...string) bool {
	for _, t := range goTypes {
		if strings.Contains(t, ".") {
			return false
		}
	}
	return true
}

// viaJSON prints the conversion of value, a value of any type, to the Go
// type goType through its JSON form (fromJSON), as config values are: a
// value of another shape fails, as PCL's conversion does.
func (f *fileGen) viaJSON(goType, value string) string {
	return f.helper("fromJSON") + "[" + goType + "](" + value + ")"
}

// template prints a plain string template: a concatenation of strings, or
// fmt.Sprintf when some part is not a string.
func (c *fnCtx) template(t *model.TemplateExpression) (string, int) {
	if len(t.Parts) == 0 {
		return `""`, precPrimary
	}
	if len(t.Parts) == 1 {
		return c.asString(t.Parts[0]), precPrimary
	}
	allStrings := true
	for _, p := range t.Parts {
		if model.RemoveNone(model.ResolveOutputs(p.Type())) != model.StringType {
			allStrings = false
		}
	}
	if allStrings {
		parts := make([]string, len(t.Parts))
		for i, p := range t.Parts {
			parts[i] = c.plainAs(p, model.StringType, precAdd+1)
		}
		return strings.Join(parts, " + "), precAdd
	}
	// text is the template's text when every part is constant; format is
	// Sprintf's, its '%' escaped.
	var format, text strings.Builder
	var args []string
	for _, p := range t.Parts {
		s, ok := gen.StringLiteral(p)
		if !ok {
			s, ok = constantText(p)
		}
		if ok {
			format.WriteString(strings.ReplaceAll(s, "%", "%%"))
			text.WriteString(s)
			continue
		}
		format.WriteString("%v")
		if model.RemoveNone(model.ResolveOutputs(p.Type())) == model.NumberType {
			// %v would print large and small numbers with an exponent;
			// PCL prints plain digits.
			args = append(args, c.asString(p))
			continue
		}
		args = append(args, c.plainTemplateArg(p))
	}
	if len(args) == 0 {
		return stringLiteral(text.String()), precPrimary
	}
	return c.f.imports.std("fmt") + ".Sprintf(" + stringLiteral(format.String()) + ", " + strings.Join(args, ", ") + ")", precPrimary
}

// plainTemplateArg prints p, a plain part of a template that is no number,
// as Sprintf's %v takes it. A value of any type (an element of a list
// resolved from outputs, which holds an optional output's value as a
// pointer), or of a union of scalars (a conditional of an int and an
// optional number, a range's value of a choice of maps of them), converts
// as PCL converts it: null fails.
func (c *fnCtx) plainTemplateArg(p model.Expression) string {
	if pt := model.ResolveOutputs(p.Type()); pt == model.DynamicType || c.f.plainType(pt) == "interface{}" {
		return c.dynamicPrimitive(c.plainAs(p, model.DynamicType, precLowest), "string")
	}
	return c.plainAs(p, model.RemoveNone(model.ResolveOutputs(p.Type())), precLowest)
}

// constantText returns the text PCL converts e to when e is a number or
// bool literal.
func constantText(e model.Expression) (string, bool) {
	lit, ok := e.(*model.LiteralValueExpression)
	if !ok || lit.Value.IsNull() || lit.Value.Type() != cty.Number && lit.Value.Type() != cty.Bool {
		return "", false
	}
	v, err := convert.Convert(lit.Value, cty.String)
	if err != nil {
		return "", false
	}
	return v.AsString(), true
}

// asString prints a plain value converted to a string, as a template does.
func (c *fnCtx) asString(e model.Expression) string {
	if text, ok := constantText(e); ok {
		return strconv.Quote(text)
	}
	t := model.RemoveNone(model.ResolveOutputs(e.Type()))
	switch t {
	case model.StringType:
		return c.plainAs(e, model.StringType, precLowest)
	case model.IntType:
		return c.f.imports.std("strconv") + ".Itoa(" + c.plainAs(e, model.IntType, precLowest) + ")"
	case model.BoolType:
		return c.f.imports.std("strconv") + ".FormatBool(" + c.plainAs(e, model.BoolType, precLowest) + ")"
	case model.NumberType:
		return c.f.helper("numberText") + "(" + c.plainAs(e, model.NumberType, precLowest) + ")"
	case model.DynamicType:
		// A value of any type, which may be a pointer (an optional
		// value among others): a primitive, as PCL writes it.
		return c.f.helper("dynamicString") + "(" + c.plain(e, precLowest) + ")"
	}
	return c.f.imports.std("fmt") + ".Sprint(" + c.plain(e, precLowest) + ")"
}

// pointerTo prints a plain value of type elem, which Go holds as a pointer
// where it is optional (see pointerOptional), as such a pointer: a scalar
// as pulumi.IntRef(3), a schema object's constructor as &pkg.Type{...}, any
// other value through the pointerTo helper.
func (c *fnCtx) pointerTo(e model.Expression, elem model.Type) string {
	switch c.f.plainType(elem) {
	case "string":
		return c.f.pulumi() + ".StringRef(" + c.plainAs(e, elem, precLowest) + ")"
	case "int":
		return c.f.pulumi() + ".IntRef(" + c.plainAs(e, elem, precLowest) + ")"
	case "float64":
		return c.f.pulumi() + ".Float64Ref(" + c.plainAs(e, elem, precLowest) + ")"
	case "bool":
		return c.f.pulumi() + ".BoolRef(" + c.plainAs(e, elem, precLowest) + ")"
	}
	if obj, ok := elem.(*model.ObjectType); ok {
		if oc, isCons := e.(*model.ObjectConsExpression); isCons && gen.SchemaObject(obj) != nil {
			return "&" + c.schemaStruct(oc, obj)
		}
	}
	return c.f.helper("pointerTo") + "(" + c.plainAs(e, elem, precLowest) + ")"
}

// scopeTraversal prints a reference and its attribute and index steps.
func (c *fnCtx) scopeTraversal(x *model.ScopeTraversalExpression) string {
	steps := x.Traversal[1:]
	parts := x.Parts
	var root string
	var lacking []bool
	def := x.Definition
	var inputs *inputCollection
	for {
		if ic, ok := def.(*inputCollection); ok {
			inputs, def = ic, ic.Node
			continue
		}
		pr, ok := def.(*promiseRanged)
		if !ok {
			break
		}
		def = pr.Node
	}
	if cr, ok := def.(*gen.Created); ok {
		// A nil pointer when the node was not created: reading it panics,
		// as PCL fails.
		def = cr.Node
	}
	switch d := def.(type) {
	case binder.Node:
		root = c.f.names[d]
		if root == "" {
			c.f.g.Errorf(x.Range(), "Unsupported reference", "The Go generator cannot refer to %q here.", x.RootName)
			return "nil"
		}
		if l, isLocal := d.(*binder.LocalVariable); isLocal && c.f.invokePointers[l] && len(steps) == 0 {
			// The whole result of a plain invoke (see invoke).
			return "*" + root
		}
	case *model.Variable:
		n := len(steps)
		root, steps = c.VarRoot(c.Bindings, d, x.RootName, steps)
		parts = parts[n-len(steps):]
		if root == "" {
			c.f.g.Errorf(x.Range(), "Unsupported reference", "The Go generator cannot refer to %q here.", x.RootName)
			return "nil"
		}
		lacking = gen.LackingVariableSteps(c.Bindings, d, steps)
	case nil:
		c.f.g.Errorf(x.Range(), "Undefined reference",
			"The program does not define %q, so the generated Go cannot refer to it.", x.RootName)
		return "nil"
	default:
		c.f.g.Errorf(x.Range(), "Unsupported reference", "The Go generator cannot refer to %q here.", x.RootName)
		return "nil"
	}
	if inputs != nil && len(steps) > 0 {
		// An element of an input collection, as an output; the lowering
		// reads further into it in an apply.
		after := model.Type(model.DynamicType)
		if len(parts) > 1 {
			after = parts[1]
		}
		if len(steps) > 1 {
			c.f.g.Errorf(x.Range(), "Unsupported traversal", "The Go generator cannot read into an element of a collection that holds outputs here.")
			return "nil"
		}
		mayBeNil := false
		if l, isLocal := def.(*binder.LocalVariable); isLocal && l.Value != nil {
			mayBeNil = gen.MayReadNull(c.Bindings, l.Value, steps)
		}
		return c.inputElement(root, model.ResolveOutputs(parts[0]), steps[0], after, mayBeNil, x.Range())
	}
	if l, isLocal := def.(*binder.LocalVariable); isLocal {
		lacking = gen.LackingSteps(c.Bindings, l.Value, steps)
	}
	return c.traverseChecked(root, steps, parts, lacking)
}

// traverseChecked is traverse, the steps lacking marks (see
// gen.LackingSteps) read checked, as in a try: PCL fails to read an
// attribute a choice of objects lacks. parts[i] is the type before step i.
func (c *fnCtx) traverseChecked(src string, steps hcl.Traversal, parts []model.Type, lacking []bool) string {
	if len(parts) > len(steps)+1 {
		parts = parts[len(parts)-len(steps)-1:]
	}
	if lacking == nil || c.strict {
		return c.traverse(src, parts[0], steps, parts)
	}
	cur, start := src, 0
	for i := range steps {
		if !lacking[i] {
			continue
		}
		if i > start {
			cur = c.traverse(cur, parts[start], steps[start:i], parts[start:i+1])
		}
		c.strict = true
		cur = c.traverse(cur, parts[i], steps[i:i+1], parts[i:i+2])
		c.strict = false
		start = i + 1
	}
	if start < len(steps) {
		cur = c.traverse(cur, parts[start], steps[start:], parts[start:])
	}
	return cur
}

// indexText returns the constant index key of a list or tuple as Go
// writes it: a number's digits, or the digits a string key holds (the
// binder has checked that it does).
func indexText(key cty.Value) string {
	if key.Type() == cty.String {
		return key.AsString()
	}
	i, _ := key.AsBigFloat().Int64()
	return strconv.FormatInt(i, 10)
}

// keyString returns the constant key of an attribute or index step into
// a map or an object as PCL converts it (gen.KeyText).
func keyString(key cty.Value) string {
	if s, ok := gen.KeyText(key); ok {
		return s
	}
	return key.GoString()
}

// traverse applies traversal steps to src, a Go expression whose model
// type is t; parts[i+1] is the type after step i (parts[0] is t).
func (c *fnCtx) traverse(src string, t model.Type, steps hcl.Traversal, parts []model.Type) string {
	if len(parts) > len(steps) {
		parts = parts[len(parts)-len(steps)-1:]
	}
	cur := src
	for i, step := range steps {
		key, ok := gen.StepKey(step)
		if !ok {
			continue
		}
		before := t
		if i < len(parts) {
			before = parts[i]
		}
		after := model.Type(model.DynamicType)
		if i+1 < len(parts) {
			after = parts[i+1]
		}
		cur = c.step(cur, before, key, after, step.SourceRange())
	}
	return cur
}

// step applies one attribute or constant index step.
func (c *fnCtx) step(cur string, before model.Type, key cty.Value, after model.Type, rng hcl.Range) string {
	// A union of collections (a local of a conditional of a list and a
	// tuple) is held as the collection both convert to.
	t := model.CollectionOfUnion(model.ResolveOutputs(before))
	if elem, ok := optionalElement(t); ok {
		t = elem
	}
	switch t := t.(type) {
	case *model.ObjectType:
		name := keyString(key)
		if c.f.isResource(t) {
			switch name {
			case "id":
				if !c.f.isComponentType(t) {
					// A component has no ID: its output named id is a
					// field like its other outputs.
					return cur + ".ID()"
				}
			case "urn":
				return cur + ".URN()"
			}
			return cur + "." + c.f.propertyField(t, name)
		}
		if gen.SchemaObject(t) != nil {
			return cur + "." + c.f.propertyField(t, name)
		}
		if elem := objectElem(t); elem != model.DynamicType {
			v := c.lookup(cur, strconv.Quote(name), c.f.plainType(elem))
			if pt, ok := t.Properties[name]; ok && elem == model.NumberType && gen.Unenum(model.ResolveOutputs(pt)) == model.IntType {
				// An int among numbers, held as a float64.
				return "int(" + v + ")"
			}
			return v
		}
		if pt, ok := t.Properties[name]; ok {
			// (An attribute of a union of collections holds the one
			// collection they convert to: gen.CollectionChoices.)
			after = model.CollectionOfUnion(model.ResolveOutputs(pt))
		}
		return c.assertMember(c.lookup(cur, strconv.Quote(name), "interface{}"), after)
	case *model.MapType:
		return c.mapGet(cur, strconv.Quote(keyString(key)))
	case *model.ListType, *model.TupleType, *model.SetType:
		s := cur + "[" + indexText(key) + "]"
		if tt, ok := t.(*model.TupleType); ok && key.Type() != cty.String {
			switch c.f.plainType(tupleElement(tt)) {
			case "interface{}":
				return c.assert(s, after)
			case "float64":
				return intAmongNumbers(s, after)
			}
		}
		return s
	case *model.UnionType:
		if key.Type() == cty.String && objectsOfOutputs(t) {
			// Objects whose properties' types do not unify, held as
			// a value of any type: a map of any element type.
			return c.assert(c.mapGet(c.f.helper("dynamicMap")+"("+cur+")", strconv.Quote(key.AsString())), after)
		}
	case *model.PrimitiveType:
		if key.Type() == cty.String {
			return c.assert(c.mapGet(cur+".(map[string]interface{})", strconv.Quote(key.AsString())), after)
		}
		i, _ := key.AsBigFloat().Int64()
		return c.assert(cur+".([]interface{})["+strconv.FormatInt(i, 10)+"]", after)
	}
	c.f.g.Errorf(rng, "Unsupported traversal", "The Go generator cannot traverse a value of type %s.", before)
	return cur
}

// intAmongNumbers prints s, an element of a Go slice of float64 that holds
// a tuple of ints and numbers, as an int when the element's model type t is
// one (tuple(int, number)[0]).
func intAmongNumbers(s string, t model.Type) string {
	if gen.Unenum(model.ResolveOutputs(t)) == model.IntType {
		return "int(" + s + ")"
	}
	return s
}

// assert adds a type assertion to an interface{} value when its model type
// is known.
func (c *fnCtx) assert(s string, t model.Type) string {
	gt := c.f.plainType(model.ResolveOutputs(t))
	if gt == "interface{}" {
		return s
	}
	if gt == "float64" || gt == "int" {
		// A number Go holds as interface{} is an int or a float64 (an int
		// literal of a collection of any type is an int, a number decoded
		// from JSON config a float64).
		return c.dynamicPrimitive(s, gt)
	}
	if elem, ok := optionalElement(model.ResolveOutputs(t)); ok && pointerOptional(elem) && jsonData(gt) {
		// An optional scalar, held as its value, a pointer to it or nil.
		return c.f.helper("optionalValue") + "[" + gt[1:] + "](" + s + ")"
	}
	if (strings.HasPrefix(gt, "map[") || strings.HasPrefix(gt, "[]")) && !strings.Contains(gt, "interface{}") && jsonData(gt) {
		// A collection of typed elements Go may hold as one of values of
		// any type (an object of ints in a tuple of objects of other
		// attributes, a list decoded from JSON): converted to its type.
		return c.f.viaJSON(gt, s)
	}
	return s + ".(" + gt + ")"
}

// propertyField returns the Go field name of property name of a schema
// object or resource type.
func (f *fileGen) propertyField(t *model.ObjectType, name string) string {
	if so := gen.SchemaObject(t); so != nil {
		if p, err := so.Property(name); err == nil && p != nil {
			return fieldName(name, p.NameOverride("go"))
		}
	}
	if r := gen.SchemaResource(t); r != nil {
		if p := r.Property(name); p != nil {
			return fieldName(name, p.NameOverride("go"))
		}
		if p := r.InputProperty(name); p != nil {
			return fieldName(name, p.NameOverride("go"))
		}
	}
	return fieldName(name, "")
}

// isSchemaObject reports whether t is an object type of a schema.
func isSchemaObject(t model.Type) bool {
	ot, ok := t.(*model.ObjectType)
	return ok && gen.SchemaObject(ot) != nil
}
