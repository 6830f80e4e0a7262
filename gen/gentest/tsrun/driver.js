// driver.js runs generated TypeScript programs (compiled to CommonJS) under
// @pulumi/pulumi's mocks and writes each program's trace (see
// interp/trace/trace.go) as JSON.
//
//	node driver.js PROGRAM_DIR MOCKS_JSON TRACE_JSON
//	node driver.js --serve
//
// The stack config is read by the SDK from PULUMI_CONFIG and
// PULUMI_CONFIG_SECRET_KEYS, which the caller sets. The driver exits 0 when
// it wrote the trace, whether or not the program failed (the program's error
// is the trace's "error").
//
// With --serve it loads the SDK once and runs the jobs of its standard input
// one after another, one JSON object a line ("dir", "mocks", "trace", "log",
// "env": the program's directory, its files and its environment), each in a
// store of the SDK's own (the state the SDK keeps for a stack: its settings,
// mocks, config and stack resource), writing its output to "log" and then the
// line {"error": BOOL} to file descriptor 3. A program whose run failed may
// leave work behind: the caller starts another server for the next job.
"use strict";

const fs = require("fs");
const path = require("path");

const serving = process.argv[2] === "--serve";
const [programArg, mocksArg, traceArg] = process.argv.slice(2);
if (!serving && (!programArg || !mocksArg || !traceArg)) {
    console.error("usage: node driver.js PROGRAM_DIR MOCKS_JSON TRACE_JSON | --serve");
    process.exit(2);
}

// Packages are resolved from the program's directory (a server's programs
// are beside it), as the program's own imports are, so that the driver and
// the program share one SDK.
function load(name) {
    return require(require.resolve(name, { paths: [serving ? __dirname : programArg] }));
}

const pulumi = load("@pulumi/pulumi");
const rpc = load("@pulumi/pulumi/runtime/rpc");
const settings = load("@pulumi/pulumi/runtime/settings");
const state = load("@pulumi/pulumi/runtime/state");
const mocksModule = load("@pulumi/pulumi/runtime/mocks");
const provproto = load("@pulumi/pulumi/proto/provider_pb");
const structproto = load("google-protobuf/google/protobuf/struct_pb");
const log = load("@pulumi/pulumi/log");

// job is the run under way: its program, mocks and trace so far.
let job = undefined;

function newJob(programDir, mocksPath, tracePath) {
    const mocks = JSON.parse(fs.readFileSync(mocksPath, "utf8"));
    return {
        programDir,
        tracePath,
        mockResources: mocks.resources || {},
        mockInvokes: mocks.invokes || {},
        // The registrations the provider fails, with its message.
        mockFailures: mocks.failures || {},
        trace: { resources: [], invokes: [], outputs: {} },
        error: undefined,
        written: false,
    };
}

function fail(err) {
    if (job === undefined || job.error !== undefined) {
        return;
    }
    if (err instanceof Error) {
        job.error = err.message || String(err);
    } else {
        job.error = String(err);
    }
    if (!job.error) {
        job.error = "the program failed";
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
        job.trace.resources.push(r);
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
        job.trace.resources.push(r);
    } catch (err) {
        fail(err);
    }
    return readResource.call(this, req, callback);
};

const invoke = MockMonitor.prototype.invoke;
MockMonitor.prototype.invoke = function (req, callback) {
    if (req.getTok() !== "pulumi:pulumi:getResource") {
        try {
            job.trace.invokes.push({ token: req.getTok(), args: structToTrace(req.getArgs()) });
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
        job.trace.invokes.push({ token: tok, args: structToTrace(req.getArgs()) });
        const resp = new provproto.CallResponse();
        const result = hasOwn(job.mockInvokes, tok) ? job.mockInvokes[tok] : {};
        resp.setReturn(structproto.Struct.fromJavaScript(fromTrace(result || {})));
        callback(null, resp);
    } catch (err) {
        callback(err, undefined);
    }
};

async function main(job) {
    const { mockResources, mockInvokes, mockFailures } = job;
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

    let exported = require(path.resolve(job.programDir, "index.js"));
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
                job.trace.outputs[k] = toTrace(v);
            }
        }
    }
    await settings.waitForRPCs();
    if (log.hasErrors()) {
        fail(new Error("the program logged an error"));
    }
}

// writeTrace writes the job's trace, once.
function writeTrace(j) {
    if (j.written) {
        return false;
    }
    j.written = true;
    if (j.error !== undefined) {
        j.trace.error = j.error;
    }
    fs.writeFileSync(j.tracePath, JSON.stringify(j.trace, null, 1) + "\n");
    return true;
}

// finish ends the job under way: the process when it runs one program, the
// job when it serves them.
let finish = () => {
    if (job === undefined || !writeTrace(job)) {
        return;
    }
    // The SDK's exit hook reports promises still pending (those of a failed
    // program, or outputs nothing awaited) and sets the exit code: the trace
    // is written, so the run succeeded.
    process.removeAllListeners("exit");
    process.exit(0);
};

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
// resolved, such as a deferred output never set or an output cycle). (A
// server's input does not keep it alive while a job runs.)
process.on("beforeExit", () => {
    if (job === undefined) {
        return;
    }
    fail(new Error("the program never finished: it waits for outputs that are never resolved"));
    finish();
});
process.on("uncaughtException", (err) => failAsync("uncaught exception:", err));

// run runs the job's program to its end.
function run(j) {
    job = j;
    main(j).then(
        () => setImmediate(finish),
        (err) => {
            console.error(err);
            fail(err);
            // Let registrations already under way reach the monitor, then write.
            settings.waitForRPCs().then(finish, finish);
            setTimeout(finish, 2000).unref();
        },
    );
}

if (!serving) {
    run(newJob(programArg, mocksArg, traceArg));
} else {
    serve();
}

// serve runs the jobs of standard input one at a time.
function serve() {
    const stdout = process.stdout.write;
    const stderr = process.stderr.write;
    let buffered = "";
    let queue = [];
    let running = false;
    const next = () => {
        if (running || queue.length === 0) {
            return;
        }
        running = true;
        const line = queue.shift();
        let spec, j;
        try {
            spec = JSON.parse(line);
            j = newJob(spec.dir, spec.mocks, spec.trace);
        } catch (err) {
            // The caller wrote a job it cannot have meant: it gets no reply.
            console.error("bad job:", line, err);
            process.exit(2);
        }
        const output = [];
        const capture = (chunk, encoding, callback) => {
            output.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString());
            if (typeof encoding === "function") {
                encoding();
            } else if (typeof callback === "function") {
                callback();
            }
            return true;
        };
        process.stdout.write = capture;
        process.stderr.write = capture;
        for (const [k, v] of Object.entries(spec.env || {})) {
            process.env[k] = v;
        }
        process.chdir(spec.dir);
        finish = () => {
            if (job !== j || !writeTrace(j)) {
                return;
            }
            job = undefined;
            process.stdout.write = stdout;
            process.stderr.write = stderr;
            fs.writeFileSync(spec.log, output.join(""));
            fs.writeSync(3, JSON.stringify({ error: j.error !== undefined }) + "\n");
            process.stdin.ref();
            running = false;
            setImmediate(next);
        };
        // The program's store is its own: the SDK reads the settings and
        // config of the environment into a new one.
        process.stdin.unref();
        try {
            state.withLocalStorage(() => run(j));
        } catch (err) {
            fail(err);
            finish();
        }
    };
    process.stdin.setEncoding("utf8");
    process.stdin.on("data", (chunk) => {
        buffered += chunk;
        let nl;
        while ((nl = buffered.indexOf("\n")) >= 0) {
            const line = buffered.slice(0, nl);
            buffered = buffered.slice(nl + 1);
            if (line.trim() !== "") {
                queue.push(line);
            }
        }
        next();
    });
    process.stdin.on("end", () => {
        const leave = () => {
            if (running) {
                setTimeout(leave, 10);
                return;
            }
            process.removeAllListeners("exit");
            process.exit(0);
        };
        leave();
    });
}
