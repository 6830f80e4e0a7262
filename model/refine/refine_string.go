package refine

import (
	"strings"

	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/ctystrings"
)

// Concat returns the concatenation of parts, as a string template joins
// its interpolations: each part converts to a string, and a known null part is
// an error about that part. When some part is unknown the result is an unknown
// string that is not null and starts with the known text before the first
// unknown part followed by that part's own refined prefix (trimmed where a
// later character could combine with it; see cty's StringPrefix).
func Concat(parts ...cty.Value) (cty.Value, error) {
	return refineGuard("template", func() (cty.Value, error) {
		vs, marks := refineUnmarkAll(parts...)
		var prefix strings.Builder
		known := true
		for i, v := range vs {
			if v.IsKnown() && v.IsNull() {
				return cty.UnknownVal(cty.String), OperandError(i, "Invalid template interpolation value",
					"The expression result is null, and a null value cannot be included in a string template.")
			}
			s, err := ConvertOperand(v, cty.String, i, "template")
			if err != nil {
				return cty.UnknownVal(cty.String), &Error{Operand: i, Summary: "Invalid template interpolation value",
					Detail: "The value cannot be included in a string template because it cannot be converted to a string."}
			}
			if !known {
				continue // keep checking later parts for errors
			}
			if !s.IsKnown() {
				known = false
				if s.Type() == cty.String {
					prefix.WriteString(s.Range().StringPrefix())
				}
				continue
			}
			prefix.WriteString(s.AsString())
		}
		if known {
			return cty.StringVal(prefix.String()).WithMarks(marks), nil
		}
		r := Refinement{NotNull: true, StringPrefix: ctystrings.SafeKnownPrefix(prefix.String())}
		return RefinedUnknown(cty.String, r).WithMarks(marks), nil
	})
}

// StartsWith returns whether str starts with prefix (PCL's prefix test).
// For an unknown str with a refined prefix P and a known prefix p the result is
// known when P is at least as long as p (true exactly when P starts with p),
// and known false when p does not start with P. A known null operand is an
// error about that operand.
func StartsWith(str, prefix cty.Value) (cty.Value, error) {
	return refineGuard("startsWith", func() (cty.Value, error) {
		vs, marks := refineUnmarkAll(str, prefix)
		s, err := refineStringArg(vs[0], 0)
		if err != nil {
			return refineUnknownBool(), err
		}
		p, err := refineStringArg(vs[1], 1)
		if err != nil {
			return refineUnknownBool(), err
		}
		if !p.IsKnown() {
			return refineUnknownBool().WithMarks(marks), nil
		}
		want := p.AsString()
		if s.IsKnown() {
			return cty.BoolVal(strings.HasPrefix(s.AsString(), want)).WithMarks(marks), nil
		}
		have := s.Range().StringPrefix()
		switch {
		case len(have) >= len(want):
			return cty.BoolVal(strings.HasPrefix(have, want)).WithMarks(marks), nil
		case !strings.HasPrefix(want, have):
			return cty.False.WithMarks(marks), nil
		}
		return refineUnknownBool().WithMarks(marks), nil
	})
}

// refineStringArg converts function argument i to a string; a known null is
// an error.
func refineStringArg(v cty.Value, i int) (cty.Value, error) {
	if v.IsKnown() && v.IsNull() {
		return cty.UnknownVal(cty.String), OperandError(i, "Invalid function argument",
			"The argument must not be null.")
	}
	if v == cty.DynamicVal {
		return cty.UnknownVal(cty.String), nil
	}
	if v.Type() != cty.String {
		out, err := ConvertOperand(v, cty.String, i, "function")
		if err != nil {
			return out, OperandError(i, "Invalid function argument",
				"The argument must be a string, but it is %s.", v.Type().FriendlyName())
		}
		return out, nil
	}
	return v, nil
}
