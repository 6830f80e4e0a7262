package schema

import (
	"reflect"
	"testing"
)

func loadDemo(t *testing.T) *Package {
	t.Helper()
	p, err := NewLoader("testdata/demo").Load("demo", "")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestDemoHeader(t *testing.T) {
	p := loadDemo(t)
	got := []string{p.Name, p.Version, p.DisplayName, p.Publisher, p.Repository, p.PluginDownloadURL, p.ModuleFormat}
	want := []string{"demo", "1.2.0", "Demo", "pclgen", "https://example.com/demo", "https://example.com/plugins", "(.*)(?:/[^/]*)"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("header = %q, want %q", got, want)
	}
	goInfo, err := p.Go()
	if err != nil {
		t.Fatal(err)
	}
	if goInfo.ImportBasePath != "example.com/demo/sdk/go/demo" || !goInfo.GenerateResourceContainerTypes ||
		goInfo.PackageImportAliases["example.com/demo/sdk/go/demo/storage"] != "demostorage" ||
		goInfo.ModuleToPackage["storage"] != "store" {
		t.Errorf("go info = %+v", goInfo)
	}
	js, err := p.NodeJS()
	if err != nil {
		t.Fatal(err)
	}
	if js.PackageName != "@example/demo" || js.Dependencies["@pulumi/pulumi"] != "^3.0.0" || js.ModuleToPackage["storage"] != "store" {
		t.Errorf("nodejs info = %+v", js)
	}
	py, err := p.Python()
	if err != nil {
		t.Fatal(err)
	}
	if py.PackageName != "example_demo" || py.ModuleNameOverrides["storage"] != "store" || !py.Pyproject.Enabled {
		t.Errorf("python info = %+v", py)
	}
	if _, ok := p.Language["csharp"]; !ok {
		t.Error("raw csharp metadata missing")
	}
}

func TestDemoConfigAndProvider(t *testing.T) {
	p := loadDemo(t)
	cfg, err := p.Config()
	if err != nil {
		t.Fatal(err)
	}
	if len(cfg) != 2 || cfg[0].Name != "region" || cfg[1].Name != "settings" {
		t.Fatalf("config = %v", cfg)
	}
	if !cfg[0].Required || cfg[1].Required {
		t.Errorf("required flags: region %v settings %v", cfg[0].Required, cfg[1].Required)
	}
	if !reflect.DeepEqual(cfg[0].DefaultEnv, []string{"DEMO_REGION", "DEMO_DEFAULT_REGION"}) {
		t.Errorf("region env = %q", cfg[0].DefaultEnv)
	}
	if o, ok := cfg[1].Type.(*ObjectType); !ok || o.Token != "demo:config/settings:settings" {
		t.Errorf("settings type = %v", cfg[1].Type)
	}
	for _, tok := range []string{"pulumi:providers:demo"} {
		prov, err := p.Resource(tok)
		if err != nil {
			t.Fatal(err)
		}
		if !prov.IsProvider || prov.Token != "pulumi:providers:demo" {
			t.Errorf("provider = %+v", prov)
		}
		if in := prov.InputProperty("token"); in == nil || !in.Secret || in.Type != StringType {
			t.Errorf("provider token input = %+v", in)
		}
	}
	again, _ := p.Provider()
	first, _ := p.Resource("pulumi:providers:demo")
	if again != first {
		t.Error("provider is decoded twice")
	}
}

func TestDemoResource(t *testing.T) {
	p := loadDemo(t)
	r, err := p.Resource("demo:storage:Bucket")
	if err != nil {
		t.Fatal(err)
	}
	if r.Token != "demo:storage/bucket:Bucket" {
		t.Errorf("token = %q", r.Token)
	}
	var names []string
	for _, in := range r.InputProperties {
		names = append(names, in.Name)
	}
	if want := []string{"acl", "bucketName", "forceDestroy", "policy", "tags", "website"}; !reflect.DeepEqual(names, want) {
		t.Errorf("inputs = %q, want %q", names, want)
	}
	acl := r.InputProperty("acl")
	u, ok := acl.Type.(*UnionType)
	if !ok || len(u.Elements) != 2 || u.Elements[0] != StringType || !acl.WillReplaceOnChanges {
		t.Fatalf("acl = %+v", acl)
	}
	enum, ok := u.Elements[1].(*EnumType)
	if !ok || enum.Elem != StringType || len(enum.Values) != 2 ||
		enum.Values[0] != (EnumValue{Name: "Private", Value: "private"}) ||
		enum.Values[1] != (EnumValue{Value: "public-read", Deprecated: true}) {
		t.Errorf("acl enum = %+v", u.Elements[1])
	}
	bn := r.InputProperty("bucketName")
	if bn.PythonMapCase() || bn.NameOverride("python") != "bucket_name_" || bn.NameOverride("nodejs") != "bucketNameOverride" ||
		bn.NameOverride("go") != "" || !bn.ReplaceOnChanges {
		t.Errorf("bucketName language = %s", bn.Language)
	}
	if fd := r.InputProperty("forceDestroy"); fd.Default != false || !fd.Deprecated || fd.Type != BoolType {
		t.Errorf("forceDestroy = %+v", fd)
	}
	if r.InputProperty("policy").Type != JSONType || !r.InputProperty("acl").PythonMapCase() {
		t.Error("policy type or default mapCase wrong")
	}
	if m, ok := r.InputProperty("tags").Type.(*MapType); !ok || m.Elem != StringType {
		t.Errorf("tags = %v", r.InputProperty("tags").Type)
	}
	if arn := r.Property("arn"); arn == nil || !arn.Required {
		t.Errorf("arn = %+v", arn)
	}
	if r.Property("website").Required || r.Property("acl") != nil {
		t.Error("output properties wrong")
	}
	if r.StateInputs == nil || !r.StateInputs.Inline || r.StateInputs.Token != "demo:storage/bucket:BucketState" {
		t.Errorf("state inputs = %+v", r.StateInputs)
	}
	if want := []Alias{{"demo:s3/bucket:Bucket"}, {"demo:old:Bucket"}}; !reflect.DeepEqual(r.Aliases, want) {
		t.Errorf("aliases = %v", r.Aliases)
	}
	if r.Method("describe") != "demo:storage/bucket:Bucket/describe" || r.Method("nope") != "" {
		t.Errorf("methods = %v", r.Methods)
	}
	if r.IsComponent || r.Deprecated || r.IsProvider {
		t.Error("flags wrong")
	}

	// One level deep: the website object and its nested array of objects.
	web := r.InputProperty("website").Type.(*ObjectType)
	if web != r.Property("website").Type {
		t.Error("object types are not canonical")
	}
	props, err := web.Properties()
	if err != nil {
		t.Fatal(err)
	}
	if len(props) != 2 || props[0].Name != "indexDocument" || !props[0].Required || props[1].Required {
		t.Errorf("website props = %v", props)
	}
	rules := props[1].Type.(*ArrayType).Items.(*ObjectType)
	if rules.Token != "demo:storage/RoutingRule:RoutingRule" {
		t.Errorf("routing rule = %v", rules)
	}
	lang, err := web.Language()
	if err != nil || string(lang["nodejs"]) == "" {
		t.Errorf("website language = %s, %v", lang, err)
	}
	again, _ := p.Resource("demo:storage/bucket:Bucket")
	if again != r {
		t.Error("resource decoded twice")
	}
}

func TestDemoRefsAndRecursion(t *testing.T) {
	p := loadDemo(t)
	obj, err := p.Resource("demo:storage:Object")
	if err != nil {
		t.Fatal(err)
	}
	bucket := obj.InputProperty("bucket")
	rt, ok := bucket.Type.(*ResourceType)
	if !ok || rt.Token != "demo:storage/bucket:Bucket" || !bucket.Required {
		t.Fatalf("bucket = %+v", bucket)
	}
	if rt != obj.Property("bucket").Type {
		t.Error("resource types are not canonical")
	}
	if r, err := rt.Resource(); err != nil || r.Token != rt.Token {
		t.Errorf("ResourceType.Resource = %v, %v", r, err)
	}
	if prov, ok := obj.Property("provider").Type.(*ResourceType); !ok || prov.Token != "pulumi:providers:demo" {
		t.Errorf("provider ref = %v", obj.Property("provider").Type)
	}
	if obj.InputProperty("content").Type != AssetType {
		t.Error("asset")
	}
	pl := obj.InputProperty("plainList")
	if arr, ok := pl.Type.(*ArrayType); !pl.Plain || !ok {
		t.Errorf("plainList = %+v", pl)
	} else if inner, plain := Unplain(arr.Items); !plain || inner != StringType {
		t.Errorf("plainList items = %v", arr.Items)
	}

	comp, err := p.Resource("demo:index:Component")
	if err != nil {
		t.Fatal(err)
	}
	if !comp.IsComponent || !comp.Deprecated {
		t.Error("component flags")
	}
	if comp.Property("archive").Type != ArchiveType || comp.Property("anything").Type != AnyType {
		t.Error("builtin types")
	}
	tree := comp.Property("tree").Type.(*ObjectType)
	children, err := tree.Property("children")
	if err != nil {
		t.Fatal(err)
	}
	if children.Type.(*ArrayType).Items != tree {
		t.Error("recursive type does not refer to itself")
	}
	prio, _ := tree.Property("priority")
	if e, ok := prio.Type.(*EnumType); !ok || e.Elem != IntType || e.Values[1].Value != 10.0 {
		t.Errorf("priority = %v", prio.Type)
	}
	shape := comp.InputProperty("shape").Type.(*UnionType)
	if shape.Discriminator != "kind" || shape.Mapping["circle"] != "#/types/demo:index/Circle:Circle" {
		t.Errorf("shape = %+v", shape)
	}
	circle := shape.Elements[0].(*ObjectType)
	kind, _ := circle.Property("kind")
	if kind.Const != "circle" || !kind.Required {
		t.Errorf("circle kind = %+v", kind)
	}
	if typ, err := p.Type("demo:index:Circle"); err != nil || typ != circle {
		t.Errorf("Type(short) = %v, %v", typ, err)
	}
}

func TestDemoFunctions(t *testing.T) {
	p := loadDemo(t)
	get, err := p.Function("demo:index:getThing")
	if err != nil {
		t.Fatal(err)
	}
	if get.Token != "demo:index/getThing:getThing" || !reflect.DeepEqual(get.MultiArgumentInputs, []string{"first", "second"}) {
		t.Errorf("getThing = %+v", get)
	}
	if get.Inputs == nil || get.Inputs.Token != "demo:index/getThing:getThingArgs" || get.Outputs == nil || get.ReturnType != nil {
		t.Fatalf("getThing shapes = %+v", get)
	}
	size, _ := get.Outputs.Property("size")
	if size.Const != 3.0 || size.Type != NumberType {
		t.Errorf("size = %+v", size)
	}
	first, _ := get.Inputs.Property("first")
	if !first.Required {
		t.Error("first should be required")
	}

	count, err := p.Function("demo:getCount")
	if err != nil {
		t.Fatal(err)
	}
	if count.ReturnType != IntType || !count.ReturnPlain || count.Outputs != nil || count.Inputs != nil || !count.NoPlainVariant {
		t.Errorf("getCount = %+v", count)
	}
	names, err := p.Function("demo::getNames")
	if err != nil {
		t.Fatal(err)
	}
	if a, ok := names.ReturnType.(*ArrayType); !ok || a.Items != StringType || !names.IsOverlay || !names.Deprecated || names.NoPlainVariant {
		t.Errorf("getNames = %+v", names)
	}
	m, err := p.Function("demo:storage/bucket:Bucket/describe")
	if err != nil {
		t.Fatal(err)
	}
	self, _ := m.Inputs.Property("__self__")
	if rt, ok := self.Type.(*ResourceType); !ok || rt.Token != "demo:storage/bucket:Bucket" {
		t.Errorf("__self__ = %v", self.Type)
	}
}

func TestCrossPackageRefs(t *testing.T) {
	l := NewLoader("testdata/xref")
	user, err := l.Load("user", "2.0.0")
	if err != nil {
		t.Fatal(err)
	}
	c, err := user.Resource("user:index:Client")
	if err != nil {
		t.Fatal(err)
	}
	base, err := l.Load("base", "1.1.0")
	if err != nil {
		t.Fatal(err)
	}
	wantEndpoint, _ := base.Type("base:net/Endpoint:Endpoint")
	if got := c.Property("endpoint").Type; got != wantEndpoint || wantEndpoint.(*ObjectType).Package != base {
		t.Errorf("endpoint = %v (%p), want %p", got, got, wantEndpoint)
	}
	if rt, ok := c.Property("server").Type.(*ResourceType); !ok || rt.Package != base || rt.Token != "base:index:Server" {
		t.Errorf("server = %v", c.Property("server").Type)
	}
	if rt, ok := c.Property("baseProvider").Type.(*ResourceType); !ok || rt.Token != "pulumi:providers:base" {
		t.Errorf("baseProvider = %v", c.Property("baseProvider").Type)
	}
	// v1.0.0 is not available: the nearest version with the same major is.
	if e, ok := c.Property("nearMode").Type.(*EnumType); !ok || e.Package != base {
		t.Errorf("nearMode = %v", c.Property("nearMode").Type)
	}
	if rt, ok := c.Property("self").Type.(*ResourceType); !ok || rt.Package != user {
		t.Errorf("self = %v", c.Property("self").Type)
	}
	for _, name := range []string{"missingPackage", "wrongMajor"} {
		inv, ok := c.Property(name).Type.(*InvalidType)
		if !ok {
			t.Errorf("%s = %v, want invalid", name, c.Property(name).Type)
			continue
		}
		if !contains(inv.Reason, "no schema for package") || !contains(inv.Reason, "testdata/xref") {
			t.Errorf("%s reason = %q", name, inv.Reason)
		}
	}
	if tt, ok := c.Property("missingType").Type.(*TokenType); !ok || tt.Package != base || tt.Token != "base:index:Nope" {
		t.Errorf("missingType = %v", c.Property("missingType").Type)
	}
}
