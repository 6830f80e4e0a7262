package pclsynth

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/pclgen/pclgen/binder"
)

// constructs are the coverage keys of the PCL constructs the generator
// produces (builtins and schema type shapes are added by CoverageKeys).
var constructs = []string{
	"decl:config", "decl:local", "decl:resource", "decl:component", "decl:output", "decl:shuffled",
	"config:untyped", "config:any", "config:default", "config:nullable", "config:null-default", "config:required", "config:secret",
	"type:string", "type:int", "type:number", "type:bool", "type:any", "type:list", "type:map", "type:object",
	"type:optional", "type:nested",
	"resource:random", "resource:aws", "resource:widgets", "resource:stackReference",
	"range:number", "range:list", "range:map", "range:bool", "range:eventual", "range:dynamic", "component:range",
	"option:dependsOn", "option:parent",
	"invoke:plain", "invoke:output", "invoke:multi-argument",
	"conversion:unsafe", "conversion:dynamic",
	"lit:string", "lit:int", "lit:bigint", "lit:number", "lit:bool", "lit:null",
	"expr:tuple", "expr:object", "expr:object-computed-key", "expr:template", "expr:conditional", "expr:conditional-of-kinds",
	"expr:for-list", "expr:for-map", "expr:for-filter", "expr:for-group", "expr:for-scalar-keys", "expr:for-colliding-keys", "expr:splat",
	"expr:index-number", "expr:index-string", "expr:attr", "expr:ref", "expr:unary-minus",
	"op:+", "op:-", "op:*", "op:/", "op:%", "op:<", "op:>", "op:<=", "op:>=", "op:==", "op:!=", "op:==:mixed",
	"op:&&", "op:||", "op:!",
	"eventual:resource-input", "eventual:component-input", "eventual:output", "eventual:for-filter",
	"eventual:ref", "eventual:attr", "eventual:index", "eventual:call", "eventual:tmpl", "eventual:bin",
	"eventual:cond", "eventual:for", "eventual:tuple", "eventual:obj",
	"name:dashed",
}

// CoverageKeys lists every coverage key a campaign over s should reach:
// the constructs, every builtin of the binder's table and every schema type
// shape of s.
func CoverageKeys(s *Schemas) []string {
	keys := append([]string(nil), constructs...)
	for _, b := range binder.BuiltinNames() {
		keys = append(keys, "builtin:"+b)
	}
	for _, sh := range s.Shapes {
		keys = append(keys, "shape:"+sh)
	}
	if s.has("tls") {
		keys = append(keys, "resource:tls")
	}
	return keys
}

func (s *Schemas) has(pkg string) bool {
	for _, p := range s.Packages {
		if p.Name == pkg {
			return true
		}
	}
	return false
}

// Add adds a program's coverage to c.
func (c Coverage) Add(p *Program) {
	for k, n := range p.Coverage {
		c[k] += n
	}
}

// Coverage counts coverage keys over many programs.
type Coverage map[string]int

// Missing lists the keys of CoverageKeys(s) that c never reached.
func (c Coverage) Missing(s *Schemas) []string {
	var out []string
	for _, k := range CoverageKeys(s) {
		if c[k] == 0 {
			out = append(out, k)
		}
	}
	return out
}

// Print writes the coverage table: every expected key with its count
// (zeros included), then any other key counted, grouped by prefix.
func (c Coverage) Print(w io.Writer, s *Schemas) {
	keys := CoverageKeys(s)
	seen := map[string]bool{}
	for _, k := range keys {
		seen[k] = true
	}
	for k := range c {
		if !seen[k] {
			keys = append(keys, k)
			seen[k] = true
		}
	}
	sort.Strings(keys)
	group := ""
	for _, k := range keys {
		g := k[:strings.Index(k+":", ":")]
		if g != group {
			fmt.Fprintf(w, "%s\n", g)
			group = g
		}
		fmt.Fprintf(w, "  %-40s %8d\n", k[len(g)+1:], c[k])
	}
}
