package model

// typePair is an ordered pair of types: the key under which Equal and
// Conversion track the pairs of types they compare.
type typePair struct{ a, b Type }

// pairTable is the bookkeeping that lets Equal and Conversion work on
// recursive types, and on large ones quickly. Schema types are graphs: object
// types refer to each other, often in cycles (a JSON schema type's properties
// are JSON schema types), and one type is shared by many properties.
//
// A pair of types is begun before its parts are compared and ended after.
// A pair met again while it is in progress is given the assumed answer (equal,
// or converts safely): that is what makes cycles terminate, and the answer
// for the outermost pair is then the greatest one consistent with the rules
// (a coinductive definition). The answer for each finished pair is tabled so
// that a pair met again is not compared again:
//
//   - An answer that rests on no assumption about an enclosing pair (still in
//     progress) is final.
//   - The bottom answer (not equal, no conversion) is final too: assumptions
//     only ever make an answer larger.
//   - Any other answer that rests on an assumption about an enclosing pair is
//     tentative: it holds while that pair is in progress, and when the pair
//     ends it is kept if the pair's answer confirmed the assumption and
//     dropped if not. A tentative answer passes its assumption on to the
//     pairs that use it.
//
// The answers are those of the same rules without the table.
type pairTable[V comparable] struct {
	// assumed is the answer assumed for a pair in progress; bottom is the
	// least answer.
	assumed, bottom V
	// inProgress maps each pair in progress to its depth: 1 for the
	// outermost pair on the current path.
	inProgress map[typePair]int
	// lowest is the smallest depth of an in-progress pair that the answers
	// found since the innermost pair in progress began rest on.
	lowest int
	// known holds the answers of finished pairs.
	known map[typePair]tabledAnswer[V]
	// tentative lists the pairs with tentative answers, in the order they
	// finished.
	tentative []typePair
	// untabled turns the table off: only the pairs in progress are kept.
	untabled bool
}

// tabledAnswer is an answer and the depth of the outermost in-progress pair
// it rests on, or noAssumption when it is final.
type tabledAnswer[V comparable] struct {
	answer V
	rests  int
}

// noAssumption is the depth an answer that rests on no assumption rests on.
const noAssumption = int(^uint(0) >> 1)

// pairFrame is what end needs to know about a pair begun with begin.
type pairFrame struct {
	depth, saved, mark int
}

// newPairTable returns an empty table. A zero pairTable is not usable.
func newPairTable[V comparable](assumed, bottom V) pairTable[V] {
	return pairTable[V]{assumed: assumed, bottom: bottom, lowest: noAssumption}
}

// begin starts comparing a pair. When the pair's answer is known (tabled, or
// assumed because the pair is in progress) it returns the answer and done;
// otherwise the caller compares the pair and passes its answer and frame to
// end.
func (t *pairTable[V]) begin(a, b Type) (answer V, done bool, frame pairFrame) {
	key := typePair{a, b}
	if k, ok := t.known[key]; ok {
		t.lowest = min(t.lowest, k.rests)
		return k.answer, true, pairFrame{}
	}
	if d, ok := t.inProgress[key]; ok {
		t.lowest = min(t.lowest, d)
		return t.assumed, true, pairFrame{}
	}
	if t.inProgress == nil {
		t.inProgress = map[typePair]int{}
	}
	frame = pairFrame{depth: len(t.inProgress) + 1, saved: t.lowest, mark: len(t.tentative)}
	t.inProgress[key] = frame.depth
	t.lowest = noAssumption
	return answer, false, frame
}

// assumedIn reports whether a pair is in progress (in the order given), and
// records that the answer being found rests on it, like begin.
func (t *pairTable[V]) assumedIn(a, b Type) bool {
	if d, ok := t.inProgress[typePair{a, b}]; ok {
		t.lowest = min(t.lowest, d)
		return true
	}
	return false
}

// knownAnswer returns the tabled answer of a pair, if any, like begin.
func (t *pairTable[V]) knownAnswer(a, b Type) (V, bool) {
	k, ok := t.known[typePair{a, b}]
	if ok {
		t.lowest = min(t.lowest, k.rests)
	}
	return k.answer, ok
}

// end finishes a pair begun with begin, tables its answer and returns it.
func (t *pairTable[V]) end(a, b Type, answer V, frame pairFrame) V {
	key := typePair{a, b}
	delete(t.inProgress, key)
	if t.untabled {
		return answer
	}
	rests := t.lowest
	confirmed := answer == t.assumed
	after := t.tentative[frame.mark:]
	switch {
	case !confirmed:
		// The answers found under the assumption about this pair may be
		// too large: drop them.
		for _, p := range after {
			delete(t.known, p)
		}
		t.tentative = t.tentative[:frame.mark]
	case rests >= frame.depth:
		// The assumption is confirmed and rests on nothing else: the
		// answers found under it are final.
		for _, p := range after {
			t.known[p] = tabledAnswer[V]{answer: t.known[p].answer, rests: noAssumption}
		}
		t.tentative = t.tentative[:frame.mark]
	default:
		// Confirmed, but this pair's answer rests on an enclosing pair, and
		// so do the answers found under it now.
		for _, p := range after {
			t.known[p] = tabledAnswer[V]{answer: t.known[p].answer, rests: rests}
		}
	}
	if t.known == nil {
		t.known = map[typePair]tabledAnswer[V]{}
	}
	switch {
	case rests >= frame.depth || answer == t.bottom:
		t.known[key] = tabledAnswer[V]{answer: answer, rests: noAssumption}
		rests = noAssumption
	case confirmed:
		t.known[key] = tabledAnswer[V]{answer: answer, rests: rests}
		t.tentative = append(t.tentative, key)
	}
	// An unconfirmed answer between the bottom and the assumption that
	// rests on an enclosing pair is not tabled.
	t.lowest = min(frame.saved, rests)
	return answer
}
