import * as crypto from "crypto";
import * as pulumi from "@pulumi/pulumi";

// Values computed from the directory the program runs in (its length, its
// digest), which no renaming of the directory in a trace reconciles, that
// come back from the provider: a stash's output, which is its input. The
// provider's answers are the interpreter's in the directory the generated
// program runs in, or the program reads another directory's numbers.
const kept = new pulumi.Stash("kept", {
    input: [...new Intl.Segmenter().segment(process.cwd())].length,
});
const digest = new pulumi.Stash("digest", {
    input: {
        root: crypto.createHash("sha1").update(pulumi.getRootDirectory()).digest("hex"),
        parts: process.cwd().split("/").length,
    },
});
export const lengthKept = kept.output;
export const digestKept = digest.output;
export const lengthAgain = kept.output.apply(output => pclEqual(output, [...new Intl.Segmenter().segment(process.cwd())].length));

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
