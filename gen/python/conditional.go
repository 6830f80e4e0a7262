package python

import (
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// plainConditional prints __chosen(cond, t, f) as `t if cond else
// f`, each branch an output (pulumi.Output.from_input of a plain one).
func (c *fnCtx) plainConditional(x *model.FunctionCallExpression) (code, int) {
	if len(x.Args) != 3 {
		return c.errorf(x.Range(), "Unsupported conditional", "The Python generator cannot generate this conditional."), precPrimary
	}
	return c.chosenFor(x, nil, precTernary), precTernary
}

// chosenFor prints __chosen(cond, t, f) as plainConditional does, each
// output branch given as a value of type dest when dest is not nil, where
// precedence need is needed.
func (c *fnCtx) chosenFor(x *model.FunctionCallExpression, dest model.Type, need int) code {
	branch := func(e model.Expression) func(int) code {
		return func(need int) code {
			if !gen.IsOutput(e.Type()) {
				out := call(c.f.pulumi()+".Output.from_input", c.asPCLObjects(e, x.Type(), precLambda+1))
				if gen.HoldsOutputs(e.Type()) {
					// A collection of outputs, which from_input's type
					// keeps as outputs in the output (Output[list[Output[str]]]):
					// no input of the collection takes it, nor of the
					// union of it and the other branch's type.
					return call(c.f.imports.typingName("cast"), atom(c.f.imports.typingName("Any")), out)
				}
				return out
			}
			if dest != nil {
				return c.valueAt(e, dest, need)
			}
			return c.asPCLObjects(e, x.Type(), need)
		}
	}
	return c.choose(x.Args[0], branch(x.Args[1]), branch(x.Args[2]), need)
}

// choose prints `t if cond else f`, given the printers of the branches
// at a precedence. A condition of bool literals alone (!true,
// true && false) chooses its branch here: pyright takes the other branch
// as unreachable, where the collections its comprehensions iterate over
// are of type Never, which "is not iterable". The result is printed where
// precedence need is needed: a branch chosen so is printed at need, a
// conditional is parenthesized where need binds tighter.
func (c *fnCtx) choose(cond model.Expression, t, f func(need int) code, need int) code {
	if v, ok := literalCondition(cond); ok {
		if v {
			return t(max(need, precTernary))
		}
		return f(max(need, precTernary))
	}
	choice := ternary(t(precTernary+1), c.condition(cond), f(precTernary+1))
	if need > precTernary {
		return bracketed("(", []code{choice}, ")", bkParen)
	}
	return choice
}

// chosenBranch returns the branch a conditional whose condition is made of
// bool literals chooses, which Python prints alone (see choose).
func chosenBranch(x *model.ConditionalExpression) (model.Expression, bool) {
	v, ok := literalCondition(x.Condition)
	switch {
	case !ok:
		return nil, false
	case v:
		return x.TrueResult, true
	}
	return x.FalseResult, true
}

// literalCondition returns the value of e when it is made of bool
// literals, !, && and || alone.
func literalCondition(e model.Expression) (value, ok bool) {
	switch x := gen.Unparenthesized(e).(type) {
	case *model.LiteralValueExpression:
		if x.Value.Type() == cty.Bool && x.Value.IsKnown() && !x.Value.IsNull() {
			return x.Value.True(), true
		}
	case *model.UnaryOpExpression:
		if x.Operation == hclsyntax.OpLogicalNot {
			v, ok := literalCondition(x.Operand)
			return !v, ok
		}
	case *model.BinaryOpExpression:
		l, lok := literalCondition(x.LeftOperand)
		r, rok := literalCondition(x.RightOperand)
		if !lok || !rok {
			return false, false
		}
		switch x.Operation {
		case hclsyntax.OpLogicalAnd:
			return l && r, true
		case hclsyntax.OpLogicalOr:
			return l || r, true
		}
	}
	return false, false
}

func init() {
	helperSources["created"] = `def _created(resource):
    # A resource whose range is false is None, whose attributes PCL cannot
    # read.
    if resource is None:
        raise TypeError("the resource was not created: its range is false")
    return resource
`
	helperSources["present"] = `def _present(value):
    # PCL cannot read an attribute of null.
    if value is None:
        raise TypeError("an attribute of null cannot be read")
    return value
`
}

// optional reports whether e is a value that may be None, of a known type
// (a resource whose range is a bool).
func (c *fnCtx) optional(e model.Expression) bool {
	t := model.ResolveOutputs(e.Type())
	return model.IsOptional(t) && !isDynamic(t) && t != model.NoneType
}

// optionalList prints the list of e, a value that may be None: empty when
// it is, `([] if r is None else [r])`.
func (c *fnCtx) optionalList(e model.Expression) code {
	one := bracketed("[", []code{c.expr(e, precLambda+1)}, "]", bkCollection)
	test := cat(c.expr(e, precCompare+1), delim("is", prioComparison), atom("None"))
	return bracketed("(", []code{ternary(atom("[]"), test, one)}, ")", bkParen)
}

// presentResources prints a resource or a list of resources that may be
// None (resources whose range is a bool) as the list of those that are not,
// which the dependsOn option takes.
func (c *fnCtx) presentResources(e model.Expression) (code, bool) {
	if c.optional(e) {
		return c.optionalList(e), true
	}
	tup, ok := e.(*model.TupleConsExpression)
	if !ok {
		return nil, false
	}
	some := false
	items := make([]code, len(tup.Expressions))
	for i, el := range tup.Expressions {
		some = some || c.optional(el)
		items[i] = c.value(c.lower(el, nil), nil)
	}
	if !some {
		return nil, false
	}
	in := c.child()
	r := in.scope.Declare("resource")
	list := bracketed("[", items, "]", bkCollection)
	return bracketed("[", []code{cat(atom(r), delim("for", prioComprehension), atom(r+" in "), list,
		delim("if", prioComprehension), atom(r+" is not None"))}, "]", bkCollection), true
}
