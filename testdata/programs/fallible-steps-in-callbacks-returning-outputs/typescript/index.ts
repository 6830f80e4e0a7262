import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// A step that may fail (fromBase64) inside a callback that returns an
// output (a loop over a secret, filtered by secrets): the callback returns
// its error with the zero output (fuzz seed 85152).

const shuffle = new random.RandomShuffle("shuffle", {
    inputs: pulumi.unsecret(pulumi.secret({
        a: true,
    })).apply(secret => pulumi.output(Object.fromEntries(Object.entries(secret).map(([name, on]) => [name, pulumi.unsecret(pulumi.secret(on))])))).apply(values => pulumi.output(pulumi.all([
        pulumi.unsecret(pulumi.secret(pclFromBase64("aGVsbG8gd29ybGQ="))),
        Object.fromEntries(Object.entries(values).map(([key, key2]) => [key, pulumi.secret(key2)])),
    ]).apply(([secret, values2]) => Object.entries(values).sort(([a], [b]) => (a < b ? -1 : 1)).filter(([key, key2]) => pclIndex(values2, key)).map(([key, key2]) => secret)))),
});

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

// pclNumber converts a string to a number as PCL does: the whole string must
// be a decimal number.
function pclNumber(text: string): number {
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) {
        throw new Error(`a number is required, not ${JSON.stringify(text)}`);
    }
    return Number(text);
}
