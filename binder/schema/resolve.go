package schema

import (
	"fmt"
	"net/url"
	"strings"
)

// ref is a parsed "$ref".
type ref struct {
	// builtin is set for references into pulumi.json.
	builtin bool
	// pkg and version name another package's document; both empty for this
	// document.
	pkg, version string
	// fragment is the part after '#', such as "/types/aws:s3/bucket:Bucket".
	fragment string
}

// parseRef splits a reference into its document and fragment. Documents are
// "" (this one), "pulumi.json", or a path or URL ending in
// "/NAME/vVERSION/schema.json" (or "/NAME/schema.json").
func parseRef(s string) (ref, error) {
	doc, frag, ok := strings.Cut(s, "#")
	if !ok {
		return ref{}, fmt.Errorf("reference without '#'")
	}
	r := ref{fragment: frag}
	if doc == "" {
		return r, nil
	}
	if doc == "pulumi.json" || strings.HasSuffix(doc, "/pulumi.json") {
		r.builtin = true
		return r, nil
	}
	if i := strings.Index(doc, "://"); i >= 0 {
		rest := doc[i+3:]
		j := strings.IndexByte(rest, '/')
		if j < 0 {
			return ref{}, fmt.Errorf("reference to an unknown document %q", doc)
		}
		doc = rest[j:]
	}
	parts := strings.Split(strings.Trim(doc, "/"), "/")
	if len(parts) < 2 || parts[len(parts)-1] != "schema.json" {
		return ref{}, fmt.Errorf("reference to an unknown document %q", doc)
	}
	parts = parts[:len(parts)-1]
	if last := parts[len(parts)-1]; len(parts) >= 2 && strings.HasPrefix(last, "v") && len(last) > 1 && last[1] >= '0' && last[1] <= '9' {
		r.version = strings.TrimPrefix(last, "v")
		parts = parts[:len(parts)-1]
	}
	r.pkg = parts[len(parts)-1]
	return r, nil
}

// resolveRef resolves a "$ref"; typ is the "type" written beside it. A
// reference to an undeclared type token gives a *TokenType, other problems an
// *InvalidType.
func (p *Package) resolveRef(s, typ string) Type {
	r, err := parseRef(s)
	if err != nil {
		return &InvalidType{Ref: s, Reason: err.Error()}
	}
	if r.builtin {
		switch r.fragment {
		case "/Archive":
			return ArchiveType
		case "/Asset":
			return AssetType
		case "/Any":
			return AnyType
		case "/Json":
			return JSONType
		case "/AnyResource":
			return AnyResourceType
		}
		return &InvalidType{Ref: s, Reason: "unknown built-in type"}
	}
	target := p
	if r.pkg != "" && !(r.pkg == p.Name && (r.version == "" || sameVersion(r.version, p.Version))) {
		if p.loader == nil {
			return &InvalidType{Ref: s, Reason: "reference to package " + r.pkg + " with no schema loader to find it"}
		}
		target, err = p.loader.LoadNearest(r.pkg, r.version)
		if err != nil {
			return &InvalidType{Ref: s, Reason: err.Error()}
		}
	}
	t, err := target.fragmentType(r.fragment, typ)
	if err != nil {
		return &InvalidType{Ref: s, Reason: err.Error()}
	}
	return t
}

// sameVersion compares versions by semver when both parse, else as text.
func sameVersion(a, b string) bool {
	va, errA := ParseVersion(a)
	vb, errB := ParseVersion(b)
	if errA == nil && errB == nil {
		return va.Compare(vb) == 0
	}
	return strings.TrimPrefix(a, "v") == strings.TrimPrefix(b, "v")
}

// fragmentType resolves "/types/TOKEN", "/resources/TOKEN" or "/provider"
// within this package. Tokens may be percent-encoded.
func (p *Package) fragmentType(frag, typ string) (Type, error) {
	if frag == "/provider" {
		return p.resourceTypeAt(&p.provider, p.providerToken()), nil
	}
	kind, tok, ok := strings.Cut(strings.TrimPrefix(frag, "/"), "/")
	if !ok {
		return nil, fmt.Errorf("unknown reference fragment %q", frag)
	}
	if u, err := url.PathUnescape(tok); err == nil {
		tok = u
	}
	switch kind {
	case "types":
		// References name types exactly; an undeclared token is opaque.
		i, ok := p.types.exact[tok]
		if !ok {
			return p.tokenType(tok, typ), nil
		}
		return p.typeAt(int(i))
	case "resources":
		if tok == p.providerToken() {
			return p.resourceTypeAt(&p.provider, tok), nil
		}
		i, ok := p.resources.exact[tok]
		if !ok {
			return nil, &LookupError{Package: p.Name, Kind: "resource", Token: tok}
		}
		e := &p.resources.entries[i]
		return p.resourceTypeAt(e, e.token), nil
	}
	return nil, fmt.Errorf("unknown reference fragment %q", frag)
}

// tokenType returns the canonical TokenType of an undeclared type token.
func (p *Package) tokenType(tok, typ string) *TokenType {
	under, _ := p.primitive(typ)
	key := tok + "\x00" + typ
	p.tokenMu.Lock()
	defer p.tokenMu.Unlock()
	if t, ok := p.tokenTypes[key]; ok {
		return t
	}
	if p.tokenTypes == nil {
		p.tokenTypes = map[string]*TokenType{}
	}
	t := &TokenType{Package: p, Token: tok, Underlying: under}
	p.tokenTypes[key] = t
	return t
}
