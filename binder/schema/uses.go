package schema

import (
	"bytes"
	"sync"
)

// elementUses records, by object type token, whether a package's schema
// uses the type as the items of an array and as the values of a map.
type elementUses struct {
	mu   sync.Mutex
	uses map[string][2]bool
}

// ElementUses reports whether the package's schema uses the object type tok
// as the items of an array (list) and as the additionalProperties of a map
// (mapped) anywhere: in a resource's, function's or type's properties. The
// SDKs' code generators name the collections of an object type (the Go
// SDK's XArray and XMap) only where the schema so uses it. The schema text
// is scanned once per token, without decoding it.
func (p *Package) ElementUses(tok string) (list, mapped bool) {
	p.elemUses.mu.Lock()
	defer p.elemUses.mu.Unlock()
	if u, ok := p.elemUses.uses[tok]; ok {
		return u[0], u[1]
	}
	ref := []byte(`"#/types/` + tok + `"`)
	data := p.data
	for {
		i := bytes.Index(data, ref)
		if i < 0 {
			break
		}
		switch key := refKey(p.data[:len(p.data)-len(data)+i]); key {
		case "items":
			list = true
		case "additionalProperties":
			mapped = true
		}
		data = data[i+len(ref):]
	}
	if p.elemUses.uses == nil {
		p.elemUses.uses = map[string][2]bool{}
	}
	p.elemUses.uses[tok] = [2]bool{list, mapped}
	return list, mapped
}

// refKey returns the key of the object that holds the reference ending
// before, whose text is `"KEY": {"$ref": ` with any white space, and with
// members of scalar values before "$ref" (`{"type": "ref", "$ref": `):
// "items" for an array's items, "" when the text is not of that form.
func refKey(before []byte) string {
	before, ok := cutSuffix(before, `:`)
	if !ok {
		return ""
	}
	if before, ok = cutSuffix(before, `"$ref"`); !ok {
		return ""
	}
	for {
		if b, ok := cutSuffix(before, `{`); ok {
			before = b
			break
		}
		// A member before "$ref": `"key": scalar,`.
		if before, ok = cutSuffix(before, `,`); !ok {
			return ""
		}
		if before, ok = cutScalar(before); !ok {
			return ""
		}
		if before, ok = cutSuffix(before, `:`); !ok {
			return ""
		}
		if _, before, ok = cutString(before); !ok {
			return ""
		}
	}
	if before, ok = cutSuffix(before, `:`); !ok {
		return ""
	}
	key, _, ok := cutString(before)
	if !ok {
		return ""
	}
	return key
}

// cutSuffix trims white space off the end of b and then suffix, reporting
// whether b ended with it.
func cutSuffix(b []byte, suffix string) ([]byte, bool) {
	b = bytes.TrimRight(b, " \t\r\n")
	return bytes.CutSuffix(b, []byte(suffix))
}

// cutString cuts a JSON string without escapes off the end of b (after
// white space), returning its contents and what is before it.
func cutString(b []byte) (string, []byte, bool) {
	b, ok := cutSuffix(b, `"`)
	if !ok {
		return "", nil, false
	}
	start := bytes.LastIndexByte(b, '"')
	if start < 0 || bytes.IndexByte(b[start:], '\\') >= 0 {
		return "", nil, false
	}
	return string(b[start+1:]), b[:start], true
}

// cutScalar cuts a string, number, true, false or null off the end of b.
func cutScalar(b []byte) ([]byte, bool) {
	b = bytes.TrimRight(b, " \t\r\n")
	if bytes.HasSuffix(b, []byte(`"`)) {
		_, rest, ok := cutString(b)
		return rest, ok
	}
	end := len(b)
	for end > 0 && bytes.IndexByte([]byte("abcdefghijklmnopqrstuvwxyz0123456789.+-"), b[end-1]) >= 0 {
		end--
	}
	return b[:end], end < len(b)
}
