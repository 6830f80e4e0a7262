package golang

import (
	"go/token"
	"sort"
	"strconv"
	"strings"

	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file gives Pulumi inputs of a schema's object types, and of lists of
// them, from values that are not constructors the input printer builds
// field by field: a variable, an element of an untyped config, a call such
// as singleOrNone, a conditional with null in a branch, an output of
// another object type of the same shape. Go has no conversion between
// map[string]interface{} and an SDK's Args struct, nor between two SDK
// output types, so the generated code converts.

// convertedInput prints the lowered value e as the input of type dt (the
// destination without its optionality) when dt is a schema object or a list
// of them and e is not printed field by field already; ok is false
// otherwise.
func (c *fnCtx) convertedInput(e model.Expression, dt, dest model.Type) (string, bool) {
	for {
		p, ok := e.(*model.ParenthesesExpression)
		if !ok {
			break
		}
		e = p.Expression
	}
	switch x := e.(type) {
	case *model.TupleConsExpression, *model.ObjectConsExpression, *model.ForExpression, *model.SplatExpression:
		return "", false
	case *model.ConditionalExpression:
		if c.conditionalInputType(x, dt) != "" {
			// Constructors in both branches (see input).
			return "", false
		}
	}
	if x, ok := e.(*model.FunctionCallExpression); ok && x.Name == gen.ChosenConditional && len(x.Args) == 3 {
		// An eventual conditional whose condition is plain: each branch
		// is given where the conditional is, as the destination's input
		// type, which outputs, constructors and nil all are.
		branch := func(in *fnCtx, e model.Expression) string { return in.input(e, dest) }
		goType := c.chosenInputType(dt, model.IsOptional(dest))
		if t, f := model.ResolveOutputs(x.Args[1].Type()), model.ResolveOutputs(x.Args[2].Type()); goType == "" && t != model.NoneType && f != model.NoneType && !model.Equal(model.RemoveNone(t), model.RemoveNone(f)) {
			// Branches of different types (an optional number and an
			// int, which Go holds as pulumi.AnyOutput) for a scalar:
			// each converted to it.
			goType = c.scalarInputType(dt, model.IsOptional(dest))
			branch = func(in *fnCtx, e model.Expression) string {
				return in.input(gen.ConvertedValue(e, dest, needsConversion), dest)
			}
		}
		if goType != "" {
			return c.iife(goType, func(in *fnCtx) {
				// (Each branch's statements, a conversion's, are written
				// where the branch is taken.)
				in.out.WriteString("if " + headerExpr(in.plainAs(x.Args[0], model.BoolType, precLowest)) + " {\n")
				in.out.WriteString("return " + branch(in, x.Args[1]) + "\n}\n")
				in.out.WriteString("return " + branch(in, x.Args[2]) + "\n")
			}), true
		}
	}
	if gen.IsOutput(e.Type()) {
		if s, ok := c.outputToSchema(e, dt); ok {
			return s, true
		}
		if s, ok := c.schemaToMaps(e, dt); ok {
			return s, true
		}
	}
	switch t := model.RemoveNone(dt).(type) {
	case *model.ObjectType:
		if gen.SchemaObject(t) == nil || c.f.objectName(t) == "" {
			return "", false
		}
		if gen.IsOutput(e.Type()) {
			return c.convertedOutput(e, t)
		}
		if x, ok := e.(*model.ConditionalExpression); ok {
			return c.conditionalInput("*"+c.f.objectName(t)+"Args", x, dest), true
		}
		return c.objectFromValue(e, t)
	case *model.ListType:
		elem, isObj := model.RemoveNone(t.ElementType).(*model.ObjectType)
		arr := c.f.schemaCollectionName(t)
		if isObj && gen.IsOutput(e.Type()) {
			return c.convertedOutputList(e, t)
		}
		if !isObj || gen.SchemaObject(elem) == nil || arr == "" || gen.IsOutput(e.Type()) {
			return "", false
		}
		if x, ok := e.(*model.ConditionalExpression); ok {
			return c.conditionalInput(arr+"Input", x, dest), true
		}
		return c.listFromValue(e, arr, t.ElementType)
	}
	return "", false
}

// conditionalInput prints the plain conditional x as an input of type
// goType: each branch is given where the conditional is.
func (c *fnCtx) conditionalInput(goType string, x *model.ConditionalExpression, dest model.Type) string {
	branch := func(in *fnCtx, e model.Expression) string {
		if inner, ok := gen.Unparenthesized(e).(*model.ConditionalExpression); ok && !gen.IsOutput(inner.Type()) {
			// A conditional within: of the same concrete type.
			return in.conditionalInput(goType, inner, dest)
		}
		v := in.input(e, dest)
		if held, ok := in.heldAsUntyped(e, v, goType); ok {
			return held
		}
		return v
	}
	return c.iife(goType, func(in *fnCtx) {
		in.out.WriteString("if " + headerExpr(in.plainAs(x.Condition, model.BoolType, precLowest)) + " {\n")
		in.out.WriteString("return " + branch(in, x.TrueResult) + "\n}\n")
		in.out.WriteString("return " + branch(in, x.FalseResult) + "\n")
	})
}

// heldAsUntyped returns v, the input printed of e, a reference to a
// collection Go holds as a typed input collection (a pulumi.IntMap of a
// local of int outputs), as goType where that is the untyped collection of
// its kind (pulumi.Map, pulumi.Array), which the other branch of a choice
// of objects of other types is: a copy of its elements, each an input. ok
// is false for any other value.
func (c *fnCtx) heldAsUntyped(e model.Expression, v, goType string) (string, bool) {
	p := c.f.pulumi()
	kind := strings.TrimPrefix(goType, p+".")
	if kind != "Map" && kind != "Array" || !c.heldReference(e) {
		return "", false
	}
	have := c.f.heldInputType(e.Type())
	if have == "" || have == goType || !strings.HasSuffix(have, kind) {
		return "", false
	}
	return c.iife(goType, func(in *fnCtx) {
		result, k, el := in.scope.Declare("result"), in.scope.Declare("k"), in.scope.Declare("v")
		in.out.WriteString(result + " := " + goType + "{}\n")
		if kind == "Map" {
			in.out.WriteString("for " + k + ", " + el + " := range " + v + " {\n" + result + "[" + k + "] = " + el + "\n}\n")
		} else {
			in.out.WriteString("for _, " + el + " := range " + v + " {\n" + result + " = append(" + result + ", " + el + ")\n}\n")
		}
		in.out.WriteString("return " + result + "\n")
	}), true
}

// nilable reports whether a Go value of type goType can be nil.
func nilable(goType string) bool {
	for _, p := range []string{"map[", "[]", "*", "interface{}"} {
		if strings.HasPrefix(goType, p) {
			return true
		}
	}
	return false
}

// objectFromValue prints the plain value e, a map or an untyped value, as
// the Args struct of the schema object t: each property the value holds is
// given as the property's input; a null value is a null input.
func (c *fnCtx) objectFromValue(e model.Expression, t *model.ObjectType) (string, bool) {
	from := model.RemoveNone(model.ResolveOutputs(goTypeOf(e)))
	elemType, ok := c.objectSource(from)
	if !ok {
		return "", false
	}
	args := c.f.objectName(t) + "Args"
	return c.iife("*"+args, func(in *fnCtx) {
		v := in.valueOf(e, from, "map[string]interface{}", true)
		result := in.scope.Declare("result")
		in.out.WriteString(result + " := &" + args + "{}\n")
		held := heldAttributes(e, from)
		for _, name := range sortedProperties(t) {
			pt := t.Properties[name]
			if held != nil && held.Properties[name] == nil {
				continue
			}
			ref := in.readMember(v, name, model.RemoveNone(elemType))
			var value string
			if in.f.isPlainProperty(t, name) {
				value = in.plainValue(ref, pt)
			} else {
				value = in.input(in.lower(ref, pt), pt)
			}
			in.out.WriteString(result + "." + in.f.propertyField(t, name) + " = " + value + "\n}\n")
		}
		in.out.WriteString("return " + result + "\n")
	}), true
}

// heldAttributes returns the structural object type whose attributes are
// all the value e, of Go model type from, can hold (the others are null), or
// nil when e may hold any: an object the Go code holds as a map (a secret
// object of strings is a pulumi.StringMapOutput) has only its type's.
func heldAttributes(e model.Expression, from model.Type) *model.ObjectType {
	for _, t := range []model.Type{from, model.RemoveNone(model.ResolveOutputs(e.Type()))} {
		if ot, ok := t.(*model.ObjectType); ok && gen.SchemaObject(ot) == nil {
			return ot
		}
	}
	return nil
}

// listFromValue prints the plain list e as the input array arr whose
// elements are of type elem, each element given as an input of that type.
func (c *fnCtx) listFromValue(e model.Expression, arr string, elem model.Type) (string, bool) {
	from := model.RemoveNone(model.ResolveOutputs(goTypeOf(e)))
	elemType, ok := listSource(from)
	if !ok {
		return "", false
	}
	return c.iife(arr+"Input", func(in *fnCtx) {
		v := in.valueOf(e, from, "[]interface{}", true)
		result := in.scope.Declare("result")
		x := in.scope.Declare("x")
		ref := in.bound(x, elemType)
		in.out.WriteString(result + " := " + arr + "{}\nfor _, " + x + " := range " + headerExpr(v) + " {\n")
		in.out.WriteString(result + " = append(" + result + ", " + in.input(in.lower(ref, elem), elem) + ")\n}\nreturn " + result + "\n")
	}), true
}

// convertedOutput prints the output e of a schema object type other than t
// as an output of t (an SDK's output type of one object type is no input
// of another): a struct of the same fields converts as Go converts it,
// another is built field by field from the properties both types have of
// the same primitive type (those of t the value lacks stay unset, as PCL's
// conversion leaves them null).
func (c *fnCtx) convertedOutput(e model.Expression, t *model.ObjectType) (string, bool) {
	from := model.ResolveOutputs(goTypeOf(e))
	optional := model.IsOptional(from)
	ft, ok := model.RemoveNone(from).(*model.ObjectType)
	if !ok || gen.SchemaObject(ft) == nil || ft == t || c.f.objectName(ft) == c.f.objectName(t) {
		return "", false
	}
	src, dst := c.f.objectName(ft), c.f.objectName(t)
	if sameStruct(ft, t) && !optional {
		return c.output(e) + ".ApplyT(func(v " + src + ") " + dst + " {\nreturn " + dst + "(v)\n}).(" + dst + "Output)", true
	}
	deref := ""
	if optional {
		deref = "*"
	}
	body, ok := c.convertedStruct(e, ft, t, deref)
	if !ok {
		return "nil", true
	}
	if optional {
		return c.output(e) + ".ApplyT(func(v *" + src + ") *" + dst + " {\nif v == nil {\nreturn nil\n}\n" + body + "return &r\n}).(" + dst + "PtrOutput)", true
	}
	return c.output(e) + ".ApplyT(func(v " + src + ") " + dst + " {\n" + body + "return r\n}).(" + dst + "Output)", true
}

// convertedStruct prints the statements that set r, a struct of the schema
// object t, from deref+v, a struct of the schema object ft: converted as Go
// converts a struct of the same fields, else field by field (copiedFields).
// ok is false, with a diagnostic at e, when a property they share differs
// in type.
func (c *fnCtx) convertedStruct(e model.Expression, ft, t *model.ObjectType, deref string) (string, bool) {
	src, dst := c.f.objectName(ft), c.f.objectName(t)
	if sameStruct(ft, t) {
		return "r := " + dst + "(" + deref + "v)\n", true
	}
	fields, ok := c.f.copiedFields(ft, t)
	if !ok {
		c.f.g.Errorf(e.Range(), "Unsupported input",
			"The Go generator cannot give an output of %s as an input of %s: a property they share differs in type.", src, dst)
		return "", false
	}
	return "var r " + dst + "\n" + fields, true
}

// convertedOutputList prints the output e of a list of a schema object type
// other than t's elements as an output of t, each element converted as
// convertedOutput converts one; ok is false for other values.
func (c *fnCtx) convertedOutputList(e model.Expression, t *model.ListType) (string, bool) {
	fl, ok := model.RemoveNone(model.ResolveOutputs(goTypeOf(e))).(*model.ListType)
	if !ok {
		return "", false
	}
	fe, fromObj := fl.ElementType.(*model.ObjectType)
	te, toObj := t.ElementType.(*model.ObjectType)
	arr := c.f.schemaCollectionName(t)
	if !fromObj || !toObj || gen.SchemaObject(fe) == nil || gen.SchemaObject(te) == nil || arr == "" || c.f.objectName(fe) == "" ||
		c.f.objectName(te) == "" || c.f.objectName(fe) == c.f.objectName(te) {
		return "", false
	}
	body, ok := c.convertedStruct(e, fe, te, "")
	if !ok {
		return "nil", true
	}
	src, dst := c.f.objectName(fe), c.f.objectName(te)
	return c.output(e) + ".ApplyT(func(vs []" + src + ") []" + dst + " {\nif vs == nil {\nreturn nil\n}\nrs := make([]" + dst + ", len(vs))\n" +
		"for i, v := range vs {\n" + body + "rs[i] = r\n}\nreturn rs\n}).(" + arr + "Output)", true
}

// copiedFields prints the statements that copy the properties schema
// objects a and b share from v, a struct of a, into r, a struct of b: a
// pointer field given to a value field only when it is set. ok is false
// when a shared property is not of one primitive type in both.
func (f *fileGen) copiedFields(a, b *model.ObjectType) (string, bool) {
	var out strings.Builder
	for _, name := range sortedProperties(b) {
		at, shared := a.Properties[name]
		if !shared {
			continue
		}
		bt := b.Properties[name]
		ap, aPrim := model.RemoveNone(at).(*model.PrimitiveType)
		bp, bPrim := model.RemoveNone(bt).(*model.PrimitiveType)
		from, to := "v."+f.propertyField(a, name), "r."+f.propertyField(b, name)
		if !aPrim || !bPrim {
			// Lists and maps of one primitive type are the same slices and
			// maps in both structs, set or not.
			if !model.Equal(model.RemoveNone(at), model.RemoveNone(bt)) || gen.AnyTypeWithin(at, isObjectType) {
				return "", false
			}
			out.WriteString(to + " = " + from + "\n")
			continue
		}
		if ap != bp {
			return "", false
		}
		switch aOpt, bOpt := model.IsOptional(at), model.IsOptional(bt); {
		case aOpt == bOpt:
			out.WriteString(to + " = " + from + "\n")
		case aOpt:
			out.WriteString("if " + from + " != nil {\n" + to + " = *" + from + "\n}\n")
		default:
			out.WriteString(to + " = &" + from + "\n")
		}
	}
	return out.String(), true
}

// isObjectType finds object types (gen.AnyTypeWithin).
func isObjectType(t model.Type) (found, within bool) {
	_, ok := t.(*model.ObjectType)
	return ok, true
}

// sameStruct reports whether the SDK structs of schema objects a and b
// have the same fields: the same properties, each of the same primitive
// type and optionality, so that Go converts one to the other.
func sameStruct(a, b *model.ObjectType) bool {
	if len(a.Properties) != len(b.Properties) {
		return false
	}
	for name, at := range a.Properties {
		bt, ok := b.Properties[name]
		if !ok || model.IsOptional(at) != model.IsOptional(bt) {
			return false
		}
		ap, aPrim := model.RemoveNone(at).(*model.PrimitiveType)
		bp, bPrim := model.RemoveNone(bt).(*model.PrimitiveType)
		if !aPrim || !bPrim || ap != bp {
			return false
		}
	}
	return true
}

// sortedProperties returns the property names of t in order.
func sortedProperties(t *model.ObjectType) []string {
	names := make([]string, 0, len(t.Properties))
	for n := range t.Properties {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// convertedPlain prints the plain value e, a map, a list of maps or an
// untyped value that is not a constructor, as the plain SDK struct of the
// schema object t, or a slice of them (an invoke's arguments): each
// property the value holds is given as the property's plain value. ok is
// false when t is no such type or e is a constructor.
func (c *fnCtx) convertedPlain(e model.Expression, t model.Type) (string, bool) {
	switch e.(type) {
	case *model.TupleConsExpression, *model.ObjectConsExpression, *model.ForExpression, *model.SplatExpression, *model.ConditionalExpression:
		return "", false
	}
	from := model.RemoveNone(model.ResolveOutputs(goTypeOf(e)))
	switch tt := model.RemoveNone(t).(type) {
	case *model.ListType:
		elem, isObj := tt.ElementType.(*model.ObjectType)
		if !isObj || gen.SchemaObject(elem) == nil || c.f.objectName(elem) == "" {
			return "", false
		}
		elemType, ok := listSource(from)
		if o, isObj := model.RemoveNone(elemType).(*model.ObjectType); !ok || isObj && gen.SchemaObject(o) != nil {
			return "", false
		}
		goType := "[]" + c.f.objectName(elem)
		return c.iife(goType, func(in *fnCtx) {
			v := in.valueOf(e, from, "[]interface{}", true)
			result := in.scope.Declare("result")
			x := in.scope.Declare("x")
			ref := in.bound(x, elemType)
			in.out.WriteString(result + " := " + goType + "{}\nfor _, " + x + " := range " + headerExpr(v) + " {\n")
			in.out.WriteString(result + " = append(" + result + ", " + in.plainValue(ref, elem) + ")\n}\nreturn " + result + "\n")
		}), true
	case *model.ObjectType:
		elemType, ok := c.objectSource(from)
		if !ok || model.IsOptional(t) || gen.SchemaObject(tt) == nil || c.f.objectName(tt) == "" {
			return "", false
		}
		goType := c.f.objectName(tt)
		return c.iife(goType, func(in *fnCtx) {
			v := in.valueOf(e, from, "map[string]interface{}", false)
			result := in.scope.Declare("result")
			in.out.WriteString(result + " := " + goType + "{}\n")
			held := heldAttributes(e, from)
			for _, name := range sortedProperties(tt) {
				if held != nil && held.Properties[name] == nil {
					continue
				}
				pt := tt.Properties[name]
				ref := in.readMember(v, name, model.RemoveNone(elemType))
				if otherPrimitive(model.RemoveNone(elemType), model.RemoveNone(pt)) {
					// A value of another primitive type (an int given a
					// bool property): converted as PCL converts a dynamic
					// value, an error where PCL's conversion is.
					ref = in.bound(ref.(*model.ScopeTraversalExpression).RootName, model.DynamicType)
				}
				var value string
				if _, prim := model.RemoveNone(pt).(*model.PrimitiveType); !prim && elemType == model.DynamicType {
					// A list or map read from JSON holds interface{}
					// elements.
					value = in.f.helper("fromJSON") + "[" + in.f.plainType(model.RemoveNone(pt)) + "](" + in.plain(ref, precLowest) + ")"
				} else {
					value = in.plainValue(ref, pt)
				}
				in.out.WriteString(result + "." + in.f.propertyField(tt, name) + " = " + value + "\n}\n")
			}
			in.out.WriteString("return " + result + "\n")
		}), true
	}
	return "", false
}

// otherPrimitive reports whether a value of primitive type from given
// where a primitive of type to is taken needs a conversion Go does not
// write as one (an int or a float64 for a string, anything for a bool, a
// string for a number).
func otherPrimitive(from, to model.Type) bool {
	f, ok := gen.Unenum(from).(*model.PrimitiveType)
	t, ok2 := gen.Unenum(to).(*model.PrimitiveType)
	if !ok || !ok2 || f == model.DynamicType || t == model.DynamicType || f == t {
		return false
	}
	return !(f == model.IntType && t == model.NumberType)
}

// valueOf declares the value e, of Go model type from, and returns its
// name; an untyped value is asserted as goType. With returnNil, a null
// value returns nil from the function being written.
func (c *fnCtx) valueOf(e model.Expression, from model.Type, goType string, returnNil bool) string {
	v := c.scope.Declare("v")
	value := c.plain(e, precPrimary)
	checkNil := func(name string) {
		if returnNil {
			c.out.WriteString("if " + name + " == nil {\nreturn nil\n}\n")
		}
	}
	if from == model.DynamicType {
		raw := c.scope.Declare("raw")
		c.out.WriteString(raw + " := " + value + "\n")
		if returnNil {
			// A value of another kind is an error.
			checkNil(raw)
			c.out.WriteString(v + " := " + raw + ".(" + goType + ")\n")
			return v
		}
		c.out.WriteString(v + ", _ := " + raw + ".(" + goType + ")\n")
		return v
	}
	c.out.WriteString(v + " := " + value + "\n")
	if nilable(c.f.plainType(from)) {
		checkNil(v)
	}
	return v
}

// readMember writes the head of an if statement whose body runs when the
// map v holds property name (not null), and returns a reference to the
// property's value, of type elemType, which the body may read.
func (c *fnCtx) readMember(v, name string, elemType model.Type) model.Expression {
	// ok is read in the if's header alone: the body may declare it again.
	x, ok := c.scope.Declare("x"), c.scope.Child().Declare("ok")
	cond := ok
	switch gt := c.f.plainType(elemType); {
	case gt == "interface{}":
		// An optional value is held as a pointer, nil when null.
		cond += " && " + c.f.helper("pointee") + "(" + x + ") != nil"
	case nilable(gt):
		cond += " && " + x + " != nil"
	}
	c.out.WriteString("if " + x + ", " + ok + " := " + v + "[" + strconv.Quote(name) + "]; " + cond + " {\n")
	return c.bound(x, elemType)
}

// bound binds a new model variable of type t to the Go variable name and
// returns a reference to it.
func (c *fnCtx) bound(name string, t model.Type) model.Expression {
	xv := model.NewVariable(name, t)
	c.Bind(xv, name)
	return model.NewScopeTraversalExpression(name, xv, nil, t)
}

// objectSource returns the type of the values of from, the Go model type of
// a value converted to a schema object: a map, a structural object (a
// map[string]T) or an untyped value; ok is false for other types.
func (c *fnCtx) objectSource(from model.Type) (model.Type, bool) {
	switch ft := from.(type) {
	case *model.MapType:
		return ft.ElementType, true
	case *model.ObjectType:
		if gen.SchemaObject(ft) != nil || c.f.isResource(ft) {
			return nil, false
		}
		return objectElem(ft), true
	}
	return model.DynamicType, from == model.DynamicType
}

// listSource returns the type of the elements of from, the Go model type
// of a value converted to a list of schema objects: a list, a tuple or an
// untyped value; ok is false for other types.
func listSource(from model.Type) (model.Type, bool) {
	switch ft := from.(type) {
	case *model.ListType:
		return ft.ElementType, true
	case *model.TupleType:
		return tupleElement(ft), true
	}
	return model.DynamicType, from == model.DynamicType
}

// applyConverted prints the output e with an ApplyT whose callback takes
// the output's Go value (of type from) and returns what body prints from a
// reference to it, of Go type ret, as the output type out.
func (c *fnCtx) applyConverted(e model.Expression, from model.Type, ret, out string, body func(in *fnCtx, v model.Expression) string) string {
	var b strings.Builder
	in := c.child(&b, "")
	in.noErr = true
	v := in.scope.Declare("v")
	value, ret := c.f.heldUntyped(body(in, in.bound(v, from)), ret, out)
	b.WriteString("return " + value + "\n")
	return c.output(e) + ".ApplyT(func(" + v + " " + c.f.plainType(from) + ") " + ret + " {\n" + b.String() + "}).(" + out + ")"
}

// outputToSchema prints the output e of a structural object (a Go map), or
// a list or tuple of them, as an output of the schema object t, or a list
// of them (a component's input, which is a map output, given to a
// resource): the callback builds the SDK's structs. ok is false for other
// types.
func (c *fnCtx) outputToSchema(e model.Expression, dt model.Type) (string, bool) {
	from := model.RemoveNone(model.ResolveOutputs(goTypeOf(e)))
	switch t := model.RemoveNone(dt).(type) {
	case *model.ObjectType:
		if _, ok := c.objectSource(from); !ok || from == model.DynamicType || gen.SchemaObject(t) == nil {
			return "", false
		}
		dst := c.f.objectName(t)
		return c.applyConverted(e, from, dst, dst+"Output", func(in *fnCtx, v model.Expression) string {
			s, _ := in.convertedPlain(v, t)
			return s
		}), true
	case *model.ListType:
		elem, isObj := model.RemoveNone(t.ElementType).(*model.ObjectType)
		fromElem, isList := listSource(from)
		_, isTuple := from.(*model.TupleType)
		if !isObj || !isList || from == model.DynamicType || isTuple && fromElem == model.DynamicType || gen.SchemaObject(elem) == nil {
			return "", false
		}
		if fo, ok := model.RemoveNone(fromElem).(*model.ObjectType); ok && gen.SchemaObject(fo) != nil {
			return "", false
		}
		dst := c.f.objectName(elem)
		return c.applyConverted(e, from, "[]"+dst, dst+"ArrayOutput", func(in *fnCtx, v model.Expression) string {
			s, _ := in.convertedPlain(v, model.NewListType(elem))
			return s
		}), true
	}
	return "", false
}

// schemaToMaps prints the output e of a schema object, or a list of them,
// as an output of the structural object type dt (a Go map of one element
// type), or a list of them: a component's input given a resource's object
// output. A property that is null is left out of the map. ok is false for
// other types.
func (c *fnCtx) schemaToMaps(e model.Expression, dt model.Type) (string, bool) {
	from := model.RemoveNone(model.ResolveOutputs(goTypeOf(e)))
	out := c.f.outputType(model.RemoveNone(dt))
	if out == "" {
		return "", false
	}
	switch t := model.RemoveNone(dt).(type) {
	case *model.ObjectType:
		src, ok := from.(*model.ObjectType)
		if !ok || gen.SchemaObject(src) == nil || gen.SchemaObject(t) != nil || !primitiveMap(t) {
			return "", false
		}
		return c.applyConverted(e, from, c.f.plainType(t), out, func(in *fnCtx, v model.Expression) string {
			return in.schemaObjectMap(in.plain(v, precPrimary), src, t)
		}), true
	case *model.ListType:
		elem, isObj := model.RemoveNone(t.ElementType).(*model.ObjectType)
		fl, isList := from.(*model.ListType)
		if !isObj || !isList || gen.SchemaObject(elem) != nil {
			return "", false
		}
		src, ok := model.RemoveNone(fl.ElementType).(*model.ObjectType)
		if !ok || gen.SchemaObject(src) == nil || !primitiveMap(elem) {
			return "", false
		}
		return c.applyConverted(e, from, c.f.plainType(t), out, func(in *fnCtx, v model.Expression) string {
			r := in.scope.Declare("result")
			x := in.scope.Declare("x")
			item := in.schemaObjectMap(x, src, elem)
			return "func() " + in.f.plainType(t) + " {\n" + r + " := " + in.f.plainType(t) + "{}\nfor _, " + x + " := range " + headerExpr(in.plain(v, precPrimary)) + " {\n" + r + " = append(" + r + ", " + item + ")\n}\nreturn " + r + "\n}()"
		}), true
	}
	return "", false
}

// primitiveMap reports whether the structural object type t is a Go map of
// one primitive type (its properties are of that type).
func primitiveMap(t *model.ObjectType) bool {
	elem, prim := objectElem(t).(*model.PrimitiveType)
	return prim && elem != model.DynamicType
}

// plainFields reports whether the properties of the schema object src that
// the structural object type t has are primitives or collections of them:
// in a map of values of any type, the SDK struct's fields are values of
// them as PCL's readers take them (not nested structs).
func plainFields(src, t *model.ObjectType) bool {
	for name := range t.Properties {
		pt, ok := src.Properties[name]
		if !ok {
			continue
		}
		pt = gen.Unenum(model.RemoveNone(pt))
		if et, _, isColl := collectionElement(pt); isColl {
			pt = gen.Unenum(model.RemoveNone(et))
		}
		if p, prim := pt.(*model.PrimitiveType); !prim || p == model.DynamicType {
			return false
		}
	}
	return true
}

// schemaObjectMap prints v, a Go name of the SDK struct of the schema
// object src, as a map of the structural object type t, a primitiveMap or
// a map of values of any type whose fields are plainFields: a property
// that is null is left out.
func (c *fnCtx) schemaObjectMap(v string, src, t *model.ObjectType) string {
	elem := objectElem(t)
	var b strings.Builder
	goType := "map[string]" + c.f.plainType(elem)
	b.WriteString("func() " + goType + " {\n")
	r := c.scope.Declare("result")
	b.WriteString(r + " := " + goType + "{}\n")
	for _, name := range sortedProperties(t) {
		pt, ok := src.Properties[name]
		if !ok {
			continue
		}
		field := v + "." + c.f.propertyField(src, name)
		if pe, isOpt := optionalElement(pt); isOpt && pointerOptional(pe) {
			b.WriteString("if " + field + " != nil {\n" + r + "[" + strconv.Quote(name) + "] = *" + field + "\n}\n")
		} else {
			b.WriteString(r + "[" + strconv.Quote(name) + "] = " + field + "\n")
		}
	}
	b.WriteString("return " + r + "\n}()")
	return b.String()
}

// plainSchemaMaps prints the plain value e, a schema object or a list of
// them, as the structural object type t (a Go map of one element type), or
// a list of them: where a schema's object and an object literal unify to a
// plain object (a conditional's branches, try's alternatives). ok is false
// for other types.
func (c *fnCtx) plainSchemaMaps(e model.Expression, from, t model.Type) (string, bool) {
	if model.IsOptional(from) {
		return "", false
	}
	var src, dst *model.ObjectType
	list := false
	switch tt := model.RemoveNone(t).(type) {
	case *model.ObjectType:
		src, _ = from.(*model.ObjectType)
		dst = tt
	case *model.ListType:
		fl, ok := from.(*model.ListType)
		if !ok {
			return "", false
		}
		src, _ = fl.ElementType.(*model.ObjectType)
		dst, _ = model.RemoveNone(tt.ElementType).(*model.ObjectType)
		list = true
	}
	if src == nil || dst == nil || gen.SchemaObject(src) == nil || gen.SchemaObject(dst) != nil || c.f.objectName(src) == "" {
		return "", false
	}
	if !primitiveMap(dst) && !(objectElem(dst) == model.DynamicType && plainFields(src, dst)) {
		return "", false
	}
	goType := c.f.plainType(model.RemoveNone(t))
	value := c.plain(e, precLowest)
	if !list && token.IsIdentifier(value) {
		return c.schemaObjectMap(value, src, dst), true
	}
	return c.iife(goType, func(in *fnCtx) {
		if !list {
			v := in.scope.Declare("v")
			in.out.WriteString(v + " := " + value + "\nreturn " + in.schemaObjectMap(v, src, dst) + "\n")
			return
		}
		r, x := in.scope.Declare("result"), in.scope.Declare("x")
		in.out.WriteString(r + " := " + goType + "{}\nfor _, " + x + " := range " + headerExpr(value) + " {\n" + r + " = append(" + r + ", " + in.schemaObjectMap(x, src, dst) + ")\n}\nreturn " + r + "\n")
	}), true
}

// chosenInputType returns the Go input interface of a destination of type
// dt that is a schema object (its Ptr input where the destination is
// optional, its input where not: an element of a list, whose object the
// SDK may have no Ptr input of) or a list of them, else "".
func (c *fnCtx) chosenInputType(dt model.Type, optional bool) string {
	switch t := model.RemoveNone(dt).(type) {
	case *model.ObjectType:
		if gen.SchemaObject(t) != nil && c.f.objectName(t) != "" {
			if !optional {
				return c.f.objectName(t) + "Input"
			}
			return c.f.objectName(t) + "PtrInput"
		}
	case *model.ListType:
		if elem, ok := model.RemoveNone(t.ElementType).(*model.ObjectType); ok && gen.SchemaObject(elem) != nil {
			if n := c.f.schemaCollectionName(t); n != "" {
				return n + "Input"
			}
		}
	}
	return ""
}

// scalarInputType returns the pulumi input type of the scalar type dt
// (pulumi.IntInput, or pulumi.IntPtrInput when optional), or "".
func (c *fnCtx) scalarInputType(dt model.Type, optional bool) string {
	switch t := gen.Unenum(model.RemoveNone(dt)); t {
	case model.StringType, model.IntType, model.NumberType, model.BoolType:
		n, _ := builtinElementName(t)
		if optional {
			return c.f.pulumi() + "." + n + "PtrInput"
		}
		return c.f.pulumi() + "." + n + "Input"
	}
	return ""
}
