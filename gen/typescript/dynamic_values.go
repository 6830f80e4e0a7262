package typescript

// This file prints operations on dynamic values (untyped config, values of
// type any), whose kind TypeScript learns only when the program runs.

func init() {
	tsHelpers["pclLength"] = `
// pclLength returns the length of a value of any type, as PCL's length: the
// characters of a string, the elements of a list, the entries of a map.
function pclLength(value: unknown): number {
    if (typeof value === "string") {
        return [...new Intl.Segmenter().segment(value)].length;
    }
    if (Array.isArray(value)) {
        return value.length;
    }
    if (value !== null && typeof value === "object") {
        return Object.keys(value).length;
    }
    throw new Error("length takes a string, a list or a map, not " + String(value));
}
`
	tsHelpers["pclAsString"] = `
// pclAsString converts a value of any type to a string as PCL does: a
// number in plain digits, a bool as true or false; null stays null, and
// an output is converted when it resolves.
function pclAsString(value: any): string {
    if (typeof value?.apply === "function") {
        // An output of unknown type (a component's output).
        return value.apply(pclAsString);
    }
    if (value === null || value === undefined || typeof value === "string") {
        return value;
    }
    if (typeof value === "number") {
        return pclNumberText(value);
    }
    if (typeof value === "boolean") {
        return String(value);
    }
    throw new Error("a string is required, not " + JSON.stringify(value));
}
`
	tsHelpers["pclAsNumber"] = `
// pclAsNumber converts a value of any type to a number as PCL does: a
// string must hold a decimal number; null stays null.
function pclAsNumber(value: any): number {
    if (typeof value?.apply === "function") {
        // An output of unknown type (a component's output).
        return value.apply(pclAsNumber);
    }
    if (value === null || value === undefined || typeof value === "number") {
        return value;
    }
    if (typeof value === "string") {
        return pclNumber(value);
    }
    throw new Error("a number is required, not " + JSON.stringify(value));
}
`
	tsHelpers["pclAsInt"] = `
// pclAsInt converts a value of any type to an int as PCL does: only a whole
// number; null stays null.
function pclAsInt(value: any): number {
    if (typeof value?.apply === "function") {
        // An output of unknown type (a component's output).
        return value.apply(pclAsInt);
    }
    const n = pclAsNumber(value);
    return n === null || n === undefined ? n : pclInt(n);
}
`
	tsHelpers["pclAsBool"] = `
// pclAsBool converts a value of any type to a bool as PCL does: a string
// must be "true" or "1", "false" or "0"; null stays null.
function pclAsBool(value: any): boolean {
    if (typeof value?.apply === "function") {
        // An output of unknown type (a component's output).
        return value.apply(pclAsBool);
    }
    if (value === null || value === undefined || typeof value === "boolean") {
        return value;
    }
    if (typeof value === "string") {
        return pclBool(value);
    }
    throw new Error("a bool is required, not " + JSON.stringify(value));
}
`
	helperDeps["pclAsString"] = []string{"pclNumberText"}
	helperDeps["pclAsNumber"] = []string{"pclNumber"}
	helperDeps["pclAsInt"] = []string{"pclAsNumber", "pclInt"}
	helperDeps["pclAsBool"] = []string{"pclBool"}
}
