import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// Resources ranged over values read from a local object that holds an
// output (Go holds such a local as a pulumi.Map, so the values read from it
// are outputs, and so are the resources ranged over them), with no secret
// config in the program: every read of the resources is an apply.
const settings = {
    enabled: true,
    count: 2,
    secret: pulumi.secret(3),
};
const listed: random.RandomId[] = [];
for (let index = 0; index < [true, settings.enabled].length; index++) {
    listed.push(new random.RandomId(`listed-${index}`, {
        byteLength: 4,
    }));
}
const counted: random.RandomId[] = [];
for (let index = 0; index < settings.count; index++) {
    counted.push(new random.RandomId(`counted-${index}`, {
        byteLength: pulumi.secret(index).apply(secret => 4 + secret),
    }));
}
const maybe = settings.enabled ? new random.RandomId("maybe", {
    byteLength: 8,
}) : undefined;
const sizedResource = new random.RandomId("sized", {
    byteLength: listed.map(item => item.byteLength).length + counted.length,
});
export const listedCount = listed.map(item => item.byteLength).length;
export const listedHex = listed.map(s => s.hex);
export const countedSizes = counted.map(item => item.byteLength);
export const maybeSize = (maybe == null ? [] : [maybe]).map(item => item.byteLength);
export const sized = sizedResource.byteLength;
