package trace

import (
	"strings"
	"testing"
)

func TestWithinSecrecy(t *testing.T) {
	secret := func(v any) any { return map[string]any{"$secret": v} }
	res := func(in map[string]any) []Resource {
		return []Resource{{URN: "urn:a", Type: "t:index:T", Name: "a", Custom: true, Inputs: in}}
	}
	trace := func(in map[string]any, out any) *Trace {
		return &Trace{Resources: res(in), Outputs: map[string]any{"o": out}}
	}
	tests := []struct {
		name              string
		lower, upper, got *Trace
		wantDiff          bool
	}{
		{
			name:  "equal",
			lower: trace(map[string]any{"p": "x"}, 1.0),
			upper: trace(map[string]any{"p": secret("x")}, 1.0),
			got:   trace(map[string]any{"p": "x"}, 1.0),
		},
		{
			name:  "more secret than the run, within the upper bound",
			lower: trace(map[string]any{"p": "x"}, 1.0),
			upper: trace(map[string]any{"p": secret("x")}, secret(1.0)),
			got:   trace(map[string]any{"p": secret("x")}, secret(1.0)),
		},
		{
			name:     "a secret lost",
			lower:    trace(map[string]any{"p": secret("x")}, 1.0),
			upper:    trace(map[string]any{"p": secret("x")}, 1.0),
			got:      trace(map[string]any{"p": "x"}, 1.0),
			wantDiff: true,
		},
		{
			name:     "a secret made up",
			lower:    trace(map[string]any{"p": "x"}, 1.0),
			upper:    trace(map[string]any{"p": "x"}, 1.0),
			got:      trace(map[string]any{"p": "x"}, secret(1.0)),
			wantDiff: true,
		},
		{
			name:     "another value, secret within bounds",
			lower:    trace(map[string]any{"p": "x"}, 1.0),
			upper:    trace(map[string]any{"p": secret("x")}, 1.0),
			got:      trace(map[string]any{"p": secret("y")}, 1.0),
			wantDiff: true,
		},
		{
			name:  "a null property secret within bounds",
			lower: trace(map[string]any{"p": []any{map[string]any{"a": true}}}, 1.0),
			upper: trace(map[string]any{"p": secret([]any{map[string]any{"a": true, "b": nil}})}, 1.0),
			got:   trace(map[string]any{"p": secret([]any{map[string]any{"a": true, "b": nil}})}, 1.0),
		},
		{
			name:     "a null property of another value",
			lower:    trace(map[string]any{"p": []any{map[string]any{"a": true}}}, 1.0),
			upper:    trace(map[string]any{"p": secret([]any{map[string]any{"a": true, "b": nil}})}, 1.0),
			got:      trace(map[string]any{"p": secret([]any{map[string]any{"a": false, "b": nil}})}, 1.0),
			wantDiff: true,
		},
		{
			name:     "no upper bound",
			lower:    trace(map[string]any{"p": "x"}, 1.0),
			got:      trace(map[string]any{"p": secret("x")}, 1.0),
			wantDiff: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := Diff(tt.lower, WithinSecrecy(tt.lower, tt.upper, tt.got))
			if (d != "") != tt.wantDiff {
				t.Fatalf("diff = %q, want a diff: %v", d, tt.wantDiff)
			}
			if tt.wantDiff && !strings.Contains(d, "---") {
				t.Fatalf("diff %q has no header", d)
			}
		})
	}
}
