// Package gorundriver runs generated Go programs under the Go SDK's mocks and
// writes what they did as a pclgen trace (see interp/trace in the pclgen
// repository for the raw trace and mocks JSON formats). It is the run-time
// half of pclgen's gen/gentest/gorun: that package copies each generated
// program into a package of its own, with `pulumi.Run(` replaced by this
// package's Run and `func main()` renamed, and builds one binary whose main
// calls Main with every program.
//
// A run of the binary is `BINARY PROGRAM MOCKS.json TRACE.json`: it runs the
// program with project "project" and stack "stack" (not as a preview), with
// the config of PULUMI_CONFIG and PULUMI_CONFIG_SECRET_KEYS, and writes the
// raw trace to TRACE.json. It exits 0 when it wrote a trace.
package gorundriver

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"runtime/debug"
	"sort"
	"strings"
	"sync"

	"github.com/pulumi/pulumi/sdk/v3/go/common/resource"
	"github.com/pulumi/pulumi/sdk/v3/go/common/resource/archive"
	"github.com/pulumi/pulumi/sdk/v3/go/common/resource/asset"
	"github.com/pulumi/pulumi/sdk/v3/go/common/tokens"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// Project and Stack are the names every mock run uses.
const (
	Project = "project"
	Stack   = "stack"
)

// rootStackType is the type of the stack resource.
const rootStackType = "pulumi:pulumi:Stack"

// outputsType is the type of the component the driver registers, after the
// program's body, with the program's exports as its inputs: the SDK then
// marshals the exports as the engine would see them (secrets, resource
// references, assets), and the monitor records them as the stack outputs
// instead of as a resource.
const outputsType = "pclgen:driver:StackOutputs"

// Mocks is the mock provider's behaviour (trace.Mocks in pclgen).
type Mocks struct {
	Resources  map[string]MockResource   `json:"resources"`
	Invokes    map[string]map[string]any `json:"invokes"`
	Config     map[string]string         `json:"config"`
	SecretKeys []string                  `json:"secretKeys"`
	// Failures are the registrations the provider fails, with its message,
	// by TYPE::NAME.
	Failures map[string]string `json:"failures"`
}

// MockResource is the mock provider's answer for one resource.
type MockResource struct {
	ID    string         `json:"id"`
	State map[string]any `json:"state"`
}

// rawTrace is trace.Raw in pclgen.
type rawTrace struct {
	Resources []rawResource  `json:"resources"`
	Invokes   []rawInvoke    `json:"invokes"`
	Outputs   map[string]any `json:"outputs"`
	Error     string         `json:"error,omitempty"`
}

type rawResource struct {
	Type     string         `json:"type"`
	Name     string         `json:"name"`
	URN      string         `json:"urn"`
	Parent   string         `json:"parent,omitempty"`
	Custom   bool           `json:"custom"`
	Provider string         `json:"provider,omitempty"`
	Inputs   map[string]any `json:"inputs"`
	Options  map[string]any `json:"options,omitempty"`
}

type rawInvoke struct {
	Token string         `json:"token"`
	Args  map[string]any `json:"args"`
}

// state is the one run of this process.
var state struct {
	program   string
	tracePath string
	mocks     *Mocks
}

// Main runs the program the command line names, from programs (program
// name to its renamed main function), and exits.
func Main(programs map[string]func()) {
	if len(os.Args) != 4 {
		fmt.Fprintf(os.Stderr, "usage: %s PROGRAM MOCKS.json TRACE.json\n", os.Args[0])
		os.Exit(2)
	}
	state.program, state.tracePath = os.Args[1], os.Args[3]
	main, ok := programs[state.program]
	if !ok {
		fmt.Fprintf(os.Stderr, "no program %q in this binary\n", state.program)
		os.Exit(2)
	}
	data, err := os.ReadFile(os.Args[2])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	var mocks Mocks
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&mocks); err != nil {
		fmt.Fprintf(os.Stderr, "decoding %s: %v\n", os.Args[2], err)
		os.Exit(2)
	}
	state.mocks = &mocks
	main()
	fmt.Fprintf(os.Stderr, "program %q returned without calling pulumi.Run\n", state.program)
	os.Exit(2)
}

// Run takes the place of pulumi.Run in a program: it runs body under the
// mocks, writes the trace and exits.
func Run(body pulumi.RunFunc, opts ...pulumi.RunOption) {
	if state.mocks == nil {
		fmt.Fprintln(os.Stderr, "gorundriver.Run called outside gorundriver.Main")
		os.Exit(2)
	}
	m := &monitor{mocks: state.mocks}
	wrapped := func(ctx *pulumi.Context) (err error) {
		defer func() {
			if r := recover(); r != nil {
				// The stack goes to the run's log, for a reader.
				fmt.Fprintf(os.Stderr, "panic: %v\n\n%s", r, debug.Stack())
				err = fmt.Errorf("panic: %v", r)
			}
		}()
		if err := body(ctx); err != nil {
			return err
		}
		exports := ctx.GetCurrentExportMap()
		if len(exports) == 0 {
			return nil
		}
		names := make([]string, 0, len(exports))
		for name := range exports {
			names = append(names, name)
		}
		m.expectOutputs(names)
		var outputs pulumi.ResourceState
		return ctx.RegisterResource(outputsType, "outputs", pulumi.Map(exports), &outputs)
	}
	opts = append(opts, pulumi.WithMocks(Project, Stack, m), withRootDirectory)
	err := pulumi.RunErr(wrapped, opts...)
	tr := m.trace()
	if err != nil {
		tr.Error = errorMessage(err)
		if tr.Error == "" {
			tr.Error = "the program failed"
		}
	}
	data, jerr := json.MarshalIndent(tr, "", "  ")
	if jerr != nil {
		fmt.Fprintf(os.Stderr, "encoding the trace: %v\n", jerr)
		os.Exit(2)
	}
	if werr := os.WriteFile(state.tracePath, append(data, '\n'), 0o644); werr != nil {
		fmt.Fprintln(os.Stderr, werr)
		os.Exit(2)
	}
	os.Exit(0)
}

// withRootDirectory makes the directory the driver runs in (the program's,
// which holds its Pulumi.yaml) the project's root, ctx.RootDirectory(), as
// the engine's PULUMI_ROOT_DIRECTORY does and as the interpreter has it.
func withRootDirectory(info *pulumi.RunInfo) {
	if dir, err := os.Getwd(); err == nil {
		info.RootDirectory = dir
	}
}

// errorMessage is err's message without the wrapping of the one error that
// the SDK collects ("1 error occurred:\n\t* MESSAGE\n\n").
func errorMessage(err error) string {
	msg := err.Error()
	const one = "1 error occurred:\n\t* "
	if strings.HasPrefix(msg, one) {
		msg = strings.TrimRight(strings.TrimPrefix(msg, one), "\n")
	}
	return msg
}

// monitor is the mock resource monitor: it answers from the mocks and
// records every request.
type monitor struct {
	mocks *Mocks

	mu        sync.Mutex
	resources []rawResource
	invokes   []rawInvoke
	outputs   map[string]any
	// wantOutputs is set once the program's body has returned and the
	// driver registers the exports.
	wantOutputs bool
	exportNames []string
}

// expectOutputs tells the monitor that the driver registers the exports
// named names next.
func (m *monitor) expectOutputs(names []string) {
	m.mu.Lock()
	m.wantOutputs = true
	m.exportNames = names
	m.mu.Unlock()
}

func (m *monitor) trace() *rawTrace {
	m.mu.Lock()
	defer m.mu.Unlock()
	tr := &rawTrace{Resources: m.resources, Invokes: m.invokes, Outputs: m.outputs}
	if tr.Resources == nil {
		tr.Resources = []rawResource{}
	}
	if tr.Invokes == nil {
		tr.Invokes = []rawInvoke{}
	}
	if tr.Outputs == nil {
		tr.Outputs = map[string]any{}
	}
	return tr
}

// urn computes the URN the Go SDK's mock monitor gives a resource.
func urn(parent, typ, name string) string {
	parentType := tokens.Type("")
	if p := resource.URN(parent); p != "" && p.IsValid() && p.QualifiedType() != rootStackType {
		parentType = p.QualifiedType()
	}
	return string(resource.NewURN(tokens.QName(Stack), tokens.PackageName(Project), parentType, tokens.Type(typ), name))
}

// NewResource answers a registration (or a read) and records it.
func (m *monitor) NewResource(args pulumi.MockResourceArgs) (string, resource.PropertyMap, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if rpc := args.RegisterRPC; rpc != nil && rpc.GetType() == outputsType && m.wantOutputs {
		m.outputs = encodeMap(args.Inputs)
		for _, name := range m.exportNames {
			// The SDK leaves null values out.
			if _, ok := m.outputs[name]; !ok {
				m.outputs[name] = nil
			}
		}
		return "", resource.PropertyMap{}, nil
	}
	r := rawResource{
		Type:     args.TypeToken,
		Name:     args.Name,
		Custom:   args.Custom,
		Provider: args.Provider,
		Inputs:   encodeMap(args.Inputs),
	}
	switch {
	case args.RegisterRPC != nil:
		r.Parent = args.RegisterRPC.GetParent()
		r.Options = options(args)
	case args.ReadRPC != nil:
		// A read of an existing resource (a get): recorded as a custom
		// resource with the option "id". A StackReference is a read of the
		// stack by its name in every SDK, not the program's get: no option.
		r.Parent = args.ReadRPC.GetParent()
		r.Custom = true
		if args.TypeToken != "pulumi:pulumi:StackReference" {
			r.Options = map[string]any{"id": args.ID}
		}
	}
	r.URN = urn(r.Parent, r.Type, r.Name)
	m.resources = append(m.resources, r)

	if !args.Custom && args.ReadRPC == nil {
		// A component: its outputs are what the program registers as its
		// outputs, not a provider's.
		return "", resource.PropertyMap{}, nil
	}
	if msg, ok := m.mocks.Failures[args.TypeToken+"::"+args.Name]; ok && args.ReadRPC == nil {
		// The provider fails the create: the SDK rejects the resource's
		// outputs with the error, and the run fails.
		return "", nil, errors.New(msg)
	}
	id := args.Name + "_id"
	out := resource.PropertyMap{}
	for k, v := range args.Inputs {
		out[k] = withoutSecretNulls(v)
	}
	if mr, ok := m.mocks.Resources[args.TypeToken+"::"+args.Name]; ok {
		if mr.ID != "" {
			id = mr.ID
		}
		for k, v := range mr.State {
			pv, err := decode(v)
			if err != nil {
				return "", nil, fmt.Errorf("mock state of %s::%s, property %q: %w", args.TypeToken, args.Name, k, err)
			}
			out[resource.PropertyKey(k)] = pv
		}
	}
	if args.ReadRPC != nil && args.ID != "" {
		id = args.ID
	}
	return id, out, nil
}

// withoutSecretNulls returns v with each secret null inside an object or
// a list (an optional input the program made secret and null) as a plain
// null, and the object or list that held it secret instead, which is what
// the program reads back: the Go SDK reads a secret null into a *string
// field of an output's struct as a pointer to "" (unmarshalOutput allocates
// the pointer before it unwraps the secret; fuzz seed 12773), where the
// TypeScript and Python SDKs, and the interpreter, read null.
func withoutSecretNulls(v resource.PropertyValue) resource.PropertyValue {
	out, secretNull := liftSecretNulls(v)
	if secretNull && !out.IsNull() {
		return resource.MakeSecret(out)
	}
	if secretNull {
		// A property that is a secret null itself stays one.
		return v
	}
	return out
}

// liftSecretNulls returns v with its secret nulls as plain nulls, and
// whether there were any.
func liftSecretNulls(v resource.PropertyValue) (resource.PropertyValue, bool) {
	switch {
	case v.IsSecret():
		if v.SecretValue().Element.IsNull() {
			return resource.NewNullProperty(), true
		}
		e, _ := liftSecretNulls(v.SecretValue().Element)
		return resource.MakeSecret(e), false
	case v.IsObject():
		m, any := resource.PropertyMap{}, false
		for k, e := range v.ObjectValue() {
			var had bool
			m[k], had = liftSecretNulls(e)
			any = any || had
		}
		return resource.NewObjectProperty(m), any
	case v.IsArray():
		a, any := make([]resource.PropertyValue, len(v.ArrayValue())), false
		for i, e := range v.ArrayValue() {
			var had bool
			a[i], had = liftSecretNulls(e)
			any = any || had
		}
		return resource.NewArrayProperty(a), any
	}
	return v, false
}

// options returns the options of a registration that are set.
func options(args pulumi.MockResourceArgs) map[string]any {
	rpc := args.RegisterRPC
	o := map[string]any{}
	strs := func(name string, v []string) {
		if len(v) > 0 {
			l := make([]any, len(v))
			for i, s := range v {
				l[i] = s
			}
			o[name] = l
		}
	}
	str := func(name, v string) {
		if v != "" {
			o[name] = v
		}
	}
	if rpc.GetProtect() {
		o["protect"] = true
	}
	if rpc.GetRetainOnDelete() {
		o["retainOnDelete"] = true
	}
	if rpc.GetDeleteBeforeReplace() {
		o["deleteBeforeReplace"] = true
	}
	strs("ignoreChanges", rpc.GetIgnoreChanges())
	strs("replaceOnChanges", rpc.GetReplaceOnChanges())
	strs("additionalSecretOutputs", rpc.GetAdditionalSecretOutputs())
	str("version", rpc.GetVersion())
	str("pluginDownloadURL", rpc.GetPluginDownloadURL())
	str("importId", rpc.GetImportId())
	if ct := rpc.GetCustomTimeouts(); ct != nil {
		t := map[string]any{}
		for k, v := range map[string]string{"create": ct.GetCreate(), "update": ct.GetUpdate(), "delete": ct.GetDelete()} {
			if v != "" {
				t[k] = v
			}
		}
		if len(t) > 0 {
			o["customTimeouts"] = t
		}
	}
	strs("hideDiffs", rpc.GetHideDiffs())
	strs("replaceWith", rpc.GetReplaceWith())
	if len(o) == 0 {
		return nil
	}
	return o
}

// Call answers an invoke and records it.
func (m *monitor) Call(args pulumi.MockCallArgs) (resource.PropertyMap, error) {
	return m.answer(args)
}

// MethodCall answers a method call and records it.
func (m *monitor) MethodCall(args pulumi.MockCallArgs) (resource.PropertyMap, error) {
	return m.answer(args)
}

func (m *monitor) answer(args pulumi.MockCallArgs) (resource.PropertyMap, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.invokes = append(m.invokes, rawInvoke{Token: args.Token, Args: encodeMap(args.Args)})
	out := resource.PropertyMap{}
	for k, v := range m.mocks.Invokes[args.Token] {
		pv, err := decode(v)
		if err != nil {
			return nil, fmt.Errorf("mock result of %s, property %q: %w", args.Token, k, err)
		}
		out[resource.PropertyKey(k)] = pv
	}
	return out, nil
}

// encodeMap encodes a property map in the trace's value encoding.
func encodeMap(m resource.PropertyMap) map[string]any {
	out := make(map[string]any, len(m))
	for k, v := range m {
		out[string(k)] = encode(v)
	}
	return out
}

// encode encodes a property value in the trace's value encoding.
func encode(v resource.PropertyValue) any {
	switch {
	case v.IsNull():
		return nil
	case v.IsBool():
		return v.BoolValue()
	case v.IsNumber():
		return v.NumberValue()
	case v.IsString():
		return v.StringValue()
	case v.IsArray():
		arr := v.ArrayValue()
		out := make([]any, len(arr))
		for i, e := range arr {
			out[i] = encode(e)
		}
		return out
	case v.IsObject():
		return encodeMap(v.ObjectValue())
	case v.IsSecret():
		return map[string]any{"$secret": encode(v.SecretValue().Element)}
	case v.IsComputed():
		return map[string]any{"$unknown": true}
	case v.IsOutput():
		o := v.OutputValue()
		var e any = map[string]any{"$unknown": true}
		if o.Known {
			e = encode(o.Element)
		}
		if o.Secret {
			e = map[string]any{"$secret": e}
		}
		return e
	case v.IsAsset():
		a := v.AssetValue()
		switch {
		case a.Path != "":
			return map[string]any{"$asset": map[string]any{"path": a.Path}}
		case a.URI != "":
			return map[string]any{"$asset": map[string]any{"uri": a.URI}}
		default:
			return map[string]any{"$asset": map[string]any{"text": a.Text}}
		}
	case v.IsArchive():
		a := v.ArchiveValue()
		switch {
		case a.Path != "":
			return map[string]any{"$archive": map[string]any{"path": a.Path}}
		case a.URI != "":
			return map[string]any{"$archive": map[string]any{"uri": a.URI}}
		default:
			assets := map[string]any{}
			for name, e := range a.Assets {
				switch e := e.(type) {
				case *asset.Asset:
					assets[name] = encode(resource.NewAssetProperty(e))
				case *archive.Archive:
					assets[name] = encode(resource.NewArchiveProperty(e))
				}
			}
			return map[string]any{"$archive": map[string]any{"assets": assets}}
		}
	case v.IsResourceReference():
		return map[string]any{"$resource": string(v.ResourceReferenceValue().URN)}
	}
	return fmt.Sprintf("<unsupported property value %v>", v)
}

// decode decodes a value of the trace's value encoding (numbers as
// json.Number) into a property value.
func decode(v any) (resource.PropertyValue, error) {
	switch v := v.(type) {
	case nil:
		return resource.NewNullProperty(), nil
	case bool:
		return resource.NewBoolProperty(v), nil
	case json.Number:
		f, err := v.Float64()
		if err != nil {
			return resource.PropertyValue{}, err
		}
		return resource.NewNumberProperty(f), nil
	case float64:
		return resource.NewNumberProperty(v), nil
	case string:
		return resource.NewStringProperty(v), nil
	case []any:
		out := make([]resource.PropertyValue, len(v))
		for i, e := range v {
			pv, err := decode(e)
			if err != nil {
				return resource.PropertyValue{}, err
			}
			out[i] = pv
		}
		return resource.NewArrayProperty(out), nil
	case map[string]any:
		if len(v) == 1 {
			for key, inner := range v {
				switch key {
				case "$secret":
					pv, err := decode(inner)
					if err != nil {
						return resource.PropertyValue{}, err
					}
					return resource.MakeSecret(pv), nil
				case "$unknown":
					return resource.MakeComputed(resource.NewStringProperty("")), nil
				case "$asset":
					return decodeAsset(inner)
				case "$archive":
					return decodeArchive(inner)
				case "$resource":
					s, ok := inner.(string)
					if !ok {
						return resource.PropertyValue{}, errors.New("$resource is not a URN string")
					}
					return resource.MakeComponentResourceReference(resource.URN(s), ""), nil
				}
			}
		}
		out := resource.PropertyMap{}
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			pv, err := decode(v[k])
			if err != nil {
				return resource.PropertyValue{}, err
			}
			out[resource.PropertyKey(k)] = pv
		}
		return resource.NewObjectProperty(out), nil
	}
	return resource.PropertyValue{}, fmt.Errorf("unsupported value %v (%T)", v, v)
}

func decodeAsset(v any) (resource.PropertyValue, error) {
	m, ok := v.(map[string]any)
	if !ok {
		return resource.PropertyValue{}, errors.New("$asset is not an object")
	}
	a := &asset.Asset{Sig: asset.AssetSig}
	a.Text, _ = m["text"].(string)
	a.Path, _ = m["path"].(string)
	a.URI, _ = m["uri"].(string)
	return resource.NewAssetProperty(a), nil
}

func decodeArchive(v any) (resource.PropertyValue, error) {
	m, ok := v.(map[string]any)
	if !ok {
		return resource.PropertyValue{}, errors.New("$archive is not an object")
	}
	a := &archive.Archive{Sig: archive.ArchiveSig}
	a.Path, _ = m["path"].(string)
	a.URI, _ = m["uri"].(string)
	if assets, ok := m["assets"].(map[string]any); ok {
		a.Assets = map[string]any{}
		for name, e := range assets {
			pv, err := decode(e)
			if err != nil {
				return resource.PropertyValue{}, err
			}
			switch {
			case pv.IsAsset():
				a.Assets[name] = pv.AssetValue()
			case pv.IsArchive():
				a.Assets[name] = pv.ArchiveValue()
			default:
				return resource.PropertyValue{}, fmt.Errorf("archive member %q is not an asset or archive", name)
			}
		}
	}
	return resource.NewArchiveProperty(a), nil
}
