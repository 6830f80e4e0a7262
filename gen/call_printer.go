package gen

import (
	"strings"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// This file dispatches the function calls of a lowered program, by name, to
// a backend's printer of each: the intrinsics of the lowering passes, invoke
// and call, and every builtin of the binder's table. The table of names is
// here once; a backend implements CallPrinter, so that a builtin it does not
// print is a compile error. The builtins of a family that the backends print
// alike but for a name (the asset constructors, the deployment's context,
// a resource's name and type, min and max) are one method each, given the
// name to print.

// CallPrinter prints the calls of a lowered program in one target language.
// Each method prints the call x of its name and returns the printed code (T
// is the backend's type of it) and its precedence; a method may report a
// problem and return a placeholder.
type CallPrinter[T any] interface {
	// Apply prints a call of ApplyName.
	Apply(x *model.FunctionCallExpression) (T, int)
	// Interpolate prints a call of InterpolateName.
	Interpolate(x *model.FunctionCallExpression) (T, int)
	// Convert prints a call of ConvertName.
	Convert(x *model.FunctionCallExpression) (T, int)
	// ChosenConditional prints a call of ChosenConditional.
	ChosenConditional(x *model.FunctionCallExpression) (T, int)
	// ToOutput prints a call of ToOutputName.
	ToOutput(x *model.FunctionCallExpression) (T, int)
	// WithSecrecyOf prints a call of WithSecrecyOfName in an apply's
	// callback: its value argument.
	WithSecrecyOf(x *model.FunctionCallExpression) (T, int)
	// HasKey prints a call of HasKeyName: whether the plain map or object
	// (its first argument, a reference) has the string key (its second).
	HasKey(x *model.FunctionCallExpression) (T, int)
	// Invoke prints a call of binder.InvokeName.
	Invoke(x *model.FunctionCallExpression) (T, int)
	// MethodCall prints a call of binder.CallName.
	MethodCall(x *model.FunctionCallExpression) (T, int)
	// Unknown reports a call of a function no other method prints.
	Unknown(x *model.FunctionCallExpression) (T, int)

	AssetArchive(x *model.FunctionCallExpression) (T, int)
	// Asset prints fileArchive, fileAsset, remoteArchive, remoteAsset or
	// stringAsset: a new asset or archive of the SDK's class, named as the
	// builtin but capitalized (FileArchive, ...).
	Asset(x *model.FunctionCallExpression, class string) (T, int)
	Can(x *model.FunctionCallExpression) (T, int)
	// Context prints organization, project, rootDirectory or stack: the
	// deployment's context, named as the builtin but capitalized
	// (Organization, Project, RootDirectory, Stack).
	Context(x *model.FunctionCallExpression, name string) (T, int)
	Cwd(x *model.FunctionCallExpression) (T, int)
	Element(x *model.FunctionCallExpression) (T, int)
	Entries(x *model.FunctionCallExpression) (T, int)
	FileBase64(x *model.FunctionCallExpression) (T, int)
	FileBase64SHA256(x *model.FunctionCallExpression) (T, int)
	FromBase64(x *model.FunctionCallExpression) (T, int)
	GetOutput(x *model.FunctionCallExpression) (T, int)
	Join(x *model.FunctionCallExpression) (T, int)
	Length(x *model.FunctionCallExpression) (T, int)
	Lookup(x *model.FunctionCallExpression) (T, int)
	// MinMax prints min or max, fn being the builtin's name.
	MinMax(x *model.FunctionCallExpression, fn string) (T, int)
	NotImplemented(x *model.FunctionCallExpression) (T, int)
	// ResourceMeta prints pulumiResourceName or pulumiResourceType, property
	// being "Name" or "Type".
	ResourceMeta(x *model.FunctionCallExpression, property string) (T, int)
	Range(x *model.FunctionCallExpression) (T, int)
	ReadFile(x *model.FunctionCallExpression) (T, int)
	Recover(x *model.FunctionCallExpression) (T, int)
	Secret(x *model.FunctionCallExpression) (T, int)
	SHA1(x *model.FunctionCallExpression) (T, int)
	SingleOrNone(x *model.FunctionCallExpression) (T, int)
	Split(x *model.FunctionCallExpression) (T, int)
	ToBase64(x *model.FunctionCallExpression) (T, int)
	ToJSON(x *model.FunctionCallExpression) (T, int)
	Try(x *model.FunctionCallExpression) (T, int)
	Unsecret(x *model.FunctionCallExpression) (T, int)
}

// PrintCall prints the call x with the method of p for its name.
func PrintCall[T any](p CallPrinter[T], x *model.FunctionCallExpression) (T, int) {
	switch x.Name {
	case ApplyName:
		return p.Apply(x)
	case InterpolateName:
		return p.Interpolate(x)
	case ConvertName:
		return p.Convert(x)
	case ChosenConditional:
		return p.ChosenConditional(x)
	case ToOutputName:
		return p.ToOutput(x)
	case WithSecrecyOfName:
		return p.WithSecrecyOf(x)
	case HasKeyName:
		return p.HasKey(x)
	case binder.InvokeName:
		return p.Invoke(x)
	case binder.CallName:
		return p.MethodCall(x)
	case "assetArchive":
		return p.AssetArchive(x)
	case "fileArchive", "fileAsset", "remoteArchive", "remoteAsset", "stringAsset":
		return p.Asset(x, capitalized(x.Name))
	case "can":
		return p.Can(x)
	case "organization", "project", "rootDirectory", "stack":
		return p.Context(x, capitalized(x.Name))
	case "cwd":
		return p.Cwd(x)
	case "element":
		return p.Element(x)
	case "entries":
		return p.Entries(x)
	case "filebase64":
		return p.FileBase64(x)
	case "filebase64sha256":
		return p.FileBase64SHA256(x)
	case "fromBase64":
		return p.FromBase64(x)
	case "getOutput":
		return p.GetOutput(x)
	case "join":
		return p.Join(x)
	case "length":
		return p.Length(x)
	case "lookup":
		return p.Lookup(x)
	case "max", "min":
		return p.MinMax(x, x.Name)
	case "notImplemented":
		return p.NotImplemented(x)
	case "pulumiResourceName", "pulumiResourceType":
		return p.ResourceMeta(x, strings.TrimPrefix(x.Name, "pulumiResource"))
	case "range":
		return p.Range(x)
	case "readFile":
		return p.ReadFile(x)
	case "recover":
		return p.Recover(x)
	case "secret":
		return p.Secret(x)
	case "sha1":
		return p.SHA1(x)
	case "singleOrNone":
		return p.SingleOrNone(x)
	case "split":
		return p.Split(x)
	case "toBase64":
		return p.ToBase64(x)
	case "toJSON":
		return p.ToJSON(x)
	case "try":
		return p.Try(x)
	case "unsecret":
		return p.Unsecret(x)
	}
	return p.Unknown(x)
}

// capitalized returns s with its first letter upper-case.
func capitalized(s string) string {
	return strings.ToUpper(s[:1]) + s[1:]
}
