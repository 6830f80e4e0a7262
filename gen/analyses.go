package gen

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// Analyses are what a backend's generator knows of a program before it
// prints any of it, and the diagnostics it reports while it prints: every
// backend's generator embeds them, so that each analysis is computed by
// one call and each error is recorded one way.
type Analyses struct {
	// Prog is the program being generated.
	Prog *binder.Program
	// Diags are the diagnostics reported so far.
	Diags hcl.Diagnostics
	// OutputConfig are the config variables read as outputs: the program's
	// secrets and the component inputs some instance sets to outputs.
	OutputConfig OutputConfigs
	// RegisteredInputs are the component inputs a component's registration
	// carries.
	RegisteredInputs map[*binder.ConfigVariable]bool
	// Eventual, set by a backend before Analyze, tells the expressions
	// (calls, traversals) whose values the target language holds as
	// outputs although their PCL types are plain or promises (Go's
	// output-form invokes, and its reads of collections of inputs); nil
	// when every value is held as its type says.
	Eventual func(model.Expression) bool
	// secrecy is computed on first use (Secrecy).
	secrecy *Secrecy
	// boundCalls are the calls of the program and its component programs
	// by their syntax, collected on first use (BoundCall).
	boundCalls map[*hclsyntax.FunctionCallExpr]*model.FunctionCallExpression
}

// BoundCall returns the call x as the binder bound and typed it, before any
// lowering rewrote or retyped it: the call of the program (or a component
// program) with x's syntax; x itself when it has none.
func (a *Analyses) BoundCall(x *model.FunctionCallExpression) *model.FunctionCallExpression {
	if x.Syntax == nil || a.Prog == nil {
		return x
	}
	if a.boundCalls == nil {
		a.boundCalls = map[*hclsyntax.FunctionCallExpr]*model.FunctionCallExpression{}
		for _, p := range componentPrograms(a.Prog, nil, map[*binder.Program]bool{}) {
			WalkValues(p, OptionValues, func(e model.Expression) {
				model.Walk(e, func(e model.Expression) bool {
					if call, ok := e.(*model.FunctionCallExpression); ok && call.Syntax != nil {
						a.boundCalls[call.Syntax] = call
					}
					return true
				})
			})
		}
	}
	if bound, ok := a.boundCalls[x.Syntax]; ok {
		return bound
	}
	return x
}

// RangeSecrecy returns the range of n, ranged and created in an apply on
// its range, when the range may be secret as the program runs: the range
// whose secrecy n's inputs take (RangeVars.RangeSecrecy); nil otherwise.
func (a *Analyses) RangeSecrecy(n binder.Node) model.Expression {
	if opts := NodeOptions(n); opts != nil && opts.Range != nil && a.Secrecy().MayBeSecret(opts.Range, nil) {
		return opts.Range
	}
	return nil
}

// Secrecy returns the analysis of which values of the program may be
// secret when it runs.
func (a *Analyses) Secrecy() *Secrecy {
	if a.secrecy == nil {
		a.secrecy = NewSecrecy(a.Prog)
	}
	return a.secrecy
}

// Analyze computes the analyses of a.Prog.
func (a *Analyses) Analyze() {
	a.OutputConfig = OutputConfig(a.Prog, a.Eventual)
	a.RegisteredInputs = RegisteredInputs(a.Prog)
}

// Errorf records an error diagnostic at rng.
func (a *Analyses) Errorf(rng hcl.Range, summary, detail string, args ...any) {
	a.Diags = append(a.Diags, Errorf(rng, summary, detail, args...))
}

// Diagnostics returns the diagnostics reported so far.
func (a *Analyses) Diagnostics() hcl.Diagnostics { return a.Diags }

// ProgramGenerator generates the files of one program: a backend's
// generator, which NewBackend makes for each program.
type ProgramGenerator interface {
	// Generate returns the program's files.
	Generate() []File
	// Diagnostics returns what generating reported.
	Diagnostics() hcl.Diagnostics
}
