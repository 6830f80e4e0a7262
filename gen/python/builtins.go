package python

import (
	"slices"
	"sort"
	"strings"

	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// calls prints the function calls of a lowered program (gen.CallPrinter).
type calls struct{ *fnCtx }

// call prints a function call: an intrinsic of the lowering passes, an
// invoke, a method call or a builtin.
func (c *fnCtx) call(x *model.FunctionCallExpression) (code, int) {
	return gen.PrintCall[code](calls{c}, x)
}

func (c calls) Apply(x *model.FunctionCallExpression) (code, int) {
	return c.applyCall(x), precPrimary
}

func (c calls) Interpolate(x *model.FunctionCallExpression) (code, int) {
	return c.interpolate(x), precPrimary
}

func (c calls) Convert(x *model.FunctionCallExpression) (code, int) { return c.convert(x) }

func (c calls) ChosenConditional(x *model.FunctionCallExpression) (code, int) {
	return c.plainConditional(x)
}

func (c calls) Invoke(x *model.FunctionCallExpression) (code, int) { return c.invoke(x), precPrimary }

func (c calls) MethodCall(x *model.FunctionCallExpression) (code, int) {
	return c.methodCall(x), precPrimary
}

func (c calls) Unknown(x *model.FunctionCallExpression) (code, int) {
	return c.errorf(x.Range(), "Unknown function", "The Python generator does not know the function %q.", x.Name), precPrimary
}

// args prints the arguments of a call.
func (c *fnCtx) args(x *model.FunctionCallExpression) []code {
	out := make([]code, len(x.Args))
	for i := range x.Args {
		out[i] = c.arg(x, i, precLambda+1)
	}
	return out
}

// arg prints argument i of a builtin call with precedence need.
func (c *fnCtx) arg(x *model.FunctionCallExpression, i, need int) code {
	if i >= len(x.Args) {
		return atom("None")
	}
	if gen.BuiltinArgAcceptsNull(x.Name, i) {
		return c.expr(x.Args[i], need)
	}
	return c.present(x.Args[i], need)
}

func (c calls) AssetArchive(x *model.FunctionCallExpression) (code, int) {
	return call(c.f.pulumi()+".AssetArchive", c.args(x)...), precPrimary
}

// pulumiCall prints a call of the function fn of the pulumi module.
func (c calls) pulumiCall(x *model.FunctionCallExpression, fn string) (code, int) {
	return call(c.f.pulumi()+"."+fn, c.args(x)...), precPrimary
}

// Asset prints pulumi.FileArchive and the like.
func (c calls) Asset(x *model.FunctionCallExpression, class string) (code, int) {
	return c.pulumiCall(x, class)
}

// Context prints pulumi.get_organization() and the like.
func (c calls) Context(x *model.FunctionCallExpression, name string) (code, int) {
	return c.pulumiCall(x, "get_"+pyName(name))
}

func (c calls) Secret(x *model.FunctionCallExpression) (code, int) {
	if len(x.Args) == 1 && !gen.IsOutput(x.Args[0].Type()) && outputElements(x.Args[0].Type()) {
		// A list of outputs and values, which Output.secret resolves but
		// pyright types as a list of outputs: the output of the list.
		return call(c.f.pulumi()+".Output.secret", c.plainAsOutput(x.Args[0])), precPrimary
	}
	if len(x.Args) == 1 && !gen.IsOutput(x.Args[0].Type()) && unlikeBranches(x.Args[0]) {
		// A conditional whose branches pyright types apart (lists of
		// dicts of other value types), which it cannot solve
		// Output.secret's type variable for: the value of the
		// conditional's type.
		hint := c.f.typeHint(x.Args[0].Type())
		return call(c.f.pulumi()+".Output.secret", call(c.f.imports.typingName("cast"), atom(hint), c.arg(x, 0, precLambda+1))), precPrimary
	}
	return c.pulumiCall(x, "Output.secret")
}

// unlikeBranches reports whether e is a conditional whose branches are
// lists (or maps) of collections of unlike types (dicts of other value
// types) across both: pyright types each branch as a list of its elements'
// union, which Python's invariant lists do not unify.
func unlikeBranches(e model.Expression) bool {
	if x, ok := gen.Unparenthesized(e).(*model.ConditionalExpression); ok {
		if b, ok := chosenBranch(x); ok {
			return unlikeBranches(b)
		}
	}
	t, f, ok := gen.Branches(e)
	if !ok {
		return false
	}
	var elems []model.Type
	for _, b := range []model.Expression{t, f} {
		// (An object is a dict of its own: pyright unifies the dicts.)
		bt := model.RemoveNone(model.ResolveOutputs(b.Type()))
		if _, isObj := bt.(*model.ObjectType); !isObj {
			elems = append(elems, gen.CollectionElements(bt)...)
		}
	}
	return len(elems) > 1 && gen.IsCollection(model.ResolveOutputs(elems[0])) && !sameTypes(elems)
}

// emitUnsecret prints pulumi.Output.unsecret, which reads the attributes
// of an Output: a plain argument becomes one first.
func (c calls) Unsecret(x *model.FunctionCallExpression) (code, int) {
	arg := c.arg(x, 0, precLambda+1)
	if len(x.Args) > 0 && !gen.IsOutput(x.Args[0].Type()) {
		arg = c.plainAsOutput(x.Args[0])
		if !outputElements(x.Args[0].Type()) && gen.ValueHoldsOutputs(x.Args[0]) {
			// A collection holding outputs (a comprehension of
			// outputs: the range of resources), which from_input
			// resolves but pyright types as holding them.
			arg = c.f.castToOutput(c.f.typeHint(model.ResolveOutputs(x.Args[0].Type())), arg)
		}
	}
	return call(c.f.pulumi()+".Output.unsecret", arg), precPrimary
}

// helperCall prints a call of one of the module's helper functions with
// args.
func (c calls) helperCall(name string, args []code) (code, int) {
	c.f.helpers[name] = true
	return call(helperName(name), args...), precPrimary
}

// thunks returns args, the printed x.Args, each deferred in a lambda (see
// thunk), so that the helper x calls can catch their errors.
func (c calls) thunks(x *model.FunctionCallExpression, args []code) []code {
	for i := range args {
		args[i] = c.thunk(x.Args[i], args[i])
	}
	return args
}

func (c calls) Can(x *model.FunctionCallExpression) (code, int) {
	if gen.ReportGuardedOutputs(c.f.g.Errorf, x, "Python") {
		return atom("False"), precPrimary
	}
	return c.helperCall("can", c.thunks(x, c.args(x)))
}

func (c calls) Try(x *model.FunctionCallExpression) (code, int) {
	if gen.ReportGuardedOutputs(c.f.g.Errorf, x, "Python") {
		return atom("None"), precPrimary
	}
	args := make([]code, len(x.Args))
	for i, a := range x.Args {
		// Each alternative is the value, of try's type.
		args[i] = c.asPCLObjects(a, x.Type(), precLambda+1)
	}
	return c.helperCall("try", c.thunks(x, args))
}

func (c calls) NotImplemented(x *model.FunctionCallExpression) (code, int) {
	return c.helperCall("not_implemented", c.args(x))
}

func (c calls) Cwd(_ *model.FunctionCallExpression) (code, int) {
	return atom(c.f.imports.stdlib("os") + ".getcwd()"), precPrimary
}

func (c calls) Element(x *model.FunctionCallExpression) (code, int) {
	return call(c.f.useHelper("element"), c.args(x)...), precPrimary
}

func (c calls) Entries(x *model.FunctionCallExpression) (code, int) {
	in := c.child()
	k, v := in.scope.Declare("key"), in.scope.Declare("value")
	targets, iter := c.iterationAs(x.Args[0], k, v, true, true)
	entry := bracketed("{", []code{atom(`"key": ` + k), atom(`"value": ` + v)}, "}", bkCollection)
	return bracketed("[", []code{cat(entry, delim("for", prioComprehension), atom(targets+" in "), iter)}, "]", bkCollection), precPrimary
}

// readBytes prints pathlib.Path(path).read_bytes().
func (c *fnCtx) readBytes(x *model.FunctionCallExpression) code {
	return cat(call(c.f.imports.stdlib("pathlib")+".Path", c.arg(x, 0, precLambda+1)), atom(".read_bytes()"))
}

func (c calls) FileBase64(x *model.FunctionCallExpression) (code, int) {
	return cat(call(c.f.imports.stdlib("base64")+".b64encode", c.readBytes(x)), atom(".decode()")), precPrimary
}

func (c calls) FileBase64SHA256(x *model.FunctionCallExpression) (code, int) {
	digest := cat(call(c.f.imports.stdlib("hashlib")+".sha256", c.readBytes(x)), atom(".digest()"))
	return cat(call(c.f.imports.stdlib("base64")+".b64encode", digest), atom(".decode()")), precPrimary
}

func (c calls) FromBase64(x *model.FunctionCallExpression) (code, int) {
	return cat(call(c.f.imports.stdlib("base64")+".b64decode", c.arg(x, 0, precLambda+1)), atom(".decode()")), precPrimary
}

func (c calls) ToBase64(x *model.FunctionCallExpression) (code, int) {
	return cat(call(c.f.imports.stdlib("base64")+".b64encode", cat(c.arg(x, 0, precPrimary), atom(".encode()"))), atom(".decode()")), precPrimary
}

func (c calls) GetOutput(x *model.FunctionCallExpression) (code, int) {
	return callOn(cat(c.arg(x, 0, precPrimary), atom(".get_output")), c.arg(x, 1, precLambda+1)), precPrimary
}

func (c calls) Join(x *model.FunctionCallExpression) (code, int) {
	items := c.arg(x, 1, precLambda+1)
	if len(x.Args) == 2 {
		switch elem := elementType(x.Args[1].Type()); {
		case model.IsOptional(elem) && isString(elem):
			// A null element is an error, which str.join raises too, but
			// with a type no checker accepts.
			items = call("map", atom(c.f.useHelper("join_string")), items)
		case model.IsOptional(elem):
			items = call("map", atom(c.f.useHelper("join_element")), items)
		case !isString(elem):
			// PCL joins the strings of numbers and bools.
			items = call("map", atom(c.f.useHelper("to_string")), items)
		}
	}
	return callOn(cat(c.arg(x, 0, precPrimary), atom(".join")), items), precPrimary
}

func (c calls) Length(x *model.FunctionCallExpression) (code, int) {
	if len(x.Args) == 1 && isString(x.Args[0].Type()) {
		return call(c.f.useHelper("grapheme_count"), c.args(x)...), precPrimary
	}
	if len(x.Args) == 1 && c.readsMixedParameter(x.Args[0]) {
		// pyright types a value of a dict of values of several types
		// (an apply's parameter, an Output's value) as their union, of
		// which len takes only the collections.
		t := model.ResolveOutputs(x.Args[0].Type())
		return call("len", call(c.f.imports.typingName("cast"), atom(c.f.typeHint(t)), c.arg(x, 0, precLambda+1))), precPrimary
	}
	return call("len", c.args(x)...), precPrimary
}

// readsMixedParameter reports whether e reads a property of a variable (an
// apply's parameter or a loop's) whose value is an object of properties of
// several types, a dict (not an object whose attributes are read, as a
// hook's arguments are).
func (c *fnCtx) readsMixedParameter(e model.Expression) bool {
	st, ok := e.(*model.ScopeTraversalExpression)
	if !ok || len(st.Traversal) < 2 {
		return false
	}
	v, ok := st.Definition.(*model.Variable)
	if !ok || c.isAttrVar(v) || c.isInferredVar(v) {
		// (A read of a variable Python infers the type of is cast to
		// the property's type already: see traverseFrom.)
		return false
	}
	obj, ok := model.ResolveOutputs(v.Type()).(*model.ObjectType)
	return ok && mixedObject(obj)
}

func (c calls) Lookup(x *model.FunctionCallExpression) (code, int) {
	if len(x.Args) < 3 {
		return cat(c.arg(x, 0, precPrimary), bracketed("[", []code{c.arg(x, 1, precLambda+1)}, "]", bkSubscript)), precPrimary
	}
	get := callOn(cat(c.arg(x, 0, precPrimary), atom(".get")), c.arg(x, 1, precLambda+1), c.arg(x, 2, precLambda+1))
	if t := gen.Unenum(x.Type()); !pyrightTyped(x.Args[2]) && !model.IsOptional(t) && !isDynamic(t) && !gen.HoldsOutputs(t) {
		// A default pyright may type as Any (a helper's result, a read of
		// a dict of values of several types, arithmetic on those) picks
		// dict.get's overload without a default, whose result may be
		// None: the value is of the lookup's type.
		return call(c.f.imports.typingName("cast"), atom(c.f.typeHint(t)), get), precPrimary
	}
	return get, precPrimary
}

// pyrightTyped reports whether pyright gives e, as printed, a type of its
// own rather than Any: a literal, a template that prints as a string
// expression, a list or dict display (whose elements may be Any, but not
// the display). A reference or a read may be Any (an element of a dict
// pyright infers as dict[str, Any] from values of several types), and so
// may a helper's result or an operation on such values.
func pyrightTyped(e model.Expression) bool {
	switch x := gen.Unparenthesized(e).(type) {
	case *model.LiteralValueExpression, *model.TupleConsExpression, *model.ObjectConsExpression, *model.ForExpression:
		return true
	case *model.TemplateExpression:
		// A concatenation with an operand pyright types as Any is Any;
		// a template of one string is that string itself.
		for _, p := range x.Parts {
			if _, ok := gen.StringLiteral(p); !ok && !pyrightTyped(p) {
				return false
			}
		}
		return true
	}
	return false
}

func (c calls) MinMax(x *model.FunctionCallExpression, fn string) (code, int) {
	args := c.args(x)
	switch {
	case x.ExpandFinal && len(args) == 1:
		// min(list...): the list's numbers.
		return call(fn, args...), precPrimary
	case x.ExpandFinal:
		args[len(args)-1] = cat(atom("*"), c.expr(x.Args[len(args)-1], precLambda+1))
		return call(fn, bracketed("[", args, "]", bkCollection)), precPrimary
	case len(args) == 1:
		// Python's min and max take one argument as an iterable.
		return call(fn, bracketed("[", args, "]", bkCollection)), precPrimary
	}
	return call(fn, args...), precPrimary
}

// ResourceMeta prints a resource's pulumi_resource_name or
// pulumi_resource_type.
func (c calls) ResourceMeta(x *model.FunctionCallExpression, property string) (code, int) {
	return cat(c.arg(x, 0, precPrimary), atom(".pulumi_resource_"+strings.ToLower(property))), precPrimary
}

func (c calls) Range(x *model.FunctionCallExpression) (code, int) {
	return call("list", call("range", c.args(x)...)), precPrimary
}

func (c calls) ReadFile(x *model.FunctionCallExpression) (code, int) {
	return cat(call(c.f.imports.stdlib("pathlib")+".Path", c.arg(x, 0, precLambda+1)), atom(".read_text()")), precPrimary
}

// emitRecover prints recover(value, fallback) as a call of the module's
// recover helper, the fallback a lambda of the error's message.
func (c calls) Recover(x *model.FunctionCallExpression) (code, int) {
	c.f.helpers["recover"] = true
	in := c.child()
	param := "error"
	if len(x.Args) > 1 {
		if vars := recoverVariables(x); len(vars) > 0 {
			param = in.scope.Declare(vars[0].Name)
			in.Bind(vars[0], param)
		}
	}
	// Where the result is an output, both are: whichever is taken is
	// read as one.
	asResult := func(in *fnCtx, e model.Expression) code {
		if gen.IsOutput(x.Type()) && !gen.IsOutput(e.Type()) {
			return call(c.f.pulumi()+".Output.from_input", in.expr(e, precLambda+1))
		}
		return in.expr(e, precLambda)
	}
	args := []code{c.thunk(x.Args[0], asResult(c.fnCtx, x.Args[0]))}
	if len(x.Args) > 1 {
		head := "lambda " + param
		if params := defaultParams(c.readLoopNames(x.Args[1], false)); params != "" {
			head += ", " + params
		}
		args = append(args, cat(atom(head+": "), asResult(in, x.Args[1])))
	}
	return call(helperName("recover"), args...), precPrimary
}

// recoverVariables returns the variables in scope in recover's fallback.
func recoverVariables(x *model.FunctionCallExpression) []*model.Variable {
	var vars []*model.Variable
	model.Walk(x.Args[1], func(n model.Expression) bool {
		if st, ok := n.(*model.ScopeTraversalExpression); ok && st.RootName == "error" {
			if v, isVar := st.Definition.(*model.Variable); isVar {
				vars = append(vars, v)
				return false
			}
		}
		return len(vars) == 0
	})
	return vars
}

func (c calls) SHA1(x *model.FunctionCallExpression) (code, int) {
	return cat(call(c.f.imports.stdlib("hashlib")+".sha1", cat(c.arg(x, 0, precPrimary), atom(".encode()"))), atom(".hexdigest()")), precPrimary
}

func (c calls) SingleOrNone(x *model.FunctionCallExpression) (code, int) {
	c.f.helpers["single_or_none"] = true
	return call(helperName("single_or_none"), c.args(x)...), precPrimary
}

// Split prints split: str.split, except where the separator is empty
// (which str.split refuses, and where PCL splits at each character) or may
// be.
func (c calls) Split(x *model.FunctionCallExpression) (code, int) {
	if sep, ok := gen.StringLiteral(x.Args[0]); ok {
		if sep == "" {
			return call("list", c.arg(x, 1, precLambda+1)), precPrimary
		}
		return callOn(cat(c.arg(x, 1, precPrimary), atom(".split")), c.arg(x, 0, precLambda+1)), precPrimary
	}
	return call(c.f.useHelper("split"), c.args(x)...), precPrimary
}

// emitToJSON prints the module's to_json helper (which writes what PCL's
// toJSON does) of a plain value, or applied to one that holds outputs.
func (c calls) ToJSON(x *model.FunctionCallExpression) (code, int) {
	toJSON := c.f.useHelper("to_json")
	args := c.args(x)
	if len(x.Args) == 1 {
		// Objects of a schema's types are written as PCL holds them.
		shape, form := gen.ShapedValue(x.Args[0])
		args[0] = c.shaped(shape, form, args[0])
		if shape != nil && form != gen.PlainForm {
			// shaped gave an output.
			return callOn(cat(args[0], atom(".apply")), atom(toJSON)), precPrimary
		}
	}
	if len(x.Args) > 0 && gen.HoldsOutputs(x.Args[0].Type()) {
		return callOn(cat(call(c.f.pulumi()+".Output.from_input", args...), atom(".apply")), atom(toJSON)), precPrimary
	}
	return call(toJSON, args...), precPrimary
}

// helperName is the Python name of a helper function.
func helperName(name string) string { return "_" + name }

// helperSources are the helper functions' definitions.
var helperSources = map[string]string{
	"can": `def _can(fn):
    try:
        fn()
        return True
    except Exception:
        return False
`,
	"not_implemented": `def _not_implemented(message):
    raise NotImplementedError(message)
`,
	"recover": `def _recover(fn, fallback=lambda error: None):
    try:
        return fn()
    except Exception as error:
        return fallback(str(error))
`,
	"single_or_none": `def _single_or_none(values):
    if len(values) > 1:
        raise ValueError("singleOrNone: the list has more than one element")
    return values[0] if values else None
`,
	"try": `def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")
`,
}

// helperDefs returns the definitions of the helpers the module uses.
func (f *fileGen) helperDefs() string {
	var names []string
	for n := range f.helpers {
		names = append(names, n)
	}
	sort.Strings(names)
	defs := make([]string, len(names))
	for i, n := range names {
		defs[i] = helperSources[n]
	}
	return strings.Join(defs, "\n\n")
}

// ToOutput prints an element of a collection that holds outputs, a plain
// value or an output, as an output. A list of outputs is given to
// Output.all, which pyright types as an output of the list of their values
// (Output.from_input's type would be an output of the list of outputs).
// WithSecrecyOf prints gen.WithSecrecyOfName's value, in an apply's
// callback.
func (c calls) WithSecrecyOf(x *model.FunctionCallExpression) (code, int) {
	return c.expr(x.Args[1], precLambda), precLambda
}

// HasKey prints whether a dict has a key (`"k" in d`).
func (c calls) HasKey(x *model.FunctionCallExpression) (code, int) {
	return cat(c.expr(x.Args[1], precCompare+1), delim("in", prioComparison), c.expr(x.Args[0], precCompare+1)), precCompare
}

func (c calls) ToOutput(x *model.FunctionCallExpression) (code, int) {
	return c.plainAsOutput(x.Args[0]), precPrimary
}

// outputElements reports whether t is a list or tuple with outputs among
// its elements.
func outputElements(t model.Type) bool {
	switch t := t.(type) {
	case *model.ListType:
		return gen.IsOutput(t.ElementType)
	case *model.TupleType:
		return slices.ContainsFunc(t.ElementTypes, gen.IsOutput)
	}
	return false
}

// plainAsOutput prints e, a value that is not an output, as an output:
// pulumi.Output.all of the elements of a list or tuple that holds outputs
// ([16, r.max] too), else pulumi.Output.from_input.
func (c *fnCtx) plainAsOutput(e model.Expression) code {
	elems := outputElements(e.Type())
	if tup, ok := gen.Unparenthesized(e).(*model.TupleConsExpression); ok && elems {
		return c.outputAll(tup, nil)
	}
	if elems {
		return call(c.f.pulumi()+".Output.all", cat(atom("*"), c.expr(e, precLambda+1)))
	}
	return call(c.f.pulumi()+".Output.from_input", c.expr(e, precLambda+1))
}
