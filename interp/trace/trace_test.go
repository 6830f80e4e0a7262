package trace

import (
	"encoding/json"
	"strings"
	"testing"
)

func compactJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

func TestNormalize(t *testing.T) {
	tests := []struct {
		name  string
		raw   string
		check func(t *testing.T, tr *Trace)
	}{
		{
			name: "URNs follow the parent chain without the stack",
			raw: `{"resources": [
				{"type": "pulumi:pulumi:Stack", "name": "project-stack", "urn": "s"},
				{"type": "components:index:Pet", "name": "a", "urn": "sdk-a", "parent": "s", "custom": false, "inputs": {}},
				{"type": "random:index/randomPet:RandomPet", "name": "a-pet", "urn": "sdk-a-pet", "parent": "sdk-a", "custom": true, "inputs": {"length": 2}}
			], "outputs": {}}`,
			check: func(t *testing.T, tr *Trace) {
				if len(tr.Resources) != 2 {
					t.Fatalf("got %d resources, want 2 (the stack is dropped)", len(tr.Resources))
				}
				byName := map[string]Resource{}
				for _, r := range tr.Resources {
					byName[r.Name] = r
				}
				pet, a := byName["a-pet"], byName["a"]
				want := "urn:pulumi:stack::project::components:index:Pet$random:index/randomPet:RandomPet::a-pet"
				if pet.URN != want {
					t.Errorf("URN %q, want %q", pet.URN, want)
				}
				if pet.Parent != a.URN {
					t.Errorf("parent %q, want %q", pet.Parent, a.URN)
				}
				if a.Parent != "" {
					t.Errorf("a child of the stack has parent %q", a.Parent)
				}
			},
		},
		{
			// Python's mocks qualify the type of a child of the stack with
			// the stack's type; a urn read as a value is the resource's
			// canonical URN too, inside secrets, lists and invoke arguments.
			name: "URNs read as values are canonical",
			raw: `{"resources": [
				{"type": "pulumi:pulumi:Stack", "name": "project-stack", "urn": "urn:pulumi:stack::project::pulumi:pulumi:Stack::project-stack"},
				{"type": "t:index:R", "name": "x", "urn": "urn:pulumi:stack::project::pulumi:pulumi:Stack$t:index:R::x", "parent": "urn:pulumi:stack::project::pulumi:pulumi:Stack::project-stack", "custom": true, "inputs": {}}
			], "invokes": [{"token": "t:index:get", "args": {"owners": ["urn:pulumi:stack::project::pulumi:pulumi:Stack$t:index:R::x"]}}],
			"outputs": {"u": {"$secret": "urn:pulumi:stack::project::pulumi:pulumi:Stack$t:index:R::x"}, "other": "urn:pulumi:stack::project::t:index:R::y",
				"text": "a urn:pulumi:stack::project::pulumi:pulumi:Stack$t:index:R::x and urn:pulumi:stack::project::pulumi:pulumi:Stack$t:index:R::xy"}}`,
			check: func(t *testing.T, tr *Trace) {
				want := "urn:pulumi:stack::project::t:index:R::x"
				if got, w := tr.Outputs["text"], "a "+want+" and urn:pulumi:stack::project::pulumi:pulumi:Stack$t:index:R::xy"; got != w {
					t.Errorf("a URN inside a string: %v, want %v", got, w)
				}
				if got := compactJSON(tr.Outputs["u"]); got != `{"$secret":"`+want+`"}` {
					t.Errorf("output u %s, want the secret %s", got, want)
				}
				if got := compactJSON(tr.Invokes[0].Args["owners"]); got != `["`+want+`"]` {
					t.Errorf("invoke owners %s, want [%s]", got, want)
				}
				if got := tr.Outputs["other"]; got != "urn:pulumi:stack::project::t:index:R::y" {
					t.Errorf("a string that is no resource's URN became %v", got)
				}
			},
		},
		{
			name: "a duplicate URN is the run's error",
			raw: `{"resources": [
				{"type": "t:index:R", "name": "x", "urn": "1", "custom": true, "inputs": {}},
				{"type": "t:index:R", "name": "x", "urn": "2", "custom": true, "inputs": {}}
			], "outputs": {}}`,
			check: func(t *testing.T, tr *Trace) {
				if !strings.Contains(tr.Error, "Duplicate resource URN 'urn:pulumi:stack::project::t:index:R::x'") {
					t.Errorf("error %q", tr.Error)
				}
			},
		},
		{
			name: "a secret inside a property makes the property secret; null inputs and (secret) null outputs are dropped",
			raw: `{"resources": [
				{"type": "t:index:R", "name": "x", "urn": "1", "custom": true,
				 "inputs": {"tags": {"a": {"$secret": "s"}, "b": "p"}, "gone": null}}
			], "outputs": {"o": [1, {"$secret": 2}], "none": null, "nonesecret": {"$secret": null}}}`,
			check: func(t *testing.T, tr *Trace) {
				got := string(tr.Canonical())
				for _, want := range []string{`"tags": {
          "$secret": {
            "a": "s",
            "b": "p"`, `"o": {
      "$secret": [
        1,
        2`} {
					if !strings.Contains(got, want) {
						t.Errorf("canonical trace lacks %s:\n%s", want, got)
					}
				}
				if strings.Contains(got, "gone") || strings.Contains(got, "none") {
					t.Errorf("a null input or output is kept:\n%s", got)
				}
			},
		},
		{
			name: "null properties are dropped at every depth of inputs, invoke arguments and outputs; list elements stay",
			raw: `{"resources": [
				{"type": "t:index:R", "name": "x", "urn": "1", "custom": true,
				 "inputs": {"tags": {"Name": null, "b": "p"}, "meta": {"inner": {"ts": null}}, "list": [null, {"a": null}]}}
			], "invokes": [{"token": "t:index:f", "args": {"o": {"gone": null, "kept": 1}}}],
			"outputs": {"o": {"gone": null, "l": [null, {"a": null, "b": 2}], "s": {"$secret": {"x": null}}}}}`,
			check: func(t *testing.T, tr *Trace) {
				got := compactJSON(tr.Resources[0].Inputs) + compactJSON(tr.Invokes[0].Args) + compactJSON(tr.Outputs["o"])
				want := `{"list":[null,{}],"meta":{"inner":{}},"tags":{"b":"p"}}{"o":{"kept":1}}{"$secret":{"l":[null,{"b":2}],"s":{}}}`
				if got != want {
					t.Errorf("got %s, want %s", got, want)
				}
			},
		},
		{
			name: "invoke arguments compare without secret markers, resource inputs with them",
			raw: `{"resources": [
				{"type": "t:index:R", "name": "x", "urn": "1", "custom": true, "inputs": {"a": {"$secret": "s"}}}
			], "invokes": [{"token": "t:index:f", "args": {"a": {"$secret": "s"}, "l": [1, {"$secret": 2}]}}], "outputs": {}}`,
			check: func(t *testing.T, tr *Trace) {
				got := compactJSON(tr.Resources[0].Inputs) + compactJSON(tr.Invokes[0].Args)
				want := `{"a":{"$secret":"s"}}{"a":"s","l":[1,2]}`
				if got != want {
					t.Errorf("got %s, want %s", got, want)
				}
			},
		},
		{
			name: "a provider's inputs held as JSON text compare as their values",
			raw: `{"resources": [
				{"type": "pulumi:providers:aws", "name": "p", "urn": "1", "custom": true,
				 "inputs": {"skip": "false", "n": "3", "tags": "{\"a\":\"b\"}", "region": "us-west-2", "s": {"$secret": "true"}, "same": true}},
				{"type": "t:index:R", "name": "r", "urn": "2", "custom": true, "inputs": {"skip": "false"}}
			], "outputs": {}}`,
			check: func(t *testing.T, tr *Trace) {
				got := compactJSON(tr.Resources[0].Inputs) + compactJSON(tr.Resources[1].Inputs)
				want := `{"n":3,"region":"us-west-2","s":{"$secret":true},"same":true,"skip":false,"tags":{"a":"b"}}{"skip":"false"}`
				if got != want {
					t.Errorf("got %s, want %s", got, want)
				}
			},
		},
		{
			name: "paths under the root compare as the placeholder",
			raw:  `{"root": "/work/a", "outputs": {"cwd": "/work/a", "file": "/work/a/x.txt", "other": "/work/ab"}}`,
			check: func(t *testing.T, tr *Trace) {
				if tr.Outputs["cwd"] != RootPlaceholder || tr.Outputs["file"] != RootPlaceholder+"/x.txt" || tr.Outputs["other"] != RootPlaceholder+"b" {
					t.Errorf("outputs %v", tr.Outputs)
				}
			},
		},
		{
			name: "resource references and providers use canonical URNs; numbers are float64",
			raw: `{"resources": [
				{"type": "pulumi:providers:t", "name": "p", "urn": "sdk-p", "custom": true, "inputs": {}},
				{"type": "t:index:R", "name": "x", "urn": "sdk-x", "custom": true, "provider": "sdk-p::p_id", "inputs": {"n": 1, "ref": {"$resource": "sdk-p"}}}
			], "outputs": {}}`,
			check: func(t *testing.T, tr *Trace) {
				x := tr.Resources[0]
				if x.Name != "x" {
					x = tr.Resources[1]
				}
				if x.Provider != "urn:pulumi:stack::project::pulumi:providers:t::p::p_id" {
					t.Errorf("provider %q", x.Provider)
				}
				if ref, _ := x.Inputs["ref"].(map[string]any); ref["$resource"] != "urn:pulumi:stack::project::pulumi:providers:t::p" {
					t.Errorf("ref %v", x.Inputs["ref"])
				}
				if _, ok := x.Inputs["n"].(float64); !ok {
					t.Errorf("n is %T", x.Inputs["n"])
				}
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tr, err := Parse([]byte(tt.raw))
			if err != nil {
				t.Fatal(err)
			}
			tt.check(t, tr)
		})
	}
}

func TestEqualIgnoresErrorWording(t *testing.T) {
	a, _ := Parse([]byte(`{"error": "boom", "outputs": {"x": 1}}`))
	b, _ := Parse([]byte(`{"error": "kaboom", "outputs": {}}`))
	c, _ := Parse([]byte(`{"outputs": {}}`))
	if !Equal(a, b) {
		t.Error("two failed runs differ")
	}
	if Equal(a, c) {
		t.Error("a failed run equals one that succeeded")
	}
	if d := Diff(a, c); d == "" {
		t.Error("no diff between a failed run and one that succeeded")
	}
}

// TestEqualIgnoresSignOfZero: -0 and 0 are one number in a trace, as in
// JavaScript's JSON; other numbers still differ.
func TestEqualIgnoresSignOfZero(t *testing.T) {
	a, _ := Parse([]byte(`{"outputs": {"x": -0, "y": [0.0]}}`))
	b, _ := Parse([]byte(`{"outputs": {"x": 0, "y": [-0.0]}}`))
	c, _ := Parse([]byte(`{"outputs": {"x": 0, "y": [-0.5]}}`))
	if !Equal(a, b) {
		t.Errorf("-0 and 0 differ:\n%s", Diff(a, b))
	}
	if Equal(a, c) {
		t.Error("0 equals -0.5")
	}
}
