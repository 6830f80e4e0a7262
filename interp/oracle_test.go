package interp_test

// The outside oracle: the expected values that Pulumi's language conformance
// tests assert for the corpus's l1-, l2- and l3- programs, recorded as facts
// in testdata/conformance/oracle/<test>.json (see the README there), checked
// against what the interpreter does with the same program and config.

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/interp"
	"github.com/pclgen/pclgen/interp/trace"
)

const (
	oracleDir        = "../testdata/conformance/oracle"
	oracleCorpus     = "../../shared/corpus"
	oracleFailsFile  = "expected-failures.txt"
	oracleSchemaDir  = "conformance"
	oracleMaxReports = 6
)

// oracleStep is what one run of a conformance test must produce.
type oracleStep struct {
	// Config is the stack config by key (without the project prefix), as
	// the engine gets it.
	Config     map[string]string `json:"config"`
	SecretKeys []string          `json:"secretKeys"`
	// Outputs are stack outputs that must equal these trace values.
	Outputs map[string]any `json:"outputs"`
	// ExactOutputs says the test asserts the whole set of stack outputs:
	// there must be no output that the step does not name (in Outputs,
	// JSONOutputs, SecretOutputs, PrefixOutputs or DirOutputs).
	ExactOutputs bool `json:"exactOutputs"`
	// SecretOptional names outputs the test accepts either plain or secret.
	SecretOptional []string `json:"secretOptional"`
	// SecretOutputs names outputs that must be secret (value not asserted).
	SecretOutputs []string `json:"secretOutputs"`
	// JSONOutputs are outputs that must be strings holding this JSON value
	// (not secret).
	JSONOutputs map[string]any `json:"jsonOutputs"`
	// PrefixOutputs are string outputs that must start with, and be longer
	// than, the given prefix.
	PrefixOutputs map[string]string `json:"prefixOutputs"`
	// DirOutputs are outputs that must be the project's directory (the
	// test's, above a main directory) joined
	// with the given relative path.
	DirOutputs map[string]string `json:"dirOutputs"`
	// Resources must be registered, each with these properties.
	Resources []oracleResource `json:"resources"`
	// Counts are the numbers of registered resources of a type.
	Counts map[string]int `json:"counts"`
	// IDs are the IDs the provider gives the named resources.
	IDs map[string]string `json:"ids"`
	// StackReferences are the outputs of the stacks the program references
	// (the engine's side of the test), given to the run.
	StackReferences map[string]map[string]any `json:"stackReferences"`
	// Error says whether the run fails.
	Error *bool `json:"error"`
}

// oracleResource is a resource a step must register.
type oracleResource struct {
	Type string `json:"type"`
	Name string `json:"name"`
	// Inputs are properties the resource must have: in the inputs the
	// program sends, or else in the state the provider returns.
	Inputs map[string]any `json:"inputs"`
	// State are properties the provider's state must have (the state wins
	// over the inputs).
	State map[string]any `json:"state"`
	// Provider is "TYPE::NAME" of the explicit provider the resource uses.
	Provider string `json:"provider"`
	// Parent is "TYPE::NAME" of the resource's parent; "stack" says the
	// parent is the stack (no parent in the trace).
	Parent string `json:"parent"`
	// Options are resource options the registration must carry, by their
	// trace name (interp/trace/trace.go); null says the option must not be
	// set. customTimeouts is compared in seconds ({"create": 300}),
	// replaceWith as a list of "TYPE::NAME".
	Options map[string]any `json:"options"`
}

// oracleFile is one test's oracle: one step, or Steps.
type oracleFile struct {
	Test string `json:"test"`
	// Main is the project's main directory, relative to the test's.
	Main string `json:"main"`
	oracleStep
	Steps []oracleStep `json:"steps"`
}

func TestOracle(t *testing.T) {
	corpusRoot := oracleCorpus
	if _, err := os.Stat(filepath.Join(corpusRoot, "programs")); err != nil {
		if os.Getenv(gentest.ChecksEnv) == "1" {
			t.Fatalf("the corpus is missing: %v", err)
		}
		t.Skipf("skipping the conformance oracle: no corpus at %s (%v)", corpusRoot, err)
	}
	files, err := filepath.Glob(filepath.Join(oracleDir, "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no oracle files in %s: %v", oracleDir, err)
	}
	expected, err := readOracleFailures(filepath.Join(oracleDir, oracleFailsFile))
	if err != nil {
		t.Fatal(err)
	}
	bindOpts := readManifestBindOptions(filepath.Join(corpusRoot, "manifest.tsv"))
	loaders := map[string]*schema.Loader{}

	var agree, disagree []string
	nowPass := []string{}
	// PCLGEN_ORACLE_UPDATE=1 rewrites the expected failures from this run,
	// each with its first disagreement as the reason.
	update := os.Getenv("PCLGEN_ORACLE_UPDATE") == "1"
	updated := map[string]string{}
	seen := map[string]bool{}
	for _, file := range files {
		var o oracleFile
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		dec := json.NewDecoder(strings.NewReader(string(data)))
		dec.UseNumber()
		dec.DisallowUnknownFields()
		if err := dec.Decode(&o); err != nil {
			t.Errorf("%s: %v", file, err)
			continue
		}
		if want := strings.TrimSuffix(filepath.Base(file), ".json"); o.Test != want {
			t.Errorf("%s: names test %q", file, o.Test)
			continue
		}
		seen[o.Test] = true
		problems := checkOracle(t, corpusRoot, &o, bindOpts[o.Test], loaders)
		_, listed := expected[o.Test]
		if update {
			if len(problems) > 0 {
				updated[o.Test] = problems[0]
			}
			listed = len(problems) > 0
			expected[o.Test] = updated[o.Test]
		}
		switch {
		case len(problems) == 0 && listed:
			nowPass = append(nowPass, o.Test)
			agree = append(agree, o.Test)
		case len(problems) == 0:
			agree = append(agree, o.Test)
		case listed:
			disagree = append(disagree, o.Test)
			t.Logf("%s (expected failure: %s):\n  %s", o.Test, expected[o.Test], strings.Join(limit(problems), "\n  "))
		default:
			disagree = append(disagree, o.Test)
			t.Errorf("%s disagrees with the conformance test:\n  %s", o.Test, strings.Join(limit(problems), "\n  "))
		}
	}
	if update {
		if err := writeOracleFailures(filepath.Join(oracleDir, oracleFailsFile), updated); err != nil {
			t.Fatal(err)
		}
		expected = updated
	}
	for name := range expected {
		if !seen[name] {
			t.Errorf("%s: listed in %s but has no oracle file", name, oracleFailsFile)
		}
	}
	sort.Strings(nowPass)
	for _, name := range nowPass {
		t.Logf("%s now agrees with the oracle: remove it from %s", name, oracleFailsFile)
	}
	t.Logf("oracle: %d tests recorded, %d agree, %d disagree (%d listed as expected failures)",
		len(agree)+len(disagree), len(agree), len(disagree), len(expected))
}

func limit(ps []string) []string {
	if len(ps) > oracleMaxReports {
		return append(ps[:oracleMaxReports:oracleMaxReports], fmt.Sprintf("... and %d more", len(ps)-oracleMaxReports))
	}
	return ps
}

// checkOracle runs every step of o and returns what disagrees.
func checkOracle(t *testing.T, corpusRoot string, o *oracleFile, bindOptions string, loaders map[string]*schema.Loader) []string {
	testDir := filepath.Join(corpusRoot, "programs", o.Test)
	steps := o.Steps
	if len(steps) == 0 {
		steps = []oracleStep{o.oracleStep}
	}
	loader := oracleLoader(corpusRoot, o.Test, loaders)
	var problems []string
	for i := range steps {
		dir := testDir
		if len(o.Steps) > 0 {
			if st, err := os.Stat(filepath.Join(testDir, strconv.Itoa(i))); err == nil && st.IsDir() {
				dir = filepath.Join(testDir, strconv.Itoa(i))
			}
		}
		projectDir := dir
		if o.Main != "" {
			dir = filepath.Join(dir, o.Main)
		}
		prefix := ""
		if len(o.Steps) > 0 {
			prefix = fmt.Sprintf("step %d: ", i)
		}
		for _, p := range checkStep(dir, projectDir, &steps[i], oracleBindOptions(bindOptions, loader)) {
			problems = append(problems, prefix+p)
		}
	}
	return problems
}

func oracleBindOptions(column string, loader *schema.Loader) binder.Options {
	has := func(opt string) bool {
		for _, o := range strings.Split(column, ",") {
			if strings.TrimSpace(o) == opt {
				return true
			}
		}
		return false
	}
	return binder.Options{
		Loader:                 loader,
		SkipResourceTypecheck:  has("SkipResourceTypechecking"),
		SkipInvokeTypecheck:    has("SkipInvokeTypechecking"),
		AllowMissingVariables:  has("AllowMissingVariables"),
		AllowMissingProperties: has("AllowMissingProperties"),
	}
}

// oracleLoader returns the schema loader of a conformance test: the corpus's
// conformance schemas, with the test's own variants
// (<pkg>-<version>.<test>.json) substituted, as cmd/pclconform binds them.
func oracleLoader(corpusRoot, test string, loaders map[string]*schema.Loader) *schema.Loader {
	dir := filepath.Join(corpusRoot, "schemas", oracleSchemaDir)
	variants, _ := filepath.Glob(filepath.Join(dir, "*."+test+".json"))
	key := ""
	if len(variants) > 0 {
		key = test
	}
	if l, ok := loaders[key]; ok {
		return l
	}
	l := schema.NewLoader(dir)
	for _, v := range variants {
		base := strings.TrimSuffix(filepath.Base(v), "."+test+".json")
		if name, ok := oracleVariantPackage(base); ok {
			l.Substitute(name, v)
		}
	}
	loaders[key] = l
	return l
}

// oracleVariantPackage returns the package name of "<pkg>-<version>".
func oracleVariantPackage(base string) (string, bool) {
	for i := 1; i < len(base)-1; i++ {
		if base[i] != '-' {
			continue
		}
		rest := strings.TrimPrefix(base[i+1:], "v")
		if rest != "" && rest[0] >= '0' && rest[0] <= '9' {
			return base[:i], true
		}
	}
	return "", false
}

// checkStep binds and runs the program in dir (the project's main
// directory, in projectDir) and compares with s.
func checkStep(dir, projectDir string, s *oracleStep, opts binder.Options) (problems []string) {
	defer func() {
		if r := recover(); r != nil {
			problems = append(problems, fmt.Sprintf("panic: %v", r))
		}
	}()
	prog, diags := binder.BindDirectory(dir, opts)
	if diags.HasErrors() {
		return []string{"binding failed: " + diags.Error()}
	}
	config := map[string]string{}
	for k, v := range s.Config {
		config[k] = v
	}
	stackRefs := map[string]map[string]any{}
	for stack, outs := range s.StackReferences {
		stackRefs[stack] = map[string]any{}
		for k, v := range outs {
			stackRefs[stack][k] = canon(v)
		}
	}
	tr, mocks := interp.Run(context.Background(), prog, interp.Options{
		Config:           config,
		SecretKeys:       s.SecretKeys,
		RootDirectory:    dir,
		ProjectDirectory: projectDir,
		StackReferences:  stackRefs,
	})
	if tr == nil {
		return []string{"the run returned no trace"}
	}
	if mocks == nil {
		mocks = &trace.Mocks{}
	}
	failed := tr.Error != ""
	if s.Error != nil && *s.Error != failed {
		if failed {
			problems = append(problems, "the run failed: "+tr.Error)
		} else {
			problems = append(problems, "the run succeeded; the test expects an error")
		}
	}
	if failed && s.Error != nil && !*s.Error {
		// Nothing else is meaningful.
		return problems
	}
	problems = append(problems, checkOutputs(projectDir, s, tr.Outputs)...)
	problems = append(problems, checkResources(s, tr, mocks)...)
	return problems
}

func checkOutputs(dir string, s *oracleStep, outputs map[string]any) []string {
	var problems []string
	named := map[string]bool{}
	optional := map[string]bool{}
	for _, k := range s.SecretOptional {
		optional[k] = true
	}
	for _, k := range sortedKeys(s.Outputs) {
		named[k] = true
		want := canon(s.Outputs[k])
		got, ok := outputs[k]
		if !ok {
			problems = append(problems, fmt.Sprintf("output %q is missing; want %s", k, show(want)))
			continue
		}
		got = canon(got)
		if optional[k] {
			got = unsecret(got)
			want = unsecret(want)
		}
		if !valuesEqual(want, got) {
			problems = append(problems, fmt.Sprintf("output %q = %s; want %s", k, show(got), show(want)))
		}
	}
	for _, k := range s.SecretOutputs {
		named[k] = true
		got, ok := outputs[k]
		if !ok {
			problems = append(problems, fmt.Sprintf("output %q is missing", k))
		} else if !isSecret(canon(got)) {
			problems = append(problems, fmt.Sprintf("output %q = %s; want a secret", k, show(canon(got))))
		}
	}
	for _, k := range sortedKeys(s.JSONOutputs) {
		named[k] = true
		want := canon(s.JSONOutputs[k])
		got, ok := outputs[k]
		if !ok {
			problems = append(problems, fmt.Sprintf("output %q is missing; want JSON %s", k, show(want)))
			continue
		}
		str, isStr := canon(got).(string)
		var parsed any
		if !isStr || json.Unmarshal([]byte(str), &parsed) != nil || !valuesEqual(want, canon(parsed)) {
			problems = append(problems, fmt.Sprintf("output %q = %s; want JSON text of %s", k, show(canon(got)), show(want)))
		}
	}
	for _, k := range sortedKeys(s.PrefixOutputs) {
		named[k] = true
		prefix := s.PrefixOutputs[k]
		str, _ := canon(outputs[k]).(string)
		if !strings.HasPrefix(str, prefix) || len(str) == len(prefix) {
			problems = append(problems, fmt.Sprintf("output %q = %s; want a string that starts with %q and goes on", k, show(canon(outputs[k])), prefix))
		}
	}
	for _, k := range sortedKeys(s.DirOutputs) {
		named[k] = true
		str, _ := canon(outputs[k]).(string)
		want := filepath.Join(dir, s.DirOutputs[k])
		if !samePath(str, want) {
			problems = append(problems, fmt.Sprintf("output %q = %s; want the directory %s", k, show(canon(outputs[k])), want))
		}
	}
	if s.ExactOutputs {
		for _, k := range sortedKeys(outputs) {
			if !named[k] {
				problems = append(problems, fmt.Sprintf("unexpected output %q = %s", k, show(canon(outputs[k]))))
			}
		}
	}
	return problems
}

func samePath(a, b string) bool {
	if a == "" {
		return false
	}
	ra, err1 := filepath.EvalSymlinks(a)
	rb, err2 := filepath.EvalSymlinks(b)
	if err1 != nil || err2 != nil {
		aa, _ := filepath.Abs(a)
		bb, _ := filepath.Abs(b)
		return aa == bb
	}
	aa, _ := filepath.Abs(ra)
	bb, _ := filepath.Abs(rb)
	return aa == bb
}

func checkResources(s *oracleStep, tr *trace.Trace, mocks *trace.Mocks) []string {
	var problems []string
	for _, want := range s.Resources {
		var found []*trace.Resource
		for i := range tr.Resources {
			r := &tr.Resources[i]
			if r.Name == want.Name && sameType(r.Type, want.Type) {
				found = append(found, r)
			}
		}
		if len(found) != 1 {
			problems = append(problems, fmt.Sprintf("%d resources %s named %q; want 1", len(found), want.Type, want.Name))
			continue
		}
		r := found[0]
		state := map[string]any{}
		for k, v := range r.Inputs {
			state[k] = v
		}
		if m, ok := mocks.Resources[trace.MockKey(r.Type, r.Name)]; ok {
			for k, v := range m.State {
				state[k] = v
			}
		}
		for _, k := range sortedKeys(want.Inputs) {
			w := canon(want.Inputs[k])
			if got, ok := r.Inputs[k]; ok && valuesEqual(w, canon(got)) {
				continue
			}
			if got, ok := state[k]; ok && valuesEqual(w, canon(got)) {
				continue
			}
			got, ok := state[k]
			if !ok {
				problems = append(problems, fmt.Sprintf("%s %q: property %q is missing; want %s", want.Type, want.Name, k, show(w)))
			} else {
				problems = append(problems, fmt.Sprintf("%s %q: property %q = %s; want %s", want.Type, want.Name, k, show(canon(got)), show(w)))
			}
		}
		for _, k := range sortedKeys(want.State) {
			w := canon(want.State[k])
			got, ok := state[k]
			if !ok {
				problems = append(problems, fmt.Sprintf("%s %q: state %q is missing; want %s", want.Type, want.Name, k, show(w)))
			} else if !valuesEqual(w, canon(got)) {
				problems = append(problems, fmt.Sprintf("%s %q: state %q = %s; want %s", want.Type, want.Name, k, show(canon(got)), show(w)))
			}
		}
		if want.Provider != "" && !strings.Contains(r.Provider, "::"+want.Provider+"::") && !strings.Contains(r.Provider, "$"+want.Provider+"::") {
			problems = append(problems, fmt.Sprintf("%s %q: provider %q; want the provider %s", want.Type, want.Name, r.Provider, want.Provider))
		}
		switch {
		case want.Parent == "stack" && r.Parent != "":
			problems = append(problems, fmt.Sprintf("%s %q: parent %q; want the stack", want.Type, want.Name, r.Parent))
		case want.Parent != "" && want.Parent != "stack" && !strings.HasSuffix(r.Parent, "::"+want.Parent) && !strings.HasSuffix(r.Parent, "$"+want.Parent):
			problems = append(problems, fmt.Sprintf("%s %q: parent %q; want %s", want.Type, want.Name, r.Parent, want.Parent))
		}
		problems = append(problems, checkOptions(want, r.Options)...)
	}
	for _, typ := range sortedKeys(s.Counts) {
		n := 0
		for _, r := range tr.Resources {
			if sameType(r.Type, typ) {
				n++
			}
		}
		if n != s.Counts[typ] {
			problems = append(problems, fmt.Sprintf("%d resources of type %s; want %d", n, typ, s.Counts[typ]))
		}
	}
	for _, name := range sortedKeys(s.IDs) {
		var id string
		found := false
		for _, r := range tr.Resources {
			if r.Name == name {
				if m, ok := mocks.Resources[trace.MockKey(r.Type, r.Name)]; ok && m.ID != "" {
					id = m.ID
				} else {
					id = name + "_id"
				}
				found = true
			}
		}
		if !found {
			problems = append(problems, fmt.Sprintf("no resource named %q (for its ID)", name))
		} else if id != s.IDs[name] {
			problems = append(problems, fmt.Sprintf("resource %q has ID %q; want %q", name, id, s.IDs[name]))
		}
	}
	return problems
}

// checkOptions compares the options a resource was registered with.
func checkOptions(want oracleResource, got map[string]any) []string {
	var problems []string
	for _, k := range sortedKeys(want.Options) {
		w := want.Options[k]
		g, set := got[k]
		if w == nil {
			if set && g != nil {
				problems = append(problems, fmt.Sprintf("%s %q: option %s = %s; want it unset", want.Type, want.Name, k, show(canon(g))))
			}
			continue
		}
		if !set {
			problems = append(problems, fmt.Sprintf("%s %q: option %s is unset; want %s", want.Type, want.Name, k, show(canon(w))))
			continue
		}
		cw, cg := canon(w), canon(g)
		switch k {
		case "customTimeouts":
			cg = timeoutSeconds(cg)
		case "replaceWith":
			cg = resourceNames(cg)
		case "additionalSecretOutputs", "ignoreChanges", "replaceOnChanges", "hideDiffs":
			// Lists of property names are sets (the trace sorts them).
			cw, cg = sortedStrings(cw), sortedStrings(cg)
		}
		if !valuesEqual(cw, cg) {
			problems = append(problems, fmt.Sprintf("%s %q: option %s = %s; want %s", want.Type, want.Name, k, show(cg), show(cw)))
		}
	}
	return problems
}

// sortedStrings returns a list of strings sorted; other values are returned
// as they are.
func sortedStrings(v any) any {
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
	out := make([]any, len(strs))
	for i, s := range strs {
		out[i] = s
	}
	return out
}

// timeoutSeconds turns the duration strings of a customTimeouts option into
// seconds; what does not parse stays as it is.
func timeoutSeconds(v any) any {
	m, ok := v.(map[string]any)
	if !ok {
		return v
	}
	out := map[string]any{}
	for k, e := range m {
		out[k] = e
		if s, ok := e.(string); ok {
			if d, err := time.ParseDuration(s); err == nil {
				out[k] = d.Seconds()
			}
		}
	}
	return out
}

// resourceNames turns a list of URNs (plain or {"$resource": URN}) into
// "TYPE::NAME" strings, the form an oracle names resources by.
func resourceNames(v any) any {
	l, ok := v.([]any)
	if !ok {
		return v
	}
	out := make([]any, len(l))
	for i, e := range l {
		if m, ok := e.(map[string]any); ok && len(m) == 1 {
			e = m["$resource"]
		}
		out[i] = e
		if s, ok := e.(string); ok {
			parts := strings.Split(s, "::")
			if len(parts) >= 4 {
				typ := parts[len(parts)-2]
				if j := strings.LastIndex(typ, "$"); j >= 0 {
					typ = typ[j+1:]
				}
				out[i] = typ + "::" + parts[len(parts)-1]
			}
		}
	}
	return out
}

// sameType compares type tokens, reading "pkg:Type" as "pkg:index:Type".
func sameType(a, b string) bool {
	norm := func(s string) string {
		if parts := strings.Split(s, ":"); len(parts) == 2 {
			return parts[0] + ":index:" + parts[1]
		}
		return s
	}
	return norm(a) == norm(b)
}

// canon puts a decoded trace value in canonical form: numbers as float64, a
// secret anywhere lifted to the whole value.
func canon(v any) any {
	return trace.LiftSecret(canonNumbers(v))
}

func canonNumbers(v any) any {
	switch v := v.(type) {
	case json.Number:
		f, err := v.Float64()
		if err != nil {
			return v.String()
		}
		return f
	case int:
		return float64(v)
	case int64:
		return float64(v)
	case float32:
		return float64(v)
	case []any:
		out := make([]any, len(v))
		for i, e := range v {
			out[i] = canonNumbers(e)
		}
		return out
	case map[string]any:
		out := make(map[string]any, len(v))
		for k, e := range v {
			out[k] = canonNumbers(e)
		}
		return out
	}
	return v
}

func unsecret(v any) any {
	inner, _ := trace.StripSecret(v)
	return inner
}

func isSecret(v any) bool {
	_, s := trace.StripSecret(v)
	return s
}

// valuesEqual compares canonical values; numbers compare as float64 (the
// smallest denormal survives JSON, so exact equality is right).
func valuesEqual(a, b any) bool {
	switch a := a.(type) {
	case float64:
		bf, ok := b.(float64)
		return ok && (a == bf || (math.IsNaN(a) && math.IsNaN(bf)))
	case []any:
		bl, ok := b.([]any)
		if !ok || len(a) != len(bl) {
			return false
		}
		for i := range a {
			if !valuesEqual(a[i], bl[i]) {
				return false
			}
		}
		return true
	case map[string]any:
		bm, ok := b.(map[string]any)
		if !ok || len(a) != len(bm) {
			return false
		}
		for k, v := range a {
			bv, ok := bm[k]
			if !ok || !valuesEqual(v, bv) {
				return false
			}
		}
		return true
	}
	return a == b
}

func show(v any) string {
	data, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	if len(data) > 200 {
		return string(data[:200]) + "..."
	}
	return string(data)
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// readOracleFailures reads "test  reason" lines; # starts a comment.
func readOracleFailures(path string) (map[string]string, error) {
	out := map[string]string{}
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return out, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, reason, _ := strings.Cut(line, " ")
		out[name] = strings.TrimSpace(reason)
	}
	return out, sc.Err()
}

// writeOracleFailures writes the expected failures, sorted, one
// "test  reason" a line.
func writeOracleFailures(path string, fails map[string]string) error {
	var b strings.Builder
	b.WriteString("# Conformance oracle tests the interpreter does not satisfy yet: \"test  reason\".\n")
	b.WriteString("# Regenerate with PCLGEN_ORACLE_UPDATE=1 go test ./interp -run TestOracle.\n")
	for _, name := range sortedKeys(fails) {
		reason := strings.Join(strings.Fields(fails[name]), " ")
		if len(reason) > 160 {
			reason = reason[:160] + "..."
		}
		fmt.Fprintf(&b, "%s  %s\n", name, reason)
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

// readManifestBindOptions returns the manifest's bind_options_or_providers
// column by test.
func readManifestBindOptions(path string) map[string]string {
	out := map[string]string{}
	f, err := os.Open(path)
	if err != nil {
		return out
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64*1024), 4*1024*1024)
	col := -1
	for sc.Scan() {
		fields := strings.Split(sc.Text(), "\t")
		if col < 0 {
			for i, h := range fields {
				if h == "bind_options_or_providers" {
					col = i
				}
			}
			if col < 0 {
				return out
			}
			continue
		}
		if col < len(fields) {
			out[fields[0]] = fields[col]
		}
	}
	return out
}
