package schema

import (
	"encoding/json"
	"fmt"
	"sort"
)

// The spec structs mirror the parts of the schema format that pclgen keeps.
// Descriptions and other prose have no field, so encoding/json skips them.

type discriminatorSpec struct {
	PropertyName string            `json:"propertyName"`
	Mapping      map[string]string `json:"mapping"`
}

type typeSpec struct {
	Type                 string             `json:"type"`
	Ref                  string             `json:"$ref"`
	Items                *typeSpec          `json:"items"`
	AdditionalProperties *typeSpec          `json:"additionalProperties"`
	OneOf                []typeSpec         `json:"oneOf"`
	Discriminator        *discriminatorSpec `json:"discriminator"`
	Plain                bool               `json:"plain"`
}

type propertySpec struct {
	typeSpec
	Const       any `json:"const"`
	Default     any `json:"default"`
	DefaultInfo *struct {
		Environment []string `json:"environment"`
	} `json:"defaultInfo"`
	DeprecationMessage   string   `json:"deprecationMessage"`
	Language             Language `json:"language"`
	Secret               bool     `json:"secret"`
	ReplaceOnChanges     bool     `json:"replaceOnChanges"`
	WillReplaceOnChanges bool     `json:"willReplaceOnChanges"`
}

type objectSpec struct {
	Type       string                  `json:"type"`
	Properties map[string]propertySpec `json:"properties"`
	Required   []string                `json:"required"`
	Language   Language                `json:"language"`
	IsOverlay  bool                    `json:"isOverlay"`
	// Plain is a boolean on a function's return object, and a legacy list
	// of plain property names elsewhere.
	Plain json.RawMessage `json:"plain"`
}

type enumSpec struct {
	Type      string `json:"type"`
	IsOverlay bool   `json:"isOverlay"`
	Enum      []struct {
		Name               string `json:"name"`
		Value              any    `json:"value"`
		DeprecationMessage string `json:"deprecationMessage"`
	} `json:"enum"`
}

type resourceSpec struct {
	objectSpec
	InputProperties    map[string]propertySpec `json:"inputProperties"`
	RequiredInputs     []string                `json:"requiredInputs"`
	PlainInputs        []string                `json:"plainInputs"`
	StateInputs        *objectSpec             `json:"stateInputs"`
	Aliases            []json.RawMessage       `json:"aliases"`
	DeprecationMessage string                  `json:"deprecationMessage"`
	IsComponent        bool                    `json:"isComponent"`
	Methods            map[string]string       `json:"methods"`
}

// returnSpec is a function's "outputs" or "returnType": an inline object or
// a type.
type returnSpec struct {
	objectSpec
	Ref                  string             `json:"$ref"`
	Items                *typeSpec          `json:"items"`
	AdditionalProperties *typeSpec          `json:"additionalProperties"`
	OneOf                []typeSpec         `json:"oneOf"`
	Discriminator        *discriminatorSpec `json:"discriminator"`
}

type functionSpec struct {
	Inputs              *objectSpec     `json:"inputs"`
	Outputs             json.RawMessage `json:"outputs"`
	ReturnType          json.RawMessage `json:"returnType"`
	MultiArgumentInputs []string        `json:"multiArgumentInputs"`
	DeprecationMessage  string          `json:"deprecationMessage"`
	Language            Language        `json:"language"`
	IsOverlay           bool            `json:"isOverlay"`
	Plain               *bool           `json:"plain"`
}

type configSpec struct {
	Variables map[string]propertySpec `json:"variables"`
	Defaults  []string                `json:"defaults"`
}

// unmarshal decodes the text of sp into out, positioning errors.
func (p *Package) unmarshal(what string, sp span, out any) error {
	if err := json.Unmarshal(p.data[sp.start:sp.end], out); err != nil {
		return p.wrapDecode(what, sp.start, err)
	}
	return nil
}

func (p *Package) decodeResource(e *entry, isProvider bool) (*Resource, error) {
	what := fmt.Sprintf("resource %q", e.token)
	var spec resourceSpec
	if err := p.unmarshal(what, e.val, &spec); err != nil {
		return nil, err
	}
	r := &Resource{
		Package:     p,
		Token:       e.token,
		IsProvider:  isProvider,
		IsComponent: spec.IsComponent,
		IsOverlay:   spec.IsOverlay,
		Deprecated:  spec.DeprecationMessage != "",
		Language:    spec.Language,
	}
	plainInputs := map[string]bool{}
	for _, n := range spec.PlainInputs {
		plainInputs[n] = true
	}
	r.InputProperties = p.properties(spec.InputProperties, spec.RequiredInputs, plainInputs)
	r.Properties = p.properties(spec.Properties, spec.Required, plainNames(spec.Plain))
	r.inputs = byName(r.InputProperties)
	r.outputs = byName(r.Properties)
	if spec.StateInputs != nil {
		r.StateInputs = p.inlineObject(e.token+"State", spec.StateInputs)
	}
	for _, raw := range spec.Aliases {
		var s string
		if json.Unmarshal(raw, &s) == nil {
			r.Aliases = append(r.Aliases, Alias{Type: s})
			continue
		}
		var obj struct {
			Type string `json:"type"`
		}
		if err := json.Unmarshal(raw, &obj); err != nil {
			return nil, &SchemaError{File: p.File, Offset: -1, What: what, Msg: "bad alias: " + err.Error()}
		}
		if obj.Type != "" {
			r.Aliases = append(r.Aliases, Alias{Type: obj.Type})
		}
	}
	for name, fn := range spec.Methods {
		r.Methods = append(r.Methods, Method{Name: name, Function: fn})
	}
	sort.Slice(r.Methods, func(i, j int) bool { return r.Methods[i].Name < r.Methods[j].Name })
	return r, nil
}

func (p *Package) decodeFunction(e *entry) (*Function, error) {
	what := fmt.Sprintf("function %q", e.token)
	var spec functionSpec
	if err := p.unmarshal(what, e.val, &spec); err != nil {
		return nil, err
	}
	f := &Function{
		Package:             p,
		Token:               e.token,
		MultiArgumentInputs: spec.MultiArgumentInputs,
		NoPlainVariant:      spec.Plain != nil && !*spec.Plain,
		IsOverlay:           spec.IsOverlay,
		Deprecated:          spec.DeprecationMessage != "",
		Language:            spec.Language,
	}
	if spec.Inputs != nil {
		f.Inputs = p.inlineObject(e.token+"Args", spec.Inputs)
	}
	ret := spec.Outputs
	if isNull(ret) {
		ret = spec.ReturnType
	}
	if !isNull(ret) {
		var rs returnSpec
		if err := json.Unmarshal(ret, &rs); err != nil {
			return nil, &SchemaError{File: p.File, Offset: -1, What: what, Msg: "bad outputs: " + err.Error()}
		}
		f.ReturnPlain = string(rs.Plain) == "true"
		if rs.Properties != nil || rs.Type == "object" && rs.AdditionalProperties == nil && rs.Ref == "" && len(rs.OneOf) == 0 {
			f.Outputs = p.inlineObject(e.token+"Result", &rs.objectSpec)
		} else {
			f.ReturnType = p.typeOf(&typeSpec{
				Type:                 rs.Type,
				Ref:                  rs.Ref,
				Items:                rs.Items,
				AdditionalProperties: rs.AdditionalProperties,
				OneOf:                rs.OneOf,
				Discriminator:        rs.Discriminator,
			})
		}
	}
	return f, nil
}

func isNull(raw json.RawMessage) bool { return len(raw) == 0 || string(raw) == "null" }

func (p *Package) decodeConfig() ([]*Property, error) {
	if p.configSpan.end == 0 {
		return nil, nil
	}
	var spec configSpec
	if err := p.unmarshal("config", p.configSpan, &spec); err != nil {
		return nil, err
	}
	return p.properties(spec.Variables, spec.Defaults, nil), nil
}

// typeShell makes the canonical Type of a "types" entry: enums are decoded
// at once, objects get a body that is decoded on first use.
func (p *Package) typeShell(e *entry) (Type, error) {
	what := fmt.Sprintf("type %q", e.token)
	isEnum, err := isEnumSpec(p.data[e.val.start:e.val.end])
	if err != nil {
		return nil, p.wrapDecode(what, e.val.start, err)
	}
	if !isEnum {
		t := &ObjectType{Package: p, Token: e.token}
		t.decode = func() (*objectBody, error) {
			var spec objectSpec
			if err := p.unmarshal(what, e.val, &spec); err != nil {
				return nil, err
			}
			return p.objectBody(&spec), nil
		}
		return t, nil
	}
	var spec enumSpec
	if err := p.unmarshal(what, e.val, &spec); err != nil {
		return nil, err
	}
	t := &EnumType{Package: p, Token: e.token, IsOverlay: spec.IsOverlay}
	elem, ok := p.primitive(spec.Type)
	if !ok {
		return nil, &SchemaError{File: p.File, Offset: -1, What: what, Msg: fmt.Sprintf("bad enum type %q", spec.Type)}
	}
	t.Elem = elem
	for _, v := range spec.Enum {
		t.Values = append(t.Values, EnumValue{Name: v.Name, Value: v.Value, Deprecated: v.DeprecationMessage != ""})
	}
	return t, nil
}

// isEnumSpec reports whether the JSON text of a "types" entry declares an
// enum: its "type" is not "object" and it has an "enum" list or a "type". It
// reads only the top-level keys.
func isEnumSpec(obj []byte) (bool, error) {
	s := &scanner{data: obj}
	hasEnum, typ := false, ""
	err := s.object(func(k string) error {
		sp, err := s.skip()
		if err != nil {
			return err
		}
		switch k {
		case "enum":
			hasEnum = true
		case "type":
			if err := json.Unmarshal(obj[sp.start:sp.end], &typ); err != nil {
				return &scanError{sp.start, "\"type\" must be a string"}
			}
		}
		return nil
	})
	return typ != "object" && (hasEnum || typ != ""), err
}

func (p *Package) inlineObject(token string, spec *objectSpec) *ObjectType {
	body := p.objectBody(spec)
	t := &ObjectType{Package: p, Token: token, Inline: true, body: body}
	t.once.Do(func() {})
	return t
}

func (p *Package) objectBody(spec *objectSpec) *objectBody {
	props := p.properties(spec.Properties, spec.Required, plainNames(spec.Plain))
	return newObjectBody(props, spec.Language, spec.IsOverlay)
}

// plainNames reads a legacy "plain" list of property names.
func plainNames(raw json.RawMessage) map[string]bool {
	out := map[string]bool{}
	var names []string
	if len(raw) > 0 && raw[0] == '[' && json.Unmarshal(raw, &names) == nil {
		for _, n := range names {
			out[n] = true
		}
	}
	return out
}

func byName(props []*Property) map[string]*Property {
	m := make(map[string]*Property, len(props))
	for _, p := range props {
		m[p.Name] = p
	}
	return m
}

// properties converts property specs, sorted by name.
func (p *Package) properties(specs map[string]propertySpec, required []string, plain map[string]bool) []*Property {
	req := make(map[string]bool, len(required))
	for _, r := range required {
		req[r] = true
	}
	out := make([]*Property, 0, len(specs))
	for name := range specs {
		spec := specs[name]
		prop := &Property{
			Name:                 name,
			Type:                 p.typeOf(&spec.typeSpec),
			Required:             req[name],
			Plain:                spec.Plain || plain[name],
			Secret:               spec.Secret,
			Const:                spec.Const,
			Default:              spec.Default,
			ReplaceOnChanges:     spec.ReplaceOnChanges,
			WillReplaceOnChanges: spec.WillReplaceOnChanges,
			Deprecated:           spec.DeprecationMessage != "",
			Language:             spec.Language,
		}
		if spec.DefaultInfo != nil {
			prop.DefaultEnv = spec.DefaultInfo.Environment
		}
		out = append(out, prop)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

func (p *Package) primitive(name string) (*PrimitiveType, bool) {
	switch name {
	case "boolean":
		return BoolType, true
	case "integer":
		return IntType, true
	case "number":
		return NumberType, true
	case "string":
		return StringType, true
	}
	return nil, false
}

// typeOf converts a type spec. The spec's own plain marker is the caller's
// business; nested plain markers become PlainType wrappers.
func (p *Package) typeOf(ts *typeSpec) Type {
	switch {
	case ts.Ref != "":
		return p.resolveRef(ts.Ref, ts.Type)
	case len(ts.OneOf) > 0:
		u := &UnionType{Elements: make([]Type, len(ts.OneOf))}
		for i := range ts.OneOf {
			u.Elements[i] = p.nested(&ts.OneOf[i])
		}
		if ts.Type != "" {
			prim, ok := p.primitive(ts.Type)
			if !ok {
				return &InvalidType{Ref: ts.Type, Reason: "unknown underlying type of a union"}
			}
			u.Underlying = prim
		}
		if ts.Discriminator != nil {
			u.Discriminator = ts.Discriminator.PropertyName
			u.Mapping = ts.Discriminator.Mapping
		}
		return u
	}
	switch ts.Type {
	case "array":
		if ts.Items == nil {
			return &InvalidType{Ref: "array", Reason: `array type without "items"`}
		}
		return &ArrayType{Items: p.nested(ts.Items)}
	case "object":
		if ts.AdditionalProperties == nil {
			return &MapType{Elem: StringType}
		}
		return &MapType{Elem: p.nested(ts.AdditionalProperties)}
	case "":
		return &InvalidType{Ref: "", Reason: `type without "type" or "$ref"`}
	}
	if prim, ok := p.primitive(ts.Type); ok {
		return prim
	}
	return &InvalidType{Ref: ts.Type, Reason: "unknown type"}
}

func (p *Package) nested(ts *typeSpec) Type {
	t := p.typeOf(ts)
	if ts.Plain {
		return &PlainType{Elem: t}
	}
	return t
}
