import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";
import { Holder } from "./holder";

const config = new pulumi.Config();

// Resources and components created only when a bool is true: extra when
// createExtra is (it is not by default), spare when it is not. Each read
// below is made of both, so that one run reads a resource that exists and
// one that does not (null) in every position and in every way: a guarded
// read, a splat, try and can, a test against null, and a plain read where
// the resource must exist.
const createExtra = config.getBoolean("createExtra") ?? false;
const extra = createExtra ? new random.RandomPet("extra", {
    prefix: "extra",
}) : undefined;
const spare = (!createExtra) ? new random.RandomPet("spare", {
    prefix: "spare",
}) : undefined;

// Another resource's inputs and its dependsOn, which leaves out the one that
// does not exist.
const reader = new random.RandomPet("reader", {
    prefix: createExtra ? extra!.id : spare!.id,
    keepers: {
        extraGuarded: createExtra ? extra!.id : "none",
        spareGuarded: !createExtra ? spare!.id : "none",
        extraTried: extra != null ? extra.id : "none",
        spareTried: spare != null ? spare.id : "none",
        extraCount: pclNumberText((extra == null ? [] : [extra]).map(item => item.id).length),
        spareCount: pclNumberText((spare == null ? [] : [spare]).map(item => item.id).length),
        extraText: pulumi.interpolate`extra-${createExtra ? extra!.id : pulumi.output("none")}`,
        spareText: pulumi.interpolate`spare-${createExtra ? pulumi.output("none") : spare!.id}`,
    },
}, {
    dependsOn: [...(extra == null ? [] : [extra]), ...(spare == null ? [] : [spare])],
});
const extraDependent = new random.RandomPet("extraDependent", {}, {
    dependsOn: (extra == null ? [] : [extra]),
});
const spareDependent = new random.RandomPet("spareDependent", {}, {
    dependsOn: spare,
});

// Resources created under the same condition read them directly.
const extraChild = createExtra ? new random.RandomPet("extraChild", {
    prefix: extra!.id,
}) : undefined;
const spareChild = (!createExtra) ? new random.RandomPet("spareChild", {
    prefix: spare!.id,
}) : undefined;

// A component's inputs.
const holder = new Holder("holder", {
    label: createExtra ? extra!.id : spare!.id,
    count: (extra == null ? [] : [extra]).map(item => item.id).length + (spare == null ? [] : [spare]).length * 10,
});

// Components whose range is a bool.
const extraHolder = createExtra ? new Holder("extraHolder", {label: extra!.id, count: 1}) : undefined;
const spareHolder = (!createExtra) ? new Holder("spareHolder", {label: spare!.id, count: 2}) : undefined;
const guardedLocalValue = createExtra ? extra!.id : spare!.id;
export const spareId = spare!.id;
export const extraIds = (extra == null ? [] : [extra]).map(item => item.id);
export const spareIds = (spare == null ? [] : [spare]).map(item => item.id);
export const extraGuarded = createExtra ? extra!.id : pulumi.output("none");
export const spareGuarded = createExtra ? pulumi.output("none") : spare!.id;
export const extraTried = extra != null ? extra.id : pulumi.output("none");
export const spareTried = spare != null ? spare.id : pulumi.output("none");
export const tries = [
    extra != null ? extra.id.apply(id => ((): string => {
        try {
            return `${id}-x`;
        } catch {}
        return "none";
    })()) : pulumi.output("none"),
    spare != null ? spare.id.apply(id => ((): string => {
        try {
            return `${id}-x`;
        } catch {}
        return "none";
    })()) : pulumi.output("none"),
    extra != null ? extra.id : spare != null ? spare.id : pulumi.output("none"),
    (createExtra ? extra!.id : pulumi.output("guarded")).apply(value => ((): string => {
        try {
            return value;
        } catch {}
        return "none";
    })()),
];
export const cans = [
    extra != null,
    spare != null,
    extra != null ? extra.id.apply(id => (() => {
        try {
            return `${id}-x` !== undefined;
        } catch {
            return false;
        }
    })()) : pulumi.output(false),
    spare != null ? spare.id.apply(id => (() => {
        try {
            return `${id}-x` !== undefined;
        } catch {
            return false;
        }
    })()) : pulumi.output(false),
];
export const extraPresent = extra != null;
export const spareAbsent = spare == null;
export const extraNullGuard = extra != null ? extra.id : pulumi.output("none");
export const spareNullGuard = spare == null ? pulumi.output("none") : spare.id;
export const template = pulumi.interpolate`extra=${createExtra ? extra!.id : pulumi.output("none")} spare=${!createExtra ? spare!.id : pulumi.output("none")}`;
export const extraForIds = (extra == null ? [] : [extra]).map(item => item.id).map(id => pulumi.interpolate`pet-${id}`);
export const spareForIds = (spare == null ? [] : [spare]).map(item => item.id).map(id => pulumi.interpolate`pet-${id}`);
export const extraForResources = (extra == null ? [] : [extra]).map(pet => pet.id);
export const spareForResources = (spare == null ? [] : [spare]).map(pet => pet.id);
export const forGuarded = [1, 2].map(n => createExtra ? pulumi.interpolate`${extra!.id}-${pclNumberText(n)}` : pulumi.interpolate`${spare!.id}-${pclNumberText(n)}`);
export const single = [
    pulumi.output((extra == null ? [] : [extra]).map(item => item.id)).apply(values => (() => {
        const list = values;
        if (list.length > 1) {
            throw new Error("singleOrNone: the list has more than one element");
        }
        return list[0];
    })()),
    pulumi.output((spare == null ? [] : [spare]).map(item => item.id)).apply(values => (() => {
        const list = values;
        if (list.length > 1) {
            throw new Error("singleOrNone: the list has more than one element");
        }
        return list[0];
    })()),
];
export const json = pulumi.output([
    createExtra ? extra!.id : pulumi.output("none"),
    !createExtra ? spare!.id : pulumi.output("none"),
]).apply(pclToJSON);
export const invoked = aws.ec2.getAmiOutput({
    nameRegex: createExtra ? extra!.id : spare!.id,
    owners: [extra != null ? extra.id : "none", spare != null ? spare.id : "none"],
}).apply(result => result.imageId);
export const guardedLocal = guardedLocalValue;
export const holderLabel = holder.label;
export const holderLabels = [
    (extraHolder == null ? [] : [extraHolder]).map(h => h.label),
    (spareHolder == null ? [] : [spareHolder]).map(h => h.label),
];
export const guardedHolders = [
    createExtra ? extraHolder!.label : pulumi.output("none"),
    createExtra ? pulumi.output("none") : spareHolder!.label,
];

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
