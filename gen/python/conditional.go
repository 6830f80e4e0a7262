package python

import (
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// plainConditional prints __chosen(cond, t, f) as `t if cond else
// f`, each branch an output (pulumi.Output.from_input of a plain one).
func (c *fnCtx) plainConditional(x *model.FunctionCallExpression) (code, int) {
	if len(x.Args) != 3 {
		return c.errorf(x.Range(), "Unsupported conditional", "The Python generator cannot generate this conditional."), precPrimary
	}
	return c.chosenFor(x, nil), precTernary
}

// chosenFor prints __chosen(cond, t, f) as plainConditional does, each
// output branch given as a value of type dest when dest is not nil.
func (c *fnCtx) chosenFor(x *model.FunctionCallExpression, dest model.Type) code {
	branch := func(e model.Expression) code {
		if !gen.IsOutput(e.Type()) {
			return call(c.f.pulumi()+".Output.from_input", c.asPCLObjects(e, x.Type(), precLambda+1))
		}
		if dest != nil {
			return c.valueAt(e, dest, precTernary+1)
		}
		return c.asPCLObjects(e, x.Type(), precTernary+1)
	}
	return ternary(branch(x.Args[1]), c.condition(x.Args[0]), branch(x.Args[2]))
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
