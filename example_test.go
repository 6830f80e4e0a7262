package pclgen_test

import (
	"context"
	"embed"
	"fmt"
	"strings"

	"github.com/pclgen/pclgen"
	"github.com/pclgen/pclgen/binder/schema"
)

// The shipped web server example and the AWS schema it binds against,
// embedded in the test binary.
//
//go:embed testdata/examples/webserver/main.pp testdata/schemas/aws-5.16.2.json
var embedded embed.FS

// Convert a program embedded with go:embed, against a schema embedded with
// it, to every language, as complete projects.
func ExampleConvert() {
	res, diags := pclgen.Convert(context.Background(), embedded, "testdata/examples/webserver", pclgen.Options{
		Schemas: schema.NewLoaderFrom(schema.FS(embedded, "testdata/schemas")),
		Project: &pclgen.ProjectOptions{Name: "webserver"},
	})
	if diags.HasErrors() {
		fmt.Println(diags)
		return
	}
	for _, out := range res.Outputs {
		var paths []string
		for _, f := range out.Files {
			paths = append(paths, f.Path)
		}
		fmt.Printf("%s: %s\n", out.Language, strings.Join(paths, " "))
	}
	// Output:
	// go: main.go go.mod Pulumi.yaml .gitignore
	// typescript: index.ts package.json tsconfig.json Pulumi.yaml .gitignore
	// python: __main__.py requirements.txt Pulumi.yaml .gitignore
}

// acmeSchema is the schema of a made-up provider, as its maintainers hold
// it in memory.
var acmeSchema = []byte(`{
  "name": "acme",
  "version": "1.2.0",
  "resources": {
    "acme:index:Greeting": {
      "inputProperties": {"message": {"type": "string"}},
      "requiredInputs": ["message"],
      "properties": {"message": {"type": "string"}, "length": {"type": "integer"}},
      "required": ["message", "length"]
    }
  }
}`)

// Convert a program held in memory against a schema held in memory, to
// one language.
func ExampleMapFS() {
	program := pclgen.MapFS{"main.pp": []byte(`resource hello "acme:index:Greeting" {
  message = "Hello, world"
}

output length {
  value = hello.length
}
`)}
	res, diags := pclgen.Convert(context.Background(), program, ".", pclgen.Options{
		Schemas:   schema.NewLoaderFrom(schema.Bytes(map[string][]byte{"acme-1.2.0.json": acmeSchema})),
		Languages: []pclgen.Language{pclgen.Python},
	})
	if diags.HasErrors() {
		fmt.Println(diags)
		return
	}
	for _, f := range res.Files(pclgen.Python) {
		fmt.Printf("# %s\n%s", f.Path, f.Contents)
	}
	// Output:
	// # __main__.py
	// import pulumi
	// import pulumi_acme as acme
	//
	// hello = acme.Greeting("hello", message="Hello, world")
	// pulumi.export("length", hello.length)
}

// Problems in a program are diagnostics with the file, line and column of
// the problem; nothing is generated.
func ExampleLoad() {
	program := pclgen.MapFS{"app/main.pp": []byte(`resource hello "acme:index:Greeting" {
  mesage = "Hello, world"
}
`)}
	_, diags := pclgen.Load(context.Background(), program, "app", pclgen.Options{
		Schemas: schema.NewLoaderFrom(schema.Bytes(map[string][]byte{"acme-1.2.0.json": acmeSchema})),
	})
	for _, d := range diags {
		fmt.Printf("%s:%d:%d: %s: %s\n", d.Subject.Filename, d.Subject.Start.Line, d.Subject.Start.Column, d.Summary, d.Detail)
	}
	// Output:
	// app/main.pp:1:10: Missing required property: Resource "hello" (acme:index:Greeting) has no "message" input, which is required.
	// app/main.pp:2:3: Unknown property: Resource type "acme:index:Greeting" has no input property "mesage". Did you mean "message"?
}
