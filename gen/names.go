package gen

// SetOf returns the set of names.
func SetOf(names ...string) map[string]bool {
	m := make(map[string]bool, len(names))
	for _, n := range names {
		m[n] = true
	}
	return m
}

// NameRules are what a target language decides about the names a NameScope
// hands out.
type NameRules struct {
	// Spell turns a hint (a PCL name, a word such as "value") into a name
	// of the target's style: camelCase, snake_case.
	Spell func(hint string) string
	// Reserved reports the names no scope may declare: the target's
	// keywords and predeclared names, the names generated code uses.
	Reserved func(name string) bool
	// Suffix is what Declare appends to a taken name before numbering it
	// (Python's trailing underscore), or "".
	Suffix string
	// Numbered returns the n-th alternative (n ≥ 2) to base, whose plain
	// and suffixed forms are taken.
	Numbered func(base, suffix string, n int) string
}

// NameScope hands out names that collide neither with the rules' reserved
// names, nor with the names the scope was made to avoid (imported package
// names), nor with a name of this scope or of an enclosing one. Names the
// generator invents and names the user wrote are declared in the same
// scopes, so they never meet.
type NameScope struct {
	rules    *NameRules
	parent   *NameScope
	used     map[string]bool
	reserved map[string]bool
}

// NewNameScope returns a root scope; reserved are names to avoid besides
// the rules' own.
func NewNameScope(rules *NameRules, reserved map[string]bool) *NameScope {
	return &NameScope{rules: rules, used: map[string]bool{}, reserved: reserved}
}

// Child returns a nested scope: it sees the names of s and its ancestors.
func (s *NameScope) Child() *NameScope {
	return &NameScope{rules: s.rules, parent: s, used: map[string]bool{}}
}

// Taken reports whether name may not be declared in s.
func (s *NameScope) Taken(name string) bool {
	if s.rules.Reserved(name) {
		return true
	}
	for x := s; x != nil; x = x.parent {
		if x.used[name] || x.reserved[name] {
			return true
		}
	}
	return false
}

// Use marks name as declared in s, as it is (a name the target requires,
// such as an exported output's).
func (s *NameScope) Use(name string) { s.used[name] = true }

// Release makes a name declared in s available again (for a statement that
// declares it itself).
func (s *NameScope) Release(name string) { delete(s.used, name) }

// Declare returns a fresh name spelled from hint: hint's spelling, else
// with the rules' suffix, else numbered.
func (s *NameScope) Declare(hint string) string {
	return s.DeclareWithSuffix(hint, s.rules.Suffix)
}

// DeclareWithSuffix is Declare with suffix (for example "Resource") tried
// before numbering.
func (s *NameScope) DeclareWithSuffix(hint, suffix string) string {
	base := s.rules.Spell(hint)
	name := base
	if s.Taken(name) && suffix != "" {
		name = base + suffix
	}
	for i := 2; s.Taken(name); i++ {
		name = s.rules.Numbered(base, suffix, i)
	}
	s.used[name] = true
	return name
}
