package pclsynth

import (
	"fmt"
	"sort"
	"strings"
)

// Expr is a generated PCL expression.
type Expr struct {
	// Op is the kind: lit, ref, tmpl, cond, bin, un, call, tuple, obj, for,
	// splat, index, attr, paren.
	Op string
	// Text: the literal's source, the reference's name, the operator, the
	// function's name, the attribute's name.
	Text string
	// Args are the operands (call arguments, tuple items, object values,
	// template parts, cond's three, index's collection and key).
	Args []*Expr
	// Keys are an object constructor's keys (source text) or a template's
	// literal parts (len(Args)+1 of them).
	Keys []string
	// For expressions: the variables, the parts and grouping.
	KVar, VVar              string
	ForKey, ForVal, ForCond *Expr
	Group, IsObj            bool
	// Repl, when set, is the type a literal may replace this expression
	// with while shrinking.
	Repl *T
}

// Attr is an attribute of a block.
type Attr struct {
	Name  string
	Value *Expr
	// Required attributes are never dropped while shrinking.
	Required bool
}

// Decl is a top-level declaration.
type Decl struct {
	// Kind: config, local, resource, component, output.
	Kind string
	Name string
	// Config: type expression ("" for untyped), default, nullable, secret.
	TypeExpr string
	Default  *Expr
	Nullable bool
	Secret   bool
	// Local and output: the value.
	Value *Expr
	// Resource (token) and component (source).
	Token  string
	Source string
	Attrs  []*Attr
	// Options of resources and components.
	Range     *Expr
	DependsOn []string
	Parent    string
	Comment   string
}

// Module is one program directory.
type Module struct {
	Decls []*Decl
}

// File is one file of a generated program.
type File struct {
	Path     string
	Contents []byte
}

// Files prints the program: main.pp, each component directory's main.pp,
// and the fixture files.
func (p *Program) Files() []File {
	files := []File{{Path: "main.pp", Contents: []byte(p.Main.print())}}
	dirs := make([]string, 0, len(p.Components))
	for d := range p.Components {
		dirs = append(dirs, d)
	}
	sort.Strings(dirs)
	for _, d := range dirs {
		files = append(files, File{Path: d + "/main.pp", Contents: []byte(p.Components[d].print())})
	}
	for _, f := range fixtures {
		files = append(files, f)
	}
	return files
}

// fixtures are the files every program carries, read by readFile and the
// file builtins.
var fixtures = []File{
	{Path: "fixture.txt", Contents: []byte("fixture contents\nsecond line\n")},
	{Path: "fixtures/a.txt", Contents: []byte("a\n")},
}

func (m *Module) print() string {
	var b strings.Builder
	for i, d := range m.Decls {
		if i > 0 {
			b.WriteString("\n")
		}
		d.print(&b)
	}
	return b.String()
}

func (d *Decl) print(b *strings.Builder) {
	if d.Comment != "" {
		fmt.Fprintf(b, "# %s\n", d.Comment)
	}
	switch d.Kind {
	case "config":
		if d.TypeExpr != "" {
			fmt.Fprintf(b, "config %s %s {\n", quote(d.Name), quote(d.TypeExpr))
		} else {
			fmt.Fprintf(b, "config %s {\n", quote(d.Name))
		}
		if d.Default != nil {
			fmt.Fprintf(b, "  default = %s\n", d.Default.src(1))
		}
		if d.Nullable {
			b.WriteString("  nullable = true\n")
		}
		if d.Secret {
			b.WriteString("  secret = true\n")
		}
		b.WriteString("}\n")
	case "local":
		fmt.Fprintf(b, "%s = %s\n", d.Name, d.Value.src(0))
	case "output":
		fmt.Fprintf(b, "output %s {\n  value = %s\n}\n", quote(d.Name), d.Value.src(1))
	case "resource", "component":
		label := d.Token
		if d.Kind == "component" {
			label = d.Source
		}
		fmt.Fprintf(b, "%s %s %s {\n", d.Kind, quote(d.Name), quote(label))
		for _, a := range d.Attrs {
			fmt.Fprintf(b, "  %s = %s\n", a.Name, a.Value.src(1))
		}
		if d.Range != nil || len(d.DependsOn) > 0 || d.Parent != "" {
			b.WriteString("  options {\n")
			if d.Range != nil {
				fmt.Fprintf(b, "    range = %s\n", d.Range.src(2))
			}
			if len(d.DependsOn) > 0 {
				fmt.Fprintf(b, "    dependsOn = [%s]\n", strings.Join(d.DependsOn, ", "))
			}
			if d.Parent != "" {
				fmt.Fprintf(b, "    parent = %s\n", d.Parent)
			}
			b.WriteString("  }\n")
		}
		b.WriteString("}\n")
	}
}

// src prints e; indent is the nesting of the enclosing block.
func (e *Expr) src(indent int) string {
	switch e.Op {
	case "lit", "ref":
		return e.Text
	case "paren":
		return "(" + e.Args[0].src(indent) + ")"
	case "tmpl":
		var b strings.Builder
		b.WriteByte('"')
		for i, part := range e.Keys {
			b.WriteString(part)
			if i < len(e.Args) {
				b.WriteString("${" + e.Args[i].src(indent) + "}")
			}
		}
		b.WriteByte('"')
		return b.String()
	case "cond":
		return "(" + e.Args[0].src(indent) + " ? " + e.Args[1].src(indent) + " : " + e.Args[2].src(indent) + ")"
	case "bin":
		return "(" + e.Args[0].src(indent) + " " + e.Text + " " + e.Args[1].src(indent) + ")"
	case "un":
		return e.Text + e.Args[0].src(indent)
	case "call":
		parts := make([]string, len(e.Args))
		for i, a := range e.Args {
			parts[i] = a.src(indent)
		}
		return e.Text + "(" + strings.Join(parts, ", ") + ")"
	case "tuple":
		parts := make([]string, len(e.Args))
		for i, a := range e.Args {
			parts[i] = a.src(indent)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case "obj":
		if len(e.Args) == 0 {
			return "{}"
		}
		pad := strings.Repeat("  ", indent+1)
		var b strings.Builder
		b.WriteString("{\n")
		for i, a := range e.Args {
			fmt.Fprintf(&b, "%s%s = %s\n", pad, e.Keys[i], a.src(indent+1))
		}
		b.WriteString(strings.Repeat("  ", indent) + "}")
		return b.String()
	case "for":
		vars := e.VVar
		if e.KVar != "" {
			vars = e.KVar + ", " + e.VVar
		}
		var b strings.Builder
		if e.IsObj {
			fmt.Fprintf(&b, "{ for %s in %s : %s => %s", vars, e.Args[0].src(indent), e.ForKey.src(indent), e.ForVal.src(indent))
			if e.Group {
				b.WriteString("...")
			}
		} else {
			fmt.Fprintf(&b, "[for %s in %s : %s", vars, e.Args[0].src(indent), e.ForVal.src(indent))
		}
		if e.ForCond != nil {
			b.WriteString(" if " + e.ForCond.src(indent))
		}
		if e.IsObj {
			b.WriteString(" }")
		} else {
			b.WriteString("]")
		}
		return b.String()
	case "splat":
		return e.Args[0].src(indent) + "[*]." + e.Text
	case "index":
		return e.Args[0].src(indent) + "[" + e.Args[1].src(indent) + "]"
	case "attr":
		return e.Args[0].src(indent) + "." + e.Text
	}
	return "null"
}

// quote writes s as an HCL quoted string with template sequences escaped.
func quote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	b.WriteString(escapeTemplate(s))
	b.WriteByte('"')
	return b.String()
}

// escapeTemplate escapes s for the inside of a quoted template.
func escapeTemplate(s string) string {
	var b strings.Builder
	rs := []rune(s)
	for i, r := range rs {
		switch {
		case r == '"':
			b.WriteString(`\"`)
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\r':
			b.WriteString(`\r`)
		case (r == '$' || r == '%') && i+1 < len(rs) && rs[i+1] == '{':
			b.WriteRune(r)
			b.WriteRune(r)
		case r < 0x20:
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// children returns pointers to e's subexpressions.
func (e *Expr) children() []**Expr {
	var out []**Expr
	for i := range e.Args {
		out = append(out, &e.Args[i])
	}
	for _, p := range []**Expr{&e.ForKey, &e.ForVal, &e.ForCond} {
		if *p != nil {
			out = append(out, p)
		}
	}
	return out
}

// clone copies e deeply.
func (e *Expr) clone() *Expr {
	if e == nil {
		return nil
	}
	c := *e
	c.Args = make([]*Expr, len(e.Args))
	for i, a := range e.Args {
		c.Args[i] = a.clone()
	}
	c.Keys = append([]string(nil), e.Keys...)
	c.ForKey, c.ForVal, c.ForCond = e.ForKey.clone(), e.ForVal.clone(), e.ForCond.clone()
	return &c
}

func (d *Decl) clone() *Decl {
	c := *d
	c.Default, c.Value, c.Range = d.Default.clone(), d.Value.clone(), d.Range.clone()
	c.Attrs = make([]*Attr, len(d.Attrs))
	for i, a := range d.Attrs {
		ac := *a
		ac.Value = a.Value.clone()
		c.Attrs[i] = &ac
	}
	c.DependsOn = append([]string(nil), d.DependsOn...)
	return &c
}

func (m *Module) clone() *Module {
	c := &Module{Decls: make([]*Decl, len(m.Decls))}
	for i, d := range m.Decls {
		c.Decls[i] = d.clone()
	}
	return c
}
