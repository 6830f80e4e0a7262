package model

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
)

// exTestFile is the file name expression tests parse their source as.
const exTestFile = "test.pp"

// exResourceType is the type of a resource-like definition: an object of
// outputs.
func exResourceType() *ObjectType {
	return &ObjectType{
		Token: "pkg:index:Res",
		Properties: map[string]Type{
			"id":  NewOutputType(StringType),
			"arn": NewOutputType(StringType),
		},
	}
}

// exScope returns a scope with variables of assorted types and a few toy
// functions.
func exScope() *Scope {
	s := NewRootScope()
	vars := map[string]Type{
		"s":       StringType,
		"i":       IntType,
		"n":       NumberType,
		"b":       BoolType,
		"dyn":     DynamicType,
		"os":      NewOutputType(StringType),
		"ps":      NewPromiseType(StringType),
		"oi":      NewOutputType(IntType),
		"pi":      NewPromiseType(IntType),
		"ob":      NewOutputType(BoolType),
		"ls":      NewListType(StringType),
		"li":      NewListType(IntType),
		"ss":      NewSetType(StringType),
		"ms":      NewMapType(StringType),
		"tup":     NewTupleType(StringType, IntType),
		"oList":   NewOutputType(NewListType(StringType)),
		"optList": NewOptionalType(NewListType(StringType)),
		"opt":     NewOptionalType(StringType),
		"optInt":  NewOptionalType(IntType),
		"ooi":     NewOutputType(NewOptionalType(IntType)),
		"u":       NewUnionType(StringType, IntType),
		"oobj":    NewOutputType(NewObjectType(map[string]Type{"id": StringType})),
		"obj": NewObjectType(map[string]Type{
			"name":   StringType,
			"count":  IntType,
			"tags":   NewMapType(StringType),
			"nested": NewObjectType(map[string]Type{"id": StringType}),
		}),
		"res":     exResourceType(),
		"resList": NewListType(exResourceType()),
	}
	for name, t := range vars {
		s.Define(name, NewVariable(name, t))
	}
	for _, fn := range exFunctions() {
		s.DefineFunction(fn)
	}
	return s
}

func exFunctions() []*Function {
	listElem := func(args []Expression) (StaticSignature, hcl.Diagnostics) {
		elem := Type(DynamicType)
		if len(args) > 0 {
			t := args[0].Type()
			if o, ok := t.(*OutputType); ok {
				t = o.ElementType
			}
			if l, ok := t.(*ListType); ok {
				elem = l.ElementType
			}
		}
		return StaticSignature{
			Parameters: []Parameter{{Name: "list", Type: NewListType(elem)}, {Name: "index", Type: IntType}},
			ReturnType: elem,
		}, nil
	}
	return []*Function{
		NewFunction("upper", StaticSignature{
			Parameters: []Parameter{{Name: "input", Type: StringType}},
			ReturnType: StringType,
		}),
		NewFunction("join", StaticSignature{
			Parameters: []Parameter{{Name: "separator", Type: StringType}, {Name: "list", Type: NewListType(StringType)}},
			ReturnType: StringType,
		}),
		NewFunction("length", StaticSignature{
			Parameters: []Parameter{{Name: "value", Type: DynamicType}},
			ReturnType: IntType,
		}),
		NewFunction("max", StaticSignature{
			VarargsParameter: &Parameter{Name: "numbers", Type: NumberType},
			ReturnType:       NumberType,
		}),
		NewFunction("optarg", StaticSignature{
			Parameters: []Parameter{{Name: "a", Type: StringType}, {Name: "b", Type: NewOptionalType(IntType)}},
			ReturnType: StringType,
		}),
		NewFunction("unwrap", StaticSignature{
			Parameters: []Parameter{{Name: "value", Type: NewOutputType(StringType)}},
			ReturnType: StringType,
		}),
		{Name: "element", Signature: listElem},
		{Name: "anything"},
	}
}

// exBind parses and binds src in exScope.
func exBind(t *testing.T, src string) (Expression, hcl.Diagnostics) {
	t.Helper()
	return BindExpressionText(src, exTestFile, exScope())
}

// exBindOK binds src and fails the test on any diagnostic.
func exBindOK(t *testing.T, src string) Expression {
	t.Helper()
	e, diags := exBind(t, src)
	if len(diags) > 0 {
		t.Fatalf("binding %q: unexpected diagnostics: %s", src, exDiagsString(diags))
	}
	exCheckTyped(t, e)
	return e
}

// exWantType fails unless e has type want.
func exWantType(t *testing.T, e Expression, want Type) {
	t.Helper()
	if got := e.Type(); !Equal(got, want) {
		t.Fatalf("type of %s: got %s, want %s", FormatExpression(e), exprTypeString(got), want)
	}
}

// exPos is a diagnostic range: start and end line:column.
type exPos struct{ line, col, endLine, endCol int }

// exWantDiag fails unless diags is exactly one error with the given summary at
// the given range.
func exWantDiag(t *testing.T, diags hcl.Diagnostics, summary string, at exPos) *hcl.Diagnostic {
	t.Helper()
	if len(diags) != 1 {
		t.Fatalf("want exactly one diagnostic %q, got %d: %s", summary, len(diags), exDiagsString(diags))
	}
	d := diags[0]
	if d.Severity != hcl.DiagError || d.Summary != summary {
		t.Fatalf("want error %q, got %s", summary, exDiagsString(diags))
	}
	if d.Subject == nil {
		t.Fatalf("diagnostic %q has no subject", summary)
	}
	got := exPos{d.Subject.Start.Line, d.Subject.Start.Column, d.Subject.End.Line, d.Subject.End.Column}
	if got != at {
		t.Fatalf("diagnostic %q: range %d:%d-%d:%d, want %d:%d-%d:%d", summary,
			got.line, got.col, got.endLine, got.endCol, at.line, at.col, at.endLine, at.endCol)
	}
	if d.Subject.Filename != exTestFile {
		t.Fatalf("diagnostic %q: file %q, want %q", summary, d.Subject.Filename, exTestFile)
	}
	if d.Detail == "" || !strings.HasSuffix(strings.TrimSpace(d.Detail), ".") && !strings.HasSuffix(strings.TrimSpace(d.Detail), "?") {
		t.Fatalf("diagnostic %q: detail %q is not a full sentence", summary, d.Detail)
	}
	return d
}

func exDiagsString(diags hcl.Diagnostics) string {
	var parts []string
	for _, d := range diags {
		parts = append(parts, fmt.Sprintf("[%v %s: %s]", d.Subject, d.Summary, d.Detail))
	}
	return strings.Join(parts, " ")
}

// exCheckTyped fails if any node of e has a nil type or a typed-nil syntax.
func exCheckTyped(t *testing.T, e Expression) {
	t.Helper()
	Walk(e, func(x Expression) bool {
		if x.Type() == nil {
			t.Fatalf("%T %s has a nil type", x, FormatExpression(x))
		}
		return true
	})
}

// exTypeCase is a table row: source and expected type, no diagnostics.
type exTypeCase struct {
	name string
	src  string
	want Type
}

func exRunTypeCases(t *testing.T, cases []exTypeCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			exWantType(t, exBindOK(t, c.src), c.want)
		})
	}
}

// exDiagCase is a table row: source, expected single diagnostic and its
// range, and the expected type of the whole expression (nil to skip).
type exDiagCase struct {
	name    string
	src     string
	summary string
	at      exPos
	want    Type
	// detail, when set, must occur in the diagnostic's detail.
	detail string
}

func exRunDiagCases(t *testing.T, cases []exDiagCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e, diags := exBind(t, c.src)
			d := exWantDiag(t, diags, c.summary, c.at)
			if c.detail != "" && !strings.Contains(d.Detail, c.detail) {
				t.Fatalf("detail %q does not contain %q", d.Detail, c.detail)
			}
			exCheckTyped(t, e)
			if c.want != nil {
				exWantType(t, e, c.want)
			}
		})
	}
}
