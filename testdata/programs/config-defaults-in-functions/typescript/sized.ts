import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface SizedArgs {
    base: number;
    step?: number;
    scale?: number;
    label?: string;
    loud?: boolean;
    extra?: string[];
}

export class Sized extends pulumi.ComponentResource {
    public readonly text: pulumi.Output<string>;

    constructor(name: string, args: SizedArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Sized", name, {
            base: args.base,
            step: args.step,
            scale: args.scale,
            label: args.label,
            loud: args.loud,
            extra: args.extra,
        }, opts);
        const base = args.base;
        const step = args.step ?? 4;
        const scale = args.scale ?? 0.5;
        const label = args.label ?? "sized";
        const loud = args.loud ?? false;
        const extra = args.extra ?? ["e"];
        const word = new random.RandomString(`${name}-word`, {
            length: base + step,
            special: loud,
        }, {
            parent: this,
        });
        const parts = extra.map(x => `${x}${pclNumberText(step)}`);
        this.text = pulumi.interpolate`${word.result}-${label}-${(() => {
            try {
                const value = pclIndex(extra, step);
                if (value !== undefined) {
                    return value;
                }
            } catch {}
            return label;
        })()}-${(() => {
        try {
            return pclIndex(extra, step) !== undefined;
        } catch {
            return false;
        }
    })()}-${pclNumberText(base * scale)}-${pclIndex(parts, 0)}-${word.result.apply(result => step + [...new Intl.Segmenter().segment(result)].length).apply(pclNumberText)}`;
    this.registerOutputs({
        text: this.text,
    });
}
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
