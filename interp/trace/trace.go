// Package trace is the record of one run of a Pulumi program: input the
// resource registrations, invokes and stack outputs that a run observed
// (from pclgen's interpreter, or from a generated program run under an SDK's
// mocks), output a canonical Trace that two runs can be compared by.
//
// Every producer writes the same JSON document (see Raw); Normalize turns it
// into the canonical form: engine URNs computed from the parent chain, the
// stack's own resource dropped, entries sorted, numbers as float64, a secret
// anywhere in a property lifted to the whole property (invoke arguments
// without secret markers), null inputs dropped,
// and the engine's checks applied (a duplicate URN is the run's error).
//
// # Raw JSON
//
//	{
//	  "resources": [{
//	    "type": "random:index/randomPet:RandomPet",
//	    "name": "pet",
//	    "urn": "<the URN the SDK gave the resource>",
//	    "parent": "<the SDK URN of its parent, or empty>",
//	    "custom": true,
//	    "provider": "<provider reference urn::id, or empty>",
//	    "inputs": {VALUE...},
//	    "options": {"protect": true, "ignoreChanges": ["a"], ...}
//	  }],
//	  "invokes": [{"token": "std:index:abs", "args": {VALUE...}}],
//	  "outputs": {"name": VALUE},
//	  "error": "message when the program failed"
//	}
//
// A VALUE is JSON (null, bool, number, string, array, object), or one of
// these one-key objects:
//
//	{"$secret": VALUE}        a secret value
//	{"$unknown": true}        a value unknown during the run
//	{"$asset": {"text"|"path"|"uri": "..."}}
//	{"$archive": {"path"|"uri": "..."}} or {"$archive": {"assets": {NAME: VALUE}}}
//	{"$resource": "URN"}      a resource reference
//
// Options are recorded only when they are set (not their zero value), lists
// of property names as sets (sorted, without repeats); the names are those of
// the RegisterResourceRequest: protect, retainOnDelete,
// deleteBeforeReplace, ignoreChanges, replaceOnChanges,
// additionalSecretOutputs, version, pluginDownloadURL, importId,
// customTimeouts ({create, update, delete}), hideDiffs, replaceWith.
package trace

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"path/filepath"
	"sort"
	"strings"
)

// RootStackType is the type of the stack resource that SDKs register for a
// program; it is not part of a trace.
const RootStackType = "pulumi:pulumi:Stack"

// Raw is a trace as a producer writes it.
type Raw struct {
	Resources []RawResource  `json:"resources"`
	Invokes   []Invoke       `json:"invokes"`
	Outputs   map[string]any `json:"outputs"`
	Error     string         `json:"error,omitempty"`
	// Root is the directory the program ran in (its root directory and
	// working directory). Normalize writes it as RootPlaceholder wherever a
	// string starts with it, so that runs in different directories compare.
	Root string `json:"root,omitempty"`
}

// RootPlaceholder stands for the directory a program ran in, in canonical
// traces.
const RootPlaceholder = "<root>"

// ParseIn is Parse for a program that ran in the directory root (see
// Raw.Root); a root that the trace itself names wins.
func ParseIn(data []byte, root string) (*Trace, error) {
	var raw Raw
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&raw); err != nil {
		return nil, fmt.Errorf("decoding trace: %w", err)
	}
	if raw.Root == "" {
		raw.Root = root
	}
	return Normalize(&raw)
}

// RawResource is one resource registration as a producer saw it.
type RawResource struct {
	Type     string         `json:"type"`
	Name     string         `json:"name"`
	URN      string         `json:"urn"`
	Parent   string         `json:"parent,omitempty"`
	Custom   bool           `json:"custom"`
	Provider string         `json:"provider,omitempty"`
	Inputs   map[string]any `json:"inputs"`
	Options  map[string]any `json:"options,omitempty"`
}

// Invoke is one invoke or method call with its arguments.
type Invoke struct {
	Token string         `json:"token"`
	Args  map[string]any `json:"args"`
}

// Resource is a resource registration in canonical form.
type Resource struct {
	URN      string         `json:"urn"`
	Type     string         `json:"type"`
	Name     string         `json:"name"`
	Parent   string         `json:"parent,omitempty"`
	Custom   bool           `json:"custom"`
	Provider string         `json:"provider,omitempty"`
	Inputs   map[string]any `json:"inputs"`
	Options  map[string]any `json:"options,omitempty"`
}

// Trace is a run in canonical form. Two runs did the same thing when their
// traces' Canonical encodings are equal.
type Trace struct {
	Resources []Resource     `json:"resources"`
	Invokes   []Invoke       `json:"invokes"`
	Outputs   map[string]any `json:"outputs"`
	// Error is the run's error, or "". Only its presence is compared: each
	// SDK words its errors its own way.
	Error string `json:"error,omitempty"`
	// Root is the directory the program ran in (absolute), which the
	// trace's strings name as RootPlaceholder; "" when not known.
	Root string `json:"-"`
	// Inexact, in the interpreter's traces, is the message of the first
	// operation whose whole-number value is beyond the range the target
	// languages agree on (beyond 2^53 and not a float64, or beyond a 64-bit
	// integer), or "": a run that computed one is not compared with the
	// programs' (see mockrun.Incomparable).
	Inexact string `json:"-"`
}

// Parse decodes a raw trace and normalizes it.
func Parse(data []byte) (*Trace, error) { return ParseIn(data, "") }

// Normalize computes the canonical trace of a raw one.
func Normalize(raw *Raw) (*Trace, error) {
	t := &Trace{Error: raw.Error, Outputs: map[string]any{}}
	if raw.Root != "" {
		root := filepath.Clean(raw.Root)
		if abs, err := filepath.Abs(root); err == nil {
			root = abs
		}
		t.Root = root
		defer func() { t.replaceRoot(root) }()
	}
	byURN := map[string]*RawResource{}
	for i := range raw.Resources {
		r := &raw.Resources[i]
		if r.URN != "" {
			byURN[r.URN] = r
		}
	}
	canon := map[string]string{}
	var urnOf func(r *RawResource, depth int) (urn, qualified string)
	urnOf = func(r *RawResource, depth int) (string, string) {
		qualified := r.Type
		if p, ok := byURN[r.Parent]; ok && p.Type != RootStackType && depth < 64 && p != r {
			_, pq := urnOf(p, depth+1)
			qualified = pq + "$" + r.Type
		}
		return "urn:pulumi:" + stackOf(raw) + "::" + projectOf(raw) + "::" + qualified + "::" + r.Name, qualified
	}
	for i := range raw.Resources {
		r := &raw.Resources[i]
		if r.Type == RootStackType {
			continue
		}
		u, _ := urnOf(r, 0)
		if r.URN != "" {
			canon[r.URN] = u
		}
	}
	seen := map[string]bool{}
	for i := range raw.Resources {
		r := &raw.Resources[i]
		if r.Type == RootStackType {
			continue
		}
		u, _ := urnOf(r, 0)
		if seen[u] && t.Error == "" {
			t.Error = fmt.Sprintf("Duplicate resource URN '%s'; try giving it a unique name", u)
		}
		seen[u] = true
		res := Resource{
			URN:      u,
			Type:     r.Type,
			Name:     r.Name,
			Parent:   canon[r.Parent],
			Custom:   r.Custom,
			Provider: canonProvider(r.Provider, canon),
			Inputs:   canonProperties(r.Inputs, canon, true),
		}
		if strings.HasPrefix(r.Type, "pulumi:providers:") {
			res.Inputs = providerInputs(res.Inputs)
		}
		if len(r.Options) > 0 {
			opts := map[string]any{}
			for k, v := range r.Options {
				if cv := canonValue(v, canon); !isZero(cv) {
					if unorderedOptions[k] {
						cv = sortedSet(cv)
					}
					opts[k] = cv
				}
			}
			if len(opts) > 0 {
				res.Options = opts
			}
		}
		t.Resources = append(t.Resources, res)
	}
	sort.SliceStable(t.Resources, func(i, j int) bool { return t.Resources[i].URN < t.Resources[j].URN })
	for _, inv := range raw.Invokes {
		// An argument's secrecy is the SDK's to tell the provider: Node's
		// and Python's output-form invokes resolve their arguments and send
		// plain values (the result comes back secret), Go's keeps the
		// marker. What a program does with the result is compared.
		args, _ := StripSecret(canonProperties(inv.Args, canon, true))
		t.Invokes = append(t.Invokes, Invoke{Token: inv.Token, Args: args.(map[string]any)})
	}
	sort.SliceStable(t.Invokes, func(i, j int) bool {
		if t.Invokes[i].Token != t.Invokes[j].Token {
			return t.Invokes[i].Token < t.Invokes[j].Token
		}
		return string(mustJSON(t.Invokes[i].Args)) < string(mustJSON(t.Invokes[j].Args))
	})
	for k, v := range raw.Outputs {
		// A null output is no output: the engine does not keep it, and
		// JavaScript leaves an undefined export out. A secret null is no
		// output either (an unset secret config is undefined in
		// TypeScript and a nil pointer in Go). A null property of an
		// object in an output is no property, as in inputs: Node's SDK
		// leaves undefined properties out, and Go's nil map entries.
		if cv := canonValue(v, canon); cv != nil {
			if lv := LiftSecret(dropNullProperties(cv, 0)); !isSecretNull(lv) {
				t.Outputs[k] = lv
			}
		}
	}
	return t, nil
}

// unorderedOptions are the options whose lists are sets of property names:
// SDKs merge the program's list with the ones their resource classes add
// (additionalSecretOutputs from the schema's secret outputs) in no set order.
var unorderedOptions = map[string]bool{
	"additionalSecretOutputs": true,
	"ignoreChanges":           true,
	"replaceOnChanges":        true,
	"hideDiffs":               true,
}

// sortedSet returns a list of strings sorted and without repeats; other
// values are returned as they are.
func sortedSet(v any) any {
	list, ok := v.([]any)
	if !ok {
		return v
	}
	strs := make([]string, 0, len(list))
	for _, e := range list {
		s, ok := e.(string)
		if !ok {
			return v
		}
		strs = append(strs, s)
	}
	sort.Strings(strs)
	out := make([]any, 0, len(strs))
	for i, s := range strs {
		if i == 0 || s != strs[i-1] {
			out = append(out, s)
		}
	}
	return out
}

// Project and stack names every producer uses for mock runs.
const (
	Project = "project"
	Stack   = "stack"
)

func stackOf(*Raw) string   { return Stack }
func projectOf(*Raw) string { return Project }

// canonProvider maps "sdkURN::id" to "canonicalURN::id".
func canonProvider(ref string, canon map[string]string) string {
	if ref == "" {
		return ""
	}
	if i := strings.LastIndex(ref, "::"); i >= 0 {
		if u, ok := canon[ref[:i]]; ok {
			return u + "::" + ref[i+2:]
		}
	}
	return ref
}

// canonProperties canonicalizes an input or argument map: null properties
// are dropped (the engine does not see them) and a secret anywhere inside a
// property makes the whole property secret.
func canonProperties(m map[string]any, canon map[string]string, dropNull bool) map[string]any {
	out := map[string]any{}
	for k, v := range m {
		cv := canonValue(v, canon)
		if cv == nil && dropNull {
			continue
		}
		if dropNull {
			cv = dropNullProperties(cv, 0)
		}
		out[k] = LiftSecret(cv)
	}
	return out
}

// dropNullProperties drops the null-valued properties of objects and maps
// at every depth (no provider tells a null property from a missing one, and
// the SDKs leave undefined properties out); list elements stay, null or not.
func dropNullProperties(v any, depth int) any {
	if depth > 1024 {
		return v
	}
	switch v := v.(type) {
	case []any:
		out := make([]any, len(v))
		for i, e := range v {
			out[i] = dropNullProperties(e, depth+1)
		}
		return out
	case map[string]any:
		if len(v) == 1 {
			for k, e := range v {
				if strings.HasPrefix(k, "$") {
					return map[string]any{k: dropNullProperties(e, depth+1)}
				}
			}
		}
		out := make(map[string]any, len(v))
		for k, e := range v {
			if e != nil {
				out[k] = dropNullProperties(e, depth+1)
			}
		}
		return out
	}
	return v
}

// providerInputs canonicalizes the inputs of a provider resource: the
// provider SDKs send every input that is not a string as its JSON text
// (TypeScript and Python), or as the value itself (Go); a string that holds
// JSON other than a string is read as that value.
func providerInputs(m map[string]any) map[string]any {
	for k, v := range m {
		inner, secret := v, false
		if w, ok := v.(map[string]any); ok && len(w) == 1 {
			if x, ok := w["$secret"]; ok {
				inner, secret = x, true
			}
		}
		str, ok := inner.(string)
		if !ok {
			continue
		}
		dec := json.NewDecoder(strings.NewReader(str))
		dec.UseNumber()
		var x any
		if dec.Decode(&x) != nil || dec.More() {
			continue
		}
		switch x.(type) {
		case bool, json.Number, []any, map[string]any:
		default:
			continue
		}
		cv := LiftSecret(dropNullProperties(canonValue(x, nil), 0))
		if secret {
			cv = LiftSecret(map[string]any{"$secret": cv})
		}
		m[k] = cv
	}
	return m
}

// canonValue converts a decoded JSON value to canonical form: json.Number
// and other numbers become float64, wrappers stay maps with one "$" key
// (their contents canonicalized), resource references use canonical URNs,
// and so do strings that are a resource's URN as an SDK's mocks made it (a
// resource's urn read as a value: Python's mocks qualify the type of a
// resource whose parent is the stack with the stack's type, as the engine
// does not).
// canonURNsIn replaces the SDK URNs within s (a URN interpolated into a
// string) by their canonical URNs: the longest URN that starts where
// "urn:pulumi:" does and is not followed by more of a name (a letter, a
// digit, '-', '_' or '.'), so that the URN of a resource named "x" is not
// found in that of one named "xy".
func canonURNsIn(s string, canon map[string]string) string {
	var keys []string
	for sdk, u := range canon {
		if sdk != u && strings.Contains(s, sdk) {
			keys = append(keys, sdk)
		}
	}
	if len(keys) == 0 {
		return s
	}
	sort.Slice(keys, func(i, j int) bool {
		if len(keys[i]) != len(keys[j]) {
			return len(keys[i]) > len(keys[j])
		}
		return keys[i] < keys[j]
	})
	nameByte := func(c byte) bool {
		return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.'
	}
	var b strings.Builder
	for {
		at := strings.Index(s, "urn:pulumi:")
		if at < 0 {
			break
		}
		b.WriteString(s[:at])
		s = s[at:]
		n := len("urn:pulumi:")
		replaced := false
		for _, k := range keys {
			if strings.HasPrefix(s, k) && (len(s) == len(k) || !nameByte(s[len(k)])) {
				b.WriteString(canon[k])
				n, replaced = len(k), true
				break
			}
		}
		if !replaced {
			b.WriteString(s[:n])
		}
		s = s[n:]
	}
	b.WriteString(s)
	return b.String()
}

func canonValue(v any, canon map[string]string) any {
	switch v := v.(type) {
	case string:
		if u, ok := canon[v]; ok {
			return u
		}
		if strings.Contains(v, "urn:pulumi:") {
			return canonURNsIn(v, canon)
		}
		return v
	case json.Number:
		f, err := v.Float64()
		if err != nil {
			return v.String()
		}
		return canonFloat(f)
	case float64:
		return canonFloat(v)
	case float32:
		return canonFloat(float64(v))
	case int:
		return float64(v)
	case int64:
		return float64(v)
	case []any:
		out := make([]any, len(v))
		for i, e := range v {
			out[i] = canonValue(e, canon)
		}
		return out
	case map[string]any:
		if len(v) == 1 {
			if inner, ok := v["$resource"]; ok {
				if s, ok := inner.(string); ok {
					if u, ok := canon[s]; ok {
						return map[string]any{"$resource": u}
					}
				}
				return map[string]any{"$resource": inner}
			}
			if _, ok := v["$unknown"]; ok {
				return map[string]any{"$unknown": true}
			}
		}
		out := make(map[string]any, len(v))
		for k, e := range v {
			out[k] = canonValue(e, canon)
		}
		return out
	default:
		return v
	}
}

// canonFloat returns f with -0 as 0: a JSON number has no sign of zero in
// JavaScript (JSON.stringify(-0) is "0"), so no trace can tell them apart.
func canonFloat(f float64) float64 {
	if f == 0 {
		return 0
	}
	return f
}

// isSecretNull reports whether v is {"$secret": null}.
func isSecretNull(v any) bool {
	m, ok := v.(map[string]any)
	if !ok || len(m) != 1 {
		return false
	}
	inner, ok := m["$secret"]
	return ok && inner == nil
}

// LiftSecret returns a value that holds a secret anywhere as one secret of
// its contents with the inner secret markers removed (as Normalize compares
// properties and outputs).
func LiftSecret(v any) any {
	inner, secret := StripSecret(v)
	if secret {
		return map[string]any{"$secret": inner}
	}
	return inner
}

// StripSecret removes every secret marker from v and reports whether it
// had one.
func StripSecret(v any) (any, bool) {
	switch v := v.(type) {
	case []any:
		out := make([]any, len(v))
		found := false
		for i, e := range v {
			var s bool
			out[i], s = StripSecret(e)
			found = found || s
		}
		return out, found
	case map[string]any:
		if len(v) == 1 {
			if inner, ok := v["$secret"]; ok {
				in, _ := StripSecret(inner)
				return in, true
			}
		}
		out := make(map[string]any, len(v))
		found := false
		for k, e := range v {
			var s bool
			out[k], s = StripSecret(e)
			found = found || s
		}
		return out, found
	}
	return v, false
}

func isZero(v any) bool {
	switch v := v.(type) {
	case nil:
		return true
	case bool:
		return !v
	case string:
		return v == ""
	case float64:
		return v == 0 && !math.Signbit(v)
	case []any:
		return len(v) == 0
	case map[string]any:
		return len(v) == 0
	}
	return false
}

// Canonical returns the trace's canonical JSON: indented, keys sorted.
func (t *Trace) Canonical() []byte {
	c := *t
	if c.Error != "" {
		// Only the presence of an error is compared.
		c = Trace{Error: "the program failed", Outputs: map[string]any{}}
	}
	if c.Resources == nil {
		c.Resources = []Resource{}
	}
	if c.Invokes == nil {
		c.Invokes = []Invoke{}
	}
	return mustJSON(c)
}

// Equal reports whether two traces record the same behaviour.
func Equal(a, b *Trace) bool { return bytes.Equal(a.Canonical(), b.Canonical()) }

func mustJSON(v any) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		panic(err)
	}
	return buf.Bytes()
}

// replaceRoot writes root as RootPlaceholder wherever it occurs in a
// string value of the trace.
// NameRoot writes dir as RootPlaceholder wherever a string of t holds it,
// as Normalize does for the directory the program ran in: a program run
// under mocks answered by the interpreter's run in dir (a resource's state
// computed from cwd()) holds dir where the interpreter's trace has the
// placeholder. t is modified.
func (t *Trace) NameRoot(dir string) {
	if dir != "" {
		t.replaceRoot(dir)
	}
}

func (t *Trace) replaceRoot(root string) {
	for i := range t.Resources {
		t.Resources[i].Inputs = replaceRootIn(t.Resources[i].Inputs, root).(map[string]any)
	}
	for i := range t.Invokes {
		t.Invokes[i].Args = replaceRootIn(t.Invokes[i].Args, root).(map[string]any)
	}
	t.Outputs = replaceRootIn(t.Outputs, root).(map[string]any)
}

func replaceRootIn(v any, root string) any {
	switch v := v.(type) {
	case string:
		return strings.ReplaceAll(v, root, RootPlaceholder)
	case []any:
		for i, e := range v {
			v[i] = replaceRootIn(e, root)
		}
		return v
	case map[string]any:
		for k, e := range v {
			v[k] = replaceRootIn(e, root)
		}
		return v
	}
	return v
}
