package gen

import (
	"testing"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// bindHeld binds src in a scope of collections that hold outputs without
// being outputs: a tuple mixing plain values and outputs, a list of
// outputs, an object with an output property.
func bindHeld(t *testing.T, src string) model.Expression {
	t.Helper()
	scope := model.NewRootScope()
	for _, fn := range binder.Builtins() {
		scope.DefineFunction(fn)
	}
	for name, typ := range map[string]model.Type{
		"mixed": model.NewTupleType(model.IntType, model.NewOutputType(model.IntType), model.IntType),
		"outs":  model.NewListType(model.NewOutputType(model.StringType)),
		"hmap":  model.NewObjectType(map[string]model.Type{"a": model.NewOutputType(model.StringType), "b": model.StringType}),
		"oi":    model.NewOutputType(model.IntType),
		"objs": model.NewTupleType(model.NewOutputType(model.NewObjectType(map[string]model.Type{"name": model.StringType})),
			model.NewObjectType(map[string]model.Type{"name": model.StringType})),
	} {
		scope.Define(name, model.NewVariable(name, typ))
	}
	e, diags := model.BindExpressionText(src, "test.pp", scope)
	if diags.HasErrors() {
		t.Fatalf("binding %q: %v", src, diags)
	}
	return e
}

// countCalls counts the calls of name in e.
func countCalls(e model.Expression, name string) int {
	n := 0
	model.Walk(e, func(x model.Expression) bool {
		if c, ok := x.(*model.FunctionCallExpression); ok && c.Name == name {
			n++
		}
		return true
	})
	return n
}

// TestHeldCollections walks the reads of collections holding outputs: each
// reader (a loop's value, a loop's key alone, element, lookup, length) over
// each shape, for a backend whose lists of outputs hold outputs (always
// false) and one whose hold inputs (always true). An element read is an
// __output of it; the collection is never an apply's argument, so an
// element's secrecy stays its own.
func TestHeldCollections(t *testing.T) {
	tests := []struct {
		name    string
		src     string
		always  bool
		outputs int    // __output calls after HeldCollections
		applies int    // __apply calls after LowerApplies
		typ     string // the lowered expression's type
		whole   bool   // an apply resolves the collection as a whole
	}{
		{name: "loop value over a mixed tuple", src: `[for v in mixed : v * 2]`, outputs: 1, applies: 1, typ: "list(output(int))"},
		{name: "loop key over an object", src: `[for k, v in hmap : k]`, typ: "list(string)"},
		{name: "loop value over an object", src: `{for k, v in hmap : k => "${v}!"}`, outputs: 1, applies: 1},
		{name: "loop over outputs held as outputs", src: `[for v in outs : "${v}!"]`, applies: 1},
		{name: "loop over outputs held as inputs", src: `[for v in outs : "${v}!"]`, always: true, outputs: 1, applies: 1},
		{name: "length is plain", src: `length(mixed) + length(hmap)`, typ: "int"},
		{name: "element", src: `element(mixed, 1) + 1`, outputs: 1, applies: 1, typ: "output(int)"},
		{name: "lookup with a default", src: `lookup(hmap, "z", "none")`, outputs: 1, typ: "output(string)"},
		{name: "loop reading into its value reads it as an output", src: `[for v in objs : v.name]`, outputs: 1, applies: 1, typ: "list(output(string))"},
		{name: "loop reading only plain attributes of objects holding outputs", src: `[for e in [{ k = "a", v = oi }, { k = "b", v = 2 }] : "${e.k}!"]`, typ: "list(string)"},
		{name: "loop reading plain attributes of objects held as inputs", src: `[for e in [{ k = "a", v = oi }, { k = "b", v = 2 }] : "${e.k}!"]`, always: true, outputs: 1, applies: 1, typ: "list(output(string))"},
		{name: "loop reading a plain and an output attribute", src: `[for e in [{ k = "a", v = oi }, { k = "b", v = 2 }] : "${e.k}${e.v}"]`, outputs: 2, applies: 1, typ: "list(output(string))"},
		{name: "constant index into a tuple picks a plain element", src: `[1, oi][0] + 1`, typ: "int"},
		{name: "constant element of a tuple picks a plain element", src: `element([1, oi], 0) + 1`, typ: "int"},
		{name: "constant index into a tuple picks an output", src: `[1, oi][1] + 1`, outputs: 1, applies: 1, typ: "output(int)"},
		{name: "a pick beside a failing element is read from the tuple as it is", src: `[1, oi, element([], 0)][0] + 1`, typ: "int"},
		{name: "a pick beside a failing element is read from the tuple held as inputs as it is", src: `[1, oi, element([], 0)][0] + 1`, always: true, typ: "int"},
		{name: "an element beside a failing element is an index of the tuple held as inputs", src: `element([1, oi, element([], 0)], 3) + 1`, always: true, typ: "int"},
		{name: "constant index into outputs only", src: `[oi, oi][1]`, typ: "output(int)"},
		{name: "constant index into outputs held as inputs", src: `[oi, oi][1]`, always: true, outputs: 1, typ: "output(int)"},
		{name: "attribute of an object", src: `{ a = oi, b = 1 }.a`, outputs: 1, typ: "output(int)"},
		{name: "reading into an element", src: `{ a = { b = oi }, c = 1 }.a.b`, outputs: 1, applies: 1, typ: "output(int)"},
		{name: "index by a plain key", src: `[1, oi][length(outs)]`, outputs: 1, typ: "output(int)"},
		{name: "index by an eventual key resolves the whole", src: `[1, oi][oi]`, applies: 1, typ: "output(int)", whole: true},
		{name: "splat", src: `[{ a = oi }, { a = 2 }][*].a`, outputs: 1, applies: 1, typ: "list(output(int))"},
		{name: "element at an eventual index resolves the whole", src: `element(mixed, oi)`, applies: 1, typ: "output(int)", whole: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := bindHeld(t, tt.src)
			held := HeldCollections(e, tt.always)
			if got := countCalls(held, ToOutputName); got != tt.outputs {
				t.Errorf("%d calls of %s in %s, want %d", got, ToOutputName, model.FormatExpression(held), tt.outputs)
			}
			lowered := LowerApplies(held, ApplyOptions{})
			if got := countCalls(lowered, ApplyName); got != tt.applies {
				t.Errorf("%d applies in %s, want %d", got, model.FormatExpression(lowered), tt.applies)
			}
			if tt.typ != "" && lowered.Type().String() != tt.typ {
				t.Errorf("type %s, want %s", lowered.Type(), tt.typ)
			}
			// Every loop variable read is one of a loop around it (or an
			// apply's parameter): none is left behind by a rewrite.
			bound := map[*model.Variable]bool{}
			model.Walk(lowered, func(x model.Expression) bool {
				switch x := x.(type) {
				case *model.ForExpression:
					bound[x.KeyVariable], bound[x.ValueVariable] = true, true
				case *model.AnonymousFunctionExpression:
					for _, p := range x.Parameters {
						bound[p] = true
					}
				}
				return true
			})
			model.Walk(lowered, func(x model.Expression) bool {
				st, ok := x.(*model.ScopeTraversalExpression)
				if !ok {
					return true
				}
				if v, isVar := st.Definition.(*model.Variable); isVar && (v.Name == "v" || v.Name == "k") && !bound[v] {
					t.Errorf("a read of %s, a variable no loop binds", v.Name)
				}
				return true
			})
			// No apply resolves a held collection as a whole, unless an
			// eventual index needs every element.
			model.Walk(lowered, func(x model.Expression) bool {
				args, _, ok := IsApply(x)
				if !ok || tt.whole {
					return true
				}
				for _, a := range args {
					if !IsOutput(a.Type()) && HoldsOutputs(a.Type()) {
						t.Errorf("an apply over the held collection %s", model.FormatExpression(a))
					}
				}
				return true
			})
		})
	}
}

// TestHeldEntries walks entries over each shape: of a collection holding
// outputs it is the loop over it, whose entries hold the elements as they
// are; of a plain collection or an output it stays a call.
func TestHeldEntries(t *testing.T) {
	tests := []struct {
		src       string
		loop      bool
		key       model.Type
		valueType model.Type
	}{
		{`entries(hmap)`, true, model.StringType, nil},
		{`entries(outs)`, true, model.IntType, model.NewOutputType(model.StringType)},
		{`entries(mixed)`, true, model.IntType, nil},
		{`[for e in entries(outs) : e.key]`, true, model.IntType, model.NewOutputType(model.StringType)},
		{`entries({ a = "x" })`, false, nil, nil},
		{`entries(oi > 0 ? [1] : [2])`, false, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			e := bindHeld(t, tt.src)
			got := HeldEntries(e, true)
			if n := countCalls(got, "entries"); (n == 0) != tt.loop {
				t.Fatalf("HeldEntries(%s) = %s: %d entries calls left", tt.src, model.FormatExpression(got), n)
			}
			if !tt.loop {
				return
			}
			var loop *model.ForExpression
			model.Walk(got, func(x model.Expression) bool {
				if f, ok := x.(*model.ForExpression); ok && loop == nil {
					if _, isObj := f.Value.(*model.ObjectConsExpression); isObj {
						loop = f
					}
				}
				return true
			})
			if loop == nil {
				t.Fatalf("HeldEntries(%s) = %s: no loop building entries", tt.src, model.FormatExpression(got))
			}
			if !model.Equal(loop.KeyVariable.Type(), tt.key) {
				t.Errorf("key type %s, want %s", loop.KeyVariable.Type(), tt.key)
			}
			if tt.valueType != nil && !model.Equal(loop.ValueVariable.Type(), tt.valueType) {
				t.Errorf("value type %s, want %s", loop.ValueVariable.Type(), tt.valueType)
			}
			if !HoldsOutputs(loop.Type()) {
				t.Errorf("the entries of %s hold no outputs: %s", tt.src, loop.Type())
			}
		})
	}
}
