import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import { Comp } from "./comp";

// Component outputs of type dynamic (any): an untyped config passed through,
// parts of it, try over it, and a mix with a resource's output; read by the
// parent whole, indexed, and given to a typed input. (A secret list given
// to the untyped config arrives in Go as a typed slice, not []interface{}:
// not walked here yet.)
const c = new Comp("c", {
    data: {
        a: 1,
        b: ["x", "y"],
    },
});
const secretly = new Comp("secretly", {
    data: pulumi.secret({
        a: 2,
        b: "w",
    }),
});
const pet = new random.RandomPet("pet", {
    prefix: c.first,
});
export const whole = c.out;
export const picked = c.out.apply(out => out.a);
export const tried = c.tried;
export const mixed = secretly.mixed;
export const petPrefix = pet.prefix;
