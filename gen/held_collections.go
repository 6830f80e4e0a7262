package gen

import (
	"math/big"

	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// This file lowers the reads of collections that hold outputs without being
// outputs themselves: [1, pet.length], or a local collecting a secret
// config with plain values, which a backend retypes. Each element of such a
// collection is an input, a plain value or an output, so an element read
// by a loop's value variable or by element() is read through ToOutputName:
// the element as an output, whatever it is. The collection is not resolved
// as a whole, so an element's secrecy stays its own (a loop over the keys,
// the length, the plain elements are not secret because another element
// is), as the interpreter has it.

// ToOutputName is the intrinsic __output(x): x, a value the backend holds as
// an input (an element of a collection that holds outputs, a plain value
// or an output), as an output of x's type. Backends print it with their
// SDK's conversion (pulumi.output, Output.from_input, ToXOutput).
const ToOutputName = "__output"

// OutputOf returns the argument of e when e is secret, unsecret or
// __output of one value: an output of that value, as it is.
func OutputOf(e model.Expression) (model.Expression, bool) {
	call, ok := e.(*model.FunctionCallExpression)
	if !ok || len(call.Args) != 1 {
		return nil, false
	}
	switch call.Name {
	case "secret", "unsecret", ToOutputName:
		return call.Args[0], true
	}
	return nil, false
}

// HeldCollections returns e with the reads of elements of collections that
// hold outputs made element by element: see heldLoop for loops (and
// splats, which are loops); a call element(c, i) of such a collection and
// a plain index, lookup(c, k, default) of a plain key and default,
// singleOrNone(c) of elements holding outputs (when always), a
// constant step c[0] or c.a (heldTraversal) and an index c[k] by a plain
// key (heldIndex) are __output of the element; length(c) is plain.
func HeldCollections(e model.Expression, always bool) model.Expression {
	if e == nil {
		return nil
	}
	switch x := e.(type) {
	case *model.AnonymousFunctionExpression:
		return e
	case *model.ForExpression:
		return heldLoop(x, always)
	case *model.SplatExpression:
		if _, held := heldElements(x.Source.Type()); held {
			// A splat is the loop [for item in source : each].
			return heldLoop(SplatToFor(x, x.Source), always)
		}
	case *model.RelativeTraversalExpression:
		return heldTraversal(x, always)
	case *model.IndexExpression:
		return heldIndex(x, always)
	case *model.FunctionCallExpression:
		if len(x.Args) == 0 || (x.Name != "element" && x.Name != "length" && x.Name != "singleOrNone" && (x.Name != "lookup" || len(x.Args) != 3)) {
			break
		}
		if cond, ok := mixedChoice(x.Args[0], always); ok && (x.Name == "lookup" || x.Name == "element" && len(x.Args) == 2 && !HoldsOutputs(x.Args[1].Type())) && always {
			// The map (or list) of each branch, which the backend holds
			// as an input collection of its own type.
			return readEachBranch(cond, always, func(b model.Expression) model.Expression {
				return retypeCall(rebuiltCall(x, x.Signature, append([]model.Expression{b}, x.Args[1:]...), x.ExpandFinal, x.Type()))
			})
		}
		args := make([]model.Expression, len(x.Args))
		for i, a := range x.Args {
			args[i] = HeldCollections(a, always)
		}
		// plain is the call of the rewritten arguments, when the call
		// itself is left as it is. (Mapping the children again would
		// rewrite each argument twice, and the work would double with each
		// level of calls nested in calls.)
		plain := func() model.Expression {
			i := -1
			return MapChildren(e, func(model.Expression) model.Expression { i++; return args[i] })
		}
		ct := args[0].Type()
		vt, held := heldElements(ct)
		if !held {
			return plain()
		}
		for _, a := range args[1:] {
			if HoldsOutputs(a.Type()) {
				return plain()
			}
		}
		if x.Name == "length" {
			sig := x.Signature
			sig.ReturnType = model.IntType
			return rebuiltCall(x, sig, args, x.ExpandFinal, model.IntType)
		}
		if x.Name == "element" {
			if el, ok := pickedPlain(args[0], literalKey(args[1]), true); ok {
				return el
			}
			if tuple, i, ok := plainPick(args[0], literalKey(args[1]), true); ok && always {
				// The plain element, where another may fail: the index
				// of the tuple, which the backend reads as PickedElement
				// says.
				return model.NewIndexExpression(tuple, model.NewLiteralValueExpression(cty.NumberIntVal(i), nil), tuple.Expressions[i].Type())
			}
		}
		if x.Name == "singleOrNone" {
			if _, pv, _ := model.ForIterationTypes(model.ResolvePromises(ct)); !always || IsOutput(vt) || IsOutput(pv) {
				// (An element that is an output, of a list or of a
				// promise of one, a loop over a plain invoke's list: the
				// call is lifted over the elements.)
				return plain()
			}
			// The one element, holding outputs, or none: an output of its
			// resolved value.
			return outputOfCall(x, args, model.ResolveOutputs(x.Type()))
		}
		if !IsOutput(vt) && !(always && HoldsOutputs(vt)) || !always && allElementsOutputs(ct) {
			// (An element that holds outputs without being one, [pet.id]
			// of [[pet.id], []], is read as an output of its resolved
			// value where the backend holds it as an input collection.)
			return plain()
		}
		return outputOfCall(x, args, model.ResolveOutputs(vt))
	}
	return MapChildren(e, func(c model.Expression) model.Expression { return HeldCollections(c, always) })
}

// outputOfCall returns __output of the call x of args, typed as returning
// the resolved value.
func outputOfCall(x *model.FunctionCallExpression, args []model.Expression, resolved model.Type) model.Expression {
	sig := x.Signature
	sig.ReturnType = resolved
	elem := rebuiltCall(x, sig, args, x.ExpandFinal, resolved)
	return toOutput(elem, model.NewOutputType(resolved))
}

// picksHeld reports whether an element read from a collection of type ct
// is read through ToOutputName: ct holds outputs without being one, and
// either always is set or ct also holds plain elements ([1, pet.length],
// whose elements TypeScript and Python type as plain values or outputs,
// even the plain one a constant index picks).
func picksHeld(ct model.Type, always bool) bool {
	if _, held := heldElements(ct); !held {
		return false
	}
	return always || !allElementsOutputs(ct)
}

// heldTraversal returns the traversal x of a collection that holds outputs
// ([length(pet.id)][0], { a = pet.id }.a) with its first step read as
// __output of the element, and the steps after it reading into that output.
func heldTraversal(x *model.RelativeTraversalExpression, always bool) model.Expression {
	if cond, ok := mixedChoice(x.Source, always); ok && len(x.Traversal) > 0 {
		return readEachBranch(cond, always, func(b model.Expression) model.Expression {
			return model.NewRelativeTraversalExpression(b, x.Traversal, nil)
		})
	}
	src := HeldCollections(x.Source, always)
	_, anchor := src.(*model.SplatItemExpression)
	if anchor || len(x.Traversal) == 0 || !picksHeld(src.Type(), always || mixedBranches(src, 0)) {
		if src == x.Source {
			return x
		}
		return model.NewRelativeTraversalExpression(src, x.Traversal, x.Type())
	}
	var out model.Expression
	if key, ok := StepKey(x.Traversal[0]); ok {
		if el, ok := pickedPlain(src, key, false); ok {
			out = el
		} else if tuple, i, ok := plainPick(src, key, false); ok && always {
			// (See heldIndex.)
			out = model.NewIndexExpression(tuple, model.NewLiteralValueExpression(cty.NumberIntVal(i), nil), tuple.Expressions[i].Type())
		} else if !always && picksPlainElement(src.Type(), key) {
			// TypeScript and Python read the plain element as it is.
			if src == x.Source {
				return x
			}
			return model.NewRelativeTraversalExpression(src, x.Traversal, x.Type())
		}
	}
	if out == nil {
		first := model.NewRelativeTraversalExpression(src, x.Traversal[:1], nil)
		out = toOutput(first, model.NewOutputType(model.ResolveOutputs(first.Type())))
	}
	if len(x.Traversal) > 1 {
		out = model.NewRelativeTraversalExpression(out, x.Traversal[1:], nil)
	}
	return out
}

// heldIndex returns the index x of a collection that holds outputs by a
// plain key as __output of the element.
func heldIndex(x *model.IndexExpression, always bool) model.Expression {
	if cond, ok := mixedChoice(x.Collection, always); ok && !HoldsEventuals(x.Key.Type()) {
		return readEachBranch(cond, always, func(b model.Expression) model.Expression {
			return model.NewIndexExpression(b, x.Key, nil)
		})
	}
	coll, key := HeldCollections(x.Collection, always), HeldCollections(x.Key, always)
	if el, ok := pickedPlain(coll, literalKey(key), false); ok {
		return el
	}
	_, _, picksPlain := plainPick(coll, literalKey(key), false)
	if HoldsEventuals(key.Type()) || !picksHeld(coll.Type(), always || mixedBranches(coll, 0)) || !always && picksPlainElement(coll.Type(), literalKey(key)) || always && picksPlain {
		if coll == x.Collection && key == x.Key {
			return x
		}
		return model.NewIndexExpression(coll, key, x.Type())
	}
	elem := model.NewIndexExpression(coll, key, model.ResolveOutputs(x.Type()))
	return toOutput(elem, model.NewOutputType(model.ResolveOutputs(x.Type())))
}

// picksPlainElement reports whether the literal key picks an element of
// plain type from a tuple of type ct ([1, secret(12)][0] is the plain 1):
// TypeScript and Python type a tuple's elements one by one, so the index
// reads the element as it is.
func picksPlainElement(ct model.Type, key cty.Value) bool {
	tt, ok := ct.(*model.TupleType)
	i, isIndex := literalIndex(key)
	return ok && isIndex && i < int64(len(tt.ElementTypes)) && !HoldsEventuals(tt.ElementTypes[i])
}

// toOutput returns __output(e), of type typ.
func toOutput(e model.Expression, typ model.Type) model.Expression {
	return model.NewFunctionCallExpression(ToOutputName, model.StaticSignature{
		Parameters: []model.Parameter{{Name: "value", Type: model.DynamicType}},
		ReturnType: typ,
	}, []model.Expression{e}, false, typ)
}

// heldLoop returns f with the references to the value variable of a for
// expression over a collection that holds outputs in its
// elements (and is no output itself) read as __output(v), typed as an
// output of the element's resolved type. A loop over a collection whose
// elements are all outputs, and whose variable the binder typed as one,
// keeps its plain references unless always is set: the backend then holds
// them as outputs already (TypeScript, Python), where Go's input
// collections hold Inputs. The bound expression is not modified.
func heldLoop(f *model.ForExpression, always bool) model.Expression {
	coll := HeldCollections(f.Collection, always)
	next := func(x model.Expression) model.Expression { return HeldCollections(x, always) }
	ct := coll.Type()
	vt, isHeld := heldElements(ct)
	if !isHeld || !(IsOutput(vt) || HoldsOutputs(vt) && readsInto(f)) {
		return retypeFor(f, coll, f.KeyVariable, f.ValueVariable, next)
	}
	if !always && allElementsOutputs(ct) && IsOutput(f.ValueVariable.Type()) && !mixedBranches(f.Collection, 0) {
		// The elements are outputs as the binder typed them. (Where it
		// typed the variable plain, the backend made the elements outputs,
		// a secret config among them, and an element may still be plain
		// at run time: a conditional's plain branch. It is read as an
		// output, whatever it is.)
		return retypeFor(f, coll, f.KeyVariable, f.ValueVariable, next)
	}
	if _, isObject := vt.(*model.ObjectType); isObject && !always && readsPlainAttributes(f) {
		// Objects holding outputs ({key = k, value = pet.id}) of which
		// only attributes plain in every element are read (the key of an
		// entry): a backend that holds the objects as they are reads
		// them plainly.
		return retypeFor(f, coll, f.KeyVariable, f.ValueVariable, next)
	}
	resolved := model.ResolveOutputs(vt)
	var readAs model.Type
	if mixedObject(model.ResolveOutputs(ct)) {
		// Elements of several primitive types, which PCL reads as the
		// strings it converts them to ([r.id, 1]): each is an output of
		// any type, converted.
		readAs, resolved = resolved, model.DynamicType
	}
	value := model.NewVariable(f.ValueVariable.Name, model.NewOutputType(resolved))
	held := func(x model.Expression) model.Expression {
		if x == nil {
			return nil
		}
		// Calls of builtins over the values read are typed again for
		// them (LiftBuiltinCalls): element([v.a], 0) of an output v.a is an
		// output, where the binder typed it plain.
		return next(LiftBuiltinCalls(MapReferences(x, func(st *model.ScopeTraversalExpression) model.Expression {
			if st.Definition != model.Definition(f.ValueVariable) {
				return st
			}
			// v.a reads into __output(v): the lowering makes it an apply.
			root := model.NewScopeTraversalExpression(st.RootName, value, nil, nil)
			root.Traversal[0] = st.Traversal[0]
			var out model.Expression = toOutput(root, value.VariableType)
			if readAs != nil {
				out = convertCall(out, model.DynamicType, readAs)
			}
			if len(st.Traversal) > 1 {
				out = model.NewRelativeTraversalExpression(out, st.Traversal[1:], nil)
			}
			return out
		})))
	}
	return model.NewForExpression(f.KeyVariable, value, coll, held(f.Key), held(f.Value), held(f.Condition), f.Group, nil)
}

// heldElements returns the element type of a collection of type t that
// holds outputs without being one, and whether t is such a collection.
func heldElements(t model.Type) (model.Type, bool) {
	_, vt, iterable := model.ForIterationTypes(t)
	return vt, iterable && !IsOutput(t) && HoldsOutputs(t)
}

// readsInto reports whether a part of f reads into its value variable
// (v.name, v[0]): heldLoop then reads the element as an output whole when
// it holds outputs.
func readsInto(f *model.ForExpression) bool {
	found := false
	valueReads(f, func(st *model.ScopeTraversalExpression) bool {
		found = len(st.Traversal) > 1
		return !found
	})
	return found
}

// readsPlainAttributes reports whether f's parts read its value variable
// only through attributes whose type holds no eventual (the collection's
// element type, unified over its elements, then has them plain in every
// element).
func readsPlainAttributes(f *model.ForExpression) bool {
	plain, reads := true, false
	valueReads(f, func(st *model.ScopeTraversalExpression) bool {
		reads = true
		plain = len(st.Traversal) > 1 && !HoldsEventuals(st.Type())
		return plain
	})
	return reads && plain
}

// valueReads calls visit with each reference to f's value variable in its
// key, value and condition, until visit returns false.
func valueReads(f *model.ForExpression, visit func(*model.ScopeTraversalExpression) bool) {
	more := true
	for _, part := range []model.Expression{f.Key, f.Value, f.Condition} {
		if part == nil || !more {
			continue
		}
		model.Walk(part, func(x model.Expression) bool {
			if st, ok := x.(*model.ScopeTraversalExpression); ok && more && st.Definition == model.Definition(f.ValueVariable) {
				more = visit(st)
			}
			return more
		})
	}
}

// allElementsOutputs reports whether every element of a collection of type
// t is an output (a list of outputs, a tuple or object of outputs only).
func allElementsOutputs(t model.Type) bool {
	switch t := t.(type) {
	case *model.ListType:
		return IsOutput(t.ElementType)
	case *model.SetType:
		return IsOutput(t.ElementType)
	case *model.MapType:
		return IsOutput(t.ElementType)
	case *model.TupleType:
		for _, e := range t.ElementTypes {
			if !IsOutput(e) {
				return false
			}
		}
		return true
	case *model.ObjectType:
		for _, p := range t.Properties {
			if !IsOutput(p) {
				return false
			}
		}
		return true
	}
	return false
}

// pickedPlain returns the element a constant index picks from a tuple
// constructor that holds outputs, when that element holds none and the
// others cannot fail ([0, pet.length][0] is 0): the binder types the pick
// as the element's own type, plain, which reading it through ToOutputName
// would make an output. An index wraps around the tuple's length when
// wraps is set (element's index). ok is false otherwise.
func pickedPlain(coll model.Expression, key cty.Value, wraps bool) (model.Expression, bool) {
	tuple, i, ok := plainPick(coll, key, wraps)
	if !ok {
		return nil, false
	}
	picked := tuple.Expressions[i]
	for j, el := range tuple.Expressions {
		if int64(j) != i && !EvaluatesSafely(el) && !readsOutput(el) {
			return nil, false
		}
	}
	return picked, true
}

// plainPick returns the tuple constructor coll and the index in it of the
// element a constant index key picks (wrapping around its length when
// wraps is set), when that element holds no eventuals; ok is false
// otherwise.
func plainPick(coll model.Expression, key cty.Value, wraps bool) (tuple *model.TupleConsExpression, i int64, ok bool) {
	tuple, ok = Unparenthesized(coll).(*model.TupleConsExpression)
	i, isIndex := literalIndex(key)
	if !ok || !isIndex || len(tuple.Expressions) == 0 {
		return nil, 0, false
	}
	if wraps {
		i %= int64(len(tuple.Expressions))
	}
	if i >= int64(len(tuple.Expressions)) || HoldsEventuals(tuple.Expressions[i].Type()) {
		return nil, 0, false
	}
	return tuple, i, true
}

// PickedElement returns the element of x, an index of a tuple
// constructor by a constant, that x picks, when that element holds no
// eventuals where others do: a backend that holds such a tuple as a
// collection of inputs (Go) evaluates the tuple, for the errors PCL
// reports of its elements, and gives the element as it is.
func PickedElement(x *model.IndexExpression) (*model.TupleConsExpression, model.Expression, bool) {
	tuple, i, ok := plainPick(x.Collection, literalKey(x.Key), false)
	if !ok || !HoldsOutputs(tuple.Type()) {
		return nil, nil, false
	}
	return tuple, tuple.Expressions[i], true
}

// literalIndex returns key, a literal's value (see literalKey), when it is
// a whole number from 0 that fits an int64: an index a literal gives.
func literalIndex(key cty.Value) (int64, bool) {
	if key == cty.NilVal || !key.IsKnown() || key.IsNull() || key.Type() != cty.Number {
		return 0, false
	}
	i, acc := key.AsBigFloat().Int64()
	return i, acc == big.Exact && i >= 0
}

// literalKey returns the value of e when it is a literal, else cty.NilVal.
func literalKey(e model.Expression) cty.Value {
	if lit, ok := Unparenthesized(e).(*model.LiteralValueExpression); ok {
		return lit.Value
	}
	return cty.NilVal
}

// readsOutput reports whether e is a read of a resource's output (pet.id),
// which cannot fail.
func readsOutput(e model.Expression) bool {
	x, ok := Unparenthesized(e).(*model.ScopeTraversalExpression)
	if !ok || !IsOutput(x.Type()) || len(x.Traversal) != 2 || len(x.Parts) == 0 {
		return false
	}
	res, isObj := x.Parts[0].(*model.ObjectType)
	return isObj && model.IsResourceObject(res)
}

// mixedBranches reports whether e is a conditional or a lookup with a
// default (or reads a local whose value is one) whose branches (the
// element found and the default) are not all collections of outputs: the
// elements of the branch chosen may be plain at run time, where the
// conditional's type has outputs. depth bounds locals read through
// locals.
func mixedBranches(e model.Expression, depth int) bool {
	if depth > 64 {
		return false
	}
	switch x := Unparenthesized(e).(type) {
	case *model.ConditionalExpression:
		for _, b := range []model.Expression{x.TrueResult, x.FalseResult} {
			if !allElementsOutputs(b.Type()) || mixedBranches(b, depth+1) {
				return true
			}
		}
	case *model.ScopeTraversalExpression:
		if v, ok := x.Definition.(*binder.LocalVariable); ok && len(x.Traversal) == 1 && v.Value != nil {
			return mixedBranches(v.Value, depth+1)
		}
	case *model.FunctionCallExpression:
		if x.Name == "lookup" && len(x.Args) == 3 && !IsOutput(x.Args[0].Type()) {
			// The element found, or the default.
			_, vt, ok := model.ForIterationTypes(x.Args[0].Type())
			return ok && !allElementsOutputs(vt) || !allElementsOutputs(x.Args[2].Type()) || mixedBranches(x.Args[2], depth+1)
		}
	}
	return false
}

// mixedChoice returns e as the conditional it is when it chooses between
// collections of which one holds outputs and the other plain values
// ((flag ? [pet.id] : ["d"])[0]): its type has outputs where the branch
// chosen may have none, so an element is read from each branch. When
// always is set, any conditional of collections that hold outputs is one:
// the backend holds each branch as an input collection of its own Go type
// (a conditional of them is an interface, which has no elements to read).
func mixedChoice(e model.Expression, always bool) (*model.ConditionalExpression, bool) {
	cond, ok := Unparenthesized(e).(*model.ConditionalExpression)
	if !ok || IsOutput(cond.Type()) || !HoldsOutputs(cond.Type()) || !always && !mixedBranches(cond, 0) {
		return nil, false
	}
	return cond, true
}

// readEachBranch returns the conditional cond with read applied to each
// branch (the one chosen may be plain), its reads lowered as
// HeldCollections lowers them.
func readEachBranch(cond *model.ConditionalExpression, always bool, read func(model.Expression) model.Expression) model.Expression {
	return HeldCollections(model.NewConditionalExpression(cond.Condition, read(cond.TrueResult), read(cond.FalseResult), nil), always)
}

// HeldAsOutput returns __output(e) for e, a value the backend holds as an
// input collection (a local of values that hold outputs), read as one
// output of its resolved value.
func HeldAsOutput(e model.Expression) model.Expression {
	return toOutput(e, model.NewOutputType(model.ResolveOutputs(e.Type())))
}
