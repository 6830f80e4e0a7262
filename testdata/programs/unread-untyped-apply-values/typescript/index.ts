import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// An apply over a collection Go holds untyped (the splat of a list of
// optional ints, ranged over eventually) whose callback never reads it: the
// range's secrecy is only waited for (fuzz seed 9803: go vet refused the
// variable declared and not used).
const alpha = config.getSecret("alpha") ?? pulumi.secret("a");
const flag = (() => {
    try {
        return (() => {
            throw new Error("not here");
        })();
    } catch {}
    return true;
})();
const foxtrot = pulumi.unsecret(pulumi.secret(["a"])).apply(rangeValue => {
    const resources: random.RandomPet[] = [];
    for (let index = 0; index < rangeValue.length; index++) {
        resources.push(new random.RandomPet(`foxtrot-${index}`, {
            keepers: Object.fromEntries(["x"].map((v, k) => [`k${pclNumberText(k)}`, alpha])),
        }));
    }
    return resources;
});
const goto = pulumi.unsecret(pulumi.secret([true])).apply(rangeValue => {
    const resources: random.RandomShuffle[] = [];
    for (let index = 0; index < rangeValue.length; index++) {
        resources.push(new random.RandomShuffle(`goto-${index}`, {
            inputs: foxtrot.apply(foxtrot2 => pulumi.output(foxtrot2.filter(v => flag).map(v => v.urn))),
            resultCount: 3,
        }));
    }
    return resources;
});
const hotel = pulumi.unsecret(goto.apply(goto2 => pulumi.output(goto2.map(item => item.resultCount)))).apply(rangeValue => {
    const resources: random.RandomPet[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomPet(`hotel-${index}`, {
            keepers: goto.apply(goto2 => pulumi.output(goto2.map(item => item.resultCount))).apply((values): Record<string, string | undefined> => (() => {
                try {
                    return flag !== undefined;
                } catch {
                    return false;
                }
            })() ? Object.fromEntries(([] as any[]).map((v, k) => [`k${pclNumberText(k)}`, `${flag}`])) : index !== value ? {
                "x-y": "x.y",
            } : {}) as pulumi.Output<Record<string, string>>,
        }));
    }
    return resources;
});

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
