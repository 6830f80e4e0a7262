package typescript

import (
	"strings"
	"testing"

	"github.com/pclgen/pclgen/binder"
)

// TestGenerate checks the decisions the generator makes on small programs:
// each case lists fragments the index.ts must hold and fragments it must
// not.
func TestGenerate(t *testing.T) {
	tests := []struct {
		name      string
		src       string
		want, not []string
	}{
		{
			name: "plain invoke makes main async",
			src:  "ami = invoke(\"aws:ec2/getAmi:getAmi\", { owners = [\"amazon\"], mostRecent = true })\noutput id { value = ami.id }\n",
			want: []string{"export = async () => {", "const ami = await aws.ec2.getAmi({", "id: ami.id,"},
		},
		{
			name: "output invoke keeps top-level exports",
			src:  "resource pet \"random:index/randomPet:RandomPet\" {}\nami = invoke(\"aws:ec2/getAmi:getAmi\", { owners = [pet.id] })\noutput id { value = ami.id }\n",
			want: []string{"aws.ec2.getAmiOutput({", "export const id = ami.id;"},
			not:  []string{"async", "await"},
		},
		{
			name: "outputs named like keywords are returned",
			src:  "output \"class\" { value = \"a\" }\noutput \"my-out\" { value = \"b\" }\n",
			want: []string{"export = async () => {", "class: \"a\",", "\"my-out\": \"b\","},
		},
		{
			// Issue 12 item 3: every shape of grouping for expression.
			name: "grouping for expressions",
			src: "config m \"map(string)\" {}\nconfig l \"list(string)\" {}\nconfig o \"map(string)\" {\n  default = null\n}\n" +
				"a = { for k, v in m : v => k... }\nb = { for i, v in l : v => i... if i > 0 }\nc = { for k, v in m : v => { k = k }... if k != \"x\" }\n" +
				"d = { for k, vs in { for k, v in m : v => k... } : k => length(vs) }\ne = { for i, v in l : i => v... }\nf = { for k, v in o : v => k... }\n",
			want: []string{
				"const a = pclGroup(Object.entries(m).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [v, k]));",
				"const b = pclGroup(l.flatMap((v, i) => i > 0 ? [[v, i]] : []));",
				"const c = pclGroup(Object.entries(m).sort(([a], [b]) => (a < b ? -1 : 1)).filter(([k, v]) => k !== \"x\").map(([k, v]) => [v, {",
				"Object.entries(pclGroup(Object.entries(m).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [v, k]))).map(",
				"const e = pclGroup(l.map((v, i) => [i, v]));",
				"pclGroup(Object.entries(o!).sort(",
				"function pclGroup<T>(",
			},
		},
		{
			// Every primitive conversion of a value that may be null keeps
			// the null, typed present; of one that may not, calls the
			// conversion alone.
			name: "conversions of optional values",
			src: "config n \"number\" {}\nconfig t \"string\" {}\nresource r \"simple:index:resource\" {\n  inputTwo = 1\n}\n" +
				"resource s \"simple:index:resource\" {\n  inputOne = r.inputTwo\n  inputTwo = r.inputOne\n}\n" +
				"resource u \"simple:index:resource\" {\n  inputOne = n\n  inputTwo = t\n}\n" +
				"resource b \"maxItemsOne:index/index:resource\" {\n  innerResource = { someInput = r.inputOne }\n}\n",
			want: []string{
				"inputOne: r.inputTwo.apply(inputTwo => pclMaybe(inputTwo, pclNumberText)!),",
				"inputTwo: r.inputOne.apply(inputOne => pclMaybe(inputOne, pclNumber)!),",
				"inputOne: pclNumberText(n),",
				"inputTwo: pclNumber(t),",
				"someInput: r.inputOne.apply(inputOne => pclMaybe(inputOne, pclBool)!),",
				"function pclMaybe<T, R>(",
			},
		},
		{
			// PCL refuses a null operand of arithmetic, an order and
			// negation, where JavaScript computes with undefined; it
			// compares null as a value.
			name: "operands that may be null",
			src: "resource r \"simple:index:resource\" {\n  inputTwo = 1\n}\n" +
				"output sum { value = r.inputTwo + 1 }\noutput less { value = r.inputTwo < 2 }\noutput negated { value = -r.inputTwo }\n" +
				"output isNull { value = r.inputTwo == null }\n",
			want: []string{
				"inputTwo => pclOperand(inputTwo) + 1",
				"inputTwo => pclOperand(inputTwo) < 2",
				"inputTwo => -pclOperand(inputTwo)",
				"inputTwo => inputTwo == null",
				"function pclOperand<T>(",
			},
		},
		{
			// An optional output given where an input is taken is asserted
			// present, whatever its shape: a scalar, a list of objects, a
			// map, in a conditional's branch.
			name: "optional outputs of every shape given to inputs",
			src: "config c \"bool\" {}\nresource a \"blocks:index/index:resource\" {\n  aListOfResources = [{ innerString = \"x\" }]\n}\n" +
				"resource b \"blocks:index/index:resource\" {\n  aListOfResources = c ? a.aListOfResources : []\n}\n" +
				"resource d \"blocks:index/index:resource\" {\n  aListOfResources = a.aListOfResources\n}\n" +
				"resource s \"simple:index:resource\" {\n  inputOne = c ? a.aListOfResources[0].innerString : \"y\"\n}\n",
			want: []string{
				"aListOfResources: c ? a.aListOfResources as pulumi.Output<{innerString?: string}[]> : [],",
				"aListOfResources: a.aListOfResources as pulumi.Output<{innerString?: string}[]>,",
			},
		},
		{
			// The proxy of Output<T> types an optional property as
			// optional itself: such a read is an apply.
			name: "optional properties are read by apply",
			src:  "resource a \"maxItemsOne:index/index:resource\" {}\noutput o { value = a.innerResourceOutput.someInput }\n",
			want: []string{"export const o = a.innerResourceOutput.apply(innerResourceOutput => innerResourceOutput.someInput);"},
		},
		{
			// A for expression over a dynamic value visits a list's or a
			// map's entries, as PCL does; --strict wants a splat's
			// parameter typed.
			name: "loops over dynamic values",
			src:  "config d {\n  default = [[\"a\"]]\n}\noutput n { value = [for e in d : length(e)] }\noutput m { value = d[*].x }\n",
			want: []string{"pclEntries(d).map(([key, e]) => pclLength(e))", "(d as any[]).map(item => pclGet(item, \"x\"))"},
		},
		{
			name: "range over a bool",
			src:  "config make \"bool\" {}\nresource pet \"random:index/randomPet:RandomPet\" {\n  options { range = make }\n}\n",
			want: []string{"const pet = make ? new random.RandomPet(\"pet\") : undefined;"},
		},
		{
			name: "range over an output",
			src:  "resource s \"random:index/randomShuffle:RandomShuffle\" { inputs = [\"a\"] }\nresource pet \"random:index/randomPet:RandomPet\" {\n  options { range = s.results }\n  prefix = range.value\n}\n",
			want: []string{"const pet = pulumi.unsecret(s.results).apply(rangeValue => {", "for (const [index, value] of rangeValue.entries()) {", "prefix: value,", "return resources;"},
		},
		{
			name: "names avoid keywords and module names",
			src:  "resource random \"random:index/randomPet:RandomPet\" {}\nnew = \"x\"\noutput o { value = \"${random.id}${new}\" }\n",
			want: []string{"import * as random from \"@pulumi/random\";", "const randomResource = new random.RandomPet(\"random\");", "const newValue: string = \"x\";", "pulumi.interpolate`${randomResource.id}${newValue}`"},
		},
		{
			name: "template text is escaped",
			src:  "resource pet \"random:index/randomPet:RandomPet\" {}\noutput o { value = \"$${x} ${pet.id} `\\\\\" }\n",
			want: []string{"pulumi.interpolate`\\${x} ${pet.id} \\`\\\\`"},
		},
		{
			name: "secret and unsecret",
			src:  "resource pet \"random:index/randomPet:RandomPet\" {}\noutput s { value = secret(pet.id) }\noutput u { value = unsecret(\"x\") }\n",
			want: []string{"pulumi.secret(pet.id)", "pulumi.unsecret(pulumi.output(\"x\"))"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			prog := bindSource(t, tt.src)
			files, diags := New().GenerateProgram(prog)
			if diags.HasErrors() {
				t.Fatal(diags)
			}
			src := string(files[0].Contents)
			for _, w := range tt.want {
				if !strings.Contains(src, w) {
					t.Errorf("index.ts lacks %q:\n%s", w, src)
				}
			}
			for _, n := range tt.not {
				if strings.Contains(src, n) {
					t.Errorf("index.ts holds %q:\n%s", n, src)
				}
			}
		})
	}
}

// TestErrorsYieldNoFiles checks that what the generator cannot express is
// an error diagnostic at the construct, and that no files are returned.
func TestErrorsYieldNoFiles(t *testing.T) {
	tests := []struct {
		name, src, summary string
		line               int
		// allowMissing binds allowing missing variables.
		allowMissing bool
		// mentions is text the diagnostic's detail must contain.
		mentions string
	}{

		{name: "error hook options", src: "hook error \"retry\" {\n  command  = [\"true\"]\n  onDryRun = true\n}\n", summary: "Unsupported hook option", line: 3},
		{name: "undefined variable", src: "resource pet \"random:index/randomPet:RandomPet\" {\n  prefix = undeclaredPrefix.name\n}\n",
			summary: "Undefined reference", line: 2, allowMissing: true, mentions: `"undeclaredPrefix"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			prog := bindSourceWith(t, tt.src, binder.Options{AllowMissingVariables: tt.allowMissing})
			files, diags := New().GenerateProgram(prog)
			if !diags.HasErrors() {
				t.Fatalf("no error; generated:\n%s", files[0].Contents)
			}
			if files != nil {
				t.Errorf("files returned with errors")
			}
			d := diags[0]
			if d.Summary != tt.summary || d.Subject == nil || d.Subject.Start.Line != tt.line || d.Detail == "" {
				t.Errorf("diagnostic %q at %v, want %q on line %d", d.Summary, d.Subject, tt.summary, tt.line)
			}
			if !strings.Contains(d.Detail, tt.mentions) {
				t.Errorf("detail %q does not mention %s", d.Detail, tt.mentions)
			}
		})
	}
}
