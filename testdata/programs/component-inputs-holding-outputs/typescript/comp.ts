import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface CompArgs {
    tags: pulumi.Input<Record<string, pulumi.Input<string>>>;
    names: pulumi.Input<pulumi.Input<string>[]>;
    settings: pulumi.Input<{label: pulumi.Input<string>, size: pulumi.Input<number>}>;
    rules: pulumi.Input<pulumi.Input<{name: pulumi.Input<string>, port: pulumi.Input<number>}>[]>;
    device: pulumi.Input<{owner: pulumi.Input<string>, spec: pulumi.Input<{deviceName: pulumi.Input<string>, virtualName: pulumi.Input<string>}>}>;
    nested: pulumi.Input<Record<string, pulumi.Input<pulumi.Input<string>[]>>>;
    prefix?: pulumi.Input<string>;
}

export class Comp extends pulumi.ComponentResource {
    public readonly summary: pulumi.Output<string>;
    public readonly ruleNames: pulumi.Output<string[]>;

    constructor(name: string, args: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {
            tags: args.tags,
            names: args.names,
            settings: args.settings,
            rules: args.rules,
            device: args.device,
            nested: args.nested,
            prefix: args.prefix,
        }, opts);
        const tags = pulumi.output(args.tags);
        const names = pulumi.output(args.names);
        const settings = pulumi.output(args.settings);
        const rules = pulumi.output(args.rules);
        const device = pulumi.output(args.device);
        const nested = pulumi.output(args.nested);
        const prefix = pulumi.output(args.prefix).apply(prefix => prefix ?? "none");
        const other = new random.RandomPet(`${name}-other`, {
            keepers: tags,
            prefix: settings.label,
            length: settings.size,
        }, {
            parent: this,
        });
        this.summary = pulumi.interpolate`${tags.apply(tags2 => pclIndex(tags2, "Name"))}/${tags.apply(tags2 => pclIndex(tags2, "Env"))}/${names.apply(names2 => names2.join(","))}/${settings.label}/${settings.size.apply(pclNumberText)}/${device.spec.deviceName}/${device.owner}/${nested.apply(nested2 => pclIndex(pclIndex(nested2, "first"), 0))}/${prefix}/${rules.apply(rules2 => rules2.length).apply(pclNumberText)}`;
        this.ruleNames = rules.apply(rules2 => rules2.map(r => `${r.name}:${pclNumberText(r.port)}`));
        this.registerOutputs({
            summary: this.summary,
            ruleNames: this.ruleNames,
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
