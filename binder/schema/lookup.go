package schema

import (
	"sort"
	"strings"
	"sync"
)

// section is the index of one of "resources", "functions" or "types".
type section struct {
	kind    string
	entries []entry
	exact   map[string]int32

	// byMember chains the entries by member name (the token's last part):
	// head maps a member to its first entry, next links to the following
	// one (-1 ends the chain). Built on the first non-exact lookup.
	memberOnce sync.Once
	head       map[string]int32
	next       []int32
}

// entry is one indexed member and its decoded value.
type entry struct {
	token string
	val   span

	once  sync.Once
	value any // *Resource, *Function, *ObjectType or *EnumType
	err   error

	rtOnce sync.Once
	rt     *ResourceType
}

func (s *section) init(kind string, raw []rawEntry) {
	s.kind = kind
	s.entries = make([]entry, len(raw))
	s.exact = make(map[string]int32, len(raw))
	for i, r := range raw {
		s.entries[i].token = r.token
		s.entries[i].val = r.val
		s.exact[r.token] = int32(i)
	}
}

// buildMembers chains the entries by member name. The keys are substrings
// of the tokens, so this allocates only the map and the links.
func (s *section) buildMembers() {
	s.head = make(map[string]int32, len(s.entries))
	s.next = make([]int32, len(s.entries))
	for i := len(s.entries) - 1; i >= 0; i-- {
		tok := s.entries[i].token
		member := tok[strings.LastIndexByte(tok, ':')+1:]
		if h, ok := s.head[member]; ok {
			s.next[i] = h
		} else {
			s.next[i] = -1
		}
		s.head[member] = int32(i)
	}
}

// find returns the index of the entry a token names. It accepts the schema
// token itself and then, in order of preference, tokens whose module is
// spelled as the entry's module or as its canonical module (evaluated with
// the module format, "index" for an empty module), first as given and then
// canonicalised; and last, tokens that drop a trailing "/member" segment of
// the entry's module ("aws:s3:Bucket" for "aws:s3/bucket:Bucket" even
// without a module format). A token that fits several entries equally is
// ambiguous.
func (s *section) find(p *Package, tok string) (int, error) {
	if i, ok := s.exact[tok]; ok {
		return int(i), nil
	}
	pkg, mod, member, ok := SplitToken(tok)
	if !ok {
		return -1, &LookupError{Package: p.Name, Kind: s.kind, Token: tok}
	}
	s.memberOnce.Do(s.buildMembers)
	h, ok := s.head[member]
	if !ok {
		return -1, &LookupError{Package: p.Name, Kind: s.kind, Token: tok}
	}
	f := p.modFormat
	forms := []string{mod, f.module(mod)}
	for level := 0; level < 2; level++ {
		for _, want := range forms {
			var found []int
			for i := h; i >= 0; i = s.next[i] {
				epkg, emod, _, ok := SplitToken(s.entries[i].token)
				if !ok || epkg != pkg {
					continue
				}
				match := false
				if level == 0 {
					match = emod == want || f.module(emod) == want
				} else if trimmed, ok := trimMemberSegment(emod, member); ok {
					match = trimmed == want
				}
				if match {
					found = append(found, int(i))
				}
			}
			switch len(found) {
			case 0:
				continue
			case 1:
				return found[0], nil
			}
			le := &LookupError{Package: p.Name, Kind: s.kind, Token: tok}
			for _, i := range found {
				le.Candidates = append(le.Candidates, s.entries[i].token)
			}
			sort.Strings(le.Candidates)
			return -1, le
		}
	}
	return -1, &LookupError{Package: p.Name, Kind: s.kind, Token: tok}
}

func (s *section) tokens() []string {
	out := make([]string, len(s.entries))
	for i := range s.entries {
		out[i] = s.entries[i].token
	}
	sort.Strings(out)
	return out
}
