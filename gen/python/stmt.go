package python

import (
	"strings"

	"github.com/hashicorp/hcl/v2/hclsyntax"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/syntax"
)

// This file generates the statements of a program body: config reads,
// locals, outputs and the comments that lead them. Resources are in
// resource.go.

// leadingComments writes the comments that lead node n in the PCL source.
func (f *fileGen) leadingComments(w *writer, n binder.Node) {
	comments := gen.LeadingComments(f.current, n)
	if len(comments) > 0 && w.b.Len() > 0 {
		w.blank()
	}
	writeComments(w, comments)
}

// writeComments writes comments as Python comments, line for line as the
// program has them (as Go and TypeScript keep them): black leaves long
// comment lines alone, and re-flowing would merge lines the author kept
// apart.
func writeComments(w *writer, comments []syntax.Comment) {
	for i, group := range gen.CommentGroups(comments) {
		if i > 0 {
			w.blank()
		}
		writeCommentLines(w, group)
	}
}

// writeCommentLines writes the lines of a group of comments.
func writeCommentLines(w *writer, lines []string) {
	for _, line := range lines {
		line = strings.TrimRight(line, " \t\r")
		if strings.TrimSpace(line) == "" {
			w.raw("#")
			continue
		}
		text := strings.TrimLeft(line, " ")
		// One space after '#' replaces the comment's first space.
		indent := len(line) - len(text)
		w.raw("# " + strings.Repeat(" ", max(indent-1, 0)) + text)
	}
}

// configGetters are the Config methods by type: the plain and the secret
// forms, to which "get_"/"require_" is prefixed.
var configGetters = map[model.Type]string{
	model.StringType: "",
	model.IntType:    "int",
	model.NumberType: "float",
	model.BoolType:   "bool",
}

// configVariable reads a config variable.
func (f *fileGen) configVariable(w *writer, c *fnCtx, v *binder.ConfigVariable, used bool) {
	if f.inComponent {
		f.componentConfig(w, c, v, used)
		return
	}
	name := f.names[v]
	if v.Description != "" {
		writeComments(w, []syntax.Comment{{Text: " " + v.Description}})
	}
	if d := gen.EventualConfigDefault(v, "Python"); d != nil {
		f.g.Diags = append(f.g.Diags, d)
		return
	}
	kind, scalar := configGetters[v.ConfigType]
	if !scalar {
		kind = "object"
	}
	secret, _ := model.ContainsEventuals(v.Type())
	secret = secret || v.Secret
	method := kind
	if secret {
		method = strings.TrimSuffix("secret_"+kind, "_")
	}
	hasDefault := gen.HasDefault(v)
	key := atom(quote(v.LogicalName()))
	prefix := "get"
	if !v.Optional() {
		prefix = "require"
	}
	getter := f.configName() + "." + strings.TrimSuffix(prefix+"_"+method, "_")
	if hasDefault {
		// One assignment, whose value is never None: a type checker keeps
		// no narrowing of a module's variable (`if x is None: x = ...`)
		// inside the lambdas, comprehensions and functions that read it.
		lowered := c.lower(v.DefaultValue, nil)
		def := c.value(lowered, v.ConfigType)
		if gen.EvaluatesSafely(lowered) {
			// The getter returns the default, made secret by a secret
			// getter, when the key is unset; typed overloads of the SDK
			// (from 3.127.0, see sdkAPIVersions) type the result as not
			// None.
			w.stmt(assignment(name, call(getter, key, cat(atom("default="), def))))
			return
		}
		// A default that may fail, or has effects, is evaluated only when
		// the key is unset, as PCL evaluates it.
		if secret {
			def = call(f.pulumi()+".Output.secret", def)
		}
		lhs := name
		if secret && !scalar {
			// The default is a dict or list, which a type checker would
			// type by its values (dict[str, str | int]) were the variable
			// not declared the output of anything.
			lhs += ": " + f.pulumi() + ".Output[" + f.imports.typingName("Any") + "]"
		}
		w.stmt(assignment(lhs, call(f.useHelper("config_default"), call(getter, key), cat(atom("lambda: "), def))))
		return
	}
	w.stmt(assignment(name, call(getter, key)))
	if secret && v.Optional() {
		// Unset, a secret config variable is a secret null, as it is to
		// PCL: an output still, not None.
		w.raw("if " + name + " is None:")
		w.indent++
		w.stmt(assignment(name, call(f.pulumi()+".Output.secret", atom("None"))))
		w.indent--
	}
}

func init() {
	helperSources["config_default"] = `def _config_default(value, default):
    # A config value, or when its key is unset the default, which is
    # computed only then.
    return default() if value is None else value
`
}

// localVariable declares a local.
func (f *fileGen) localVariable(w *writer, c *fnCtx, v *binder.LocalVariable, used bool) {
	val := c.lower(v.Value, nil)
	if gen.RetypedValue(v.Value.Type(), val.Type()) {
		// The value is computed from an output the binder saw as plain.
		c.f.retyped[v] = val.Type()
	}
	if c.optionalOutput(val) {
		f.optionalLocals[v] = true
	}
	if c.typedNoneInside(val) {
		f.noneInsideLocals[v] = true
	}
	if c.mayHoldDicts(val) {
		f.dictLocals[v] = true
	}
	if f.inComponent && !used {
		// A function's unused variable is a mistake to pyflakes: evaluate
		// the value only for the calls it makes, and for the errors it may
		// raise, which PCL's evaluation raises too.
		switch {
		case !hasCall(val) && evaluated(v) && !f.namesUnderscore():
			// Evaluated for its errors alone: assigned to _, which
			// formats as any assignment does.
			w.stmt(assignment("_", c.value(val, nil)))
		case hasCall(val) || evaluated(v):
			w.stmt(c.value(val, nil))
		}
		return
	}
	w.stmt(assignment(f.names[v], c.value(val, nil)))
}

// liveUses returns the nodes of a component's program that nodes it
// declares refer to: a local that nothing reads and that calls nothing is
// not declared (see localVariable), so what only it reads is not used
// either. prog.Nodes are in dependency order.
func liveUses(prog *binder.Program) map[binder.Node]bool {
	used := map[binder.Node]bool{}
	for i := len(prog.Nodes) - 1; i >= 0; i-- {
		n := prog.Nodes[i]
		if l, ok := n.(*binder.LocalVariable); ok && !used[n] && !evaluated(l) {
			continue
		}
		for _, d := range n.Dependencies() {
			used[d] = true
		}
	}
	return used
}

// hasCall reports whether e calls an invoke or a method, whose effects
// matter even when the result does not.
func hasCall(e model.Expression) bool {
	found := false
	model.Walk(e, func(n model.Expression) bool {
		if call, ok := n.(*model.FunctionCallExpression); ok && (call.Name == binder.InvokeName || call.Name == binder.CallName) {
			found = true
		}
		return !found
	})
	return found
}

// namesUnderscore reports whether a node of the program is named _ in
// Python, which an assignment to _ would change.
func (f *fileGen) namesUnderscore() bool {
	for _, name := range f.names {
		if name == "_" {
			return true
		}
	}
	return false
}

// evaluated reports whether a component's local that nothing reads is
// evaluated still: for the calls its value makes, or for the errors it may
// raise.
func evaluated(l *binder.LocalVariable) bool {
	return hasCall(l.Value) || !infallible(l.Value)
}

// infallible reports whether evaluating e surely raises no error: it is
// made of literals, whole references, and the templates, tuples, objects,
// conditionals, negations, secrets and operations of them other than
// division and modulo (by zero).
func infallible(e model.Expression) bool {
	switch x := e.(type) {
	case *model.LiteralValueExpression:
		return true
	case *model.ScopeTraversalExpression:
		return len(x.Traversal) == 1
	case *model.FunctionCallExpression:
		if x.Name != "secret" && x.Name != "unsecret" && x.Name != gen.ChosenConditional {
			return false
		}
	case *model.BinaryOpExpression:
		if x.Operation == hclsyntax.OpDivide || x.Operation == hclsyntax.OpModulo {
			return false
		}
	case *model.ParenthesesExpression, *model.TemplateExpression, *model.TupleConsExpression, *model.ObjectConsExpression, *model.ConditionalExpression, *model.UnaryOpExpression:
	default:
		return false
	}
	for _, c := range model.Children(e) {
		if !infallible(c) {
			return false
		}
	}
	return true
}

// output exports an output, or for a component sets the component's
// attribute.
func (f *fileGen) output(w *writer, c *fnCtx, o *binder.OutputVariable) {
	lowered := c.lower(o.Value, nil)
	val := c.value(lowered, nil)
	if f.inComponent {
		// The component's outputs are outputs, as its users read them (a
		// plain value too: `local = comp.count` applies on it), except a
		// resource, which the SDK hands over as it is.
		if !gen.ResourceOutput(o) && !gen.IsOutput(lowered.Type()) {
			val = call(f.pulumi()+".Output.from_input", val)
		}
		if info := f.currentComponent; info != nil {
			if info.dictOutputs == nil {
				info.dictOutputs = map[string]bool{}
			}
			// A plain value is made an output by from_input.
			info.dictOutputs[o.LogicalName()] = !gen.ResourceOutput(o) && c.fromInputDicts(lowered)
		}
		attr := "self." + componentAttr(o.LogicalName())
		w.stmt(assignment(attr, val))
		return
	}
	w.stmt(call(f.pulumi()+".export", atom(quote(o.LogicalName())), c.pclObjects(o.Value, val)))
}
