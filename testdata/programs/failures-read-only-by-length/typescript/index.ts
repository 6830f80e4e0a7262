import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

// A local whose value fails fails the program whether or not a value that
// reads it is computed: the length of a list of outputs needs none of
// them, so the program awaits the list itself.
const owner = new random.RandomString("owner", {
    length: 8,
});
const image = aws.ec2.getAmiOutput({
    owners: [owner.result],
});
const names = [image.name, image.apply(image2 => pclFromBase64(image2.imageId))];
export const count = names.length;

// pclFromBase64 decodes base64 text as PCL does: text that is not base64
// (padded, line breaks aside) or bytes that are not UTF-8 are an error.
function pclFromBase64(text: string): string {
    const compact = text.replace(/[\r\n]/g, "");
    if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(compact)) {
        throw new Error("fromBase64: the text is not valid base64");
    }
    const bytes = Buffer.from(compact, "base64");
    const decoded = bytes.toString("utf8");
    if (!Buffer.from(decoded, "utf8").equals(bytes)) {
        throw new Error("fromBase64: the decoded bytes are not valid UTF-8");
    }
    return decoded;
}
