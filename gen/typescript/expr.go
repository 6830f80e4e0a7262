package typescript

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// TypeScript operator precedences, as passed to the printers: an expression
// printed where precedence p is needed is parenthesized when it binds more
// loosely.
const (
	precLowest  = 0
	precCond    = 1
	precNullish = 2
	precOr      = 3
	precAnd     = 4
	precEqual   = 5
	precCompare = 6
	precAdd     = 7
	precMul     = 8
	precUnary   = 9
	precPostfix = 10
	precPrimary = 11
)

// fnCtx is the function body being generated: where statements go and the
// names in scope.
type fnCtx struct {
	f     *fileGen
	out   *strings.Builder
	scope *nameScope
	// Bindings name the variables this body binds; a nested body's see
	// those around it.
	*gen.Bindings
	parent *fnCtx
	// RangeVars name `range.key` and `range.value` inside a ranged
	// resource.
	gen.RangeVars
	// async is set when the body may await; *async is set when it does.
	// It is nil where awaiting is impossible.
	async *bool
	// outputs holds the printed values of the main program's outputs when
	// the program returns them from its async function.
	outputs map[*binder.OutputVariable]string
	// config is the name of the config object.
	config string
	// guards holds the references the tests around the code being
	// printed narrow (see guards.go); nested bodies share it.
	guards *guardedRefs
}

func newFnCtx(f *fileGen, scope *nameScope) *fnCtx {
	return &fnCtx{f: f, scope: scope, Bindings: gen.NewBindings(nil), outputs: map[*binder.OutputVariable]string{}, guards: new(guardedRefs)}
}

// child returns a context for a nested function body; async is its own
// flag (nil when the function cannot await).
func (c *fnCtx) child(async *bool) *fnCtx {
	n := newFnCtx(c.f, c.scope.Child())
	n.out, n.parent, n.async = c.out, c, async
	n.Bindings = gen.NewBindings(c.Bindings)
	n.RangeVars = c.RangeVars
	n.guards = c.guards
	return n
}

// configName returns the name of the config object.
func (c *fnCtx) configName() string {
	for x := c; x != nil; x = x.parent {
		if x.config != "" {
			return x.config
		}
	}
	c.config = c.scope.Declare("config")
	return c.config
}

// expr prints a lowered expression: outputs as pulumi.Output values,
// collections of outputs as collections of inputs, plain values as plain
// values.
func (c *fnCtx) expr(e model.Expression, need int) string {
	s, prec := c.exprPrec(e)
	return gen.Paren(s, prec, need)
}

// exprPrec prints an expression and returns its precedence.
func (c *fnCtx) exprPrec(e model.Expression) (string, int) {
	switch x := e.(type) {
	case *model.LiteralValueExpression:
		return c.literal(x.Value), precPrimary
	case *model.TemplateExpression:
		return c.template(x)
	case *model.ScopeTraversalExpression:
		return c.scopeTraversal(x)
	case *model.RelativeTraversalExpression:
		src, cast := c.typedTuple(x.Source)
		if !cast {
			src = c.expr(x.Source, precPostfix)
		}
		parts := append([]model.Type{x.Source.Type()}, x.Parts...)
		return c.traverse(src, x.Traversal, parts, true, gen.LackingSteps(c.Bindings, x.Source, x.Traversal)), precPostfix
	case *model.FunctionCallExpression:
		return c.call(x)
	case *model.BinaryOpExpression:
		return c.binary(x)
	case *model.UnaryOpExpression:
		return c.unary(x)
	case *model.ParenthesesExpression:
		return c.exprPrec(x.Expression)
	case *model.ConditionalExpression:
		cond := c.expr(x.Condition, precNullish)
		defer c.guardedBy(x.Condition)()
		return cond + " ? " + c.expr(x.TrueResult, precCond) + " : " + c.expr(x.FalseResult, precCond), precCond
	case *model.TupleConsExpression:
		return c.tuple(x), precPrimary
	case *model.ObjectConsExpression:
		return c.object(x), precPrimary
	case *model.IndexExpression:
		return c.index(x), precPostfix
	case *model.ForExpression:
		return c.forExpr(x)
	case *model.SplatExpression:
		return c.splat(x)
	case *model.TemplateJoinExpression:
		return c.expr(x.Tuple, precPostfix) + `.join("")`, precPostfix
	case *model.SplatItemExpression:
		if n, ok := c.SplatName(x); ok {
			return n, precPrimary
		}
	case *model.AnonymousFunctionExpression:
		return c.lambda(x, nil), precLowest
	}
	c.f.g.Errorf(e.Range(), "Unsupported expression",
		"The TypeScript generator cannot generate this %s expression here.", gen.ExprKind(e))
	return "undefined", precPrimary
}

// literal prints a constant value.
func (c *fnCtx) literal(v cty.Value) string {
	switch {
	case v.IsNull() || !v.IsKnown():
		return "undefined"
	case v.Type() == cty.String:
		return quote(v.AsString())
	case v.Type() == cty.Bool:
		return strconv.FormatBool(v.True())
	case v.Type() == cty.Number:
		return numberLiteral(v.AsBigFloat())
	}
	return "undefined"
}

// numberLiteral prints a number.
func numberLiteral(f *big.Float) string {
	if f.IsInt() {
		if i, acc := f.Int64(); acc == big.Exact {
			return strconv.FormatInt(i, 10)
		}
	}
	return gen.FloatText(f)
}

// template prints a plain string template as a template literal.
func (c *fnCtx) template(t *model.TemplateExpression) (string, int) {
	switch len(t.Parts) {
	case 0:
		return `""`, precPrimary
	case 1:
		if s, ok := gen.StringLiteral(t.Parts[0]); ok {
			return quote(s), precPrimary
		}
		if shallow(t.Parts[0].Type()) == model.StringType {
			return c.exprPrec(t.Parts[0])
		}
	}
	return c.templateLiteral(t.Parts), precPrimary
}

// templateLiteral prints parts as the body of a template literal.
func (c *fnCtx) templateLiteral(parts []model.Expression) string {
	var b strings.Builder
	b.WriteByte('`')
	// Adjacent literal parts are escaped as one text: "$" and "{x}" make
	// "${x}", which must not start a substitution.
	var text strings.Builder
	flush := func() {
		b.WriteString(templateText(text.String()))
		text.Reset()
	}
	for _, p := range parts {
		if s, ok := gen.StringLiteral(p); ok {
			text.WriteString(s)
			continue
		}
		if lit, ok := p.(*model.LiteralValueExpression); ok && !lit.Value.IsNull() && lit.Value.IsKnown() && lit.Value.Type() == cty.Number {
			text.WriteString(lit.Value.AsBigFloat().Text('f', -1))
			continue
		}
		flush()
		t := shallow(p.Type())
		_, optional := optionalElement(t)
		fn := ""
		switch {
		case optional:
			// PCL fails to print null.
			fn = c.f.helper("pclText")
		case t == model.NumberType || t == model.IntType:
			// PCL prints numbers in plain digits, never with an exponent.
			fn = c.f.helper("pclNumberText")
		}
		switch {
		case fn == "":
			b.WriteString("${" + c.expr(p, precLowest) + "}")
		case gen.IsOutput(p.Type()):
			b.WriteString("${" + c.expr(p, precPostfix) + ".apply(" + fn + ")}")
		default:
			b.WriteString("${" + fn + "(" + c.expr(p, precLowest) + ")}")
		}
	}
	flush()
	b.WriteByte('`')
	return b.String()
}

// scopeTraversal prints a reference and its attribute and index steps; a
// read of a key that a test around it checks the container has (see
// hasKeyGuard) is asserted to be present: TypeScript's type of the
// container may lack it.
func (c *fnCtx) scopeTraversal(x *model.ScopeTraversalExpression) (string, int) {
	s, prec := c.scopeTraversalRead(x)
	if c.keyGuarded(x) {
		return s + "!", precPostfix
	}
	return s, prec
}

// scopeTraversalRead prints the reference x as it reads, unasserted.
func (c *fnCtx) scopeTraversalRead(x *model.ScopeTraversalExpression) (string, int) {
	steps := x.Traversal[1:]
	parts := x.Parts
	var root string
	var lacking []bool
	def := x.Definition
	if pr, ok := def.(*gen.PromiseRanged); ok {
		def = pr.Node
	}
	created := false
	if cr, ok := def.(*gen.Created); ok {
		def, created = cr.Node, !cr.Checked
	}
	if ec, ok := def.(*eventualConfig); ok {
		def = ec.ConfigVariable
	}
	if dn, ok := def.(*deferredNode); ok {
		if d := c.f.deferredNodes[dn.Node]; d != nil {
			return c.traverseFrom(d.name, steps, parts, false, nil)
		}
	}
	switch d := def.(type) {
	case binder.Node:
		root = c.f.names[d]
		if !c.f.declared[d] {
			if dv, ok := c.f.deferredRef(d, steps); ok {
				return dv, precPrimary
			}
			c.f.g.Errorf(x.Range(), "Reference before declaration",
				"%q is created after the code that refers to it (the program's references form a cycle), which TypeScript cannot express.", x.RootName)
			return "undefined", precPrimary
		}
		if cv, ok := d.(*binder.ConfigVariable); ok && c.f.inComponent && root == "" {
			root = "args." + cv.LogicalName()
		}
		if created && root != "" {
			// Undefined when it was not created: reading it throws, as
			// PCL fails.
			root += "!"
		}
		if l, ok := d.(*binder.LocalVariable); ok {
			lacking = gen.LackingSteps(c.Bindings, l.Value, steps)
			if lacking != nil && c.keyGuarded(x) {
				// A test around the read checks the key is there.
				lacking[len(lacking)-1] = false
			}
		}
	case *model.Variable:
		n := len(steps)
		root, steps = c.VarRoot(c.Bindings, d, x.RootName, steps)
		parts = parts[n-len(steps):]
		lacking = gen.LackingVariableSteps(c.Bindings, d, steps)
	}
	if root == "" && def == nil {
		// The program was bound allowing missing variables.
		c.f.g.Errorf(x.Range(), "Undefined reference",
			"The program does not define %q, so the generated TypeScript cannot refer to it.", x.RootName)
		return "undefined", precPrimary
	}
	if root == "" {
		c.f.g.Errorf(x.Range(), "Unsupported reference", "The TypeScript generator cannot refer to %q here.", x.RootName)
		return "undefined", precPrimary
	}
	return c.traverseFrom(root, steps, parts, !instances(def), lacking)
}

// lackingRead prints the read by step of an attribute of root, a choice
// of objects that may lack it (see gen.LackingSteps), as pclAttr, which
// fails as PCL does where it is missing (TypeScript reads undefined).
func (c *fnCtx) lackingRead(root string, step hcl.Traverser) string {
	name, _ := gen.TraverserKey(step)
	return c.f.helper("pclAttr") + "(" + root + ", " + quote(name) + ")"
}

// instances reports whether def is a resource or a component, whose
// TypeScript values are of their classes however PCL types them.
func instances(def model.Definition) bool {
	switch def.(type) {
	case *binder.Resource, *binder.Component:
		return true
	}
	return false
}

// traverseFrom prints root followed by traversal steps.
func (c *fnCtx) traverseFrom(root string, steps hcl.Traversal, parts []model.Type, checkDynamic bool, lacking []bool) (string, int) {
	if len(steps) == 0 {
		return root, precPrimary
	}
	return c.traverse(root, steps, parts, checkDynamic, lacking), precPostfix
}

// traverseKey prints the key of an index step (a number or a string), or
// "" for a key of another type.
func traverseKey(key cty.Value) string {
	switch key.Type() {
	case cty.Number:
		return numberLiteral(key.AsBigFloat())
	case cty.String:
		return quote(key.AsString())
	}
	return ""
}

// traverse applies traversal steps to src; parts[i] is the type before
// step i. With checkDynamic, a step into a dynamic value (which TypeScript
// types any) is checked when the program runs, as PCL checks it; so are
// the steps lacking marks (see gen.LackingSteps), which read an attribute
// a choice of objects may lack.
func (c *fnCtx) traverse(src string, steps hcl.Traversal, parts []model.Type, checkDynamic bool, lacking []bool) string {
	if len(parts) > len(steps)+1 {
		parts = parts[len(parts)-len(steps)-1:]
	}
	cur := src
	for i, step := range steps {
		var before model.Type = model.DynamicType
		if i < len(parts) {
			before = parts[i]
		}
		t := shallow(before)
		_, optional := optionalElement(t)
		_, isList := t.(*model.ListType)
		_, isMap := t.(*model.MapType)
		if i < len(lacking) && lacking[i] && !isMap {
			cur = c.lackingRead(present(cur, optional), step)
			continue
		}
		if t == model.DynamicType && checkDynamic {
			// A value of any type may have no such attribute or element.
			var k string
			switch s := step.(type) {
			case hcl.TraverseAttr:
				k = quote(s.Name)
			case hcl.TraverseIndex:
				k = traverseKey(s.Key)
			}
			if k != "" {
				cur = c.f.helper("pclGet") + "(" + cur + ", " + k + ")"
				continue
			}
		}
		switch s := step.(type) {
		case hcl.TraverseAttr:
			if isMap {
				// A map may not have the key, which PCL reports.
				cur = c.f.helper("pclIndex") + "(" + cur + ", " + quote(s.Name) + ")"
				continue
			}
			cur = member(present(cur, optional), c.f.fieldName(t, s.Name), false)
		case hcl.TraverseIndex:
			key := s.Key
			if (isList && key.Type() == cty.Number) || (isMap && key.Type() == cty.String) {
				// A list or a map may not have the element, which PCL
				// reports.
				cur = c.f.helper("pclIndex") + "(" + cur + ", " + traverseKey(key) + ")"
				continue
			}
			cur = present(cur, optional)
			switch {
			case key.Type() == cty.String:
				if name := c.f.fieldName(t, key.AsString()); isIdentifier(name) {
					cur = member(cur, name, false)
				} else {
					cur += "[" + quote(key.AsString()) + "]"
				}
			case key.Type() == cty.Number:
				cur += "[" + numberLiteral(key.AsBigFloat()) + "]"
			default:
				c.f.g.Errorf(s.SrcRange, "Unsupported traversal", "The TypeScript generator cannot index with a key of type %s.", key.Type().FriendlyName())
			}
		}
	}
	return cur
}

// present returns src, a value that may be null, asserted present when
// optional: PCL fails to read an attribute or element of null, as
// reading one of undefined throws (where ?. would give undefined).
func present(src string, optional bool) string {
	if optional {
		return src + "!"
	}
	return src
}
