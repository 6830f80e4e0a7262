package model

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
)

// Function is a function callable from PCL expressions.
type Function struct {
	// Name is the name calls use, verbatim (builtins have plain names).
	Name string
	// Signature returns the static signature of a call given its bound
	// arguments, so that a function's parameter and return types may depend on
	// its arguments' types (for example element(list, index) returns the
	// list's element type). Signature should report only problems it alone can
	// see: arity and argument conversions are checked by the caller against
	// the signature returned. A nil Signature accepts any arguments and returns
	// dynamic.
	Signature func(args []Expression) (StaticSignature, hcl.Diagnostics)
	// ArgumentVariables, when set, declares variables that are in scope only
	// while one argument of a call is bound, as recover(value, handler) has
	// `error` in scope in its handler. For each argument of a call, in order,
	// it is given the argument's index (counting the arguments as written,
	// before any `...` expansion) and the arguments before it, already bound,
	// so that the variables' types may depend on them. The argument is then
	// bound in a child scope of the call's scope that defines the variables
	// returned, which shadow definitions of the same names outside; with no
	// variables (or a nil ArgumentVariables) it is bound in the call's scope.
	// It is called afresh for each call, so it may return new variables each
	// time; the call records them (FunctionCallExpression.ArgumentVariables).
	ArgumentVariables func(index int, previous []Expression) []*Variable
}

// Parameter is one parameter of a function signature. A parameter whose type
// is a union containing none is optional: a call may omit it (and with it all
// later parameters).
type Parameter struct {
	Name string
	Type Type
}

// StaticSignature is the signature of one call: its positional parameters, an
// optional parameter that takes all remaining arguments, and the return type.
type StaticSignature struct {
	Parameters       []Parameter
	VarargsParameter *Parameter
	ReturnType       Type
}

// NewFunction returns a function with a fixed signature.
func NewFunction(name string, sig StaticSignature) *Function {
	return &Function{
		Name:      name,
		Signature: func([]Expression) (StaticSignature, hcl.Diagnostics) { return sig, nil },
	}
}

// GetSignature returns the static signature of a call of f with args. A nil
// Signature (or a nil f) gives a signature accepting anything and returning
// dynamic.
func (f *Function) GetSignature(args []Expression) (StaticSignature, hcl.Diagnostics) {
	if f == nil || f.Signature == nil {
		return dynamicSignature(), nil
	}
	return f.Signature(args)
}

// dynamicSignature accepts any arguments and returns dynamic: the signature of
// a call to an unknown function, so that checking continues without cascades.
func dynamicSignature() StaticSignature {
	return StaticSignature{
		VarargsParameter: &Parameter{Name: "args", Type: DynamicType},
		ReturnType:       DynamicType,
	}
}

// argSlot is one argument position after `...` expansion.
type argSlot struct {
	t   Type
	rng hcl.Range
	// spread marks the element type of an expanded list or set: it stands for
	// any number (zero or more) of arguments.
	spread bool
}

// isOptionalParameter reports whether a parameter may be omitted: its type is
// a union with none.
func isOptionalParameter(p Parameter) bool {
	u, ok := p.Type.(*UnionType)
	if !ok {
		return false
	}
	for _, t := range u.ElementTypes {
		if _, isNone := t.(*noneType); isNone {
			return true
		}
	}
	return false
}

// checkCall checks args against sig and returns the call's type: the return
// type, lifted into output (or promise) when an eventual argument was passed
// for a parameter whose type is not eventual. missingRange is where a missing
// argument is reported (the closing parenthesis for parsed calls).
func checkCall(name string, sig StaticSignature, args []Expression, expandFinal bool, missingRange hcl.Range) (Type, hcl.Diagnostics) {
	var diags hcl.Diagnostics
	var lift eventualKinds

	slots := make([]argSlot, 0, len(args))
	for i, arg := range args {
		t := typeOf(arg)
		if !expandFinal || i != len(args)-1 {
			slots = append(slots, argSlot{t: t, rng: arg.Range()})
			continue
		}
		// The final argument expands into one argument per element.
		ev := liftedBy(t)
		lift = lift.or(ev)
		switch r := resolvedOf(t, ev).(type) {
		case *TupleType:
			for _, et := range r.ElementTypes {
				slots = append(slots, argSlot{t: et, rng: arg.Range()})
			}
		case *ListType:
			slots = append(slots, argSlot{t: r.ElementType, rng: arg.Range(), spread: true})
		case *SetType:
			slots = append(slots, argSlot{t: r.ElementType, rng: arg.Range(), spread: true})
		default:
			if r != DynamicType {
				diags = append(diags, exprError(arg.Range(), "Invalid expanding argument value",
					fmt.Sprintf("The expanding argument (indicated by ...) must be of a tuple, list, or set type, but it has type %s.", exprTypeString(t))))
			}
			slots = append(slots, argSlot{t: DynamicType, rng: arg.Range(), spread: true})
		}
	}

	check := func(slot argSlot, p Parameter) {
		ev, d := checkArgument(name, slot, p)
		lift = lift.or(ev)
		diags = append(diags, d...)
	}

	spread := len(slots) > 0 && slots[len(slots)-1].spread
	fixed := slots
	if spread {
		fixed = slots[:len(slots)-1]
	}
	// given counts the arguments after expansion of a tuple.
	given := countPhrase(len(slots), "argument was", "arguments were")
	if spread {
		given = countPhrase(len(args), "argument was", "arguments were")
	}
	for i, p := range sig.Parameters {
		switch {
		case i < len(fixed):
			check(fixed[i], p)
		case spread:
			check(slots[len(slots)-1], p)
		case !isOptionalParameter(p):
			diags = append(diags, exprError(missingRange, "Not enough function arguments",
				fmt.Sprintf("Function %q expects %s, but %s given. Missing value for %q.",
					name, arityPhrase(sig), given, p.Name)))
			return signatureResult(sig, lift), diags
		}
	}
	if len(fixed) > len(sig.Parameters) {
		extra := fixed[len(sig.Parameters):]
		if sig.VarargsParameter == nil {
			diags = append(diags, exprError(extra[0].rng, "Too many function arguments",
				fmt.Sprintf("Function %q expects %s, but %s given.", name, arityPhrase(sig), given)))
			return signatureResult(sig, lift), diags
		}
		for _, slot := range extra {
			check(slot, *sig.VarargsParameter)
		}
	}
	if spread && sig.VarargsParameter != nil {
		check(slots[len(slots)-1], *sig.VarargsParameter)
	}
	return signatureResult(sig, lift), diags
}

// checkArgument checks one argument against its parameter. An eventual
// argument for a parameter whose type has no eventuals is checked by its
// resolved type and lifts the call's result.
func checkArgument(fn string, slot argSlot, p Parameter) (eventualKinds, hcl.Diagnostics) {
	paramType := p.Type
	if paramType == nil {
		paramType = DynamicType
	}
	argType, lift := slot.t, eventualKinds{}
	if ev := liftedBy(argType); ev.any() && !eventualsOf(paramType).any() {
		argType, lift = resolvedOf(argType, ev), ev
	}
	kind, reason := Conversion(argType, paramType)
	if kind == NoConversion {
		detail := fmt.Sprintf("Argument %q of function %q has type %s, but the parameter has type %s.",
			p.Name, fn, exprTypeString(slot.t), exprTypeString(paramType))
		return lift, hcl.Diagnostics{exprError(slot.rng, "Invalid function argument", withReason(detail, reason))}
	}
	return lift, nil
}

func signatureResult(sig StaticSignature, lift eventualKinds) Type {
	t := sig.ReturnType
	if t == nil {
		t = DynamicType
	}
	return lift.wrap(t)
}

// arityPhrase describes how many arguments sig takes.
func arityPhrase(sig StaticSignature) string {
	// Optional parameters may only be omitted from the end, so the number of
	// required arguments is the position of the last non-optional parameter.
	required := 0
	for i, p := range sig.Parameters {
		if !isOptionalParameter(p) {
			required = i + 1
		}
	}
	total := len(sig.Parameters)
	switch {
	case sig.VarargsParameter != nil:
		return "at least " + countPhrase(required, "argument", "arguments")
	case required == total:
		return countPhrase(total, "argument", "arguments")
	default:
		return fmt.Sprintf("%d to %d arguments", required, total)
	}
}

func countPhrase(n int, singular, plural string) string {
	if n == 1 {
		return "1 " + singular
	}
	return fmt.Sprintf("%d %s", n, plural)
}
