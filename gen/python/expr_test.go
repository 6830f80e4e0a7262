package python

import (
	"strings"
	"testing"
)

// TestExpressions generates small programs and checks the Python of
// particular expressions.
func TestExpressions(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string
	}{
		{
			// Issue 12 item 21: "${c ? a : b}" is the conditional itself,
			// parenthesized only where its position needs it.
			name: "a template of one conditional keeps the conditional's precedence",
			src: "config f \"bool\" {}\nx = \"${f ? \"a\" : \"b\"}\"\n" +
				"y = \"${f ? \"a\" : \"b\"}-${x}\"\n" +
				"z = [\"${f ? x : y}\"]\n" +
				"w = \"${f ? \"a\" : \"b\"}\" == x\n" +
				"v = { k = \"${f ? x : \"b\"}\" }\n",
			want: []string{`x = "a" if f else "b"`, `y = ("a" if f else "b") + "-" + x`, `z = [x if f else y]`,
				`w = ("a" if f else "b") == x`, `v = {"k": x if f else "b"}`},
		},
		{
			// recover's fallback is an output as its value is: the one
			// taken is read as an output.
			name: "recover of outputs",
			src:  "a = recover(secret(-1), -2) + 1\nb = recover(secret(\"x\"), error)\n",
			want: []string{
				`lambda: pulumi.Output.secret(-1), lambda error: pulumi.Output.from_input(-2)`,
				`lambda: pulumi.Output.secret("x"), lambda error: pulumi.Output.from_input(error)`,
			},
		},
		{
			// min and max of one number, of several, of a list's and of
			// numbers and a list's: Python's take one argument as an
			// iterable.
			name: "min and max",
			src:  "config l \"list(number)\" {}\na = min(14)\nb = max(1, 2)\nc = min(l...)\nd = max(3, l...)\n",
			want: []string{`a = min([14])`, `b = max(1, 2)`, `c = min(l_)`, `d = max([3, *l_])`},
		},
		{
			// A template whose parts are all literals is a string, not an
			// f-string without placeholders (pyflakes refuses those).
			name: "templates of literals",
			src:  "config n \"number\" {}\nx = \"-${\"x\"} end\"\ny = \"${\"a\"}${\"b\"}\"\nz = \"${\"{\"}-${n}\"\n",
			want: []string{`x = "-x end"`, `y = "ab"`, `z = f"{{-{_number_text(n)}"`},
		},
		{
			// An output the SDK types as Output[T | None] (a resource's
			// property, an apply) given where an input is taken is cast:
			// every shape, in a conditional's branch; a lifted read
			// (typed Any) is not.
			name: "optional outputs given to inputs",
			src: "config c \"bool\" {}\nresource a \"blocks:index/index:resource\" {\n  aListOfResources = [{ innerString = \"x\" }]\n}\n" +
				"resource b \"blocks:index/index:resource\" {\n  aListOfResources = c ? a.aListOfResources : []\n}\n" +
				"resource d \"blocks:index/index:resource\" {\n  aListOfResources = a.aListOfResources\n}\n" +
				"resource m \"maxItemsOne:index/index:resource\" {\n  innerResource = a.aListOfResources == null ? null : { someInput = true }\n}\n" +
				"resource n \"maxItemsOne:index/index:resource\" {\n  innerResource = { someInput = m.innerResourceOutput.someInput }\n}\n",
			want: []string{
				"cast(Any, a.a_list_of_resources) if c else pulumi.Output.from_input([])",
				`"d", a_list_of_resources=cast(Any, a.a_list_of_resources)`,
				`inner_resource=cast(`,
				`"some_input": m.inner_resource_output.some_input`,
			},
		},
		{
			// Issue 12 item 3: every shape of grouping for expression, and
			// map keys converted to strings as PCL converts them.
			name: "grouping for expressions",
			src: "config m \"map(string)\" {}\nconfig l \"list(string)\" {}\nconfig n \"list(number)\" {}\n" +
				"a = { for k, v in m : v => k... }\nb = { for i, v in l : v => i... if i > 0 }\nc = { for k, v in m : v => { k = k }... if k != \"x\" }\n" +
				"d = { for k, vs in { for k, v in m : v => k... } : k => length(vs) }\ne = { for i, v in l : i => v... }\nf = { for i, v in l : i => v }\n" +
				"g = { for x in n : x => x... }\nh = { for x in l : x == \"a\" => x... }\n",
			want: []string{
				`a = _group([(v, k) for k, v in sorted(m.items())])`,
				`b = _group([(v, i) for i, v in enumerate(l_) if i > 0])`,
				`c = _group([(v, {"k": k}) for k, v in sorted(m.items()) if k != "x"])`,
				`d = {k: len(vs) for k, vs in _group([(v, k) for k, v in sorted(m.items())]).items()}`,
				`e = _group([(str(i), v) for i, v in enumerate(l_)])`,
				`f = {str(i): v for i, v in enumerate(l_)}`,
				`g = _group([(_number_text(x), x) for x in n])`,
				`h = _group([(str(x == "a").lower(), x) for x in l_])`,
				"def _group(pairs):",
			},
		},
		{
			name: "f-string doubles braces",
			src:  "config name \"string\" {}\nx = \"{${name}}\"\n",
			want: []string{`x = f"{{{name}}}"`},
		},
		{
			name: "f-string with quotes takes single quotes",
			src:  "config name \"string\" {}\nx = \"say \\\"${name}\\\"\"\n",
			want: []string{`x = f'say "{name}"'`},
		},
		{
			name: "a value with quotes concatenates instead",
			src:  "config m \"map(string)\" {}\nx = \"key: ${m[\"k\"]}\"\n",
			want: []string{`x = "key: " + m["k"]`},
		},
		{
			name: "a number in a concatenation is converted",
			src:  "config m \"map(number)\" {}\nx = \"n=${m[\"k\"]}!\"\n",
			want: []string{`x = "n=" + _number_text(m["k"]) + "!"`},
		},
		{
			name: "output of strings concatenates",
			src:  "resource p \"random:index/randomPet:RandomPet\" {}\nx = \"pet {${p.id}}\"\n",
			want: []string{`x = pulumi.Output.concat("pet {", p.id, "}")`},
		},
		{
			name: "output of numbers formats with braces doubled",
			src:  "resource i \"random:index/randomInteger:RandomInteger\" {\n  min = 1\n  max = 2\n}\nx = \"{n}=${i.result}\"\n",
			want: []string{`x = pulumi.Output.format("{{n}}={0}", i.result)`},
		},
		{
			name: "output of ints and optional numbers interpolates as PCL prints numbers",
			src:  "config hotel bool {}\nresource p \"aws:autoscaling/policy:Policy\" {\n  autoscalingGroupName = \"g\"\n}\nx = \"n=${hotel ? 3 : p.targetTrackingConfiguration.targetValue}\"\n",
			want: []string{`.apply(lambda value: _number_text(_not_null(value)))`},
		},
		{
			name: "output of a bool interpolates as PCL spells it",
			src:  "resource i \"random:index/randomInteger:RandomInteger\" {\n  min = 1\n  max = 2\n}\nx = \"one=${i.result == 1}\"\n",
			want: []string{`x = pulumi.Output.concat(`, `"one=", i.result.apply(lambda result: "true" if result == 1 else "false")`},
		},
		{
			name: "several outputs apply through Output.all",
			src:  "resource a \"random:index/randomInteger:RandomInteger\" {\n  min = 1\n  max = 2\n}\nresource b \"random:index/randomInteger:RandomInteger\" {\n  min = 1\n  max = 2\n}\nx = a.result + b.result\n",
			want: []string{`x = pulumi.Output.all(result=a.result, b_result=b.result).apply(`, `lambda args: args["result"] + args["b_result"]`},
		},
		{
			name: "unsecret of a plain value makes it an output",
			src:  "config s \"string\" {}\nresource p \"random:index/randomPet:RandomPet\" {}\nx = unsecret(s)\ny = unsecret(p.id)\n",
			want: []string{`x = pulumi.Output.unsecret(pulumi.Output.from_input(s))`, `y = pulumi.Output.unsecret(p.id)`},
		},
		{
			name: "an invoke that depends on resources takes InvokeOutputOptions",
			src:  "resource p \"random:index/randomPet:RandomPet\" {}\nami = invoke(\"aws:ec2/getAmi:getAmi\", { owners = [\"amazon\"] }, { dependsOn = [p] })\nami2 = invoke(\"aws:ec2/getAmi:getAmi\", { owners = [p.id] }, { version = \"5.16.2\" })\n",
			want: []string{`opts=pulumi.InvokeOutputOptions(depends_on=[p])`, `opts=pulumi.InvokeOptions(version="5.16.2")`},
		},
		{
			name: "a list of outputs given to an output form invoke is one output",
			src:  "resource p \"random:index/randomPet:RandomPet\" {}\nami = invoke(\"aws:ec2/getAmi:getAmi\", { owners = [p.id, \"self\"] })\n",
			want: []string{`owners=pulumi.Output.all(p.id, "self")`},
		},
		{
			name: "a map of strings that may hold nulls is cast",
			src:  "config tag \"string\" {\n  default = null\n}\nresource a \"aws:ec2/ami:Ami\" {\n  tags = { Name = tag }\n}\n",
			want: []string{`from typing import Any, cast`, `tags=cast(Any, {"Name": tag})`},
		},
		{
			name: "null compares by identity",
			src:  "config m \"map(string)\" {}\nx = lookup(m, \"k\", null) == null\n",
			want: []string{`x = m.get("k", None) is None`},
		},
		{
			name: "list comprehension with index and condition",
			src:  "config items \"list(string)\" {}\nx = [for i, v in items : \"${i}:${v}\" if v != \"\"]\n",
			want: []string{`x = [f"{i}:{v}" for i, v in enumerate(items) if v != ""]`},
		},
		{
			name: "dict comprehension over a map",
			src:  "config m \"map(string)\" {}\nx = {for k, v in m : \"${k}!\" => v}\n",
			want: []string{`x = {f"{k}!": v for k, v in m.items()}`},
		},
		{
			name: "keys that may collide are checked",
			src:  "config m \"map(string)\" {}\nx = {for k, v in m : v => k}\n",
			want: []string{`x = _from_entries([(v, k) for k, v in m.items()])`, `f"Duplicate object key: two elements produce the key {key!r}"`},
		},
		{
			name: "names avoid keywords, builtins and modules",
			src:  "config lambda \"string\" {}\nconfig list \"string\" {}\nconfig random \"string\" {}\nresource pulumi \"random:index/randomPet:RandomPet\" {\n  prefix = \"${lambda}${list}${random}\"\n}\n",
			want: []string{`lambda_ = config.require("lambda")`, `list_ = config.require("list")`, `random_ = config.require("random")`, `pulumi_ = random.RandomPet("pulumi", prefix=f"{lambda_}{list_}{random_}")`},
		},
		{
			name: "secret and json_dumps of outputs",
			src:  "resource p \"random:index/randomPet:RandomPet\" {}\noutput o {\n  value = secret(toJSON({ id = p.id }))\n}\n",
			want: []string{`pulumi.Output.secret(pulumi.Output.from_input({"id": p.id}).apply(_to_json))`},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			prog := bindSource(t, tt.src, repoSchemas)
			files, diags := New().GenerateProgram(prog)
			if diags.HasErrors() {
				t.Fatal(diags)
			}
			got := string(files[0].Contents)
			for _, want := range tt.want {
				if !strings.Contains(got, want) {
					t.Errorf("lacks %q:\n%s", want, got)
				}
			}
		})
	}
}
