import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// split with an empty separator splits at each character (code point),
// which Python's str.split refuses and JavaScript's split does by UTF-16
// code unit; a separator from config may be empty or not.
const sep = config.get("sep") ?? "";
const comma = config.get("comma") ?? ",";
export const chars = Array.from("añ😀b");
export const byConfig = pclSplit(sep, "x😀z");
export const byComma = pclSplit(comma, "a,b,,c");
export const empty = Array.from("");
export const emptyByComma = "".split(",");

// pclSplit splits text at each separator, or at each character (code
// point, as PCL counts them) where the separator is empty.
function pclSplit(separator: string, text: string): string[] {
    return separator === "" ? Array.from(text) : text.split(separator);
}
