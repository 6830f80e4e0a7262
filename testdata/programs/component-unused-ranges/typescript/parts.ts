import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface PartsArgs {
    flags: string[];
    choice?: any;
}

export class Parts extends pulumi.ComponentResource {
    constructor(name: string, args: PartsArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Parts", name, {
            flags: args.flags,
            choice: args.choice,
        }, opts);
        const flags = args.flags;
        const choice = args.choice ?? true;
        const byBool = (flags.length > 1) ? new random.RandomPet(`${name}-byBool`, {}, {
            parent: this,
        }) : undefined;
        const byCount: random.RandomPet[] = [];
        for (let index = 0; index < flags.length; index++) {
            byCount.push(new random.RandomPet(`${name}-byCount-${index}`, {}, {
                parent: this,
            }));
        }
        const byList: random.RandomPet[] = [];
        for (const [index, value] of flags.entries()) {
            byList.push(new random.RandomPet(`${name}-byList-${index}`, {
                prefix: value,
            }, {
                parent: this,
            }));
        }
        const byAny: random.RandomPet[] = [];
        for (const entry of pclRangeEntries((() => {
            try {
                return choice;
            } catch {}
            return false;
        })())) {
            byAny.push(new random.RandomPet(`${name}-byAny${entry.suffix}`, {}, {
                parent: this,
            }));
        }
        this.registerOutputs({});
    }
}

// pclRangeEntries returns the instances a range of any type makes, as PCL
// makes them: true one (named as the resource), false none, a whole number
// that many, a list one per element and a map one per key.
function pclRangeEntries(range: unknown): { key: any; value: any; suffix: string }[] {
    if (typeof range === "boolean") {
        return range ? [{ key: true, value: true, suffix: "" }] : [];
    }
    if (typeof range === "number") {
        if (!Number.isInteger(range) || range < 0) {
            throw new Error(`a count of resources must be a non-negative whole number, not ${range}`);
        }
        return Array.from({ length: range }, (_, i) => ({ key: i, value: i, suffix: `-${i}` }));
    }
    if (Array.isArray(range)) {
        return range.map((value, i) => ({ key: i, value, suffix: `-${i}` }));
    }
    if (typeof range === "object" && range !== null) {
        const map = range as Record<string, unknown>;
        return Object.keys(map).sort().map(key => ({ key, value: map[key], suffix: `-${key}` }));
    }
    throw new Error(`a range must be a number, bool, list or map, not ${JSON.stringify(range)}`);
}
