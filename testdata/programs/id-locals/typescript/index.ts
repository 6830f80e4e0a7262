import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// A local holding a resource's id or urn is a string output: read with
// another output (pulumi.All in Go), it is a string, not a pulumi.ID.
const pet = new random.RandomPet("pet", {
    length: 2,
});
const petId = pet.id;
const petUrn = pet.urn;
export const same = pulumi.all([petId, petUrn]).apply(([petId2, petUrn2]) => petId2 === `pre ${petUrn2}`);
export const joined = pulumi.interpolate`${petId}:${petUrn.apply(petUrn2 => [...new Intl.Segmenter().segment(petUrn2)].length).apply(pclNumberText)}`;

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
