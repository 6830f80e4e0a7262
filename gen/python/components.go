package python

import (
	"regexp"
	"strings"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/syntax"
)

// This file generates directory components: each component program becomes
// a pulumi.ComponentResource class in its own module, whose constructor
// reads the inputs from a dict, creates the resources as its children and
// sets one attribute per output; each `component` block a call of the
// class.

// componentInfo describes the class generated for a component program.
type componentInfo struct {
	className string
	module    string
	program   *binder.Program
	// dictOutputs say of each output, by name, whether the objects of a
	// schema's types its value holds may be plain dicts (mayHoldDicts);
	// nil until the component's module is generated.
	dictOutputs map[string]bool
}

// collectComponents generates the modules of the components prog uses
// (gen.ComponentFiles), and records the annotations of the output types of
// every component they and prog instantiate.
func (g *generator) collectComponents(prog *binder.Program, files *[]gen.File) {
	if g.componentTypes == nil {
		g.componentTypes = gen.ComponentTypes{}
	}
	g.componentTypes.Record(prog)
	naming := gen.ComponentNaming{Spell: className, Reserved: func(n string) bool { return builtinNames[n] || keywords[n] || n == "Main" }}
	*files = append(*files, gen.ComponentFiles(prog, naming, g.componentRecord, g.componentFile)...)
}

// componentRecord records the class of a component.
func (g *generator) componentRecord(c *gen.DirComponent) *componentInfo {
	info := &componentInfo{program: c.Program, className: c.Name}
	info.module = g.componentModuleName(info.className)
	g.components[c.Dir] = info
	g.componentTypes.Record(c.Program)
	return info
}

// componentModuleName returns a unique module name for a component class:
// the class's snake_case name, with "component_" before it when that would
// shadow a module the program or the Pulumi SDKs import.
func (g *generator) componentModuleName(class string) string {
	base := pyName(class)
	if reservedModule(base) {
		base = "component_" + base
	}
	taken := func(m string) bool {
		for _, c := range g.components {
			if c.module == m {
				return true
			}
		}
		return false
	}
	return gen.Unique(base, taken)
}

// componentFile generates the module of one component class.
func (g *generator) componentFile(info *componentInfo) gen.File {
	f := g.newFile()
	f.inComponent = true
	f.currentComponent = info
	body := &writer{indent: 2}
	f.programBody(body, info.program)
	p := f.pulumi()
	var outputs []code
	for _, o := range info.program.Outputs() {
		outputs = append(outputs, atom(quote(o.LogicalName())+": self."+componentAttr(o.LogicalName())))
	}
	body.stmt(call("self.register_outputs", bracketed("{", outputs, "}", bkCollection)))
	w := &writer{}
	argsType := "dict"
	if vars := info.program.ConfigVariables(); len(vars) > 0 {
		argsType = info.className + "Args"
		f.argsClass(w, info, argsType, vars)
	}
	w.raw("class " + info.className + "(" + p + ".ComponentResource):")
	w.indent = 1
	optional := f.imports.typingName("Optional")
	w.stmt(cat(atom("def __init__"), bracketed("(", []code{atom("self"), atom("name: str"), atom("args: " + argsType),
		atom("opts: " + optional + "[" + p + ".ResourceOptions] = None")}, ")", bkCall), atom(":")))
	w.indent = 2
	// The base class gets the inputs that wait for no component's output
	// (gen.RegisteredInputs): the SDK waits for the inputs it is given, and
	// two components that read each other's outputs would wait forever.
	var props []code
	for _, v := range info.program.ConfigVariables() {
		if !g.RegisteredInputs[v] {
			continue
		}
		key := atom(quote(v.LogicalName()))
		value := cat(atom("args"), bracketed("[", []code{key}, "]", bkSubscript))
		if !requiredInput(v) {
			value = call("args.get", key)
		}
		props = append(props, cat(atom(quote(v.LogicalName())+": "), value))
	}
	inputs := atom("None")
	if len(props) > 0 {
		inputs = bracketed("{", props, "}", bkCollection)
	}
	w.stmt(call("super().__init__", atom(quote("components:index:"+info.className)), atom("name"), inputs, atom("opts")))
	src := f.module(w.b.String() + body.b.String())
	return gen.File{Path: info.module + ".py", Contents: []byte(src)}
}

// componentAttr returns the attribute of a component class that holds the
// output of the given logical name: its snake_case name, with an
// underscore after it when it is a keyword or names a member that
// pulumi.ComponentResource has (the URN, methods, read-only properties).
func componentAttr(name string) string {
	attr := safeName(pyName(name))
	if resourceMembers[attr] {
		attr += "_"
	}
	return attr
}

// resourceMembers are the public members of pulumi.ComponentResource.
// (Not urn: no output is named urn, which the binder refuses, and reading
// urn reads the component's.)
var resourceMembers = gen.SetOf("get_provider", "register_outputs", "translate_input_property",
	"translate_output_property", "pulumi_resource_name", "pulumi_resource_type")

// componentConfig reads a component program's config variable from the
// args dict.
func (f *fileGen) componentConfig(w *writer, c *fnCtx, v *binder.ConfigVariable, used bool) {
	if !used {
		return
	}
	name := f.names[v]
	key := atom(quote(v.LogicalName()))
	var value code
	switch {
	case gen.HasDefault(v) && f.g.OutputConfig[v]:
		// An output whose value is None takes the default too.
		def := c.value(c.lower(v.DefaultValue, nil), v.ConfigType)
		// (The lambda's parameter is no name of the program's: named as
		// the variable, its reads would hide that the variable itself is
		// never read, see keepUsed.)
		param := c.child().scope.Declare("value")
		lambda := cat(atom("lambda "+param+": "), ternary(def, atom(param+" is None"), atom(param)))
		value = cat(f.fromInput(v, call("args.get", key)), atom(".apply"), bracketed("(", []code{lambda}, ")", bkCall))
		w.stmt(assignment(name, value))
		return
	case gen.HasDefault(v):
		// Left out or given None, it takes the default, computed only
		// then. One assignment, whose value is never None: a type checker
		// keeps no narrowing (`if x is None: x = ...`) inside a lambda
		// inside a comprehension.
		def := c.value(c.lower(v.DefaultValue, nil), v.ConfigType)
		w.stmt(assignment(name, call(f.useHelper("config_default"), call("args.get", key), cat(atom("lambda: "), def))))
		return
	case v.Optional() && !f.g.OutputConfig[v]:
		// An input that may be left out reads as None, which PCL's
		// program uses as a value of the input's type: where it needs a
		// value (an attribute, an element, its length), null fails at run
		// time as None does in Python. The cast says so to a type checker,
		// which would otherwise see an Optional used as a value.
		value = call(f.imports.typingName("cast"), atom(quote(f.typeHint(v.ConfigType))), call("args.get", key))
	case v.Optional():
		// As above, as the output of the input's type.
		hint := f.inputHint(v.ConfigType)
		value = call(f.imports.typingName("cast"), atom(quote(hint)), call("args.get", key))
	default:
		value = cat(atom("args"), bracketed("[", []code{key}, "]", bkSubscript))
	}
	if f.g.OutputConfig[v] {
		value = f.fromInput(v, value)
	}
	w.stmt(assignment(name, value))
}

// fromInput prints pulumi.Output.from_input of value, the input given for
// config variable v: cast to the output of v's type when that is a
// collection or an object, whose Inputs inside from_input resolves though
// its type does not say so.
func (f *fileGen) fromInput(v *binder.ConfigVariable, value code) code {
	value = call(f.pulumi()+".Output.from_input", value)
	if _, primitive := gen.Unenum(model.RemoveNone(v.ConfigType)).(*model.PrimitiveType); primitive {
		return value
	}
	hint := f.typeHint(model.RemoveNone(v.ConfigType))
	if v.Optional() {
		hint = f.imports.typingName("Optional") + "[" + hint + "]"
	}
	return f.castToOutput(hint, value)
}

// component instantiates a component class.
func (f *fileGen) component(w *writer, c *fnCtx, comp *binder.Component, used bool) {
	if comp.Program == nil && comp.Source == "" && comp.Token != "" {
		f.sourcelessComponent(w, c, comp, used)
		return
	}
	info, ok := f.g.components[comp.Dir]
	if !ok || comp.Program == nil {
		f.g.Diags = append(f.g.Diags, gen.UnreadComponent(comp, "Python"))
		return
	}
	class := f.imports.component(info.module, info.className)
	f.declare(w, c, comp, comp.Options, used, func(in *fnCtx, name code) code {
		var items []code
		for _, input := range gen.ConfigInputs(comp) {
			v := input.Config
			items = append(items, commented(gen.AttributeComments(f.current, input.Syntax),
				cat(atom(quote(v.LogicalName())+": "), in.componentInput(in.lower(input.Value, v.ConfigType), v.ConfigType))))
		}
		args := []code{name, bracketed("{", items, "}", bkCollection)}
		if opts := in.resourceOptions(comp.Options); opts != nil {
			args = append(args, cat(atom("opts="), opts))
		}
		return call(class, args...)
	})
}

// sourcelessComponent instantiates a component known only by its type
// token: a pulumi.ComponentResource of that type, the inputs its
// properties.
func (f *fileGen) sourcelessComponent(w *writer, c *fnCtx, comp *binder.Component, used bool) {
	f.declare(w, c, comp, comp.Options, used, func(in *fnCtx, name code) code {
		var items []code
		for _, input := range comp.Inputs {
			items = append(items, commented(gen.AttributeComments(f.current, input.Syntax), cat(atom(quote(input.Name)+": "), in.value(in.lower(gen.InputValue(input, comp.Options, in.RangeVars), nil), nil))))
		}
		args := []code{atom(quote(comp.Token)), name, bracketed("{", items, "}", bkCollection)}
		if opts := in.resourceOptions(comp.Options); opts != nil {
			args = append(args, cat(atom("opts="), opts))
		}
		return call(f.pulumi()+".ComponentResource", args...)
	})
}

// eventualRefs returns e with the references to the nodes whose values
// are outputs though the binder typed them plain retyped as outputs, so
// that the expressions over them become applies: config variables read as
// outputs (see readsOutput), and the locals computed from them.
func (f *fileGen) eventualRefs(e model.Expression) model.Expression {
	if len(f.retyped) == 0 {
		return e
	}
	return gen.EventualForVariables(gen.LiftBuiltinCalls(gen.MapReferences(e, func(st *model.ScopeTraversalExpression) model.Expression {
		n, ok := st.Definition.(binder.Node)
		if !ok || f.retyped[n] == nil {
			return st
		}
		def := &promiseRanged{Node: n, Plain: f.retyped[n]}
		return gen.Rebind(st, def)
	})))
}

// readsOutput reports whether config variable v is read as an output.
func (f *fileGen) readsOutput(v *binder.ConfigVariable) bool {
	return f.g.OutputConfig[v]
}

// argsClass writes the TypedDict of a component's inputs, one field per
// config variable; those that some instance passes an output are pulumi
// inputs. The inputs without a default are required keys, the others not:
// when there are both, the required ones are in a TypedDict of their own
// (ClassRequiredArgs) that the args class extends, as Python before 3.11
// has no typing.Required. Names that are not identifiers need TypedDict's
// functional form: then the optional ones are in a TypedDict of their own
// too (ClassOptionalArgs), and the args class extends both.
func (f *fileGen) argsClass(w *writer, info *componentInfo, argsType string, vars []*binder.ConfigVariable) {
	typedDict := f.imports.typingName("TypedDict")
	var required, optional []*binder.ConfigVariable
	hints := map[*binder.ConfigVariable]string{}
	classSyntax := true
	for _, v := range vars {
		hint := f.argHint(v.ConfigType)
		if f.g.OutputConfig[v] {
			hint = f.inputHint(v.ConfigType)
		}
		if gen.HasDefault(v) && hint != "Any" && !strings.HasPrefix(hint, "Optional[") {
			// An instance may give it None, which takes the default.
			hint = f.imports.typingName("Optional") + "[" + hint + "]"
		}
		hints[v] = hint
		classSyntax = classSyntax && identifier(v.LogicalName())
		if requiredInput(v) {
			required = append(required, v)
		} else {
			optional = append(optional, v)
		}
	}
	// class writes a TypedDict of fields in class syntax.
	class := func(name, bases string, fields []*binder.ConfigVariable) {
		w.raw("class " + name + "(" + bases + "):")
		w.indent = 1
		for _, v := range fields {
			if v.Description != "" {
				writeComments(w, []syntax.Comment{{Text: " " + v.Description}})
			}
			w.stmt(cat(atom(v.LogicalName()+": "), hintCode(hints[v])))
		}
		w.indent = 0
		w.blank()
		w.blank()
	}
	// functional writes a TypedDict of fields in functional form.
	functional := func(name string, fields []*binder.ConfigVariable, total bool) {
		items := make([]code, len(fields))
		for i, v := range fields {
			items[i] = cat(atom(quote(v.LogicalName())+": "), hintCode(hints[v]))
		}
		args := []code{atom(quote(name)), bracketed("{", items, "}", bkCollection)}
		if !total {
			args = append(args, atom("total=False"))
		}
		w.stmt(assignment(name, call(typedDict, args...)))
		w.blank()
		w.blank()
	}
	if classSyntax {
		// A field is a name in the class's scope: one that a hint
		// reads (a field str beside a field of hint dict[str, Any])
		// would be that field there, which no type checker takes.
		read := map[string]bool{}
		for _, h := range hints {
			for _, name := range hintNames.FindAllString(h, -1) {
				read[name] = true
			}
		}
		for _, v := range vars {
			classSyntax = classSyntax && !read[v.LogicalName()]
		}
	}
	switch {
	case classSyntax && len(optional) == 0:
		class(argsType, typedDict, required)
	case classSyntax && len(required) == 0:
		class(argsType, typedDict+", total=False", optional)
	case classSyntax:
		base := info.className + "RequiredArgs"
		class(base, typedDict, required)
		class(argsType, base+", total=False", optional)
	case len(optional) == 0:
		functional(argsType, required, true)
	case len(required) == 0:
		functional(argsType, optional, false)
	default:
		req, opt := info.className+"RequiredArgs", info.className+"OptionalArgs"
		functional(req, required, true)
		functional(opt, optional, false)
		w.raw("class " + argsType + "(" + req + ", " + opt + "):")
		w.indent = 1
		w.raw("pass")
		w.indent = 0
		w.blank()
		w.blank()
	}
}

// hintNames matches the names a type hint reads.
var hintNames = regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*`)

// requiredInput reports whether a component's config variable must be
// passed: it has no default and is not optional (the component reads it
// with args["name"]).
func requiredInput(v *binder.ConfigVariable) bool {
	return !gen.HasDefault(v) && !v.Optional()
}
