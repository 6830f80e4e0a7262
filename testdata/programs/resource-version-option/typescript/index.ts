import * as random from "@pulumi/random";

// A version option that names the version of the package's own SDK is the
// program's option all the same: the registration carries it, as it
// carries another version, and a resource without the option carries none.
const own = new random.RandomId("own", {
    byteLength: 4,
}, {
    version: "4.11.2",
});
const other = new random.RandomPet("other", {}, {
    version: "4.10.0",
});
const plain = new random.RandomString("plain", {
    length: 8,
});
