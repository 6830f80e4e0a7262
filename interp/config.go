package interp

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/zclconf/go-cty/cty"
	ctyjson "github.com/zclconf/go-cty/cty/json"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/interp/trace"
	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/model/eval"
)

// runConfig gives a config variable its value: the component input, or the
// stack config value, or the default; a variable with none of these that is
// not nullable is an error.
func (r *runner) runConfig(s *scope, c *binder.ConfigVariable) error {
	name := c.LogicalName()
	var v cty.Value
	have := false
	if s.inputs != nil {
		if in, ok := s.inputs[c.Name()]; ok && !in.IsNull() {
			var err error
			if v, err = conformTo(in, c.ConfigType); err != nil {
				return &runError{msg: fmt.Sprintf("component input %q: %s", c.Name(), err)}
			}
			have = true
		}
	} else if raw, ok := r.configValue(c); ok {
		var err error
		if v, err = parseConfig(raw, c.ConfigType); err != nil {
			return &runError{msg: fmt.Sprintf("Configuration variable '%s:%s' is not a valid %s: %s", trace.Project, name, typeName(c.ConfigType), err)}
		}
		have = true
		if r.isSecretKey(c) {
			v = v.Mark(SecretMark)
		}
	}
	if !have {
		switch {
		case c.DefaultValue != nil:
			d, diags := r.evalExpr(s, c.DefaultValue)
			if err := diagError(diags); err != nil {
				return err
			}
			if !d.IsNull() {
				var err error
				if d, err = conformTo(d, c.ConfigType); err != nil {
					return &runError{msg: fmt.Sprintf("the default of config %q: %s", name, err)}
				}
			}
			v = d
		case c.Nullable:
			v = cty.NullVal(eval.CtyTypeOf(c.ConfigType))
		default:
			return &runError{msg: fmt.Sprintf("Missing required configuration variable '%s:%s'", trace.Project, name)}
		}
	}
	v = withOptionalAttrs(v, c.ConfigType)
	if err := checkWhole(v, c.ConfigType, name); err != nil {
		return err
	}
	if c.Secret {
		v = v.Mark(SecretMark)
	}
	s.defs[c] = v
	return nil
}

// configValue returns the stack config value of c.
func (r *runner) configValue(c *binder.ConfigVariable) (string, bool) {
	for _, k := range []string{c.LogicalName(), c.Name()} {
		if v, ok := r.opts.Config[k]; ok {
			return v, true
		}
		if v, ok := r.opts.Config[trace.Project+":"+k]; ok {
			return v, true
		}
	}
	return "", false
}

// isSecretKey reports whether the user set c's config key as secret.
func (r *runner) isSecretKey(c *binder.ConfigVariable) bool {
	for _, k := range r.opts.SecretKeys {
		k = strings.TrimPrefix(k, trace.Project+":")
		if k == c.LogicalName() || k == c.Name() {
			return true
		}
	}
	return false
}

// parseConfig parses a config value given as the engine passes it: a string
// variable takes the text itself; numbers and bools are parsed; lists, maps
// and objects are JSON text.
func parseConfig(raw string, t model.Type) (cty.Value, error) {
	ct := eval.CtyTypeOf(t)
	switch {
	case ct == cty.String:
		return cty.StringVal(raw), nil
	case ct == cty.DynamicPseudoType:
		// An untyped or `any` config is JSON, as the SDKs read it
		// (requireObject, require_object, RequireObject).
		return parseJSON(raw)
	case ct == cty.Number:
		v, err := cty.ParseNumberVal(strings.TrimSpace(raw))
		if err != nil {
			return cty.NilVal, fmt.Errorf("%q is not a number", raw)
		}
		return v, nil
	case ct == cty.Bool:
		switch strings.TrimSpace(raw) {
		case "true":
			return cty.True, nil
		case "false":
			return cty.False, nil
		}
		return cty.NilVal, fmt.Errorf("%q is not true or false", raw)
	}
	v, err := parseJSON(raw)
	if err != nil {
		return cty.NilVal, err
	}
	return conformTo(v, t)
}

func parseJSON(raw string) (cty.Value, error) {
	ty, err := ctyjson.ImpliedType([]byte(raw))
	if err != nil {
		return cty.NilVal, fmt.Errorf("the value is not valid JSON: %s", err)
	}
	v, err := ctyjson.Unmarshal([]byte(raw), ty)
	if err != nil {
		return cty.NilVal, fmt.Errorf("the value is not valid JSON: %s", err)
	}
	return v, nil
}

// checkWhole checks that the values of int type in v are whole numbers.
func checkWhole(v cty.Value, t model.Type, name string) error {
	var bad string
	var walk func(v cty.Value, t model.Type, depth int)
	walk = func(v cty.Value, t model.Type, depth int) {
		if bad != "" || depth > 32 {
			return
		}
		v, _ = v.Unmark()
		if !v.IsKnown() || v.IsNull() {
			return
		}
		switch t := t.(type) {
		case *model.PrimitiveType:
			if t == model.IntType && v.Type() == cty.Number && !v.AsBigFloat().IsInt() {
				bad = v.AsBigFloat().Text('g', -1)
			}
		case *model.UnionType:
			for _, e := range t.ElementTypes {
				if e != model.NoneType {
					walk(v, e, depth+1)
					return
				}
			}
		case *model.ListType:
			if v.CanIterateElements() {
				for it := v.ElementIterator(); it.Next(); {
					_, e := it.Element()
					walk(e, t.ElementType, depth+1)
				}
			}
		case *model.MapType:
			if v.CanIterateElements() {
				for it := v.ElementIterator(); it.Next(); {
					_, e := it.Element()
					walk(e, t.ElementType, depth+1)
				}
			}
		case *model.ObjectType:
			if v.Type().IsObjectType() {
				for n, pt := range t.Properties {
					if v.Type().HasAttribute(n) {
						walk(v.GetAttr(n), pt, depth+1)
					}
				}
			}
		}
	}
	walk(v, t, 0)
	if bad != "" {
		return &runError{msg: fmt.Sprintf("Configuration variable '%s:%s' must be an integer, not %s", trace.Project, name, bad)}
	}
	return nil
}

// typeName names a config type for messages.
func typeName(t model.Type) string {
	if t == nil {
		return "value"
	}
	return t.String()
}

// SampleConfig returns a value, as the engine passes config, for each config
// variable of prog that has no default and is not nullable, derived from its
// type alone: a string is the variable's name, an int 1, a number 1.5, a
// bool true, a list one element, a map {"key": element}, an object every
// property, an untyped or `any` config the name as a JSON string. It lets a
// program that needs config run without a stack.
func SampleConfig(prog *binder.Program) map[string]string {
	out := map[string]string{}
	if prog == nil {
		return out
	}
	for _, c := range prog.ConfigVariables() {
		if c.Optional() {
			continue
		}
		v := sampleValue(c.LogicalName(), c.ConfigType, 0)
		if s, ok := v.(string); ok && eval.CtyTypeOf(c.ConfigType) != cty.DynamicPseudoType {
			out[c.LogicalName()] = s
			continue
		}
		b, err := json.Marshal(v)
		if err != nil {
			continue
		}
		out[c.LogicalName()] = string(b)
	}
	return out
}

func sampleValue(name string, t model.Type, depth int) any {
	if depth > 8 {
		return nil
	}
	switch t := t.(type) {
	case *model.PrimitiveType:
		switch t {
		case model.IntType:
			if depth == 0 {
				return "1"
			}
			return 1
		case model.NumberType:
			if depth == 0 {
				return "1.5"
			}
			return 1.5
		case model.BoolType:
			if depth == 0 {
				return "true"
			}
			return true
		}
		return name
	case *model.UnionType:
		for _, e := range t.ElementTypes {
			if e != model.NoneType {
				return sampleValue(name, e, depth)
			}
		}
	case *model.OutputType:
		return sampleValue(name, t.ElementType, depth)
	case *model.PromiseType:
		return sampleValue(name, t.ElementType, depth)
	case *model.ListType:
		return []any{sampleValue(name, t.ElementType, depth+1)}
	case *model.SetType:
		return []any{sampleValue(name, t.ElementType, depth+1)}
	case *model.TupleType:
		out := []any{}
		for _, e := range t.ElementTypes {
			out = append(out, sampleValue(name, e, depth+1))
		}
		return out
	case *model.MapType:
		return map[string]any{"key": sampleValue(name, t.ElementType, depth+1)}
	case *model.ObjectType:
		out := map[string]any{}
		for k, pt := range t.Properties {
			out[k] = sampleValue(k, pt, depth+1)
		}
		return out
	}
	return name
}
