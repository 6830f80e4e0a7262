import * as random from "@pulumi/random";
import * as simple from "@pulumi/simple";

export = async () => {
    // Plain invokes (their arguments are plain) whose arguments Go reads from
    // a map it holds as inputs, since another entry is an output: Go makes them
    // in the output form, whose result a secret in the response makes secret as
    // a whole, where PCL's plain form ignores the response's secrets.
    const pet = new random.RandomPet("pet");
    const names = {
        pet: pet.id,
        plain: "db",
        count: 2,
    };
    const found = await simple.getSecret({
        name: `n-${names.plain}`,
    });
    const described = new random.RandomPet("described", {
        prefix: found.name,
    });
    const counted = new random.RandomPet("counted", {
        prefix: (await simple.getSecret({
            name: `c-${pclNumberText(names.count + 1)}`,
        })).value,
    });
    return {
        foundName: found.name,
        foundValue: found.value,
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
