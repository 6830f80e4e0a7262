package pclsynth

import (
	"fmt"
	"sort"
	"strings"

	"github.com/pclgen/pclgen/binder/schema"
)

// Kind is the kind of a generator type.
type Kind int

// The kinds of generator types.
const (
	KStr Kind = iota
	KInt
	KNum
	KBool
	KList
	KMap
	KObj
	KDyn // any: dynamic
	KOpt // union(E, none)
)

// T is a PCL type as the generator tracks it: a simplification of the
// binder's model types that is exact for what the generator reads back
// (traversals are only generated where the type is known exactly).
type T struct {
	K Kind
	E *T      // element of list, map, optional
	F []Field // object fields, sorted by name
}

// Field is an object attribute.
type Field struct {
	Name string
	T    *T
}

var (
	tStr  = &T{K: KStr}
	tInt  = &T{K: KInt}
	tNum  = &T{K: KNum}
	tBool = &T{K: KBool}
	tDyn  = &T{K: KDyn}
)

func listOf(e *T) *T { return &T{K: KList, E: e} }
func mapOf(e *T) *T  { return &T{K: KMap, E: e} }
func optOf(e *T) *T {
	if e.K == KOpt || e.K == KDyn {
		return e
	}
	return &T{K: KOpt, E: e}
}
func objOf(fields ...Field) *T {
	f := append([]Field(nil), fields...)
	sort.Slice(f, func(i, j int) bool { return f[i].Name < f[j].Name })
	return &T{K: KObj, F: f}
}

// field returns the named field's type, or nil.
func (t *T) field(name string) *T {
	for _, f := range t.F {
		if f.Name == name {
			return f.T
		}
	}
	return nil
}

// strip removes an optional wrapper.
func (t *T) strip() *T {
	if t.K == KOpt {
		return t.E
	}
	return t
}

// isScalar reports string, int, number and bool.
func (t *T) isScalar() bool { return t.K <= KBool }

// String spells t as a PCL type expression (optional only where it is
// allowed: attributes and elements).
func (t *T) String() string {
	switch t.K {
	case KStr:
		return "string"
	case KInt:
		return "int"
	case KNum:
		return "number"
	case KBool:
		return "bool"
	case KDyn:
		return "any"
	case KList:
		return "list(" + t.E.String() + ")"
	case KMap:
		return "map(" + t.E.String() + ")"
	case KOpt:
		return "optional(" + t.E.String() + ")"
	case KObj:
		parts := make([]string, len(t.F))
		for i, f := range t.F {
			parts[i] = f.Name + "=" + f.T.String()
		}
		return "object({" + strings.Join(parts, ", ") + "})"
	}
	return fmt.Sprintf("kind(%d)", t.K)
}

// equal reports structural equality.
func (t *T) equal(u *T) bool {
	if t == u {
		return true
	}
	if t == nil || u == nil || t.K != u.K {
		return false
	}
	switch t.K {
	case KList, KMap, KOpt:
		return t.E.equal(u.E)
	case KObj:
		if len(t.F) != len(u.F) {
			return false
		}
		for i := range t.F {
			if t.F[i].Name != u.F[i].Name || !t.F[i].T.equal(u.F[i].T) {
				return false
			}
		}
	}
	return true
}

// fromSchema converts a schema type; ok is false for shapes the generator
// does not produce values of (resources, assets, unions of objects).
func fromSchema(st schema.Type, depth int) (t *T, shape string, ok bool) {
	if depth > 4 {
		return nil, "", false
	}
	switch x := st.(type) {
	case *schema.PlainType:
		return fromSchema(x.Elem, depth)
	case *schema.PrimitiveType:
		switch x.Kind {
		case schema.StringKind:
			return tStr, "string", true
		case schema.IntKind:
			return tInt, "integer", true
		case schema.NumberKind:
			return tNum, "number", true
		case schema.BoolKind:
			return tBool, "boolean", true
		case schema.AnyKind, schema.JSONKind:
			return tDyn, "any", true
		}
		return nil, "", false
	case *schema.ArrayType:
		e, s, ok := fromSchema(x.Items, depth+1)
		if !ok {
			return nil, "", false
		}
		return listOf(e), "array(" + shapeElem(s) + ")", true
	case *schema.MapType:
		e, s, ok := fromSchema(x.Elem, depth+1)
		if !ok {
			return nil, "", false
		}
		return mapOf(e), "map(" + shapeElem(s) + ")", true
	case *schema.EnumType:
		if x.Elem == nil {
			return nil, "", false
		}
		e, _, ok := fromSchema(x.Elem, depth)
		return e, "enum", ok
	case *schema.ObjectType:
		props, err := x.Properties()
		if err != nil {
			return nil, "", false
		}
		var fields []Field
		for _, p := range props {
			ft, _, ok := fromSchema(p.Type, depth+1)
			if !ok {
				if p.Required {
					return nil, "", false
				}
				continue
			}
			if !p.Required {
				ft = optOf(ft)
			}
			fields = append(fields, Field{Name: p.Name, T: ft})
		}
		return objOf(fields...), "object", true
	}
	return nil, "", false
}

func shapeElem(s string) string {
	switch {
	case strings.HasPrefix(s, "array"), strings.HasPrefix(s, "map"):
		return s
	case s == "object" || s == "enum":
		return s
	}
	return "primitive"
}

// prop is a schema property the generator can set or read.
type prop struct {
	name     string
	t        *T
	shape    string
	required bool
	// objRequired lists, for an object type (or a list/map of objects),
	// the required attributes of the object.
	objRequired map[string]bool
}

// resType is a resource type of a schema.
type resType struct {
	pkg     string
	token   string
	inputs  []prop
	outputs []prop // every output property (inputs too)
	// computed are the outputs that are not inputs: the mock provider
	// gives them values.
	computed map[string]bool
}

// fnType is an invokable function.
type fnType struct {
	pkg      string
	token    string
	inputs   []prop
	multiArg []string
	// out is the result type (an object for object outputs).
	out *T
}

// Schemas are the packages a program is generated over.
type Schemas struct {
	Packages  []*schema.Package
	resources []*resType
	functions []*fnType
	// Shapes lists every schema type shape of the resources' and
	// functions' inputs, for coverage.
	Shapes []string
}

// LoadSchemas loads the named packages with loader.
func LoadSchemas(loader *schema.Loader, names ...string) (*Schemas, error) {
	s := &Schemas{}
	shapes := map[string]bool{}
	for _, name := range names {
		pkg, err := loader.Load(name, "")
		if err != nil {
			return nil, fmt.Errorf("schema %s: %w", name, err)
		}
		s.Packages = append(s.Packages, pkg)
		for _, tok := range pkg.ResourceTokens() {
			r, err := pkg.Resource(tok)
			if err != nil || r.IsComponent || r.IsProvider {
				continue
			}
			rt := &resType{pkg: pkg.Name, token: tok, computed: map[string]bool{}}
			for _, p := range r.InputProperties {
				if pr, ok := toProp(p); ok {
					rt.inputs = append(rt.inputs, pr)
					shapes[pr.shape] = true
				} else if p.Required {
					rt = nil
					break
				}
			}
			if rt == nil {
				continue
			}
			for _, p := range r.Properties {
				if pr, ok := toProp(p); ok {
					rt.outputs = append(rt.outputs, pr)
					if r.InputProperty(p.Name) == nil {
						rt.computed[p.Name] = true
					}
				}
			}
			s.resources = append(s.resources, rt)
		}
		for _, tok := range pkg.FunctionTokens() {
			f, err := pkg.Function(tok)
			if err != nil || strings.Contains(tok, "/") && strings.Count(tok, ":") == 2 && isMethod(tok) {
				continue
			}
			ft := &fnType{pkg: pkg.Name, token: tok, multiArg: f.MultiArgumentInputs}
			okFn := true
			if f.Inputs != nil {
				props, err := f.Inputs.Properties()
				if err != nil {
					continue
				}
				for _, p := range props {
					if pr, ok := toProp(p); ok {
						ft.inputs = append(ft.inputs, pr)
						shapes[pr.shape] = true
					} else if p.Required {
						okFn = false
					}
				}
			}
			switch {
			case f.Outputs != nil:
				t, _, ok := fromSchema(f.Outputs, 0)
				if !ok {
					okFn = false
				}
				ft.out = t
			case f.ReturnType != nil:
				t, _, ok := fromSchema(f.ReturnType, 0)
				if !ok {
					okFn = false
				}
				ft.out = t
			default:
				okFn = false
			}
			if okFn {
				s.functions = append(s.functions, ft)
			}
		}
	}
	for sh := range shapes {
		s.Shapes = append(s.Shapes, sh)
	}
	sort.Strings(s.Shapes)
	return s, nil
}

// isMethod reports a resource method's token (TYPE/method): its module part
// names a resource.
func isMethod(tok string) bool {
	parts := strings.Split(tok, ":")
	if len(parts) != 3 {
		return true
	}
	if parts[0] == "pulumi" {
		return true
	}
	// widgets:index:Widget/count: the last part holds a slash.
	return strings.Contains(parts[2], "/")
}

func toProp(p *schema.Property) (prop, bool) {
	t, shape, ok := fromSchema(p.Type, 0)
	if !ok {
		return prop{}, false
	}
	if p.Const != nil {
		return prop{}, false
	}
	return prop{name: p.Name, t: t, shape: shape, required: p.Required}, true
}

// Without returns the schemas without the named packages' resources and
// functions (for languages that have no SDK of them).
func (s *Schemas) Without(names ...string) *Schemas {
	drop := map[string]bool{}
	for _, n := range names {
		drop[n] = true
	}
	c := &Schemas{Shapes: s.Shapes}
	for _, p := range s.Packages {
		if !drop[p.Name] {
			c.Packages = append(c.Packages, p)
		}
	}
	for _, r := range s.resources {
		if !drop[r.pkg] {
			c.resources = append(c.resources, r)
		}
	}
	for _, f := range s.functions {
		if !drop[f.pkg] {
			c.functions = append(c.functions, f)
		}
	}
	return c
}
