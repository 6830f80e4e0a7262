package golang

import (
	"strings"
	"testing"

	"github.com/pclgen/pclgen/model"
)

// TestStringToNumberInput checks a string where an input of a number or a
// bool is expected: literals fold to constants, and other strings parse at
// run time, as does a literal that is no number (the binder reports those
// it knows the destination of; the generator does not decide it).
func TestStringToNumberInput(t *testing.T) {
	for _, tt := range []struct {
		name, src string
		dest      model.Type
		want      string
		wantHoist string
	}{
		{name: "int literal", src: `"12"`, dest: model.IntType, want: `pulumi.Int(12)`},
		{name: "number literal", src: `"1.5"`, dest: model.NumberType, want: `pulumi.Float64(1.5)`},
		{name: "bool literal", src: `"true"`, dest: model.BoolType, want: `pulumi.Bool(true)`},
		{name: "int variable", src: `s`, dest: model.IntType, want: `pulumi.Int(parsed)`, wantHoist: `parsed, err := strconv.Atoi(s)`},
		{name: "number variable", src: `s`, dest: model.NumberType, want: `pulumi.Float64(parsed)`, wantHoist: `parsed, err := strconv.ParseFloat(s, 64)`},
		{name: "not a number", src: `"many"`, dest: model.IntType, want: `pulumi.Int(parsed)`, wantHoist: `parsed, err := strconv.Atoi("many")`},
		{name: "not a bool", src: `"yes"`, dest: model.BoolType, want: `pulumi.Bool(parsed)`, wantHoist: `parsed, err := strconv.ParseBool("yes")`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			fx := newExprFixture(t)
			got := fx.c.input(fx.c.lower(fx.bind(t, tt.src), tt.dest), tt.dest)
			if diags := fx.c.f.g.Diags; diags.HasErrors() {
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
	fx.c.Bind(list, "names")
	got := fx.c.plain(fx.c.lower(fx.bind(t, `names[s]`), nil), precLowest)
	if got != "names[parsed]" {
		t.Errorf("names[s] = %s, want names[parsed]", got)
	}
	if hoisted := fx.c.out.String(); !strings.Contains(hoisted, "parsed, err := strconv.Atoi(s)") {
		t.Errorf("hoisted statements %q do not parse the index", hoisted)
	}
}
