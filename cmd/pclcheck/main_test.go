package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestRun(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.pp")
	if err := os.WriteFile(bad, []byte("resource a \"aws:ec2/instance:Instance\" {\n  ami = nope\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	schemas := filepath.Join("..", "..", "testdata", "schemas")
	example := filepath.Join("..", "..", "testdata", "examples", "webserver")

	tests := []struct {
		name       string
		args       []string
		code       int
		stdout     []string
		stderr     []string
		emptyStdio bool
	}{
		{
			name:   "example/binds-and-lists-nodes-in-order",
			args:   []string{"--schemas", schemas, example},
			code:   0,
			stdout: []string{"resource  webGroup             aws:ec2/securityGroup:SecurityGroup", "output    url                  output(string)"},
		},
		{
			name:   "error/undefined-variable-has-position-and-snippet",
			args:   []string{"--schemas", schemas, bad},
			code:   1,
			stderr: []string{"bad.pp:2:9: Error: Undefined variable", "ami = nope"},
		},
		{
			name:   "error/missing-schema-says-where-it-looked",
			args:   []string{bad},
			code:   1,
			stderr: []string{"bad.pp:1:12: Error: Missing package schema", "--schemas"},
		},
		{
			name:   "error/json-lines-on-stdout",
			args:   []string{"--json", "--schemas", schemas, bad},
			code:   1,
			stdout: []string{`"summary":"Undefined variable"`, `"start":{"line":2,"column":9,"byte":`},
		},
		{name: "usage/no-path", args: nil, code: 2, stderr: []string{"expected exactly one PATH"}},
		{name: "usage/flags-after-path", args: []string{example, "--schemas", schemas}, code: 2, stderr: []string{"flags must come before PATH, and --schemas follows it"}},
		{name: "usage/json", args: []string{"--json", example, "-q"}, code: 2, stdout: []string{`{"severity":"error","summary":"Usage error","detail":"expected exactly one PATH`}},
		{name: "usage/json-bad-flag", args: []string{"--json", "--nope", example}, code: 2, stdout: []string{`"summary":"Usage error","detail":"flag provided but not defined: -nope`}},
		{name: "io/json-missing-path", args: []string{"--json", filepath.Join(dir, "none.pp")}, code: 1, stdout: []string{`"severity":"error"`}},
		{name: "usage/unknown-flag", args: []string{"--nope", example}, code: 2},
		{name: "usage/help", args: []string{"--help"}, code: 0, stderr: []string{"Usage: pclcheck", "Examples:"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run(tt.args, &stdout, &stderr)
			if code != tt.code {
				t.Errorf("exit code %d, want %d\nstdout:\n%s\nstderr:\n%s", code, tt.code, stdout.String(), stderr.String())
			}
			for _, want := range tt.stdout {
				if !strings.Contains(stdout.String(), want) {
					t.Errorf("stdout lacks %q:\n%s", want, stdout.String())
				}
			}
			if slices.Contains(tt.args, "--json") {
				if stderr.Len() != 0 {
					t.Errorf("--json wrote to stderr:\n%s", stderr.String())
				}
				for _, line := range strings.Split(strings.TrimSpace(stdout.String()), "\n") {
					if line != "" && !json.Valid([]byte(line)) {
						t.Errorf("stdout has a line that is not JSON: %q", line)
					}
				}
			}
			for _, want := range tt.stderr {
				if !strings.Contains(stderr.String(), want) {
					t.Errorf("stderr lacks %q:\n%s", want, stderr.String())
				}
			}
			if code != 0 && stdout.Len() != 0 && !slices.Contains(tt.args, "--json") {
				t.Errorf("a failing run wrote to stdout:\n%s", stdout.String())
			}
		})
	}
}
