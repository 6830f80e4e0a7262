package schema

import (
	"strings"
	"testing"
)

func TestIndexJSON(t *testing.T) {
	tests := []struct {
		name string
		doc  string
		// want lists "section token=value" for every entry, in order, and
		// "field=value" for other top-level fields.
		want []string
		err  string // substring of the error, when one is expected
	}{
		{
			name: "sections and fields",
			doc:  `{"name":"p","resources":{"p:a:B":{"x":[1,{"y":"}"}]},"p:a:C":null},"types":{},"version":"1"}`,
			want: []string{`name="p"`, `resources p:a:B={"x":[1,{"y":"}"}]}`, `resources p:a:C=null`, `version="1"`},
		},
		{
			name: "escapes in strings and keys",
			doc:  "{\"functions\": {\"p:m:f\\u0031\": {\"d\": \"a \\\"quoted\\\" \\\\\", \"e\": \"\\\\\\\"\"}}}",
			want: []string{`functions p:m:f1={"d": "a \"quoted\" \\", "e": "\\\""}`},
		},
		{
			name: "long strings",
			doc:  `{"types":{"t:m:T":{"d":"` + strings.Repeat(`ab\"cd\\`, 40) + `"}}}`,
			want: []string{`types t:m:T={"d":"` + strings.Repeat(`ab\"cd\\`, 40) + `"}`},
		},
		{
			name: "white space",
			doc:  " \n{ \"resources\" : { \"p:a:B\" : [ ] , \"p:a:C\" : true } , \"x\" : -1.5e3 }\n\t",
			want: []string{`resources p:a:B=[ ]`, `resources p:a:C=true`, `x=-1.5e3`},
		},
		{name: "null section", doc: `{"resources":null}`, want: nil},
		{name: "byte order mark", doc: "\xef\xbb\xbf{\"name\":\"p\"}", want: []string{`name="p"`}},
		{name: "empty", doc: ``, err: "unexpected end of input"},
		{name: "not an object", doc: `[1]`, err: `unexpected '['`},
		{name: "section not an object", doc: `{"resources":[]}`, err: `unexpected '['`},
		{name: "section bad literal", doc: `{"resources":nope}`, err: `must be an object`},
		{name: "mismatched brackets", doc: `{"types":{"t":{"a":[}}}`, err: `unexpected '}'`},
		{name: "unterminated string", doc: `{"types":{"t":{"a":"b}}}`, err: "unterminated string"},
		{name: "unterminated key", doc: `{"types`, err: "unterminated string"},
		{name: "unterminated object", doc: `{"types":{"t":{"a":1}`, err: "unexpected end of input"},
		{name: "missing colon", doc: `{"name" "p"}`, err: `want ':'`},
		{name: "missing comma", doc: `{"name":"p" "version":"1"}`, err: "after object member"},
		{name: "trailing garbage", doc: `{"name":"p"} x`, err: "after the top-level object"},
		{name: "bad value", doc: `{"name":}`, err: "want a value"},
		{name: "key not a string", doc: `{name:1}`, err: "want an object key"},
		{name: "deep nesting", doc: `{"types":{"t":` + strings.Repeat("[", 200) + strings.Repeat("]", 200) + `}}`,
			want: []string{`types t=` + strings.Repeat("[", 200) + strings.Repeat("]", 200)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			idx, err := indexJSON([]byte(tt.doc))
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("error = %v, want one mentioning %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, k := range []string{"name", "version", "x"} {
				if sp, ok := idx.fields[k]; ok {
					got = append(got, k+"="+tt.doc[sp.start:sp.end])
				}
			}
			for _, sec := range []struct {
				name    string
				entries []rawEntry
			}{{"functions", idx.functions}, {"resources", idx.resources}, {"types", idx.types}} {
				for _, e := range sec.entries {
					got = append(got, sec.name+" "+e.token+"="+tt.doc[e.val.start:e.val.end])
				}
			}
			if strings.Join(got, "\n") != strings.Join(sortedCopy(tt.want), "\n") {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(sortedCopy(tt.want), "\n"))
			}
		})
	}
}

// sortedCopy orders want lines as the test prints them: fields first, then
// sections by name, entries in document order.
func sortedCopy(want []string) []string {
	var fields, entries []string
	for _, w := range want {
		if strings.Contains(strings.SplitN(w, "=", 2)[0], " ") {
			entries = append(entries, w)
		} else {
			fields = append(fields, w)
		}
	}
	var out []string
	for _, k := range []string{"name", "version", "x"} {
		for _, f := range fields {
			if strings.HasPrefix(f, k+"=") {
				out = append(out, f)
			}
		}
	}
	for _, s := range []string{"functions ", "resources ", "types "} {
		for _, e := range entries {
			if strings.HasPrefix(e, s) {
				out = append(out, e)
			}
		}
	}
	return out
}

func TestLineCol(t *testing.T) {
	data := []byte("ab\ncd\n\nef")
	tests := []struct{ off, line, col int }{
		{0, 1, 1}, {1, 1, 2}, {3, 2, 1}, {4, 2, 2}, {6, 3, 1}, {7, 4, 1}, {9, 4, 3}, {99, 4, 3}, {-1, 1, 1},
	}
	for _, tt := range tests {
		if l, c := lineCol(data, tt.off); l != tt.line || c != tt.col {
			t.Errorf("lineCol(%d) = %d:%d, want %d:%d", tt.off, l, c, tt.line, tt.col)
		}
	}
}

// FuzzIndexJSON checks that the indexer never panics and that whatever it
// accepts as an entry is a span inside the input.
func FuzzIndexJSON(f *testing.F) {
	f.Add(`{"resources":{"a:b:C":{"x":"y\\\"z"}}}`)
	f.Add(`{"types":{"t":[1,2,{"a":null}]},"name":"n"}`)
	f.Add(`{"functions":{"f":"\\\\"}}`)
	f.Fuzz(func(t *testing.T, doc string) {
		idx, err := indexJSON([]byte(doc))
		if err != nil {
			return
		}
		for _, sec := range [][]rawEntry{idx.resources, idx.functions, idx.types} {
			for _, e := range sec {
				if e.val.start < 0 || e.val.end > len(doc) || e.val.start >= e.val.end {
					t.Fatalf("bad span %v for %q", e.val, e.token)
				}
			}
		}
	})
}

// FuzzDecode checks that loading and decoding arbitrary text returns errors
// rather than panicking.
func FuzzDecode(f *testing.F) {
	f.Add(`{"name":"p","resources":{"p:a:B":{"properties":{"x":{"$ref":"#/types/p:a:T"}}}},"types":{"p:a:T":{"type":"object","properties":{"t":{"$ref":"#/types/p:a:T"}}}}}`)
	f.Add(`{"name":"p","functions":{"p:a:f":{"outputs":{"type":"array","items":{"oneOf":[{"type":"string"},{"$ref":"/q/v1.0.0/schema.json#/provider"}]}}}}}`)
	f.Add(`{"name":"p","types":{"p:a:E":{"type":"integer","enum":[{"value":1}]}},"config":{"variables":{"v":{"$ref":"pulumi.json#/Any"}}}}`)
	f.Fuzz(func(t *testing.T, doc string) {
		p, err := newPackage("fuzz.json", []byte(doc), false, "", NewLoader())
		if err != nil {
			return
		}
		_, _ = walkPackageTolerant(p)
	})
}

// walkPackageTolerant decodes what it can of a package, ignoring errors.
func walkPackageTolerant(p *Package) (*walker, error) {
	w := newWalker()
	if r, err := p.Provider(); err == nil {
		_ = w.resource(r)
	}
	if cfg, err := p.Config(); err == nil {
		_ = w.props("config", cfg)
	}
	for _, tok := range p.ResourceTokens() {
		if r, err := p.Resource(tok); err == nil {
			_ = w.resource(r)
		}
		_ = p.CanonicalToken(tok)
	}
	for _, tok := range p.FunctionTokens() {
		if f, err := p.Function(tok); err == nil {
			_ = w.function(f)
		}
	}
	for _, tok := range p.TypeTokens() {
		if ty, err := p.Type(tok); err == nil {
			_ = w.typ(tok, ty)
		}
	}
	_, _ = p.Go()
	return w, nil
}
