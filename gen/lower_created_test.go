package gen

import (
	"testing"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// createdProgram has two resources whose range is a bool and outputs that
// read them; TestCreatedReads rewrites each output's value.
const createdProgram = `
config "createExtra" "bool" {
  default = false
}

resource "extra" "random:index/randomPet:RandomPet" {
  options {
    range = createExtra
  }
}

resource "spare" "random:index/randomPet:RandomPet" {
  options {
    range = !createExtra
  }
}

output "read" { value = extra.id }
output "tried" { value = try(extra.id, "none") }
output "triedTemplate" { value = try("${extra.id}-x", "none") }
output "triedTwo" { value = try(extra.id, spare.id, "none") }
output "triedGuarded" { value = try(createExtra ? extra.id : "x", "none") }
output "triedAlone" { value = try(extra.id) }
output "canRead" { value = can(extra.id) }
output "canTemplate" { value = can("${extra.id}-x") }
output "nullGuard" { value = spare == null ? "none" : spare.id }
output "notNullGuard" { value = !(extra == null) && true ? extra.id : "none" }
output "splat" { value = extra[*].id }
output "present" { value = extra != null }
`

// TestCreatedReads checks how CreatedReads rewrites the reads of resources
// whose range is a bool: what it types as a read of a resource that exists,
// which reads it marks checked, and which tries and cans it guards.
func TestCreatedReads(t *testing.T) {
	prog, _ := bindTree(t, map[string]string{"main.pp": createdProgram})
	values := map[string]model.Expression{}
	for _, n := range prog.Nodes {
		if o, ok := n.(*binder.OutputVariable); ok {
			values[o.Name()] = o.Value
		}
	}
	// guard returns the condition and branches of a conditional.
	guard := func(t *testing.T, e model.Expression) (string, model.Expression, model.Expression) {
		t.Helper()
		c, ok := e.(*model.ConditionalExpression)
		if !ok {
			t.Fatalf("got %s (%T), want a conditional", model.FormatExpression(e), e)
		}
		return model.FormatExpression(c.Condition), c.TrueResult, c.FalseResult
	}
	// created reports whether e is a read through Created and its Checked.
	created := func(e model.Expression) (bool, bool) {
		st, ok := e.(*model.ScopeTraversalExpression)
		if !ok {
			return false, false
		}
		c, ok := st.Definition.(*Created)
		return ok, ok && c.Checked
	}
	tests := []struct {
		name  string
		check func(t *testing.T, got model.Expression)
	}{
		{"read", func(t *testing.T, got model.Expression) {
			if ok, checked := created(got); !ok || checked {
				t.Errorf("got %T, want an unchecked Created read", got)
			}
			if got.Type().String() != "output(string)" {
				t.Errorf("type = %s, want output(string)", got.Type())
			}
		}},
		{"tried", func(t *testing.T, got model.Expression) {
			cond, yes, no := guard(t, got)
			if cond != "extra != null" {
				t.Errorf("condition = %s", cond)
			}
			if ok, checked := created(yes); !ok || !checked {
				t.Errorf("true branch = %s, want the checked read itself", model.FormatExpression(yes))
			}
			if model.FormatExpression(no) != `"none"` {
				t.Errorf("false branch = %s", model.FormatExpression(no))
			}
		}},
		{"triedTemplate", func(t *testing.T, got model.Expression) {
			_, yes, _ := guard(t, got)
			if call, ok := yes.(*model.FunctionCallExpression); !ok || call.Name != "try" {
				t.Errorf("true branch = %s, want the try", model.FormatExpression(yes))
			}
		}},
		{"triedTwo", func(t *testing.T, got model.Expression) {
			_, _, no := guard(t, got)
			cond, _, _ := guard(t, no)
			if cond != "spare != null" {
				t.Errorf("inner condition = %s", cond)
			}
		}},
		{"triedGuarded", func(t *testing.T, got model.Expression) {
			if call, ok := got.(*model.FunctionCallExpression); !ok || call.Name != "try" {
				t.Errorf("got %s, want the try unguarded (its read is in a branch)", model.FormatExpression(got))
			}
			if got.Type().String() != "output(string)" {
				t.Errorf("type = %s, want output(string)", got.Type())
			}
		}},
		{"triedAlone", func(t *testing.T, got model.Expression) {
			if call, ok := got.(*model.FunctionCallExpression); !ok || call.Name != "try" {
				t.Errorf("got %s, want the try (it fails where its read does)", model.FormatExpression(got))
			}
		}},
		{"canRead", func(t *testing.T, got model.Expression) {
			if model.FormatExpression(got) != "extra != null" {
				t.Errorf("got %s", model.FormatExpression(got))
			}
		}},
		{"canTemplate", func(t *testing.T, got model.Expression) {
			_, yes, no := guard(t, got)
			if call, ok := yes.(*model.FunctionCallExpression); !ok || call.Name != "can" || model.FormatExpression(no) != "false" {
				t.Errorf("got %s", model.FormatExpression(got))
			}
		}},
		{"nullGuard", func(t *testing.T, got model.Expression) {
			_, _, no := guard(t, got)
			if ok, checked := created(no); !ok || !checked {
				t.Errorf("false branch = %s, want a checked read", model.FormatExpression(no))
			}
		}},
		{"notNullGuard", func(t *testing.T, got model.Expression) {
			_, yes, _ := guard(t, got)
			if ok, checked := created(yes); !ok || !checked {
				t.Errorf("true branch = %s, want a checked read", model.FormatExpression(yes))
			}
		}},
		{"splat", func(t *testing.T, got model.Expression) {
			s, ok := got.(*model.SplatExpression)
			if !ok {
				t.Fatalf("got %T", got)
			}
			if st, ok := s.Source.(*model.ScopeTraversalExpression); !ok || !model.IsOptional(st.Type()) {
				t.Errorf("the splat's source is %s, want the optional resource", model.FormatExpression(s.Source))
			}
		}},
		{"present", func(t *testing.T, got model.Expression) {
			if model.FormatExpression(got) != "extra != null" || got != values["present"] {
				t.Errorf("got %s, want the expression unchanged", model.FormatExpression(got))
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := values[tt.name]
			if e == nil {
				t.Fatalf("no output %q", tt.name)
			}
			before := model.FormatExpression(e)
			got := CreatedReads(e)
			if model.FormatExpression(e) != before {
				t.Errorf("the bound expression was modified")
			}
			tt.check(t, got)
		})
	}
}
