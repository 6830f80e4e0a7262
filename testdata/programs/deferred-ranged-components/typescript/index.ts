import * as pulumi from "@pulumi/pulumi";
import { Member } from "./member";
import { Tag } from "./tag";

// Components that read the outputs of ranged components created after them
// (cycles through outputs) read a deferred output of the collection of the
// instances' outputs, resolved once the instances exist. Here, a list of
// instances whose outputs differ in type.
const [crewOutputs, resolveCrewOutputs] = pulumi.deferredOutput<{name: string, size: number}[]>();
const leader = new Member("leader", {
    size: crewOutputs.apply(crew2 => crew2.length),
    prefix: crewOutputs.apply(crew2 => crew2.map(m => `${pclGet(m, "name")}/${pclGet(m, "size")}`).join("-")),
});
const crew: Member[] = [];
for (let index = 0; index < 3; index++) {
    crew.push(new Member(`crew-${index}`, {size: 2, prefix: leader.name}));
}
resolveCrewOutputs(pulumi.output(crew.map(instance => ({name: instance.name, size: instance.size}))));

// A map of instances whose outputs are all strings, read by key.
const [squadOutputs, resolveSquadOutputs] = pulumi.deferredOutput<Record<string, {name: string, prefix: string}>>();
const head = new Tag("head", {prefix: squadOutputs.apply(squad2 => pclIndex(squad2, "b").name)});
const squad: Record<string, Tag> = {};
for (const [key, value] of Object.entries({
    a: "alpha",
    b: "beta",
})) {
    squad[key] = new Tag(`squad-${key}`, {prefix: pulumi.interpolate`${value}-${head.name}`});
}
resolveSquadOutputs(pulumi.output(Object.fromEntries(Object.entries(squad).map(([key, instance2]) => [key, {name: instance2.name, prefix: instance2.prefix}]))));
export const leaderName = leader.name;
export const squadNames = Object.entries(squad).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key2, tag]) => pulumi.interpolate`${key2}=${tag.name}`);

// pclGet reads an attribute or element of a value of any type, and fails
// as PCL does where it has none (a string has no elements in PCL).
function pclGet(value: unknown, key: number | string): any {
    return pclIndex(value as Readonly<Record<string, unknown>>, key);
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
