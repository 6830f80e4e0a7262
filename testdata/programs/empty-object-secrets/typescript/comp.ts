import * as pulumi from "@pulumi/pulumi";

export interface CompArgs {
    flag?: boolean;
}

export class Comp extends pulumi.ComponentResource {
    public readonly static: pulumi.Output<Record<string, any>>;
    public readonly list: pulumi.Output<any[]>;
    public readonly obj: pulumi.Output<{a: number}>;
    public readonly nested: pulumi.Output<{a: Record<string, any>}>;
    public readonly plainNested: pulumi.Output<{a: Record<string, any>}>;
    public readonly plainEmpty: pulumi.Output<Record<string, any>>;
    public readonly tupleOfEmpty: pulumi.Output<Record<string, any>[]>;
    public readonly chosen: pulumi.Output<Record<string, any>>;
    public readonly inList: pulumi.Output<Record<string, any>[]>;

    constructor(name: string, args?: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {
            flag: args?.flag,
        }, opts);
        args = args ?? {};
        this.static = pulumi.secret<Record<string, any>>({});
        this.list = pulumi.secret([]);
        this.obj = pulumi.secret({
            a: 1,
        });
        this.nested = pulumi.secret<{a: Record<string, any>}>({
            a: {},
        });
        this.plainNested = pulumi.output<{a: Record<string, any>}>({
            a: {},
        });
        this.plainEmpty = pulumi.output<Record<string, any>>({});
        this.tupleOfEmpty = pulumi.secret<Record<string, any>[]>([{}, {}]);
        const flag = args.flag ?? true;
        this.chosen = pulumi.secret<Record<string, any>>(flag ? {} : {});
        this.inList = pulumi.output([pulumi.secret<Record<string, any>>({})]);
        this.registerOutputs({
            static: this.static,
            list: this.list,
            obj: this.obj,
            nested: this.nested,
            plainNested: this.plainNested,
            plainEmpty: this.plainEmpty,
            tupleOfEmpty: this.tupleOfEmpty,
            chosen: this.chosen,
            inList: this.inList,
        });
    }
}
