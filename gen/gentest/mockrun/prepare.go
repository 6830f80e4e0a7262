package mockrun

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/interp"
	"github.com/pclgen/pclgen/interp/trace"
	"github.com/pclgen/pclgen/model"
)

// Config is the stack config of a run, by config variable name, as the
// engine passes it (strings; lists and objects as JSON text).
type Config struct {
	Values     map[string]string
	SecretKeys []string
}

// Prepare runs prog with pclgen's interpreter and returns the trace a
// generated program must reproduce and the mocks its driver answers with.
// Config variables that must be set and are not in cfg get a sample value
// of their type (see SampleConfig), so that a program with required config
// still runs.
func Prepare(ctx context.Context, prog *binder.Program, dir string, cfg Config) (want *trace.Trace, mocks *trace.Mocks) {
	values := map[string]string{}
	for k, v := range SampleConfig(prog) {
		values[k] = v
	}
	for k, v := range cfg.Values {
		values[k] = v
	}
	return interp.Run(ctx, prog, interp.Options{Config: values, SecretKeys: cfg.SecretKeys, RootDirectory: dir})
}

// SampleConfig gives a value to every config variable of prog that has no
// default and is not nullable, derived from its name and type: a string is
// the variable's name, an int 3, a number 2.5, a bool true, a list or set one
// sample element, a map one "key", an object every attribute.
func SampleConfig(prog *binder.Program) map[string]string {
	out := map[string]string{}
	for _, c := range prog.ConfigVariables() {
		if c.Optional() {
			continue
		}
		v := sampleValue(c.Name(), c.ConfigType, 0)
		if s, ok := v.(string); ok {
			out[c.Name()] = s
			continue
		}
		data, err := json.Marshal(v)
		if err != nil {
			continue
		}
		out[c.Name()] = string(data)
	}
	return out
}

func sampleValue(name string, t model.Type, depth int) any {
	if depth > 8 {
		return name
	}
	switch t := t.(type) {
	case *model.PrimitiveType:
		switch t.Kind {
		case model.BoolKind:
			return true
		case model.IntKind:
			return 3
		case model.NumberKind:
			return 2.5
		}
		return name
	case *model.ListType:
		return []any{sampleValue(name, t.ElementType, depth+1)}
	case *model.SetType:
		return []any{sampleValue(name, t.ElementType, depth+1)}
	case *model.TupleType:
		out := make([]any, len(t.ElementTypes))
		for i, e := range t.ElementTypes {
			out[i] = sampleValue(fmt.Sprintf("%s%d", name, i), e, depth+1)
		}
		return out
	case *model.MapType:
		return map[string]any{"key": sampleValue(name, t.ElementType, depth+1)}
	case *model.ObjectType:
		out := map[string]any{}
		keys := make([]string, 0, len(t.Properties))
		for k := range t.Properties {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			out[k] = sampleValue(k, t.Properties[k], depth+1)
		}
		return out
	case *model.UnionType:
		for _, e := range t.ElementTypes {
			if e != model.NoneType {
				return sampleValue(name, e, depth+1)
			}
		}
	}
	return name
}

// Compare says how a run's result differs from the interpreter's trace, or
// returns "" when the run did what the interpreter did.
func Compare(want *trace.Trace, got Result) string {
	if got.Trace == nil {
		msg := got.Failure
		if msg == "" {
			msg = "the run wrote no trace"
		}
		if log := strings.TrimSpace(got.Log); log != "" {
			msg += "\n" + lastLines(log, 15)
		}
		return msg
	}
	if d := trace.Diff(want, got.Trace); d != "" {
		if want.Error == "" && got.Trace.Error != "" {
			return "the program failed where the interpreter did not: " + got.Trace.Error + "\n" + d
		}
		if want.Error != "" && got.Trace.Error == "" {
			return "the program succeeded where the interpreter failed: " + want.Error + "\n" + d
		}
		return d
	}
	return ""
}

func lastLines(s string, n int) string {
	lines := strings.Split(s, "\n")
	if len(lines) > n {
		lines = append([]string{"..."}, lines[len(lines)-n:]...)
	}
	return strings.Join(lines, "\n")
}
