package binder

import (
	"fmt"
	"sort"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/model"
)

// This file holds the table of PCL's builtin functions: every function a
// program may call by a plain name, except invoke and call, whose signatures
// come from package schemas and are bound by the program binder.
//
// Each builtin computes its signature from the bound arguments of a call, so
// that, for example, element(list(T), int) returns T. The signatures follow
// one convention for eventual arguments: a parameter that needs a plain value
// has a plain type, and model's call checking lifts the call's result into an
// output (or promise) when an eventual argument is passed for it. Builtins
// whose parameter accepts any value as is (secret, try, recover) give the
// parameter the argument's own type and build the eventual result themselves.

// builtinSpec is one row of the builtin table.
type builtinSpec struct {
	name string
	// doc says what the function does, in one sentence.
	doc string
	// result says whether a call of eventual type is an output the builtin
	// makes itself or a plain value computed once its arguments resolve.
	result builtinResult
	// signature returns the signature of one call. It may report problems
	// with the arguments that only it can see (for example an argument that
	// must be a list or tuple) through the call; arity and conversions to the
	// parameter types are checked by model.
	signature func(c *builtinCall) model.StaticSignature
}

// builtinResult is the column of the builtin table that says what a call
// whose type is eventual (an output or a promise) returns. Every row decides
// it; every backend's lowering reads it (BuiltinReturnsEventual) to keep such
// a call as an eventual value or to compute it inside an apply.
type builtinResult int

const (
	// resultUndecided is no row's value (TestBuiltinResults rejects it).
	resultUndecided builtinResult = iota
	// resultLifted: the builtin computes a plain value from its arguments'
	// values. Its result is eventual only when an argument holds an
	// eventual, and a backend computes it in an apply over the resolved
	// arguments (an apply also catches their failures, which try and can
	// need).
	resultLifted
	// resultEventual: the builtin returns an output itself (secret,
	// unsecret, getOutput, recover), or resolves the outputs and promises
	// its argument holds at any depth (toJSON), as each target's SDK does
	// (pulumi.ToOutput, pulumi.output, Output.from_input). A backend holds
	// a call of eventual type as an output; its arguments stay eventual.
	resultEventual
)

// builtinArgumentVariables names, for the builtins that have them, the
// variables in scope within an argument (see model.Function.ArgumentVariables).
var builtinArgumentVariables = map[string]func(index int, previous []model.Expression) []*model.Variable{
	"recover": builtinRecoverVariables,
}

// builtinTable lists the builtins in alphabetical order.
var builtinTable = []builtinSpec{
	{"assetArchive", "builds an archive from a map of paths to assets and archives", resultLifted,
		builtinFixed(model.ArchiveType, builtinParam("assets", model.NewMapType(model.AssetOrArchiveType)))},
	{"can", "reports whether its argument evaluates without an error", resultLifted, builtinCan},
	{"cwd", "returns the directory the program runs in", resultLifted, builtinFixed(model.StringType)},
	{"element", "returns the element of a list or tuple at an index", resultLifted, builtinElement},
	{"entries", "returns the key and value pairs of a map, object, list or tuple", resultLifted, builtinEntries},
	{"fileArchive", "returns the archive at a path", resultLifted, builtinFixed(model.ArchiveType, builtinParam("path", model.StringType))},
	{"fileAsset", "returns the asset at a path", resultLifted, builtinFixed(model.AssetType, builtinParam("path", model.StringType))},
	{"filebase64", "returns the base64 encoding of a file's content", resultLifted,
		builtinFixed(model.StringType, builtinParam("path", model.StringType))},
	{"filebase64sha256", "returns the base64 encoding of the SHA-256 hash of a file's content", resultLifted,
		builtinFixed(model.StringType, builtinParam("path", model.StringType))},
	{"fromBase64", "decodes a base64 string", resultLifted, builtinFixed(model.StringType, builtinParam("value", model.StringType))},
	{"getOutput", "returns an output of the stack a StackReference resource refers to", resultEventual, builtinGetOutput},
	{"join", "joins a list of strings with a separator", resultLifted,
		builtinFixed(model.StringType, builtinParam("separator", model.StringType), builtinParam("strings", model.NewListType(model.StringType)))},
	{"length", "returns the number of elements of a collection or characters of a string", resultLifted, builtinLength},
	{"lookup", "returns the value of a map or object at a key, or a default", resultLifted, builtinLookup},
	{"max", "returns the greatest of its numeric arguments", resultLifted, builtinMinMax},
	{"min", "returns the least of its numeric arguments", resultLifted, builtinMinMax},
	{"notImplemented", "stands for an expression a converter could not translate; it fails when evaluated", resultLifted,
		builtinFixed(model.DynamicType, builtinParam("errorMessage", model.StringType))},
	{"organization", "returns the name of the current organization", resultLifted, builtinFixed(model.StringType)},
	{"project", "returns the name of the current project", resultLifted, builtinFixed(model.StringType)},
	{"pulumiResourceName", "returns the logical name of a resource", resultLifted, builtinResource},
	{"pulumiResourceType", "returns the type token of a resource", resultLifted, builtinResource},
	{"range", "returns the list of integers from start (default 0) up to but excluding limit, by step (default 1)", resultLifted,
		builtinRange},
	{"readFile", "returns the content of a file", resultLifted, builtinFixed(model.StringType, builtinParam("path", model.StringType))},
	{"recover", "returns its first argument, or the second, evaluated with `error` bound to the failure's message, when the first fails", resultEventual,
		builtinRecover},
	{"remoteArchive", "returns the archive at a URI", resultLifted, builtinFixed(model.ArchiveType, builtinParam("uri", model.StringType))},
	{"remoteAsset", "returns the asset at a URI", resultLifted, builtinFixed(model.AssetType, builtinParam("uri", model.StringType))},
	{"rootDirectory", "returns the directory of the project file", resultLifted, builtinFixed(model.StringType)},
	{"secret", "marks a value as secret", resultEventual, builtinSecret},
	{"sha1", "returns the hexadecimal SHA-1 hash of a string", resultLifted, builtinFixed(model.StringType, builtinParam("input", model.StringType))},
	{"singleOrNone", "returns the only element of a list, or null when the list is empty", resultLifted, builtinSingleOrNone},
	{"split", "splits a string at each occurrence of a separator", resultLifted,
		builtinFixed(model.NewListType(model.StringType), builtinParam("separator", model.StringType), builtinParam("string", model.StringType))},
	{"stack", "returns the name of the current stack", resultLifted, builtinFixed(model.StringType)},
	{"stringAsset", "returns an asset whose content is a string", resultLifted, builtinFixed(model.AssetType, builtinParam("value", model.StringType))},
	{"toBase64", "encodes a string in base64", resultLifted, builtinFixed(model.StringType, builtinParam("value", model.StringType))},
	{"toJSON", "encodes a value as JSON", resultEventual, builtinToJSON},
	{"try", "returns the first of its arguments that evaluates without an error", resultLifted, builtinTry},
	{"unsecret", "returns a secret value without its secret mark", resultEventual, builtinSecret},
}

// builtinFunctions holds one model.Function per row of builtinTable, by name.
var builtinFunctions = func() map[string]*model.Function {
	fns := make(map[string]*model.Function, len(builtinTable))
	for _, spec := range builtinTable {
		fns[spec.name] = newBuiltinFunction(spec)
	}
	return fns
}()

// newBuiltinFunction wraps a table row as a model.Function.
func newBuiltinFunction(spec builtinSpec) *model.Function {
	return &model.Function{
		Name: spec.name,
		Signature: func(args []model.Expression) (model.StaticSignature, hcl.Diagnostics) {
			c := &builtinCall{name: spec.name, args: args}
			sig := builtinLiftNested(c, spec.signature(c))
			return sig, c.diags
		},
		ArgumentVariables: builtinArgumentVariables[spec.name],
	}
}

// Builtins returns the builtin functions, sorted by name. The functions are
// shared and must not be modified; the slice is the caller's.
func Builtins() []*model.Function {
	out := make([]*model.Function, 0, len(builtinFunctions))
	for _, name := range BuiltinNames() {
		out = append(out, builtinFunctions[name])
	}
	return out
}

// BuiltinNames returns the names of the builtin functions, sorted.
func BuiltinNames() []string {
	names := make([]string, 0, len(builtinFunctions))
	for name := range builtinFunctions {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

// LookupBuiltin returns the builtin function called name.
func LookupBuiltin(name string) (*model.Function, bool) {
	fn, ok := builtinFunctions[name]
	return fn, ok
}

// BuiltinReturnsEventual reports whether the builtin called name makes an
// eventual value itself: a call of it whose type is eventual is an output of
// its own (secret, getOutput, recover), or of its argument resolved at any
// depth (toJSON), which a backend holds as is. For the other builtins, and
// names that are not builtins, such a call is a plain value of eventual
// arguments, computed once they resolve.
func BuiltinReturnsEventual(name string) bool {
	for _, spec := range builtinTable {
		if spec.name == name {
			return spec.result == resultEventual
		}
	}
	return false
}

// BuiltinParameterTypes returns the type the builtin called name declares
// for each of args, before arguments of eventual type lift the call: a
// string for each argument of split, whatever the arguments are. It returns
// nil for a name that is not a builtin's.
func BuiltinParameterTypes(name string, args []model.Expression) []model.Type {
	for _, spec := range builtinTable {
		if spec.name != name {
			continue
		}
		sig := spec.signature(&builtinCall{name: name, args: args})
		types := make([]model.Type, len(args))
		for i := range args {
			switch {
			case i < len(sig.Parameters):
				types[i] = sig.Parameters[i].Type
			case sig.VarargsParameter != nil:
				types[i] = sig.VarargsParameter.Type
			}
		}
		return types
	}
	return nil
}

// BuiltinDoc returns the one-sentence description of the builtin called name,
// or "" when there is no such builtin.
func BuiltinDoc(name string) string {
	for _, spec := range builtinTable {
		if spec.name == name {
			return spec.doc
		}
	}
	return ""
}

// param returns a parameter.
func builtinParam(name string, t model.Type) model.Parameter {
	return model.Parameter{Name: name, Type: t}
}

// builtinFixed returns a signature function that ignores its arguments.
func builtinFixed(ret model.Type, params ...model.Parameter) func(*builtinCall) model.StaticSignature {
	return func(*builtinCall) model.StaticSignature {
		return model.StaticSignature{Parameters: params, ReturnType: ret}
	}
}

// builtinCall is one call being checked: the builtin's name, the bound
// arguments and the diagnostics the signature reports.
type builtinCall struct {
	name  string
	args  []model.Expression
	diags hcl.Diagnostics
}

// has reports whether the call has an argument at position i.
func (c *builtinCall) has(i int) bool { return i >= 0 && i < len(c.args) && c.args[i] != nil }

// argType returns the type of argument i, dynamic when there is none.
func (c *builtinCall) argType(i int) model.Type {
	if !c.has(i) {
		return model.DynamicType
	}
	if t := c.args[i].Type(); t != nil {
		return t
	}
	return model.DynamicType
}

// resolved returns the type of argument i as model checks it against a plain
// parameter: without its eventual wrappers when it is (or, through a union,
// may be) an output or a promise.
func (c *builtinCall) resolved(i int) model.Type {
	t := c.argType(i)
	if o, p := model.ContainsEventuals(t); o || p {
		if r := model.ResolveOutputs(t); r != nil {
			return r
		}
		return model.DynamicType
	}
	return t
}

// invalid reports that argument i (named paramName) does not fit the builtin.
// what completes "must be ...".
func (c *builtinCall) invalid(i int, paramName, what string) {
	if !c.has(i) {
		return
	}
	rng := c.args[i].Range()
	c.diags = append(c.diags, &hcl.Diagnostic{
		Severity: hcl.DiagError,
		Summary:  "Invalid function argument",
		Detail: fmt.Sprintf("Argument %q of function %q must be %s, but it %s.",
			paramName, c.name, what, builtinDescribe(c.argType(i))),
		Subject: &rng,
	})
}

// builtinDescribe completes "it ..." for a value of type t: "is a resource
// of type TOKEN" for resources (whose full types are long), else "has type
// T".
func builtinDescribe(t model.Type) string {
	if token, ok := builtinResourceToken(t); ok && token != "" {
		return "is a resource of type " + token
	}
	return "has type " + t.String()
}

// builtinIsDynamic reports whether t is the dynamic type.
func builtinIsDynamic(t model.Type) bool { return t == model.DynamicType }

// builtinDeepEventuals reports whether t contains outputs or promises anywhere: at
// the top, in union elements, in collection elements or in object
// attributes. Recursive object types are handled.
func builtinDeepEventuals(t model.Type) (hasOutput, hasPromise bool) {
	seen := map[*model.ObjectType]bool{}
	var walk func(t model.Type)
	walk = func(t model.Type) {
		switch t := t.(type) {
		case *model.OutputType:
			hasOutput = true
			walk(t.ElementType)
		case *model.PromiseType:
			hasPromise = true
			walk(t.ElementType)
		case *model.ListType:
			walk(t.ElementType)
		case *model.SetType:
			walk(t.ElementType)
		case *model.MapType:
			walk(t.ElementType)
		case *model.TupleType:
			for _, e := range t.ElementTypes {
				walk(e)
			}
		case *model.UnionType:
			for _, e := range t.ElementTypes {
				walk(e)
			}
		case *model.ObjectType:
			if seen[t] {
				return
			}
			seen[t] = true
			for _, p := range t.Properties {
				walk(p)
			}
		}
	}
	walk(t)
	return hasOutput, hasPromise
}

// builtinLiftDeep wraps ret in an output when t contains an output anywhere, else in
// a promise when it contains a promise anywhere.
func builtinLiftDeep(t, ret model.Type) model.Type {
	switch o, p := builtinDeepEventuals(t); {
	case o:
		return model.NewOutputType(ret)
	case p:
		return model.NewPromiseType(ret)
	}
	return ret
}

// builtinLiftNested adjusts sig for arguments that hold outputs or promises
// inside a plain value, such as ["a", res.id] (a tuple with an output
// element) for a list(string) parameter. model lifts a call whose argument
// is itself eventual, but would reject this one, whose value can only be
// built once the nested eventuals resolve. When the argument with its
// eventuals resolved converts to the parameter's type, the parameter takes
// the argument's type as is and the result is lifted into an output (or a
// promise). Arguments that need no help are left to model.
func builtinLiftNested(c *builtinCall, sig model.StaticSignature) model.StaticSignature {
	var params []model.Parameter
	var liftOutput, liftPromise bool
	for i, p := range sig.Parameters {
		if !c.has(i) {
			break
		}
		arg := c.argType(i)
		if p.Type == nil || builtinIsEventual(arg) || builtinHasEventuals(p.Type) {
			continue
		}
		if k, _ := model.Conversion(arg, p.Type); k != model.NoConversion {
			continue
		}
		if k, _ := model.Conversion(model.ResolveOutputs(arg), p.Type); k == model.NoConversion {
			continue
		}
		if params == nil {
			params = append([]model.Parameter(nil), sig.Parameters...)
		}
		params[i].Type = arg
		o, pr := builtinDeepEventuals(arg)
		liftOutput, liftPromise = liftOutput || o, liftPromise || pr
	}
	if params == nil {
		return sig
	}
	sig.Parameters = params
	ret := sig.ReturnType
	if ret == nil {
		ret = model.DynamicType
	}
	switch {
	case liftOutput:
		sig.ReturnType = model.NewOutputType(ret)
	case liftPromise:
		sig.ReturnType = model.NewPromiseType(ret)
	}
	return sig
}

// builtinIsEventual reports whether t is an output or promise, or a union
// with one: the arguments model lifts calls for.
func builtinIsEventual(t model.Type) bool {
	o, p := model.ContainsEventuals(t)
	return o || p
}

// builtinHasEventuals reports whether t contains an output or promise
// anywhere.
func builtinHasEventuals(t model.Type) bool {
	o, p := builtinDeepEventuals(t)
	return o || p
}
