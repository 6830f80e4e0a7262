import * as aws from "@pulumi/aws";
import * as simple from "@pulumi/simple";

// pclfuzz seed 7 (shrunk): range["value"] and range["key"] read what
// range.value and range.key read, over a map, a list and a number, in a
// template and as inputs of their own.
const xray: Record<string, aws.ec2.Ami> = {};
for (const [key, value] of Object.entries({} as Record<string, any>)) {
    xray[key] = new aws.ec2.Ami(`xray-${key}`, {
        tags: {
            "x-y": key,
            alpha: pclFromBase64(Buffer.from(`$ ${key}100% x${value} end`).toString("base64")),
        },
    });
}
const byMap: Record<string, simple.Resource> = {};
for (const [key, value] of Object.entries({
    a: "x",
    b: "y",
})) {
    byMap[key] = new simple.Resource(`byMap-${key}`, {
        inputOne: `${key}=${value}`,
    });
}
const byList: simple.Resource[] = [];
for (const [index, value] of ["p", "q"].entries()) {
    byList.push(new simple.Resource(`byList-${index}`, {
        inputOne: value,
        inputTwo: index,
    }));
}
const byNumber: simple.Resource[] = [];
for (let index = 0; index < 2; index++) {
    byNumber.push(new simple.Resource(`byNumber-${index}`, {
        inputTwo: index * 2,
    }));
}
export const keys = byList.map(r => r.inputTwo);

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
