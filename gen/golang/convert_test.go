package golang

import (
	"strings"
	"testing"

	"github.com/pclgen/pclgen/model"
)

// TestStringToNumberInput checks a string where an input of a number or a
// bool is expected: literals fold to constants, other strings parse at run
// time, and a literal that is no number is an error at its range.
func TestStringToNumberInput(t *testing.T) {
	for _, tt := range []struct {
		name, src string
		dest      model.Type
		want      string
		wantHoist string
		wantError string
	}{
		{name: "int literal", src: `"12"`, dest: model.IntType, want: `pulumi.Int(12)`},
		{name: "number literal", src: `"1.5"`, dest: model.NumberType, want: `pulumi.Float64(1.5)`},
		{name: "bool literal", src: `"true"`, dest: model.BoolType, want: `pulumi.Bool(true)`},
		{name: "int variable", src: `s`, dest: model.IntType, want: `pulumi.Int(parsed)`, wantHoist: `parsed, err := strconv.Atoi(s)`},
		{name: "number variable", src: `s`, dest: model.NumberType, want: `pulumi.Float64(parsed)`, wantHoist: `parsed, err := strconv.ParseFloat(s, 64)`},
		{name: "not a number", src: `"many"`, dest: model.IntType, wantError: `The string "many" is used where an integer is expected, but it is not an integer.`},
		{name: "not a bool", src: `"yes"`, dest: model.BoolType, wantError: `The string "yes" is used where a bool is expected, but it is not a bool.`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			fx := newExprFixture(t)
			got := fx.c.input(lowerInput(fx.bind(t, tt.src), tt.dest), tt.dest)
			diags := fx.c.f.g.diags
			if tt.wantError != "" {
				if len(diags) != 1 || diags[0].Detail != tt.wantError {
					t.Fatalf("diagnostics = %v, want one: %s", diags, tt.wantError)
				}
				if r := diags[0].Subject; r == nil || r.Filename != "test.pp" || r.Start.Line != 1 {
					t.Errorf("diagnostic range = %v, want the literal's", r)
				}
				return
			}
			if diags.HasErrors() {
				t.Fatalf("unexpected diagnostics: %v", diags)
			}
			if got != tt.want {
				t.Errorf("input = %s, want %s", got, tt.want)
			}
			if hoisted := fx.c.out.String(); !strings.Contains(hoisted, tt.wantHoist) {
				t.Errorf("hoisted statements %q do not contain %q", hoisted, tt.wantHoist)
			}
		})
	}
}

// TestStringIndexesList checks a list indexed by a string, which indexes
// it by the number the string holds.
func TestStringIndexesList(t *testing.T) {
	fx := newExprFixture(t)
	list := model.NewVariable("names", model.NewListType(model.StringType))
	fx.scope.Define("names", list)
	fx.c.vars[list] = "names"
	got := fx.c.plain(lowerExpr(fx.bind(t, `names[s]`)), precLowest)
	if got != "names[parsed]" {
		t.Errorf("names[s] = %s, want names[parsed]", got)
	}
	if hoisted := fx.c.out.String(); !strings.Contains(hoisted, "parsed, err := strconv.Atoi(s)") {
		t.Errorf("hoisted statements %q do not parse the index", hoisted)
	}
}
