package interp

import (
	"context"
	"fmt"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/interp/trace"
	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/model/eval"
)

// Options for one run.
type Options struct {
	// Config gives stack config values by config variable name, as the
	// engine passes them: strings (objects and lists as JSON text).
	Config map[string]string
	// SecretKeys names config keys the user set as secret.
	SecretKeys []string
	// RootDirectory is the program directory (for readFile, cwd,
	// rootDirectory, fileAsset...).
	RootDirectory string
	// ProjectDirectory is the directory of Pulumi.yaml when the project's
	// main directory (RootDirectory) is below it: rootDirectory() returns
	// it. Empty means RootDirectory.
	ProjectDirectory string
	// StackReferences are the outputs of the stacks the program references
	// (by stack name; values in the trace encoding, {"$secret": v} for a
	// secret output). A stack not listed has a stand-in output for each
	// output name the program reads with getOutput: the name itself.
	StackReferences map[string]map[string]any
	// Organization defaults to "organization".
	Organization string
	// Taint runs the program for the upper bound of its secrecy: each value
	// is secret when any value its expression reads is (both branches of
	// a conditional, the filter and body of a for over no element, every
	// argument of try and can) or it calls secret, as in a program that
	// computes it in one apply over everything it reads; the instances of
	// a resource ranged over a collection that holds a secret are each
	// secret. Values are those of the run without Taint. See taint.go.
	Taint bool
}

// Limits that keep a run bounded whatever the program.
const (
	// maxSteps bounds the expressions one run evaluates.
	maxSteps = 1_000_000
	// maxResources bounds the resources one run registers.
	maxResources = 10_000
	// maxComponentDepth bounds the nesting of component instances.
	maxComponentDepth = 32
)

// Run interprets prog as the Pulumi engine with a mock provider would run
// it, and returns its trace and the mocks (resource states, invoke results,
// config in engine form) that let a generated program's run under an SDK's
// mocks see the same provider. Run never panics; a run-time error is
// trace.Error.
func Run(ctx context.Context, prog *binder.Program, opts Options) (tr *trace.Trace, mocks *trace.Mocks) {
	if ctx == nil {
		ctx = context.Background()
	}
	passes := 1
	if prog != nil && hasForwardComponentRefs(prog) {
		passes = maxPasses
	}
	var prior map[string]cty.Value
	var r *runner
	for pass := 0; pass < passes; pass++ {
		r = newRunner(ctx, prog, opts)
		r.prior = prior
		r.runOnce()
		if pass > 0 && sameValues(prior, r.current) {
			break
		}
		prior = r.current
	}
	r.raw.Root = r.opts.RootDirectory
	t, err := trace.Normalize(&r.raw)
	if err != nil {
		t = &trace.Trace{Error: err.Error(), Outputs: map[string]any{}}
	}
	t.Inexact = r.inexact
	return t, r.mocks
}

// maxPasses bounds the passes of a program whose components read each
// other's outputs.
const maxPasses = 12

// Components that read each other's outputs (the binder allows a cycle of
// component nodes when no value depends on itself) are run in passes: the
// earlier instance reads the later one's value as the previous pass left it
// (unknown in the first pass), until a pass sees the values of the one before
// it. Because mock values depend only on names and inputs, the values settle
// after at most as many passes as the chain of references is long; the last
// pass's trace is the run's. This is what the SDKs' deferred outputs compute.

// runOnce runs the program once, recording its trace in r.raw.
func (r *runner) runOnce() {
	defer func() {
		if p := recover(); p != nil {
			r.fail(fmt.Errorf("internal error: the interpreter failed: %v\n%s", p, debug.Stack()))
		}
	}()
	prog := r.prog
	if prog == nil {
		r.fail(fmt.Errorf("no program"))
		return
	}
	r.configMocks()
	root := &scope{prog: prog, defs: map[model.Definition]cty.Value{}, vars: map[string]cty.Value{}}
	if err := r.runProgram(root); err != nil {
		r.fail(err)
		return
	}
	for _, o := range prog.Outputs() {
		v, ok := root.defs[o]
		if !ok {
			continue
		}
		r.raw.Outputs[o.LogicalName()] = toTrace(v, r.resourceURN)
	}
	if r.registrationErr != nil {
		r.fail(r.registrationErr)
	}
}

// hasForwardComponentRefs reports whether a node of prog, or of a component
// program it uses, refers to a component declared after it in the order the
// nodes run.
func hasForwardComponentRefs(prog *binder.Program) bool {
	visited := map[*binder.Program]bool{}
	var walk func(p *binder.Program) bool
	walk = func(p *binder.Program) bool {
		if p == nil || visited[p] {
			return false
		}
		visited[p] = true
		done := map[binder.Node]bool{}
		for _, n := range p.Nodes {
			for _, d := range n.Dependencies() {
				if _, ok := d.(*binder.Component); ok && !done[d] && d != n {
					return true
				}
			}
			done[n] = true
		}
		for _, c := range p.Components() {
			if walk(c.Program) {
				return true
			}
		}
		return false
	}
	return walk(prog)
}

// sameValues reports whether two passes' component values are the same.
func sameValues(a, b map[string]cty.Value) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		w, ok := b[k]
		if !ok || !v.RawEquals(w) {
			return false
		}
	}
	return true
}

// componentKey names a component node of scope s across passes.
func componentKey(s *scope, n binder.Node) string {
	k := ""
	if s.component != nil {
		k = s.component.urn
	}
	return k + "\x00" + n.Name()
}

// runError is an error of the program at a place in its source; failed
// says it comes from a failed registration (failures.go).
type runError struct {
	msg    string
	failed bool
}

func (e *runError) Error() string { return e.msg }

// diagError turns error diagnostics into the run's error.
func diagError(diags hcl.Diagnostics) error {
	if !diags.HasErrors() {
		return nil
	}
	failed := false
	for _, d := range diags {
		if _, ok := d.Extra.(failedRefExtra); ok && d.Severity == hcl.DiagError {
			failed = true
		}
	}
	return &runError{msg: diagMessage(diags), failed: failed}
}

// runner is the state of one run.
type runner struct {
	ctx  context.Context
	opts Options
	prog *binder.Program
	fns  map[string]eval.Function
	raw  trace.Raw
	// mocks is what the mock provider answered.
	mocks *trace.Mocks
	// resources are the registered resources by URN.
	resources map[string]*registered
	// classNames are the component class names by component directory.
	classNames map[string]string
	// registeredInputs are the component inputs a local component's
	// registration carries (gen.RegisteredInputs).
	registeredInputs map[*binder.ConfigVariable]bool
	// special caches hasSpecial.
	special map[model.Expression]bool
	steps   int
	failed  bool
	// hints are the list indexes and map keys the program reads of each
	// resource (mockhints.go).
	hints map[*binder.Resource]*shapeHint
	// prior are the component values of the previous pass, current this
	// pass's, by componentKey.
	prior, current map[string]cty.Value
	// failedDefs are the nodes that failed because a registration failed,
	// with the message; registrationErr is the first such error, the
	// run's when it ends (failures.go).
	failedDefs      map[model.Definition]string
	registrationErr error
	// inexact is the first warning that an operation's whole-number value
	// is one the target languages compute differently, or "".
	inexact string
}

// registered is a registered resource.
type registered struct {
	urn, typ, name, id string
	custom             bool
	// schema is the resource's schema, nil when unknown.
	schema *schema.Resource
	// attrs are the attribute names of the resource's value, sorted and
	// joined, to recognize the value of the whole resource.
	attrs string
	// providers are the providers its children inherit, by package: its
	// parent's, its providers option's, and its own provider.
	providers map[string]string
	// inputs are a resource's inputs (a provider's are its configuration).
	inputs map[string]cty.Value
	// provider is "URN::ID" of the resource's explicit provider, "" for
	// its package's default provider.
	provider string
}

// scope is one instance of a program: the root program or a component's.
type scope struct {
	prog *binder.Program
	defs map[model.Definition]cty.Value
	vars map[string]cty.Value
	// inputs are a component instance's inputs; nil for the root program.
	inputs map[string]cty.Value
	// component is the component instance the program runs in, nil for the
	// root program.
	component *registered
	depth     int
}

func newRunner(ctx context.Context, prog *binder.Program, opts Options) *runner {
	if opts.Organization == "" {
		opts.Organization = "organization"
	}
	if opts.RootDirectory == "" && prog != nil {
		opts.RootDirectory = prog.Dir
	}
	r := &runner{
		ctx:        ctx,
		opts:       opts,
		prog:       prog,
		raw:        trace.Raw{Outputs: map[string]any{}},
		mocks:      &trace.Mocks{Resources: map[string]trace.MockResource{}, Invokes: map[string]map[string]any{}, Config: map[string]string{}, SecretKeys: []string{}, Failures: map[string]string{}},
		resources:  map[string]*registered{},
		classNames: map[string]string{},
		special:    map[model.Expression]bool{},
		current:    map[string]cty.Value{},
	}
	r.fns = evalFunctions(&BuiltinEnv{Project: trace.Project, Stack: trace.Stack, Organization: opts.Organization, RootDirectory: opts.RootDirectory,
		ProjectDirectory: opts.ProjectDirectory})
	if prog != nil {
		r.nameComponents(prog)
		r.hints = collectShapeHints(prog)
		r.registeredInputs = gen.RegisteredInputs(prog)
	}
	return r
}

// evalFunctions is the table of builtin evaluations.
func evalFunctions(env *BuiltinEnv) map[string]eval.Function { return Builtins(env) }

// fail records the run's first error.
func (r *runner) fail(err error) {
	if r.failed {
		return
	}
	r.failed = true
	r.raw.Error = err.Error()
}

// configMocks fills the mocks' config: the values given, in engine form.
func (r *runner) configMocks() {
	for k, v := range r.opts.Config {
		r.mocks.Config[engineKey(k)] = v
	}
	seen := map[string]bool{}
	for _, k := range r.opts.SecretKeys {
		ek := engineKey(k)
		if !seen[ek] {
			seen[ek] = true
			r.mocks.SecretKeys = append(r.mocks.SecretKeys, ek)
		}
	}
	sort.Strings(r.mocks.SecretKeys)
}

// engineKey returns "project:KEY" for a config key without a namespace.
func engineKey(k string) string {
	if strings.Contains(k, ":") {
		return k
	}
	return trace.Project + ":" + k
}

// runProgram runs the nodes of one program instance in order.
func (r *runner) runProgram(s *scope) error {
	// A component read before it runs has its previous pass's value.
	for _, n := range s.prog.Nodes {
		if c, ok := n.(*binder.Component); ok {
			if v, ok := r.prior[componentKey(s, c)]; ok {
				s.defs[c] = v
			}
		}
	}
	for _, n := range s.prog.Nodes {
		if err := r.ctx.Err(); err != nil {
			return fmt.Errorf("the run was stopped: %w", err)
		}
		var err error
		switch n := n.(type) {
		case *binder.ConfigVariable:
			err = r.runConfig(s, n)
		case *binder.LocalVariable:
			var v cty.Value
			var diags hcl.Diagnostics
			v, diags = r.evalExpr(s, n.Value)
			if err = diagError(diags); err == nil {
				s.defs[n] = v
			}
		case *binder.OutputVariable:
			var v cty.Value
			var diags hcl.Diagnostics
			v, diags = r.evalExpr(s, n.Value)
			if err = diagError(diags); err == nil {
				if n.DeclaredType != nil {
					if c, cerr := conformTo(v, n.DeclaredType); cerr == nil {
						v = c
					} else {
						err = &runError{msg: fmt.Sprintf("output %q: cannot convert its value to %s: %s", n.LogicalName(), n.DeclaredType, cerr)}
					}
				}
				s.defs[n] = v
			}
		case *binder.Resource:
			err = r.runRanged(s, n, n.Options)
		case *binder.Component:
			err = r.runRanged(s, n, n.Options)
			if v, ok := s.defs[n]; ok && err == nil {
				r.current[componentKey(s, n)] = v
			}
		case *binder.Hook:
			// A hook is a value that resources name in their options.
			s.defs[n] = cty.StringVal(n.LogicalName())
		}
		if err != nil && !r.nodeFailed(n, err) {
			return err
		}
	}
	return nil
}

// resourceURN returns the URN of a value that is a whole registered
// resource, or "".
func (r *runner) resourceURN(v cty.Value) string {
	v, _ = v.Unmark()
	if !v.IsKnown() || v.IsNull() || !v.Type().IsObjectType() || !v.Type().HasAttribute("urn") {
		return ""
	}
	u, _ := v.GetAttr("urn").Unmark()
	if !u.IsKnown() || u.IsNull() || u.Type() != cty.String {
		return ""
	}
	reg, ok := r.resources[u.AsString()]
	if !ok || reg.attrs != attrNames(v.Type()) {
		return ""
	}
	return reg.urn
}

// attrNames returns an object type's attribute names, sorted and joined.
func attrNames(t cty.Type) string {
	return strings.Join(sortedKeys(t.AttributeTypes()), "\x00")
}

// nameComponents names the component classes as the backends do: the
// directory's base name in PascalCase ("MainComponent" for "main"), made
// unique with a number in the order the directories are first met, nested
// components first met through their parents.
func (r *runner) nameComponents(prog *binder.Program) {
	taken := map[string]bool{}
	visited := map[*binder.Program]bool{}
	var walk func(p *binder.Program)
	walk = func(p *binder.Program) {
		if p == nil || visited[p] {
			return
		}
		visited[p] = true
		for _, c := range p.Components() {
			if c.Program == nil || c.Dir == "" {
				continue
			}
			if _, ok := r.classNames[c.Dir]; !ok {
				name := pascalCase(filepath.Base(c.Dir))
				if name == "Main" {
					name = "MainComponent"
				}
				out := name
				for i := 2; taken[out]; i++ {
					out = fmt.Sprintf("%s%d", name, i)
				}
				taken[out] = true
				r.classNames[c.Dir] = out
				walk(c.Program)
			}
		}
	}
	walk(prog)
}

// pascalCase joins the words of s (runs of letters and digits), each with
// its first letter upper-cased; "V" is put before a result that does not
// start with a letter. It is gen/golang's rule for component type names.
func pascalCase(s string) string {
	words := strings.FieldsFunc(s, func(r rune) bool { return !(unicode.IsLetter(r) || unicode.IsDigit(r)) })
	if len(words) == 0 {
		return "V"
	}
	var b strings.Builder
	for _, w := range words {
		rs := []rune(w)
		rs[0] = unicode.ToUpper(rs[0])
		b.WriteString(string(rs))
	}
	out := b.String()
	if r, _ := utf8.DecodeRuneInString(out); !unicode.IsLetter(r) {
		out = "V" + out
	}
	return out
}
