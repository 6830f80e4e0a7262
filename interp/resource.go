package interp

import (
	"fmt"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/interp/trace"
	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/model/eval"
)

// runRanged declares a resource or component: once, or once per element of
// its range option. The node's value is the one instance's value, or a list
// (range over a number, list, tuple or set), a map (range over a map or
// object) or the value or null (range over a bool) of them.
func (r *runner) runRanged(s *scope, n binder.Node, opts *binder.ResourceOptions) error {
	if opts == nil || opts.Range == nil {
		v, err := r.declare(s, n, "", false)
		if err != nil {
			return err
		}
		s.defs[n] = v
		return nil
	}
	rng, diags := r.evalExpr(s, opts.Range)
	if err := diagError(diags); err != nil {
		return err
	}
	rng, marks := rng.Unmark()
	if !rng.IsKnown() {
		return &runError{msg: fmt.Sprintf("the range of %q is not known", n.Name())}
	}
	if rng.IsNull() {
		return &runError{msg: fmt.Sprintf("the range of %q is null", n.Name())}
	}
	defer delete(s.vars, "range")
	instance := func(key, value cty.Value, suffix string) (cty.Value, error) {
		s.vars["range"] = cty.ObjectVal(map[string]cty.Value{"key": key.WithMarks(marks), "value": value.WithMarks(marks)})
		return r.declare(s, n, suffix, true)
	}
	ty := rng.Type()
	switch {
	case ty == cty.Bool:
		if !rng.True() {
			s.defs[n] = cty.NullVal(cty.DynamicPseudoType)
			return nil
		}
		v, err := instance(cty.True, cty.True, "")
		if err != nil {
			return err
		}
		s.defs[n] = v
		return nil
	case ty == cty.Number:
		f := rng.AsBigFloat()
		if f.Sign() < 0 || !f.IsInt() {
			return &runError{msg: fmt.Sprintf("the range of %q is %s, but a count of resources must be a non-negative whole number", n.Name(), f.Text('g', -1))}
		}
		count, _ := f.Int64()
		if count > maxResources {
			return &runError{msg: fmt.Sprintf("the range of %q is %d, more than the %d resources a run may register", n.Name(), count, maxResources)}
		}
		var elems []cty.Value
		for i := int64(0); i < count; i++ {
			k := cty.NumberIntVal(i)
			v, err := instance(k, k, formatKey(k))
			if err != nil {
				return err
			}
			elems = append(elems, v)
		}
		s.defs[n] = cty.TupleVal(elems)
		return nil
	case ty.IsListType(), ty.IsTupleType(), ty.IsSetType():
		var elems []cty.Value
		i := int64(0)
		for it := rng.ElementIterator(); it.Next(); i++ {
			_, e := it.Element()
			k := cty.NumberIntVal(i)
			v, err := instance(k, e, formatKey(k))
			if err != nil {
				return err
			}
			elems = append(elems, v)
		}
		s.defs[n] = cty.TupleVal(elems)
		return nil
	case ty.IsMapType(), ty.IsObjectType():
		attrs := map[string]cty.Value{}
		for it := rng.ElementIterator(); it.Next(); {
			k, e := it.Element()
			v, err := instance(k, e, formatKey(k))
			if err != nil {
				return err
			}
			attrs[k.AsString()] = v
		}
		s.defs[n] = cty.ObjectVal(attrs)
		return nil
	}
	return &runError{msg: fmt.Sprintf("the range of %q must be a number, bool, list, set, tuple, map or object, not %s", n.Name(), ty.FriendlyName())}
}

// declare registers one instance of a resource or component and returns its
// value. suffix is the range key that names the instance.
func (r *runner) declare(s *scope, n binder.Node, suffix string, ranged bool) (cty.Value, error) {
	if len(r.resources) >= maxResources {
		return cty.NilVal, &runError{msg: fmt.Sprintf("the program registers more than %d resources", maxResources)}
	}
	name := n.LogicalName()
	if ranged && suffix != "" {
		name += "-" + suffix
	}
	if s.component != nil {
		name = s.component.name + "-" + name
	}
	switch n := n.(type) {
	case *binder.Resource:
		return r.registerResource(s, n, name)
	case *binder.Component:
		return r.registerComponent(s, n, name)
	}
	return cty.NilVal, fmt.Errorf("cannot declare %T", n)
}

// options are the evaluated options of one registration.
type options struct {
	parent   *registered
	provider string
	// providers are the providers option's providers, by package.
	providers map[string]string
	record    map[string]any
	// secretOutputs are the additionalSecretOutputs.
	secretOutputs []string
}

// evalOptions evaluates the options the trace records, and parent and
// provider.
func (r *runner) evalOptions(s *scope, o *binder.ResourceOptions) (*options, error) {
	out := &options{record: map[string]any{}}
	if o == nil {
		return out, nil
	}
	eval := func(e model.Expression) (cty.Value, error) {
		v, diags := r.evalExpr(s, e)
		if err := diagError(diags); err != nil {
			return cty.NilVal, err
		}
		return v, nil
	}
	if o.Parent != nil {
		v, err := eval(o.Parent)
		if err != nil {
			return nil, err
		}
		if urn := r.resourceURNLoose(v); urn != "" {
			out.parent = r.resources[urn]
		}
	}
	if o.Provider != nil {
		v, err := eval(o.Provider)
		if err != nil {
			return nil, err
		}
		if urn := r.resourceURNLoose(v); urn != "" {
			out.provider = urn + "::" + r.resources[urn].id
		}
	}
	if o.Providers != nil {
		v, err := eval(o.Providers)
		if err != nil {
			return nil, err
		}
		out.providers = map[string]string{}
		add := func(p cty.Value) {
			if urn := r.resourceURNLoose(p); urn != "" {
				reg := r.resources[urn]
				if pkg, ok := providerPackage(reg.typ); ok {
					out.providers[pkg] = urn + "::" + reg.id
				}
			}
		}
		if u, _ := v.Unmark(); r.resourceURNLoose(u) != "" {
			add(u)
		} else if u.IsKnown() && !u.IsNull() && u.CanIterateElements() {
			for it := u.ElementIterator(); it.Next(); {
				_, el := it.Element()
				add(el)
			}
		}
	}
	// plain records an option of primitive type t, to which a value of
	// another primitive type converts as PCL converts it (the string
	// "false" given to protect is false); one that does not convert fails
	// the run.
	plain := func(name string, e model.Expression, t *model.PrimitiveType) error {
		if e == nil {
			return nil
		}
		v, err := eval(e)
		if err != nil {
			return err
		}
		u, _ := v.UnmarkDeep()
		if u.IsKnown() && !u.IsNull() && u.Type().IsPrimitiveType() {
			if u, err = convertOption(u, t); err != nil {
				return fmt.Errorf("the %s option: %w", name, err)
			}
		}
		out.record[name] = toTrace(u, nil)
		return nil
	}
	paths := func(name string, e model.Expression) error {
		if e == nil {
			return nil
		}
		ps, ok, _ := gen.PropertyPaths(e)
		if !ok {
			v, err := eval(e)
			if err != nil {
				return err
			}
			u, _ := v.UnmarkDeep()
			if u.IsKnown() && !u.IsNull() && u.CanIterateElements() {
				for it := u.ElementIterator(); it.Next(); {
					_, el := it.Element()
					if el.IsKnown() && !el.IsNull() && el.Type() == cty.String {
						ps = append(ps, el.AsString())
					}
				}
			}
		}
		list := make([]any, len(ps))
		for i, p := range ps {
			list[i] = p
		}
		out.record[name] = list
		if name == "additionalSecretOutputs" {
			out.secretOutputs = ps
		}
		return nil
	}
	for _, f := range []func() error{
		func() error { return plain("protect", o.Protect, model.BoolType) },
		func() error { return plain("retainOnDelete", o.RetainOnDelete, model.BoolType) },
		func() error { return plain("deleteBeforeReplace", o.DeleteBeforeReplace, model.BoolType) },
		func() error { return paths("ignoreChanges", o.IgnoreChanges) },
		func() error { return paths("replaceOnChanges", o.ReplaceOnChanges) },
		func() error { return paths("additionalSecretOutputs", o.AdditionalSecretOutputs) },
		func() error { return paths("hideDiffs", o.HideDiffs) },
		func() error { return plain("version", o.Version, model.StringType) },
		func() error { return plain("pluginDownloadURL", o.PluginDownloadURL, model.StringType) },
		func() error { return plain("importId", o.Import, model.StringType) },
		func() error { return r.customTimeouts(s, o.CustomTimeouts, out) },
		func() error { return r.replaceWith(s, o.ReplaceWith, out) },
	} {
		if err := f(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func (r *runner) customTimeouts(s *scope, e model.Expression, out *options) error {
	if e == nil {
		return nil
	}
	v, diags := r.evalExpr(s, e)
	if err := diagError(diags); err != nil {
		return err
	}
	v, _ = v.UnmarkDeep()
	if !v.IsKnown() || v.IsNull() || !v.Type().IsObjectType() {
		return nil
	}
	ct := map[string]any{}
	for _, k := range []string{"create", "update", "delete"} {
		if v.Type().HasAttribute(k) {
			a := v.GetAttr(k)
			if a.IsKnown() && !a.IsNull() && a.Type() == cty.String && a.AsString() != "" {
				ct[k] = a.AsString()
			}
		}
	}
	if len(ct) > 0 {
		out.record["customTimeouts"] = ct
	}
	return nil
}

func (r *runner) replaceWith(s *scope, e model.Expression, out *options) error {
	if e == nil {
		return nil
	}
	v, diags := r.evalExpr(s, e)
	if err := diagError(diags); err != nil {
		return err
	}
	var urns []any
	if u := r.resourceURNLoose(v); u != "" {
		urns = append(urns, u)
	} else if uv, _ := v.Unmark(); uv.IsKnown() && !uv.IsNull() && uv.CanIterateElements() {
		for it := uv.ElementIterator(); it.Next(); {
			_, el := it.Element()
			if u := r.resourceURNLoose(el); u != "" {
				urns = append(urns, u)
			}
		}
	}
	if len(urns) > 0 {
		out.record["replaceWith"] = urns
	}
	return nil
}

// resourceURNLoose returns the URN of a resource value (its urn attribute
// when it names a registered resource), or "".
func (r *runner) resourceURNLoose(v cty.Value) string {
	v, _ = v.UnmarkDeep()
	if !v.IsKnown() || v.IsNull() || !v.Type().IsObjectType() || !v.Type().HasAttribute("urn") {
		return ""
	}
	u := v.GetAttr("urn")
	if !u.IsKnown() || u.IsNull() || u.Type() != cty.String {
		return ""
	}
	if _, ok := r.resources[u.AsString()]; !ok {
		return ""
	}
	return u.AsString()
}

// urnOf computes the URN of a resource of type typ called name under
// parent.
func urnOf(parent *registered, typ, name string) string {
	qualified := typ
	if parent != nil {
		q := strings.SplitN(strings.TrimPrefix(parent.urn, "urn:pulumi:"+trace.Stack+"::"+trace.Project+"::"), "::", 2)[0]
		qualified = q + "$" + typ
	}
	return "urn:pulumi:" + trace.Stack + "::" + trace.Project + "::" + qualified + "::" + name
}

// evalInputs evaluates a resource's or component's input attributes and
// converts them to their types.
func (r *runner) evalInputs(s *scope, ins []*binder.Input, what string) (map[string]cty.Value, error) {
	out := map[string]cty.Value{}
	for _, in := range ins {
		v, diags := r.evalExpr(s, in.Value)
		if err := diagError(diags); err != nil {
			return nil, err
		}
		if in.Type != nil {
			v = r.referencesAsIDs(v, in.Type, 0)
			c, err := conformTo(v, in.Type)
			if err != nil {
				return nil, &runError{msg: fmt.Sprintf("%s: input %q: %s", what, in.Name, err)}
			}
			v = c
		}
		out[in.Name] = v
	}
	return out, nil
}

// applyDefaults gives the inputs what a provider SDK's resource class
// gives them: a property's "const" always, its "default" when the program
// leaves it unset or null. (defaultInfo's environment variables are not set
// in a run; defaults of nested object types are not applied.)
func applyDefaults(inputs map[string]cty.Value, props []*schema.Property) {
	for _, p := range props {
		var lit any
		switch {
		case p.Const != nil:
			lit = p.Const
		case p.Default != nil:
			if v, ok := inputs[p.Name]; ok && !v.IsNull() {
				continue
			}
			lit = p.Default
		default:
			continue
		}
		var v cty.Value
		switch lit := lit.(type) {
		case string:
			v = cty.StringVal(lit)
		case float64:
			v = cty.NumberFloatVal(lit)
		case bool:
			v = cty.BoolVal(lit)
		default:
			continue
		}
		if c, err := convertToSchema(v, p.Type); err == nil {
			v = c
		}
		if p.Secret {
			v = v.Mark(SecretMark)
		}
		inputs[p.Name] = v
	}
}

// schemaSecrets does what a provider SDK's resource class does with the
// properties its schema marks secret: an input it is given is made secret,
// and the secret output properties are added to the additionalSecretOutputs
// option (merged with the program's own).
func schemaSecrets(res *schema.Resource, inputs map[string]cty.Value, opts *options) {
	for _, p := range res.InputProperties {
		if v, ok := inputs[p.Name]; ok && p.Secret && !v.IsNull() {
			inputs[p.Name] = v.Mark(SecretMark)
		}
	}
	var add []string
	for _, p := range res.Properties {
		if p.Secret {
			add = append(add, p.Name)
		}
	}
	if len(add) == 0 {
		return
	}
	list, _ := opts.record["additionalSecretOutputs"].([]any)
	have := map[string]bool{}
	for _, e := range list {
		if s, ok := e.(string); ok {
			have[s] = true
		}
	}
	for _, name := range add {
		if !have[name] {
			have[name] = true
			list = append(list, name)
			opts.secretOutputs = append(opts.secretOutputs, name)
		}
	}
	opts.record["additionalSecretOutputs"] = list
}

// providerPackage returns the package of a provider resource type
// ("pulumi:providers:PKG").
func providerPackage(typ string) (string, bool) {
	return strings.CutPrefix(typ, "pulumi:providers:")
}

// typePackage returns the package of a resource type token.
func typePackage(typ string) string {
	pkg, _, _ := strings.Cut(typ, ":")
	return pkg
}

// inheritProviders returns the providers a resource passes to its children,
// as the SDKs keep them: its parent's, then its providers option's, then
// its own provider (for the package of the provider's type).
func (r *runner) inheritProviders(parent *registered, opts *options) map[string]string {
	out := map[string]string{}
	if parent != nil {
		for k, v := range parent.providers {
			out[k] = v
		}
	}
	for k, v := range opts.providers {
		out[k] = v
	}
	if opts.provider != "" {
		urn := opts.provider[:strings.LastIndex(opts.provider, "::")]
		if reg, ok := r.resources[urn]; ok {
			if pkg, ok := providerPackage(reg.typ); ok {
				out[pkg] = opts.provider
			}
		}
	}
	return out
}

// stackReferenceToken is the type of a stack reference.
const stackReferenceToken = "pulumi:pulumi:StackReference"

// stackReferenceOutputs returns the outputs of the referenced stack called
// name: Options.StackReferences' when it has the stack, else a stand-in for
// each output the program reads with getOutput and a literal name (the name
// itself as its value).
func (r *runner) stackReferenceOutputs(name cty.Value) cty.Value {
	n, _ := name.Unmark()
	if n.IsKnown() && !n.IsNull() && n.Type() == cty.String {
		if outs, ok := r.opts.StackReferences[n.AsString()]; ok {
			attrs := map[string]cty.Value{}
			for k, v := range outs {
				attrs[k] = fromTrace(v)
			}
			return cty.ObjectVal(attrs)
		}
	}
	attrs := map[string]cty.Value{}
	for _, k := range getOutputNames(r.prog) {
		attrs[k] = cty.StringVal(k)
	}
	return cty.ObjectVal(attrs)
}

// getOutputNames returns the literal output names of the getOutput calls
// of prog and the component programs it uses.
func getOutputNames(prog *binder.Program) []string {
	names := map[string]bool{}
	visited := map[*binder.Program]bool{}
	var walk func(p *binder.Program)
	walk = func(p *binder.Program) {
		if p == nil || visited[p] {
			return
		}
		visited[p] = true
		for _, n := range p.Nodes {
			for _, e := range nodeExpressions(n) {
				model.Walk(e, func(x model.Expression) bool {
					switch x := x.(type) {
					case *model.FunctionCallExpression:
						if x.Name == "getOutput" && len(x.Args) == 2 {
							if k := tokenOf(x.Args[1]); k != "" {
								names[k] = true
							}
						}
					case *model.ScopeTraversalExpression:
						// ref.outputs["NAME"] or ref.outputs.NAME
						if _, ok := x.Definition.(*binder.Resource); ok {
							if k := outputsKey(x.Traversal); k != "" {
								names[k] = true
							}
						}
					case *model.IndexExpression:
						// (ref.outputs)["NAME"]
						if t, ok := x.Collection.(*model.ScopeTraversalExpression); ok {
							if n := len(t.Traversal); n > 0 {
								if a, ok := t.Traversal[n-1].(hcl.TraverseAttr); ok && a.Name == "outputs" {
									if k := tokenOf(x.Key); k != "" {
										names[k] = true
									}
								}
							}
						}
					}
					return true
				})
			}
		}
		for _, c := range p.Components() {
			walk(c.Program)
		}
	}
	walk(prog)
	return sortedKeys(names)
}

// outputsKey returns NAME of a traversal ROOT.outputs["NAME"] or
// ROOT.outputs.NAME, or "".
func outputsKey(tr hcl.Traversal) string {
	for i := 1; i+1 < len(tr); i++ {
		if a, ok := tr[i].(hcl.TraverseAttr); !ok || a.Name != "outputs" {
			continue
		}
		switch next := tr[i+1].(type) {
		case hcl.TraverseAttr:
			return next.Name
		case hcl.TraverseIndex:
			if k, _ := next.Key.Unmark(); k.IsKnown() && !k.IsNull() && k.Type() == cty.String {
				return k.AsString()
			}
		}
	}
	return ""
}

// nodeExpressions returns the expressions of a node's values (not of its
// options other than range).
func nodeExpressions(n binder.Node) []model.Expression {
	var out []model.Expression
	add := func(es ...model.Expression) {
		for _, e := range es {
			if e != nil {
				out = append(out, e)
			}
		}
	}
	switch n := n.(type) {
	case *binder.LocalVariable:
		add(n.Value)
	case *binder.OutputVariable:
		add(n.Value)
	case *binder.ConfigVariable:
		add(n.DefaultValue)
	case *binder.Resource:
		for _, in := range n.Inputs {
			add(in.Value)
		}
		if n.Options != nil {
			add(n.Options.Range)
		}
	case *binder.Component:
		for _, in := range n.Inputs {
			add(in.Value)
		}
		if n.Options != nil {
			add(n.Options.Range)
		}
	}
	return out
}

// stashToken is the type of the engine's built-in stash resource.
const stashToken = "pulumi:index:Stash"

// canonicalPulumiToken spells a resource type of the pulumi package with its
// module, as the SDKs register it: "pulumi:Stash" and "pulumi::Stash" are
// "pulumi:index:Stash". Other tokens are returned as they are.
func canonicalPulumiToken(tok string) string {
	parts := strings.Split(tok, ":")
	switch {
	case len(parts) == 2 && parts[0] == "pulumi":
		return "pulumi:index:" + parts[1]
	case len(parts) == 3 && parts[0] == "pulumi" && parts[1] == "":
		return "pulumi:index:" + parts[2]
	}
	return tok
}

// registerResource registers one resource called name.
func (r *runner) registerResource(s *scope, n *binder.Resource, name string) (cty.Value, error) {
	typ := canonicalPulumiToken(n.Token)
	if n.Schema != nil && n.Schema.Token != "" {
		typ = n.Schema.Token
	}
	what := fmt.Sprintf("resource %q (%s)", name, typ)
	inputs, err := r.evalInputs(s, n.Inputs, what)
	if err != nil {
		return cty.NilVal, err
	}
	readID := ""
	if n.ID != nil {
		v, diags := r.evalExpr(s, n.ID)
		if diags.HasErrors() {
			return cty.NilVal, diagError(diags)
		}
		if u, _ := v.UnmarkDeep(); u.IsKnown() && !u.IsNull() && u.Type() == cty.String {
			readID = u.AsString()
		}
	}
	if n.Schema != nil && !n.Read {
		applyDefaults(inputs, n.Schema.InputProperties)
		for _, p := range n.Schema.InputProperties {
			if !p.Required {
				continue
			}
			if v, ok := inputs[p.Name]; !ok || v.IsNull() {
				return cty.NilVal, &runError{msg: fmt.Sprintf("%s: Missing required property '%s'", what, p.Name)}
			}
		}
	}
	opts, err := r.evalOptions(s, n.Options)
	if err != nil {
		return cty.NilVal, err
	}
	if err := r.failedDependsOn(n.Options, name); err != nil {
		return cty.NilVal, err
	}
	if n.Schema != nil {
		schemaSecrets(n.Schema, inputs, opts)
	}
	parent := s.component
	if opts.parent != nil {
		parent = opts.parent
	}
	custom := true
	if n.Schema != nil && n.Schema.IsComponent {
		custom = false
	}
	if opts.provider == "" && parent != nil {
		// A resource without a provider takes its parent's for its
		// package.
		opts.provider = parent.providers[typePackage(typ)]
	}
	urn := urnOf(parent, typ, name)
	reg := &registered{urn: urn, typ: typ, name: name, id: name + "_id", custom: custom, schema: n.Schema,
		providers: r.inheritProviders(parent, opts), inputs: inputs, provider: opts.provider}
	var pf *providerFacts
	if n.Schema != nil {
		pf = factsOf(n.Schema.Package)
	}
	if n.Read && readID != "" {
		// A read resource is the existing one: its ID is the one read.
		reg.id = readID
	}
	if in, ok := pf.idInput(typ); ok {
		if v, ok := inputs[in]; ok {
			if v, _ := v.UnmarkDeep(); v.IsKnown() && !v.IsNull() && v.Type() == cty.String && v.AsString() != "" {
				reg.id = v.AsString()
			}
		}
	}
	raw := trace.RawResource{Type: typ, Name: name, URN: urn, Custom: custom, Provider: opts.provider, Inputs: r.traceProps(inputs)}
	if parent != nil {
		raw.Parent = parent.urn
	}
	if len(opts.record) > 0 {
		raw.Options = opts.record
	}
	r.raw.Resources = append(r.raw.Resources, raw)
	if msg, ok := pf.failure(typ, n.Read); ok {
		r.mocks.Failures[trace.MockKey(typ, name)] = msg
		return cty.NilVal, registrationError(name, msg)
	}

	// The mock provider's answer: the inputs and derived outputs.
	state := map[string]cty.Value{}
	outputs := map[string]cty.Value{}
	for k, v := range inputs {
		outputs[k] = v
	}
	if n.Schema != nil {
		for _, p := range n.Schema.Properties {
			if v, ok := inputs[p.Name]; ok && !v.IsNull() {
				if p.Secret {
					state[p.Name] = v.Mark(SecretMark)
					outputs[p.Name] = state[p.Name]
				}
				continue
			}
			if pf != nil && pf.echo && n.Schema.InputProperty(p.Name) != nil {
				continue
			}
			v := mockPropertyHint(typ, name, p.Name, p, 0, r.hints[n].child(p.Name))
			state[p.Name] = v
			outputs[p.Name] = v
		}
	} else if h := r.hints[n]; h != nil {
		// A resource without a schema: the outputs the program reads,
		// which a real provider answers, derived from what it reads.
		for _, k := range sortedKeys(h.keys) {
			if _, ok := outputs[k]; ok || k == "id" || k == "urn" {
				continue
			}
			v := hintedValue(name, k, h.keys[k], 0)
			state[k] = v
			outputs[k] = v
		}
	}
	if fact := pf.resourceFact(typ, n.Read); fact != nil {
		a := &factArgs{token: typ, pkg: n.Schema.Package, args: inputs, component: !custom,
			config: r.providerConfig(n.Schema.Package, opts.provider)}
		for k, v := range fact(a) {
			state[k] = v
			outputs[k] = v
		}
	}
	if typ == stackReferenceToken {
		v := r.stackReferenceOutputs(inputs["name"])
		state["outputs"] = v
		outputs["outputs"] = v
		var secrets []cty.Value
		if u, _ := v.Unmark(); u.Type().IsObjectType() {
			for _, k := range sortedKeys(u.Type().AttributeTypes()) {
				if IsSecret(u.GetAttr(k)) {
					secrets = append(secrets, cty.StringVal(k))
				}
			}
		}
		names := cty.ListValEmpty(cty.String)
		if len(secrets) > 0 {
			names = cty.ListVal(secrets)
		}
		state["secretOutputNames"] = names
		outputs["secretOutputNames"] = names
	}
	if typ == stashToken {
		// The engine's stash: its output is the value it was given.
		v, ok := inputs["input"]
		if !ok {
			v = cty.NullVal(cty.DynamicPseudoType)
		}
		state["input"] = v
		state["output"] = v
		outputs["output"] = v
	}
	for _, p := range opts.secretOutputs {
		if v, ok := outputs[p]; ok {
			outputs[p] = v.Mark(SecretMark)
		}
	}
	mockState := map[string]any{}
	for k, v := range state {
		mockState[k] = toTrace(v, nil)
	}
	r.mocks.Resources[trace.MockKey(typ, name)] = trace.MockResource{ID: reg.id, State: mockState}
	if typ != stackReferenceToken {
		// Each output property is one output in every SDK, secret as a
		// whole when any part of it is (a map input with one secret
		// value comes back a secret map). A stack reference reads its
		// outputs by name, each secret only when it is.
		for k, v := range outputs {
			outputs[k] = secretAsWhole(v)
		}
	}

	outputs["id"] = cty.StringVal(reg.id)
	outputs["urn"] = cty.StringVal(urn)
	v := r.resourceValue(outputs, n.OutputType)
	reg.attrs = attrNames(v.Type())
	r.resources[urn] = reg
	return v, nil
}

// resourceValue builds a resource's value from its outputs: every property
// of its output type (null when the outputs lack it), converted to the
// type's cty type when they convert.
func (r *runner) resourceValue(outputs map[string]cty.Value, t *model.ObjectType) cty.Value {
	v := cty.ObjectVal(outputs)
	if t != nil {
		v = fillNulls(v, t, 0)
		outputs = v.AsValueMap()
	}
	if t != nil {
		ct := eval.CtyTypeOf(t)
		if ct.IsObjectType() && len(ct.AttributeTypes()) == len(outputs) {
			if c, err := convert.Convert(v, ct); err == nil {
				return c
			}
		}
	}
	return v
}

// traceProps converts input values to the trace's encoding.
func (r *runner) traceProps(m map[string]cty.Value) map[string]any {
	out := map[string]any{}
	for k, v := range m {
		out[k] = toTrace(v, r.resourceURNLoose)
	}
	return out
}

// registerComponent registers one component instance called name and runs
// its program.
func (r *runner) registerComponent(s *scope, c *binder.Component, name string) (cty.Value, error) {
	if s.depth >= maxComponentDepth {
		return cty.NilVal, &runError{msg: fmt.Sprintf("components are nested more than %d deep", maxComponentDepth)}
	}
	typ := c.Token
	if c.Program != nil {
		typ = "components:index:" + r.classNames[c.Dir]
	}
	what := fmt.Sprintf("component %q", name)
	inputs, err := r.evalInputs(s, c.Inputs, what)
	if err != nil {
		return cty.NilVal, err
	}
	opts, err := r.evalOptions(s, c.Options)
	if err != nil {
		return cty.NilVal, err
	}
	parent := s.component
	if opts.parent != nil {
		parent = opts.parent
	}
	urn := urnOf(parent, typ, name)
	reg := &registered{urn: urn, typ: typ, name: name, custom: false, providers: r.inheritProviders(parent, opts)}
	raw := trace.RawResource{Type: typ, Name: name, URN: urn, Provider: opts.provider, Inputs: map[string]any{}}
	if c.Program == nil {
		// A sourceless component is a remote component: its inputs are
		// sent to the engine.
		raw.Inputs = r.traceProps(inputs)
	} else {
		// A local component sends the inputs that wait for no component
		// (gen.RegisteredInputs).
		sent := map[string]cty.Value{}
		for k, v := range inputs {
			if cv, ok := c.Program.Node(k).(*binder.ConfigVariable); ok && r.registeredInputs[cv] {
				sent[k] = v
			}
		}
		raw.Inputs = r.traceProps(sent)
	}
	if parent != nil {
		raw.Parent = parent.urn
	}
	if len(opts.record) > 0 {
		raw.Options = opts.record
	}
	r.raw.Resources = append(r.raw.Resources, raw)
	r.resources[urn] = reg

	outputs := map[string]cty.Value{}
	if c.Program == nil {
		for k, v := range inputs {
			outputs[k] = v
		}
		r.mocks.Resources[trace.MockKey(typ, name)] = trace.MockResource{ID: name + "_id", State: map[string]any{}}
	} else {
		child := &scope{prog: c.Program, defs: map[model.Definition]cty.Value{}, vars: map[string]cty.Value{},
			inputs: inputs, component: reg, depth: s.depth + 1}
		if err := r.runProgram(child); err != nil {
			return cty.NilVal, err
		}
		for _, o := range c.Program.Outputs() {
			if v, ok := child.defs[o]; ok {
				outputs[o.Name()] = v
			}
		}
	}
	outputs["urn"] = cty.StringVal(urn)
	v := r.resourceValue(outputs, c.OutputType)
	reg.attrs = attrNames(v.Type())
	return v, nil
}

// findFunction finds the schema of the function token among the program's
// packages.
func (r *runner) findFunction(tok string) *schema.Function {
	name := tok
	if i := strings.Index(tok, ":"); i >= 0 {
		name = tok[:i]
	}
	for _, pkg := range r.prog.AllPackages() {
		if pkg.Name != name {
			continue
		}
		if fn, err := pkg.Function(tok); err == nil {
			return fn
		}
	}
	return nil
}

// evalInvoke evaluates invoke(token, args, options).
func (r *runner) evalInvoke(s *scope, e *model.FunctionCallExpression) (cty.Value, hcl.Diagnostics) {
	if len(e.Args) == 0 {
		return cty.DynamicVal, hcl.Diagnostics{callDiag(e, "Invalid invoke", "invoke needs a function token.")}
	}
	tok := tokenOf(e.Args[0])
	if tok == "" {
		return cty.DynamicVal, hcl.Diagnostics{callDiag(e, "Invalid invoke", "The function token must be a string literal.")}
	}
	vals, diags := r.evalArgs(s, e)
	if diags.HasErrors() {
		return cty.DynamicVal, diags
	}
	fn := r.findFunction(tok)
	args := map[string]cty.Value{}
	if fn != nil && len(fn.MultiArgumentInputs) > 0 && positional(e, fn) {
		for i, in := range fn.MultiArgumentInputs {
			if i+1 < len(vals) {
				args[in] = vals[i+1]
			}
		}
	} else if len(vals) > 1 {
		a, _ := vals[1].Unmark()
		if a.IsKnown() && !a.IsNull() && (a.Type().IsObjectType() || a.Type().IsMapType()) {
			for it := a.ElementIterator(); it.Next(); {
				k, v := it.Element()
				args[k.AsString()] = v
			}
		}
		if _, m := vals[1].Unmark(); len(m) > 0 {
			for k, v := range args {
				args[k] = v.WithMarks(m)
			}
		}
	}
	if fn != nil && fn.Inputs != nil {
		if err := conformCallArgs(e, args, 1, len(fn.MultiArgumentInputs) > 0 && positional(e, fn)); err != nil {
			return cty.DynamicVal, hcl.Diagnostics{callDiag(e, "Invalid invoke argument", fmt.Sprintf("invoke of %s: %s", tok, err))}
		}
		if err := r.conformArgs(args, fn.Inputs); err != nil {
			return cty.DynamicVal, hcl.Diagnostics{callDiag(e, "Invalid invoke argument", fmt.Sprintf("invoke of %s: %s", tok, err))}
		}
	}
	token := tok
	if fn != nil {
		token = fn.Token
	}
	return r.invokeResult(token, fn, args, e), nil
}

// positional reports whether an invoke of a function with multi-argument
// inputs passes them as positional arguments, as the binder checked it.
func positional(e *model.FunctionCallExpression, fn *schema.Function) bool {
	ps := e.Signature.Parameters
	return len(ps) > 1 && ps[1].Name == fn.MultiArgumentInputs[0]
}

// conformArgs converts invoke arguments to the types of the function's
// inputs, checking required ones.
func (r *runner) conformArgs(args map[string]cty.Value, inputs *schema.ObjectType) error {
	props, err := inputs.Properties()
	if err != nil {
		return nil
	}
	for _, p := range props {
		if p.Name == "__self__" {
			continue
		}
		v, ok := args[p.Name]
		if p.Required && (!ok || v.IsNull()) {
			return fmt.Errorf("Missing required argument '%s'", p.Name)
		}
		if ok {
			if c, err := convertToSchema(v, p.Type); err != nil {
				return fmt.Errorf("argument %q: %s", p.Name, err)
			} else {
				args[p.Name] = c
			}
		}
	}
	return nil
}

// convertToSchema converts v to a primitive schema type (collections and
// objects are left as they are).
func convertToSchema(v cty.Value, t schema.Type) (cty.Value, error) {
	t, _ = schema.Unplain(t)
	var ct cty.Type
	switch t := t.(type) {
	case *schema.PrimitiveType:
		switch t.Kind {
		case schema.BoolKind:
			ct = cty.Bool
		case schema.IntKind, schema.NumberKind:
			ct = cty.Number
		case schema.StringKind:
			ct = cty.String
		}
	case *schema.EnumType:
		if t.Elem != nil {
			return convertToSchema(v, t.Elem)
		}
	}
	if ct == cty.NilType || IsAsset(v) {
		return v, nil
	}
	u, _ := v.Unmark()
	if !u.IsKnown() || u.IsNull() {
		return v, nil
	}
	out, err := convert.Convert(v, ct)
	if err != nil {
		return cty.NilVal, err
	}
	if p, ok := t.(*schema.PrimitiveType); ok && p.Kind == schema.IntKind {
		u, _ := out.Unmark()
		if err := checkWholeNumber(u); err != nil {
			return cty.NilVal, err
		}
	}
	return out, nil
}

// invokeResult records an invoke and returns its result: the mock outputs
// derived from the function's outputs. The result of the output form is
// secret as a whole when an argument or any part of the response is; the
// plain form of a function returning an object ignores the response's
// secrets.
func (r *runner) invokeResult(token string, fn *schema.Function, args map[string]cty.Value, e model.Expression) cty.Value {
	var facts map[string]cty.Value
	if fn != nil {
		if fact := factsOf(fn.Package).invokeFact(token); fact != nil {
			facts = fact(&factArgs{token: token, pkg: fn.Package, args: args})
		}
	}
	return r.invokeResultFacts(token, fn, args, e, facts)
}

// invokeResultFacts is invokeResult with the provider's facts (output
// properties that win over derived values), nil for none.
func (r *runner) invokeResultFacts(token string, fn *schema.Function, args map[string]cty.Value, e model.Expression, facts map[string]cty.Value) cty.Value {
	traced := map[string]any{}
	secret := false
	for k, v := range args {
		traced[k] = toTrace(v, r.resourceURNLoose)
		if IsSecret(v) {
			secret = true
		}
	}
	r.raw.Invokes = append(r.raw.Invokes, trace.Invoke{Token: token, Args: traced})
	name := mockInvokeName(token)
	result := map[string]cty.Value{}
	var out cty.Value
	switch {
	case fn != nil && fn.Outputs != nil:
		props, _ := fn.Outputs.Properties()
		for _, p := range props {
			result[p.Name] = mockProperty(token, name, p.Name, p, 0)
		}
		out = cty.ObjectVal(result)
	case fn != nil && fn.ReturnType != nil:
		v := mockValue(token, name, "result", fn.ReturnType)
		result["result"] = v
		out = v
	default:
		// A function with neither outputs nor a return type, or one
		// without a schema: the mock provider answers an empty object, a
		// known value like every answer to an invoke; a program that
		// reads a property of it fails, as reading an attribute an object
		// lacks does.
		out = cty.EmptyObjectVal
	}
	if facts != nil {
		for k, v := range facts {
			result[k] = v
		}
		if fn != nil && fn.Outputs == nil && fn.ReturnType != nil {
			out = result["result"]
		} else if out.Type().IsObjectType() {
			out = cty.ObjectVal(result)
		}
	}
	mock := map[string]any{}
	for k, v := range result {
		mock[k] = toTrace(v, nil)
	}
	if _, ok := r.mocks.Invokes[token]; !ok {
		r.mocks.Invokes[token] = mock
	}
	out = conformToExpr(out, e)
	if eventual, _ := model.ContainsEventuals(e.Type()); !eventual && fn != nil && fn.Outputs != nil {
		// The plain form of a function returning an object ignores the
		// secrets of the response, as the SDKs' plain invokes do (Go's
		// ctx.InvokePackageRaw). One returning another type is called in
		// its output form (the conformance test l2-invoke-scalars).
		out = Unsecret(out)
	} else {
		// The output form's result is one output.
		out = secretAsWhole(out)
	}
	if secret {
		out = out.Mark(SecretMark)
	}
	return out
}

// secretAsWhole returns v, one output of an SDK, marked secret as a whole
// when any part of it is secret, as an Output's one secret flag has it.
func secretAsWhole(v cty.Value) cty.Value {
	if IsSecret(v) {
		return v.Mark(SecretMark)
	}
	return v
}

// evalCall evaluates call(resource, method, args): a method call, recorded
// as an invoke of the method's function.
func (r *runner) evalCall(s *scope, e *model.FunctionCallExpression) (cty.Value, hcl.Diagnostics) {
	vals, diags := r.evalArgs(s, e)
	if diags.HasErrors() {
		return cty.DynamicVal, diags
	}
	if len(vals) < 2 {
		return cty.DynamicVal, hcl.Diagnostics{callDiag(e, "Invalid call", "call needs a resource and a method name.")}
	}
	method := ""
	if m, _ := vals[1].Unmark(); m.IsKnown() && !m.IsNull() && m.Type() == cty.String {
		method = m.AsString()
	}
	var fn *schema.Function
	var self *registered
	token := method
	if urn := r.resourceURNLoose(vals[0]); urn != "" {
		reg := r.resources[urn]
		self = reg
		token = reg.typ + "/" + method
		if reg.schema != nil {
			if tok := reg.schema.Method(method); tok != "" {
				token = tok
				if f, err := reg.schema.Package.Function(tok); err == nil {
					fn = f
					token = f.Token
				}
			}
		}
	}
	args := map[string]cty.Value{}
	if len(vals) > 2 {
		a, m := vals[2].Unmark()
		if a.IsKnown() && !a.IsNull() && (a.Type().IsObjectType() || a.Type().IsMapType()) {
			for it := a.ElementIterator(); it.Next(); {
				k, v := it.Element()
				args[k.AsString()] = v.WithMarks(m)
			}
		}
	}
	if fn != nil && fn.Inputs != nil {
		if err := conformCallArgs(e, args, 2, false); err != nil {
			return cty.DynamicVal, hcl.Diagnostics{callDiag(e, "Invalid call argument", fmt.Sprintf("call of %s: %s", method, err))}
		}
		if err := r.conformArgs(args, fn.Inputs); err != nil {
			return cty.DynamicVal, hcl.Diagnostics{callDiag(e, "Invalid call argument", fmt.Sprintf("call of %s: %s", method, err))}
		}
	}
	var facts map[string]cty.Value
	if self != nil {
		pkg := r.packageOf(self)
		if fn != nil {
			pkg = fn.Package
		}
		if fact := factsOf(pkg).callFact(token); fact != nil {
			facts = fact(&factArgs{token: token, pkg: pkg, args: args, self: vals[0],
				config: r.providerConfig(pkg, self.provider)})
		}
	}
	return r.invokeResultFacts(token, fn, args, e, facts), nil
}

// convertOption converts the known primitive value of an option to its
// type t as PCL converts values (eval.ConvertConstant, which evalOptions
// cannot name: its local eval hides the package).
func convertOption(v cty.Value, t *model.PrimitiveType) (cty.Value, error) {
	return eval.ConvertConstant(v, t)
}
