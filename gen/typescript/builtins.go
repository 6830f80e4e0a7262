package typescript

import (
	"strings"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// calls prints the function calls of a lowered program (gen.CallPrinter).
type calls struct{ *fnCtx }

// call prints a function call: an intrinsic of the lowering passes, an
// invoke, a method call or a builtin.
func (c *fnCtx) call(x *model.FunctionCallExpression) (string, int) {
	return gen.PrintCall[string](calls{c}, x)
}

func (c calls) Apply(x *model.FunctionCallExpression) (string, int) {
	return c.applyCall(x), precPostfix
}

func (c calls) Interpolate(x *model.FunctionCallExpression) (string, int) {
	return c.interpolate(x), precPostfix
}

func (c calls) Convert(x *model.FunctionCallExpression) (string, int) { return c.convert(x) }

func (c calls) ChosenConditional(x *model.FunctionCallExpression) (string, int) {
	return c.plainConditional(x)
}

func (c calls) Invoke(x *model.FunctionCallExpression) (string, int) { return c.invoke(x) }

func (c calls) MethodCall(x *model.FunctionCallExpression) (string, int) { return c.methodCall(x) }

func (c calls) Unknown(x *model.FunctionCallExpression) (string, int) {
	c.f.g.Errorf(x.Range(), "Unknown function", "The TypeScript generator does not know the function %q.", x.Name)
	return "undefined", precPrimary
}

// arg prints argument i for a plain destination of type t: an optional
// value where t is not optional is asserted to be present.
func (c *fnCtx) arg(x *model.FunctionCallExpression, i int, need int) string {
	if i >= len(x.Args) {
		return "undefined"
	}
	return c.present(x.Args[i], need)
}

// present prints a plain value that must not be undefined.
func (c *fnCtx) present(e model.Expression, need int) string {
	if mayBeUndefined(e) {
		return c.expr(e, precPostfix) + "!"
	}
	return c.expr(e, need)
}

// mayBeUndefined reports whether e, which is not the literal null, has an
// optional type: TypeScript needs it asserted present (e!) where PCL
// refuses null.
func mayBeUndefined(e model.Expression) bool {
	_, opt := optionalElement(shallow(e.Type()))
	return opt && !gen.IsNull(e)
}

func (c calls) AssetArchive(x *model.FunctionCallExpression) (string, int) {
	return "new " + c.f.pulumi() + ".asset.AssetArchive(" + c.arg(x, 0, precCond) + ")", precPrimary
}

// Asset prints new pulumi.asset.FileArchive and the like.
func (c calls) Asset(x *model.FunctionCallExpression, class string) (string, int) {
	return "new " + c.f.pulumi() + ".asset." + class + "(" + c.arg(x, 0, precCond) + ")", precPrimary
}

func (c calls) Can(x *model.FunctionCallExpression) (string, int) {
	if gen.ReportGuardedOutputs(c.f.g.Errorf, x, "TypeScript") {
		return "false", precPrimary
	}
	returns := ""
	if returnsLiteral(x) {
		// Returning literals, the function would be typed as returning
		// the union of their literal types ("a" | "b"), which a
		// comparison with another literal rejects (TS2367).
		if ts, ok := c.f.widePrimitiveType(x.Type()); ok {
			returns = ts
		}
	}
	return c.typedIIFE(returns, func(in *fnCtx, b *strings.Builder) {
		// A missing key or attribute is undefined in JavaScript, where
		// PCL reports an error: both make can false.
		b.WriteString("try {\nreturn " + in.expr(x.Args[0], precEqual+1) + " !== undefined;\n} catch {\nreturn false;\n}\n")
	}), precPostfix
}

func (c calls) Cwd(_ *model.FunctionCallExpression) (string, int) {
	return "process.cwd()", precPostfix
}

// emitElement prints element, whose index wraps around past the end. The
// element of a tuple at a constant index has that element's type, where
// TypeScript types an array literal's elements as one union: the result
// is cast to it.
func (c calls) Element(x *model.FunctionCallExpression) (string, int) {
	s := c.f.helper("pclElement") + "(" + c.arg(x, 0, precCond) + ", " + c.arg(x, 1, precCond) + ")"
	t, ok := shallow(x.Args[0].Type()).(*model.TupleType)
	if !ok || gen.HoldsEventuals(x.Type()) {
		return s, precPostfix
	}
	differ := false
	for _, e := range t.ElementTypes {
		if gen.HoldsEventuals(e) || shallow(e) == model.DynamicType {
			// An array of outputs and values, or of any: the union is
			// what the element is.
			return s, precPostfix
		}
		differ = differ || !model.Equal(e, x.Type())
	}
	if differ {
		return "(" + s + " as " + c.f.tsType(x.Type()) + ")", precPostfix
	}
	return s, precPostfix
}

func (c calls) Entries(x *model.FunctionCallExpression) (string, int) {
	// PCL lists a map's entries in key order.
	const sorted = ".sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value}))"
	_, vt, ok := model.ForIterationTypes(model.ResolveOutputs(x.Args[0].Type()))
	if shallow(x.Args[0].Type()) == model.DynamicType || iterationKind(x.Args[0].Type()) && ok && vt == model.DynamicType {
		// A value of any type, or an object of no or mixed property types
		// (whose entries TypeScript types as unknown or a union), whose
		// values PCL reads as dynamic.
		return "Object.entries(" + c.arg(x, 0, precCond) + " as Record<string, any>)" + sorted, precPostfix
	}
	if iterationKind(x.Args[0].Type()) {
		return "Object.entries(" + c.arg(x, 0, precCond) + ")" + sorted, precPostfix
	}
	if emptyTuple(x.Args[0].Type()) {
		// [] is a never[], whose entries' values have no members.
		return "(" + c.arg(x, 0, precCond) + " as any[]).map((value, key) => ({key, value}))", precPostfix
	}
	return c.arg(x, 0, precPostfix) + ".map((value, key) => ({key, value}))", precPostfix
}

func (c calls) FileBase64(x *model.FunctionCallExpression) (string, int) {
	return c.f.node("fs") + ".readFileSync(" + c.arg(x, 0, precCond) + `, {encoding: "base64"})`, precPostfix
}

func (c calls) FileBase64SHA256(x *model.FunctionCallExpression) (string, int) {
	return c.f.node("crypto") + `.createHash("sha256").update(` + c.f.node("fs") + ".readFileSync(" + c.arg(x, 0, precCond) + `)).digest("base64")`, precPostfix
}

func (c calls) FromBase64(x *model.FunctionCallExpression) (string, int) {
	return c.f.helper("pclFromBase64") + "(" + c.arg(x, 0, precCond) + ")", precPostfix
}

func (c calls) GetOutput(x *model.FunctionCallExpression) (string, int) {
	return c.arg(x, 0, precPostfix) + ".getOutput(" + c.arg(x, 1, precCond) + ")", precPostfix
}

// emitJoin prints join; elements that are not strings convert as PCL
// converts them.
func (c calls) Join(x *model.FunctionCallExpression) (string, int) {
	list := c.arg(x, 1, precPostfix)
	if !stringElements(x.Args[1].Type()) {
		list += ".map(" + c.f.helper("pclString") + ")"
	}
	return list + ".join(" + c.arg(x, 0, precCond) + ")", precPostfix
}

// stringElements reports whether the elements of a list of type t are
// all strings.
func stringElements(t model.Type) bool {
	t = shallow(t)
	if e, ok := optionalElement(t); ok {
		t = e
	}
	isString := func(e model.Type) bool { return gen.Unenum(shallow(e)) == model.StringType }
	switch t := t.(type) {
	case *model.ListType:
		return isString(t.ElementType)
	case *model.SetType:
		return isString(t.ElementType)
	case *model.TupleType:
		for _, e := range t.ElementTypes {
			if !isString(e) {
				return false
			}
		}
		return true
	}
	return false
}

func (c calls) Length(x *model.FunctionCallExpression) (string, int) {
	if iterationKind(x.Args[0].Type()) {
		return "Object.keys(" + c.arg(x, 0, precCond) + ").length", precPostfix
	}
	if t := shallow(x.Args[0].Type()); t == model.DynamicType || isUnion(model.RemoveNone(t)) {
		// A value of any type, or of one of several (an element of a
		// tuple of a list and an object).
		return c.f.helper("pclLength") + "(" + c.arg(x, 0, precLowest) + ")", precPostfix
	}
	if shallow(x.Args[0].Type()) == model.StringType {
		// PCL counts a string's user-perceived characters (grapheme
		// clusters), not its UTF-16 code units.
		return "[...new Intl.Segmenter().segment(" + c.arg(x, 0, precCond) + ")].length", precPostfix
	}
	return c.arg(x, 0, precPostfix) + ".length", precPostfix
}

// emitLookup prints lookup: without a default, a missing key is an error.
func (c calls) Lookup(x *model.FunctionCallExpression) (string, int) {
	if len(x.Args) < 3 {
		return c.f.helper("pclIndex") + "(" + c.indexable(x.Args[0], x.Args[1], x.Type()) + ", " + c.arg(x, 1, precCond) + ")", precPostfix
	}
	result := x.Type()
	if model.ResolveOutputs(result) == model.DynamicType {
		// A lookup in an object without properties: of the default's
		// type.
		result = x.Args[2].Type()
	}
	coll := c.indexable(x.Args[0], x.Args[1], result)
	if absentKey(x.Args[0], x.Args[1]) {
		// A property some of the objects lack (a loop variable over a
		// tuple of objects of different keys, which TypeScript types as
		// a union of object types that refuses the key).
		coll = "(" + coll + " as Record<string, any>)"
	}
	if mayBeUndefined(x.Args[0]) {
		// PCL refuses a null map, and reading a key of undefined throws.
		coll += "!"
	}
	s := coll + "[" + c.arg(x, 1, precLowest) + "]"
	return s + " ?? " + c.expr(x.Args[2], precNullish+1), precNullish
}

// absentKey reports whether key is the constant name of an optional
// property of the object type of coll, which some values of coll may lack.
func absentKey(coll, key model.Expression) bool {
	obj, ok := shallow(coll.Type()).(*model.ObjectType)
	if !ok || binder.IsResourceType(obj) {
		return false
	}
	k, isConst := gen.StringLiteral(key)
	p, declared := obj.Properties[k]
	return isConst && declared && model.IsOptional(p)
}

func (c calls) MinMax(x *model.FunctionCallExpression, fn string) (string, int) {
	if x.ExpandFinal && len(x.Args) == 1 {
		// The list may be empty, which PCL reports and Math does not.
		return c.f.helper("pclNumbers") + "(" + c.arg(x, 0, precCond) + ", Math." + fn + ")", precPostfix
	}
	args := make([]string, len(x.Args))
	for i := range x.Args {
		args[i] = c.arg(x, i, precCond)
	}
	if x.ExpandFinal {
		// max(a, list...): the list's numbers follow a.
		args[len(args)-1] = "..." + c.arg(x, len(args)-1, precCond)
	}
	return "Math." + fn + "(" + strings.Join(args, ", ") + ")", precPostfix
}

func (c calls) NotImplemented(x *model.FunctionCallExpression) (string, int) {
	return c.iife(func(in *fnCtx, b *strings.Builder) {
		b.WriteString("throw new Error(" + in.arg(x, 0, precCond) + ");\n")
	}), precPostfix
}

// Context prints pulumi.getOrganization() and the like.
func (c calls) Context(_ *model.FunctionCallExpression, name string) (string, int) {
	return c.f.pulumi() + ".get" + name + "()", precPostfix
}

// ResourceMeta prints pulumi.resourceName or pulumi.resourceType of a
// resource.
func (c calls) ResourceMeta(x *model.FunctionCallExpression, property string) (string, int) {
	return c.f.pulumi() + ".resource" + property + "(" + c.arg(x, 0, precCond) + ")", precPostfix
}

func (c calls) Range(x *model.FunctionCallExpression) (string, int) {
	switch len(x.Args) {
	case 1:
		return "Array.from({length: " + c.arg(x, 0, precCond) + "}, (_, i) => i)", precPostfix
	case 2:
		start := c.arg(x, 0, precAdd+1)
		return "Array.from({length: " + c.arg(x, 1, precAdd) + " - " + start + "}, (_, i) => " + start + " + i)", precPostfix
	}
	start, limit, step := c.arg(x, 0, precAdd+1), c.arg(x, 1, precAdd+1), c.arg(x, 2, precMul+1)
	return "Array.from({length: Math.max(0, Math.ceil((" + limit + " - " + start + ") / " + step + "))}, (_, i) => " + start + " + i * " + step + ")", precPostfix
}

func (c calls) ReadFile(x *model.FunctionCallExpression) (string, int) {
	return c.f.node("fs") + ".readFileSync(" + c.arg(x, 0, precCond) + `, "utf8")`, precPostfix
}

// emitRecover prints pulumi.recover, whose callback binds `error` to the
// failure's message.
func (c calls) Recover(x *model.FunctionCallExpression) (string, int) {
	src := c.outputOf(x.Args[0])
	if len(x.Args) > 1 && recoverOfTypes(x) {
		// A fallback of another type than the value's: both are of
		// the recover's type.
		src = c.f.pulumi() + ".output<" + c.f.tsType(model.ResolveOutputs(x.Type())) + ">(" + c.expr(x.Args[0], precLowest) + ")"
	}
	in := c.child(nil)
	param := in.scope.Declare("err")
	msg := in.scope.Declare("error")
	model.Walk(x.Args[1], func(e model.Expression) bool {
		if st, ok := e.(*model.ScopeTraversalExpression); ok && st.RootName == "error" {
			if v, isVar := st.Definition.(*model.Variable); isVar {
				if _, bound := c.VarName(v); !bound {
					in.Bind(v, msg)
				}
			}
		}
		return true
	})
	value := in.expr(x.Args[1], precLowest)
	return c.f.pulumi() + ".recover(" + src + ", " + param + " => {\nconst " + msg + " = " + param + " instanceof Error ? " + param + ".message : String(" + param + ");\nreturn " + value + ";\n})", precPostfix
}

func (c calls) Secret(x *model.FunctionCallExpression) (string, int) {
	return c.f.pulumi() + ".secret" + c.f.typeArgument(x.Args[0]) + "(" + c.expr(x.Args[0], precCond) + ")", precPostfix
}

func (c calls) Unsecret(x *model.FunctionCallExpression) (string, int) {
	return c.f.pulumi() + ".unsecret(" + c.outputOf(x.Args[0]) + ")", precPostfix
}

func (c calls) SHA1(x *model.FunctionCallExpression) (string, int) {
	return c.f.node("crypto") + `.createHash("sha1").update(` + c.arg(x, 0, precCond) + `).digest("hex")`, precPostfix
}

func (c calls) SingleOrNone(x *model.FunctionCallExpression) (string, int) {
	if len(x.Args) == 1 {
		if tup, ok := x.Args[0].(*model.TupleConsExpression); ok && len(tup.Expressions) == 0 {
			// The only element of no elements: none (an empty array
			// literal would be typed any[]).
			return "undefined", precPrimary
		}
	}
	return c.iife(func(in *fnCtx, b *strings.Builder) {
		l := in.scope.Declare("list")
		b.WriteString("const " + l + " = " + in.arg(x, 0, precCond) + ";\n")
		b.WriteString("if (" + l + ".length > 1) {\nthrow new Error(\"singleOrNone: the list has more than one element\");\n}\n")
		b.WriteString("return " + l + "[0];\n")
	}), precPostfix
}

// Split prints split: String.split, except where the separator is empty
// (where it splits UTF-16 code units, and PCL characters) or may be.
func (c calls) Split(x *model.FunctionCallExpression) (string, int) {
	if sep, ok := gen.StringLiteral(x.Args[0]); ok {
		if sep == "" {
			return "Array.from(" + c.arg(x, 1, precCond) + ")", precPostfix
		}
		return c.arg(x, 1, precPostfix) + ".split(" + c.arg(x, 0, precCond) + ")", precPostfix
	}
	return c.f.helper("pclSplit") + "(" + c.arg(x, 0, precCond) + ", " + c.arg(x, 1, precCond) + ")", precPostfix
}

func (c calls) ToBase64(x *model.FunctionCallExpression) (string, int) {
	return "Buffer.from(" + c.arg(x, 0, precCond) + `).toString("base64")`, precPostfix
}

func (c calls) ToJSON(x *model.FunctionCallExpression) (string, int) {
	// Objects of a schema's types are written as PCL holds them.
	shape, form := gen.ShapedValue(x.Args[0])
	if shape != nil && form != gen.PlainForm {
		// shaped gives an output.
		return c.shaped(shape, form, c.expr(x.Args[0], precPostfix)) + ".apply(" + c.f.helper("pclToJSON") + ")", precPostfix
	}
	arg := c.shapedExpr(x.Args[0])
	if gen.IsOutput(x.Type()) || gen.HoldsOutputs(x.Args[0].Type()) {
		return c.f.pulumi() + ".output(" + arg + ").apply(" + c.f.helper("pclToJSON") + ")", precPostfix
	}
	return c.f.helper("pclToJSON") + "(" + arg + ")", precPostfix
}

func (c calls) Try(x *model.FunctionCallExpression) (string, int) {
	if gen.ReportGuardedOutputs(c.f.g.Errorf, x, "TypeScript") {
		return "undefined", precPrimary
	}
	returns := ""
	if returnsLiteral(x) {
		// Returning literals, the function would be typed as returning
		// the union of their literal types ("a" | "b"), which a
		// comparison with another literal rejects (TS2367).
		if ts, ok := c.f.widePrimitiveType(x.Type()); ok {
			returns = ts
		}
	}
	return c.typedIIFE(returns, func(in *fnCtx, b *strings.Builder) {
		// A missing key or attribute is undefined in JavaScript, where
		// PCL reports an error: both move on to the next argument.
		// An argument that reads no key or attribute is null where it is
		// undefined, which is its value.
		v := in.scope.Declare("value")
		for i := range x.Args[:len(x.Args)-1] {
			if !readsMember(x.Args[i]) {
				b.WriteString("try {\nreturn " + in.expr(x.Args[i], precLowest) + ";\n} catch {}\n")
				continue
			}
			b.WriteString("try {\nconst " + v + " = " + in.expr(x.Args[i], precCond) + ";\nif (" + v + " !== undefined) {\nreturn " + v + ";\n}\n} catch {}\n")
		}
		b.WriteString("return " + in.expr(x.Args[len(x.Args)-1], precLowest) + ";\n")
	}), precPostfix
}

// readsMember reports whether e reads a key, an element or an attribute,
// which JavaScript reads as undefined when it is missing.
func readsMember(e model.Expression) bool {
	found := false
	model.Walk(e, func(n model.Expression) bool {
		switch x := n.(type) {
		case *model.IndexExpression, *model.RelativeTraversalExpression, *model.SplatExpression:
			found = true
		case *model.ScopeTraversalExpression:
			found = found || len(x.Traversal) > 1
		}
		return !found
	})
	return found
}

// WithSecrecyOf prints gen.WithSecrecyOfName's value, in an apply's
// callback.
func (c calls) WithSecrecyOf(x *model.FunctionCallExpression) (string, int) {
	return c.expr(x.Args[1], precCond), precCond
}

// HasKey prints whether an object has a property (`"k" in o`).
func (c calls) HasKey(x *model.FunctionCallExpression) (string, int) {
	return c.expr(x.Args[1], precCompare+1) + " in " + c.expr(x.Args[0], precCompare+1), precCompare
}

// ToOutput prints an element of a collection that holds outputs, a plain
// value or an output, as an output.
func (c calls) ToOutput(x *model.FunctionCallExpression) (string, int) {
	typeArg := c.f.typeArgument(x.Args[0])
	if isObjectCons(gen.Unparenthesized(x.Args[0])) && typeArg == "" {
		if mt, isMap := model.ResolveOutputs(x.Type()).(*model.MapType); isMap {
			// An object constructor taken as a map: TypeScript infers
			// an object of its keys, which no map's Output takes (the
			// map of Inputs where the constructor holds outputs).
			typeArg = "<" + c.f.tsType(mt) + ">"
			if gen.ValueHoldsOutputs(x.Args[0]) {
				typeArg = "<" + c.f.inputBody(mt, 0) + ">"
			}
		}
	}
	if to := model.ResolveOutputs(x.Type()); typeArg == "" && !isObjectCons(gen.Unparenthesized(x.Args[0])) && gen.IsCollection(to) && !gen.ValueHoldsOutputs(x.Args[0]) && !model.Equal(to, model.ResolvePromises(x.Args[0].Type())) {
		// A plain value taken as another collection type (a loop's
		// element object lifted into a branch's map), which
		// pulumi.output would type as the value's own.
		typeArg = "<" + c.f.tsType(to) + ">"
	}
	if model.ResolveOutputs(x.Type()) == model.DynamicType {
		// An element of several types, outputs among them, which no
		// overload of pulumi.output infers.
		typeArg = "<any>"
	} else if tt := c.unlikeTupleElement(x.Args[0]); tt != nil {
		// An element TypeScript types as the union of the tuple's
		// element types (an Output<number[]> or an
		// Output<number | undefined>[]), of which pulumi.output infers
		// no one type: the Input of any of them (a property of any
		// type may be missing, as an apply returns it: see applyTyping).
		typeArg = "<" + c.f.alternativesInput(model.NewUnionType(tt.ElementTypes...)) + ">"
	}
	return c.f.pulumi() + ".output" + typeArg + "(" + c.expr(x.Args[0], precCond) + ")", precPostfix
}

// alternativesInput prints what an Input of t holds (see inputBody), for a
// union each of its alternatives': a value of any of them is one.
func (f *fileGen) alternativesInput(t model.Type) string {
	u, isUnion := t.(*model.UnionType)
	if !isUnion {
		return f.inputBody(anyMayBeMissing(model.ResolveOutputs(t)), 0)
	}
	var parts []string
	seen := map[string]bool{}
	for _, el := range u.ElementTypes {
		s := "undefined"
		if el != model.NoneType {
			s = f.alternativesInput(el)
		}
		if !seen[s] {
			seen[s] = true
			parts = append(parts, s)
		}
	}
	return strings.Join(parts, " | ")
}

// unlikeTupleElement returns the type of the tuple whose element e reads,
// when the tuple holds outputs and values of unlike types, which
// TypeScript types as the union of their types: a loop's value variable
// ranging over the tuple, or an element of it at an index not known here.
// It is nil for any other e.
func (c *fnCtx) unlikeTupleElement(e model.Expression) *model.TupleType {
	var coll model.Expression
	switch x := gen.Unparenthesized(e).(type) {
	case *model.ScopeTraversalExpression:
		v, isVar := x.Definition.(*model.Variable)
		if !isVar || len(x.Traversal) != 1 {
			return nil
		}
		elemOf, ok := c.ElementCollection(v)
		if !ok {
			return nil
		}
		coll = elemOf
	case *model.IndexExpression:
		if _, constant := gen.Unparenthesized(x.Key).(*model.LiteralValueExpression); constant {
			return nil
		}
		coll = x.Collection
	case *model.FunctionCallExpression:
		if (x.Name != "element" && x.Name != "lookup") || len(x.Args) != 2 {
			return nil
		}
		coll = x.Args[0]
	default:
		return nil
	}
	tt, isTuple := coll.Type().(*model.TupleType)
	if !isTuple || !gen.HoldsOutputs(tt) {
		return nil
	}
	// (Elements of one type but for their outputs, a string and an
	// Output<string>, are an Input<string>, which pulumi.output takes; so
	// are outputs of objects. Collections are not, an Output<number[]>
	// beside an Output<number | undefined>[], nor objects holding outputs
	// beside outputs of objects of other types.)
	types := map[string]bool{}
	unlike := false
	for _, el := range tt.ElementTypes {
		plain := model.RemoveNone(model.ResolveOutputs(el))
		switch plain.(type) {
		case *model.ListType, *model.TupleType, *model.SetType, *model.MapType:
			unlike = true
		case *model.ObjectType:
			unlike = unlike || !gen.IsOutput(el) && gen.HoldsOutputs(el)
		}
		if plain != model.NoneType {
			types[c.f.tsType(plain)] = true
		}
	}
	if !unlike || len(types) < 2 {
		return nil
	}
	return tt
}

// recoverOfTypes reports whether recover's value and fallback are objects
// or collections of different types, which TypeScript does not unify.
func recoverOfTypes(x *model.FunctionCallExpression) bool {
	a, b := model.RemoveNone(model.ResolveOutputs(x.Args[0].Type())), model.RemoveNone(model.ResolveOutputs(x.Args[1].Type()))
	if !gen.IsCollection(a) || !gen.IsCollection(b) || model.RemoveNone(model.ResolveOutputs(x.Type())) == model.DynamicType {
		return false
	}
	return !model.Equal(a, b)
}
