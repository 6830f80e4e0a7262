package typescript

import (
	"strings"
	"testing"

	"github.com/pclgen/pclgen/gen"
)

func TestQuote(t *testing.T) {
	tests := []struct{ in, want string }{
		{`plain`, `"plain"`},
		{`say "hi"`, `"say \"hi\""`},
		{`back\slash`, `"back\\slash"`},
		{"line\nbreak\ttab", `"line\nbreak\ttab"`},
		{"nul\x00", `"nul\u0000"`},
		{"sep\u2028", `"sep\u2028"`},
		{"${not} `a template`", "\"${not} `a template`\""},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := quote(tt.in); got != tt.want {
				t.Errorf("quote(%q) = %s, want %s", tt.in, got, tt.want)
			}
		})
	}
}

func TestTemplateText(t *testing.T) {
	tests := []struct{ in, want string }{
		{"plain", "plain"},
		{"cost: ${price}", `cost: \${price}`},
		{"a $ sign", "a $ sign"},
		{"tick ` here", "tick \\` here"},
		{`back\slash`, `back\\slash`},
		{"two\nlines", `two\nlines`},
		{`"quotes" stay`, `"quotes" stay`},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := templateText(tt.in); got != tt.want {
				t.Errorf("templateText(%q) = %s, want %s", tt.in, got, tt.want)
			}
		})
	}
}

func TestDeclareAvoidsReservedAndTakenNames(t *testing.T) {
	scope := newNameScope(gen.SetOf("aws"))
	tests := []struct{ hint, suffix, want string }{
		{"bucket", "Resource", "bucket"},
		{"bucket", "Resource", "bucketResource"},
		{"class", "Value", "classValue"},
		{"aws", "Resource", "awsResource"},
		{"my-bucket", "", "myBucket"},
		{"snake_case_name", "", "snakeCaseName"},
		{"2fast", "", "_2fast"},
		{"await", "", "await2"},
	}
	for _, tt := range tests {
		t.Run(tt.hint, func(t *testing.T) {
			if got := scope.DeclareWithSuffix(tt.hint, tt.suffix); got != tt.want {
				t.Errorf("declare(%q, %q) = %q, want %q", tt.hint, tt.suffix, got, tt.want)
			}
		})
	}
}

func TestFormat(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{
			name: "call with two objects",
			in:   "const a = new X(\"a\", {\nb: 1,\n}, {\nparent: p,\n});\n",
			want: "const a = new X(\"a\", {\n    b: 1,\n}, {\n    parent: p,\n});\n",
		},
		{
			name: "brackets in strings and templates",
			in:   "const s = `{${f({\na: \"}\",\n})}`;\nconst t = 1;\n",
			want: "const s = `{${f({\n    a: \"}\",\n})}`;\nconst t = 1;\n",
		},
		{
			name: "doc comment",
			in:   "interface A {\n/**\n* one (\n*/\nb: string;\n}\n",
			want: "interface A {\n    /**\n     * one (\n     */\n    b: string;\n}\n",
		},
		{
			name: "blank lines",
			in:   "f(() => {\n\ng();\n\n\nh();\n});\n",
			want: "f(() => {\n    g();\n\n    h();\n});\n",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := format(tt.in); got != tt.want {
				t.Errorf("format:\n%s\nwant:\n%s", got, tt.want)
			}
			if again := format(tt.want); again != tt.want {
				t.Errorf("format is not stable:\n%s", again)
			}
		})
	}
	if strings.Contains(format("a\n"), "\n\n") {
		t.Error("format adds blank lines")
	}
}
