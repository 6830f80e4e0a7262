package gen

import "github.com/pclgen/pclgen/model"

// This file runs a backend's lowering pipeline. Each backend declares its
// passes once, in order, as a list of Pass values (its `lowerPasses`
// function); its one entry point (`lower(e, dest)`) runs them through the
// Lowering its generator holds. The adapters below make a Pass of a backend's own rewrite and of
// the passes in this package, whose options (conversions, apply options)
// are the backend's language facts.

// Pass is one lowering pass of a backend whose lowering context is C (the
// state the backend's own passes read: the function or file being
// generated). It returns e rewritten for a destination of type dest, or
// for any context that accepts an eventual value when dest is nil; it
// returns new nodes and never changes the bound program.
type Pass[C any] func(c C, e model.Expression, dest model.Type) model.Expression

// Lower returns e lowered by passes in order, in the context c, for a
// destination of type dest (nil for any context that accepts an eventual
// value). A nil expression stays nil.
func Lower[C any](c C, e model.Expression, dest model.Type, passes []Pass[C]) model.Expression {
	if e == nil {
		return nil
	}
	for _, p := range passes {
		e = p(c, e, dest)
	}
	return e
}

// Lowering is a backend's lowering pipeline for the files of one program:
// the passes its declaring function lists, built on first use. The zero
// value is ready to use.
type Lowering[C any] struct {
	passes []Pass[C]
}

// Run returns e lowered by the passes declare lists (built the first time),
// in the context c, for a destination of type dest (see Lower).
func (l *Lowering[C]) Run(c C, e model.Expression, dest model.Type, declare func() []Pass[C]) model.Expression {
	if l.passes == nil {
		l.passes = declare()
	}
	return Lower(c, e, dest, l.passes)
}

// ContextPass is a backend's own pass, which reads the backend's context
// and not the destination.
func ContextPass[C any](f func(C, model.Expression) model.Expression) Pass[C] {
	return func(c C, e model.Expression, _ model.Type) model.Expression { return f(c, e) }
}

// ExprPass is a pass that reads the expression alone (CreatedReads,
// PlainConditionals, PlainPromiseRanges, or a backend's own).
func ExprPass[C any](f func(model.Expression) model.Expression) Pass[C] {
	return func(_ C, e model.Expression, _ model.Type) model.Expression { return f(e) }
}

// ConversionsPass is InsertConversions to the destination, making explicit
// the conversions needs reports; with no destination it does nothing.
func ConversionsPass[C any](needs NeedsConversion) Pass[C] {
	return func(_ C, e model.Expression, dest model.Type) model.Expression {
		return InsertConversions(e, dest, needs)
	}
}

// OperandsPass is ConvertOperands with the conversions needs reports.
func OperandsPass[C any](needs NeedsConversion) Pass[C] {
	return func(_ C, e model.Expression, _ model.Type) model.Expression { return ConvertOperands(e, needs) }
}

// AppliesPass is LowerApplies with the backend's options.
func AppliesPass[C any](opts ApplyOptions) Pass[C] {
	return func(_ C, e model.Expression, _ model.Type) model.Expression { return LowerApplies(e, opts) }
}

// OutputElementsOfChoicesPass is OutputElementsOfChoices to the
// destination.
func OutputElementsOfChoicesPass[C any]() Pass[C] {
	return func(_ C, e model.Expression, dest model.Type) model.Expression {
		return OutputElementsOfChoices(e, dest)
	}
}

// OptionalChoicesPass is OptionalChoices for the destination; with no
// destination it does nothing.
func OptionalChoicesPass[C any]() Pass[C] {
	return func(_ C, e model.Expression, dest model.Type) model.Expression { return OptionalChoices(e, dest) }
}
