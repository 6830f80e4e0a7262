package interp

import (
	"fmt"
	"sort"
	"strings"

	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"
	"github.com/zclconf/go-cty/cty/function"

	"github.com/pclgen/pclgen/interp/trace"
	"github.com/pclgen/pclgen/model/eval"
	"github.com/pclgen/pclgen/model/refine"
)

// This file holds the evaluation of PCL's builtin functions (the names of
// binder.BuiltinNames) over cty values. Where cty's standard library has the
// function (element, join, split, range, max, min, toJSON as jsonencode),
// the builtin is that function, so that results are exactly cty's. The
// others are written here as cty function.Function values too, so that every
// builtin gets the same treatment of arguments (see builtinEval):
//
//   - arguments are converted to the parameter's type as HCL converts them
//     (a tuple ["a", 1, true] for a list(string) parameter becomes
//     ["a", "1", "true"]);
//   - an unknown argument gives an unknown result, unless the function
//     handles unknowns itself;
//   - marks (SecretMark in particular) are propagated: the marks anywhere in
//     an argument of a parameter that does not handle marks itself are put on
//     the result. Functions that select a part of a collection (element,
//     lookup, singleOrNone, entries, getOutput) keep the marks of the part
//     they select and add the collection's own top-level marks, as cty does.

// BuiltinEnv is what builtins know of the run.
type BuiltinEnv struct {
	// Project, Stack and Organization are the names project(), stack() and
	// organization() return. Empty Project and Stack stand for trace.Project
	// and trace.Stack, an empty Organization for "organization" (the name the
	// SDKs' mocks use).
	Project, Stack, Organization string
	// RootDirectory is the directory of the program (where Pulumi.yaml
	// would be). cwd() returns it, and readFile, filebase64 and
	// filebase64sha256 read relative paths from it.
	RootDirectory string
	// ProjectDirectory is the directory of Pulumi.yaml when the project's
	// main directory is below it; rootDirectory() returns it, or
	// RootDirectory when it is empty.
	ProjectDirectory string
}

// builtinSecretMark is the type of SecretMark.
type builtinSecretMark struct{}

// String names the mark in cty's printed values.
func (builtinSecretMark) String() string { return "secret" }

// SecretMark is the cty mark of a secret value: secret(v) marks v with it
// and unsecret removes it.
var SecretMark = builtinSecretMark{}

// IsSecret reports whether v or any value within it is marked secret.
func IsSecret(v cty.Value) bool {
	_, pvm := v.UnmarkDeepWithPaths()
	for _, pm := range pvm {
		if _, ok := pm.Marks[SecretMark]; ok {
			return true
		}
	}
	return false
}

// Builtins returns an evaluation of every builtin of the binder's table with
// PCL's semantics, by name.
//
// try, can and recover take their arguments lazily: the interpreter must
// evaluate try's arguments in order and return the first that evaluates
// without an error, give can's result as whether its argument evaluates
// without an error, and evaluate recover's second argument (with `error`
// bound to the message) only when the first fails. The entries here are for
// arguments that are already evaluated, that is that did not fail: try
// returns its first argument and recover its first argument (with that
// argument's own marks), and can returns true with the marks of its
// argument.
//
// getOutput(stackReference, name) returns the stack reference's output
// called name when the resource value has an `outputs` attribute that holds
// it (the state the mocks give the StackReference resource), and otherwise
// the string name itself as a stand-in value.
func Builtins(env *BuiltinEnv) map[string]eval.Function {
	if env == nil {
		env = &BuiltinEnv{}
	}
	e := *env
	if e.Project == "" {
		e.Project = trace.Project
	}
	if e.Stack == "" {
		e.Stack = trace.Stack
	}
	if e.Organization == "" {
		e.Organization = "organization"
	}
	if e.ProjectDirectory == "" {
		e.ProjectDirectory = e.RootDirectory
	}
	fns := builtinFunctionTable(&e)
	out := make(map[string]eval.Function, len(fns))
	for name, fn := range fns {
		out[name] = builtinEval(name, fn)
	}
	return out
}

// builtinFunctionTable returns the cty functions of the builtins.
func builtinFunctionTable(env *BuiltinEnv) map[string]function.Function {
	return map[string]function.Function{
		"assetArchive":       builtinAssetArchiveFunc,
		"can":                builtinCanFunc,
		"cwd":                builtinConstFunc(env.RootDirectory),
		"element":            builtinElementFunc,
		"entries":            builtinEntriesFunc,
		"fileArchive":        builtinAssetFunc("archive", "path"),
		"fileAsset":          builtinAssetFunc("asset", "path"),
		"filebase64":         builtinFileFunc(env, builtinFileBase64),
		"filebase64sha256":   builtinFileFunc(env, builtinFileBase64SHA256),
		"fromBase64":         builtinFromBase64Func,
		"getOutput":          builtinGetOutputFunc,
		"join":               builtinJoinFunc,
		"length":             builtinLengthFunc,
		"lookup":             builtinLookupFunc,
		"max":                builtinMaxFunc,
		"min":                builtinMinFunc,
		"notImplemented":     builtinNotImplementedFunc,
		"organization":       builtinConstFunc(env.Organization),
		"project":            builtinConstFunc(env.Project),
		"pulumiResourceName": builtinResourceNameFunc,
		"pulumiResourceType": builtinResourceTypeFunc,
		"range":              builtinRangeFunc,
		"readFile":           builtinFileFunc(env, builtinReadFile),
		"recover":            builtinRecoverFunc,
		"remoteArchive":      builtinAssetFunc("archive", "uri"),
		"remoteAsset":        builtinAssetFunc("asset", "uri"),
		"rootDirectory":      builtinConstFunc(env.ProjectDirectory),
		"secret":             builtinSecretFunc,
		"sha1":               builtinSHA1Func,
		"singleOrNone":       builtinSingleOrNoneFunc,
		"split":              builtinSplitFunc,
		"stack":              builtinConstFunc(env.Stack),
		"stringAsset":        builtinAssetFunc("asset", "text"),
		"toBase64":           builtinToBase64Func,
		"toJSON":             builtinToJSONFunc,
		"try":                builtinTryFunc,
		"unsecret":           builtinUnsecretFunc,
	}
}

// builtinNames returns the names Builtins evaluates, sorted.
func builtinNames() []string {
	fns := builtinFunctionTable(&BuiltinEnv{})
	names := make([]string, 0, len(fns))
	for name := range fns {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

// builtinEval turns a cty function into an evaluation: it checks the number
// of arguments, converts each argument to its parameter's type, takes the
// marks off the arguments of parameters that do not handle marks (putting
// them on the result), calls fn and turns its errors into *refine.Error
// values that name the argument at fault. It never panics.
func builtinEval(name string, fn function.Function) eval.Function {
	params, varParam := fn.Params(), fn.VarParam()
	return func(args []cty.Value) (result cty.Value, err error) {
		defer func() {
			if p := recover(); p != nil {
				result, err = cty.DynamicVal, &refine.Error{Operand: -1, Summary: "Function evaluation failed",
					Detail: fmt.Sprintf("The evaluation of %q failed: %v.", name, p)}
			}
		}()
		if len(args) < len(params) || (varParam == nil && len(args) > len(params)) {
			return cty.DynamicVal, builtinArityError(name, len(params), varParam != nil, len(args))
		}
		conv := make([]cty.Value, len(args))
		var marks []cty.ValueMarks
		for i, arg := range args {
			spec := varParam
			if i < len(params) {
				spec = &params[i]
			}
			if arg == cty.NilVal {
				arg = cty.DynamicVal
			}
			if !spec.AllowMarked {
				var m cty.ValueMarks
				arg, m = arg.UnmarkDeep()
				marks = append(marks, m)
			}
			if spec.Type != cty.DynamicPseudoType && arg.Type() != cty.DynamicPseudoType {
				c, cerr := convert.Convert(arg, spec.Type)
				if cerr != nil {
					return cty.DynamicVal, &refine.Error{Operand: i, Summary: "Invalid function argument",
						Detail: fmt.Sprintf("Invalid value for %q parameter of %s: %s.", spec.Name, name, strings.TrimSuffix(cerr.Error(), "."))}
				}
				arg = c
			}
			conv[i] = arg
		}
		v, err := fn.Call(conv)
		if err != nil {
			return cty.DynamicVal, builtinCallError(name, fn, err)
		}
		return v.WithMarks(marks...), nil
	}
}

// builtinArityError reports a call with the wrong number of arguments.
func builtinArityError(name string, n int, variadic bool, got int) error {
	want := fmt.Sprintf("%d argument(s)", n)
	if variadic {
		want = fmt.Sprintf("at least %d argument(s)", n)
	}
	return &refine.Error{Operand: -1, Summary: "Invalid number of arguments",
		Detail: fmt.Sprintf("Function %q takes %s, but %d were given.", name, want, got)}
}

// builtinCallError turns an error of fn into a *refine.Error.
func builtinCallError(name string, fn function.Function, err error) error {
	if ee, ok := err.(*refine.Error); ok {
		return ee
	}
	if ae, ok := err.(function.ArgError); ok {
		pname := "argument"
		params := fn.Params()
		switch {
		case ae.Index < len(params):
			pname = params[ae.Index].Name
		case fn.VarParam() != nil:
			pname = fn.VarParam().Name
		}
		return &refine.Error{Operand: ae.Index, Summary: "Invalid function argument",
			Detail: fmt.Sprintf("Invalid value for %q parameter of %s: %s.", pname, name, strings.TrimSuffix(ae.Error(), "."))}
	}
	return &refine.Error{Operand: -1, Summary: "Error in function call",
		Detail: fmt.Sprintf("Call to function %q failed: %s.", name, strings.TrimSuffix(err.Error(), "."))}
}

// builtinArgErrorf returns an error about argument i for a function's Impl.
func builtinArgErrorf(i int, format string, args ...any) error {
	return function.NewArgErrorf(i, format, args...)
}
