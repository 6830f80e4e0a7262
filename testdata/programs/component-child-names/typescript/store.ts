import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import { Shelf } from "./shelf";

export interface StoreArgs {
    count: number;
}

export class Store extends pulumi.ComponentResource {
    public readonly tag: pulumi.Output<string>;

    constructor(name: string, args: StoreArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Store", name, {
            count: args.count,
        }, opts);
        const count = args.count;

        // A plain child: registered as "<instance>-tag".
        const tag = new random.RandomPet(`${name}-tag`, {
            length: 2,
        }, {
            parent: this,
        });

        // The logical name is what takes the instance's prefix: "<instance>-pet-label".
        const label = new random.RandomString(`${name}-pet-label`, {
            length: 4,
        }, {
            parent: this,
        });

        // Ranged children: "<instance>-item-0", "<instance>-item-1", ...
        const item: random.RandomId[] = [];
        for (let index = 0; index < count; index++) {
            item.push(new random.RandomId(`${name}-item-${index}`, {
                byteLength: 4,
            }, {
                parent: this,
            }));
        }

        // Ranged over a list: "<instance>-word-0", ...
        const word: random.RandomString[] = [];
        for (let index = 0; index < ["a", "b"].length; index++) {
            word.push(new random.RandomString(`${name}-word-${index}`, {
                length: 3,
            }, {
                parent: this,
            }));
        }

        // Ranged over a map: "<instance>-flag-x", ...
        const flag: Record<string, random.RandomString> = {};
        for (const [key, value] of Object.entries({
            x: 1,
        })) {
            flag[key] = new random.RandomString(`${name}-flag-${key}`, {
                length: value,
            }, {
                parent: this,
            });
        }

        // A nested component's children are named after it in turn:
        // "<instance>-shelf-slot".
        const shelf = new Shelf(`${name}-shelf`, {}, {
            parent: this,
        });
        this.tag = tag.id;
        this.registerOutputs({
            tag: this.tag,
        });
    }
}
