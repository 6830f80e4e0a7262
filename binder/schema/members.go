package schema

// Property is a property of an object, a resource's inputs or outputs, a
// function's inputs or outputs, or a configuration variable.
type Property struct {
	// Name is the property name as written in the schema.
	Name string
	// Type is the property type. A top-level "plain": true is recorded in
	// Plain rather than as a PlainType wrapper.
	Type Type
	// Required reports whether the property is listed in the containing
	// object's "required" (or "requiredInputs") list.
	Required bool
	// Plain reports "plain": true: the property does not accept eventual
	// values.
	Plain bool
	// Secret reports "secret": true.
	Secret bool
	// Const is the "const" value (string, float64 or bool), or nil.
	Const any
	// Default is the "default" value (string, float64 or bool), or nil.
	Default any
	// DefaultEnv lists the environment variables of "defaultInfo.environment".
	DefaultEnv []string
	// ReplaceOnChanges reports "replaceOnChanges": true.
	ReplaceOnChanges bool
	// WillReplaceOnChanges reports "willReplaceOnChanges": true.
	WillReplaceOnChanges bool
	// Deprecated reports whether the property has a deprecation message.
	Deprecated bool
	// Language is the raw per-language metadata.
	Language Language
}

// Alias is a former type token of a resource.
type Alias struct {
	// Type is the aliased type token.
	Type string
}

// Method is a resource method: a name bound to a function token.
type Method struct {
	Name string
	// Function is the token of the function that implements the method.
	Function string
}

// Resource is a resource, component or provider.
type Resource struct {
	// Package is the declaring package.
	Package *Package
	// Token is the resource token as written in the schema
	// ("pulumi:providers:NAME" for the provider).
	Token string
	// IsProvider reports the package's provider resource.
	IsProvider bool
	// IsComponent reports "isComponent": true.
	IsComponent bool
	// IsOverlay reports "isOverlay": true.
	IsOverlay bool
	// InputProperties are the inputs sorted by name; Required follows
	// "requiredInputs".
	InputProperties []*Property
	// Properties are the outputs sorted by name; Required follows "required".
	Properties []*Property
	// StateInputs is the inline "stateInputs" object, or nil.
	StateInputs *ObjectType
	// Aliases are the resource's former tokens.
	Aliases []Alias
	// Methods are sorted by name.
	Methods []Method
	// Deprecated reports whether the resource has a deprecation message.
	Deprecated bool
	// Language is the raw per-language metadata.
	Language Language

	inputs, outputs map[string]*Property
}

// ResourceMark implements model.ResourceMark: the binder annotates the
// type of a resource with its schema resource.
func (*Resource) ResourceMark() {}

// InputProperty returns the named input property, or nil.
func (r *Resource) InputProperty(name string) *Property { return r.inputs[name] }

// Property returns the named output property, or nil.
func (r *Resource) Property(name string) *Property { return r.outputs[name] }

// Method returns the function token of the named method, or "".
func (r *Resource) Method(name string) string {
	for _, m := range r.Methods {
		if m.Name == name {
			return m.Function
		}
	}
	return ""
}

// Function is a function (an invoke) or a resource method.
type Function struct {
	// Package is the declaring package.
	Package *Package
	// Token is the function token as written in the schema.
	Token string
	// Inputs is the inline input object, or nil when the function takes none.
	Inputs *ObjectType
	// Outputs is the inline output object, or nil when the function returns
	// nothing or returns a non-object type (see ReturnType).
	Outputs *ObjectType
	// ReturnType is the return type when it is not an inline object: a
	// primitive, array, map or reference ("outputs" or "returnType" given as a
	// plain type). Nil when Outputs is set or nothing is returned.
	ReturnType Type
	// ReturnPlain reports a plain return value ("plain": true on the outputs).
	ReturnPlain bool
	// MultiArgumentInputs lists the input names, in order, when the inputs
	// are passed as separate arguments.
	MultiArgumentInputs []string
	// NoPlainVariant reports "plain": false on the function: only the output
	// form should be generated.
	NoPlainVariant bool
	// IsOverlay reports "isOverlay": true.
	IsOverlay bool
	// Deprecated reports whether the function has a deprecation message.
	Deprecated bool
	// Language is the raw per-language metadata.
	Language Language
}

// Parameterization describes a parameterized package: the base provider it is
// served by and the parameter value.
type Parameterization struct {
	BaseProvider struct {
		Name    string `json:"name"`
		Version string `json:"version"`
	} `json:"baseProvider"`
	// Parameter is the decoded base64 parameter.
	Parameter []byte `json:"parameter"`
}

// Dependency is an entry of the package's "dependencies" list.
type Dependency struct {
	Name              string `json:"name"`
	Version           string `json:"version"`
	PluginDownloadURL string `json:"pluginDownloadURL"`
	Parameterization  *struct {
		Name    string `json:"name"`
		Version string `json:"version"`
		Value   []byte `json:"value"`
	} `json:"parameterization"`
}
