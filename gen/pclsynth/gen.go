// Package pclsynth generates random, well-typed PCL programs over package
// schemas, driven by a seed and a size, for differential testing of the
// backends (cmd/pclfuzz): every program it generates must bind without
// errors. Generation is type-directed: every expression is generated for a
// target type and built from literals, references to declarations in scope
// (and traversals of them whose type is known exactly), operators, `for`
// expressions, splats, conditionals, templates and every builtin of the
// binder's table. Values that are eventual (resource outputs, invoke
// results, secrets, component outputs) are allowed wherever PCL accepts
// them. Names are drawn to collide with the keywords, predeclared names,
// package names and temporaries of Go, TypeScript and Python.
//
// A Program is deterministic per (seed, size, schemas); it records the
// coverage of what it used (Coverage) and can be shrunk (Shrink).
package pclsynth

import (
	"fmt"
	"math/rand"
	"sort"
	"strconv"
	"strings"
)

// Program is a generated program: its main module and component
// directories, printed by Files.
type Program struct {
	Seed       int64
	Size       int
	Main       *Module
	Components map[string]*Module
	// Coverage counts the constructs, builtins and schema type shapes the
	// program uses, by name ("expr:for", "builtin:join", "shape:array(object)").
	Coverage map[string]int
}

// Options configure generation.
type Options struct {
	// Seed drives every random choice.
	Seed int64
	// Size is about the number of top-level declarations (default 12).
	Size int
	// Exclude names constructs not to generate (see knownBackendBugs).
	Exclude map[string]bool
}

// val is a generated value: its expression and what the generator knows
// about it.
type val struct {
	e  *Expr
	t  *T
	ev bool // eventual (output or promise)
	// nonEmpty: a list or map known to have an element.
	nonEmpty bool
	// keys are the known keys of an object or map value (all of them when
	// exactKeys).
	keys []string
	// shadow is the run-time type of a dynamic value.
	shadow *T
	// res marks a resource reference (for pulumiResourceName and
	// friends); ranged resources are not res.
	res bool
	// noTraverse: the binder's type of the value may differ from t in
	// structure (a component output): use it whole.
	noTraverse bool
	// stackRef marks a StackReference resource.
	stackRef bool
	// typed: the binder's type of the value is t exactly (config,
	// resource outputs, invoke results), so that nested objects have every
	// attribute of their type.
	typed bool
	// comp marks a component instance: its outputs are read whole.
	comp bool
	// whole: the value is an output or promise as a whole (not a
	// collection or object holding outputs).
	whole bool
	// resObj marks a resource's object (a resource, or an element of a
	// ranged one): its attributes are whole outputs.
	resObj bool
	// resElems marks a ranged resource: its elements are resource objects.
	resElems bool
}

// sym is a name in scope.
type sym struct {
	name string
	v    val
}

type gen struct {
	r       *rand.Rand
	s       *Schemas
	opts    Options
	cov     map[string]int
	used    map[string]bool // names used in the current module
	scope   []sym
	inComp  bool
	mod     *Module
	prog    *Program
	pending []*Decl // declarations made while generating another (stack references)
	resUsed map[string]int
	// forDepth limits nesting of for expressions.
	forDepth int
	// stackRefName names the module's StackReference, once declared.
	stackRefName string
}

// Generate generates the program for opts over s.
func Generate(s *Schemas, opts Options) *Program {
	if opts.Size <= 0 {
		opts.Size = 12
	}
	g := &gen{
		r:       rand.New(rand.NewSource(opts.Seed)),
		s:       s,
		opts:    opts,
		cov:     map[string]int{},
		resUsed: map[string]int{},
	}
	g.prog = &Program{Seed: opts.Seed, Size: opts.Size, Components: map[string]*Module{}, Coverage: g.cov}
	// Components first, so that the main module can instantiate them.
	type compInfo struct {
		dir     string
		inputs  []compInput
		outputs []Field
	}
	var comps []compInfo
	if opts.Size >= 5 && g.r.Intn(10) < 6 && !g.excluded("component") {
		n := 1 + g.r.Intn(2)
		for i := 0; i < n; i++ {
			dir := fmt.Sprintf("comp%c", 'a'+i)
			if g.r.Intn(3) == 0 {
				dir = []string{"pulumi", "index", "main", "node_modules_x", "lib"}[g.r.Intn(5)] + strconv.Itoa(i)
			}
			m, ins, outs := g.component(max(3, opts.Size/3))
			g.prog.Components[dir] = m
			comps = append(comps, compInfo{dir, ins, outs})
		}
	}
	g.mod = &Module{}
	g.used = map[string]bool{}
	g.scope = nil
	g.inComp = false
	g.stackRefName = ""
	nConfig := 1 + g.r.Intn(max(1, opts.Size/4))
	for i := 0; i < nConfig; i++ {
		g.config()
	}
	var instances int
	for i := 0; i < opts.Size; i++ {
		switch k := g.r.Intn(10); {
		case k < 4:
			g.resource()
		case k < 6:
			g.local()
		case k < 7:
			g.invokeLocal()
		case k < 8 && len(comps) > 0:
			c := comps[g.r.Intn(len(comps))]
			g.instance(c.dir, c.inputs, c.outputs)
			instances++
		default:
			g.local()
		}
	}
	// Each component directory is used more than once.
	for _, c := range comps {
		for n := g.countInstances(c.dir); n < 2; n++ {
			g.instance(c.dir, c.inputs, c.outputs)
		}
	}
	nOut := 1 + g.r.Intn(3)
	for i := 0; i < nOut; i++ {
		g.output()
	}
	g.flushPending()
	if g.r.Intn(4) == 0 {
		// Declarations out of dependency order.
		g.r.Shuffle(len(g.mod.Decls), func(i, j int) { g.mod.Decls[i], g.mod.Decls[j] = g.mod.Decls[j], g.mod.Decls[i] })
		g.count("decl:shuffled")
	}
	g.prog.Main = g.mod
	return g.prog
}

func (g *gen) excluded(what string) bool { return g.opts.Exclude[what] }

func (g *gen) count(key string) { g.cov[key]++ }

func (g *gen) countInstances(dir string) int {
	n := 0
	for _, d := range g.mod.Decls {
		if d.Kind == "component" && d.Source == "./"+dir {
			n++
		}
	}
	return n
}

func (g *gen) flushPending() {
	g.mod.Decls = append(g.mod.Decls, g.pending...)
	g.pending = nil
}

// name draws a fresh name for a declaration.
func (g *gen) name() string {
	for i := 0; ; i++ {
		var n string
		if g.r.Intn(2) == 0 {
			n = collidingNames[g.r.Intn(len(collidingNames))]
		} else {
			n = plainNames[g.r.Intn(len(plainNames))]
		}
		if i > 20 {
			n += strconv.Itoa(i)
		}
		// A node declared from inside a loop (the StackReference getOutput
		// reads) is named apart from the loop's variables, which would
		// shadow it where it is read.
		if !g.used[n] && !g.inScope(n) {
			g.used[n] = true
			if strings.Contains(n, "-") {
				g.count("name:dashed")
			}
			return n
		}
	}
}

func (g *gen) add(name string, v val) {
	v.e = &Expr{Op: "ref", Text: name}
	g.scope = append(g.scope, sym{name: name, v: v})
}

func (g *gen) declare(d *Decl) {
	g.mod.Decls = append(g.mod.Decls, d)
	g.count("decl:" + d.Kind)
}

// ----- types -----

// randType draws a type for config, locals and outputs.
func (g *gen) randType(depth int) *T {
	k := g.r.Intn(10)
	if depth >= 2 {
		k = g.r.Intn(5)
	}
	switch {
	case k < 2:
		return tStr
	case k < 3:
		return tInt
	case k < 4:
		return tNum
	case k < 5:
		return tBool
	case k < 7:
		return listOf(g.collElemType(depth + 1))
	case k < 8:
		return mapOf(g.collElemType(depth + 1))
	default:
		n := 1 + g.r.Intn(3)
		var fs []Field
		seen := map[string]bool{}
		for i := 0; i < n; i++ {
			name := plainNames[g.r.Intn(len(plainNames))]
			if seen[name] {
				continue
			}
			seen[name] = true
			fs = append(fs, Field{Name: name, T: g.elemType(depth + 1)})
		}
		return objOf(fs...)
	}
}

// elemType draws an element or attribute type, sometimes optional.
func (g *gen) elemType(depth int) *T {
	t := g.randType(depth)
	if g.r.Intn(6) == 0 {
		return optOf(t)
	}
	return t
}

// collElemType draws the element type of a list or map.
func (g *gen) collElemType(depth int) *T {
	if g.excluded("type:optional-element") {
		return g.randType(depth)
	}
	return g.elemType(depth)
}

// typeExpr spells t, counting the type expression constructs.
func (g *gen) typeExpr(t *T) string {
	g.countType(t, 0)
	return t.String()
}

func (g *gen) countType(t *T, depth int) {
	switch t.K {
	case KList, KMap:
		g.count("type:" + map[Kind]string{KList: "list", KMap: "map"}[t.K])
		if depth > 0 {
			g.count("type:nested")
		}
		g.countType(t.E, depth+1)
	case KOpt:
		g.count("type:optional")
		g.countType(t.E, depth)
	case KObj:
		g.count("type:object")
		if depth > 0 {
			g.count("type:nested")
		}
		for _, f := range t.F {
			g.countType(f.T, depth+1)
		}
	default:
		g.count("type:" + t.String())
	}
}

// ----- declarations -----

func (g *gen) config() {
	d := &Decl{Kind: "config", Name: g.name()}
	v := val{nonEmpty: true}
	switch k := g.r.Intn(10); {
	case k < 1:
		// Untyped: the default's type, dynamic to the binder.
		t := g.randType(1)
		lit := g.literal(t, 2)
		d.Default = lit.e
		v.t, v.shadow, v.keys = tDyn, t, lit.keys
		g.count("config:untyped")
	case k < 2:
		t := g.randType(1)
		lit := g.literal(t, 2)
		d.TypeExpr = "any"
		g.count("type:any")
		d.Default = lit.e
		v.t, v.shadow, v.keys = tDyn, t, lit.keys
		g.count("config:any")
	default:
		t := g.randType(0)
		d.TypeExpr = g.typeExpr(t)
		v.t, v.typed = t, true
		if t.K == KObj {
			v.keys = fieldNames(t)
		}
		switch j := g.r.Intn(10); {
		case j < 6:
			lit := g.literal(t, 2)
			d.Default = lit.e
			v.keys, v.nonEmpty = lit.keys, lit.nonEmpty
			g.count("config:default")
		case j < 7:
			v.t = optOf(t)
			if g.r.Intn(2) == 0 && !g.excluded("config:null-default") {
				// Null when unset, as a nullable one is.
				d.Default = lit("null")
				g.count("config:null-default")
				break
			}
			d.Nullable = true
			g.count("config:nullable")
		default:
			g.count("config:required")
			if t.K == KMap {
				v.nonEmpty = false
			}
		}
	}
	if g.r.Intn(8) == 0 && !g.excluded("config:secret") {
		d.Secret = true
		v.ev, v.whole = true, true
		g.count("config:secret")
	}
	g.declare(d)
	g.add(d.Name, v)
}

func (g *gen) local() {
	name := g.name()
	var v val
	if g.r.Intn(12) == 0 {
		v = g.condOfKinds(true, 3)
	} else {
		v = g.expr(g.randType(0), true, 3)
	}
	g.declare(&Decl{Kind: "local", Name: name, Value: v.e})
	v.e = nil
	g.add(name, v)
}

func (g *gen) output() {
	name := g.name()
	var v val
	switch k := g.r.Intn(12); {
	case k == 0:
		v = g.assetValue()
	case k == 1:
		v = g.condOfKinds(true, 3)
	default:
		v = g.expr(g.randType(0), true, 3)
	}
	if v.ev {
		g.count("eventual:output")
	}
	g.declare(&Decl{Kind: "output", Name: name, Value: v.e})
}

// assetValue is an asset or archive.
func (g *gen) assetValue() val {
	var e *Expr
	switch g.r.Intn(6) {
	case 0:
		e = g.call("stringAsset", g.expr(tStr, true, 1).e)
	case 1:
		e = g.call("fileAsset", lit("\"fixture.txt\""))
	case 2:
		e = g.call("remoteAsset", lit("\"https://example.com/asset.txt\""))
	case 3:
		e = g.call("fileArchive", lit("\"fixtures\""))
	case 4:
		e = g.call("remoteArchive", lit("\"https://example.com/archive.tgz\""))
	default:
		e = g.call("assetArchive", &Expr{Op: "obj", Keys: []string{`"a.txt"`, `"sub"`}, Args: []*Expr{
			g.call("stringAsset", lit(`"text"`)), g.call("fileArchive", lit(`"fixtures"`)),
		}})
	}
	if g.inComp {
		// Paths are relative to the program's directory; a component's
		// would differ: use strings only.
		e = g.call("stringAsset", lit(`"in component"`))
	}
	return val{e: e, t: tDyn}
}

func lit(src string) *Expr { return &Expr{Op: "lit", Text: src} }

// ----- resources -----

// resObj is the type of a resource's object: its outputs, id and urn.
func resObj(rt *resType, set map[string]bool) *T {
	fs := []Field{{Name: "id", T: tStr}, {Name: "urn", T: tStr}}
	for _, p := range rt.outputs {
		if p.name == "id" || p.name == "urn" {
			continue
		}
		t := p.t
		if !set[p.name] && !rt.computed[p.name] {
			t = optOf(t)
		}
		fs = append(fs, Field{Name: p.name, T: t})
	}
	return objOf(fs...)
}

func (g *gen) pickResource() *resType {
	best := g.s.resources[g.r.Intn(len(g.s.resources))]
	// Prefer resource types used less.
	for i := 0; i < 2; i++ {
		c := g.s.resources[g.r.Intn(len(g.s.resources))]
		if g.resUsed[c.token] < g.resUsed[best.token] {
			best = c
		}
	}
	g.resUsed[best.token]++
	return best
}

func (g *gen) resource() {
	rt := g.pickResource()
	d := &Decl{Kind: "resource", Name: g.name(), Token: rt.token}
	g.count("resource:" + rt.pkg)
	// The range.
	rangeKind := ""
	var rangeVal val
	mark := len(g.scope)
	if k := g.r.Intn(12); k < 6 {
		rangeKind, rangeVal = g.rangeExpr()
		d.Range = rangeVal.e
	}
	set := map[string]bool{}
	for _, p := range rt.inputs {
		if !p.required && g.r.Intn(2) == 0 {
			continue
		}
		set[p.name] = true
		g.count("shape:" + p.shape)
		v := g.inputValue(p.t)
		if v.ev {
			g.count("eventual:resource-input")
		}
		d.Attrs = append(d.Attrs, &Attr{Name: p.name, Value: v.e, Required: p.required})
	}
	g.scope = g.scope[:mark]
	g.options(d)
	g.declare(d)
	obj := resObj(rt, set)
	v := val{t: obj, ev: true, keys: fieldNames(obj), typed: true}
	switch rangeKind {
	case "":
		v.res, v.resObj = true, true
	case "number", "list":
		v = val{t: listOf(obj), ev: true, nonEmpty: rangeVal.nonEmpty, typed: true, resElems: true}
	case "map":
		v = val{t: mapOf(obj), ev: true, nonEmpty: rangeVal.nonEmpty, keys: rangeVal.keys, typed: true, resElems: true}
	case "bool":
		v = val{t: optOf(obj), ev: true, noTraverse: true}
	case "eventual":
		v = val{t: listOf(obj), ev: true, typed: true, whole: true}
	}
	g.add(d.Name, v)
}

func fieldNames(t *T) []string {
	var out []string
	for _, f := range t.F {
		out = append(out, f.Name)
	}
	return out
}

// inputValue is a value for a resource input of type t.
func (g *gen) inputValue(t *T) val {
	switch k := g.r.Intn(10); {
	case k == 0 && t.isScalar() && t.K != KStr:
		// An unsafe conversion from a string.
		g.count("conversion:unsafe")
		switch t.K {
		case KInt:
			return val{e: lit(`"42"`), t: tInt}
		case KNum:
			return val{e: lit(`"2.5"`), t: tNum}
		case KBool:
			return val{e: lit(`"true"`), t: tBool}
		}
	case k == 1:
		if v, ok := g.dynFor(t); ok {
			g.count("conversion:dynamic")
			return v
		}
	}
	return g.expr(t, true, 3)
}

// dynFor finds a dynamic value whose run-time type fits t.
func (g *gen) dynFor(t *T) (val, bool) {
	var cands []val
	for _, p := range g.paths() {
		if p.t.K == KDyn && p.shadow != nil && fits(p.shadow, t) && !p.ev {
			cands = append(cands, p)
		}
	}
	if len(cands) == 0 {
		return val{}, false
	}
	return cands[g.r.Intn(len(cands))], true
}

// rangeExpr draws a range expression and puts `range` in scope.
func (g *gen) rangeExpr() (string, val) {
	kinds := []string{"number", "list", "map", "bool", "eventual"}
	kind := kinds[g.r.Intn(len(kinds))]
	if g.excluded("range:" + kind) {
		kind = "number"
	}
	var v val
	var key, value *T
	switch kind {
	case "number":
		v = g.expr(tInt, false, 1)
		if v.e.Op != "lit" || strings.HasPrefix(v.e.Text, "-") || len(v.e.Text) > 2 {
			v = val{e: lit(strconv.Itoa(1 + g.r.Intn(3))), t: tInt}
		}
		n, _ := strconv.Atoi(v.e.Text)
		v.nonEmpty = n > 0
		key, value = tInt, tInt
	case "list":
		elem := g.randType(2)
		v = g.expr(listOf(elem), false, 2)
		key, value = tInt, elem
	case "map":
		elem := g.randType(2)
		v = g.expr(mapOf(elem), false, 2)
		key, value = tStr, elem
	case "bool":
		v = g.expr(tBool, false, 1)
		if v.e.Op == "call" {
			// A call (try) may be of any type: the range is dynamic.
			if g.excluded("range:dynamic") {
				v = g.literal(tBool, 0)
			} else {
				g.count("range:dynamic")
			}
		}
	case "eventual":
		elem := g.randType(2)
		v = g.expr(listOf(elem), true, 2)
		if !v.ev {
			v.e = g.call("secret", v.e)
			v.ev = true
			g.count("builtin:secret")
		}
		key, value = tInt, elem
	}
	g.count("range:" + kind)
	if key != nil {
		rv := val{t: objOf(Field{Name: "key", T: key}, Field{Name: "value", T: value}), keys: []string{"key", "value"}, typed: v.typed}
		g.scope = append(g.scope, sym{name: "range", v: rv})
		g.scope[len(g.scope)-1].v.e = &Expr{Op: "ref", Text: "range"}
	}
	return kind, v
}

func (g *gen) options(d *Decl) {
	var resNames []string
	for _, s := range g.scope {
		if s.v.res && !g.isComponentSym(s.name) {
			resNames = append(resNames, s.name)
		}
	}
	if len(resNames) > 0 && g.r.Intn(6) == 0 {
		d.DependsOn = append(d.DependsOn, resNames[g.r.Intn(len(resNames))])
		g.count("option:dependsOn")
	}
	if len(resNames) > 0 && d.Range == nil && d.Kind == "resource" && g.r.Intn(8) == 0 && !g.excluded("option:parent") {
		d.Parent = resNames[g.r.Intn(len(resNames))]
		g.count("option:parent")
	}
}

func (g *gen) isComponentSym(name string) bool {
	for _, d := range g.mod.Decls {
		if d.Name == name {
			return d.Kind == "component"
		}
	}
	return false
}

// ----- invokes -----

func (g *gen) invokeLocal() {
	if len(g.s.functions) == 0 {
		g.local()
		return
	}
	v, ok := g.invoke(true)
	if !ok {
		g.local()
		return
	}
	name := g.name()
	g.declare(&Decl{Kind: "local", Name: name, Value: v.e})
	v.e = nil
	g.add(name, v)
}

// invoke calls a function; its result is eventual.
func (g *gen) invoke(evOK bool) (val, bool) {
	fn := g.s.functions[g.r.Intn(len(g.s.functions))]
	args := []*Expr{lit(quote(fn.token))}
	eventual := false
	if len(fn.multiArg) > 0 {
		for i, name := range fn.multiArg {
			p := findProp(fn.inputs, name)
			if p == nil {
				return val{}, false
			}
			if !p.required && i == len(fn.multiArg)-1 && g.r.Intn(2) == 0 {
				break
			}
			g.count("shape:" + p.shape)
			a := g.expr(p.t, evOK, 2)
			eventual = eventual || a.ev
			args = append(args, a.e)
		}
		g.count("invoke:multi-argument")
	} else {
		obj := &Expr{Op: "obj"}
		for _, p := range fn.inputs {
			if !p.required && g.r.Intn(2) == 0 {
				continue
			}
			g.count("shape:" + p.shape)
			a := g.expr(p.t, evOK, 2)
			eventual = eventual || a.ev
			obj.Keys = append(obj.Keys, p.name)
			obj.Args = append(obj.Args, a.e)
		}
		args = append(args, obj)
	}
	if eventual {
		g.count("invoke:output")
	} else {
		g.count("invoke:plain")
	}
	e := g.call("invoke", args...)
	out := fn.out
	v := val{e: e, t: out, ev: true, typed: true, whole: true}
	if out.K == KObj {
		v.keys = fieldNames(out)
	}
	return v, true
}

func findProp(ps []prop, name string) *prop {
	for i := range ps {
		if ps[i].name == name {
			return &ps[i]
		}
	}
	return nil
}

// ----- components -----

type compInput struct {
	name     string
	t        *T
	required bool
}

// component generates a component directory's module.
func (g *gen) component(size int) (*Module, []compInput, []Field) {
	g.mod = &Module{}
	g.used = map[string]bool{}
	g.scope = nil
	g.inComp = true
	g.stackRefName = ""
	var ins []compInput
	n := 1 + g.r.Intn(3)
	for i := 0; i < n; i++ {
		d := &Decl{Kind: "config", Name: g.name()}
		t := g.randType(1)
		d.TypeExpr = g.typeExpr(t)
		in := compInput{name: d.Name, t: t, required: true}
		v := val{t: t}
		if g.r.Intn(2) == 0 {
			l := g.literal(t, 2)
			d.Default = l.e
			in.required = false
		}
		g.declare(d)
		ins = append(ins, in)
		// An instance may pass an output: inside, inputs are eventual.
		v.ev = true
		g.add(d.Name, v)
	}
	for i := 0; i < size; i++ {
		if g.r.Intn(2) == 0 {
			g.resource()
		} else {
			g.local()
		}
	}
	var outs []Field
	n = 1 + g.r.Intn(2)
	for i := 0; i < n; i++ {
		name := g.name()
		for name == "urn" {
			// A component's urn is its URN; the binder rejects an output
			// of that name.
			name = g.name()
		}
		t := g.randType(1)
		v := g.expr(t, true, 3)
		g.declare(&Decl{Kind: "output", Name: name, Value: v.e})
		outs = append(outs, Field{Name: name, T: t})
	}
	g.flushPending()
	return g.mod, ins, outs
}

// instance instantiates the component in dir.
func (g *gen) instance(dir string, ins []compInput, outs []Field) {
	d := &Decl{Kind: "component", Name: g.name(), Source: "./" + dir}
	mark := len(g.scope)
	ranged := false
	var rangeVal val
	if g.r.Intn(5) == 0 && !g.excluded("component:range") {
		_, rangeVal = g.rangeExprKind("number")
		d.Range = rangeVal.e
		ranged = true
		g.count("component:range")
	}
	for _, in := range ins {
		if !in.required && g.r.Intn(2) == 0 {
			continue
		}
		// A component's config accepts an output as a whole value only.
		v := g.expr(in.t, false, 2)
		if g.r.Intn(3) == 0 {
			if refs := g.wholeEventual(in.t); len(refs) > 0 {
				v = g.ref(refs)
			} else {
				v.e = g.call("secret", v.e)
				v.ev = true
			}
			g.count("eventual:component-input")
		}
		d.Attrs = append(d.Attrs, &Attr{Name: in.name, Value: v.e, Required: in.required})
	}
	g.scope = g.scope[:mark]
	g.options(d)
	g.declare(d)
	obj := objOf(outs...)
	v := val{t: obj, ev: true, keys: fieldNames(obj), resObj: true}
	if ranged {
		v = val{t: listOf(obj), ev: true, nonEmpty: rangeVal.nonEmpty, resElems: true}
	}
	// The binder's types of the outputs are the types of their
	// expressions, which may be tuples and objects where t says lists and
	// maps: the outputs are read whole.
	v.comp = true
	g.add(d.Name, v)
}

// wholeEventual lists the eventual values of type t in scope.
func (g *gen) wholeEventual(t *T) []val {
	var out []val
	for _, p := range g.refsFor(t, true, false) {
		if p.whole {
			out = append(out, p)
		}
	}
	return out
}

func (g *gen) rangeExprKind(kind string) (string, val) {
	n := 1 + g.r.Intn(2)
	v := val{e: lit(strconv.Itoa(n)), t: tInt, nonEmpty: true}
	g.count("range:" + kind)
	rv := val{t: objOf(Field{Name: "key", T: tInt}, Field{Name: "value", T: tInt}), keys: []string{"key", "value"}}
	g.scope = append(g.scope, sym{name: "range", v: rv})
	g.scope[len(g.scope)-1].v.e = &Expr{Op: "ref", Text: "range"}
	return kind, v
}

// ----- helpers -----

func (g *gen) call(fn string, args ...*Expr) *Expr {
	if fn != "invoke" {
		g.count("builtin:" + fn)
	}
	return &Expr{Op: "call", Text: fn, Args: args}
}

func sortedKeys(m map[string]int) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
