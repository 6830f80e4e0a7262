import { Lib } from "./lib";

export = async () => {
    // A condition that is constant once a literal operand decides it (`a || true`,
    // `a && false`) still evaluates its other operand; pyright takes the branch it
    // never chooses as unreachable (in a component's function, a local read there
    // is of type Never), so the condition is given to it as a bool.
    const choices = new Lib("choices", {alpha: 12});
    return {
        always: choices.always,
        never: choices.never,
        negated: choices.negated,
    };
}
