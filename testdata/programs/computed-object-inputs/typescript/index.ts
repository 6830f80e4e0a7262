import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as blocks from "@pulumi/blocks";
import * as maxItemsOne from "@pulumi/maxItemsOne";
import { Comp } from "./comp";

export = async () => {
    const config = new pulumi.Config();

    // Issue 12 item 9: values of a schema's object types, and lists of them,
    // given as inputs from values that are not constructors: a conditional with
    // null, output or non-constructor branches, singleOrNone of a for expression, an
    // element of an untyped config, a typed config, a for body that is a
    // variable, an output of another object type of the same shape; as resource
    // inputs, component inputs (whose resources get them) and invoke arguments.
    const c = config.getBoolean("c") ?? true;
    const untyped = config.getObject<any>("untyped") ?? [
        {
            someInput: true,
        },
        {
            someInput: false,
        },
    ];
    const blockList = config.getObject<any>("blockList") ?? [
        {
            innerString: "u1",
        },
        {
            innerString: "u2",
        },
    ];
    const typedBlocks = config.getObject<{innerString: string}[]>("typedBlocks") ?? [
        {
            innerString: "t1",
        },
    ];
    const typedInner = config.getObject<{someInput: boolean}>("typedInner") ?? {
        someInput: true,
    };
    const filters = config.getObject<{name: string, values: string[]}[]>("filters") ?? [
        {
            name: "name",
            values: ["ubuntu*"],
        },
    ];
    const listChoice = new blocks.Resource("listChoice", {
        aListOfResources: c ? [
            {
                innerString: "hello",
            },
        ] : [],
    });
    const listOrNull = new blocks.Resource("listOrNull", {
        aListOfResources: c ? undefined : [
            {
                innerString: "x",
            },
        ],
    });
    const listOrConfig = new blocks.Resource("listOrConfig", {
        aListOfResources: c ? typedBlocks : [
            {
                innerString: "y",
            },
        ],
    });
    const listFromUntyped = new blocks.Resource("listFromUntyped", {
        aListOfResources: blockList,
    });
    const listFromTyped = new blocks.Resource("listFromTyped", {
        aListOfResources: typedBlocks,
    });
    const listFromFor = new blocks.Resource("listFromFor", {
        aListOfResources: typedBlocks.map(b => b),
    });
    const listOfUntypedElements = new blocks.Resource("listOfUntypedElements", {
        aListOfResources: [
            pclGet(blockList, 1),
            {
                innerString: "z",
            },
        ],
    });
    const single = new maxItemsOne.Resource("single", {
        innerResource: (() => {
            const list = [true].map(e => ({
                someInput: e,
            }));
            if (list.length > 1) {
                throw new Error("singleOrNone: the list has more than one element");
            }
            return list[0];
        })(),
    });
    const none = new maxItemsOne.Resource("none", {
        innerResource: (() => {
            const list = ([] as any[]).map(e => ({
                someInput: e,
            }));
            if (list.length > 1) {
                throw new Error("singleOrNone: the list has more than one element");
            }
            return list[0];
        })(),
    });
    const fromUntyped = new maxItemsOne.Resource("fromUntyped", {
        innerResource: pclGet(untyped, 1),
    });
    const fromTyped = new maxItemsOne.Resource("fromTyped", {
        innerResource: typedInner,
    });
    const fromOutput = new maxItemsOne.Resource("fromOutput", {
        innerResource: single.innerResourceOutput,
    });
    const objectOrNull = new maxItemsOne.Resource("objectOrNull", {
        innerResource: c ? undefined : {
            someInput: false,
        },
    });
    const objectOrConfig = new maxItemsOne.Resource("objectOrConfig", {
        innerResource: c ? typedInner : {
            someInput: false,
        },
    });
    const outputOrNull = new maxItemsOne.Resource("outputOrNull", {
        innerResource: c ? single.innerResourceOutput : undefined,
    });
    const outputListOrEmpty = new blocks.Resource("outputListOrEmpty", {
        aListOfResources: c ? listFromTyped.aListOfResources as pulumi.Output<{innerString?: string}[]> : [],
    });
    const emptyOrOutputList = new blocks.Resource("emptyOrOutputList", {
        aListOfResources: c ? [] : listFromTyped.aListOfResources as pulumi.Output<{innerString?: string}[]>,
    });
    const comp = new Comp("comp", {items: typedBlocks, inner: typedInner});
    const ami = await aws.ec2.getAmi({
        filters: filters,
        owners: ["self"],
    });
    const untypedFilters = config.getObject<any>("untypedFilters") ?? [
        {
            name: "name",
            values: ["debian*"],
        },
    ];
    const untypedAmi = await aws.ec2.getAmi({
        filters: untypedFilters,
    });
    return {
        untypedAmi: untypedAmi.imageId,
        ami: ami.imageId,
        copied: single.innerResourceOutput.apply(innerResourceOutput => innerResourceOutput.someInput),
    };
}

// pclGet reads an attribute or element of a value of any type, and fails
// as PCL does where it has none (a string has no elements in PCL).
function pclGet(value: unknown, key: number | string): any {
    return pclIndex(value as Readonly<Record<string, unknown>>, key);
}

// pclIndex returns the element of a list at an index or of a map at a key,
// and fails as PCL does where there is none (or no list or map).
function pclIndex<T>(collection: readonly T[] | Readonly<Record<string, T>> | null | undefined, key: number | string): T {
    if (Array.isArray(collection)) {
        const list = collection as readonly T[];
        const index = typeof key === "number" ? key : pclNumber(key);
        if (!Number.isInteger(index) || index < 0 || index >= list.length) {
            throw new Error(`Invalid index: the list has ${list.length} elements, none at ${key}`);
        }
        return list[index];
    }
    const map = collection as Readonly<Record<string, T>> | null | undefined;
    if (typeof map !== "object" || map === null || !Object.prototype.hasOwnProperty.call(map, key)) {
        throw new Error(`Invalid index: the map has no element for the key ${JSON.stringify(String(key))}`);
    }
    return map[key];
}

// pclNumber converts a string to a number as PCL does: the whole string must
// be a decimal number.
function pclNumber(text: string): number {
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) {
        throw new Error(`a number is required, not ${JSON.stringify(text)}`);
    }
    return Number(text);
}
