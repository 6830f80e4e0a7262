package python

// This file holds the helper functions generated modules define where
// Python's standard library has no function with PCL's meaning. Helper
// names start with an underscore, which no name of a program does.

// helperImports are the standard modules each helper's definition uses.
var helperImports = map[string][]string{
	"grapheme_count": {"unicodedata"},
	"number_text":    {"decimal"},
	"to_json":        {"json"},
}

// helperDeps are the helpers each helper calls.
var helperDeps = map[string][]string{"to_json": {"number_text"}}

func init() {
	helperSources["number_text"] = `def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text
`
	helperSources["split"] = `def _split(separator, text):
    # PCL splits at each character where the separator is empty.
    return list(text) if separator == "" else text.split(separator)
`
	helperSources["both_none"] = `def _both_none(a, b):
    # Values of different types (a number and a string, a list and a map)
    # are equal in PCL only when both are null: PCL compares values without
    # converting them.
    return a is None and b is None
`
	helperSources["equal"] = `def _equal(a, b):
    # PCL's ==, where Python's finds True equal to 1 (and False to 0): a
    # bool equals no number, in a collection too.
    if isinstance(a, bool) != isinstance(b, bool):
        return False
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(_equal(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        # A key whose value is None is one the dict lacks (an object's
        # unset property).
        a = {k: v for k, v in a.items() if v is not None}
        b = {k: v for k, v in b.items() if v is not None}
        return a.keys() == b.keys() and all(_equal(a[k], b[k]) for k in a)
    return a == b
`
	helperSources["operand"] = `def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value
`
	helperSources["group"] = `def _group(pairs):
    # A grouping for expression collects the values of each key, in the
    # order the loop made them.
    groups = {}
    for key, value in pairs:
        groups.setdefault(key, []).append(value)
    return groups
`
	helperSources["from_entries"] = `def _from_entries(pairs):
    # A for expression's object of the pairs it made: PCL refuses two of
    # one key.
    result = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(
                f"Duplicate object key: two elements produce the key {key!r}"
            )
        result[key] = value
    return result
`
	helperSources["to_json"] = `def _to_json(value) -> str:
    # PCL's toJSON: keys sorted, no spaces, numbers in plain digits, and
    # <, > and & escaped.
    if isinstance(value, dict):
        items = sorted(value.items())
        return "{" + ",".join(_to_json(k) + ":" + _to_json(v) for k, v in items) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(_to_json(v) for v in value) + "]"
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return _number_text(value)
    text = json.dumps(value, ensure_ascii=False)
    for char in "<>&\u2028\u2029":
        text = text.replace(char, "\\u%04x" % ord(char))
    return text
`
	helperSources["grapheme_count"] = `def _grapheme_count(text):
    # PCL's length of a string counts its user-perceived characters:
    # combining marks, emoji modifiers and variation selectors join the
    # character before them, a zero-width joiner joins the pictographs on
    # either side, and regional indicators pair into flags.
    count, prev, pairing = 0, None, False
    for char in text:
        code, category = ord(char), unicodedata.category(char)
        regional = 0x1F1E6 <= code <= 0x1F1FF
        joins = prev is not None and (
            category in ("Mn", "Me", "Mc")
            or code == 0x200D
            or 0xFE00 <= code <= 0xFE0F
            or 0x1F3FB <= code <= 0x1F3FF
            or 0xE0020 <= code <= 0xE007F
        )
        if (
            joins
            or (prev == "\r" and char == "\n")
            or (prev == "\u200d" and (category == "So" or code >= 0x1F000))
            or (pairing and regional)
        ):
            pairing = False
        else:
            count += 1
            pairing = regional
        prev = char
    return count
`
}

// useHelper records that the module calls the helper name, importing the
// modules its definition uses, and returns the helper's Python name.
func (f *fileGen) useHelper(name string) string {
	f.helpers[name] = true
	for _, d := range helperDeps[name] {
		f.useHelper(d)
	}
	for _, m := range helperImports[name] {
		f.imports.stdlib(m)
	}
	return helperName(name)
}
