package binder

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"

	"github.com/pclgen/pclgen/model"
)

// Node is a top-level declaration of a program: a config variable, local
// variable, resource, component, output, hook or package declaration. A Node is
// a model.Definition: references to its name in expressions have its type.
type Node interface {
	model.Definition
	// Name returns the name the program declares the node with.
	Name() string
	// LogicalName returns the node's `__logicalName` attribute when it has
	// one, else its name.
	LogicalName() string
	// SyntaxNode returns the declaring block or attribute.
	SyntaxNode() hclsyntax.Node
	// Dependencies returns the nodes this node's expressions refer to, in
	// program order, each once.
	Dependencies() []Node
	isNode()
}

// bindState tracks a node's progress through binding.
type bindState int

const (
	unbound bindState = iota
	binding
	bound
)

// nodeBase holds what every node kind has.
type nodeBase struct {
	name        string
	logicalName string
	syntax      hclsyntax.Node
	deps        []Node
	typ         model.Type
	// index is the node's position in source order.
	index int
	state bindState
	// block is the declaring block, nil for locals.
	block *hclsyntax.Block
	// nameRange is the range of the name label (or attribute name).
	nameRange hcl.Range
}

// Name implements Node.
func (n *nodeBase) Name() string { return n.name }

// LogicalName implements Node.
func (n *nodeBase) LogicalName() string {
	if n.logicalName != "" {
		return n.logicalName
	}
	return n.name
}

// SyntaxNode implements Node.
func (n *nodeBase) SyntaxNode() hclsyntax.Node { return n.syntax }

// Dependencies implements Node.
func (n *nodeBase) Dependencies() []Node { return n.deps }

// Type implements model.Definition: dynamic until the node is bound.
func (n *nodeBase) Type() model.Type {
	if n.typ == nil {
		return model.DynamicType
	}
	return n.typ
}

func (n *nodeBase) base() *nodeBase { return n }
func (*nodeBase) isNode()           {}

// baseNode gives access to a node's shared fields.
type baseNode interface {
	Node
	base() *nodeBase
}

// ConfigVariable is `config name "type" { default = ..., description = ...,
// nullable = ..., secret = ... }`.
type ConfigVariable struct {
	nodeBase
	// ConfigType is the declared type: the block's second label parsed as a
	// type expression, or dynamic when there is no label.
	ConfigType model.Type
	// DefaultValue is the `default` attribute, or nil.
	DefaultValue model.Expression
	// Description is the `description` attribute's string value, or "".
	Description string
	// Nullable reports `nullable = true`.
	Nullable bool
	// Secret reports `secret = true`.
	Secret bool
}

// Optional reports whether the program may run without a value for the
// variable: it has a default or is nullable.
func (c *ConfigVariable) Optional() bool { return c.DefaultValue != nil || c.Nullable }

// MayBeNull reports whether the variable's value may be null when the program
// runs: it is nullable, or it has no value unless set and its default is null.
// A variable with a non-null default always has a value, so it is not.
func (c *ConfigVariable) MayBeNull() bool {
	if c.Nullable {
		return true
	}
	if c.DefaultValue == nil {
		return false
	}
	t := model.ResolveOutputs(c.DefaultValue.Type())
	return t == model.NoneType || (model.IsOptional(t) && t != model.Type(model.DynamicType))
}

// LocalVariable is a top-level attribute `name = value`.
type LocalVariable struct {
	nodeBase
	// Syntax is the declaring attribute.
	Syntax *hclsyntax.Attribute
	// Value is the bound value.
	Value model.Expression
}

// OutputVariable is `output name ["type"] { value = ... }`.
type OutputVariable struct {
	nodeBase
	// DeclaredType is the type given by the optional second label, or nil.
	DeclaredType model.Type
	// Value is the bound `value` attribute.
	Value model.Expression
}

// Hook is `hook KIND name { command = [...], onDryRun = bool,
// ignoreErrors = bool }`: a resource hook (KIND `resource`) or an error hook
// (KIND `error`). Inside the command, `args` holds the hook's arguments.
type Hook struct {
	nodeBase
	// Kind is "resource" or "error".
	Kind string
	// Command is the bound `command` attribute: a list of strings.
	Command model.Expression
	// OnDryRun is the `onDryRun` attribute, or nil.
	OnDryRun model.Expression
	// IgnoreErrors is the `ignoreErrors` attribute, or nil.
	IgnoreErrors model.Expression
	// Args is the `args` variable in scope in the hook's attributes.
	Args *model.Variable
}

// The types of hooks: a reference to a hook has one of these types.
var (
	ResourceHookType = &model.OpaqueType{Name: "ResourceHook"}
	ErrorHookType    = &model.OpaqueType{Name: "ErrorHook"}
)

// PackageDecl is `package ["name"] { baseProviderName = ...,
// baseProviderVersion = ..., parameterization { name, version, value } }`:
// a parameterized package the program uses. Its name is the label, else the
// parameterization's name. Package declarations are not in scope.
type PackageDecl struct {
	nodeBase
	BaseProviderName    string
	BaseProviderVersion string
	// Parameterization is nil when the block has none.
	Parameterization *Parameterization
}

// Parameterization is a package declaration's `parameterization` block.
type Parameterization struct {
	Name    string
	Version string
	// Value is the base64-encoded parameter, as written.
	Value string
}

var (
	_ baseNode = (*ConfigVariable)(nil)
	_ baseNode = (*LocalVariable)(nil)
	_ baseNode = (*OutputVariable)(nil)
	_ baseNode = (*Hook)(nil)
	_ baseNode = (*PackageDecl)(nil)
	_ baseNode = (*Resource)(nil)
	_ baseNode = (*Component)(nil)
)
