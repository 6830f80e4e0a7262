package gen

import (
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/model"
)

// This file decides which values of a program may be secret when it runs,
// where MustBeSecret decides which are in every run. A value may be secret
// when it reads (at any depth, through locals, resources and components)
// a call of secret, a secret config variable, a component input some
// instance sets to a value that may be secret, a property a schema marks
// secret, a resource's output when one of its inputs may be secret (a
// provider's output is as secret as the input it comes from) or it has
// additionalSecretOutputs, an invoke's result when an argument may be
// secret or its function returns secrets, or what the analysis cannot see
// through (a resource without a schema, such as a stack reference, and a
// method call). What unsecret reads is not.
//
// A backend that resolves a value as a whole in an apply uses it to keep
// the value's secrecy only where there is one to keep (see
// RangeVars.RangeSecrecy).

// Secrecy answers MayBeSecret for a program and the component programs it
// instantiates.
type Secrecy struct {
	// config are the config variables that may be secret.
	config map[*binder.ConfigVariable]bool
	// programs are the program and its component programs.
	programs []*binder.Program
	// memo holds the answers for definitions; visiting breaks cycles.
	memo     map[model.Definition]bool
	visiting map[model.Definition]bool
}

// NewSecrecy analyses prog and the component programs it instantiates, at
// any depth.
func NewSecrecy(prog *binder.Program) *Secrecy {
	s := &Secrecy{config: map[*binder.ConfigVariable]bool{}}
	if prog == nil {
		return s
	}
	for _, v := range prog.ConfigVariables() {
		if v.Secret {
			s.config[v] = true
		}
	}
	// Component inputs depend on each other across programs: repeat until
	// nothing changes.
	programs := componentPrograms(prog, nil, map[*binder.Program]bool{})
	s.programs = programs
	for changed := true; changed; {
		changed = false
		s.memo, s.visiting = map[model.Definition]bool{}, map[model.Definition]bool{}
		for _, p := range programs {
			for _, c := range p.Components() {
				if c.Program == nil || c.Dir == "" {
					continue
				}
				for _, in := range ConfigInputs(c) {
					if !s.config[in.Config] && s.MayBeSecret(in.Value, c) {
						s.config[in.Config] = true
						changed = true
					}
				}
			}
		}
	}
	s.memo, s.visiting = map[model.Definition]bool{}, map[model.Definition]bool{}
	return s
}

// MayBeSecret reports whether e, an expression of the node n (whose
// range.key and range.value it may read; nil outside a node's inputs), may
// be secret when the program runs.
func (s *Secrecy) MayBeSecret(e model.Expression, n binder.Node) bool {
	found := false
	model.Walk(e, func(x model.Expression) bool {
		if found {
			return false
		}
		switch x := x.(type) {
		case *model.FunctionCallExpression:
			switch x.Name {
			case "unsecret":
				return false
			case "secret", binder.CallName:
				found = true
			case binder.InvokeName:
				found = s.invokeMayReturnSecrets(x)
			}
		case *model.ScopeTraversalExpression:
			found = s.reads(x, n)
			return false
		}
		return !found
	})
	return found
}

// reads reports whether the traversal st of the node n may read a secret.
func (s *Secrecy) reads(st *model.ScopeTraversalExpression, n binder.Node) bool {
	switch d := st.Definition.(type) {
	case *model.Variable:
		if st.RootName == "range" && n != nil {
			if opts := NodeOptions(n); opts != nil && opts.Range != nil {
				return s.MayBeSecret(opts.Range, nil)
			}
		}
		// A for expression's variable: its collection is read where the
		// loop is.
		return false
	case *binder.ConfigVariable:
		return s.config[d]
	case *binder.LocalVariable:
		if item, ok := readItem(d.Value, st); ok {
			// One attribute of an object: only its value is read.
			return s.MayBeSecret(item, nil)
		}
		return s.definition(d, func() bool { return s.MayBeSecret(d.Value, nil) })
	case *binder.Resource:
		attr, named := attributeOf(st)
		return s.definition(d, func() bool { return s.resourceInputs(d) }) || outputSecret(d, attr, named)
	case *binder.Component:
		return s.definition(d, func() bool {
			if d.Program == nil {
				return true
			}
			for _, o := range d.Program.Outputs() {
				if s.MayBeSecret(o.Value, nil) {
					return true
				}
			}
			return false
		})
	}
	return true
}

// readItem returns the value of the item of the object constructor v that
// st's first step reads by a constant key.
func readItem(v model.Expression, st *model.ScopeTraversalExpression) (model.Expression, bool) {
	obj, ok := v.(*model.ObjectConsExpression)
	if !ok || len(st.Traversal) < 2 {
		return nil, false
	}
	k, ok := StepKey(st.Traversal[1])
	if !ok || !k.IsKnown() || k.IsNull() || k.Type() != cty.String {
		return nil, false
	}
	var item model.Expression
	for _, it := range obj.Items {
		key, ok := StringLiteral(it.Key)
		if !ok {
			// A computed key may be the one read.
			return nil, false
		}
		if key == k.AsString() {
			item = it.Value
		}
	}
	return item, item != nil
}

// definition memoizes the answer f gives for d; a definition met again
// while it is being answered adds nothing.
func (s *Secrecy) definition(d model.Definition, f func() bool) bool {
	if v, ok := s.memo[d]; ok {
		return v
	}
	if s.visiting[d] {
		return false
	}
	s.visiting[d] = true
	v := f()
	delete(s.visiting, d)
	s.memo[d] = v
	return v
}

// resourceInputs reports whether every output of r may be secret: r has no
// schema, has additionalSecretOutputs, or an input that may be secret.
func (s *Secrecy) resourceInputs(r *binder.Resource) bool {
	if r.Schema == nil || r.Options.AdditionalSecretOutputs != nil {
		return true
	}
	for _, in := range r.Inputs {
		if s.MayBeSecret(in.Value, r) {
			return true
		}
	}
	return false
}

// attributeOf returns the name of the first attribute (or string key) st
// reads of a resource (after the indexes of a ranged one); named is false
// when it reads none (the resource as a whole).
func attributeOf(st *model.ScopeTraversalExpression) (string, bool) {
	for _, step := range st.Traversal[1:] {
		if k, ok := StepKey(step); ok && k.IsKnown() && !k.IsNull() && k.Type() == cty.String {
			return k.AsString(), true
		}
	}
	return "", false
}

// outputSecret reports whether the schema of r makes its output attr (any
// output when not named) secret: a secret output property, or a secret
// input property r sets, whose output the provider returns secret.
func outputSecret(r *binder.Resource, attr string, named bool) bool {
	if r.Schema == nil {
		return true
	}
	set := map[string]bool{}
	for _, in := range r.Inputs {
		set[in.Name] = true
	}
	for _, p := range r.Schema.Properties {
		if p.Secret && (!named || p.Name == attr) {
			return true
		}
	}
	for _, p := range r.Schema.InputProperties {
		if p.Secret && set[p.Name] && (!named || p.Name == attr) {
			return true
		}
	}
	return false
}

// invokeMayReturnSecrets reports whether the invoke x returns secrets
// whatever its arguments: its function is unknown or returns secrets.
func (s *Secrecy) invokeMayReturnSecrets(x *model.FunctionCallExpression) bool {
	if len(x.Args) == 0 {
		return true
	}
	tok, ok := StringLiteral(x.Args[0])
	if !ok {
		return true
	}
	name, _, _, ok := schema.SplitToken(tok)
	if !ok {
		return true
	}
	for _, p := range s.programs {
		if pkg := p.Package(name); pkg != nil {
			if fn, err := pkg.Function(tok); err == nil {
				return SecretResult(fn)
			}
		}
	}
	return true
}
