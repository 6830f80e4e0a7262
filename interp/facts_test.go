package interp

import (
	"testing"

	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/binder/schema"
)

// factCase is one answer of a conformance provider: the plugin, the token,
// what the fact is given, and the answer (trace JSON).
type factCase struct {
	plugin, token string
	args          *factArgs
	want          string
}

func runFactCases(t *testing.T, kind string, cases []factCase) {
	t.Helper()
	for _, tt := range cases {
		p := conformanceProviders[tt.plugin]
		var f fact
		switch kind {
		case "resource":
			f = p.resourceFact(tt.token, false)
		case "read":
			f = p.resourceFact(tt.token, true)
		case "invoke":
			f = p.invokeFact(tt.token)
		case "call":
			f = p.callFact(tt.token)
		}
		if f == nil {
			t.Errorf("%s %s: no %s fact", tt.plugin, tt.token, kind)
			continue
		}
		tt.args.token = tt.token
		got := map[string]any{}
		for k, v := range f(tt.args) {
			got[k] = toTrace(v, nil)
		}
		if jsonOf(got) != tt.want {
			t.Errorf("%s %s: %s, want %s", tt.plugin, tt.token, jsonOf(got), tt.want)
		}
	}
}

func args(kv ...any) *factArgs {
	a := &factArgs{args: map[string]cty.Value{}}
	for i := 0; i+1 < len(kv); i += 2 {
		a.args[kv[i].(string)] = kv[i+1].(cty.Value)
	}
	return a
}

func TestResourceFacts(t *testing.T) {
	s := cty.StringVal
	param := func(p string, a *factArgs) *factArgs {
		a.pkg = &schema.Package{Name: "sub", Parameterization: &schema.Parameterization{Parameter: []byte(p)}}
		return a
	}
	withConfig := func(a *factArgs, k, v string) *factArgs {
		a.config = map[string]cty.Value{k: s(v)}
		return a
	}
	component := &factArgs{component: true}
	param("Hi", component)
	runFactCases(t, "resource", []factCase{
		{"camelNames@19.0.0", "camelNames:CoolModule:SomeResource", args("theInput", cty.True), `{"theOutput":true}`},
		{"union@18.0.0", "union:index:EnumOutput", args(), `{"type":"Block"}`},
		{"plaincomponent@36.0.0", "plaincomponent:index:Component", args("name", s("n")), `{"label":"n"}`},
		{"plaincomponent@36.0.0", "plaincomponent:index:Component", args(), `{}`},
		{"docs@28.0.0", "docs:index:Resource", args("in", cty.True), `{"data":{"state":"internal data"},"out":false}`},
		{"nestedobject@1.42.0", "nestedobject:index:Container", args("inputs", cty.ListVal([]cty.Value{s("a")})),
			`{"details":[{"key":"a","value":"computed-a"}]}`},
		{"output@23.0.0", "output:index:Resource", args("value", cty.NumberIntVal(2)), `{"output":"hellohello"}`},
		{"output@23.0.0", "output:index:ComplexResource", args("value", cty.NumberIntVal(1)),
			`{"outputArray":["hello"],"outputMap":{"a":"hello","x":"hello","z":"hello"},"outputObject":{"output":"hello"}}`},
		{"discriminated-union-marked-key@53.0.0", "discriminated-union-marked-key:index:Example", args(),
			`{"unionOut":{"discriminantKind":{"$secret":"variant1"},"field1":"hello"}}`},
		{"kebab-names@52.0.0", "kebab-names:kebab-module:someResource",
			args("nested", cty.ObjectVal(map[string]cty.Value{"nestedValue": s("v")})), `{"theOutput":{"nestedOutput":"v"}}`},
		{"snake_names@33.0.0", "snake_names:cool_module:some_resource",
			args("nested", cty.ObjectVal(map[string]cty.Value{"nested_value": s("v")})),
			`{"the_output":{"someKey":[{"nested_output":"v"}]}}`},
		{"large@4.3.2", "large:index:Map", args("value", s("leaf"), "depth", cty.NumberIntVal(2)),
			`{"value":{"next":{"next":{"value":"leaf"}}}}`},
		{"nestedcollections@50.0.0", "nestedcollections:index:Foo", args(),
			`{"conditionSets":[[[{"prop":"first"},{"prop":"second"}]]],"privateEndpoint":{"outer":{"inner":{"leaf":"deep"}}}}`},
		{"simple-invoke@10.0.0", "simple-invoke:index:StringResource", args("text", s("x")), `{"text":"Goodbye"}`},
		{"extbase@45.0.0", "extbase:index:Base", args(), `{"baseValue":"base"}`},
		{"extbase@45.0.0", "myext:index:Greeting", param("Hello", args()), `{"parameterValue":"Hello"}`},
		{"parameterized@1.2.3", "sub:index:Any", param("Hi", args()), `{"parameterValue":"Hi"}`},
		{"parameterized@1.2.3", "sub:index:Any", withConfig(param("Hi", args()), "text", "There"), `{"parameterValue":"Hi There"}`},
		{"parameterized@1.2.3", "sub:index:AnyComponent", component, `{"parameterValue":"HiComponent"}`},
	})
	runFactCases(t, "read", []factCase{
		{"read@39.0.0", "read:index:Resource", args("lookup", s("k")), `{"lookup":"k","value":true}`},
	})
}

func TestInvokeFacts(t *testing.T) {
	s := cty.StringVal
	runFactCases(t, "invoke", []factCase{
		{"simple-invoke@10.0.0", "simple-invoke:index:myInvoke", args("value", s("hello")), `{"result":"hello world"}`},
		{"simple-invoke@10.0.0", "simple-invoke:index:myInvoke", args("value", cty.UnknownVal(cty.String)), `{}`},
		{"simple-invoke@10.0.0", "simple-invoke:index:unit", args(), `{"result":"Hello world"}`},
		{"output-only-invoke@24.0.0", "output-only-invoke:index:myInvoke", args("value", s("bye")), `{"result":"bye world"}`},
		{"simple-invoke@10.0.0", "simple-invoke:index:secretInvoke", args("value", s("a"), "secretResponse", cty.True),
			`{"response":{"$secret":"a world"}}`},
		{"simple-invoke@10.0.0", "simple-invoke:index:secretInvoke", args("value", s("a"), "secretResponse", cty.False),
			`{"response":"a world"}`},
		{"multi-argument-invoke@44.0.0", "multi-argument-invoke:index:multiArgumentInvoke",
			args("first", s("hello"), "second", s("world")), `{"result":"hello world"}`},
		{"multi-argument-invoke@44.0.0", "multi-argument-invoke:index:multiArgumentInvoke", args("first", s("hello")), `{"result":"hello"}`},
		{"simple-invoke-with-scalar-return@17.0.0", "simple-invoke-with-scalar-return:index:myInvokeScalar", args(), `{"result":true}`},
		{"component@13.3.7", "component:index:identity", args("input", s("x")), `{"result":"x"}`},
		{"docs@28.0.0", "docs:index:fun", args("in", cty.False), `{"out":true}`},
		{"nestedobject@1.42.0", "nestedobject:index:getValues", args("names", cty.TupleVal([]cty.Value{s("a")})), `{"results":["a"]}`},
		{"scalar-returns@21.0.0", "scalar-returns:index:invokeSecret", args("value", s("goodbye")), `{"result":{"$secret":7}}`},
		{"scalar-returns@21.0.0", "scalar-returns:index:invokeArray", args("value", s("tea")), `{"result":[false,true,true]}`},
		{"scalar-returns@21.0.0", "scalar-returns:index:invokeMap", args("value", s("hi")), `{"result":{"value":"hi world"}}`},
		{"scalar-returns@21.0.0", "scalar-returns:index:invokeMap", args("value", s("secret")),
			`{"result":{"$secret":{"value":"secret world"}}}`},
		{"any-type-function@15.0.0", "any-type-function:index:dynListToDyn", args(), `{"result":{"resultProperty":"resultValue"}}`},
		{"module-format@29.0.0", "module-format:mod_concatWorld:concatWorld", args("value", s("hi")), `{"result":"hi world"}`},
		{"index-mod@35.0.0", "index-mod:indexMine:concatWorld", args("value", s("hi")), `{"result":"hi world"}`},
		{"primitive@7.0.0", "primitive:index:invoke", args("boolean", cty.True, "string", s("s")),
			`{"boolean":true,"string":"s"}`},
		{"snake_names@33.0.0", "snake_names:cool_module:some_data",
			args("nested", cty.TupleVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{"value": s("fuzz")})})),
			`{"nested_output":[{"key":{"value":"fuzz"}}]}`},
	})
}

func TestCallFacts(t *testing.T) {
	s := cty.StringVal
	self := func(attrs map[string]cty.Value, a *factArgs) *factArgs {
		a.self = cty.ObjectVal(attrs)
		return a
	}
	value := map[string]cty.Value{"value": s("bar"), "urn": s("u")}
	text := map[string]cty.Value{"text": s("hello world")}
	withConfig := self(value, args())
	withConfig.config = map[string]cty.Value{"value": s("prov-")}
	runFactCases(t, "call", []factCase{
		{"component@13.3.7", "component:index:ComponentCallable/identity", self(value, args()), `{"result":"bar"}`},
		{"component@13.3.7", "component:index:ComponentCallable/prefixed", self(value, args("prefix", s("foo-"))), `{"result":"foo-bar"}`},
		{"component@13.3.7", "component:index:ComponentCallable/prefixed", self(value, args()), `{}`},
		{"call@15.7.9", "pulumi:providers:call/identity", self(value, args()), `{"result":"bar"}`},
		{"call@15.7.9", "pulumi:providers:call/prefixed", self(value, args("prefix", s("p-"))), `{"result":"p-bar"}`},
		{"call@15.7.9", "call:index:Custom/providerValue", withConfig, `{"result":"prov-bar"}`},
		{"call@15.7.9", "call:index:Custom/providerValue", self(value, args()), `{}`},
		{"module-format@29.0.0", "module-format:mod_Resource:Resource/call", self(text, args("input", s("x"))), `{"output":12}`},
		{"index-mod@35.0.0", "index-mod:indexMine/nested:Resource/call", self(text, args("input", s("xx"))), `{"output":13}`},
	})
}

func TestFactsOfKeysByPluginVersion(t *testing.T) {
	for _, tt := range []struct {
		pkg  *schema.Package
		want bool
	}{
		{&schema.Package{Name: "simple-invoke", Version: "10.0.0"}, true},
		{&schema.Package{Name: "simple-invoke", Version: "11.0.0"}, false},
		{&schema.Package{Name: "random", Version: "4.13.0"}, false},
		{&schema.Package{Name: "hipackage", Version: "2.0.0", Parameterization: &schema.Parameterization{
			BaseProvider: struct {
				Name    string `json:"name"`
				Version string `json:"version"`
			}{"parameterized", "1.2.3"}}}, true},
		{nil, false},
	} {
		if got := factsOf(tt.pkg) != nil; got != tt.want {
			t.Errorf("factsOf(%+v) = %v, want %v", tt.pkg, got, tt.want)
		}
	}
}

func TestRunReadID(t *testing.T) {
	tr, m := runFiles(t, map[string]string{"main.pp": `
read pet "random:index/randomPet:RandomPet" {
  id = "existing"
}
output id {
  value = pet.id
}`}, Options{})
	if tr.Error != "" {
		t.Fatal(tr.Error)
	}
	if got := jsonOf(tr.Outputs["id"]); got != `"existing"` {
		t.Errorf("id = %s, want the ID read", got)
	}
	if id := m.Resources["random:index/randomPet:RandomPet::pet"].ID; id != "existing" {
		t.Errorf("mock ID %q", id)
	}
}
