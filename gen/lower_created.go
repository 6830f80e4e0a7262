package gen

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// This file holds the reads of resources and components whose range is a
// bool: such a node is null when the bool is false (the binder types it as
// optional), and PCL fails to read an attribute of null. A read `r.id` is
// thus the attribute of a node that exists, or a failure: CreatedReads types
// it so (the backends print the reference as one that is not null, which
// fails where PCL fails), and puts the reads that try and can must catch
// behind a test of the node, since the lowering of applies evaluates the
// outputs a try reads before the try.

// Created stands for a resource or component whose range is a bool where
// the program reads one of its attributes: the reference has the node's
// type when it exists (Plain), and a backend prints it as a value that is not
// null.
type Created struct {
	binder.Node
	// Plain is the node's type without none.
	Plain model.Type
	// Checked reports a read that a conditional around it guards with a
	// test of the node (`r != null ? r.id : "none"`), where a backend
	// whose type checker narrows the reference needs no assertion.
	Checked bool
}

// WrappedNode implements WrappedNode.
func (x *Created) WrappedNode() binder.Node { return x.Node }

// Type implements model.Definition.
func (c *Created) Type() model.Type { return c.Plain }

// BoolRanged returns the node def refers to when it is a resource or
// component whose range is a plain bool (a node that is null when the bool
// is false).
func BoolRanged(def model.Definition) (binder.Node, bool) {
	if RangeOption(def) == nil {
		return nil, false
	}
	n := def.(binder.Node)
	if o, p := model.ContainsEventuals(n.Type()); o || p || !model.IsOptional(n.Type()) {
		return nil, false
	}
	return n, true
}

// RangeOption returns the range option of the resource or component def,
// or nil when def is neither or has none.
func RangeOption(def model.Definition) model.Expression {
	n, _ := def.(binder.Node)
	if opts := NodeOptions(n); opts != nil {
		return opts.Range
	}
	return nil
}

// CreatedReads returns e with the attribute reads of nodes whose range is a
// bool referring to Created, and each try or can whose first argument reads
// such a node where nothing guards the read made a conditional on the
// node's existence: `try(r.id, "none")` is `r != null ? try(r.id, "none") :
// "none"` (and one that reads at a key that may be missing, a conditional
// on the key: see guardKeyRead). A conditional of plain condition then
// chooses its branch before any apply (PlainConditionals), so a read of a
// node that does not exist is never evaluated. The bound expression is not modified.
func CreatedReads(e model.Expression) model.Expression {
	if e == nil {
		return nil
	}
	r := &createdReads{defs: map[createdKey]*Created{}}
	return retypeTries(r.narrow(guardFallible(e), nil))
}

// createdKey identifies a Created definition.
type createdKey struct {
	node    binder.Node
	checked bool
}

// createdReads retypes the reads of one expression, with one Created per
// node (and checked state), so that the lowering makes one apply argument
// of two reads of the same attribute.
type createdReads struct {
	defs map[createdKey]*Created
}

// narrow returns e with its reads of nodes whose range is a bool referring
// to Created; checked holds the nodes that a conditional around e has
// tested not to be null.
func (r *createdReads) narrow(e model.Expression, checked map[binder.Node]bool) model.Expression {
	switch x := e.(type) {
	case *model.ScopeTraversalExpression:
		n, ok := BoolRanged(x.Definition)
		if !ok || len(x.Traversal) < 2 {
			return x
		}
		k := createdKey{n, checked[n]}
		def := r.defs[k]
		if def == nil {
			def = &Created{Node: n, Plain: model.RemoveNone(n.Type()), Checked: k.checked}
			r.defs[k] = def
		}
		ref := model.NewScopeTraversalExpression(x.RootName, def, x.Traversal[1:], nil)
		ref.Traversal[0] = x.Traversal[0]
		ref.Syntax = x.Syntax
		return ref
	case *model.ConditionalExpression:
		whenTrue, whenFalse := nonNull(x.Condition)
		c := r.narrow(x.Condition, checked)
		t := r.narrow(x.TrueResult, withNodes(checked, whenTrue))
		f := r.narrow(x.FalseResult, withNodes(checked, whenFalse))
		if c == x.Condition && t == x.TrueResult && f == x.FalseResult {
			return x
		}
		return model.NewConditionalExpression(c, t, f, nil)
	}
	return MapChildren(e, func(c model.Expression) model.Expression { return r.narrow(c, checked) })
}

// withNodes returns checked with nodes added (checked itself when there
// are none).
func withNodes(checked map[binder.Node]bool, nodes []binder.Node) map[binder.Node]bool {
	if len(nodes) == 0 {
		return checked
	}
	out := make(map[binder.Node]bool, len(checked)+len(nodes))
	for n := range checked {
		out[n] = true
	}
	for _, n := range nodes {
		out[n] = true
	}
	return out
}

// nonNull returns the nodes whose range is a bool that a condition tests not
// to be null when it is true, and those when it is false: `r != null`,
// `r == null`, and their negations and conjunctions.
func nonNull(cond model.Expression) (whenTrue, whenFalse []binder.Node) {
	switch x := Unparenthesized(cond).(type) {
	case *model.UnaryOpExpression:
		if x.Operation == hclsyntax.OpLogicalNot {
			t, f := nonNull(x.Operand)
			return f, t
		}
	case *model.BinaryOpExpression:
		switch x.Operation {
		case hclsyntax.OpLogicalAnd:
			lt, _ := nonNull(x.LeftOperand)
			rt, _ := nonNull(x.RightOperand)
			return append(lt, rt...), nil
		case hclsyntax.OpLogicalOr:
			_, lf := nonNull(x.LeftOperand)
			_, rf := nonNull(x.RightOperand)
			return nil, append(lf, rf...)
		case hclsyntax.OpNotEqual, hclsyntax.OpEqual:
			ref := x.LeftOperand
			if isNullLiteral(ref) {
				ref = x.RightOperand
			} else if !isNullLiteral(x.RightOperand) {
				return nil, nil
			}
			st, ok := Unparenthesized(ref).(*model.ScopeTraversalExpression)
			if !ok || len(st.Traversal) != 1 {
				return nil, nil
			}
			n, ok := BoolRanged(st.Definition)
			if !ok {
				return nil, nil
			}
			if x.Operation == hclsyntax.OpNotEqual {
				return []binder.Node{n}, nil
			}
			return nil, []binder.Node{n}
		}
	}
	return nil, nil
}

// isNullLiteral reports whether e is the literal null.
func isNullLiteral(e model.Expression) bool {
	lit, ok := Unparenthesized(e).(*model.LiteralValueExpression)
	return ok && lit.Value.IsNull()
}

// guardFallible puts the tries and cans of e that read nodes whose range is
// a bool behind a test of the nodes' existence, innermost first.
func guardFallible(e model.Expression) model.Expression {
	return guardFallibleCall(MapChildren(e, guardFallible))
}

// guardFallibleCall returns the conditional that guards e, a try or can
// whose first argument reads nodes whose range is a bool, or e.
func guardFallibleCall(e model.Expression) model.Expression {
	call, ok := e.(*model.FunctionCallExpression)
	if !ok || (call.Name != "try" && call.Name != "can") || len(call.Args) == 0 {
		return e
	}
	nodes := unguardedReads(call.Args[0])
	if len(nodes) == 0 {
		if g := guardKeyRead(call); g != nil {
			return g
		}
		return e
	}
	// The read of an attribute of a node that exists does not fail.
	read := isAttributeRead(call.Args[0])
	var fallback model.Expression
	switch {
	case call.Name == "can" && read:
		return nodesExist(nodes)
	case call.Name == "can":
		fallback = model.NewLiteralValueExpression(cty.False, model.BoolType)
	case len(call.Args) == 1:
		// try(r.id) fails where r.id does.
		return e
	case len(call.Args) == 2:
		fallback = call.Args[1]
	default:
		fallback = guardFallibleCall(tryCall(call.Args[1:]))
	}
	if read {
		e = call.Args[0]
	}
	return model.NewConditionalExpression(nodesExist(nodes), e, fallback, nil)
}

// nodesExist returns `n1 != null && n2 != null ...`.
func nodesExist(nodes []binder.Node) model.Expression {
	var cond model.Expression
	for _, n := range nodes {
		ref := model.NewScopeTraversalExpression(n.Name(), n, nil, nil)
		test := model.Expression(model.NewBinaryOpExpression(hclsyntax.OpNotEqual, ref, nullLiteral(), model.BoolType))
		if cond != nil {
			test = model.NewBinaryOpExpression(hclsyntax.OpLogicalAnd, cond, test, model.BoolType)
		}
		cond = test
	}
	return cond
}

// isAttributeRead reports whether e is `r.attr`, the read of one attribute
// of a node whose range is a bool: a read that fails only when the node does
// not exist.
func isAttributeRead(e model.Expression) bool {
	st, ok := Unparenthesized(e).(*model.ScopeTraversalExpression)
	if !ok || len(st.Traversal) != 2 {
		return false
	}
	_, isAttr := st.Traversal[1].(hcl.TraverseAttr)
	_, ranged := BoolRanged(st.Definition)
	return isAttr && ranged
}

// unguardedReads returns the nodes whose range is a bool whose attributes e
// reads wherever it is evaluated, in the order of their first reads: reads
// in a branch of a conditional, in the body of a for expression or in a try
// or can of their own are left out.
func unguardedReads(e model.Expression) []binder.Node {
	var nodes []binder.Node
	seen := map[binder.Node]bool{}
	model.Walk(e, func(e model.Expression) bool {
		switch x := e.(type) {
		case *model.ScopeTraversalExpression:
			if n, ok := BoolRanged(x.Definition); ok && len(x.Traversal) > 1 && !seen[n] {
				seen[n] = true
				nodes = append(nodes, n)
			}
		case *model.ConditionalExpression:
			nodes = append(nodes, newNodes(unguardedReads(x.Condition), seen)...)
			return false
		case *model.ForExpression:
			nodes = append(nodes, newNodes(unguardedReads(x.Collection), seen)...)
			return false
		case *model.FunctionCallExpression:
			return x.Name != "try" && x.Name != "can"
		}
		return true
	})
	return nodes
}

// newNodes returns the nodes not yet seen, marking them seen.
func newNodes(nodes []binder.Node, seen map[binder.Node]bool) []binder.Node {
	var out []binder.Node
	for _, n := range nodes {
		if !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
	}
	return out
}

// tryCall returns try(args...).
func tryCall(args []model.Expression) *model.FunctionCallExpression {
	return model.NewFunctionCallExpression("try", trySignature(args), args, false, nil)
}

// trySignature is the signature of try(args...): the unified type of its
// arguments.
func trySignature(args []model.Expression) model.StaticSignature {
	params := make([]model.Parameter, len(args))
	types := make([]model.Type, len(args))
	for i, a := range args {
		types[i] = a.Type()
		params[i] = model.Parameter{Name: fmt.Sprintf("expression%d", i), Type: types[i]}
	}
	return model.StaticSignature{Parameters: params, ReturnType: model.Unify(types...)}
}

// retypeTries returns e with the type of each try computed again from its
// arguments, whose reads of Created nodes are not optional.
func retypeTries(e model.Expression) model.Expression {
	e = MapChildren(e, retypeTries)
	call, ok := e.(*model.FunctionCallExpression)
	if !ok || call.Name != "try" || len(call.Args) != len(call.Signature.Parameters) {
		return e
	}
	for i, a := range call.Args {
		if !model.Equal(a.Type(), call.Signature.Parameters[i].Type) {
			return tryCall(call.Args)
		}
	}
	return e
}

// UnsecretRange returns the range of a resource or component, rng, as
// unsecret(rng), for a backend that holds it as an output (the binder's
// type may be plain where the backend reads a secret config as an output):
// the resources ranged over a secret collection are created in an apply on
// it, and PCL's collection of them is no secret (the secrecy of the
// elements a resource reads stays its inputs' concern), where the apply's
// result would be.
func UnsecretRange(rng model.Expression) model.Expression {
	if rng == nil {
		return rng
	}
	if x, ok := Unparenthesized(rng).(*model.FunctionCallExpression); ok && x.Name == "unsecret" {
		// Unsecret already.
		return rng
	}
	if call, ok := builtinCall("unsecret", rng); ok {
		return call
	}
	return rng
}

// builtinCall returns the call of the builtin name on arg, typed by the
// builtin's signature; ok is false when the builtin refuses arg.
func builtinCall(name string, arg model.Expression) (*model.FunctionCallExpression, bool) {
	return typedBuiltinCall(name, []model.Expression{arg}, false)
}

// typedBuiltinCall returns the call of the builtin name on args, typed by
// the signature the builtin gives for them; ok is false when there is no
// such builtin or it refuses args.
func typedBuiltinCall(name string, args []model.Expression, expandFinal bool) (*model.FunctionCallExpression, bool) {
	fn, ok := binder.LookupBuiltin(name)
	if !ok {
		return nil, false
	}
	sig, diags := fn.GetSignature(args)
	if diags.HasErrors() || sig.ReturnType == nil {
		return nil, false
	}
	// (Typed as the binder types a call: the return type lifted into an
	// output or a promise over the eventual arguments.)
	call := model.NewFunctionCallExpression(name, sig, args, expandFinal, nil)
	return call, call.Type() != nil
}
