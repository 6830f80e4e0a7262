package interp

import (
	"testing"
)

// TestTaint runs programs for their secrecy and for its upper bound
// (Options.Taint): the values are the same, the bound is secret wherever a
// value reads a secret, and the run is secret only where the value it
// computes is.
func TestTaint(t *testing.T) {
	tests := []struct {
		desc         string
		src          string
		exact, bound string // the output's JSON in the run and in the bound
	}{
		{desc: "conditional selecting the plain branch", src: `
flag = true
output o {
  value = flag ? "a" : secret("b")
}`, exact: `"a"`, bound: `{"$secret":"a"}`},
		{desc: "conditional inside an object", src: `
flag = true
output o {
  value = { k = flag ? "a" : secret("b") }
}`, exact: `{"k":"a"}`, bound: `{"$secret":{"k":"a"}}`},
		{desc: "conditional selecting the secret branch", src: `
flag = false
output o {
  value = flag ? "a" : secret("b")
}`, exact: `{"$secret":"b"}`, bound: `{"$secret":"b"}`},
		{desc: "for over no element, its filter reading a secret", src: `
s = secret(1)
output o {
  value = [for x in [] : x if s > 0]
}`, exact: `[]`, bound: `{"$secret":[]}`},
		{desc: "a local's bound reaches its readers", src: `
l = true ? "a" : secret("b")
output o {
  value = "${l}!"
}`, exact: `"a!"`, bound: `{"$secret":"a!"}`},
		{desc: "unsecret reads nothing secret", src: `
output o {
  value = unsecret(secret("a"))
}`, exact: `"a"`, bound: `"a"`},
		{desc: "an element of a tuple", src: `
t = ["a", secret("b")]
output o {
  value = t[0]
}`, exact: `"a"`, bound: `{"$secret":"a"}`},
		{desc: "plain values", src: `
t = ["a", "b"]
output o {
  value = true ? t[0] : t[1]
}`, exact: `"a"`, bound: `"a"`},
	}
	for _, tt := range tests {
		t.Run(tt.desc, func(t *testing.T) {
			prog := bindFiles(t, map[string]string{"main.pp": tt.src})
			for _, run := range []struct {
				taint bool
				want  string
			}{{false, tt.exact}, {true, tt.bound}} {
				tr, _ := Run(t.Context(), prog, Options{Taint: run.taint})
				if tr.Error != "" {
					t.Fatalf("taint %v: run failed: %s", run.taint, tr.Error)
				}
				if got := jsonOf(tr.Outputs["o"]); got != run.want {
					t.Errorf("taint %v: output = %s, want %s", run.taint, got, run.want)
				}
			}
		})
	}
}
