package python

import (
	"github.com/pclgen/pclgen/binder"
	"sort"
	"strings"

	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// builtinEmitter prints a call of one builtin and returns its precedence.
type builtinEmitter func(c *fnCtx, x *model.FunctionCallExpression) (code, int)

// builtinEmitters has one emitter per name of binder.BuiltinNames().
var builtinEmitters map[string]builtinEmitter

func init() {
	builtinEmitters = map[string]builtinEmitter{
		"assetArchive":       emitAssetArchive,
		"can":                emitHelper("can", true),
		"cwd":                emitCwd,
		"element":            emitElement,
		"entries":            emitEntries,
		"fileArchive":        emitPulumi("FileArchive"),
		"fileAsset":          emitPulumi("FileAsset"),
		"filebase64":         emitFileBase64,
		"filebase64sha256":   emitFileBase64SHA256,
		"fromBase64":         emitFromBase64,
		"getOutput":          emitGetOutput,
		"join":               emitJoin,
		"length":             emitLength,
		"lookup":             emitLookup,
		"max":                emitMinMax("max"),
		"min":                emitMinMax("min"),
		"notImplemented":     emitHelper("not_implemented", false),
		"organization":       emitPulumi("get_organization"),
		"project":            emitPulumi("get_project"),
		"pulumiResourceName": emitResourceMeta("pulumi_resource_name"),
		"pulumiResourceType": emitResourceMeta("pulumi_resource_type"),
		"range":              emitRange,
		"readFile":           emitReadFile,
		"recover":            emitRecover,
		"remoteArchive":      emitPulumi("RemoteArchive"),
		"remoteAsset":        emitPulumi("RemoteAsset"),
		"rootDirectory":      emitPulumi("get_root_directory"),
		"secret":             emitPulumi("Output.secret"),
		"sha1":               emitSHA1,
		"singleOrNone":       emitSingleOrNone,
		"split":              emitSplit,
		"stack":              emitPulumi("get_stack"),
		"stringAsset":        emitPulumi("StringAsset"),
		"toBase64":           emitToBase64,
		"toJSON":             emitToJSON,
		"try":                emitHelper("try", true),
		"unsecret":           emitUnsecret,
	}
}

// call prints a function call: an intrinsic of the lowering passes, an
// invoke, a method call or a builtin.
func (c *fnCtx) call(x *model.FunctionCallExpression) (code, int) {
	switch x.Name {
	case gen.ApplyName:
		return c.applyCall(x), precPrimary
	case gen.InterpolateName:
		return c.interpolate(x), precPrimary
	case gen.ConvertName:
		return c.convert(x)
	case gen.ChosenConditional:
		return c.plainConditional(x)
	case binder.InvokeName:
		return c.invoke(x), precPrimary
	case binder.CallName:
		return c.methodCall(x), precPrimary
	}
	if emit, ok := builtinEmitters[x.Name]; ok {
		return emit(c, x)
	}
	return c.errorf(x.Range(), "Unknown function", "The Python generator does not know the function %q.", x.Name), precPrimary
}

// args prints the arguments of a call.
func (c *fnCtx) args(x *model.FunctionCallExpression) []code {
	out := make([]code, len(x.Args))
	for i, a := range x.Args {
		out[i] = c.expr(a, precLambda+1)
	}
	return out
}

// arg prints argument i with precedence need.
func (c *fnCtx) arg(x *model.FunctionCallExpression, i, need int) code {
	if i >= len(x.Args) {
		return atom("None")
	}
	return c.expr(x.Args[i], need)
}

func emitAssetArchive(c *fnCtx, x *model.FunctionCallExpression) (code, int) {
	return call(c.f.pulumi()+".AssetArchive", c.args(x)...), precPrimary
}

// emitPulumi prints a call of a function of the pulumi module.
func emitPulumi(fn string) builtinEmitter {
	return func(c *fnCtx, x *model.FunctionCallExpression) (code, int) {
		return call(c.f.pulumi()+"."+fn, c.args(x)...), precPrimary
	}
}

// emitUnsecret prints pulumi.Output.unsecret, which reads the attributes
// of an Output: a plain argument becomes one first.
func emitUnsecret(c *fnCtx, x *model.FunctionCallExpression) (code, int) {
	arg := c.arg(x, 0, precLambda+1)
	if len(x.Args) > 0 && !gen.IsOutput(x.Args[0].Type()) {
		arg = call(c.f.pulumi()+".Output.from_input", arg)
	}
	return call(c.f.pulumi()+".Output.unsecret", arg), precPrimary
}

// emitHelper prints a call of one of the module's helper functions; with
// lambdas each argument is deferred in a lambda, so that the helper can
// catch its errors.
func emitHelper(name string, lambdas bool) builtinEmitter {
	return func(c *fnCtx, x *model.FunctionCallExpression) (code, int) {
		c.f.helpers[name] = true
		args := c.args(x)
		if lambdas {
			for i := range args {
				args[i] = cat(atom("lambda: "), args[i])
			}
		}
		return call(helperName(name), args...), precPrimary
	}
}

func emitCwd(c *fnCtx, _ *model.FunctionCallExpression) (code, int) {
	return atom(c.f.imports.stdlib("os") + ".getcwd()"), precPrimary
}

func emitElement(c *fnCtx, x *model.FunctionCallExpression) (code, int) {
	return call(c.f.useHelper("element"), c.args(x)...), precPrimary
}

func emitEntries(c *fnCtx, x *model.FunctionCallExpression) (code, int) {
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

func emitFileBase64(c *fnCtx, x *model.FunctionCallExpression) (code, int) {
	return cat(call(c.f.imports.stdlib("base64")+".b64encode", c.readBytes(x)), atom(".decode()")), precPrimary
}

func emitFileBase64SHA256(c *fnCtx, x *model.FunctionCallExpression) (code, int) {
	digest := cat(call(c.f.imports.stdlib("hashlib")+".sha256", c.readBytes(x)), atom(".digest()"))
	return cat(call(c.f.imports.stdlib("base64")+".b64encode", digest), atom(".decode()")), precPrimary
}

func emitFromBase64(c *fnCtx, x *model.FunctionCallExpression) (code, int) {
	return cat(call(c.f.imports.stdlib("base64")+".b64decode", c.arg(x, 0, precLambda+1)), atom(".decode()")), precPrimary
}

func emitToBase64(c *fnCtx, x *model.FunctionCallExpression) (code, int) {
	return cat(call(c.f.imports.stdlib("base64")+".b64encode", cat(c.arg(x, 0, precPrimary), atom(".encode()"))), atom(".decode()")), precPrimary
}

func emitGetOutput(c *fnCtx, x *model.FunctionCallExpression) (code, int) {
	return callOn(cat(c.arg(x, 0, precPrimary), atom(".get_output")), c.arg(x, 1, precLambda+1)), precPrimary
}

func emitJoin(c *fnCtx, x *model.FunctionCallExpression) (code, int) {
	items := c.arg(x, 1, precLambda+1)
	if len(x.Args) == 2 && !isString(elementType(x.Args[1].Type())) {
		// PCL joins the strings of numbers and bools.
		items = call("map", atom(c.f.useHelper("to_string")), items)
	}
	return callOn(cat(c.arg(x, 0, precPrimary), atom(".join")), items), precPrimary
}

func emitLength(c *fnCtx, x *model.FunctionCallExpression) (code, int) {
	if len(x.Args) == 1 && isString(x.Args[0].Type()) {
		return call(c.f.useHelper("grapheme_count"), c.args(x)...), precPrimary
	}
	return call("len", c.args(x)...), precPrimary
}

func emitLookup(c *fnCtx, x *model.FunctionCallExpression) (code, int) {
	if len(x.Args) < 3 {
		return cat(c.arg(x, 0, precPrimary), bracketed("[", []code{c.arg(x, 1, precLambda+1)}, "]", bkSubscript)), precPrimary
	}
	return callOn(cat(c.arg(x, 0, precPrimary), atom(".get")), c.arg(x, 1, precLambda+1), c.arg(x, 2, precLambda+1)), precPrimary
}

func emitMinMax(fn string) builtinEmitter {
	return func(c *fnCtx, x *model.FunctionCallExpression) (code, int) {
		return call(fn, c.args(x)...), precPrimary
	}
}

func emitResourceMeta(attr string) builtinEmitter {
	return func(c *fnCtx, x *model.FunctionCallExpression) (code, int) {
		return cat(c.arg(x, 0, precPrimary), atom("."+attr)), precPrimary
	}
}

func emitRange(c *fnCtx, x *model.FunctionCallExpression) (code, int) {
	return call("list", call("range", c.args(x)...)), precPrimary
}

func emitReadFile(c *fnCtx, x *model.FunctionCallExpression) (code, int) {
	return cat(call(c.f.imports.stdlib("pathlib")+".Path", c.arg(x, 0, precLambda+1)), atom(".read_text()")), precPrimary
}

// emitRecover prints recover(value, fallback) as a call of the module's
// recover helper, the fallback a lambda of the error's message.
func emitRecover(c *fnCtx, x *model.FunctionCallExpression) (code, int) {
	c.f.helpers["recover"] = true
	in := c.child()
	param := "error"
	if len(x.Args) > 1 {
		if vars := recoverVariables(x); len(vars) > 0 {
			param = in.scope.Declare(vars[0].Name)
			in.Bind(vars[0], param)
		}
	}
	args := []code{cat(atom("lambda: "), c.arg(x, 0, precLambda))}
	if len(x.Args) > 1 {
		args = append(args, cat(atom("lambda "+param+": "), in.expr(x.Args[1], precLambda)))
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

func emitSHA1(c *fnCtx, x *model.FunctionCallExpression) (code, int) {
	return cat(call(c.f.imports.stdlib("hashlib")+".sha1", cat(c.arg(x, 0, precPrimary), atom(".encode()"))), atom(".hexdigest()")), precPrimary
}

func emitSingleOrNone(c *fnCtx, x *model.FunctionCallExpression) (code, int) {
	c.f.helpers["single_or_none"] = true
	return call(helperName("single_or_none"), c.args(x)...), precPrimary
}

func emitSplit(c *fnCtx, x *model.FunctionCallExpression) (code, int) {
	return callOn(cat(c.arg(x, 1, precPrimary), atom(".split")), c.arg(x, 0, precLambda+1)), precPrimary
}

// emitToJSON prints the module's to_json helper (which writes what PCL's
// toJSON does) of a plain value, or applied to one that holds outputs.
func emitToJSON(c *fnCtx, x *model.FunctionCallExpression) (code, int) {
	toJSON := c.f.useHelper("to_json")
	if len(x.Args) > 0 && gen.HoldsOutputs(x.Args[0].Type()) {
		return callOn(cat(call(c.f.pulumi()+".Output.from_input", c.args(x)...), atom(".apply")), atom(toJSON)), precPrimary
	}
	return call(toJSON, c.args(x)...), precPrimary
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
	"recover": `def _recover(fn, fallback=None):
    try:
        return fn()
    except Exception as error:
        return fallback(str(error)) if fallback else None
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
