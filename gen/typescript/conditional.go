package typescript

import (
	"strconv"
	"strings"

	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// plainConditional prints __chosen(cond, t, f) as `cond ? t : f`, each
// branch an output (pulumi.output of a plain one).
func (c *fnCtx) plainConditional(x *model.FunctionCallExpression) (string, int) {
	return c.chosenFor(x, nil)
}

// chosenFor prints __chosen(cond, t, f) as plainConditional does, each
// branch given as an input of type dest when dest is not nil (an optional
// output branch where dest is not optional is asserted to be present, as
// the whole would be).
func (c *fnCtx) chosenFor(x *model.FunctionCallExpression, dest model.Type) (string, int) {
	if len(x.Args) != 3 {
		c.f.g.Errorf(x.Range(), "Unsupported conditional", "The TypeScript generator cannot generate this conditional.")
		return "undefined", precPrimary
	}
	// Outputs of different collection, object or scalar types are a union
	// of Outputs, whose apply TypeScript cannot call: each is typed as an
	// Output of PCL's unification of the two.
	unified := ""
	if dest == nil && !model.Equal(model.ResolveOutputs(x.Args[1].Type()), model.ResolveOutputs(x.Args[2].Type())) {
		unified = c.f.plainCollectionType(anyMayBeMissing(model.ResolveOutputs(x.Type())))
		if unified == "" {
			// (An Output of one branch's scalar types that are among the
			// other's is one of the other's, whose apply TypeScript
			// calls.)
			t := c.f.scalarUnionType(model.ResolveOutputs(x.Args[1].Type()))
			f := c.f.scalarUnionType(model.ResolveOutputs(x.Args[2].Type()))
			if t != "" && f != "" && !scalarsNarrower(t, f) && !scalarsNarrower(f, t) {
				unified = c.f.scalarUnionType(model.ResolveOutputs(x.Type()))
			}
		}
	}
	// wide is the type argument of a branch that is a value the condition
	// narrows, or its secret (`ok ? secret(ok) : output(ok)` would be a union of
	// an Output<true> and an Output<false>, whose apply TypeScript cannot
	// call): the branch's PCL type, or "".
	wide := func(e model.Expression) string {
		ref := gen.Unparenthesized(e)
		for {
			call, ok := ref.(*model.FunctionCallExpression)
			if !ok || (call.Name != "secret" && call.Name != "unsecret") || len(call.Args) != 1 {
				break
			}
			ref = gen.Unparenthesized(call.Args[0])
		}
		if !c.isGuarded(ref) {
			return ""
		}
		if ts, ok := c.f.widePrimitiveType(model.ResolveOutputs(e.Type())); ok {
			return "<" + ts + ">"
		}
		return ""
	}
	branch := func(e model.Expression) string {
		if gen.IsOutput(e.Type()) {
			if dest != nil {
				return c.input(e, dest)
			}
			if unified != "" {
				if elems := c.asTuple(e, x.Type(), unified); elems != "" {
					return elems
				}
				// (An Output of an object is no Output of a record to a
				// cast, for their lifted properties; as an input it is.)
				return c.f.pulumi() + ".output<" + unified + ">(" + c.expr(e, precCond) + ")"
			}
			if w := wide(e); w != "" {
				return c.f.pulumi() + ".output" + w + "(" + c.expr(e, precCond) + ")"
			}
			return c.expr(e, precCond)
		}
		value := c.expr(e, precCond)
		if dest != nil {
			// (Its optional outputs asserted to be present where the
			// destination takes none, as an input's are.)
			value = c.input(e, dest)
		}
		switch {
		case dest != nil:
			// A value given as an input of dest is one, plain or
			// holding outputs (an Output of PCL's type would hold its
			// optional properties' undefined where dest's may be
			// missing, and an Output of a value that may be undefined
			// is no Input).
			return value
		case gen.HoldsOutputs(e.Type()):
			// A value holding outputs ([pet.id, "x"]) is no input of its
			// resolved type: its Output is, of the inputs of PCL's type
			// where it is a conditional of constructors (see typeArgument).
			value = c.f.pulumi() + ".output" + c.f.typeArgument(e) + "(" + value + ")"
			if unified == "" {
				return value
			}
		case unified == "":
			ta := c.f.typeArgument(e)
			if ta == "" {
				ta = wide(e)
			}
			return c.f.pulumi() + ".output" + ta + "(" + value + ")"
		}
		return c.f.pulumi() + ".output<" + unified + ">(" + value + ")"
	}
	cond := c.expr(x.Args[0], precNullish)
	defer c.guardedBy(x.Args[0])()
	return cond + " ? " + branch(x.Args[1]) + " : " + branch(x.Args[2]), precCond
}

// asTuple prints e, an output of a tuple of elements of one TypeScript
// type, which TypeScript types an Output of an array (secret([1, 2]) is an
// Output<number[]>), as an Output of the tuple type unified, PCL's type of
// the conditional of type t it is a branch of, which no Output of an array
// is: the tuple of its elements (`e.apply((v): [number, string] => [v[0],
// v[1]])`). It is "" where e's Output is of a tuple type or unified is no
// tuple type.
func (c *fnCtx) asTuple(e model.Expression, t model.Type, unified string) string {
	from, ok := model.ResolveOutputs(e.Type()).(*model.TupleType)
	to, toTuple := model.ResolveOutputs(t).(*model.TupleType)
	if !ok || !toTuple || len(from.ElementTypes) != len(to.ElementTypes) || len(from.ElementTypes) < 2 || !strings.HasPrefix(unified, "[") {
		return ""
	}
	if strings.HasPrefix(c.f.tsType(from), "[") {
		return ""
	}
	v := c.child(nil).scope.Declare("value")
	elems := make([]string, len(from.ElementTypes))
	for i := range elems {
		elems[i] = v + "[" + strconv.Itoa(i) + "]"
	}
	return c.outputOf(e) + ".apply((" + v + "): " + unified + " => [" + strings.Join(elems, ", ") + "])"
}
