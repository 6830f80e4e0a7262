import * as pulumi from "@pulumi/pulumi";
import * as maxItemsOne from "@pulumi/maxItemsOne";
import { Comp } from "./comp";

const config = new pulumi.Config();

// Lists, maps and tuples of optional objects of a schema's types that hold
// outputs (the splat of a ranged resource's optional object property): as
// the arguments of applies of one and of many outputs, filtered, secret,
// chosen by a condition, written by toJSON, exported whole and given to a
// component (fuzz seed 9626: Go asserted the resolved pulumi.Array, an
// []interface{}, as []*tls.SelfSignedCertSubject; Python exported the SDK's objects
// keyed by Python names, and TypeScript's toJSON left out unset properties).
const prefix = config.get("prefix") ?? "p";
const site: maxItemsOne.Resource[] = [];
for (let index = 0; index < 2; index++) {
    site.push(new maxItemsOne.Resource(`site-${index}`, {
        innerResource: {
            someInput: index > 0 ? true : undefined,
        },
    }));
}
const plain = new maxItemsOne.Resource("plain");
const configs = site.map(item => item.innerResource);
const byKey = Object.fromEntries(site.map((s, i) => [`k${pclNumberText(i)}`, s.innerResource]));
const pair = [pclIndex(site, 0).innerResource, plain.innerResource];
const secretConfigs = pulumi.secret(site.map(item => item.innerResource));
const chosen = pulumi.all([pclIndex(site, 0).urn, site.map(item => item.innerResource)]).apply(([urn, values]): ({someInput?: boolean} | undefined)[] => [...new Intl.Segmenter().segment(urn)].length > 0 ? values : []);
const echo = new Comp("echo", {
    configs: pulumi.output(configs).apply(value => pclObject(value, ["list", {someInput: null}])),
});
export const indexes = pulumi.all([pclIndex(site, 0).urn, site.map(item => item.innerResource)]).apply(([urn, values]) => [...new Intl.Segmenter().segment(urn)].length * values.map((s, i) => i).length);
export const someInputs = site.map(item => item.innerResource).map(s => pulumi.interpolate`${prefix}${pclIndex(site, 0).urn.apply(urn => [...new Intl.Segmenter().segment(urn)].length).apply(pclNumberText)}${s.apply<string | undefined>(s2 => s2 == null ? "none" : s2!.someInput == null ? "unset" : pclMaybe(s2!.someInput, String)!).apply(pclText)}`);
export const joined = pulumi.output(site.map(item => item.innerResource).map(s => s.apply<string | undefined>(s2 => s2 == null ? "none" : s2!.someInput == null ? "unset" : pclMaybe(s2!.someInput, String)!))).apply(values => values.map(pclString).join(","));
export const mapped = Object.fromEntries(Object.entries(byKey).map(([k, s]) => [k, pulumi.interpolate`${pclIndex(site, 0).urn.apply(urn => [...new Intl.Segmenter().segment(urn)].length).apply(pclNumberText)}${s.apply<string | undefined>(s2 => s2 == null ? "none" : s2!.someInput == null ? "unset" : pclMaybe(s2!.someInput, String)!).apply(pclText)}`]));
export const paired = pair.map(s => pulumi.all([s, pclIndex(site, 0).urn]).apply<string>(([s2, urn]) => s2 == null ? "none" : `${pclNumberText([...new Intl.Segmenter().segment(urn)].length)}${pclText(s2!.someInput == null ? "unset" : pclMaybe(s2!.someInput, String)!)}`));
export const filtered = pulumi.all([
    site.map(item => item.innerResource),
    site.map(item => item.innerResource).map(s => s),
]).apply(([values, values2]) => values.flatMap((s, i) => pclIndex(values2, i) != null ? [i] : []));
export const filteredMap = pulumi.all([byKey, Object.fromEntries(Object.entries(byKey).map(([k, s]) => [k, s]))]).apply(([byKey2, values]) => Object.fromEntries(Object.entries(byKey2).filter(([k, s]) => pclIndex(values, k)!.someInput === true).map(([k, s]) => [k, pclIndex(values, k)!.someInput])));
export const encoded = pulumi.output(site.map(item => item.innerResource)).apply(value => pclObject(value, ["list", {someInput: null}])).apply(pclToJSON);
export const first = pulumi.output(site.map(item => item.innerResource)).apply(values => pclElement(values, 0)).apply(value => pclObject(value, {someInput: null}));
export const secretCount = secretConfigs.apply(secretConfigs2 => secretConfigs2.length);
export const secretDocuments = secretConfigs.apply(secretConfigs2 => secretConfigs2.map(s => s == null ? "none" : s!.someInput == null ? "unset" : pclMaybe(s!.someInput, String)!));
export const chosenDocuments = chosen.apply(chosen2 => chosen2.map(s => s!.someInput));
export const whole = pulumi.output(configs).apply(value => pclObject(value, ["list", {someInput: null}]));
export const wholeMap = pulumi.output(byKey).apply(value => pclObject(value, ["map", {someInput: null}]));
export const wholePair = pulumi.output(pair).apply(value => pclObject(value, ["list", {someInput: null}]));
export const echoed = echo.configs;

// pclElement returns the element of a list at an index, which wraps around
// past the end, as PCL's element does.
function pclElement<T>(list: readonly T[], index: number): T {
    if (list.length === 0) {
        throw new Error("element: the list is empty");
    }
    if (!Number.isInteger(index) || index < 0) {
        throw new Error(`element: the index ${index} is not a whole number at least 0`);
    }
    return list[index % list.length];
}

// pclIndex returns the element of a list at an index or of a map at a key,
// and fails as PCL does where there is none (or no list or map).
function pclIndex<T>(collection: readonly T[] | Readonly<Record<string, T>> | null | undefined, key: number | string): T {
    if (Array.isArray(collection)) {
        const list = collection as readonly T[];
        const index = typeof key === "number" ? key : pclNumber(key);
        if (!Number.isInteger(index) || index < 0 || index >= list.length) {
            throw new Error(`Invalid index: the list has ${list.length} elements, none at ${key}`);
        }
        return list[index];
    }
    const map = collection as Readonly<Record<string, T>> | null | undefined;
    if (typeof map !== "object" || map === null || !Object.prototype.hasOwnProperty.call(map, key)) {
        throw new Error(`Invalid index: the map has no element for the key ${JSON.stringify(String(key))}`);
    }
    return map[key];
}

// pclMaybe converts a value that may be null as PCL does: null stays null.
function pclMaybe<T, R>(value: T | null | undefined, convert: (value: T) => R): R | undefined {
    return value === null || value === undefined ? undefined : convert(value);
}

// pclNumber converts a string to a number as PCL does: the whole string must
// be a decimal number.
function pclNumber(text: string): number {
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) {
        throw new Error(`a number is required, not ${JSON.stringify(text)}`);
    }
    return Number(text);
}

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

// pclObject gives the objects of a schema's types in value every property,
// null where it is not set, as PCL's objects have. shape follows the value's
// type: null leaves a value as it is, ["list", shape] is a list's,
// ["tuple", [shape...]] a tuple's, ["map", shape] a map's and
// {property: shape} an object's.
function pclObject(value: any, shape: any): any {
    if (value === null || value === undefined || shape === null) {
        return value;
    }
    if (Array.isArray(shape)) {
        if (shape[0] === "list") {
            return value.map((item: any) => pclObject(item, shape[1]));
        }
        if (shape[0] === "tuple") {
            return value.map((item: any, i: number) => pclObject(item, shape[1][i]));
        }
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pclObject(item, shape[1])]));
    }
    return Object.fromEntries(Object.keys(shape).map(key => [key, pclObject(value[key] ?? null, shape[key])]));
}

// pclString converts a list's element to a string as PCL's join does:
// numbers in plain digits, and null an error.
function pclString(value: unknown): string {
    if (value === null || value === undefined) {
        throw new Error("join: an element of the list is null");
    }
    return typeof value === "number" ? pclNumberText(value) : String(value);
}

// pclText prints a value in a string template as PCL does: numbers in plain
// digits, and null an error.
function pclText(value: unknown): string {
    if (value === null || value === undefined) {
        throw new Error("Invalid template interpolation value: the value is null");
    }
    return typeof value === "number" ? pclNumberText(value) : String(value);
}

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
