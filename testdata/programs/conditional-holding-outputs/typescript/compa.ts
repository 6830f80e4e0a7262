import * as pulumi from "@pulumi/pulumi";

export interface CompaArgs {
    finally?: {bravo: string};
    nil: number;
    echo: boolean[];
}

export class Compa extends pulumi.ComponentResource {
    constructor(name: string, args: CompaArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Compa", name, {
            finally: args.finally,
            nil: args.nil,
            echo: args.echo,
        }, opts);
        const finallyConfig = args.finally ?? {
            bravo: "%{nor}",
        };
        const nil = args.nil;
        const echo = args.echo;
        const zulu = true ? {
            india: pulumi.secret({
                quebec: false,
            }),
        } : !true ? {
            india: pulumi.output({
                quebec: false,
            }),
        } : true ? {
            india: pulumi.output({
                quebec: true,
            }),
        } : {
            india: pulumi.output({
                quebec: true,
            }),
        };
        this.registerOutputs({});
    }
}
