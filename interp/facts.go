package interp

import (
	"strings"

	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/binder/schema"
)

// Facts about providers that derived mock values cannot stand for: what a
// provider of Pulumi's language conformance tests answers, as the tests
// assert it (see testdata/conformance/oracle), computed from the inputs or
// arguments as the provider computes them. The facts of a provider are
// keyed by the plugin that serves a package, "NAME@VERSION" (the base
// provider's for a parameterized package), so they apply to the conformance
// packages only and never to a program's package of another version. The
// table is in facts_conformance.go. A fact's answer wins over derived
// values; the mocks carry it (a resource's state, the first answer to an
// invoke of each token), so a mock run sees the same provider.

// factArgs is what a fact is computed from.
type factArgs struct {
	// token is the resource type or function token.
	token string
	// pkg is the package the resource or function belongs to.
	pkg *schema.Package
	// args are a resource's inputs, or an invoke's or call's arguments.
	args map[string]cty.Value
	// self is the value of the resource a method is called on (calls).
	self cty.Value
	// config is the configuration of the provider that serves the
	// resource (or the resource a method is called on): an explicit
	// provider's inputs, else the stack config of the package's namespace.
	config map[string]cty.Value
	// component reports a component resource (served by Construct).
	component bool
}

// fact is what a provider answers: output properties, nil for no answer
// (the arguments are not what the fact needs).
type fact func(a *factArgs) map[string]cty.Value

// providerFacts are the facts of one provider plugin.
type providerFacts struct {
	// resources are the outputs of a created resource by type token; "*"
	// applies to every type of the provider.
	resources map[string]fact
	// reads are the state a read returns by type token.
	reads map[string]fact
	// invokes are invoke results by function token; "*" applies to every
	// function of the provider.
	invokes map[string]fact
	// calls are method results by the method's function token.
	calls map[string]fact
	// echo says the provider's outputs are the inputs it was given and
	// nothing else: an output property that is also an input property and
	// that the program leaves unset stays unset (null).
	echo bool
	// idInputs name, by type token, the string input the provider makes a
	// resource's ID of.
	idInputs map[string]string
	// failCreate are the messages the provider fails the create of a
	// resource with, by type token.
	failCreate map[string]string
}

// factsOf returns the facts of the provider that serves pkg, nil for none.
func factsOf(pkg *schema.Package) *providerFacts {
	if pkg == nil {
		return nil
	}
	return conformanceProviders[pluginKey(pkg)]
}

// pluginKey is "NAME@VERSION" of the plugin that serves pkg: the base
// provider of a parameterized or extension package, else the package.
func pluginKey(pkg *schema.Package) string {
	for _, p := range []*schema.Parameterization{pkg.Parameterization, pkg.ExtensionParameterization} {
		if p != nil && p.BaseProvider.Name != "" {
			return p.BaseProvider.Name + "@" + strings.TrimPrefix(p.BaseProvider.Version, "v")
		}
	}
	return pkg.Name + "@" + pkg.Version
}

// lookup returns the fact for token in m: its own, else the "*" one.
func lookup(m map[string]fact, token string) fact {
	if f, ok := m[token]; ok {
		return f
	}
	return m["*"]
}

// resourceFact returns the fact of a created (or, read, a read) resource.
func (p *providerFacts) resourceFact(token string, read bool) fact {
	if p == nil {
		return nil
	}
	if read {
		return lookup(p.reads, token)
	}
	return lookup(p.resources, token)
}

// invokeFact returns the fact of an invoke of token.
func (p *providerFacts) invokeFact(token string) fact {
	if p == nil {
		return nil
	}
	return lookup(p.invokes, token)
}

// callFact returns the fact of a call of the method function token.
func (p *providerFacts) callFact(token string) fact {
	if p == nil {
		return nil
	}
	return p.calls[token]
}

// parameter returns the parameter a parameterized or extension package
// gives its provider, "" for none.
func (a *factArgs) parameter() string {
	if a.pkg == nil {
		return ""
	}
	for _, p := range []*schema.Parameterization{a.pkg.Parameterization, a.pkg.ExtensionParameterization} {
		if p != nil {
			return string(p.Parameter)
		}
	}
	return ""
}

// providerConfig returns the configuration of the provider that serves a
// resource of pkg: the inputs of the explicit provider ("URN::ID", "" for
// the default provider), else the stack config values "PKG:KEY" by KEY.
func (r *runner) providerConfig(pkg *schema.Package, provider string) map[string]cty.Value {
	if i := strings.LastIndex(provider, "::"); i >= 0 {
		if reg, ok := r.resources[provider[:i]]; ok {
			return reg.inputs
		}
	}
	out := map[string]cty.Value{}
	if pkg == nil {
		return out
	}
	for k, v := range r.opts.Config {
		if key, ok := strings.CutPrefix(k, pkg.Name+":"); ok {
			out[key] = cty.StringVal(v)
		}
	}
	return out
}

// copyInput returns {to: in[from]} when the input is set.
func copyInput(in map[string]cty.Value, from, to string) map[string]cty.Value {
	if v, ok := in[from]; ok && !v.IsNull() {
		return map[string]cty.Value{to: v}
	}
	return nil
}

// stringArg returns a known string argument.
func stringArg(args map[string]cty.Value, name string) (string, bool) {
	v, ok := args[name]
	if !ok {
		return "", false
	}
	v, _ = v.UnmarkDeep()
	if !v.IsKnown() || v.IsNull() || v.Type() != cty.String {
		return "", false
	}
	return v.AsString(), true
}

// stringAttr returns a known string attribute of an object value.
func stringAttr(v cty.Value, name string) (string, bool) {
	v, _ = v.UnmarkDeep()
	if !v.IsKnown() || v.IsNull() || !v.Type().IsObjectType() || !v.Type().HasAttribute(name) {
		return "", false
	}
	return stringArg(map[string]cty.Value{name: v.GetAttr(name)}, name)
}

// notInput returns {to: !in[from]} when the input is a known bool.
func notInput(in map[string]cty.Value, from, to string) map[string]cty.Value {
	v, ok := in[from]
	if !ok {
		return nil
	}
	u, marks := v.Unmark()
	if !u.IsKnown() || u.IsNull() || u.Type() != cty.Bool {
		return nil
	}
	return map[string]cty.Value{to: u.Not().WithMarks(marks)}
}

// suffixed returns a fact that answers {out: ARG + suffix} for the string
// argument arg.
func suffixed(arg, out, suffix string) fact {
	return func(a *factArgs) map[string]cty.Value {
		s, ok := stringArg(a.args, arg)
		if !ok {
			return nil
		}
		return map[string]cty.Value{out: cty.StringVal(s + suffix)}
	}
}

// constant returns a fact that always answers out.
func constant(out map[string]cty.Value) fact {
	return func(*factArgs) map[string]cty.Value { return out }
}

// idInput returns the input a provider makes the ID of a resource of type
// typ of.
func (p *providerFacts) idInput(typ string) (string, bool) {
	if p == nil {
		return "", false
	}
	in, ok := p.idInputs[typ]
	return in, ok
}

// packageOf returns the package of a registered resource: its schema's,
// else (a provider resource) the program's package the provider is of.
func (r *runner) packageOf(reg *registered) *schema.Package {
	if reg.schema != nil && reg.schema.Package != nil {
		return reg.schema.Package
	}
	name, ok := providerPackage(reg.typ)
	if !ok || r.prog == nil {
		return nil
	}
	for _, pkg := range r.prog.AllPackages() {
		if pkg.Name == name {
			return pkg
		}
	}
	return nil
}

// failure returns the message the provider fails the create of a resource
// of type typ with.
func (p *providerFacts) failure(typ string, read bool) (string, bool) {
	if p == nil || read {
		return "", false
	}
	msg, ok := p.failCreate[typ]
	return msg, ok
}
