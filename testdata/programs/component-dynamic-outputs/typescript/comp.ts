import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface CompArgs {
    data: pulumi.Input<any>;
}

export class Comp extends pulumi.ComponentResource {
    public readonly out: pulumi.Output<any>;
    public readonly tried: pulumi.Output<any>;
    public readonly first: pulumi.Output<any>;
    public readonly mixed: pulumi.Output<{given: any, id: string}>;

    constructor(name: string, args: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {
            data: args.data,
        }, opts);
        const data = pulumi.output(args.data);
        const inner = new random.RandomPet(`${name}-inner`, {}, {
            parent: this,
        });
        this.out = data;
        this.tried = pulumi.all([data, data]).apply(([data2, data3]) => (() => {
            try {
                const value = data2.missing;
                if (value !== undefined) {
                    return value;
                }
            } catch {}
            return data3.a;
        })());
        this.first = data.apply(data2 => (() => {
            try {
                const value = data2.b[0];
                if (value !== undefined) {
                    return value;
                }
            } catch {}
            return "none";
        })());
        this.mixed = pulumi.output({
            id: inner.id,
            given: data,
        });
        this.registerOutputs({
            out: this.out,
            tried: this.tried,
            first: this.first,
            mixed: this.mixed,
        });
    }
}
