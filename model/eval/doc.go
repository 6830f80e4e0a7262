// Package eval evaluates bound PCL expressions: input a model.Expression and
// an Env (the values of the definitions and variables it refers to, and
// evaluations of functions), output its go-cty value and the diagnostics that
// are certain from what is known (Evaluate; ConstantFold for a constant that
// code generation may use in place of the expression). A value not known yet
// is an unknown of its expression's type (CtyTypeOf maps PCL types to cty
// types); operations on unknowns keep their refinements (package
// model/refine), so that, for example, `r.port > 0` is true when r.port is
// unknown but known to lie in 1..65535.
//
// Dependencies go one way: eval imports model and model/refine, and model
// imports neither. Type checking in model decides types from types and reads
// constants (an index key, a literal) straight from literal values; it never
// evaluates an expression, so model needs no interface or stand-in for the
// evaluator. The binder uses ConstantFold for its constant checks, and the
// interpreter (package interp) uses Evaluate with its own builtins.
package eval
