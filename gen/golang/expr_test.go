package golang

import (
	"bytes"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// exprFixture binds expressions over a few variables and prints them with
// a fresh function context.
type exprFixture struct {
	scope *model.Scope
	c     *fnCtx
}

func newExprFixture(t *testing.T) *exprFixture {
	t.Helper()
	g := &generator{Analyses: gen.Analyses{Prog: &binder.Program{}}}
	f := g.newFile()
	c := newFnCtx(f, newNameScope(nil), "return err")
	c.out = &strings.Builder{}
	scope := model.NewRootScope()
	for _, fn := range binder.Builtins() {
		scope.DefineFunction(fn)
	}
	for name, typ := range map[string]model.Type{
		"a":  model.IntType,
		"b":  model.IntType,
		"n":  model.NumberType,
		"x":  model.BoolType,
		"y":  model.BoolType,
		"s":  model.StringType,
		"os": model.NewOutputType(model.StringType),
		"oi": model.NewOutputType(model.IntType),
		"m":  model.NewMapType(model.StringType),
	} {
		v := model.NewVariable(name, typ)
		scope.Define(name, v)
		c.Bind(v, name)
		c.scope.Use(name)
	}
	return &exprFixture{scope: scope, c: c}
}

func (fx *exprFixture) bind(t *testing.T, src string) model.Expression {
	t.Helper()
	e, diags := model.BindExpressionText(src, "test.pp", fx.scope)
	if diags.HasErrors() {
		t.Fatalf("binding %q: %v", src, diags)
	}
	return e
}

func TestPlainPrecedence(t *testing.T) {
	for _, tt := range []struct{ src, want string }{
		{`a + b * 2`, `a + b*2`},
		{`(a + b) * 2`, `(a + b) * 2`},
		{`a - (b - 1)`, `a - (b - 1)`},
		{`a / b`, `float64(a) / float64(b)`},
		{`n + a`, `n + float64(a)`},
		{`!(x && y)`, `!(x && y)`},
		{`x || y && !x`, `x || y && !x`},
		{`-(a + 1)`, `-(a + 1)`},
		{`a % 2 == 0`, `a%2 == 0`},
		{`"${s}-${s}"`, `s + "-" + s`},
		{`"${a}%"`, `fmt.Sprintf("%v%%", a)`},
		{`[a, b]`, `[]int{a, b}`},
		{`s == null`, `false`},
		{`s != null`, `true`},
		{`[s][a] == null`, `bothNull([]string{s}[a], nil)`},
		// go vet refuses a repeated operand of && and || ("redundant or"):
		// PCL's operands have no effects, so a repetition is left out.
		{`x || x`, `x`},
		{`true && true`, `true`},
		{`x || (y || x)`, `x || y`},
		{`(x && y) || (x && y) || y`, `x && y || y`},
		{`x && (x || y)`, `x && (x || y)`},
	} {
		fx := newExprFixture(t)
		got := fx.c.plain(fx.c.lower(fx.bind(t, tt.src), nil), precLowest)
		// gofmt decides the spacing of binary operators; compare without it.
		if strings.ReplaceAll(got, " ", "") != strings.ReplaceAll(tt.want, " ", "") {
			t.Errorf("%s printed as %s, want %s", tt.src, got, tt.want)
		}
		if len(fx.c.f.g.Diags) > 0 {
			t.Errorf("%s: unexpected diagnostics %v", tt.src, fx.c.f.g.Diags)
		}
	}
}

func TestOutputsPrint(t *testing.T) {
	for _, tt := range []struct{ src, want string }{
		// Literal percent signs are escaped in pulumi.Sprintf formats.
		{`"100% ${os}"`, `pulumi.Sprintf("100%% %v", os)`},
		{`"${os}:${oi}"`, `pulumi.Sprintf("%v:%v", os, oi)`},
		{`length(os)`, "os.ApplyT(func(os2 string) (int, error) {\nreturn graphemeCount(os2), nil\n}).(pulumi.IntOutput)"},
		{`oi + a`, "oi.ApplyT(func(oi2 int) (int, error) {\nreturn oi2 + a, nil\n}).(pulumi.IntOutput)"},
		{`length(os) + oi`, "pulumi.All(os, oi).ApplyT(func(resolved []interface{}) (int, error) {\nos2 := resolved[0].(string)\noi2 := resolved[1].(int)\nreturn graphemeCount(os2) + oi2, nil\n}).(pulumi.IntOutput)"},
		{`secret(s)`, `pulumi.ToSecret(pulumi.String(s)).(pulumi.StringOutput)`},
	} {
		fx := newExprFixture(t)
		if got := fx.c.output(fx.c.lower(fx.bind(t, tt.src), nil)); got != tt.want {
			t.Errorf("%s printed as\n%s\nwant\n%s", tt.src, got, tt.want)
		}
		if len(fx.c.f.g.Diags) > 0 {
			t.Errorf("%s: unexpected diagnostics %v", tt.src, fx.c.f.g.Diags)
		}
	}
}

// TestMapLoopsDeclareWhatTheyRead walks the loops over a map by what their
// body reads: Go refuses a declared variable nothing reads.
func TestMapLoopsDeclareWhatTheyRead(t *testing.T) {
	for _, tt := range []struct {
		src       string
		want, not []string
	}{
		{`[for k, v in m : "x"]`, []string{"for range m {"}, []string{"key", "Sorted"}},
		{`[for k, v in m : k]`, []string{"for _, k := range slices.Sorted(maps.Keys(collection)) {"}, []string{"v :="}},
		{`[for k, v in m : v]`, []string{"for _, key := range slices.Sorted(maps.Keys(collection)) {", "v := collection[key]"}, nil},
		{`[for k, v in m : "${k}${v}"]`, []string{"for _, k := range slices.Sorted(maps.Keys(collection)) {", "v := collection[k]"}, nil},
		{`length([for v in m : 1])`, []string{"for range m {"}, []string{"key"}},
	} {
		fx := newExprFixture(t)
		got := fx.c.plain(fx.c.lower(fx.bind(t, tt.src), nil), precLowest)
		for _, w := range tt.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s printed as\n%s\nwithout %q", tt.src, got, w)
			}
		}
		for _, n := range tt.not {
			if strings.Contains(got, n) {
				t.Errorf("%s printed as\n%s\nwith %q", tt.src, got, n)
			}
		}
	}
}

func TestInputsWrapPlainValues(t *testing.T) {
	for _, tt := range []struct {
		src  string
		dest model.Type
		want string
	}{
		{`s`, model.StringType, `pulumi.String(s)`},
		{`a`, model.NumberType, `pulumi.Float64(float64(a))`},
		{`["x", os]`, model.NewListType(model.StringType), `pulumi.StringArray{pulumi.String("x"), os}`},
		{`{ k = a }`, model.NewMapType(model.IntType), `pulumi.IntMap{"k": pulumi.Int(a)}`},
		{`oi`, model.NumberType, "oi.ApplyT(func(oi2 int) (float64, error) {\nreturn float64(oi2), nil\n}).(pulumi.Float64Output)"},
	} {
		fx := newExprFixture(t)
		if got := fx.c.input(fx.c.lower(fx.bind(t, tt.src), tt.dest), tt.dest); got != tt.want {
			t.Errorf("%s as %s printed as\n%s\nwant\n%s", tt.src, tt.dest, got, tt.want)
		}
	}
}

// TestDeterministic generates the test programs twice and compares the
// bytes, and checks that generation reports no errors.
func TestDeterministic(t *testing.T) {
	root := filepath.Join("..", "..", "testdata")
	dirs, _ := filepath.Glob(filepath.Join(root, "programs", "*"))
	if len(dirs) == 0 {
		t.Fatal("no test programs")
	}
	for _, dir := range dirs {
		gen := func() []byte {
			prog, diags := binder.BindPath(dir, binder.Options{Loader: schema.NewLoader(filepath.Join(root, "schemas"))})
			if diags.HasErrors() {
				t.Skipf("%s does not bind: %v", dir, diags)
			}
			files, diags := New().GenerateProgram(prog)
			if diags.HasErrors() {
				t.Fatalf("%s: %v", dir, diags)
			}
			var b bytes.Buffer
			for _, f := range files {
				b.WriteString(f.Path + "\n")
				b.Write(f.Contents)
			}
			return b.Bytes()
		}
		if first, second := gen(), gen(); !bytes.Equal(first, second) {
			t.Errorf("%s: two generations differ", dir)
		}
	}
}

func TestElideType(t *testing.T) {
	tests := []struct {
		lit, goType, want string
	}{
		{`ec2.Filter{Name: "a"}`, "ec2.Filter", `{Name: "a"}`},
		{`&ec2.Filter{Name: "a"}`, "*ec2.Filter", `{Name: "a"}`},
		{`ec2.Filter{Name: "}"}.Name`, "ec2.Filter", `ec2.Filter{Name: "}"}.Name`},
		{"ec2.Filter{Name: `}`, Value: '}'}", "ec2.Filter", "{Name: `}`, Value: '}'}"},
		{`ec2.Filter{Name: "\"}"}`, "ec2.Filter", `{Name: "\"}"}`},
		{`ec2.FilterArgs{}`, "ec2.Filter", `ec2.FilterArgs{}`},
		{`f(ec2.Filter{})`, "ec2.Filter", `f(ec2.Filter{})`},
		{`map[string]string{"a": "b"}`, "map[string]string", `{"a": "b"}`},
	}
	for _, tt := range tests {
		t.Run(tt.lit, func(t *testing.T) {
			if got := elideType(tt.lit, tt.goType); got != tt.want {
				t.Errorf("elideType(%q, %q) = %q, want %q", tt.lit, tt.goType, got, tt.want)
			}
		})
	}
}

func TestStringLiteral(t *testing.T) {
	tests := []struct{ s, want string }{
		{"plain", `"plain"`},
		{"one line\n", `"one line\n"`},
		{"#!/bin/bash\necho \"hi\" 100%\n", "`#!/bin/bash\necho \"hi\" 100%\n`"},
		{"tab\tand\nnewline", "`tab\tand\nnewline`"},
		{"a `quoted` line\nand more", "\"a `quoted` line\\nand more\""},
		{"windows\r\nlines", `"windows\r\nlines"`},
		{"bell\a\nline", `"bell\a\nline"`},
		{"bad \xff\nbyte", `"bad \xff\nbyte"`},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			got := stringLiteral(tt.s)
			if got != tt.want {
				t.Errorf("stringLiteral(%q) = %s, want %s", tt.s, got, tt.want)
			}
			if v, err := strconv.Unquote(got); err != nil || v != tt.s {
				t.Errorf("%s does not read back as %q (%v)", got, tt.s, err)
			}
		})
	}
}
