package python

import "github.com/pclgen/pclgen/binder"

// A range of any type (an untyped config value, a try) is a bool, a number,
// a list or a map only when the program runs. The binder types the
// resources as a list; the program makes the instances PCL makes for the
// value the range turns out to be, named as PCL names them.

func init() {
	helperSources["entries"] = `def _entries(value):
    # The pairs of keys and elements a for expression over a value of any
    # type visits, as PCL visits them: a list's indexes and elements, a
    # map's keys, in order, and values.
    if isinstance(value, (list, tuple)):
        return list(enumerate(value))
    if isinstance(value, dict):
        return sorted(value.items())
    raise TypeError(f"cannot iterate over {value!r}")
`
	helperSources["range_entries"] = `def _range_entries(value):
    # The instances a range of any type makes, as PCL makes them: True one
    # (named as the resource), False none, a whole number that many, a list
    # one per element and a map one per key; each is (key, value, suffix).
    if isinstance(value, bool):
        return [(True, True, "")] if value else []
    if isinstance(value, (int, float)):
        if value < 0 or value != int(value):
            raise ValueError(f"a count of resources cannot be {value}")
        return [(i, i, f"-{i}") for i in range(int(value))]
    if isinstance(value, (list, tuple)):
        return [(i, v, f"-{i}") for i, v in enumerate(value)]
    if isinstance(value, dict):
        return [(k, value[k], f"-{k}") for k in sorted(value)]
    raise TypeError(f"a range must be a number, bool, list or map, not {value!r}")
`
}

// dynamicRange binds range.key and range.value in in, and returns the
// comprehension that creates the instances of n that range, a plain
// Python value of any type, makes.
func (f *fileGen) dynamicRange(in *fnCtx, n binder.Node, rng code, create func(in *fnCtx, name code) code) code {
	key, value, suffix := in.scope.Declare("key"), in.scope.Declare("value"), in.scope.Declare("suffix")
	in.RangeKey, in.RangeValue = key, value
	name := f.childNameWith(n.LogicalName(), "{"+suffix+"}")
	entries := call(f.useHelper("range_entries"), rng)
	return bracketed("[", []code{cat(create(in, name), delim("for", prioComprehension), atom(key+", "+value+", "+suffix+" in "), entries)}, "]", bkCollection)
}
