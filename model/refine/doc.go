// Package refine is PCL's value algebra on refined unknowns: input go-cty
// values, known or unknown (an unknown may carry refinements: definitely not
// null, a string prefix, a number range, a collection length range), output
// the value of an operation on them (arithmetic, logic, comparison, equality,
// indexing, length, string concatenation and prefix test, conditional) with
// the tightest refinements that follow from its operands, or an *Error naming
// the operand at fault (spec value-refinements.md). No operation panics.
//
// NumberRange (valuerange.go) is the interval arithmetic behind the number
// and length refinements; Refinement (refine.go) reads, merges and applies
// the facts known about one value.
//
// The package depends on go-cty only: it knows nothing of PCL types or
// expressions. The evaluator of bound expressions (package model/eval) builds
// on it; the type system (package model) does not use it.
package refine
