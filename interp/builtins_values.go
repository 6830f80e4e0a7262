package interp

import (
	"crypto/sha1"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
)

// builtinConstFunc returns a function of no arguments that returns s.
func builtinConstFunc(s string) function.Function {
	return function.New(&function.Spec{
		Type: function.StaticReturnType(cty.String),
		Impl: func([]cty.Value, cty.Type) (cty.Value, error) { return cty.StringVal(s), nil },
	})
}

// builtinStringFunc returns a function of one string argument called param.
func builtinStringFunc(param string, fn func(s string) (cty.Value, error)) function.Function {
	return function.New(&function.Spec{
		Params: []function.Parameter{{Name: param, Type: cty.String}},
		Type:   function.StaticReturnType(cty.String),
		Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
			return fn(args[0].AsString())
		},
	})
}

// builtinFileFunc returns a function of one path argument that reads the
// file at the path (relative to env.RootDirectory) and returns fn of its
// content.
func builtinFileFunc(env *BuiltinEnv, fn func(data []byte) (cty.Value, error)) function.Function {
	return builtinStringFunc("path", func(path string) (cty.Value, error) {
		full := path
		if !filepath.IsAbs(full) {
			full = filepath.Join(env.RootDirectory, path)
		}
		data, err := os.ReadFile(full)
		if err != nil {
			return cty.NilVal, builtinArgErrorf(0, "cannot read file %q: %s", path, builtinPathErrorReason(err))
		}
		return fn(data)
	})
}

// builtinPathErrorReason returns the reason of a file system error without
// the path (which the caller names as the program gave it).
func builtinPathErrorReason(err error) string {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err.Error()
	}
	return err.Error()
}

// builtinReadFile returns a file's content, which must be UTF-8.
func builtinReadFile(data []byte) (cty.Value, error) {
	if !utf8.Valid(data) {
		return cty.NilVal, builtinArgErrorf(0, "the file's content is not valid UTF-8; use filebase64 to read binary files")
	}
	return cty.StringVal(string(data)), nil
}

// builtinFileBase64 returns the base64 encoding of a file's content.
func builtinFileBase64(data []byte) (cty.Value, error) {
	return cty.StringVal(base64.StdEncoding.EncodeToString(data)), nil
}

// builtinFileBase64SHA256 returns the base64 encoding of the SHA-256 hash of
// a file's content.
func builtinFileBase64SHA256(data []byte) (cty.Value, error) {
	sum := sha256.Sum256(data)
	return cty.StringVal(base64.StdEncoding.EncodeToString(sum[:])), nil
}

// builtinToBase64Func is toBase64(value): the standard base64 encoding of
// the string's UTF-8 bytes.
var builtinToBase64Func = builtinStringFunc("value", func(s string) (cty.Value, error) {
	return cty.StringVal(base64.StdEncoding.EncodeToString([]byte(s))), nil
})

// builtinFromBase64Func is fromBase64(value): the string whose UTF-8 bytes
// the standard base64 value encodes; bytes that are not UTF-8 are an error.
var builtinFromBase64Func = builtinStringFunc("value", func(s string) (cty.Value, error) {
	data, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		return cty.NilVal, builtinArgErrorf(0, "the string is not valid base64: %s", err)
	}
	if !utf8.Valid(data) {
		return cty.NilVal, builtinArgErrorf(0, "the decoded bytes are not valid UTF-8")
	}
	return cty.StringVal(string(data)), nil
})

// builtinSHA1Func is sha1(input): the hexadecimal SHA-1 hash of the string's
// UTF-8 bytes.
var builtinSHA1Func = builtinStringFunc("input", func(s string) (cty.Value, error) {
	sum := sha1.Sum([]byte(s))
	return cty.StringVal(hex.EncodeToString(sum[:])), nil
})

// builtinNotImplementedFunc is notImplemented(errorMessage): always an
// error whose detail is the message.
var builtinNotImplementedFunc = function.New(&function.Spec{
	Params: []function.Parameter{{Name: "errorMessage", Type: cty.String}},
	Type:   function.StaticReturnType(cty.DynamicPseudoType),
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		return cty.NilVal, fmt.Errorf("not implemented: %s", args[0].AsString())
	},
})

// builtinAnyParam is a parameter that takes any value as is: unknown, null,
// of any type and with marks.
func builtinAnyParam(name string) function.Parameter {
	return function.Parameter{Name: name, Type: cty.DynamicPseudoType,
		AllowUnknown: true, AllowNull: true, AllowDynamicType: true, AllowMarked: true}
}

// builtinSecretFunc is secret(value): value marked with SecretMark.
var builtinSecretFunc = function.New(&function.Spec{
	Params: []function.Parameter{builtinAnyParam("value")},
	Type:   func(args []cty.Value) (cty.Type, error) { return args[0].Type(), nil },
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		return args[0].Mark(SecretMark), nil
	},
})

// builtinUnsecretFunc is unsecret(value): value without SecretMark, at the
// top and within it. Other marks stay.
var builtinUnsecretFunc = function.New(&function.Spec{
	Params: []function.Parameter{builtinAnyParam("value")},
	Type:   func(args []cty.Value) (cty.Type, error) { return args[0].Type(), nil },
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		return Unsecret(args[0]), nil
	},
})

// Unsecret returns v without SecretMark anywhere; its other marks stay.
func Unsecret(v cty.Value) cty.Value {
	plain, pvm := v.UnmarkDeepWithPaths()
	kept := pvm[:0:0]
	for _, pm := range pvm {
		if _, ok := pm.Marks[SecretMark]; !ok {
			kept = append(kept, pm)
			continue
		}
		marks := make(cty.ValueMarks, len(pm.Marks))
		for m := range pm.Marks {
			if m != SecretMark {
				marks[m] = struct{}{}
			}
		}
		if len(marks) > 0 {
			kept = append(kept, cty.PathValueMarks{Path: pm.Path, Marks: marks})
		}
	}
	return plain.MarkWithPaths(kept)
}

// builtinTryFunc is try(expression...) for arguments that are already
// evaluated: the first (see Builtins), with its own marks.
var builtinTryFunc = function.New(&function.Spec{
	Params: []function.Parameter{builtinAnyParam("expression")},
	VarParam: &function.Parameter{Name: "expression", Type: cty.DynamicPseudoType,
		AllowUnknown: true, AllowNull: true, AllowDynamicType: true, AllowMarked: true},
	Type: func(args []cty.Value) (cty.Type, error) { return args[0].Type(), nil },
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) { return args[0], nil },
})

// builtinCanFunc is can(expression) for an argument that is already
// evaluated: true (see Builtins), with the argument's marks.
var builtinCanFunc = function.New(&function.Spec{
	Params: []function.Parameter{{Name: "expression", Type: cty.DynamicPseudoType,
		AllowUnknown: true, AllowNull: true, AllowDynamicType: true}},
	Type: function.StaticReturnType(cty.Bool),
	Impl: func([]cty.Value, cty.Type) (cty.Value, error) { return cty.True, nil },
})

// builtinRecoverFunc is recover(value, recovery) for a value that is
// already evaluated: the value (see Builtins).
var builtinRecoverFunc = function.New(&function.Spec{
	Params: []function.Parameter{builtinAnyParam("value"), {Name: "recovery", Type: cty.DynamicPseudoType,
		AllowUnknown: true, AllowNull: true, AllowDynamicType: true, AllowMarked: true}},
	Type: func(args []cty.Value) (cty.Type, error) { return args[0].Type(), nil },
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) { return args[0], nil },
})

// builtinGetOutputFunc is getOutput(stackReference, outputName). A
// StackReference resource's value has its outputs in the `outputs`
// attribute (from the resource's mock state): the result is the output
// called outputName there, null when `outputs` is known and has no such
// output. When the resource has no `outputs` (or it is null), the result is
// the string outputName, a stand-in value. The result carries the marks of
// the resource, of its outputs and of the output itself.
var builtinGetOutputFunc = function.New(&function.Spec{
	Params: []function.Parameter{
		{Name: "stackReference", Type: cty.DynamicPseudoType, AllowMarked: true, AllowUnknown: true},
		{Name: "outputName", Type: cty.String},
	},
	Type: func(args []cty.Value) (cty.Type, error) {
		ref, _ := args[0].Unmark()
		if ty := ref.Type(); !ty.IsObjectType() && ty != cty.DynamicPseudoType {
			return cty.NilType, builtinArgErrorf(0, "must be a pulumi:pulumi:StackReference resource, not %s", ty.FriendlyName())
		}
		return cty.DynamicPseudoType, nil
	},
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		name := args[1].AsString()
		ref, marks := args[0].Unmark()
		if !ref.IsKnown() {
			return cty.DynamicVal.WithMarks(marks), nil
		}
		if !ref.Type().IsObjectType() || !ref.Type().HasAttribute("outputs") {
			return cty.StringVal(name).WithMarks(marks), nil
		}
		outputs, omarks := ref.GetAttr("outputs").Unmark()
		switch ty := outputs.Type(); {
		case !outputs.IsKnown():
			return cty.DynamicVal.WithMarks(marks, omarks), nil
		case outputs.IsNull():
			return cty.StringVal(name).WithMarks(marks, omarks), nil
		case ty.IsObjectType():
			if ty.HasAttribute(name) {
				return outputs.GetAttr(name).WithMarks(marks, omarks), nil
			}
		case ty.IsMapType():
			if outputs.HasIndex(cty.StringVal(name)).True() {
				return outputs.Index(cty.StringVal(name)).WithMarks(marks, omarks), nil
			}
		default:
			return cty.NilVal, builtinArgErrorf(0, "the stack reference's outputs are a %s, not a map", ty.FriendlyName())
		}
		return cty.NullVal(cty.DynamicPseudoType).WithMarks(marks, omarks), nil
	},
})

// builtinResourceNameFunc is pulumiResourceName(resource): the name in the
// resource's URN.
var builtinResourceNameFunc = builtinURNFunc(func(_, name string) string { return name })

// builtinResourceTypeFunc is pulumiResourceType(resource): the type token
// in the resource's URN (the last type of its qualified type).
var builtinResourceTypeFunc = builtinURNFunc(func(typ, _ string) string { return typ })

// builtinURNFunc returns a function of a resource that returns part of
// the resource's `urn` attribute, with the marks of the resource value and
// of its urn (not those of its other attributes).
func builtinURNFunc(part func(typ, name string) string) function.Function {
	return function.New(&function.Spec{
		Params: []function.Parameter{{Name: "resource", Type: cty.DynamicPseudoType, AllowMarked: true}},
		Type: func(args []cty.Value) (cty.Type, error) {
			if ty := args[0].Type(); !ty.IsObjectType() || !ty.HasAttribute("urn") {
				return cty.NilType, builtinArgErrorf(0, "must be a resource (an object with a urn), not %s", ty.FriendlyName())
			}
			return cty.String, nil
		},
		Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
			res, marks := args[0].Unmark()
			urn, umarks := res.GetAttr("urn").Unmark()
			if !urn.IsKnown() {
				return cty.UnknownVal(cty.String).RefineNotNull().WithMarks(marks, umarks), nil
			}
			if urn.IsNull() || urn.Type() != cty.String {
				return cty.NilVal, builtinArgErrorf(0, "the resource's urn is not a string")
			}
			typ, name, ok := SplitURN(urn.AsString())
			if !ok {
				return cty.NilVal, builtinArgErrorf(0, "the resource's urn %q is not a Pulumi URN", urn.AsString())
			}
			return cty.StringVal(part(typ, name)).WithMarks(marks, umarks), nil
		},
	})
}

// SplitURN returns the type (the last type of the qualified type) and the
// name of a URN "urn:pulumi:STACK::PROJECT::QUALIFIED-TYPE::NAME". A name
// may itself contain "::".
func SplitURN(urn string) (typ, name string, ok bool) {
	if !strings.HasPrefix(urn, "urn:pulumi:") {
		return "", "", false
	}
	parts := strings.SplitN(urn, "::", 4)
	if len(parts) != 4 {
		return "", "", false
	}
	qualified := parts[2]
	typ = qualified[strings.LastIndex(qualified, "$")+1:]
	return typ, parts[3], true
}
