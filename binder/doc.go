// Package binder binds PCL programs: input parsed .pp files and Pulumi package
// schemas, output a typed Program whose nodes are in dependency order, plus
// diagnostics.
//
// Binding runs in phases:
//
//  1. Declaration: every top-level attribute (a local) and block (config,
//     resource, read, component, output, hook, package, pulumi) becomes a Node
//     defined in the program scope; malformed blocks and duplicate names are
//     reported.
//  2. Packages: the packages the program uses (resource, invoke and provider
//     tokens, package blocks, version options) are loaded with the Options'
//     schema Loader; a missing package is reported once, at its first use.
//  3. Typing: nodes are bound in an order computed from their syntactic
//     references, so that a local's type is known before the nodes that use
//     it. Resource inputs are checked against the schema's input properties,
//     options against their expected types. A value that does not convert is
//     reported at the innermost item of its object and tuple constructors
//     that does not, naming its path (`website.indexDocument`); a constant
//     where only enum values are accepted must be one of them; a resource
//     must set its required inputs; a constant range count must be a
//     non-negative whole number.
//  4. Ordering: each node's dependencies are collected from its bound
//     expressions and the nodes are put in dependency order; each cycle is
//     reported once.
//
// # Types
//
// A resource's type is object(outputs..., id, urn) where every property has
// type output(T) (optional properties are output(union(T, none))). A ranged
// resource's type is a list of that type (range over a number, list, tuple or
// set), a map (range over a map or object) or union(T, none) (range over a
// bool). Inside a ranged declaration, `range` is object({key, value}) with the
// key and value types of iterating the range expression (for a number, both
// are int: the index). When the range expression is eventual (an output or
// promise), the resources can only be created inside an apply over it, so the
// ranged type is wrapped in output(...), while range.key and range.value are
// the resolved elements the apply iterates over.
//
// Components may refer to each other's outputs in a cycle (the outputs are
// deferred until the producing component exists); every other cycle of
// references, and a component that refers to its own outputs, is an error.
//
// Schema types map to model types as follows: integer is int, arrays are
// lists, maps are maps, objects are *model.ObjectType (with the schema token in
// Token and the *schema.ObjectType as an annotation), enums are
// *model.EnumType, oneOf unions are unions, Any and Json are dynamic, and
// Asset/Archive/AssetOrArchive are the model's opaque types. Input types (the
// types of resource inputs and invoke arguments) additionally accept outputs
// at every level that is not plain: inputType(T) is union(T', output(T'))
// where T' is T with its elements and properties made input types.
package binder
