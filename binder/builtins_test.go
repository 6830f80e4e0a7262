package binder

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/model"
)

// builtinTestScope returns a scope with the builtins and variables of many
// types, for binding test expressions.
func builtinTestScope(t *testing.T) *model.Scope {
	t.Helper()
	scope := model.NewRootScope()
	for _, fn := range Builtins() {
		if !scope.DefineFunction(fn) {
			t.Fatalf("builtin %q defined twice", fn.Name)
		}
	}
	bucket := &model.ObjectType{Token: "aws:s3/bucket:Bucket", Properties: map[string]model.Type{
		"id":     model.NewOutputType(model.StringType),
		"urn":    model.NewOutputType(model.StringType),
		"bucket": model.NewOutputType(model.StringType),
	}}
	ref := &model.ObjectType{Token: builtinStackReferenceToken, Properties: map[string]model.Type{
		"outputs": model.NewOutputType(model.NewMapType(model.DynamicType)),
		"urn":     model.NewOutputType(model.StringType),
	}}
	ref2 := &model.ObjectType{Token: "pulumi:index:StackReference", Properties: ref.Properties}
	component := &model.ObjectType{Properties: map[string]model.Type{
		"urn":    model.NewOutputType(model.StringType),
		"result": model.NewOutputType(model.StringType),
	}, Annotations: []any{componentAnnotation{}}}
	vars := map[string]model.Type{
		"s":        model.StringType,
		"i":        model.IntType,
		"n":        model.NumberType,
		"b":        model.BoolType,
		"dyn":      model.DynamicType,
		"strs":     model.NewListType(model.StringType),
		"ints":     model.NewListType(model.IntType),
		"nums":     model.NewListType(model.NumberType),
		"strSet":   model.NewSetType(model.StringType),
		"tup":      model.NewTupleType(model.StringType, model.IntType),
		"m":        model.NewMapType(model.IntType),
		"obj":      model.NewObjectType(map[string]model.Type{"a": model.IntType, "b": model.StringType}),
		"optStrs":  model.NewOptionalType(model.NewListType(model.StringType)),
		"os":       model.NewOutputType(model.StringType),
		"ps":       model.NewPromiseType(model.StringType),
		"oi":       model.NewOutputType(model.IntType),
		"ostrs":    model.NewOutputType(model.NewListType(model.StringType)),
		"pstrs":    model.NewPromiseType(model.NewListType(model.StringType)),
		"om":       model.NewOutputType(model.NewMapType(model.StringType)),
		"oobj":     model.NewOutputType(model.NewObjectType(map[string]model.Type{"a": model.IntType})),
		"nested":   model.NewObjectType(map[string]model.Type{"a": model.NewOutputType(model.StringType)}),
		"bucket":   bucket,
		"buckets":  model.NewListType(bucket),
		"ref":      ref,
		"ref2":     ref2,
		"comp":     component,
		"asset":    model.AssetType,
		"archive":  model.ArchiveType,
		"assetMap": model.NewMapType(model.AssetType),
		"mapOrObj": model.NewUnionType(model.NewMapType(model.StringType), model.NewObjectType(map[string]model.Type{"x-y": model.StringType}), model.NoneType),
		"oMapOrObj": model.NewOutputType(model.NewUnionType(model.NewMapType(model.StringType),
			model.NewObjectType(map[string]model.Type{"x-y": model.StringType}))),
	}
	for name, typ := range vars {
		scope.Define(name, model.NewVariable(name, typ))
	}
	return scope
}

// bindBuiltinCall binds src in the builtin test scope.
func bindBuiltinCall(t *testing.T, src string) (model.Expression, hcl.Diagnostics) {
	t.Helper()
	return model.BindExpressionText(src, "test.pp", builtinTestScope(t))
}

// formatTestDiag formats a diagnostic as "line:col-line:col: summary".
func formatTestDiag(d *hcl.Diagnostic) string {
	if d.Subject == nil {
		return "?: " + d.Summary
	}
	r := d.Subject
	return fmt.Sprintf("%d:%d-%d:%d: %s", r.Start.Line, r.Start.Column, r.End.Line, r.End.Column, d.Summary)
}

func TestBuiltinTyping(t *testing.T) {
	cases := []struct {
		src  string
		want string
	}{
		// Static signatures.
		{`cwd()`, "string"},
		{`stack()`, "string"},
		{`project()`, "string"},
		{`organization()`, "string"},
		{`rootDirectory()`, "string"},
		{`readFile("f")`, "string"},
		{`filebase64("f")`, "string"},
		{`filebase64sha256("f")`, "string"},
		{`sha1(s)`, "string"},
		{`toBase64(s)`, "string"},
		{`fromBase64(s)`, "string"},
		{`join(",", strs)`, "string"},
		{`join(",", ["a", "b"])`, "string"},
		{`split(",", s)`, "list(string)"},
		{`range(3)`, "list(int)"},
		{`range(1, 5)`, "list(int)"},
		{`range(1, 5, 2)`, "list(int)"},
		{`notImplemented("todo")`, "dynamic"},
		{`fileAsset("f")`, "Asset"},
		{`stringAsset("x")`, "Asset"},
		{`remoteAsset("https://x")`, "Asset"},
		{`fileArchive("d")`, "Archive"},
		{`remoteArchive("https://x")`, "Archive"},
		{`assetArchive({a = asset, b = archive})`, "Archive"},
		{`assetArchive(assetMap)`, "Archive"},
		// Eventual arguments lift the result once.
		{`sha1(os)`, "output(string)"},
		{`sha1(ps)`, "promise(string)"},
		{`join(",", ostrs)`, "output(string)"},
		{`join(os, pstrs)`, "output(string)"},
		{`split(",", ps)`, "promise(list(string))"},
		{`fileAsset(os)`, "output(Asset)"},
		{`range(oi)`, "output(list(int))"},
		// Eventuals nested in a plain argument lift the result too.
		{`join(",", ["a", os])`, "output(string)"},
		{`join(",", [s, ps])`, "promise(string)"},
		{`join(os, ["a", ps])`, "output(string)"},
		{`assetArchive({a = fileAsset(os)})`, "output(Archive)"},
		{`length([os])`, "int"},
		{`lookup({a = os}, "a", "d")`, "output(string)"},
		// element
		{`element(strs, i)`, "string"},
		{`element(tup, 0)`, "string"},
		{`element(tup, 1)`, "int"},
		{`element(tup, i)`, "string"},
		{`element(optStrs, 0)`, "string"},
		{`element(dyn, 0)`, "dynamic"},
		{`element(ostrs, 0)`, "output(string)"},
		{`element(strs, oi)`, "output(string)"},
		// entries
		{`entries(m)`, "list(object({key = string, value = int}))"},
		{`entries(obj)`, "list(object({key = string, value = string}))"},
		{`entries(strs)`, "list(object({key = int, value = string}))"},
		{`entries(om)`, "output(list(object({key = string, value = string})))"},
		{`entries(dyn)`, "list(object({key = dynamic, value = dynamic}))"},
		{`entries([1, 2])`, "list(object({key = int, value = int}))"},
		// length
		{`length(strs)`, "int"},
		{`length(s)`, "int"},
		{`length(m)`, "int"},
		{`length(obj)`, "int"},
		{`length(tup)`, "int"},
		{`length(strSet)`, "int"},
		{`length(optStrs)`, "int"},
		{`length(dyn)`, "int"},
		{`length(os)`, "output(int)"},
		{`length(ostrs)`, "output(int)"},
		{`length(pstrs)`, "promise(int)"},
		// lookup
		{`lookup(m, "k", 0)`, "int"},
		{`lookup(m, "k")`, "int"},
		{`lookup(obj, "a", "x")`, "string"},
		{`lookup(om, "k", "d")`, "output(string)"},
		{`lookup(m, s, 1)`, "int"},
		{`lookup(dyn, "k", "d")`, "dynamic"},
		{`lookup(mapOrObj, "k", "d")`, "string"},
		{`lookup(oMapOrObj, "k", "d")`, "output(string)"},
		// singleOrNone
		{`singleOrNone(strs)`, "union(string, none)"},
		{`singleOrNone([1])`, "union(int, none)"},
		{`singleOrNone(ostrs)`, "output(union(string, none))"},
		{`singleOrNone(true ? ["a"] : optStrs)`, "union(string, none)"},
		// min and max
		{`max(i, i)`, "int"},
		{`min(i, 1)`, "int"},
		{`max(n, i)`, "number"},
		{`min(n)`, "number"},
		{`max(1.5, 2)`, "number"},
		{`max([1, 2, 3]...)`, "int"},
		{`max(ints...)`, "int"},
		{`min(nums...)`, "number"},
		{`max(oi, 1)`, "output(int)"},
		// secret and unsecret
		{`secret(s)`, "output(string)"},
		{`secret(os)`, "output(string)"},
		{`secret(ps)`, "output(string)"},
		{`secret([1])`, "output(tuple([int]))"},
		{`secret(nested)`, "output(object({a = string}))"},
		{`unsecret(os)`, "output(string)"},
		{`unsecret(getOutput(ref, "x"))`, "output(dynamic)"},
		// toJSON
		{`toJSON(s)`, "string"},
		{`toJSON({a = 1})`, "string"},
		{`toJSON(os)`, "output(string)"},
		{`toJSON(nested)`, "output(string)"},
		{`toJSON([os])`, "output(string)"},
		{`toJSON({a = ps})`, "promise(string)"},
		// try and can
		{`try(m["a"], 0)`, "int"},
		{`try(s, "fallback")`, "string"},
		{`try(os, "fallback")`, "output(string)"},
		{`try(dyn.a, "fallback")`, "dynamic"},
		{`can(m["a"])`, "bool"},
		{`can(os)`, "output(bool)"},
		{`can(dyn.a)`, "bool"},
		// recover
		{`recover(os, "x")`, "output(string)"},
		{`recover(oi, 1.5)`, "output(number)"},
		{`recover(os, "failed: ${error}")`, "output(string)"},
		// getOutput and resource functions
		{`getOutput(ref, "name")`, "output(dynamic)"},
		{`getOutput(ref, os)`, "output(dynamic)"},
		{`getOutput(dyn, "name")`, "output(dynamic)"},
		{`pulumiResourceName(bucket)`, "string"},
		{`pulumiResourceType(bucket)`, "string"},
		{`pulumiResourceType(ref)`, "string"},
		{`pulumiResourceName(comp)`, "string"},
		{`pulumiResourceType(buckets[0])`, "string"},
		{`getOutput(ref2, "name")`, "output(dynamic)"},
	}
	for _, tc := range cases {
		t.Run(tc.src, func(t *testing.T) {
			e, diags := bindBuiltinCall(t, tc.src)
			if diags.HasErrors() {
				t.Fatalf("unexpected diagnostics: %v", diags)
			}
			if got := e.Type().String(); got != tc.want {
				t.Errorf("type = %s, want %s", got, tc.want)
			}
		})
	}
}

func TestBuiltinDiagnostics(t *testing.T) {
	cases := []struct {
		src  string
		want []string // "line:col-line:col: summary"
	}{
		// Arity.
		{`element(strs)`, []string{"1:13-1:14: Not enough function arguments"}},
		{`cwd(1)`, []string{"1:5-1:6: Too many function arguments"}},
		{`sha1("a", "b")`, []string{"1:11-1:14: Too many function arguments"}},
		{`join(",")`, []string{"1:9-1:10: Not enough function arguments"}},
		{`range()`, []string{"1:7-1:8: Not enough function arguments"}},
		{`range(1, 2, 3, 4)`, []string{"1:16-1:17: Too many function arguments"}},
		{`try()`, []string{"1:5-1:6: Not enough function arguments"}},
		{`can()`, []string{"1:5-1:6: Not enough function arguments"}},
		{`min()`, []string{"1:5-1:6: Not enough function arguments"}},
		{`secret()`, []string{"1:8-1:9: Not enough function arguments"}},
		{`toJSON(1, 2)`, []string{"1:11-1:12: Too many function arguments"}},
		{`lookup(m)`, []string{"1:9-1:10: Not enough function arguments"}},
		{`getOutput(ref)`, []string{"1:14-1:15: Not enough function arguments"}},
		{`pulumiResourceName()`, []string{"1:20-1:21: Not enough function arguments"}},
		// Argument types checked by model against the signature.
		{`sha1(strs)`, []string{"1:6-1:10: Invalid function argument"}},
		{`join(",", s)`, []string{"1:11-1:12: Invalid function argument"}},
		{`join(",", [strs])`, []string{"1:11-1:17: Invalid function argument"}},
		{`join(",", [ostrs])`, []string{"1:11-1:18: Invalid function argument"}},
		{`split(1, [])`, []string{"1:10-1:12: Invalid function argument"}},
		{`fileAsset(strs)`, []string{"1:11-1:15: Invalid function argument"}},
		{`assetArchive(strs)`, []string{"1:14-1:18: Invalid function argument"}},
		{`assetArchive({a = "x"})`, []string{"1:14-1:23: Invalid function argument"}},
		{`element(strs, b)`, []string{"1:15-1:16: Invalid function argument"}},
		{`range(strs)`, []string{"1:7-1:11: Invalid function argument"}},
		{`max(b, 1)`, []string{"1:5-1:6: Invalid function argument"}},
		{`max(strs)`, []string{"1:5-1:9: Invalid function argument"}},
		{`lookup(m, "k", strs)`, []string{"1:16-1:20: Invalid function argument"}},
		{`lookup(m, strs, 1)`, []string{"1:11-1:15: Invalid function argument"}},
		{`notImplemented(strs)`, []string{"1:16-1:20: Invalid function argument"}},
		{`getOutput(ref, strs)`, []string{"1:16-1:20: Invalid function argument"}},
		// Argument kinds only the builtins check.
		{`element(m, 0)`, []string{"1:9-1:10: Invalid function argument"}},
		{`element(s, 0)`, []string{"1:9-1:10: Invalid function argument"}},
		{`element(os, 0)`, []string{"1:9-1:11: Invalid function argument"}},
		{`entries(s)`, []string{"1:9-1:10: Invalid function argument"}},
		{`entries(1)`, []string{"1:9-1:10: Invalid function argument"}},
		{`length(i)`, []string{"1:8-1:9: Invalid function argument"}},
		{`length(b)`, []string{"1:8-1:9: Invalid function argument"}},
		{`length(asset)`, []string{"1:8-1:13: Invalid function argument"}},
		{`lookup(strs, "k", "d")`, []string{"1:8-1:12: Invalid function argument"}},
		{`singleOrNone(m)`, []string{"1:14-1:15: Invalid function argument"}},
		{`range(1, 10, 0)`, []string{"1:14-1:15: Invalid function argument"}},
		{`recover(s, "x")`, []string{"1:9-1:10: Invalid function argument"}},
		{`getOutput(bucket, "x")`, []string{"1:11-1:17: Invalid function argument"}},
		{`getOutput(comp, "x")`, []string{"1:11-1:15: Invalid function argument"}},
		{`getOutput("org/proj/stack", "x")`, []string{"1:11-1:27: Invalid function argument"}},
		{`pulumiResourceName(s)`, []string{"1:20-1:21: Invalid function argument"}},
		{`pulumiResourceType(buckets)`, []string{"1:20-1:27: Invalid function argument"}},
		{`pulumiResourceType(obj)`, []string{"1:20-1:23: Invalid function argument"}},
		// Unknown functions are not builtins.
		{`readDir("d")`, []string{"1:1-1:8: Call to unknown function"}},
		{`invoke("pkg:index:f", {})`, []string{"1:1-1:7: Call to unknown function"}},
		// Errors in arguments are reported once, not again by the builtin.
		{`length(nope)`, []string{"1:8-1:12: Undefined variable"}},
		{`element(nope, 0)`, []string{"1:9-1:13: Undefined variable"}},
	}
	for _, tc := range cases {
		t.Run(tc.src, func(t *testing.T) {
			_, diags := bindBuiltinCall(t, tc.src)
			var got []string
			for _, d := range diags {
				got = append(got, formatTestDiag(d))
			}
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
		})
	}
}

// TestBuiltinDiagnosticDetail checks that the builtins' own diagnostics name
// the function, the parameter and the argument's type.
func TestBuiltinDiagnosticDetail(t *testing.T) {
	_, diags := bindBuiltinCall(t, `element(m, 0)`)
	if len(diags) != 1 {
		t.Fatalf("got %d diagnostics, want 1: %v", len(diags), diags)
	}
	want := `Argument "list" of function "element" must be a list or tuple, but it has type map(int).`
	if diags[0].Detail != want {
		t.Errorf("detail = %q, want %q", diags[0].Detail, want)
	}
	_, diags = bindBuiltinCall(t, `getOutput(bucket, "x")`)
	want = `Argument "stackReference" of function "getOutput" must be a pulumi:pulumi:StackReference resource, but it is a resource of type aws:s3/bucket:Bucket.`
	if len(diags) != 1 || diags[0].Detail != want {
		t.Errorf("diagnostics %v, want one with detail %q", diags, want)
	}
}

// TestBuiltinNames checks the table: sorted unique names, every function
// programs call, and no schema-driven functions.
func TestBuiltinNames(t *testing.T) {
	names := BuiltinNames()
	if !sort.StringsAreSorted(names) {
		t.Errorf("BuiltinNames is not sorted: %v", names)
	}
	fns := Builtins()
	if len(fns) != len(names) || len(builtinTable) != len(names) {
		t.Fatalf("%d functions, %d names, %d table rows", len(fns), len(names), len(builtinTable))
	}
	for i, fn := range fns {
		if fn.Name != names[i] {
			t.Errorf("Builtins()[%d] = %q, want %q", i, fn.Name, names[i])
		}
		if got, ok := LookupBuiltin(fn.Name); !ok || got != fn {
			t.Errorf("LookupBuiltin(%q) = %v, %v", fn.Name, got, ok)
		}
		if BuiltinDoc(fn.Name) == "" {
			t.Errorf("builtin %q has no doc", fn.Name)
		}
	}
	for i := 1; i < len(builtinTable); i++ {
		if builtinTable[i-1].name >= builtinTable[i].name {
			t.Errorf("table not in order at %q, %q", builtinTable[i-1].name, builtinTable[i].name)
		}
	}
	// The functions PCL programs call (the conformance and codegen corpora).
	for _, name := range []string{
		"assetArchive", "can", "cwd", "element", "entries", "fileArchive", "fileAsset", "filebase64",
		"filebase64sha256", "fromBase64", "getOutput", "join", "length", "lookup", "max", "min",
		"notImplemented", "organization", "project", "pulumiResourceName", "pulumiResourceType", "range",
		"readFile", "recover", "remoteArchive", "remoteAsset", "rootDirectory", "secret", "sha1",
		"singleOrNone", "split", "stack", "stringAsset", "toBase64", "toJSON", "try", "unsecret",
	} {
		if _, ok := LookupBuiltin(name); !ok {
			t.Errorf("builtin %q is missing", name)
		}
	}
	for _, name := range []string{"invoke", "call", "readDir", ""} {
		if _, ok := LookupBuiltin(name); ok {
			t.Errorf("%q must not be a builtin", name)
		}
		if BuiltinDoc(name) != "" {
			t.Errorf("BuiltinDoc(%q) is not empty", name)
		}
	}
	// The slice is the caller's.
	fns[0] = nil
	if Builtins()[0] == nil {
		t.Error("Builtins returns a shared slice")
	}
}

// TestBuiltinSignaturesNeverPanic calls every signature with every
// combination of up to three arguments of assorted types, including none.
func TestBuiltinSignaturesNeverPanic(t *testing.T) {
	types := []model.Type{
		model.DynamicType, model.StringType, model.IntType, model.NoneType,
		model.NewListType(model.IntType), model.NewTupleType(), model.NewObjectType(nil),
		model.NewOutputType(model.NewMapType(model.StringType)), model.NewPromiseType(model.BoolType),
		model.NewOptionalType(model.NewTupleType(model.IntType)), model.AssetType, &model.ObjectType{Token: "a:b:c"},
	}
	arg := func(t model.Type) model.Expression { return model.NewLiteralValueExpression(cty.DynamicVal, t) }
	var combos [][]model.Expression
	combos = append(combos, nil)
	for _, a := range types {
		combos = append(combos, []model.Expression{arg(a)})
		for _, b := range types {
			combos = append(combos, []model.Expression{arg(a), arg(b)})
			combos = append(combos, []model.Expression{arg(a), arg(b), arg(a)})
		}
	}
	combos = append(combos, []model.Expression{nil, nil})
	for _, fn := range Builtins() {
		for _, args := range combos {
			func() {
				defer func() {
					if p := recover(); p != nil {
						t.Fatalf("%s with %d arguments panicked: %v", fn.Name, len(args), p)
					}
				}()
				sig, _ := fn.GetSignature(args)
				if sig.ReturnType == nil {
					t.Fatalf("%s returned no return type", fn.Name)
				}
			}()
		}
	}
}

// TestBuiltinResults checks the result column of the table: every row
// decides it; a lifted builtin given arguments that hold no eventual
// anywhere returns a plain value (so an apply over its eventual arguments
// computes it); and every builtin that makes an eventual itself does so in
// an example call.
func TestBuiltinResults(t *testing.T) {
	for _, spec := range builtinTable {
		if spec.result != resultLifted && spec.result != resultEventual {
			t.Errorf("builtin %q does not decide its result column (%d)", spec.name, spec.result)
		}
		if got := BuiltinReturnsEventual(spec.name); got != (spec.result == resultEventual) {
			t.Errorf("BuiltinReturnsEventual(%q) = %v", spec.name, got)
		}
	}
	plain := []model.Type{
		model.DynamicType, model.StringType, model.IntType, model.NumberType, model.BoolType, model.NoneType,
		model.NewListType(model.StringType), model.NewTupleType(model.StringType, model.IntType),
		model.NewMapType(model.AssetType), model.NewObjectType(map[string]model.Type{"a": model.IntType}),
		model.NewOptionalType(model.NewListType(model.IntType)), model.AssetType,
	}
	arg := func(t model.Type) model.Expression { return model.NewLiteralValueExpression(cty.DynamicVal, t) }
	combos := [][]model.Expression{nil}
	for _, a := range plain {
		combos = append(combos, []model.Expression{arg(a)})
		for _, b := range plain {
			combos = append(combos, []model.Expression{arg(a), arg(b)}, []model.Expression{arg(a), arg(b), arg(a)})
		}
	}
	for _, spec := range builtinTable {
		if spec.result != resultLifted {
			continue
		}
		fn := builtinFunctions[spec.name]
		for _, args := range combos {
			if sig, _ := fn.GetSignature(args); builtinHasEventuals(sig.ReturnType) {
				types := make([]string, len(args))
				for i, a := range args {
					types[i] = a.Type().String()
				}
				t.Errorf("%s(%s) returns %s: a builtin that makes an eventual of plain arguments is resultEventual",
					spec.name, strings.Join(types, ", "), sig.ReturnType)
				break
			}
		}
	}
	examples := map[string]string{
		"getOutput": `getOutput(ref, "name")`,
		"recover":   `recover(os, "fallback")`,
		"secret":    `secret(s)`,
		"toJSON":    `toJSON({a = [os]})`,
		"unsecret":  `unsecret(os)`,
	}
	for _, spec := range builtinTable {
		if spec.result != resultEventual {
			continue
		}
		src, ok := examples[spec.name]
		if !ok {
			t.Errorf("builtin %q is resultEventual: add an example call that returns an eventual", spec.name)
			continue
		}
		e, diags := bindBuiltinCall(t, src)
		if diags.HasErrors() {
			t.Fatalf("%s: %v", src, diags)
		}
		if o, _ := model.ContainsEventuals(e.Type()); !o {
			t.Errorf("%s is %s, want an output", src, e.Type())
		}
	}
}
