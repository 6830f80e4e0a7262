package schema

import (
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"time"

	"gopkg.in/yaml.v3"
)

// yamlToJSON converts a YAML schema into JSON text, so that YAML schemas go
// through the same index and decoder as JSON ones.
func yamlToJSON(file string, data []byte) (out []byte, err error) {
	defer func() {
		// yaml.v3 has panicked on some malformed inputs; report them as errors.
		if r := recover(); r != nil {
			out, err = nil, &SchemaError{File: file, Offset: -1, Msg: fmt.Sprintf("invalid YAML: %v", r)}
		}
	}()
	var v any
	if err := yaml.Unmarshal(data, &v); err != nil {
		se := &SchemaError{File: file, Offset: -1, Msg: err.Error()}
		if m := yamlLine.FindStringSubmatch(err.Error()); m != nil {
			se.Line, _ = strconv.Atoi(m[1])
			se.Col = 1
		}
		return nil, se
	}
	v, err = jsonValue(v)
	if err != nil {
		return nil, &SchemaError{File: file, Offset: -1, Msg: err.Error()}
	}
	out, err = json.Marshal(v)
	if err != nil {
		return nil, &SchemaError{File: file, Offset: -1, Msg: err.Error()}
	}
	return out, nil
}

var yamlLine = regexp.MustCompile(`line (\d+)`)

// jsonValue turns a decoded YAML value into one encoding/json can marshal:
// mapping keys become strings and timestamps RFC 3339 text.
func jsonValue(v any) (any, error) {
	switch v := v.(type) {
	case map[string]any:
		for k, e := range v {
			c, err := jsonValue(e)
			if err != nil {
				return nil, err
			}
			v[k] = c
		}
		return v, nil
	case map[any]any:
		m := make(map[string]any, len(v))
		for k, e := range v {
			c, err := jsonValue(e)
			if err != nil {
				return nil, err
			}
			m[fmt.Sprint(k)] = c
		}
		return m, nil
	case []any:
		for i, e := range v {
			c, err := jsonValue(e)
			if err != nil {
				return nil, err
			}
			v[i] = c
		}
		return v, nil
	case time.Time:
		return v.Format(time.RFC3339Nano), nil
	case float64:
		if math.IsInf(v, 0) || math.IsNaN(v) {
			return nil, fmt.Errorf("number %v cannot be represented in a schema", v)
		}
	}
	return v, nil
}
