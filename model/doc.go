// Package model is the PCL type system and typed expressions: input hclsyntax
// expressions plus a scope, output typed model expressions and diagnostics.
//
// Types (types.go) extend HCL's with int, union, none, promise and output; their
// semantics (conversion, unification, traversal, printing) are free functions.
//
// Expressions mirror the hclsyntax expression kinds one for one
// (LiteralValueExpression, TemplateExpression, ScopeTraversalExpression,
// FunctionCallExpression, ...). BindExpression type checks a syntax tree
// against a Scope of definitions and functions; every node records its syntax
// (nil when synthesized), its children in exported fields, and its type.
// Lowering passes build new nodes with the New* constructors, which either take
// an explicit type or infer it with the same rules as the binder.
//
// Eventual values: an operation (arithmetic, comparison, call, template,
// conditional, for, index) whose operands include an output(T) has an output
// result; otherwise, if an operand is a promise(T), the result is a promise.
// Operations are checked on the resolved (non-eventual) operand types.
package model
