package golang

import (
	"strings"

	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file prints values for Pulumi inputs: resource arguments, output
// form invoke arguments, exports. The destination type (a schema input
// type) decides the Go type: pulumi.String(...), pulumi.StringArray{...},
// &s3.BucketWebsiteArgs{...}; outputs pass as they are.

// input prints the lowered expression e as a Go value assignable to the
// input type of dest.
func (c *fnCtx) input(e model.Expression, dest model.Type) string {
	dt := gen.InputElementType(dest)
	optional := model.IsOptional(dest)
	if s, ok := c.secretInput(e, dt, dest); ok {
		return s
	}
	converted := e
	if c.heldReference(e) {
		// Go has no conversion from an input collection to a schema's
		// Args structs: its output's resolved value converts.
		converted = gen.HeldAsOutput(e)
	}
	if s, ok := c.convertedInput(converted, dt, dest); ok {
		return s
	}
	if gen.IsOutput(e.Type()) {
		s := c.output(e)
		if elem, ok := optionalElement(model.ResolveOutputs(goTypeOf(e))); ok && pointerOptional(elem) && !optional {
			s = c.optionalElem(s, elem, "Elem")
		}
		if conv, ok := c.f.presentElements(s, goTypeOf(e), dt); ok {
			return conv
		}
		if conv, ok := c.typedDynamicOutput(s, goTypeOf(e), dt); ok {
			return conv
		}
		if conv, ok := c.f.untypedElements(s, goTypeOf(e), dt); ok {
			return conv
		}
		return c.intOutputAs(s, e, dt)
	}
	if gen.IsNull(e) {
		return "nil"
	}
	if u, ok := dt.(*model.UnionType); ok {
		if x, isCond := gen.Unparenthesized(e).(*model.ConditionalExpression); isCond && gen.HoldsOutputs(x.Type()) && !model.Equal(pickAlternativeFor(u, x.TrueResult), pickAlternativeFor(u, x.FalseResult)) {
			// Branches of different kinds (a list of outputs or a
			// number): each the input of its own, of no one input type.
			return c.choiceOfInputs(c.f.pulumi()+".Input", x, dest)
		}
		dt = pickAlternativeFor(u, e)
	}
	switch x := e.(type) {
	case *model.ParenthesesExpression:
		return c.input(x.Expression, dest)
	case *model.TupleConsExpression:
		elem := elemOf(dt)
		arr := c.inputArrayType(dt, e)
		if arr == c.f.pulumi()+".Array" && model.ResolveOutputs(elem) == model.DynamicType {
			// (Of the destination's tuple type where there is one: a
			// branch of a choice of tuples is held as the others are.)
			var tt model.Type = model.ResolveOutputs(x.Type())
			if dtt, isTuple := model.ResolveOutputs(dt).(*model.TupleType); isTuple {
				tt = dtt
			}
			if _, vt, ok := model.ForIterationTypes(tt); ok && gen.IsCollection(model.ResolveOutputs(vt)) && c.f.sameGoElements(expressionTypes(x.Expressions), vt) {
				// Collections of one Go type, some of them outputs: each
				// is the input collection of that type, which the
				// tuple's readers take its elements as
				// (pulumi.StringArray of ["a", "b"] beside a secret list
				// of strings), not a pulumi.Array.
				elem = vt
			}
		}
		parts := make([]string, len(x.Expressions))
		for i, el := range x.Expressions {
			if arr == c.f.pulumi()+".Array" {
				parts[i] = c.untypedItem(el, elem)
			} else {
				parts[i] = c.input(el, elem)
			}
		}
		return arr + "{" + multiline(parts) + "}"
	case *model.ObjectConsExpression:
		return c.inputObject(x, dt)
	case *model.ForExpression:
		if x.Key == nil {
			arr := c.inputArrayType(dt, e)
			elem := elemOf(dt)
			return c.iife(arr, func(in *fnCtx) {
				result := in.scope.Declare("result")
				in.out.WriteString(result + " := " + arr + "{}\n")
				in.forHead(x)
				in.out.WriteString(result + " = append(" + result + ", " + in.itemOf(arr, x.Value, elem) + ")\n}\nreturn " + result + "\n")
			})
		}
		if !x.Group {
			// A map whose values hold outputs: an input map, its keys plain.
			mapType, elem := c.inputMapType(dt)
			return c.iife(mapType, func(in *fnCtx) {
				result := in.scope.Declare("result")
				in.out.WriteString(result + " := " + mapType + "{}\n")
				in.forHead(x)
				in.writeEntry(x, result, in.plainAs(x.Key, model.StringType, precLowest), func() string { return in.itemOf(mapType, x.Value, elem) })
				in.out.WriteString("}\nreturn " + result + "\n")
			})
		}
		if !gen.HoldsOutputs(e.Type()) {
			break
		}
		// A grouping map whose values hold outputs: each group is an
		// input array, gathered in a Go map of them first (the input
		// map's elements are interfaces, which append does not take).
		mapType, elem := c.inputMapType(dt)
		arr := c.inputArrayType(elem, e)
		return c.iife(mapType, func(in *fnCtx) {
			groups, result := in.scope.Declare("groups"), in.scope.Declare("result")
			in.out.WriteString(groups + " := map[string]" + arr + "{}\n")
			in.forHead(x)
			key := in.scope.Declare("key")
			in.out.WriteString(key + " := " + in.plainAs(x.Key, model.StringType, precLowest) + "\n")
			in.out.WriteString(groups + "[" + key + "] = append(" + groups + "[" + key + "], " + in.itemOf(arr, x.Value, elemOf(elem)) + ")\n}\n")
			k, v := in.scope.Declare("k"), in.scope.Declare("v")
			in.out.WriteString(result + " := " + mapType + "{}\nfor " + k + ", " + v + " := range " + groups + " {\n" + result + "[" + k + "] = " + v + "\n}\nreturn " + result + "\n")
		})
	case *model.ConditionalExpression:
		// Branches that are list or object constructors are each given
		// where the conditional is, as the one input type they share.
		ct := dt
		if optional && pointerOptional(dt) {
			// The branches are given where a Ptr input is taken.
			ct = model.NewOptionalType(dt)
		}
		if goType := c.conditionalInputType(x, ct); goType != "" {
			return c.choiceOfInputs(goType, x, dest)
		}
	case *model.SplatExpression:
		arr := c.inputArrayType(dt, e)
		elem := elemOf(dt)
		return c.iife(arr, func(in *fnCtx) {
			item := in.scope.Declare("item")
			in.BindSplat(x, item)
			result := in.scope.Declare("result")
			in.out.WriteString(result + " := " + arr + "{}\n")
			in.out.WriteString(in.splatHeader(x, item))
			in.out.WriteString(result + " = append(" + result + ", " + in.input(x.Each, elem) + ")\n}\nreturn " + result + "\n")
		})
	}
	if st, ok := e.(*model.ScopeTraversalExpression); ok && c.heldReference(e) {
		// The local holds an input collection already (see valueOf).
		if s, ok := c.heldAs(st, dt, dest); ok {
			return s
		}
		return c.plain(e, precLowest)
	}
	if gen.HoldsOutputs(e.Type()) {
		c.f.g.Errorf(e.Range(), "Unsupported input",
			"The Go generator cannot pass this %s expression, which holds outputs, as an input of type %s.", gen.ExprKind(e), dt)
		return "nil"
	}
	return c.wrapPlain(e, dt, optional)
}

// heldReference reports whether e is a reference to a value Go holds as an
// input collection (a pulumi.Map, a pulumi.StringArray): a local whose
// value holds outputs, or a loop's variable over the elements of one.
func (c *fnCtx) heldReference(e model.Expression) bool {
	st, ok := e.(*model.ScopeTraversalExpression)
	if !ok || len(st.Traversal) != 1 {
		return false
	}
	switch d := st.Definition.(type) {
	case *binder.LocalVariable:
		return c.f.inputLocals[d] != nil || gen.ValueHoldsOutputs(d.Value)
	case *promiseRanged:
		// A local retyped as holding outputs (computed from a secret
		// config) that is an input collection.
		l, isLocal := d.Node.(*binder.LocalVariable)
		return isLocal && c.f.inputLocals[l] != nil
	case *inputCollection:
		// A reference into a local Go holds as an input collection, read
		// whole (the collection an apply resolves for a read inside try
		// or can: see gen.LowerApplies).
		l, isLocal := d.Node.(*binder.LocalVariable)
		return isLocal && c.heldReference(model.NewScopeTraversalExpression(st.RootName, l, nil, l.Type()))
	case *model.Variable:
		// A loop's variable over the elements of a collection that
		// holds outputs, each the concrete input collection it holds
		// (see heldElement).
		_, bound := c.VarName(d)
		return bound && c.f.heldInputType(d.Type()) != ""
	}
	return false
}

// heldAs prints e, a reference to a collection Go holds as an input
// collection of another type than dt's (a pulumi.Array of StringPtrOutputs,
// where a pulumi.StringArray is taken), as dt's: a loop over it gives each
// element as dt's element (an identity for expression, printed as any).
func (c *fnCtx) heldAs(e *model.ScopeTraversalExpression, dt, dest model.Type) (string, bool) {
	held := c.f.heldInputType(e.Type())
	var want string
	isMap := false
	switch dt.(type) {
	case *model.ListType:
		want = c.inputArrayType(dt, e)
		if held == "" {
			held = c.f.pulumi() + ".Array"
		}
	case *model.MapType:
		want, _ = c.inputMapType(dt)
		isMap = true
		if held == "" {
			held = c.f.pulumi() + ".Map"
		}
	default:
		return "", false
	}
	key, value, ok := model.ForIterationTypes(e.Type())
	if held == want || !ok {
		return "", false
	}
	k, v := model.NewVariable("key", key), model.NewVariable("value", value)
	var keyExpr model.Expression
	if isMap {
		keyExpr = model.NewScopeTraversalExpression(k.Name, k, nil, key)
	}
	each := model.NewForExpression(k, v, e, keyExpr, model.NewScopeTraversalExpression(v.Name, v, nil, value), nil, false, nil)
	return c.input(c.lower(each, dest), dest), true
}

// choiceOfInputs prints the plain conditional x as a function literal
// returning goType, each branch the input of dest it is.
func (c *fnCtx) choiceOfInputs(goType string, x *model.ConditionalExpression, dest model.Type) string {
	return c.iife(goType, func(in *fnCtx) {
		in.out.WriteString("if " + headerExpr(in.plainAs(x.Condition, model.BoolType, precLowest)) + " {\n")
		in.out.WriteString("return " + in.input(x.TrueResult, dest) + "\n}\n")
		in.out.WriteString("return " + in.input(x.FalseResult, dest) + "\n")
	})
}

// conditionalInputType returns the Go input type a plain conditional x
// given as an input of type dt is printed as when both its branches are
// constructors of a schema's lists or objects (a list or for expression,
// an object constructor), else "".
func (c *fnCtx) conditionalInputType(x *model.ConditionalExpression, dt model.Type) string {
	constructed := func(e model.Expression, list bool) bool {
		for {
			p, ok := e.(*model.ParenthesesExpression)
			if !ok {
				break
			}
			e = p.Expression
		}
		switch b := e.(type) {
		case *model.TupleConsExpression:
			return list
		case *model.ForExpression:
			return list == (b.Key == nil)
		case *model.SplatExpression:
			return list
		case *model.ObjectConsExpression:
			return !list
		}
		return false
	}
	switch t := model.RemoveNone(dt).(type) {
	case *model.MapType:
		if constructed(x.TrueResult, false) && constructed(x.FalseResult, false) {
			// Both the one concrete map of inputs, whose keys a loop
			// ranges over.
			if n, ok := builtinElementName(model.ResolveOutputs(t)); ok && n != "" {
				return c.f.pulumi() + "." + n
			}
		}
	case *model.ListType:
		if constructed(x.TrueResult, true) && constructed(x.FalseResult, true) {
			// Both the one concrete input collection (a slice, whose
			// length len takes).
			rt := model.ResolveOutputs(t)
			if n := c.f.schemaCollectionName(rt); n != "" {
				return n
			}
			if n, ok := builtinElementName(rt); ok && n != "" {
				return c.f.pulumi() + "." + n
			}
		}
	case *model.ObjectType:
		if constructed(x.TrueResult, false) && constructed(x.FalseResult, false) && gen.SchemaObject(t) != nil {
			return "*" + c.f.objectName(t) + "Args"
		}
	}
	if gen.HoldsOutputs(x.Type()) && !gen.HoldsOutputs(x.Condition.Type()) {
		// Branches holding outputs, chosen by a plain condition: each is
		// the input interface of the destination's type.
		if out := c.f.outputType(dt); out != "" && out != c.f.pulumi()+".AnyOutput" {
			return c.f.inputInterface(out)
		}
		if model.RemoveNone(dt) == model.DynamicType {
			// A value of any type: each branch is an input of its own.
			return c.f.pulumi() + ".Input"
		}
	}
	return ""
}

// pickAlternativeFor returns the element of a union destination that the
// value e fits best: the object type whose properties and constant
// (discriminant) values an object constructor matches, else the type of
// the value's own kind, else the best conversion.
func pickAlternativeFor(u *model.UnionType, e model.Expression) model.Type {
	if x, ok := e.(*model.ObjectConsExpression); ok {
		for _, el := range u.ElementTypes {
			if ot, isObj := el.(*model.ObjectType); isObj && objectMatches(x, ot) {
				return el
			}
		}
	}
	from := model.RemoveNone(model.ResolveOutputs(e.Type()))
	for _, el := range u.ElementTypes {
		if model.Equal(gen.Unenum(el), from) {
			return el
		}
	}
	if from == model.NumberType {
		if lit, ok := e.(*model.LiteralValueExpression); ok && !lit.Value.IsNull() && lit.Value.AsBigFloat().IsInt() {
			for _, el := range u.ElementTypes {
				if el == model.IntType {
					return el
				}
			}
		}
	}
	return pickAlternative(u, from)
}

// objectMatches reports whether an object constructor has only properties
// of t, and gives its constant properties their values.
func objectMatches(x *model.ObjectConsExpression, t *model.ObjectType) bool {
	given := map[string]bool{}
	for _, it := range x.Items {
		k, ok := gen.StringLiteral(it.Key)
		if !ok {
			return false
		}
		given[k] = true
		pt, ok := t.Properties[k]
		if !ok {
			return false
		}
		if ct, isConst := model.RemoveNone(pt).(*model.ConstType); isConst {
			v, isLit := gen.StringLiteral(it.Value)
			if t, isTemplate := it.Value.(*model.TemplateExpression); isTemplate && len(t.Parts) == 1 {
				v, isLit = gen.StringLiteral(t.Parts[0])
			}
			if !isLit || ct.Value.Type() != cty.String || ct.Value.AsString() != v {
				return false
			}
		}
	}
	for k, pt := range t.Properties {
		if _, isConst := model.RemoveNone(pt).(*model.ConstType); isConst && !given[k] {
			return false
		}
	}
	return true
}

// pickAlternative returns the element of a union destination that a value
// of type from fits best.
func pickAlternative(u *model.UnionType, from model.Type) model.Type {
	best, bestKind := model.Type(nil), model.NoConversion
	for _, el := range u.ElementTypes {
		if el == model.NoneType {
			continue
		}
		if k, _ := model.Conversion(from, el); k > bestKind {
			best, bestKind = el, k
		}
	}
	if best == nil {
		return model.DynamicType
	}
	return best
}

// inputArrayType names the Go input array type of a list destination.
func (c *fnCtx) inputArrayType(dt model.Type, e model.Expression) string {
	if dt == model.DynamicType {
		return c.f.pulumi() + ".Array"
	}
	if n, ok := builtinElementName(dt); ok && n != "" {
		return c.f.pulumi() + "." + n
	}
	if n := c.f.schemaCollectionName(model.RemoveNone(dt)); n != "" {
		return n
	}
	if tt, ok := model.RemoveNone(dt).(*model.TupleType); ok {
		// A tuple of one schema object type is a list of them.
		if n := c.f.schemaCollectionName(model.NewListType(tupleElement(tt))); n != "" {
			return n
		}
	}
	if elem, ok := listElement(dt); ok && (optionalOf(elem) || elem == model.NoneType) {
		// The SDKs have no arrays of optional values (no IntPtrArray):
		// a list of them is a pulumi.Array, as a map of them is a
		// pulumi.Map, whose elements are their Ptr inputs.
		return c.f.pulumi() + ".Array"
	}
	if _, ok := untypedNesting(c.f, dt); ok {
		// The SDKs have collections of an object, and of collections of
		// it, only where their schema uses them (no
		// SecurityGroupIngressArrayArray, no InstanceRootBlockDeviceArray):
		// elsewhere, a list of them is a pulumi.Array of their inputs.
		return c.f.pulumi() + ".Array"
	}
	c.f.g.Errorf(e.Range(), "Unsupported input type", "The Go SDK has no input type for lists of type %s.", dt)
	return c.f.pulumi() + ".Array"
}

// inputMapType returns the Go input type of a map destination of type dt
// (pulumi.Map for any other), and the type of its elements.
func (c *fnCtx) inputMapType(dt model.Type) (string, model.Type) {
	t, ok := dt.(*model.MapType)
	if !ok {
		return c.f.pulumi() + ".Map", model.DynamicType
	}
	if n, ok := builtinElementName(t); ok && n != "" {
		return c.f.pulumi() + "." + n, t.ElementType
	}
	if n := c.f.schemaCollectionName(t); n != "" {
		return n, t.ElementType
	}
	return c.f.pulumi() + ".Map", t.ElementType
}

// inputObject prints an object constructor for an object or map input.
func (c *fnCtx) inputObject(x *model.ObjectConsExpression, dt model.Type) string {
	switch t := dt.(type) {
	case *model.ObjectType:
		if gen.SchemaObject(t) != nil {
			return "&" + c.f.objectName(t) + "Args{" + c.argFields(x, t) + "}"
		}
		if elem := objectElem(t); elem != model.DynamicType {
			// An object whose properties share a type is the typed map
			// its plain value is (map[string]string: plainType), so that
			// it resolves to that value.
			if mapType, _ := c.inputMapType(model.NewMapType(elem)); mapType != c.f.pulumi()+".Map" {
				items := make([]string, len(x.Items))
				for i, it := range x.Items {
					items[i] = c.objectKey(it.Key) + ": " + c.input(it.Value, elem)
				}
				return mapType + "{" + multiline(items) + "}"
			}
		}
		items := make([]string, len(x.Items))
		for i, it := range x.Items {
			k, _ := gen.StringLiteral(it.Key)
			pt, ok := t.Properties[k]
			if !ok {
				pt = model.DynamicType
			}
			items[i] = c.objectKey(it.Key) + ": " + c.untypedItem(it.Value, pt)
		}
		return c.f.pulumi() + ".Map{" + multiline(items) + "}"
	case *model.MapType:
		mapType, _ := c.inputMapType(t)
		items := make([]string, len(x.Items))
		for i, it := range x.Items {
			items[i] = c.objectKey(it.Key) + ": " + c.itemOf(mapType, it.Value, t.ElementType)
		}
		return mapType + "{" + multiline(items) + "}"
	}
	items := make([]string, len(x.Items))
	for i, it := range x.Items {
		items[i] = c.objectKey(it.Key) + ": " + c.untypedItem(it.Value, model.DynamicType)
	}
	return c.f.pulumi() + ".Map{" + multiline(items) + "}"
}

// itemOf prints e, an element of an input collection of the Go type
// container, as an input of type t: an untypedItem in a pulumi.Array or
// pulumi.Map.
func (c *fnCtx) itemOf(container string, e model.Expression, t model.Type) string {
	if p := c.f.pulumi(); container == p+".Array" || container == p+".Map" {
		return c.untypedItem(e, t)
	}
	return c.input(e, t)
}

// expressionTypes returns the types of es.
func expressionTypes(es []model.Expression) []model.Type {
	ts := make([]model.Type, len(es))
	for i, e := range es {
		ts[i] = e.Type()
	}
	return ts
}

// intsOf reports whether the plain Go type have is want with ints where
// want has float64s ([]int for []float64).
func intsOf(have, want string) bool {
	return strings.ReplaceAll(have, "int", "float64") == want
}

// sameGoElements reports whether Go holds each of the element types of a
// tuple, and a value of type t, as a value of one plain Go type ([]string),
// or of its ints where t has numbers ([]int beside []float64).
func (f *fileGen) sameGoElements(elems []model.Type, t model.Type) bool {
	want := f.plainType(model.ResolveOutputs(t))
	if strings.Contains(want, "interface{}") {
		return false
	}
	for _, el := range elems {
		// (Ints are held as the numbers the other elements are, as a
		// number's input collection holds them.)
		have := f.plainType(model.ResolveOutputs(el))
		if have != want && (strings.Contains(have, "interface{}") || !intsOf(have, want)) {
			return false
		}
	}
	return true
}

// untypedItem prints an item of a pulumi.Map or pulumi.Array, an input of
// type t: a resource's ID or URN as a string output, which is what PCL
// holds, where the collection's resolved value (read by a component, or in
// an apply) would hold a pulumi.ID or pulumi.URN.
func (c *fnCtx) untypedItem(e model.Expression, t model.Type) string {
	s := c.input(e, t)
	if rt := model.ResolveOutputs(e.Type()); gen.IsOutput(e.Type()) && gen.Unenum(model.RemoveNone(t)) != model.NumberType && !model.Equal(model.ResolveOutputs(goTypeOf(e)), rt) {
		// An output of int arithmetic the binder types a number (see
		// intArithmetic) is held as the number a read of the collection
		// asserts.
		s = c.intOutputAs(s, e, rt)
	}
	return idsAsStrings(s)
}

// argFields prints the fields of an args struct from an object
// constructor: each property's input value under its Go field name.
func (c *fnCtx) argFields(x *model.ObjectConsExpression, t *model.ObjectType) string {
	items := make([]string, 0, len(x.Items))
	for _, it := range x.Items {
		k, ok := gen.StringLiteral(it.Key)
		if !ok {
			c.f.g.Errorf(it.Key.Range(), "Unsupported property name", "The Go generator needs property names that are constants.")
			continue
		}
		pt, ok := t.Properties[k]
		if !ok {
			pt = model.DynamicType
		}
		items = append(items, c.f.propertyField(t, k)+": "+c.propertyInput(it.Value, pt, c.f.isPlainProperty(t, k)))
	}
	return multiline(items)
}

// propertyInput prints the value of one property: a plain value for a plain
// property, else an input.
func (c *fnCtx) propertyInput(e model.Expression, t model.Type, plain bool) string {
	if plain {
		return c.plainValue(e, t)
	}
	return c.input(c.lower(e, t), t)
}

// intOutputAs returns s, the output of e, as an output of type dt: Go
// computes on ints what PCL types as a number (see intArithmetic), and a
// number takes a float64.
func (c *fnCtx) intOutputAs(s string, e model.Expression, dt model.Type) string {
	from := model.ResolveOutputs(goTypeOf(e))
	if s, ok := c.intsAsNumbers(s, e, from, dt); ok {
		return s
	}
	if gen.Unenum(model.RemoveNone(dt)) != model.NumberType {
		return s
	}
	s = c.loopInputAsOutput(e, s)
	if from == model.IntType {
		return s + ".ApplyT(func(v int) float64 {\nreturn float64(v)\n}).(" + c.f.pulumi() + ".Float64Output)"
	}
	if elem, ok := optionalElement(from); ok && gen.Unenum(elem) == model.IntType && pointerOptional(elem) {
		// An optional int (a *int) where an optional number is taken.
		return s + ".ApplyT(" + c.f.helper("optionalFloat") + ").(" + c.f.pulumi() + ".Float64PtrOutput)"
	}
	return s
}

// intsAsNumbers returns s, the output of e, a collection of ints (of int
// arithmetic) of type from (resolved), as the output of the collection of
// numbers dt takes, and true; false where e is no such collection.
func (c *fnCtx) intsAsNumbers(s string, e model.Expression, from, dt model.Type) (string, bool) {
	if !gen.IsCollection(from) || !gen.IsCollection(dt) {
		return "", false
	}
	fromGo, gt := c.f.plainType(from), c.f.plainType(model.RemoveNone(dt))
	if fromGo == gt || !strings.HasPrefix(gt, "[]") && !strings.HasPrefix(gt, "map[") || strings.Contains(gt, "*") || !intsOf(fromGo, gt) {
		return "", false
	}
	out := c.f.outputType(model.RemoveNone(dt))
	if out == "" {
		return "", false
	}
	v := c.scope.Child().Declare("v")
	return c.loopInputAsOutput(e, s) + ".ApplyT(func(" + v + " " + fromGo + ") " + gt + " {\nreturn " + c.f.viaJSON(gt, v) + "\n}).(" + out + ")", true
}

// typedDynamicOutput converts s, an output of a dynamic value or of an
// untyped collection (of type from: []interface{} for a conditional of
// empty lists), to the output of the collection or object type dt it is
// given as (pulumi.StringArrayOutput for a list of strings), through its
// JSON form as config values are: a value of another shape fails, as PCL's
// conversion does. Scalars are converted before (needsConversion).
func (c *fnCtx) typedDynamicOutput(s string, from, dt model.Type) (string, bool) {
	fromGo := "interface{}"
	if t := model.RemoveNone(model.ResolveOutputs(from)); t != model.DynamicType {
		fromGo = c.f.plainType(t)
		if fromGo != "[]interface{}" && fromGo != "map[string]interface{}" && fromGo != "interface{}" {
			// (A union of collections, or of objects and maps, Go
			// holds as an interface{} too.)
			return "", false
		}
	}
	switch model.RemoveNone(dt).(type) {
	case *model.ListType, *model.MapType, *model.ObjectType:
	default:
		return "", false
	}
	out := c.f.outputType(dt)
	gt := c.f.plainType(dt)
	if out == "" || out == c.f.pulumi()+".AnyOutput" || gt == "interface{}" || gt == fromGo {
		return "", false
	}
	v := c.scope.Child().Declare("v")
	converted, gt := c.f.heldUntyped(c.f.viaJSON(gt, v), gt, out)
	return s + ".ApplyT(func(" + v + " " + fromGo + ") " + gt + " {\nreturn " + converted + "\n}).(" + out + ")", true
}

// heldUntyped returns value, of the Go type goType, as the value an output
// of type out holds: where out is a pulumi.ArrayOutput or MapOutput (a
// collection the SDK has no typed output of, []*float64), its elements
// held as interface{} values, and that type.
func (f *fileGen) heldUntyped(value, goType, out string) (string, string) {
	u, ok := f.untypedKind(out)
	if !ok || !u.converts(goType) {
		return value, goType
	}
	return f.helper(u.helper) + "(" + value + ")", u.goType
}

// untypedKind describes a pulumi.Array or pulumi.Map output: the
// collection's name ("Array"), the helper that holds a typed slice's or
// map's elements as interfaces, and the Go type it resolves to.
type untypedKind struct{ name, helper, goType string }

// untypedKind returns the untypedKind of out, a pulumi.ArrayOutput or
// pulumi.MapOutput; ok is false for any other output type.
func (f *fileGen) untypedKind(out string) (untypedKind, bool) {
	switch out {
	case f.pulumi() + ".ArrayOutput":
		return untypedKind{"Array", "interfaces", "[]interface{}"}, true
	case f.pulumi() + ".MapOutput":
		return untypedKind{"Map", "interfaceMap", "map[string]interface{}"}, true
	}
	return untypedKind{}, false
}

// converts reports whether goType is a typed slice or map of the kind's
// shape ([]*float64 for an Array), which the helper converts.
func (u untypedKind) converts(goType string) bool {
	return goType != u.goType && strings.HasPrefix(goType, strings.TrimSuffix(u.goType, "interface{}"))
}

// isPlainProperty reports whether property name of a schema object is
// plain (its Go field is not an input).
func (f *fileGen) isPlainProperty(t *model.ObjectType, name string) bool {
	if so := gen.SchemaObject(t); so != nil {
		if p, err := so.Property(name); err == nil && p != nil {
			return p.Plain
		}
	}
	return false
}

// optionalElem prints the element of the pointer output s of an optional
// value of type elem through the scalar helper of form ("Elem" for an
// input, where a null leaves the input unset; "NotNull" for a string
// template, where it is an error), else as the SDK's Elem (a schema
// object's zero value).
func (c *fnCtx) optionalElem(s string, elem model.Type, form string) string {
	if _, prim := elem.(*model.PrimitiveType); prim {
		if n, _ := builtinElementName(elem); scalarHelper(n, form) != "" {
			return c.f.helper(scalarHelper(n, form)) + "(" + s + ")"
		}
	}
	return s + ".Elem()"
}

// wrapPlain wraps a plain value as an input of type dt.
func (c *fnCtx) wrapPlain(e model.Expression, dt model.Type, optional bool) string {
	from := model.ResolveOutputs(goTypeOf(e))
	if isHugeInt(e) {
		from = model.NumberType
		if dt == model.IntType || dt == model.DynamicType {
			dt = model.NumberType
		}
	}
	p := c.f.pulumi()
	dynamicDest := dt == model.DynamicType
	if dynamicDest {
		dt = model.RemoveNone(from)
		if tt, ok := dt.(*model.TupleType); ok {
			dt = model.NewListType(tupleElement(tt))
		}
		if u, ok := dt.(*model.UnionType); ok {
			if t, isAsset := assetKindUnion(u); isAsset {
				dt = t
			}
		}
	}
	switch t := dt.(type) {
	case *model.EnumType:
		if se := schemaEnum(t); se != nil && se.Package != nil {
			return c.f.qualified(se.Package, se.Token, memberName(se.Token)) + "(" + c.plainAs(e, t.ElementType, precLowest) + ")"
		}
		return c.wrapPlain(e, t.ElementType, optional)
	case *model.ConstType:
		return c.wrapPlain(e, t.Type, optional)
	case *model.OpaqueType:
		return c.opaqueInput(e, t, from)
	case *model.ObjectType:
		if c.f.isResource(t) {
			return c.plain(e, precLowest)
		}
	}
	n, ok := builtinElementName(dt)
	if _, isMap, isOpt := optionalScalars(dt); isOpt && !ok && !dynamicDest {
		// A pulumi.Array or pulumi.Map of the optional values.
		n = "Array"
		if isMap {
			n = "Map"
		}
		if s, ok := c.optionalElementsInput(e, n, from); ok {
			return s
		}
	}
	if !ok && !dynamicDest {
		if s, ok := c.untypedCollectionInput(e, dt, from); ok {
			return s
		}
	}
	if !ok || n == "" {
		return p + ".Any(" + c.plain(e, precLowest) + ")"
	}
	if elem, isOpt := optionalElement(from); isOpt && pointerOptional(elem) && optional && !strings.Contains(n, "Array") && !strings.Contains(n, "Map") {
		return p + "." + n + "PtrFromPtr(" + c.plain(e, precLowest) + ")"
	} else if h := scalarHelper(n, "Input"); isOpt && h != "" && elem == dt {
		return c.f.helper(h) + "(" + c.plain(e, precLowest) + ")"
	}
	if s, ok := c.optionalElementsInput(e, n, from); ok {
		return s
	}
	if s, ok := c.optionalCollectionsInput(e, n, from, dt); ok {
		return s
	}
	if strings.Contains(n, "Array") || strings.Contains(n, "Map") {
		if from != model.DynamicType && model.IsOptional(from) && !gen.IsNull(e) {
			// A nil slice or map is null, which pulumi.ToIntArray would
			// make an empty collection.
			return c.iife(p+"."+n+"Input", func(in *fnCtx) {
				v := in.scope.Declare("v")
				in.out.WriteString(v + " := " + in.plain(e, precLowest) + "\nif " + v + " == nil {\nreturn nil\n}\n")
				have, want := in.f.plainType(model.RemoveNone(from)), in.f.plainType(dt)
				if model.RemoveNone(from) == model.DynamicType || have != want && jsonData(have, want) {
					// A value of any type, of the collection's shape, or
					// a collection Go holds as another type (the
					// []interface{} of an empty tuple).
					v = in.f.viaJSON(want, v)
				}
				in.out.WriteString("return " + p + ".To" + n + "(" + v + ")\n")
			})
		}
		return p + ".To" + n + "(" + c.plainAs(e, dt, precLowest) + ")"
	}
	if helper, isScalar := dynamicPrimitives[c.f.plainType(dt)]; isScalar && optional && !gen.IsNull(e) {
		if src, ok := c.dynamicSource(e); ok {
			// A dynamic value may be null, which leaves the input unset.
			return p + "." + n + "PtrFromPtr(" + c.f.helper("optionalDynamic") + "(" + c.plain(src, precLowest) + ", " + c.f.helper(helper) + "))"
		}
	}
	return p + "." + n + "(" + c.plainAs(e, dt, precLowest) + ")"
}

// dynamicSource returns e, or the value e converts, when Go holds it as a
// dynamic value (interface{}), which may be null; ok is false otherwise.
func (c *fnCtx) dynamicSource(e model.Expression) (model.Expression, bool) {
	if x, ok := e.(*model.FunctionCallExpression); ok && x.Name == gen.ConvertName && len(x.Args) == 1 {
		e = x.Args[0]
	}
	t := model.ResolveOutputs(goTypeOf(e))
	return e, t == model.NoneType || c.f.plainType(model.RemoveNone(t)) == "interface{}"
}

// secretInput prints secret(value) given to an input of another output type
// than the value's own (a list or map of a schema object, or one; a typed
// list given an empty or dynamic one): the value as that input, made
// secret, since the output of the value's own type (pulumi.MapArrayOutput,
// pulumi.ArrayOutput) is no input of the destination's
// (ec2.SecurityGroupEgressArrayInput, pulumi.StringArrayInput). So is
// unsecret(secret(value)), unsecreted as the input's output type.
func (c *fnCtx) secretInput(e model.Expression, dt, dest model.Type) (string, bool) {
	x, ok := e.(*model.FunctionCallExpression)
	if ok && x.Name == gen.ConvertName && len(x.Args) == 1 {
		x, ok = x.Args[0].(*model.FunctionCallExpression)
	}
	unsecret := ""
	if ok && x.Name == "unsecret" && len(x.Args) == 1 {
		// unsecret(secret(value)): the value made secret as the input,
		// then not secret.
		unsecret = "unsecret"
		x, ok = x.Args[0].(*model.FunctionCallExpression)
	}
	if !ok || x.Name != "secret" || len(x.Args) != 1 || gen.IsOutput(x.Args[0].Type()) || plainPointer(x.Args[0]) {
		return "", false
	}
	if ot, isObj := model.RemoveNone(dt).(*model.ObjectType); isObj && gen.SchemaObject(ot) != nil && model.IsOptional(dest) {
		return "", false // a pointer to the args struct
	}
	out := c.f.outputType(dt)
	if out == "" || out == c.f.pulumi()+".AnyOutput" || out == c.f.outputType(x.Type()) {
		return "", false
	}
	if optional := c.f.outputType(dest); model.IsOptional(dest) && optional != "" {
		// The input of an optional destination (pulumi.Float64PtrFromPtr)
		// makes the output of the pointer.
		out = optional
	}
	v := c.f.pulumi() + ".ToSecret(" + c.input(x.Args[0], dest) + ").(" + out + ")"
	if unsecret != "" {
		v = c.f.pulumi() + ".Unsecret(" + v + ").(" + out + ")"
	}
	return v, true
}

// untypedCollectionInput prints e, a plain list or map that Go holds as a
// typed slice or map ([]map[string]*string), given where dt, a collection
// the SDK has no typed input of, is taken: the pulumi.Array or pulumi.Map
// of its elements (pulumi.Any of it would be no ArrayInput or MapInput);
// a nil one is null. ok is false for any other value.
func (c *fnCtx) untypedCollectionInput(e model.Expression, dt, from model.Type) (string, bool) {
	p := c.f.pulumi()
	u, ok := c.f.untypedKind(c.f.outputType(model.RemoveNone(dt)))
	plainFrom := model.RemoveNone(from)
	if !ok || plainFrom == model.DynamicType {
		return "", false
	}
	have := c.f.plainType(plainFrom)
	if have != u.goType && !u.converts(have) {
		return "", false
	}
	convert := func(v string) string {
		if have == u.goType {
			return p + ".To" + u.name + "(" + v + ")"
		}
		return p + ".To" + u.name + "(" + c.f.helper(u.helper) + "(" + v + "))"
	}
	if !model.IsOptional(from) || gen.IsNull(e) {
		return convert(c.plain(e, precLowest)), true
	}
	return c.iife(p+"."+u.name+"Input", func(in *fnCtx) {
		v := in.scope.Declare("v")
		in.out.WriteString(v + " := " + in.plain(e, precLowest) + "\nif " + v + " == nil {\nreturn nil\n}\nreturn " + convert(v) + "\n")
	}), true
}
