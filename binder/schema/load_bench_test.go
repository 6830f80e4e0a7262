package schema

import (
	"path/filepath"
	"testing"
)

// resolveOneLevel decodes the object types that the properties refer to,
// directly or through arrays, maps, unions and plain markers.
func resolveOneLevel(tb testing.TB, props []*Property) int {
	n := 0
	var visit func(t Type)
	visit = func(t Type) {
		switch t := t.(type) {
		case *ObjectType:
			ps, err := t.Properties()
			if err != nil {
				tb.Fatal(err)
			}
			n += len(ps)
		case *ArrayType:
			visit(t.Items)
		case *MapType:
			visit(t.Elem)
		case *PlainType:
			visit(t.Elem)
		case *UnionType:
			for _, e := range t.Elements {
				visit(e)
			}
		case *InvalidType:
			tb.Fatal(t.Error())
		}
	}
	for _, p := range props {
		visit(p.Type)
	}
	return n
}

// BenchmarkLoadAWSThreeResources loads the 26 MB AWS schema with a fresh
// loader and resolves three resources one level deep.
func BenchmarkLoadAWSThreeResources(b *testing.B) {
	dir := filepath.Join(corpusSchemas(b), "substitutes")
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		p, err := NewLoader(dir).Load("aws", "")
		if err != nil {
			b.Fatal(err)
		}
		nested := 0
		for _, tok := range []string{"aws:s3/bucket:Bucket", "aws:ec2/vpc:Vpc", "aws:iam/role:Role"} {
			r, err := p.Resource(tok)
			if err != nil {
				b.Fatal(err)
			}
			if len(r.InputProperties) == 0 || len(r.Properties) == 0 {
				b.Fatalf("%s: no properties", tok)
			}
			nested += resolveOneLevel(b, r.InputProperties) + resolveOneLevel(b, r.Properties)
		}
		if nested == 0 {
			b.Fatal("no nested object properties")
		}
	}
}

// BenchmarkLoadKubernetes loads kubernetes 3.7.0 with a fresh loader and
// resolves a Deployment and its nested types one level deep.
func BenchmarkLoadKubernetes(b *testing.B) {
	dir := corpusSchemas(b)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		p, err := NewLoader(dir).Load("kubernetes", "3.7.0")
		if err != nil {
			b.Fatal(err)
		}
		r, err := p.Resource("kubernetes:apps/v1:Deployment")
		if err != nil {
			b.Fatal(err)
		}
		if resolveOneLevel(b, r.InputProperties)+resolveOneLevel(b, r.Properties) == 0 {
			b.Fatal("Deployment: no nested properties")
		}
	}
}
