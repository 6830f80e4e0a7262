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
// exponent, and a whole number in its exact digits (String rounds 2 ** 62 to
// 4611686018427388000).
function pclNumberText(value: number): string {
    if (Number.isInteger(value) && Math.abs(value) >= 2 ** 53) {
        return BigInt(value).toString();
    }
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
	"pclNumber": `
// pclNumber converts a string to a number as PCL does: the whole string must
// be a decimal number.
function pclNumber(text: string): number {
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) {
        throw new Error(` + "`a number is required, not ${JSON.stringify(text)}`" + `);
    }
    return Number(text);
}
`,
	"pclBool": `
// pclBool converts a string to a bool as PCL does: "true" or "1" is true,
// "false" or "0" false, and anything else an error.
function pclBool(text: string): boolean {
    switch (text) {
        case "true":
        case "1":
            return true;
        case "false":
        case "0":
            return false;
    }
    throw new Error(` + "`a bool is required, not ${JSON.stringify(text)}`" + `);
}
`,
	"pclGroup": `
// pclGroup collects the values of a grouping for expression by key, each
// key's values in the order the loop made them.
function pclGroup<T>(entries: readonly (readonly [string | number | boolean, T])[]): Record<string, T[]> {
    const groups: Record<string, T[]> = {};
    for (const [key, value] of entries) {
        const name = String(key);
        if (!Object.prototype.hasOwnProperty.call(groups, name)) {
            groups[name] = [];
        }
        groups[name].push(value);
    }
    return groups;
}
`,
	"pclFromEntries": `
// pclFromEntries makes an object of the entries of a for expression, and
// fails as PCL does where two of them have one key.
function pclFromEntries<T>(entries: readonly (readonly [unknown, T])[]): Record<string, T> {
    const result: Record<string, T> = {};
    for (const [key, value] of entries) {
        const name = String(key);
        if (Object.prototype.hasOwnProperty.call(result, name)) {
            throw new Error(` + "`Duplicate object key: two elements produce the key ${JSON.stringify(name)}`" + `);
        }
        result[name] = value;
    }
    return result;
}
`,
	"pclAttr": `
// pclAttr reads an attribute an object may lack, and fails as PCL does
// where it lacks it (reading a missing property gives undefined).
function pclAttr<T extends object, K extends keyof T>(object: T, key: K): T[K] {
    if (!Object.prototype.hasOwnProperty.call(object, key)) {
        throw new Error(` + "`Unsupported attribute: the object has no attribute ${JSON.stringify(String(key))}`" + `);
    }
    return object[key];
}
`,
	"pclIndex": `
// pclIndex returns the element of a list at an index or of a map at a key,
// and fails as PCL does where there is none (or no list or map).
function pclIndex<T>(collection: readonly T[] | Readonly<Record<string, T>> | null | undefined, key: number | string): T {
    if (Array.isArray(collection)) {
        const list = collection as readonly T[];
        const index = typeof key === "number" ? key : pclNumber(key);
        if (!Number.isInteger(index) || index < 0 || index >= list.length) {
            throw new Error(` + "`Invalid index: the list has ${list.length} elements, none at ${key}`" + `);
        }
        return list[index];
    }
    const map = collection as Readonly<Record<string, T>> | null | undefined;
    if (typeof map !== "object" || map === null || !Object.prototype.hasOwnProperty.call(map, key)) {
        throw new Error(` + "`Invalid index: the map has no element for the key ${JSON.stringify(String(key))}`" + `);
    }
    return map[key];
}
`,
	"pclGet": `
// pclGet reads an attribute or element of a value of any type, and fails
// as PCL does where it has none (a string has no elements in PCL).
function pclGet(value: unknown, key: number | string): any {
    return pclIndex(value as Readonly<Record<string, unknown>>, key);
}
`,
	"pclEntries": `
// pclEntries returns the pairs of keys and elements a for expression over a
// value of any type visits, as PCL visits them: a list's indexes and
// elements, a map's keys, in order, and values.
function pclEntries(collection: unknown): [any, any][] {
    if (Array.isArray(collection)) {
        return collection.map((value, index) => [index, value]);
    }
    if (collection !== null && typeof collection === "object") {
        return Object.entries(collection).sort(([a], [b]) => (a < b ? -1 : 1));
    }
    throw new Error(` + "`" + `Invalid for expression: cannot iterate over ${JSON.stringify(collection)}` + "`" + `);
}
`,
	"pclRangeEntries": `
// pclRangeEntries returns the instances a range of any type makes, as PCL
// makes them: true one (named as the resource), false none, a whole number
// that many, a list one per element and a map one per key.
function pclRangeEntries(range: unknown): { key: any; value: any; suffix: string }[] {
    if (typeof range === "boolean") {
        return range ? [{ key: true, value: true, suffix: "" }] : [];
    }
    if (typeof range === "number") {
        if (!Number.isInteger(range) || range < 0) {
            throw new Error(` + "`a count of resources must be a non-negative whole number, not ${range}`" + `);
        }
        return Array.from({ length: range }, (_, i) => ({ key: i, value: i, suffix: ` + "`-${i}`" + ` }));
    }
    if (Array.isArray(range)) {
        return range.map((value, i) => ({ key: i, value, suffix: ` + "`-${i}`" + ` }));
    }
    if (typeof range === "object" && range !== null) {
        const map = range as Record<string, unknown>;
        return Object.keys(map).sort().map(key => ({ key, value: map[key], suffix: ` + "`-${key}`" + ` }));
    }
    throw new Error(` + "`a range must be a number, bool, list or map, not ${JSON.stringify(range)}`" + `);
}
`,
	"pclElement": `
// pclElement returns the element of a list at an index, which wraps around
// past the end, as PCL's element does.
function pclElement<T>(list: readonly T[], index: number): T {
    if (list.length === 0) {
        throw new Error("element: the list is empty");
    }
    if (!Number.isInteger(index) || index < 0) {
        throw new Error(` + "`element: the index ${index} is not a whole number at least 0`" + `);
    }
    return list[index % list.length];
}
`,
	"pclString": `
// pclString converts a list's element to a string as PCL's join does:
// numbers in plain digits, and null an error.
function pclString(value: unknown): string {
    if (value === null || value === undefined) {
        throw new Error("join: an element of the list is null");
    }
    return typeof value === "number" ? pclNumberText(value) : String(value);
}
`,
	"pclWhole": `
// pclWhole checks that the config variable name's value of a type holding
// ints has whole numbers where the type has ints: shape is "int", ["list",
// shape], ["map", shape] or an object of the properties' shapes.
function pclWhole<T>(name: string, value: T, shape: unknown): T {
    const check = (v: unknown, s: unknown): void => {
        if (v === null || v === undefined) {
            return;
        }
        if (s === "int") {
            if (typeof v === "number" && !Number.isInteger(v)) {
                throw new Error(` + "`Configuration variable '${name}' must be an integer, not ${v}`" + `);
            }
        } else if (Array.isArray(s)) {
            const values = s[0] === "list" ? (Array.isArray(v) ? v : []) : Object.values(v as object);
            values.forEach(e => check(e, s[1]));
        } else if (typeof s === "object" && s !== null && typeof v === "object") {
            for (const [k, ps] of Object.entries(s)) {
                check((v as Record<string, unknown>)[k], ps);
            }
        }
    };
    check(value, shape);
    return value;
}
`,
	"pclDivide": `
// pclDivide divides as PCL does: dividing by zero is an error.
function pclDivide(dividend: number, divisor: number): number {
    if (divisor === 0) {
        throw new Error("Division by zero");
    }
    return dividend / divisor;
}
`,
	"pclModulo": `
// pclModulo takes the remainder as PCL does: by zero it is an error.
function pclModulo(dividend: number, divisor: number): number {
    if (divisor === 0) {
        throw new Error("Division by zero");
    }
    return dividend % divisor;
}
`,
	"pclEqual": `
// pclEqual compares two values as PCL does: lists and objects by their
// elements (a property whose value is null as one the object lacks), null
// equal to null only.
function pclEqual(a: unknown, b: unknown): boolean {
    if (a === undefined) {
        a = null;
    }
    if (b === undefined) {
        b = null;
    }
    if (a === null || b === null || typeof a !== "object" || typeof b !== "object") {
        return a === b;
    }
    if (Array.isArray(a) || Array.isArray(b)) {
        return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((e, i) => pclEqual(e, b[i]));
    }
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    const keys = Object.keys(x).filter(k => x[k] != null);
    return keys.length === Object.keys(y).filter(k => y[k] != null).length && keys.every(k => k in y && pclEqual(x[k], y[k]));
}
`,
	"pclBothNull": `
// pclBothNull reports whether a and b are both null, the only way values
// of different types (a number and a string, a list and a map) are equal
// in PCL, which compares values without converting them.
function pclBothNull(a: unknown, b: unknown): boolean {
    return (a === null || a === undefined) && (b === null || b === undefined);
}
`,
	"pclText": `
// pclText prints a value in a string template as PCL does: numbers in plain
// digits, and null an error.
function pclText(value: unknown): string {
    if (value === null || value === undefined) {
        throw new Error("Invalid template interpolation value: the value is null");
    }
    return typeof value === "number" ? pclNumberText(value) : String(value);
}
`,
	"pclFromBase64": `
// pclFromBase64 decodes base64 text as PCL does: text that is not base64
// (padded, line breaks aside) or bytes that are not UTF-8 are an error.
function pclFromBase64(text: string): string {
    const compact = text.replace(/[\r\n]/g, "");
    if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(compact)) {
        throw new Error("fromBase64: the text is not valid base64");
    }
    const bytes = Buffer.from(compact, "base64");
    const decoded = bytes.toString("utf8");
    if (!Buffer.from(decoded, "utf8").equals(bytes)) {
        throw new Error("fromBase64: the decoded bytes are not valid UTF-8");
    }
    return decoded;
}
`,
	"pclInt": `
// pclInt gives a number to an int as PCL does: only a whole number.
function pclInt(value: number): number {
    if (!Number.isInteger(value)) {
        throw new Error(` + "`a whole number is required, not ${value}`" + `);
    }
    return value;
}
`,
	"pclKey": `
// pclKey gives the key of a for expression that makes an object, which
// PCL refuses to be null.
function pclKey<T extends string | number | boolean>(key: T | null | undefined): T {
    if (key === null || key === undefined) {
        throw new Error("Invalid object key: the key of a for expression is null");
    }
    return key;
}
`,
	"pclMaybe": `
// pclMaybe converts a value that may be null as PCL does: null stays null.
function pclMaybe<T, R>(value: T | null | undefined, convert: (value: T) => R): R | undefined {
    return value === null || value === undefined ? undefined : convert(value);
}
`,
	"pclOperand": `
// pclOperand gives an operand of arithmetic, an order or a logical
// operation, which PCL refuses to be null.
function pclOperand<T>(value: T | null | undefined): T {
    if (value === null || value === undefined) {
        throw new Error("Invalid operand: the value is null");
    }
    return value;
}
`,
	"pclSplit": `
// pclSplit splits text at each separator, or at each character (code
// point, as PCL counts them) where the separator is empty.
function pclSplit(separator: string, text: string): string[] {
    return separator === "" ? Array.from(text) : text.split(separator);
}
`,
	"pclNumbers": `
// pclNumbers applies min or max to a list's numbers, failing as PCL does
// when the list is empty.
function pclNumbers(numbers: readonly number[], fn: (...values: number[]) => number): number {
    if (numbers.length === 0) {
        throw new Error("must pass at least one number");
    }
    return fn(...numbers);
}
`,
}

// helperDeps are the helpers each helper calls.
var helperDeps = map[string][]string{
	"pclText":   {"pclNumberText"},
	"pclToJSON": {"pclNumberText"},
	"pclIndex":  {"pclNumber"},
	"pclGet":    {"pclIndex"},
	"pclString": {"pclNumberText"},
}

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
