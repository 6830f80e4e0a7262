import * as pulumi from "@pulumi/pulumi";
import * as simple from "@pulumi/simple";

export = async () => {
    // A function whose result holds a secret (value) is invoked in both forms.
    // The plain form ignores the secrets of its result, as every SDK's plain
    // invoke does; the output form keeps them, and its result is secret as a
    // whole. Neither may fail, as the Go SDK's ctx.Invoke does on a secret
    // result (and the output forms of SDKs that call it inside an apply).
    const store = new simple.Resource("store", {
        inputOne: "app",
    });
    const plain = await simple.getSecret({
        name: "app",
    });
    const eventual = pulumi.runtime.invokeOutput<simple.GetSecretResult>("simple:index:getSecret", {
        name: store.result,
    });
    const afterStore = pulumi.runtime.invokeOutput<simple.GetSecretResult>("simple:index:getSecret", {
        name: "app",
    }, {dependsOn: [store]});
    const copy = new simple.Resource("copy", {
        inputOne: pulumi.interpolate`${plain.name}:${eventual.value}`,
        inputTwo: afterStore.apply(afterStore2 => [...new Intl.Segmenter().segment(afterStore2.value)].length),
    });
    return {
        plainName: plain.name,
        plainValue: plain.value,
        eventualName: eventual.name,
        eventualValue: pulumi.interpolate`${eventual.value}!`,
        afterStoreName: afterStore.name,
    };
}
