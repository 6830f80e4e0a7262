package gen

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// A config variable's default is evaluated only when its key is unset. A
// backend may still evaluate a default that cannot fail before it reads the
// key (the shorter form: Python's getter default, Go's declaration); any
// other default only when the key is missing.

// EventualConfigDefault returns the error of config variable v when its
// default is an eventual value, which no backend reads as a config default,
// naming the generator of language (as the diagnostics spell it: "Go"); nil
// for any other default.
func EventualConfigDefault(v *binder.ConfigVariable, language string) *hcl.Diagnostic {
	if v.DefaultValue == nil || !HoldsOutputs(v.DefaultValue.Type()) {
		return nil
	}
	return Errorf(v.DefaultValue.Range(), "Unsupported config default",
		"The %s generator cannot use an eventual value as the default of config variable %q.", language, v.Name())
}

// EvaluatesSafely reports whether e, the (lowered) default of a config
// variable, may be evaluated whether its key is set or not: the evaluation
// cannot fail and has no effect. It holds literals, collections and
// templates of them, references to variables, and the operations on
// numbers and bools that cannot fail; not calls, indexing, attribute reads,
// loops, division or any conversion.
func EvaluatesSafely(e model.Expression) bool {
	safe := true
	model.Walk(e, func(n model.Expression) bool {
		switch x := n.(type) {
		case *model.LiteralValueExpression, *model.TupleConsExpression, *model.ParenthesesExpression:
		case *model.ObjectConsExpression:
			// A key that is not a literal string may be null, which PCL
			// fails on; a template's parts are walked as the key's own.
			for _, item := range x.Items {
				switch item.Key.(type) {
				case *model.LiteralValueExpression, *model.TemplateExpression:
				default:
					safe = false
				}
			}
		case *model.TemplateExpression:
			for _, part := range x.Parts {
				if !PlainPrimitive(part.Type()) {
					safe = false
				}
			}
		case *model.ConditionalExpression:
			safe = safe && x.Condition.Type() == model.BoolType
		case *model.UnaryOpExpression:
			safe = safe && PlainPrimitive(x.Operand.Type()) && x.Operand.Type() != model.StringType
		case *model.BinaryOpExpression:
			switch x.Operation {
			case hclsyntax.OpDivide, hclsyntax.OpModulo:
				safe = false
			}
			for _, o := range []model.Expression{x.LeftOperand, x.RightOperand} {
				safe = safe && PlainPrimitive(o.Type()) && o.Type() != model.StringType
			}
		case *model.ScopeTraversalExpression:
			safe = safe && len(x.Traversal) == 1
		default:
			safe = false
		}
		return safe
	})
	return safe
}

// PlainPrimitive reports whether t is a string, number, int or bool: not
// optional, dynamic or eventual.
func PlainPrimitive(t model.Type) bool {
	switch t {
	case model.StringType, model.NumberType, model.IntType, model.BoolType:
		return true
	}
	return false
}

// HasDefault reports whether config variable v has a default other than
// null: left out (or, for a component's input, given null) it takes it.
func HasDefault(v *binder.ConfigVariable) bool {
	return v.DefaultValue != nil && !IsNull(v.DefaultValue)
}
