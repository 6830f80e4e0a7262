package model

import (
	"testing"

	"github.com/hashicorp/hcl/v2"
)

// fsRecover is a function like PCL's recover(value, handler): its handler, the
// second argument, is bound with a variable `error` (a string) in scope.
func fsRecover() *Function {
	return &Function{
		Name: "recover",
		Signature: func(args []Expression) (StaticSignature, hcl.Diagnostics) {
			params := []Parameter{{Name: "value", Type: DynamicType}, {Name: "handler", Type: DynamicType}}
			return StaticSignature{Parameters: params, ReturnType: DynamicType}, nil
		},
		ArgumentVariables: func(index int, previous []Expression) []*Variable {
			if index == 1 {
				return []*Variable{NewVariable("error", StringType)}
			}
			return nil
		},
	}
}

// fsEach is a function each(list, body) whose body has a variable `item` of
// the list's element type in scope: the variables may depend on the earlier
// arguments.
func fsEach() *Function {
	return &Function{
		Name: "each",
		ArgumentVariables: func(index int, previous []Expression) []*Variable {
			if index != 1 || len(previous) != 1 {
				return nil
			}
			elem := Type(DynamicType)
			if l, ok := previous[0].Type().(*ListType); ok {
				elem = l.ElementType
			}
			return []*Variable{NewVariable("item", elem)}
		},
	}
}

func fsScope() *Scope {
	s := exScope()
	s.DefineFunction(fsRecover())
	s.DefineFunction(fsEach())
	return s
}

// fsReference returns the definition the traversal e refers to.
func fsReference(t *testing.T, e Expression) Definition {
	t.Helper()
	st, ok := e.(*ScopeTraversalExpression)
	if !ok {
		t.Fatalf("%v is a %T, not a reference", e, e)
	}
	return st.Definition
}

func TestFunctionArgumentVariables(t *testing.T) {
	bind := func(t *testing.T, src string) (Expression, hcl.Diagnostics) {
		t.Helper()
		return BindExpressionText(src, exTestFile, fsScope())
	}
	bindOK := func(t *testing.T, src string) Expression {
		t.Helper()
		e, diags := bind(t, src)
		if len(diags) > 0 {
			t.Fatalf("binding %q: %s", src, exDiagsString(diags))
		}
		exCheckTyped(t, e)
		return e
	}

	t.Run("call/argument-variables/in-scope-in-their-argument", func(t *testing.T) {
		// As in the corpus program l2-failed-create-recover-continue-on-error.
		e := bindOK(t, `recover(os, error != "")`).(*FunctionCallExpression)
		if len(e.ArgumentVariables) != 2 || len(e.ArgumentVariables[0]) != 0 || len(e.ArgumentVariables[1]) != 1 {
			t.Fatalf("ArgumentVariables = %v, want none for the value and error for the handler", e.ArgumentVariables)
		}
		errVar := e.ArgumentVariables[1][0]
		if errVar.Name != "error" || errVar.Type() != StringType {
			t.Fatalf("handler variable %q of type %v, want error of type string", errVar.Name, errVar.Type())
		}
		cmp := e.Args[1].(*BinaryOpExpression)
		if def := fsReference(t, cmp.LeftOperand); def != errVar {
			t.Fatalf("error refers to %v, want the call's variable", def)
		}
	})
	t.Run("call/argument-variables/typed-in-templates", func(t *testing.T) {
		e := bindOK(t, `recover(os, "recovered: ${error}")`).(*FunctionCallExpression)
		exWantType(t, e.Args[1], StringType)
	})
	t.Run("call/argument-variables/not-in-other-arguments", func(t *testing.T) {
		_, diags := bind(t, `recover(error, "x")`)
		exWantDiag(t, diags, "Undefined variable", exPos{1, 9, 1, 14})
	})
	t.Run("call/argument-variables/not-after-the-call", func(t *testing.T) {
		_, diags := bind(t, `[recover(os, error), error]`)
		if len(diags) != 1 {
			t.Fatalf("want one diagnostic, got %s", exDiagsString(diags))
		}
		exWantDiag(t, diags, "Undefined variable", exPos{1, 22, 1, 27})
	})
	t.Run("call/argument-variables/shadow-outer-definitions", func(t *testing.T) {
		scope := fsScope()
		outer := NewVariable("error", IntType)
		scope.Define("error", outer)
		e, diags := BindExpressionText(`[error, recover(os, error)]`, exTestFile, scope)
		if len(diags) > 0 {
			t.Fatal(exDiagsString(diags))
		}
		items := e.(*TupleConsExpression).Expressions
		if def := fsReference(t, items[0]); def != outer {
			t.Fatalf("error outside the call refers to %v, want the outer variable", def)
		}
		call := items[1].(*FunctionCallExpression)
		if def := fsReference(t, call.Args[1]); def != call.ArgumentVariables[1][0] {
			t.Fatalf("error in the handler refers to %v, want the call's variable", def)
		}
		exWantType(t, call.Args[1], StringType)
	})
	t.Run("call/argument-variables/nested-calls", func(t *testing.T) {
		// The inner call's value sees the outer handler's error; the inner
		// handler's error is its own.
		e := bindOK(t, `recover(os, recover(error, error))`).(*FunctionCallExpression)
		inner := e.Args[1].(*FunctionCallExpression)
		if def := fsReference(t, inner.Args[0]); def != e.ArgumentVariables[1][0] {
			t.Fatalf("inner value refers to %v, want the outer handler's error", def)
		}
		if def := fsReference(t, inner.Args[1]); def != inner.ArgumentVariables[1][0] || def == e.ArgumentVariables[1][0] {
			t.Fatalf("inner handler refers to %v, want the inner call's own error", def)
		}
	})
	t.Run("call/argument-variables/depend-on-earlier-arguments", func(t *testing.T) {
		e := bindOK(t, `each(li, item + 1)`).(*FunctionCallExpression)
		exWantType(t, e.Args[1], IntType)
		if item := e.ArgumentVariables[1][0]; item.Type() != IntType {
			t.Fatalf("item has type %v, want int", item.Type())
		}
		e = bindOK(t, `each(ls, upper(item))`).(*FunctionCallExpression)
		if item := e.ArgumentVariables[1][0]; item.Type() != StringType {
			t.Fatalf("item has type %v, want string", item.Type())
		}
	})
	t.Run("call/argument-variables/fresh-per-call", func(t *testing.T) {
		e := bindOK(t, `[recover(os, error), recover(os, error)]`).(*TupleConsExpression)
		a := e.Expressions[0].(*FunctionCallExpression).ArgumentVariables[1][0]
		b := e.Expressions[1].(*FunctionCallExpression).ArgumentVariables[1][0]
		if a == b {
			t.Fatal("the two calls share one error variable")
		}
	})
	t.Run("call/argument-variables/none-recorded-without-them", func(t *testing.T) {
		e := bindOK(t, `upper(s)`).(*FunctionCallExpression)
		if e.ArgumentVariables != nil {
			t.Fatalf("ArgumentVariables = %v, want nil", e.ArgumentVariables)
		}
	})
	t.Run("call/argument-variables/unknown-function-binds-in-call-scope", func(t *testing.T) {
		_, diags := bind(t, `recovr(os, error)`)
		if len(diags) != 2 || diags[0].Summary != "Undefined variable" || diags[1].Summary != "Call to unknown function" {
			t.Fatalf("want undefined variable then unknown function, got %s", exDiagsString(diags))
		}
	})
}
