import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Locals that choose between objects of different keys, some holding
// outputs, given to map inputs and read by key.

const flag = config.getBoolean("flag") ?? false;
const bucket = new aws.s3.Bucket("bucket");
const orEmpty: {"x-y"?: pulumi.Output<string>} = flag ? {
    "x-y": bucket.arn,
} : {};
const differentKeys: {arn?: pulumi.Output<string>, id?: pulumi.Output<string>, name?: string} = !flag ? {
    arn: bucket.arn,
    id: bucket.id,
} : {
    name: "plain",
};
const plainChoice: {a?: string, b?: string} = !flag ? {
    a: "x",
} : {
    b: "y",
};
const nested: {a?: pulumi.Output<string>, b?: string} = flag ? {
    a: bucket.arn,
} : !flag ? {
    b: "plain",
} : {};
const fromEmpty = new random.RandomId("fromEmpty", {
    byteLength: 4,
    keepers: orEmpty,
});
const fromKeys = new random.RandomShuffle("fromKeys", {
    inputs: [
        ("name" in differentKeys ? differentKeys.name! : "none")!,
        pclAttr(differentKeys, "arn")!,
    ],
    keepers: differentKeys,
});
const fromNested = new random.RandomString("fromNested", {
    length: 6,
    keepers: nested,
});
export const read = {
    arn: pclAttr(differentKeys, "arn"),
    missing: "x-y" in orEmpty ? orEmpty["x-y"]! : pulumi.output("missing"),
    count: Object.keys(nested).length,
    plain: pclAttr(plainChoice, "a"),
    plainMissing: ((): string | undefined => {
        try {
            const value = pclAttr(plainChoice, "b");
            if (value !== undefined) {
                return value;
            }
        } catch {}
        return "none";
    })(),
};

// A nested choice whose inner branches hold plain values where the outer
// choice holds an output (fuzz seed 85088).
const mixedNestedValue: {m?: string, n: pulumi.Output<number>} = !flag ? flag ? {
    n: pulumi.output(1),
} : {
    n: pulumi.output(2),
    m: "x",
} : {
    n: pulumi.unsecret(pulumi.secret(4)),
};
export const mixedNested = pulumi.output<number>(mixedNestedValue.n).apply(n => n + 1);

// pclAttr reads an attribute an object may lack, and fails as PCL does
// where it lacks it (reading a missing property gives undefined).
function pclAttr<T extends object, K extends keyof T>(object: T, key: K): T[K] {
    if (!Object.prototype.hasOwnProperty.call(object, key)) {
        throw new Error(`Unsupported attribute: the object has no attribute ${JSON.stringify(String(key))}`);
    }
    return object[key];
}
