import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

export = async () => {
    // Invokes PCL calls in their plain form whose arguments loop over
    // collections holding an output (entries of a map, a tuple, an object),
    // reading only the plain parts of their elements; Go holds such
    // collections as inputs and reads each element as an output, so it calls
    // them in their output form. Their results are read as values, in a
    // resource's input, ranges, loops, another invoke's arguments and outputs.
    const sized = new random.RandomInteger("sized", {
        max: 5,
        min: 1,
    });
    const image = await aws.ec2.getAmi({
        filters: Object.entries({
            name: sized.result,
        }).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value})).map((entry, i) => ({
            name: entry.key,
            values: [`v${pclNumberText(i)}`],
        })),
        owners: ["self"],
    });
    const counted = await aws.ec2.getAmi({
        owners: [sized.result, 2].map(n => "owner"),
    });
    const shuffled = new random.RandomShuffle("shuffled", {
        inputs: [image.imageId, counted.name],
    });
    const ranged: random.RandomShuffle[] = [];
    for (let index = 0; index < image.owners!.length; index++) {
        ranged.push(new random.RandomShuffle(`ranged-${index}`, {
            inputs: ["x"],
        }));
    }
    const maybe = (counted.owners!.length > 0) ? new random.RandomShuffle("maybe", {
        inputs: ["y"],
    }) : undefined;
    const names = image.owners!.map(owner => `owner-${owner}`);
    const again = aws.ec2.getAmiOutput({
        owners: image.owners,
    });
    return {
        names: names,
        again: again.name,
        image: image.architecture,
        owners: counted.owners,
    };
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
