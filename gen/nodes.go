package gen

import (
	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// This file answers questions about a program's nodes that every backend
// asks the same way.

// NodeOptions returns the options block of n when it is a resource or a
// component, or nil when it is neither or has none.
func NodeOptions(n binder.Node) *binder.ResourceOptions {
	switch n := n.(type) {
	case *binder.Resource:
		return n.Options
	case *binder.Component:
		return n.Options
	}
	return nil
}

// RangeValueType returns the binder's type of range.value in n when it is
// a ranged resource or component, or nil.
func RangeValueType(n binder.Node) model.Type {
	switch n := n.(type) {
	case *binder.Resource:
		return n.RangeValueType
	case *binder.Component:
		return n.RangeValueType
	}
	return nil
}

// RefersTo reports whether e refers to a node for which match reports
// true.
func RefersTo(e model.Expression, match func(binder.Node) bool) bool {
	found := false
	model.Walk(e, func(x model.Expression) bool {
		if st, ok := x.(*model.ScopeTraversalExpression); ok {
			if n, isNode := st.Definition.(binder.Node); isNode && match(n) {
				found = true
			}
		}
		return !found
	})
	return found
}

// UsedNodes returns the nodes of prog that other nodes of prog refer to.
func UsedNodes(prog *binder.Program) map[binder.Node]bool {
	used := map[binder.Node]bool{}
	for _, n := range prog.Nodes {
		for _, d := range n.Dependencies() {
			used[d] = true
		}
	}
	return used
}

// SurelyReadNodes returns the nodes of prog whose values the program reads
// whatever its config: those an output reads, a resource or component
// without a range option, a range option, or a local that is so read or
// that nothing reads (PCL computes every local, and a backend awaits one
// nothing reads), where the reading expression reads it whatever the
// values it reads (not in a conditional's branch, a for expression's body
// or try's fallbacks: see surelyRead). A node read only by ranged nodes (a
// range of false or of no element reads nothing) or by nothing is not: a
// backend whose SDK runs an apply only for whoever awaits its output (Go)
// awaits such a node itself, as PCL makes it. used is UsedNodes(prog).
func SurelyReadNodes(prog *binder.Program, used map[binder.Node]bool) map[binder.Node]bool {
	surely := map[binder.Node]bool{}
	for i := len(prog.Nodes) - 1; i >= 0; i-- {
		n := prog.Nodes[i]
		reads := false
		var rng model.Expression
		switch n := n.(type) {
		case *binder.OutputVariable:
			reads = true
		case *binder.Resource:
			reads, rng = n.Options.Range == nil, n.Options.Range
		case *binder.Component:
			reads, rng = n.Options.Range == nil, n.Options.Range
		case *binder.LocalVariable:
			reads = surely[n] || !used[n]
		}
		mark := func(d binder.Node) { surely[d] = true }
		if !reads {
			// A range is read, whatever it holds.
			if rng != nil {
				surelyRead(rng, mark)
			}
			continue
		}
		for _, e := range NodeValues(n, OptionValues) {
			if e != nil {
				surelyRead(e, mark)
			}
		}
	}
	return surely
}

// surelyRead calls mark with the nodes e reads whatever the values it reads
// and whatever the backend: a conditional reads its condition but maybe not
// a branch, a for expression its collection but maybe not its body (the
// collection may be empty), try its first argument but maybe not the
// others, the length of a collection that is not an output none of its
// elements, and a constant index of a tuple constructor (see plainPick)
// only the element picked.
func surelyRead(e model.Expression, mark func(binder.Node)) {
	model.Walk(e, func(x model.Expression) bool {
		switch x := x.(type) {
		case *model.ScopeTraversalExpression:
			if d, ok := x.Definition.(binder.Node); ok {
				mark(d)
			}
		case *model.ConditionalExpression:
			surelyRead(x.Condition, mark)
			return false
		case *model.ForExpression:
			surelyRead(x.Collection, mark)
			return false
		case *model.IndexExpression:
			if tuple, i, ok := plainPick(x.Collection, literalKey(x.Key), false); ok {
				surelyRead(tuple.Expressions[i], mark)
				return false
			}
		case *model.FunctionCallExpression:
			switch {
			case x.Name == "try" && len(x.Args) > 0:
				surelyRead(x.Args[0], mark)
				return false
			case x.Name == "length" && len(x.Args) == 1 && !IsOutput(x.Args[0].Type()):
				// The length of a collection that is not an output is
				// known without its elements.
				return false
			case x.Name == "element" && len(x.Args) == 2:
				if tuple, i, ok := plainPick(x.Args[0], literalKey(x.Args[1]), true); ok {
					surelyRead(tuple.Expressions[i], mark)
					return false
				}
			}
		}
		return true
	})
}

// NodeSuffixes are the suffixes a backend's names of nodes take, by kind of
// node, where a node's own name is taken (NameScope.DeclareWithSuffix); an
// empty suffix is the scope's own (NameScope.Declare). Local is the suffix
// of locals and of any other kind of node without its own.
type NodeSuffixes struct {
	Resource, Component, Hook, Config, Local string
}

// DeclareNodes gives every node of prog that is a variable of the generated
// program (not an output or a package declaration) and that names does not
// have yet a name declared in scope, with the suffix of its kind, and
// records it in names.
func DeclareNodes(prog *binder.Program, scope *NameScope, suffixes NodeSuffixes, names map[binder.Node]string) {
	for _, n := range prog.Nodes {
		if _, done := names[n]; done {
			continue
		}
		suffix, named := suffixes.of(n)
		switch {
		case !named:
		case suffix == "":
			names[n] = scope.Declare(n.Name())
		default:
			names[n] = scope.DeclareWithSuffix(n.Name(), suffix)
		}
	}
}

// of returns the suffix of n's kind, and whether n is named at all (an
// output or a package declaration is not a variable of the program).
func (s NodeSuffixes) of(n binder.Node) (suffix string, named bool) {
	switch n.(type) {
	case *binder.OutputVariable, *binder.PackageDecl:
		return "", false
	case *binder.Resource:
		return s.Resource, true
	case *binder.Component:
		return s.Component, true
	case *binder.Hook:
		return s.Hook, true
	case *binder.ConfigVariable:
		return s.Config, true
	}
	return s.Local, true
}

// OptionValues returns the expressions of the options o sets (none for a
// nil o).
func OptionValues(o *binder.ResourceOptions) []model.Expression {
	if o == nil {
		return nil
	}
	var out []model.Expression
	for _, e := range []model.Expression{o.Range, o.Parent, o.Provider, o.Providers, o.DependsOn,
		o.Protect, o.RetainOnDelete, o.IgnoreChanges, o.HideDiffs, o.ReplaceOnChanges,
		o.AdditionalSecretOutputs, o.DeleteBeforeReplace, o.Version, o.CustomTimeouts,
		o.PluginDownloadURL, o.DeletedWith, o.ReplaceWith, o.Import, o.Aliases,
		o.ReplacementTrigger, o.EnvVarMappings} {
		if e != nil {
			out = append(out, e)
		}
	}
	return out
}

// WalkValues calls visit with the expressions of prog's nodes (NodeValues),
// skipping those a node lacks.
func WalkValues(prog *binder.Program, options func(*binder.ResourceOptions) []model.Expression, visit func(model.Expression)) {
	for _, n := range prog.Nodes {
		for _, e := range NodeValues(n, options) {
			if e != nil {
				visit(e)
			}
		}
	}
}

// NodeValues returns the expressions of node n, nil where n lacks one: the
// value of a local or an output, a config default, the inputs of a
// resource or component and the ID of a resource read, then what options
// returns of the options of a resource or component (OptionValues for all
// of them).
func NodeValues(n binder.Node, options func(*binder.ResourceOptions) []model.Expression) []model.Expression {
	var values []model.Expression
	switch n := n.(type) {
	case *binder.LocalVariable:
		values = append(values, n.Value)
	case *binder.OutputVariable:
		values = append(values, n.Value)
	case *binder.ConfigVariable:
		values = append(values, n.DefaultValue)
	case *binder.Resource:
		for _, in := range n.Inputs {
			values = append(values, in.Value)
		}
		values = append(values, n.ID)
	case *binder.Component:
		for _, in := range n.Inputs {
			values = append(values, in.Value)
		}
	}
	if o := NodeOptions(n); o != nil {
		values = append(values, options(o)...)
	}
	return values
}
