import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";
import { Names } from "./names";

export = async () => {
    // A list computed on an optional int, which PCL types as a list of numbers
    // and Go computes as a []int, read whole inside the apply of a for
    // expression over a component's output.
    const str: random.RandomPet[] = [];
    for (let index = 0; index < 1; index++) {
        str.push(new random.RandomPet(`str-${index}`, {
            length: 2,
        }));
    }
    const server = new aws.ec2.Instance("server", {
        ami: "ami-0",
        instanceType: "t3.micro",
        rootBlockDevice: {
            volumeSize: 8,
        },
    });
    const abstract = server.rootBlockDevice.apply(rootBlockDevice => rootBlockDevice.volumeSize);
    const echo = new Names("echo");
    return {
        private: pulumi.all([
            echo.names,
            pulumi.all([str.map(item => item.length), abstract, server.ami]).apply(([values, abstract2, ami]) => values.filter(n => ami !== "").map(n => 3 - pclOperand(abstract2))),
        ]).apply(([names, values]) => Object.fromEntries(names.map((o, k) => [`k${pclNumberText(k)}`, values]))),
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

// pclOperand gives an operand of arithmetic, an order or a logical
// operation, which PCL refuses to be null.
function pclOperand<T>(value: T | null | undefined): T {
    if (value === null || value === undefined) {
        throw new Error("Invalid operand: the value is null");
    }
    return value;
}
