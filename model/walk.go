package model

// Walking and rewriting expressions: Children and Walk visit a tree;
// MapChildren and MapOperands rebuild one level of it. A rewrite never
// modifies the node it is given, so a lowering pass built on them returns
// new nodes and leaves the bound program as it was.

// Children returns the direct subexpressions of e, in source order. A splat's
// children are its source and its each expression (which contains the item).
func Children(e Expression) []Expression {
	return appendChildren(nil, e)
}

// appendChildren appends the direct subexpressions of e that are not nil
// to dst, in source order, as Children lists them.
func appendChildren(dst []Expression, e Expression) []Expression {
	add := func(es ...Expression) {
		for _, c := range es {
			if c != nil {
				dst = append(dst, c)
			}
		}
	}
	switch e := e.(type) {
	case *TemplateExpression:
		add(e.Parts...)
	case *TemplateJoinExpression:
		add(e.Tuple)
	case *RelativeTraversalExpression:
		add(e.Source)
	case *IndexExpression:
		add(e.Collection, e.Key)
	case *SplatExpression:
		add(e.Source, e.Each)
	case *FunctionCallExpression:
		add(e.Args...)
	case *AnonymousFunctionExpression:
		add(e.Body)
	case *ConditionalExpression:
		add(e.Condition, e.TrueResult, e.FalseResult)
	case *UnaryOpExpression:
		add(e.Operand)
	case *BinaryOpExpression:
		add(e.LeftOperand, e.RightOperand)
	case *ParenthesesExpression:
		add(e.Expression)
	case *TupleConsExpression:
		add(e.Expressions...)
	case *ObjectConsExpression:
		for _, item := range e.Items {
			add(item.Key, item.Value)
		}
	case *ForExpression:
		add(e.Collection, e.Key, e.Value, e.Condition)
	}
	return dst
}

// Walk calls visit for e and, when visit returns true, for each of its
// descendants in depth-first source order.
func Walk(e Expression, visit func(Expression) bool) {
	if e == nil || !visit(e) {
		return
	}
	// Most nodes have at most four children, listed without allocating.
	var buf [4]Expression
	for _, c := range appendChildren(buf[:0], e) {
		Walk(c, visit)
	}
}

// MapChildren returns e with each direct child c replaced by f(c) (a nil
// child stays nil). When f returns every child unchanged, the result is e
// itself; otherwise it is a new node, built as its New* constructor builds
// it (without syntax), whose type is typ(e), or is inferred from the new
// children when typ is nil or returns nil. Anonymous functions are leaves:
// a pass lowers their bodies itself.
func MapChildren(e Expression, f func(Expression) Expression, typ func(orig Expression) Type) Expression {
	return rewriter{f: f, typ: typ}.children(e)
}

// MapOperands returns e with each operand replaced by f(operand): each
// direct child evaluated once when e is, that is every child but a for
// expression's key, value and condition and a splat's each, which are
// evaluated per element with the loop's variables bound. When f returns
// every operand unchanged, the result is e itself; otherwise it is a copy of
// e with the new operands, which keeps e's syntax (so its range, and the
// messages about it, are the source's) and its type. An interpreter uses it
// to replace operands by literals of their values.
func MapOperands(e Expression, f func(Expression) Expression) Expression {
	return rewriter{f: f, operands: true}.children(e)
}

// rewriter is one MapChildren or MapOperands call.
type rewriter struct {
	f   func(Expression) Expression
	typ func(Expression) Type
	// operands keeps per-element children and copies the node (MapOperands)
	// instead of constructing a new one.
	operands bool
}

// newType is the type of the node rebuilt from e by MapChildren.
func (r rewriter) newType(e Expression) Type {
	if r.typ == nil {
		return nil
	}
	return r.typ(e)
}

// children rebuilds e with its children mapped.
func (r rewriter) children(e Expression) Expression {
	changed := false
	m := func(c Expression) Expression {
		if c == nil {
			return nil
		}
		n := r.f(c)
		if n != c {
			changed = true
		}
		return n
	}
	all := func(es []Expression) []Expression { return mapAll(es, m) }
	// each maps a child evaluated per element, which MapOperands keeps.
	each := func(c Expression) Expression {
		if r.operands {
			return c
		}
		return m(c)
	}
	switch x := e.(type) {
	case *BinaryOpExpression:
		l, rhs := m(x.LeftOperand), m(x.RightOperand)
		if changed && r.operands {
			c := *x
			c.LeftOperand, c.RightOperand = l, rhs
			return &c
		} else if changed {
			return NewBinaryOpExpression(x.Operation, l, rhs, r.newType(e))
		}
	case *UnaryOpExpression:
		o := m(x.Operand)
		if changed && r.operands {
			c := *x
			c.Operand = o
			return &c
		} else if changed {
			return NewUnaryOpExpression(x.Operation, o, r.newType(e))
		}
	case *ConditionalExpression:
		cond, t, f := m(x.Condition), m(x.TrueResult), m(x.FalseResult)
		if changed && r.operands {
			c := *x
			c.Condition, c.TrueResult, c.FalseResult = cond, t, f
			return &c
		} else if changed {
			return NewConditionalExpression(cond, t, f, r.newType(e))
		}
	case *FunctionCallExpression:
		args := all(x.Args)
		if changed && r.operands {
			c := *x
			c.Args = args
			return &c
		} else if changed {
			call := NewFunctionCallExpression(x.Name, x.Signature, args, x.ExpandFinal, r.newType(e))
			call.Syntax = x.Syntax
			return call
		}
	case *IndexExpression:
		coll, k := m(x.Collection), m(x.Key)
		if changed && r.operands {
			c := *x
			c.Collection, c.Key = coll, k
			return &c
		} else if changed {
			return NewIndexExpression(coll, k, r.newType(e))
		}
	case *ObjectConsExpression:
		items := mapItems(x.Items, m)
		if changed && r.operands {
			c := *x
			c.Items = items
			return &c
		} else if changed {
			return NewObjectConsExpression(items, r.newType(e))
		}
	case *TupleConsExpression:
		exprs := all(x.Expressions)
		if changed && r.operands {
			c := *x
			c.Expressions = exprs
			return &c
		} else if changed {
			return NewTupleConsExpression(exprs, r.newType(e))
		}
	case *TemplateExpression:
		parts := all(x.Parts)
		if changed && r.operands {
			c := *x
			c.Parts = parts
			return &c
		} else if changed {
			return NewTemplateExpression(parts, r.newType(e))
		}
	case *TemplateJoinExpression:
		t := m(x.Tuple)
		if changed && r.operands {
			c := *x
			c.Tuple = t
			return &c
		} else if changed {
			return NewTemplateJoinExpression(t, r.newType(e))
		}
	case *ParenthesesExpression:
		in := m(x.Expression)
		if changed && r.operands {
			c := *x
			c.Expression = in
			return &c
		} else if changed {
			return NewParenthesesExpression(in)
		}
	case *RelativeTraversalExpression:
		s := m(x.Source)
		if changed && r.operands {
			c := *x
			c.Source = s
			return &c
		} else if changed {
			return NewRelativeTraversalExpression(s, x.Traversal, r.newType(e))
		}
	case *ForExpression:
		coll, k, v, cond := m(x.Collection), each(x.Key), each(x.Value), each(x.Condition)
		if changed && r.operands {
			c := *x
			c.Collection = coll
			return &c
		} else if changed {
			return NewForExpression(x.KeyVariable, x.ValueVariable, coll, k, v, cond, x.Group, r.newType(e))
		}
	case *SplatExpression:
		s, body := m(x.Source), each(x.Each)
		if changed && r.operands {
			c := *x
			c.Source = s
			return &c
		} else if changed {
			return NewSplatExpression(s, x.Item, body, r.newType(e))
		}
	}
	return e
}

// mapAll returns es with each element mapped by m, copied only when an
// element changes. (Apart from children, whose frame each level of a deep
// expression's rewrite puts on the stack, it keeps that frame small.)
//
//go:noinline
func mapAll(es []Expression, m func(Expression) Expression) []Expression {
	var out []Expression
	for i, c := range es {
		n := m(c)
		if n != c && out == nil {
			out = make([]Expression, len(es))
			copy(out, es[:i])
		}
		if out != nil {
			out[i] = n
		}
	}
	if out == nil {
		return es
	}
	return out
}

// mapItems is mapAll for an object's items.
//
//go:noinline
func mapItems(items []ObjectConsItem, m func(Expression) Expression) []ObjectConsItem {
	var out []ObjectConsItem
	for i, it := range items {
		k, v := m(it.Key), m(it.Value)
		if (k != it.Key || v != it.Value) && out == nil {
			out = make([]ObjectConsItem, len(items))
			copy(out, items[:i])
		}
		if out != nil {
			out[i] = ObjectConsItem{Key: k, Value: v}
		}
	}
	if out == nil {
		return items
	}
	return out
}
