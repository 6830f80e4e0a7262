package gen

import (
	"strings"
	"testing"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// TestGuardedSteps walks the reads of outputs from plain collections
// holding them, by steps that may fail, inside try and can: the apply's
// arguments stop before the first such step, which the callback takes,
// inside the guard. Outside a guard the output read is the argument.
func TestGuardedSteps(t *testing.T) {
	str := model.NewOutputType(model.StringType)
	scope := model.NewRootScope()
	for _, fn := range binder.Builtins() {
		scope.DefineFunction(fn)
	}
	for name, typ := range map[string]model.Type{
		"lo": model.NewListType(str),
		"mo": model.NewMapType(str),
		"gl": model.NewListType(model.NewListType(str)),
		"tm": model.NewMapType(model.NewObjectType(map[string]model.Type{"members": model.NewListType(str)})),
		"ob": model.NewObjectType(map[string]model.Type{"a": model.NewListType(str), "m": model.NewMapType(str), "s": str}),
		"k":  model.StringType,
		"i":  model.IntType,
	} {
		scope.Define(name, model.NewVariable(name, typ))
	}
	tests := []struct {
		src  string
		args []string
	}{
		{`try(lo[5], "d")`, []string{"lo"}},
		{`try(mo.z, "d")`, []string{"mo"}},
		{`try(gl[7][0], "d")`, []string{"gl"}},
		{`try(ob.a[3], "d")`, []string{"ob.a"}},
		{`try(ob.m.z, "d")`, []string{"ob.m"}},
		{`try(tm.z.members[0], "d")`, []string{"tm"}},
		{`try(lo[i], "d")`, []string{"lo"}},
		{`try(tm[k].members[0], "d")`, []string{"tm"}},
		{`try(gl[i][0], "d")`, []string{"gl"}},
		{`try("x${ob.a[3]}", "d")`, []string{"ob.a"}},
		{`can(gl[1][5])`, []string{"gl"}},
		{`try(length(lo[9]), 0)`, []string{"lo"}},
		// An attribute of an object cannot fail: the output is read.
		{`try(ob.s, "d")`, []string{"ob.s"}},
		// Outside a guard, the output read is the argument.
		{`"x${gl[7][0]}"`, []string{"gl[7][0]"}},
		{`"x${ob.a[3]}"`, []string{"ob.a[3]"}},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			e, diags := model.BindExpressionText(tt.src, "test.pp", scope)
			if diags.HasErrors() {
				t.Fatalf("binding: %v", diags)
			}
			args, _, ok := IsApply(LowerApplies(e, ApplyOptions{PlainPromises: true}))
			if !ok {
				t.Fatalf("%s is not lowered to an apply", tt.src)
			}
			var got []string
			for _, a := range args {
				got = append(got, strings.ReplaceAll(model.FormatExpression(a), " ", ""))
			}
			if strings.Join(got, ", ") != strings.Join(tt.args, ", ") {
				t.Errorf("arguments %v, want %v", got, tt.args)
			}
		})
	}
}
