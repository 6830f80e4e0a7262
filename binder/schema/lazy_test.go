package schema

import (
	"path/filepath"
	"testing"
)

// decoded counts the entries of a section whose value has been decoded.
func decoded(s *section) int {
	n := 0
	for i := range s.entries {
		if s.entries[i].value != nil || s.entries[i].err != nil {
			n++
		}
	}
	return n
}

func TestLazyDecoding(t *testing.T) {
	p := loadDemo(t)
	if n := decoded(&p.resources) + decoded(&p.functions) + decoded(&p.types); n != 0 {
		t.Fatalf("%d entries decoded by loading", n)
	}
	r, err := p.Resource("demo:storage:Bucket")
	if err != nil {
		t.Fatal(err)
	}
	if got := [3]int{decoded(&p.resources), decoded(&p.functions), decoded(&p.types)}; got != [3]int{1, 0, 2} {
		t.Errorf("decoded (resources, functions, types) = %v, want [1 0 2]", got)
	}
	web := r.InputProperty("website").Type.(*ObjectType)
	if web.body != nil {
		t.Error("object body decoded before use")
	}
	if _, err := web.Properties(); err != nil {
		t.Fatal(err)
	}
	if web.body == nil || decoded(&p.types) != 3 {
		t.Errorf("after Properties: body %v, %d types decoded", web.body != nil, decoded(&p.types))
	}
}

// TestLazyDecodingAWS checks that looking up one AWS resource decodes only
// what it refers to.
func TestLazyDecodingAWS(t *testing.T) {
	dir := filepath.Join(corpusSchemas(t), "substitutes")
	p, err := NewLoader(dir).Load("aws", "")
	if err != nil {
		t.Fatal(err)
	}
	if len(p.resources.entries) != 1081 || len(p.functions.entries) != 424 || len(p.types.entries) != 10148 {
		t.Fatalf("index sizes %d, %d, %d", len(p.resources.entries), len(p.functions.entries), len(p.types.entries))
	}
	if _, err := p.Resource("aws:s3:Bucket"); err != nil {
		t.Fatal(err)
	}
	if r, f, ty := decoded(&p.resources), decoded(&p.functions), decoded(&p.types); r != 1 || f != 0 || ty > 20 {
		t.Errorf("decoded %d resources, %d functions, %d types", r, f, ty)
	}
}
