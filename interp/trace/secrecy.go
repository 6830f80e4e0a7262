package trace

import "reflect"

// A run's secrecy is judged between two bounds. The lower bound is the
// interpreter's run: what it marks secret, a generated program must keep
// secret. The upper bound is the interpreter's run for the most a program
// may mark secret (interp.Options.Taint): a value computed in one apply
// over a condition and both branches is secret when either branch is,
// although PCL's value is secret only when the selected one is.

// WithinSecrecy returns got with the secrecy of each resource input and
// stack output that lies between the bounds (secret in lower implies
// secret in got, secret in got implies secret in upper, and the values
// without secrecy are equal) set to lower's, so that a Diff of lower and
// the result shows only what is out of bounds. Inputs and outputs out of
// bounds, and resources that lower or upper lack, are left as they are;
// upper must be the run of the same program (its values equal lower's), or
// nil for no slack above lower.
func WithinSecrecy(lower, upper, got *Trace) *Trace {
	if lower == nil || upper == nil || got == nil {
		return got
	}
	lowers := resourcesByURN(lower)
	uppers := resourcesByURN(upper)
	out := *got
	out.Resources = make([]Resource, len(got.Resources))
	for i, res := range got.Resources {
		out.Resources[i] = res
		lo, okLo := lowers[res.URN]
		up, okUp := uppers[res.URN]
		if okLo && okUp {
			out.Resources[i].Inputs = boundProperties(lo.Inputs, up.Inputs, res.Inputs)
		}
	}
	out.Outputs = boundProperties(lower.Outputs, upper.Outputs, got.Outputs)
	return &out
}

func resourcesByURN(t *Trace) map[string]Resource {
	m := make(map[string]Resource, len(t.Resources))
	for _, r := range t.Resources {
		m[r.URN] = r
	}
	return m
}

// boundProperties returns got with each property within its bounds
// replaced by lower's value.
func boundProperties(lower, upper, got map[string]any) map[string]any {
	if got == nil {
		return nil
	}
	out := make(map[string]any, len(got))
	for k, g := range got {
		out[k] = g
		l, okL := lower[k]
		u, okU := upper[k]
		if !okL || !okU {
			continue
		}
		// A secret null property is null once its secrecy is stripped,
		// and a null property is no property (see dropNullProperties).
		lv, ls := strippedValue(l)
		uv, us := strippedValue(u)
		gv, gs := strippedValue(g)
		if !reflect.DeepEqual(lv, uv) || !reflect.DeepEqual(lv, gv) {
			continue
		}
		if (!ls || gs) && (!gs || us) {
			out[k] = l
		}
	}
	return out
}

// strippedValue returns v without its secret markers and its null
// properties, and whether it had a secret marker.
func strippedValue(v any) (any, bool) {
	inner, secret := StripSecret(v)
	return dropNullProperties(inner, 0), secret
}
