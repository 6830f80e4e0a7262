package typescript

import (
	"sort"
	"strings"
)

// This file holds the helper functions generated programs call where
// JavaScript has no function with PCL's meaning. A file defines the helpers
// it calls after its code (function declarations are hoisted); their names
// are reserved, so that no name of the program meets them.

// tsHelpers are the helpers' definitions.
var tsHelpers = map[string]string{
	"pclToJSON": `
// pclToJSON writes value as PCL's toJSON does: object keys sorted, no
// spaces, numbers in plain digits, and <, > and & escaped.
function pclToJSON(value: unknown): string {
    if (value === null || value === undefined) {
        return "null";
    }
    if (Array.isArray(value)) {
        return "[" + value.map(pclToJSON).join(",") + "]";
    }
    if (typeof value === "object") {
        const object = value as Record<string, unknown>;
        return "{" + Object.keys(object).sort().map(key => pclToJSON(key) + ":" + pclToJSON(object[key])).join(",") + "}";
    }
    if (typeof value === "number") {
        return pclNumberText(value);
    }
    return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, c => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
}
`,
	"pclNumberText": `
// pclNumberText prints a number as PCL does: in plain digits, never with an
// exponent.
function pclNumberText(value: number): string {
    const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(String(value));
    if (!match) {
        return String(value);
    }
    const digits = match[2] + (match[3] ?? "");
    const point = 1 + Number(match[4]);
    if (point <= 0) {
        return match[1] + "0." + "0".repeat(-point) + digits;
    }
    return match[1] + digits.padEnd(point, "0");
}
`,
}

// helperDeps are the helpers each helper calls.
var helperDeps = map[string][]string{"pclToJSON": {"pclNumberText"}}

func init() {
	for name := range tsHelpers {
		reservedWords[name] = true
	}
}

// helper records that the file calls the helper name and returns it.
func (f *fileGen) helper(name string) string {
	if f.helpers == nil {
		f.helpers = map[string]bool{}
	}
	f.helpers[name] = true
	for _, d := range helperDeps[name] {
		f.helper(d)
	}
	return name
}

// helperDefs prints the definitions of the helpers the file calls.
func (f *fileGen) helperDefs() string {
	names := make([]string, 0, len(f.helpers))
	for n := range f.helpers {
		names = append(names, n)
	}
	sort.Strings(names)
	var b strings.Builder
	for _, n := range names {
		b.WriteString(tsHelpers[n])
	}
	return b.String()
}
