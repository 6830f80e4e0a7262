package golang

import (
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file reads the elements of locals that Go holds as input
// collections: a list, map or object that holds outputs is a pulumi.Map,
// a pulumi.StringArray and so on (valueOf), whose elements are Inputs, the
// plain ones (pulumi.String("x")) as much as the eventual ones. A read of an
// element is therefore an output of the element's type, made through the
// element's Input interface, whatever the binder typed it: `tags.env` of
// `tags = { name = pet.id, env = "prod" }` is a StringOutput, not a string.

// inputCollection stands for a reference into a local that Go holds as an
// input collection: its type is the local's with every element eventual.
type inputCollection struct {
	binder.Node
	// Plain is the local's type with every element an output.
	Plain model.Type
}

// WrappedNode implements gen.WrappedNode.
func (x *inputCollection) WrappedNode() binder.Node { return x.Node }

// Type implements model.Definition.
func (i *inputCollection) Type() model.Type { return i.Plain }

// eventualElements returns t (a list, tuple, map or object) with every
// element or property an output of its resolved type, or nil for another
// type.
func eventualElements(t model.Type) model.Type {
	out := func(t model.Type) model.Type { return model.NewOutputType(model.ResolveOutputs(t)) }
	switch t := model.ResolveOutputs(t).(type) {
	case *model.ListType:
		return model.NewListType(out(t.ElementType))
	case *model.MapType:
		return model.NewMapType(out(t.ElementType))
	case *model.TupleType:
		elems := make([]model.Type, len(t.ElementTypes))
		for i, e := range t.ElementTypes {
			elems[i] = out(e)
		}
		return model.NewTupleType(elems...)
	case *model.ObjectType:
		props := make(map[string]model.Type, len(t.Properties))
		for k, p := range t.Properties {
			props[k] = out(p)
		}
		return model.NewObjectType(props)
	}
	return nil
}

// noteInputLocal records that local v's value, lowered, is printed as an
// input collection.
func (f *fileGen) noteInputLocal(v *binder.LocalVariable, lowered model.Expression) {
	t := eventualElements(lowered.Type())
	if t == nil {
		return
	}
	if f.inputLocals == nil {
		f.inputLocals = map[*binder.LocalVariable]model.Type{}
	}
	f.inputLocals[v] = t
}

// inputElementRefs returns e with its references into the elements of
// input-collection locals retyped as outputs (inputCollection).
func (c *fnCtx) inputElementRefs(e model.Expression) model.Expression {
	if len(c.f.inputLocals) == 0 || e == nil {
		return e
	}
	return gen.MapReferences(e, func(st *model.ScopeTraversalExpression) model.Expression {
		l, ok := st.Definition.(*binder.LocalVariable)
		if !ok || c.f.inputLocals[l] == nil || len(st.Traversal) < 2 {
			return st
		}
		t := c.f.inputLocals[l]
		ref := gen.Rebind(st, &inputCollection{Node: l, Plain: t})
		return ref
	})
}

// inputElement prints the first step of a traversal into an input
// collection held by root: the element as an output of type after. One
// that mayBeNil (a null the program wrote, see gen.MayReadNull) is held as
// nil, which asserts to no Input: it is read as an output of null.
func (c *fnCtx) inputElement(root string, before model.Type, step hcl.Traverser, after model.Type, mayBeNil bool, rng hcl.Range) string {
	out := c.f.outputType(after)
	key, ok := gen.StepKey(step)
	if out == "" || !ok {
		c.f.g.Errorf(rng, "Unsupported traversal", "The Go generator cannot read an element of type %s from a collection that holds outputs.", after)
		return "nil"
	}
	var elem string
	switch before.(type) {
	case *model.ListType, *model.TupleType:
		elem = root + "[" + indexText(key) + "]"
	default:
		elem = root + "[" + strconv.Quote(keyString(key)) + "]"
	}
	if s, ok := c.f.intAmongNumbers(elem, before, out); ok {
		return s
	}
	if c.untypedArray(before) && gen.IsCollection(model.ResolveOutputs(after)) && !c.f.untypedOutput(out) && c.f.outputType(elemOf(before)) != out {
		// A collection among elements of other types is held as the
		// input of the elements' common type (a pulumi.Map for an
		// object of ints beside an object of other attributes, not the
		// IntMap its own type would be): its resolved value converts.
		gt := c.f.plainType(model.ResolveOutputs(after))
		v := c.scope.Child().Declare("v")
		return c.f.pulumi() + ".Any(" + elem + ").ApplyT(func(" + v + " interface{}) " + gt + " {\nreturn " + c.f.viaJSON(gt, v) + "\n}).(" + out + ")"
	}
	// Through the element's Input interface: a resource's ID is an
	// IDOutput where a StringOutput is wanted, and converts as an input.
	if out == c.f.pulumi()+".AnyOutput" {
		// The SDK has no AnyInput: any element, as an output.
		return c.f.asOutput(elem, out)
	}
	if mayBeNil {
		plain := model.ResolveOutputs(after)
		in := c.f.inputInterface(out)
		return c.iife(out, func(inner *fnCtx) {
			v := inner.scope.Declare("v")
			inner.out.WriteString("if " + v + ", ok := " + elem + ".(" + in + "); ok {\nreturn " + c.f.asOutput(v, out) + "\n}\n")
			inner.out.WriteString("return " + c.f.typedNull(plain, out) + "\n")
		})
	}
	return c.f.asOutput(elem+".("+c.f.inputInterface(out)+")", out)
}

// intAmongNumbers prints elem, the element of a collection of type coll
// held as Go's input collection, as an output of type out, when out is an
// IntOutput and the collection holds the element as a Float64Input (a
// tuple of an int and a number is a pulumi.Float64Array).
func (f *fileGen) intAmongNumbers(elem string, coll model.Type, out string) (string, bool) {
	held, ok := builtinElementName(coll)
	if !ok || held != "Float64Array" && held != "Float64Map" || out != f.pulumi()+".IntOutput" {
		return "", false
	}
	return f.asOutput(elem+".("+f.pulumi()+".Float64Input)", f.pulumi()+".Float64Output") +
		".ApplyT(func(v float64) int {\nreturn int(v)\n}).(" + out + ")", true
}

// untypedArray reports whether a list or tuple of type t is held as a
// pulumi.Array, whose constructor gives each element as the input of the
// elements' common type (elemOf; an object constructor gives each
// attribute as the input of its own type).
func (c *fnCtx) untypedArray(t model.Type) bool {
	switch model.RemoveNone(t).(type) {
	case *model.ListType, *model.TupleType:
		return c.inputArrayType(t, nil) == c.f.pulumi()+".Array"
	}
	return false
}

// untypedOutput reports whether out is the output of an untyped value
// (pulumi.AnyOutput, ArrayOutput or MapOutput), whose input interface the
// untyped inputs constructors make (pulumi.Array, pulumi.Map) implement.
func (f *fileGen) untypedOutput(out string) bool {
	switch strings.TrimPrefix(out, f.pulumi()+".") {
	case "AnyOutput", "ArrayOutput", "MapOutput":
		return true
	}
	return false
}
