package model

import (
	"fmt"
	"sort"

	"github.com/hashicorp/hcl/v2"
)

// Definition is something a name in scope refers to: a variable, or a binder
// node such as a resource, config variable or local. A resource's type is the
// object type of its outputs; a ranged resource's type is a list or map of
// that. Type must not return nil (nil is read as dynamic).
type Definition interface {
	Type() Type
}

// Variable is a named value of a given type: for-expression variables,
// `range`, parameters of anonymous functions, and simple test definitions.
type Variable struct {
	Name         string
	VariableType Type
}

// NewVariable returns a variable named name of type t.
func NewVariable(name string, t Type) *Variable {
	return &Variable{Name: name, VariableType: t}
}

// Type returns the variable's type (dynamic when unset).
func (v *Variable) Type() Type {
	if v == nil || v.VariableType == nil {
		return DynamicType
	}
	return v.VariableType
}

// Scope is a lexical scope: definitions and functions by name, with a parent
// chain searched when a name is not defined locally. The zero value is not
// usable; create scopes with NewRootScope, NewScope or Push.
type Scope struct {
	parent    *Scope
	defs      map[string]Definition
	functions map[string]*Function
	// defIndex and funcIndex index the names of defs and functions for
	// did-you-mean suggestions; nil until needed and after a change.
	defIndex, funcIndex *nameIndex
}

// NewRootScope returns an empty scope with no parent.
func NewRootScope() *Scope { return NewScope(nil) }

// NewScope returns an empty scope whose parent is parent (nil for a root).
func NewScope(parent *Scope) *Scope {
	return &Scope{
		parent:    parent,
		defs:      map[string]Definition{},
		functions: map[string]*Function{},
	}
}

// Parent returns the enclosing scope, or nil for a root scope.
func (s *Scope) Parent() *Scope { return s.parent }

// Push returns a new child scope of s, for example for the variables of a for
// expression or the `range` variable of a ranged resource.
func (s *Scope) Push() *Scope { return NewScope(s) }

// PushVariables returns a new child scope of s defining the given variables.
// Nil variables are skipped; a later variable of the same name wins.
func (s *Scope) PushVariables(vars ...*Variable) *Scope {
	child := s.Push()
	for _, v := range vars {
		if v != nil {
			child.defs[v.Name] = v
		}
	}
	return child
}

// Pop returns the parent scope of s: the scope to continue with after a Push.
func (s *Scope) Pop() *Scope { return s.parent }

// Define adds a definition to s. It reports false, and leaves s unchanged, if
// the name is already defined in s itself (definitions in parent scopes may be
// shadowed) or def is nil.
func (s *Scope) Define(name string, def Definition) bool {
	if def == nil {
		return false
	}
	if _, ok := s.defs[name]; ok {
		return false
	}
	s.defs[name] = def
	s.defIndex = nil
	return true
}

// DefineFunction adds a function to s under fn.Name. It reports false, and
// leaves s unchanged, if s already has a function of that name or fn is nil.
func (s *Scope) DefineFunction(fn *Function) bool {
	if fn == nil {
		return false
	}
	if _, ok := s.functions[fn.Name]; ok {
		return false
	}
	s.functions[fn.Name] = fn
	s.funcIndex = nil
	return true
}

// Lookup finds the definition of name in s or its ancestors.
func (s *Scope) Lookup(name string) (Definition, bool) {
	for sc := s; sc != nil; sc = sc.parent {
		if def, ok := sc.defs[name]; ok {
			return def, true
		}
	}
	return nil, false
}

// LookupFunction finds the function called name in s or its ancestors.
// Names are looked up verbatim, so namespaced names such as `ns::f` need no
// special treatment.
func (s *Scope) LookupFunction(name string) (*Function, bool) {
	for sc := s; sc != nil; sc = sc.parent {
		if fn, ok := sc.functions[name]; ok {
			return fn, true
		}
	}
	return nil, false
}

// BindReference resolves name as a reference at rng. When the name is not
// defined, it returns an "Undefined variable" diagnostic, with a suggestion of
// a similar defined name where there is one.
func (s *Scope) BindReference(name string, rng hcl.Range) (Definition, hcl.Diagnostics) {
	if s != nil {
		if def, ok := s.Lookup(name); ok {
			return def, nil
		}
	}
	detail := fmt.Sprintf("There is no variable named %q in this scope.", name)
	return nil, hcl.Diagnostics{exprError(rng, "Undefined variable", detail+suggestionSentence(s.suggestName(name, false)))}
}

// bindFunction resolves a function name at rng, with an "unknown function"
// diagnostic when it is not defined.
func (s *Scope) bindFunction(name string, rng hcl.Range) (*Function, hcl.Diagnostics) {
	if s != nil {
		if fn, ok := s.LookupFunction(name); ok {
			return fn, nil
		}
	}
	detail := fmt.Sprintf("There is no function named %q.", name)
	return nil, hcl.Diagnostics{exprError(rng, "Call to unknown function", detail+suggestionSentence(s.suggestName(name, true)))}
}

// Names returns the names of all definitions visible from s, sorted.
func (s *Scope) Names() []string {
	seen := map[string]bool{}
	for sc := s; sc != nil; sc = sc.parent {
		for n := range sc.defs {
			seen[n] = true
		}
	}
	return sortedNames(seen)
}

// FunctionNames returns the names of all functions visible from s, sorted.
func (s *Scope) FunctionNames() []string {
	seen := map[string]bool{}
	for sc := s; sc != nil; sc = sc.parent {
		for n := range sc.functions {
			seen[n] = true
		}
	}
	return sortedNames(seen)
}

func sortedNames(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
