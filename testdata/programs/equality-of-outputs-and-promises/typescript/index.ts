import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

export = async () => {
    // Collections that hold both an output (a resource's attribute, an invoke of
    // a secret argument) and a promise (an invoke of plain arguments) are
    // compared once both resolve: the comparison is an output.
    const ami = await aws.ec2.getAmi({
        owners: ["self"],
    });
    const secretAmi = aws.ec2.getAmiOutput({
        owners: [pulumi.secret("self")],
    });
    const pet = new random.RandomPet("pet");
    const objectChanged = pet.id.apply(id => !pclBothNull({
        name: id,
        image: ami.id,
    }, {}));
    const tupleSame = secretAmi.apply(secretAmi2 => pclEqual([ami.architecture, secretAmi2.architecture], [ami.architecture, ami.architecture]));
    const listChanged = pet.id.apply(id => !pclBothNull([ami.id, id], []));
    const tagged = new random.RandomPet("tagged", {
        prefix: pulumi.interpolate`${objectChanged}-${tupleSame}`,
        keepers: {
            changed: pulumi.interpolate`${secretAmi.apply(secretAmi2 => !pclBothNull({
                a: secretAmi2.id,
                b: ami.imageId,
            }, {}))}`,
        same: pulumi.interpolate`${listChanged}`,
    },
});
return {
    compared: [objectChanged, tupleSame, listChanged],
};
}

// pclBothNull reports whether a and b are both null, the only way values
// of different types (a number and a string, a list and a map) are equal
// in PCL, which compares values without converting them.
function pclBothNull(a: unknown, b: unknown): boolean {
    return (a === null || a === undefined) && (b === null || b === undefined);
}

// pclEqual compares two values as PCL does: lists and objects by their
// elements (a property whose value is null as one the object lacks), null
// equal to null only.
function pclEqual(a: unknown, b: unknown): boolean {
    if (a === undefined) {
        a = null;
    }
    if (b === undefined) {
        b = null;
    }
    if (a === null || b === null || typeof a !== "object" || typeof b !== "object") {
        return a === b;
    }
    if (Array.isArray(a) || Array.isArray(b)) {
        return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((e, i) => pclEqual(e, b[i]));
    }
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    const keys = Object.keys(x).filter(k => x[k] != null);
    return keys.length === Object.keys(y).filter(k => y[k] != null).length && keys.every(k => k in y && pclEqual(x[k], y[k]));
}
