package binder

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/model"
)

// The functions a program calls by a plain name whose signatures come from
// package schemas, not from the builtin table.
const (
	// InvokeName calls a provider function: invoke(token, args, options).
	InvokeName = "invoke"
	// CallName calls a method of a resource: call(resource, method, args).
	CallName = "call"
)

// invokeOptionKeys are the keys of an invoke's options object.
var invokeOptionKeys = []string{"dependsOn", "parent", "pluginDownloadURL", "pluginDownloadUrl", "provider", "version"}

// invokeFunction returns `invoke(token, args?, opts?)`: a call of the schema
// function token. Its arguments are checked against the function's inputs;
// its result is the function's outputs object (or return type), as a promise,
// or as an output when an argument is eventual or the options have dependsOn.
// A function with multi-argument inputs takes its inputs as positional
// arguments instead: invoke(token, a, b, ...).
func (b *binder) invokeFunction() *model.Function {
	return &model.Function{Name: InvokeName, Signature: b.invokeSignature}
}

func dynamicSignature(params ...model.Parameter) model.StaticSignature {
	return model.StaticSignature{
		Parameters:       params,
		VarargsParameter: &model.Parameter{Name: "args", Type: model.DynamicType},
		ReturnType:       model.DynamicType,
	}
}

func (b *binder) invokeSignature(args []model.Expression) (model.StaticSignature, hcl.Diagnostics) {
	tokenParam := model.Parameter{Name: "token", Type: model.StringType}
	if len(args) == 0 {
		return model.StaticSignature{Parameters: []model.Parameter{tokenParam}, ReturnType: model.DynamicType}, nil
	}
	tok, ok := stringLiteral(args[0])
	if !ok {
		return dynamicSignature(tokenParam), hcl.Diagnostics{errorf(args[0].Range(), "Invalid invoke token",
			"The first argument of invoke must be a string literal naming a function, such as \"aws:index:getRegion\".")}
	}
	var diags hcl.Diagnostics
	skip := b.s.opts.SkipInvokeTypecheck
	name, ok := tokenPackage(tok)
	if !ok {
		return dynamicSignature(tokenParam), hcl.Diagnostics{errorf(args[0].Range(), "Invalid invoke token",
			"The function token %q is not valid; a token has the form \"package:module:function\".", tok)}
	}
	version := ""
	optsIndex := 2
	var fn *schema.Function
	var pkg *schema.Package
	// The options come last; find the version in them before loading.
	if len(args) > 2 {
		version = objectString(args[len(args)-1], "version")
	}
	pkg = b.pkgs.load(name, version, args[0].Range(), skip)
	if pkg != nil {
		f, err := pkg.Function(tok)
		if err != nil {
			if !skip {
				diags = append(diags, lookupError(pkg, "function", pkg.CanonicalToken(tok), err, args[0].Range(), canonicalTokens(pkg, pkg.FunctionTokens())))
			}
		} else {
			fn = f
		}
	}
	if fn == nil {
		return dynamicSignature(tokenParam), diags
	}

	optsType := model.NewOptionalType(model.DynamicType)
	params := []model.Parameter{tokenParam}
	var argExprs []model.Expression
	if len(fn.MultiArgumentInputs) > 0 {
		inputs := b.functionInputs(fn)
		for _, in := range fn.MultiArgumentInputs {
			t, ok := inputs.Properties[in]
			if !ok {
				t = model.DynamicType
			}
			params = append(params, model.Parameter{Name: in, Type: t})
		}
		optsIndex = len(params)
		if len(args) > 1 {
			if obj, isObj := args[1].(*model.ObjectConsExpression); isObj && len(params) > 1 {
				if _, objParam := model.ResolveOutputs(model.RemoveNone(params[1].Type)).(*model.ObjectType); !objParam {
					diags = append(diags, errorf(args[1].Range(), "Invalid invoke arguments",
						"Function %q is declared with multi-argument inputs (%s) and must be invoked with positional arguments: %s.",
						tok, quotedArgs(fn.MultiArgumentInputs), b.positionalInvoke(tok, obj, fn.MultiArgumentInputs)))
					// The call is reported; take the object as it is and
					// check nothing more.
					params = append(params[:1], model.Parameter{Name: "args", Type: model.DynamicType})
					optsIndex = len(params)
				}
			}
		}
		for i := 1; i < len(args) && i < optsIndex; i++ {
			argExprs = append(argExprs, args[i])
			b.checkSchemaRef(inputs, params[i].Name, args[i].Range())
			if params[i].Type != model.DynamicType {
				diags = append(diags, b.argumentDiags(args[i], &params[i], tok, params[i].Name)...)
			}
		}
	} else {
		var argsType model.Type = model.NewObjectType(map[string]model.Type{})
		if fn.Inputs != nil {
			argsType = b.functionInputs(fn)
		}
		params = append(params, model.Parameter{Name: "args", Type: model.NewOptionalType(inputType(argsType))})
		if len(args) > 1 {
			argExprs = append(argExprs, args[1])
			b.checkObjectKeys(args[1], argsType)
			diags = append(diags, b.argumentDiags(args[1], &params[1], tok, "")...)
		}
	}
	params = append(params, model.Parameter{Name: "options", Type: optsType})
	eventual := false
	for _, a := range argExprs {
		if deepEventuals(a.Type()) {
			eventual = true
		}
	}
	if len(args) > optsIndex {
		opts := args[optsIndex]
		diags = append(diags, checkInvokeOptions(opts)...)
		if objectHasKey(opts, "dependsOn") {
			eventual = true
		}
	}
	ret := b.functionResult(fn)
	if eventual {
		ret = model.NewOutputType(ret)
	} else {
		ret = model.NewPromiseType(ret)
	}
	return model.StaticSignature{Parameters: params, ReturnType: ret}, diags
}

// argumentDiags checks an argument of invoke or call of function fn against
// its parameter: the object of the function's arguments (path "") or one
// positional argument (path is its name). A problem is reported at the
// innermost value that has it, and the parameter becomes dynamic so that the
// call is not reported again as a whole.
func (b *binder) argumentDiags(arg model.Expression, p *model.Parameter, fn, path string) hcl.Diagnostics {
	what := fmt.Sprintf("The argument object of %q", fn)
	diags := b.conversionDiags(arg, p.Type, arg.Range(), valueSubject{what: what, noun: "Argument"}, path)
	if len(diags) > 0 {
		p.Type = model.DynamicType
	}
	return diags
}

// positionalInvoke writes the positional invoke an object of multi-argument
// inputs stands for, such as `invoke("std:index:AbsMultiArgs", 10, null, 30)`,
// or with the input names when the object's items cannot be placed.
func (b *binder) positionalInvoke(tok string, obj *model.ObjectConsExpression, inputs []string) string {
	fallback := fmt.Sprintf("invoke(%q, %s)", tok, quotedArgs(inputs))
	values := map[string]string{}
	last := -1
	for _, item := range obj.Items {
		key, ok := stringLiteral(item.Key)
		i := indexOf(inputs, key)
		src := b.sourceText(item.Value.Range())
		if !ok || i < 0 || src == "" || len(src) > 40 || strings.ContainsAny(src, "\n\r") {
			return fallback
		}
		values[key] = src
		last = max(last, i)
	}
	if last < 0 {
		return fallback
	}
	parts := []string{strconv.Quote(tok)}
	for _, in := range inputs[:last+1] {
		v, ok := values[in]
		if !ok {
			v = "null"
		}
		parts = append(parts, v)
	}
	return "invoke(" + strings.Join(parts, ", ") + ")"
}

// sourceText returns the source text of rng, or "".
func (b *binder) sourceText(rng hcl.Range) string {
	src := b.sources[rng.Filename]
	if rng.Start.Byte < 0 || rng.End.Byte > len(src) || rng.Start.Byte >= rng.End.Byte {
		return ""
	}
	return string(src[rng.Start.Byte:rng.End.Byte])
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

func quotedArgs(names []string) string {
	s := ""
	for i, n := range names {
		if i > 0 {
			s += ", "
		}
		s += n
	}
	return s
}

// functionInputs returns the object type of a function's inputs (without the
// __self__ argument of methods).
func (b *binder) functionInputs(fn *schema.Function) *model.ObjectType {
	if fn.Inputs == nil {
		return model.NewObjectType(map[string]model.Type{})
	}
	obj := b.s.types.objectType(fn.Inputs, true)
	if _, ok := obj.Properties["__self__"]; ok {
		props := make(map[string]model.Type, len(obj.Properties))
		for k, v := range obj.Properties {
			if k != "__self__" {
				props[k] = v
			}
		}
		obj = &model.ObjectType{Properties: props, Token: obj.Token, Annotations: obj.Annotations}
	}
	return obj
}

// functionResult returns the type a function returns: its outputs object, or
// its return type.
func (b *binder) functionResult(fn *schema.Function) model.Type {
	switch {
	case fn.Outputs != nil:
		return b.s.types.objectType(fn.Outputs, false)
	case fn.ReturnType != nil:
		return b.s.types.modelType1(fn.ReturnType, false)
	}
	return model.DynamicType
}

// checkInvokeOptions checks the keys of an invoke's options object.
func checkInvokeOptions(e model.Expression) hcl.Diagnostics {
	obj, ok := e.(*model.ObjectConsExpression)
	if !ok {
		return nil
	}
	var diags hcl.Diagnostics
	for _, item := range obj.Items {
		key, ok := stringLiteral(item.Key)
		if !ok {
			continue
		}
		if !containsString(invokeOptionKeys, key) {
			diags = append(diags, errorf(item.Key.Range(), "Unknown invoke option",
				"Invoke has no option %q.%s The options are %s.", key, didYouMean(key, invokeOptionKeys), quotedList(invokeOptionKeys)))
		}
	}
	return diags
}

// objectString returns the string literal value of key in an object
// constructor, or "".
func objectString(e model.Expression, key string) string {
	obj, ok := e.(*model.ObjectConsExpression)
	if !ok {
		return ""
	}
	for _, item := range obj.Items {
		if k, ok := stringLiteral(item.Key); ok && k == key {
			s, _ := stringLiteral(item.Value)
			return s
		}
	}
	return ""
}

func objectHasKey(e model.Expression, key string) bool {
	obj, ok := e.(*model.ObjectConsExpression)
	if !ok {
		return false
	}
	for _, item := range obj.Items {
		if k, ok := stringLiteral(item.Key); ok && k == key {
			return true
		}
	}
	return false
}

// deepEventuals reports whether a value of type t holds an output or promise
// anywhere: itself, or in its elements, values or properties. A resource's
// outputs do not count: a reference to a resource is a plain value.
func deepEventuals(t model.Type) bool {
	return deepEventualsSeen(t, true, map[*model.ObjectType]bool{})
}

// deepOutputs is deepEventuals with a promise counting as its element, as
// the generators resolve a promise where it is made.
func deepOutputs(t model.Type) bool {
	return deepEventualsSeen(t, false, map[*model.ObjectType]bool{})
}

func deepEventualsSeen(t model.Type, promises bool, seen map[*model.ObjectType]bool) bool {
	switch t := t.(type) {
	case *model.OutputType:
		return true
	case *model.PromiseType:
		return promises || deepEventualsSeen(t.ElementType, promises, seen)
	case *model.UnionType:
		for _, e := range t.ElementTypes {
			if deepEventualsSeen(e, promises, seen) {
				return true
			}
		}
	case *model.ListType:
		return deepEventualsSeen(t.ElementType, promises, seen)
	case *model.SetType:
		return deepEventualsSeen(t.ElementType, promises, seen)
	case *model.MapType:
		return deepEventualsSeen(t.ElementType, promises, seen)
	case *model.TupleType:
		for _, e := range t.ElementTypes {
			if deepEventualsSeen(e, promises, seen) {
				return true
			}
		}
	case *model.ObjectType:
		if seen[t] || model.IsResourceObject(t) {
			return false
		}
		seen[t] = true
		for _, p := range t.Properties {
			if deepEventualsSeen(p, promises, seen) {
				return true
			}
		}
	}
	return false
}

// callFunction returns `call(resource, "method", {args})`: a call of a method
// of a resource. Its result is output(outputs object or return type).
func (b *binder) callFunction() *model.Function {
	return &model.Function{Name: CallName, Signature: b.callSignature}
}

func (b *binder) callSignature(args []model.Expression) (model.StaticSignature, hcl.Diagnostics) {
	self := model.Parameter{Name: "self", Type: model.DynamicType}
	method := model.Parameter{Name: "method", Type: model.StringType}
	if len(args) < 2 {
		return model.StaticSignature{Parameters: []model.Parameter{self, method,
			{Name: "args", Type: model.NewOptionalType(model.DynamicType)}}, ReturnType: model.DynamicType}, nil
	}
	name, ok := stringLiteral(args[1])
	if !ok {
		return dynamicSignature(self, method), hcl.Diagnostics{errorf(args[1].Range(), "Invalid method name",
			"The second argument of call must be a string literal naming a method of the resource.")}
	}
	var res *schema.Resource
	if obj, ok := model.ResolveOutputs(model.RemoveNone(args[0].Type())).(*model.ObjectType); ok {
		for _, a := range obj.Annotations {
			if r, ok := a.(*schema.Resource); ok {
				res = r
			}
		}
	}
	if res == nil {
		if args[0].Type() != model.DynamicType && !isResourceType(args[0].Type(), false) {
			return dynamicSignature(self, method), hcl.Diagnostics{errorf(args[0].Range(), "Invalid call target",
				"The first argument of call must be a resource, not a value of type %s.", args[0].Type())}
		}
		return dynamicSignature(self, method), nil
	}
	tok := res.Method(name)
	if tok == "" {
		var names []string
		for _, m := range res.Methods {
			names = append(names, m.Name)
		}
		return dynamicSignature(self, method), hcl.Diagnostics{errorf(args[1].Range(), "Unknown method",
			"Resource type %q has no method %q.%s", res.Token, name, didYouMean(name, names))}
	}
	fn, err := res.Package.Function(tok)
	if err != nil {
		return dynamicSignature(self, method), hcl.Diagnostics{errorf(args[1].Range(), "Invalid method",
			"The function %q of method %q could not be loaded: %s.", tok, name, err)}
	}
	inputs := b.functionInputs(fn)
	argsParam := model.Parameter{Name: "args", Type: model.NewOptionalType(inputType(inputs))}
	var diags hcl.Diagnostics
	if len(args) > 2 {
		b.checkObjectKeys(args[2], inputs)
		diags = b.argumentDiags(args[2], &argsParam, tok, "")
	}
	return model.StaticSignature{
		Parameters: []model.Parameter{self, method, argsParam},
		ReturnType: model.NewOutputType(b.functionResult(fn)),
	}, diags
}
