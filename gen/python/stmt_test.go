package python

import (
	"strings"
	"testing"
)

// TestConfigDefaults: a config variable with a default is one assignment
// whose value is never None (a type checker keeps no narrowing of a
// module's variable inside a lambda): the getter's default when evaluating
// the default cannot fail, else the config_default helper, which evaluates
// it only when the key is unset.
func TestConfigDefaults(t *testing.T) {
	for _, tt := range []struct {
		name, src string
		want      []string
		not       []string
	}{
		{
			name: "literals of every type are the getter's default",
			src: "config a \"int\" {\n  default = -3\n}\nconfig b \"number\" {\n  default = 1\n}\nconfig c \"bool\" {\n  default = \"true\"\n}\n" +
				"config d \"string\" {\n  default = \"${b}-x\"\n}\nconfig e \"list(number)\" {\n  default = [1, 2.5]\n}\n" +
				"config f \"map(string)\" {\n  default = { \"${d}\" = \"v\", k = \"w\" }\n}\nconfig g {\n  default = { k = 1 }\n}\n",
			want: []string{`a = config.get_int("a", default=-3)`, `b = config.get_float("b", default=1)`, `c = config.get_bool("c", default=True)`,
				`d = config.get("d", default=f"{_number_text(b)}-x")`, `e = config.get_object("e", default=[1, 2.5])`,
				`f = config.get_object("f", default={d: "v", "k": "w"})`, `g = config.get_object("g", default={"k": 1})`},
			not: []string{"is None:", "_config_default"},
		},
		{
			name: "secret defaults are the secret getter's",
			src: "config a \"int\" {\n  default = 3\n  secret = true\n}\nconfig b \"string\" {\n  default = \"s\"\n  secret = true\n}\n" +
				"config c \"object({x=int})\" {\n  default = { x = 1 }\n  secret = true\n}\n",
			want: []string{`a = config.get_secret_int("a", default=3)`, `b = config.get_secret("b", default="s")`,
				`c = config.get_secret_object("c", default={"x": 1})`},
			not: []string{"is None:", "_config_default", "Optional"},
		},
		{
			name: "arithmetic of variables is the getter's default",
			src:  "config a \"int\" {\n  default = 2\n}\nconfig b \"int\" {\n  default = a * 2 + 1\n}\nconfig c \"bool\" {\n  default = a > 1 ? true : false\n}\n",
			want: []string{`b = config.get_int("b", default=a * 2 + 1)`, `c = config.get_bool("c", default=True if a > 1 else False)`},
			not:  []string{"_config_default"},
		},
		{
			name: "defaults that may fail are evaluated only when the key is unset",
			src: "config names \"list(string)\" {\n  default = [\"p\"]\n}\nconfig a \"string\" {\n  default = names[3]\n}\n" +
				"config b \"int\" {\n  default = length(names)\n}\nconfig c \"int\" {\n  default = length(names) * 2\n  secret = true\n}\n" +
				"config d \"list(string)\" {\n  default = [for n in names : \"${n}!\"]\n  secret = true\n}\nconfig e \"number\" {\n  default = length(names) / 2\n}\n",
			want: []string{`a = _config_default(config.get("a"), lambda: names[3])`, `b = _config_default(config.get_int("b"), lambda: len(names))`,
				"c = _config_default(\n    config.get_secret_int(\"c\"), lambda: pulumi.Output.secret(len(names) * 2)\n)",
				"d: pulumi.Output[Any] = _config_default(\n    config.get_secret_object(\"d\"),\n    lambda: pulumi.Output.secret([f\"{n}!\" for n in names]),\n)",
				`e = _config_default(config.get_float("e"), lambda: len(names) / 2)`,
				"def _config_default(value, default):"},
			not: []string{"is None:"},
		},
		{
			name: "a null default and a nullable secret read as before",
			src:  "config a \"string\" {\n  default = null\n}\nconfig b \"string\" {\n  nullable = true\n  secret = true\n}\n",
			want: []string{`a = config.get("a")` + "\n", "b = config.get_secret(\"b\")\nif b is None:\n    b = pulumi.Output.secret(None)\n"},
			not:  []string{"default="},
		},
	} {
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
			for _, not := range tt.not {
				if strings.Contains(got, not) {
					t.Errorf("has %q:\n%s", not, got)
				}
			}
		})
	}
}
