// driver.js runs one generated TypeScript program (compiled to CommonJS)
// under @pulumi/pulumi's mocks and writes the program's trace (see
// interp/trace/trace.go) as JSON.
//
//	node driver.js PROGRAM_DIR MOCKS_JSON TRACE_JSON
//
// The stack config is read by the SDK from PULUMI_CONFIG and
// PULUMI_CONFIG_SECRET_KEYS, which the caller sets. The driver exits 0 when
// it wrote the trace, whether or not the program failed (the program's error
// is the trace's "error").
"use strict";

const fs = require("fs");
const path = require("path");

const [programDir, mocksPath, tracePath] = process.argv.slice(2);
if (!programDir || !mocksPath || !tracePath) {
    console.error("usage: node driver.js PROGRAM_DIR MOCKS_JSON TRACE_JSON");
    process.exit(2);
}

// Packages are resolved from the program's directory, as the program's own
// imports are, so that the driver and the program share one SDK.
function load(name) {
    return require(require.resolve(name, { paths: [programDir] }));
}

const pulumi = load("@pulumi/pulumi");
const rpc = load("@pulumi/pulumi/runtime/rpc");
const settings = load("@pulumi/pulumi/runtime/settings");
const mocksModule = load("@pulumi/pulumi/runtime/mocks");
const provproto = load("@pulumi/pulumi/proto/provider_pb");
const structproto = load("google-protobuf/google/protobuf/struct_pb");
const log = load("@pulumi/pulumi/log");

const mocks = JSON.parse(fs.readFileSync(mocksPath, "utf8"));
const mockResources = mocks.resources || {};
const mockInvokes = mocks.invokes || {};
// The registrations the provider fails, with its message.
const mockFailures = mocks.failures || {};

const trace = { resources: [], invokes: [], outputs: {} };
let programError = undefined;

function fail(err) {
    if (programError !== undefined) {
        return;
    }
    if (err instanceof Error) {
        programError = err.message || String(err);
    } else {
        programError = String(err);
    }
    if (!programError) {
        programError = "the program failed";
    }
}

function hasOwn(o, k) {
    return Object.prototype.hasOwnProperty.call(o, k);
}

function isPlainObject(v) {
    return v !== null && typeof v === "object" && !Array.isArray(v);
}

// toTrace converts a value in the SDK's serialized (wire) form into the
// trace's JSON value encoding.
function toTrace(v) {
    if (v === rpc.unknownValue) {
        return { $unknown: true };
    }
    if (v === undefined) {
        return null;
    }
    if (Array.isArray(v)) {
        return v.map(toTrace);
    }
    if (!isPlainObject(v)) {
        return v;
    }
    const sig = v[rpc.specialSigKey];
    switch (sig) {
        case undefined:
            break;
        case rpc.specialSecretSig:
            return { $secret: toTrace(v.value) };
        case rpc.specialAssetSig: {
            const a = {};
            for (const k of ["text", "path", "uri"]) {
                if (hasOwn(v, k)) {
                    a[k] = v[k];
                }
            }
            return { $asset: a };
        }
        case rpc.specialArchiveSig: {
            if (hasOwn(v, "assets")) {
                const assets = {};
                for (const k of Object.keys(v.assets || {})) {
                    assets[k] = toTrace(v.assets[k]);
                }
                return { $archive: { assets } };
            }
            const a = {};
            for (const k of ["path", "uri"]) {
                if (hasOwn(v, k)) {
                    a[k] = v[k];
                }
            }
            return { $archive: a };
        }
        case rpc.specialResourceSig:
            return { $resource: v.urn };
        case rpc.specialOutputValueSig: {
            let out = hasOwn(v, "value") ? toTrace(v.value) : { $unknown: true };
            if (v.secret === true) {
                out = { $secret: out };
            }
            return out;
        }
        default:
            throw new Error(`unknown value signature ${sig}`);
    }
    const out = {};
    for (const k of Object.keys(v)) {
        out[k] = toTrace(v[k]);
    }
    return out;
}

// fromTrace converts a value in the trace's JSON encoding into the SDK's
// serialized form, which serializeProperties passes through unchanged and
// the SDK deserializes into secrets, assets, archives and resources.
function fromTrace(v) {
    if (Array.isArray(v)) {
        return v.map(fromTrace);
    }
    if (!isPlainObject(v)) {
        return v;
    }
    const keys = Object.keys(v);
    if (keys.length === 1) {
        const inner = v[keys[0]];
        switch (keys[0]) {
            case "$secret":
                return { [rpc.specialSigKey]: rpc.specialSecretSig, value: fromTrace(inner) };
            case "$unknown":
                return rpc.unknownValue;
            case "$asset":
                return Object.assign({ [rpc.specialSigKey]: rpc.specialAssetSig }, inner);
            case "$archive": {
                const a = { [rpc.specialSigKey]: rpc.specialArchiveSig };
                for (const k of Object.keys(inner || {})) {
                    if (k === "assets") {
                        a.assets = {};
                        for (const n of Object.keys(inner.assets || {})) {
                            a.assets[n] = fromTrace(inner.assets[n]);
                        }
                    } else {
                        a[k] = inner[k];
                    }
                }
                return a;
            }
            case "$resource":
                return { [rpc.specialSigKey]: rpc.specialResourceSig, urn: inner };
        }
    }
    const out = {};
    for (const k of keys) {
        out[k] = fromTrace(v[k]);
    }
    return out;
}

function structToTrace(s) {
    if (!s) {
        return {};
    }
    const out = toTrace(s.toJavaScript());
    return isPlainObject(out) ? out : {};
}

// A provider package's resource classes set the package's version (and
// plugin download URL) on every registration of their own, through its
// utilities module; the driver makes that module set none, so that the
// options recorded are the program's own (a program's own version is
// recorded even when it is the package's), as the Python driver does.
const Module = require("module");
const utilitiesFile = /[\\/]node_modules[\\/]@pulumi[\\/](?!pulumi[\\/])[^\\/]+[\\/]utilities\.js$/;
const moduleLoad = Module._load;
Module._load = function (request, parent, isMain) {
    const exported = moduleLoad.apply(this, arguments);
    if (request.endsWith("utilities") && exported && typeof exported === "object") {
        let file = "";
        try {
            file = Module._resolveFilename(request, parent, isMain);
        } catch (e) {
            // Not a file: not a package's utilities module.
        }
        if (utilitiesFile.test(file)) {
            if (typeof exported.getVersion === "function") {
                exported.getVersion = () => undefined;
            }
            if (typeof exported.resourceOptsDefaults === "function") {
                exported.resourceOptsDefaults = () => ({});
            }
        }
    }
    return exported;
};

// optionsOf returns the options of a RegisterResourceRequest that are set,
// named as in interp/trace/trace.go.
function optionsOf(req) {
    const o = {};
    if (req.getProtect()) {
        o.protect = true;
    }
    if (req.getRetainondelete()) {
        o.retainOnDelete = true;
    }
    if (req.getDeletebeforereplace()) {
        o.deleteBeforeReplace = true;
    }
    const lists = {
        ignoreChanges: req.getIgnorechangesList(),
        replaceOnChanges: req.getReplaceonchangesList(),
        additionalSecretOutputs: req.getAdditionalsecretoutputsList(),
        hideDiffs: req.getHidediffsList(),
    };
    for (const k of Object.keys(lists)) {
        if (lists[k] && lists[k].length > 0) {
            o[k] = lists[k].slice();
        }
    }
    if (req.getVersion()) {
        o.version = req.getVersion();
    }
    if (req.getPlugindownloadurl()) {
        o.pluginDownloadURL = req.getPlugindownloadurl();
    }
    if (req.getImportid()) {
        o.importId = req.getImportid();
    }
    const ct = req.getCustomtimeouts();
    if (ct) {
        const t = {};
        for (const [k, get] of [["create", "getCreate"], ["update", "getUpdate"], ["delete", "getDelete"]]) {
            if (ct[get]()) {
                t[k] = ct[get]();
            }
        }
        if (Object.keys(t).length > 0) {
            o.customTimeouts = t;
        }
    }
    const replaceWith = req.getReplaceWithList ? req.getReplaceWithList() : [];
    if (replaceWith && replaceWith.length > 0) {
        o.replaceWith = replaceWith.map((urn) => ({ $resource: urn }));
    }
    return o;
}

// Record every registration as the mock monitor receives it.
const MockMonitor = mocksModule.MockMonitor;

// The engine qualifies a child's type with its parent's whole qualified type
// (a grandchild's holds its grandparent's too), but not with the root
// stack's; the SDK's mock monitor keeps the parent's last type alone, and a
// program that reads the URN as a value sees that.
MockMonitor.prototype.newUrn = function (parent, type, name) {
    if (parent) {
        const qualified = parent.split("::")[2];
        if (qualified.split("$").pop() !== "pulumi:pulumi:Stack") {
            type = qualified + "$" + type;
        }
    }
    return "urn:pulumi:" + [settings.getStack(), settings.getProject(), type, name].join("::");
};
const registerResource = MockMonitor.prototype.registerResource;
MockMonitor.prototype.registerResource = function (req, callback) {
    try {
        const r = {
            type: req.getType(),
            name: req.getName(),
            urn: this.newUrn(req.getParent(), req.getType(), req.getName()),
            custom: req.getCustom(),
            inputs: structToTrace(req.getObject()),
        };
        if (req.getParent()) {
            r.parent = req.getParent();
        }
        if (req.getProvider()) {
            r.provider = req.getProvider();
        }
        const options = optionsOf(req);
        if (Object.keys(options).length > 0) {
            r.options = options;
        }
        trace.resources.push(r);
    } catch (err) {
        fail(err);
    }
    return registerResource.call(this, req, callback);
};

// A read of an existing resource (a get) is recorded as a custom resource
// with the option "id"; a StackReference is a read of the stack by its name
// in every SDK, not the program's get, and has no option.
const readResource = MockMonitor.prototype.readResource;
MockMonitor.prototype.readResource = function (req, callback) {
    try {
        const r = {
            type: req.getType(),
            name: req.getName(),
            urn: this.newUrn(req.getParent(), req.getType(), req.getName()),
            custom: true,
            inputs: structToTrace(req.getProperties()),
        };
        if (req.getParent()) {
            r.parent = req.getParent();
        }
        if (req.getProvider()) {
            r.provider = req.getProvider();
        }
        if (req.getId() && req.getType() !== "pulumi:pulumi:StackReference") {
            r.options = { id: req.getId() };
        }
        trace.resources.push(r);
    } catch (err) {
        fail(err);
    }
    return readResource.call(this, req, callback);
};

const invoke = MockMonitor.prototype.invoke;
MockMonitor.prototype.invoke = function (req, callback) {
    if (req.getTok() !== "pulumi:pulumi:getResource") {
        try {
            trace.invokes.push({ token: req.getTok(), args: structToTrace(req.getArgs()) });
        } catch (err) {
            fail(err);
        }
    }
    return invoke.call(this, req, callback);
};

// The mock monitor does not take resource and error hooks, which never run
// under mocks.
for (const m of ["registerResourceHook", "registerErrorHook"]) {
    if (!MockMonitor.prototype[m]) {
        MockMonitor.prototype[m] = function (req, callback) {
            callback(null, {});
        };
    }
}

// The mock monitor has no method calls: answer them as invokes.
MockMonitor.prototype.call = function (req, callback) {
    try {
        const tok = req.getTok();
        trace.invokes.push({ token: tok, args: structToTrace(req.getArgs()) });
        const resp = new provproto.CallResponse();
        const result = hasOwn(mockInvokes, tok) ? mockInvokes[tok] : {};
        resp.setReturn(structproto.Struct.fromJavaScript(fromTrace(result || {})));
        callback(null, resp);
    } catch (err) {
        callback(err, undefined);
    }
};

async function main() {
    await pulumi.runtime.setMocks(
        {
            newResource(args) {
                const key = `${args.type}::${args.name}`;
                if (hasOwn(mockFailures, key) && !args.id) {
                    // The SDK rejects the resource's outputs with the error.
                    throw new Error(mockFailures[key]);
                }
                const mock = hasOwn(mockResources, key) ? mockResources[key] : undefined;
                const state = Object.assign({}, args.inputs, fromTrace((mock && mock.state) || {}));
                return { id: (mock && mock.id) || `${args.name}_id`, state };
            },
            call(args) {
                return fromTrace(hasOwn(mockInvokes, args.token) ? mockInvokes[args.token] || {} : {});
            },
        },
        "project",
        "stack",
        false,
        // As pclgen's interpreter names it.
        "organization",
    );

    let exported = require(path.resolve(programDir, "index.js"));
    if (typeof exported === "function") {
        exported = await exported();
    }
    if (exported !== null && typeof exported === "object") {
        for (const k of Object.keys(exported)) {
            if (k === "__esModule" || exported[k] === undefined) {
                continue;
            }
            const v = await rpc.serializeProperty(`export.${k}`, exported[k], new Set(), { keepOutputValues: false });
            if (v !== undefined) {
                trace.outputs[k] = toTrace(v);
            }
        }
    }
    await settings.waitForRPCs();
    if (log.hasErrors()) {
        fail(new Error("the program logged an error"));
    }
}

let written = false;
function finish() {
    if (written) {
        return;
    }
    written = true;
    if (programError !== undefined) {
        trace.error = programError;
    }
    fs.writeFileSync(tracePath, JSON.stringify(trace, null, 1) + "\n");
    // The SDK's exit hook reports promises still pending (those of a failed
    // program, or outputs nothing awaited) and sets the exit code: the trace
    // is written, so the run succeeded.
    process.removeAllListeners("exit");
    process.exit(0);
}

// An error that nothing awaits fails the program, as it fails a Pulumi run;
// the run stops soon after it (only the presence of an error is compared).
function failAsync(what, err) {
    console.error(what, err);
    fail(err);
    setTimeout(finish, 200);
}
process.on("unhandledRejection", (err) => failAsync("unhandled rejection:", err));
// Node ends when nothing is left to do: when the program has not finished
// by then, it waits for something that never happens (a promise never
// resolved, such as a deferred output never set or an output cycle).
process.on("beforeExit", () => {
    fail(new Error("the program never finished: it waits for outputs that are never resolved"));
    finish();
});
process.on("uncaughtException", (err) => failAsync("uncaught exception:", err));

main().then(
    () => setImmediate(finish),
    (err) => {
        console.error(err);
        fail(err);
        // Let registrations already under way reach the monitor, then write.
        settings.waitForRPCs().then(finish, finish);
        setTimeout(finish, 2000).unref();
    },
);
