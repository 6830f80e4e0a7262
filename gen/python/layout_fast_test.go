package python

import (
	"math/rand"
	"testing"
)

// TestCallSplitMatchesBlackPort lays out random call statements (resources,
// exports, assigned and bare calls, with arguments of every shape the
// layout test draws) at several depths by callSplit and by the port of
// black's algorithm, and checks that whenever callSplit takes a statement
// the two write the same lines; and that it takes statements of both of
// its forms (arguments on one line, one per line).
func TestCallSplitMatchesBlackPort(t *testing.T) {
	g := layoutGen{rand.New(rand.NewSource(7))}
	keyword := func(c code) code { return cat(atom(g.name()+"="), c) }
	same := func(c code) code { return c }
	shapes := []func() code{
		func() code {
			return assignment(g.name(), call("aws.s3.Bucket", append([]code{atom(quote(g.name()))}, g.items(2+g.r.Intn(2), 6, keyword)...)...))
		},
		func() code { return call("pulumi.export", atom(quote(g.name())), g.expr(g.r.Intn(4))) },
		func() code {
			return assignment(g.name(), call(g.name()+"."+g.name(), g.items(1+g.r.Intn(3), 5, same)...))
		},
		func() code { return call(g.name(), g.items(1+g.r.Intn(3), 5, keyword)...) },
		func() code { return assignment(g.name(), g.expr(1+g.r.Intn(4))) },
	}
	taken := map[int]int{}
	for i := 0; i < 100000; i++ {
		c := shapes[i%len(shapes)]()
		depth := g.r.Intn(3)
		head, body, ok := callSplit(c, depth)
		if !ok {
			continue
		}
		taken[min(len(body), 2)]++
		fast, slow := &writer{}, &writer{}
		fast.callLines(head, body, depth)
		slow.layOut(c, depth)
		if fast.b.String() != slow.b.String() {
			t.Fatalf("statement %d at depth %d (%s):\ncallSplit:\n%s\nblack's algorithm:\n%s", i, depth, c.flat(), fast.b.String(), slow.b.String())
		}
	}
	t.Logf("callSplit took %d statements with their arguments on one line, %d with one a line", taken[1], taken[2])
	if taken[1] < 500 || taken[2] < 1000 {
		t.Errorf("callSplit took too few statements to compare (%d on one line, %d one a line)", taken[1], taken[2])
	}
}
