package python

import (
	"math/big"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// Python operator precedences, as passed to the printers: an expression
// printed where precedence p is needed is parenthesized when it binds more
// loosely.
const (
	precLambda  = 0
	precTernary = 1
	precOr      = 2
	precAnd     = 3
	precNot     = 4
	precCompare = 5
	precAdd     = 10
	precMul     = 11
	precUnary   = 12
	precPower   = 13
	precPrimary = 14
)

// fnCtx is the scope an expression is printed in: the Python names of the
// variables bound around it.
type fnCtx struct {
	f     *fileGen
	scope *nameScope
	// Bindings name the variables this body binds; a nested body's see
	// those around it.
	*gen.Bindings
	// attrVars are variables whose values have attributes (a hook's args).
	attrVars map[*model.Variable]bool
	// inferredVars are the parameters of applies of one output, whose
	// Python type is inferred from the output's: a dict built from an
	// object literal holds the union of its properties' types.
	inferredVars map[*model.Variable]bool
	// loopVars are the variables a comprehension binds (loop_vars.go).
	loopVars map[*model.Variable]bool
	// indexVars are the key variables of comprehensions over lists, which
	// count from 0 (indexes.go).
	indexVars map[*model.Variable]bool
	// dictVars say of the variables (and splats' items) bound here
	// whether the objects of a schema's types their values hold may be
	// plain dicts (sdk_dicts.go).
	dictVars map[any]bool
	// rangeHeldOutputs says that range.value is an element of a
	// collection that held outputs, which pulumi.Output.from_input
	// resolved: pyright types it as the collection before (its elements'
	// Output types stay), so that it is cast where an input is taken.
	rangeHeldOutputs bool
	parent           *fnCtx
	// RangeVars name `range.key` and `range.value` inside a ranged
	// resource.
	gen.RangeVars
}

func newFnCtx(f *fileGen, scope *nameScope) *fnCtx {
	return &fnCtx{f: f, scope: scope, Bindings: gen.NewBindings(nil)}
}

// child returns a context for a nested scope (a lambda or comprehension).
func (c *fnCtx) child() *fnCtx {
	n := newFnCtx(c.f, c.scope.Child())
	n.parent = c
	n.Bindings = gen.NewBindings(c.Bindings)
	n.RangeVars = c.RangeVars
	n.rangeHeldOutputs = c.rangeHeldOutputs
	return n
}

// isInferredVar reports whether v is the parameter of an apply of one
// output.
func (c *fnCtx) isInferredVar(v *model.Variable) bool {
	for x := c; x != nil; x = x.parent {
		if x.inferredVars[v] {
			return true
		}
	}
	return false
}

// isAttrVar reports whether v's value has attributes.
func (c *fnCtx) isAttrVar(v *model.Variable) bool {
	for x := c; x != nil; x = x.parent {
		if x.attrVars[v] {
			return true
		}
	}
	return false
}

// errorf records an error at rng.
func (c *fnCtx) errorf(rng hcl.Range, summary, detail string, args ...any) code {
	c.f.g.Errorf(rng, summary, detail, args...)
	return atom("None")
}

// expr prints a lowered expression, parenthesized for precedence need.
func (c *fnCtx) expr(e model.Expression, need int) code {
	s, prec := c.exprPrec(e)
	if prec < need {
		return bracketed("(", []code{s}, ")", bkParen)
	}
	return s
}

// exprPrec prints a lowered expression and returns its precedence.
func (c *fnCtx) exprPrec(e model.Expression) (code, int) {
	switch x := e.(type) {
	case *model.LiteralValueExpression:
		return atom(literal(x.Value, x.Type())), precPrimary
	case *model.TemplateExpression:
		return c.template(x)
	case *model.ScopeTraversalExpression:
		return c.scopeTraversal(x), precPrimary
	case *model.RelativeTraversalExpression:
		// (A lookup's result is dict.get's, which pyright types Optional
		// where its default is None.)
		from := traversalFrom{dicts: c.mayHoldDicts(x.Source), node: gen.IsCall(x.Source, "lookup")}
		return c.traverseFrom(c.expr(x.Source, precPrimary), x.Source.Type(), x.Traversal, x.Range(), from), precPrimary
	case *model.FunctionCallExpression:
		return c.call(x)
	case *model.BinaryOpExpression:
		return c.binary(x)
	case *model.UnaryOpExpression:
		if x.Operation.Type == cty.Bool {
			return cat(atom("not "), c.operand(x.Operand, precNot, true)), precNot
		}
		return cat(atom("-"), c.operand(x.Operand, precUnary, true)), precUnary
	case *model.ParenthesesExpression:
		return c.exprPrec(x.Expression)
	case *model.ConditionalExpression:
		if branch, ok := chosenBranch(x); ok {
			return c.asPCLObjectsPrec(branch, x.Type())
		}
		return c.conditional(x), precTernary
	case *model.TupleConsExpression:
		return c.tuple(x, nil), precPrimary
	case *model.ObjectConsExpression:
		return c.object(x, nil), precPrimary
	case *model.IndexExpression:
		key := x.Key
		switch shallowElem(x.Collection.Type()).(type) {
		case *model.MapType, *model.ObjectType:
			// A map's key is a string: a number or a bool converts to one.
			key = gen.InsertConversions(key, model.StringType, needsConversion)
		}
		if c.checkedIndex(x.Collection.Type(), key) {
			return call(c.f.useHelper("index"), c.expr(x.Collection, precLambda+1), c.expr(key, precLambda+1)), precPrimary
		}
		coll := c.expr
		if optionalNode(x.Collection) {
			// A config variable or local that may be None, as pyright
			// types it: PCL cannot index null.
			coll = c.present
		}
		return cat(coll(x.Collection, precPrimary), bracketed("[", []code{c.expr(key, precLambda+1)}, "]", bkSubscript)), precPrimary
	case *model.ForExpression:
		return c.forExpr(x), precPrimary
	case *model.SplatExpression:
		return c.splat(x), precPrimary
	case *model.TemplateJoinExpression:
		return cat(atom(`"".join`), bracketed("(", []code{c.expr(x.Tuple, precLambda+1)}, ")", bkCall)), precPrimary
	case *model.SplatItemExpression:
		if n, ok := c.SplatName(x); ok {
			return atom(n), precPrimary
		}
	}
	return c.errorf(e.Range(), "Unsupported expression",
		"The Python generator cannot generate this %s expression here.", gen.ExprKind(e)), precPrimary
}

// optionalNode reports whether e is a reference to a config variable or a
// local whose plain value may be None.
func optionalNode(e model.Expression) bool {
	st, ok := e.(*model.ScopeTraversalExpression)
	if !ok || len(st.Traversal) != 1 || gen.IsOutput(st.Type()) {
		return false
	}
	_, isNode := st.Definition.(binder.Node)
	return isNode && plainOptional(st.Type())
}

// literal prints a constant.
func literal(v cty.Value, t model.Type) string {
	switch {
	case v.IsNull() || !v.IsKnown():
		return "None"
	case v.Type() == cty.String:
		return quote(v.AsString())
	case v.Type() == cty.Bool:
		if v.True() {
			return "True"
		}
		return "False"
	case v.Type() == cty.Number && model.ResolveOutputs(model.RemoveNone(t)) == model.NumberType:
		return floatLiteral(v.AsBigFloat())
	case v.Type() == cty.Number:
		return numberLiteral(v.AsBigFloat())
	}
	return "None"
}

// numberLiteral prints a number: integers as integers, others as floats.
func numberLiteral(f *big.Float) string {
	if f.IsInt() {
		if i, acc := f.Int(nil); acc == big.Exact {
			return i.String()
		}
	}
	return floatLiteral(f)
}

// floatLiteral prints a number as a Python float that reads as the same
// float64: 1e300, 2.0, 0.1.
func floatLiteral(f *big.Float) string {
	s := gen.FloatText(f)
	if !strings.ContainsAny(s, ".e") {
		s += ".0"
	}
	return s
}

// template prints a plain template: an f-string when its values print
// without quotes, backslashes or braces, else a concatenation.
func (c *fnCtx) template(t *model.TemplateExpression) (code, int) {
	if s, ok := gen.StringLiteral(t); ok {
		return atom(quote(s)), precPrimary
	}
	if len(t.Parts) == 1 {
		if p := t.Parts[0]; isString(p.Type()) && !model.IsOptional(p.Type()) {
			// "${s}" is s itself, with s's own precedence.
			return c.exprPrec(p)
		}
		return c.asString(t.Parts[0]), precPrimary
	}
	var body, text strings.Builder
	fstring, literal := true, true
	for _, p := range t.Parts {
		if s, ok := gen.StringLiteral(p); ok {
			body.WriteString(strings.NewReplacer("{", "{{", "}", "}}").Replace(s))
			text.WriteString(s)
			continue
		}
		literal = false
		v := c.expr(p, precLambda+1).flat()
		if model.IsOptional(p.Type()) {
			// A null in a template is an error to PCL, not "None".
			v = c.f.useHelper("not_null") + "(" + v + ")"
		}
		if isBool(p.Type()) {
			// PCL spells booleans in lower case.
			v = "str(" + v + ").lower()"
		}
		if isNumber(p.Type()) {
			// and numbers in plain digits (1, not 1.0).
			v = c.f.useHelper("number_text") + "(" + v + ")"
		}
		if isDynamic(p.Type()) || isUnion(p.Type()) {
			// (A value of one of several types, bool among them, is
			// spelled as PCL spells it too.)
			v = c.f.useHelper("to_string") + "(" + v + ")"
		}
		if strings.ContainsAny(v, "\"'\\{}\n") || strings.HasPrefix(v, "(") && strings.HasSuffix(v, ")") {
			fstring = false
			break
		}
		body.WriteString("{" + v + "}")
	}
	if literal {
		// Every part is a literal ("-${"x"}"): a string, not an f-string
		// without placeholders.
		return atom(quote(text.String())), precPrimary
	}
	if fstring {
		return atom("f" + quote(body.String())), precPrimary
	}
	var out code
	for i, p := range t.Parts {
		if i > 0 {
			out = cat(out, delim("+", prioAdd))
		}
		if s, ok := gen.StringLiteral(p); ok {
			out = cat(out, atom(quote(s)))
			continue
		}
		out = cat(out, c.asString(p))
	}
	return out, precAdd
}

// asString prints a plain value as a string (booleans in lower case, as
// PCL spells them).
func (c *fnCtx) asString(e model.Expression) code {
	if model.IsOptional(e.Type()) {
		// A null in a template is an error to PCL, not "None".
		v := call(c.f.useHelper("not_null"), c.expr(e, precLambda+1))
		switch {
		case isNumber(e.Type()):
			return call(c.f.useHelper("number_text"), v)
		case isBool(e.Type()):
			return cat(call("str", v), atom(".lower()"))
		case isString(e.Type()):
			return v
		}
		return call(c.f.useHelper("to_string"), v)
	}
	if isString(e.Type()) {
		return c.expr(e, precAdd+1)
	}
	if isNumber(e.Type()) {
		return call(c.f.useHelper("number_text"), c.expr(e, precLambda+1))
	}
	if isDynamic(e.Type()) || isUnion(e.Type()) {
		return call(c.f.useHelper("to_string"), c.expr(e, precLambda+1))
	}
	s := call("str", c.expr(e, precLambda+1))
	if isBool(e.Type()) {
		s = cat(s, atom(".lower()"))
	}
	return s
}
