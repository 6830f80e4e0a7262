// TraceMonitor is the resource monitor of one mock run: it takes the place
// of the SDK's MockMonitor (through PulumiTestInternal's monitor
// decorator), answers every registration, read, invoke and call from the
// program's mocks (trace.Mocks), and records each request as the SDK sent
// it, secrets, resource references and options included, in the raw trace.
package dev.pclgen.javarun;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import com.google.protobuf.Struct;
import com.google.protobuf.Value;
import com.pulumi.resources.Resource;
import com.pulumi.test.EmptyMocks;
import com.pulumi.test.internal.MockMonitor;
import com.pulumi.test.internal.PulumiTestInternal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import pulumirpc.Provider.CallResponse;
import pulumirpc.Provider.InvokeResponse;
import pulumirpc.Resource.ReadResourceRequest;
import pulumirpc.Resource.ReadResourceResponse;
import pulumirpc.Resource.RegisterPackageRequest;
import pulumirpc.Resource.RegisterPackageResponse;
import pulumirpc.Resource.RegisterResourceOutputsRequest;
import pulumirpc.Resource.RegisterResourceRequest;
import pulumirpc.Resource.RegisterResourceResponse;
import pulumirpc.Resource.ResourceCallRequest;
import pulumirpc.Resource.ResourceInvokeRequest;
import pulumirpc.Resource.SupportsFeatureRequest;
import pulumirpc.Resource.SupportsFeatureResponse;

final class TraceMonitor extends MockMonitor {
    static final String STACK_TYPE = "pulumi:pulumi:Stack";
    static final String STACK_REFERENCE_TYPE = "pulumi:pulumi:StackReference";
    static final String GET_RESOURCE = "pulumi:pulumi:getResource";

    private final MockMonitor sdk;
    private final JsonObject mockResources;
    private final JsonObject mockInvokes;
    private final JsonObject mockFailures;

    private final List<JsonObject> registrations = new ArrayList<>();
    private final List<JsonObject> invokes = new ArrayList<>();
    private JsonObject outputs;
    private String stackUrn = "";
    // What pulumi:pulumi:getResource answers for each URN: its id and state.
    private final Map<String, Struct> registered = new ConcurrentHashMap<>();

    TraceMonitor(MockMonitor sdk, JsonObject mocks) {
        super(new EmptyMocks(), PulumiTestInternal.mockLog());
        this.sdk = sdk;
        this.mockResources = object(mocks, "resources");
        this.mockInvokes = object(mocks, "invokes");
        this.mockFailures = object(mocks, "failures");
    }

    private static JsonObject object(JsonObject o, String key) {
        JsonElement v = o.get(key);
        return v != null && v.isJsonObject() ? v.getAsJsonObject() : new JsonObject();
    }

    // urn is the URN the engine gives a resource: its type is qualified by
    // its parent's, unless the parent is the stack.
    static String urn(String parent, String type, String name) {
        String qualified = type;
        if (!parent.isEmpty()) {
            String[] parts = parent.split("::", 4);
            if (parts.length == 4) {
                String parentType = parts[2];
                String last = parentType.substring(parentType.lastIndexOf('$') + 1);
                if (!STACK_TYPE.equals(last)) {
                    qualified = parentType + "$" + type;
                }
            }
        }
        return "urn:pulumi:" + Driver.STACK + "::" + Driver.PROJECT + "::" + qualified + "::" + name;
    }

    @Override
    public CompletableFuture<SupportsFeatureResponse> supportsFeatureAsync(SupportsFeatureRequest request) {
        return sdk.supportsFeatureAsync(request);
    }

    @Override
    public CompletableFuture<RegisterPackageResponse> registerPackageAsync(RegisterPackageRequest request) {
        return sdk.registerPackageAsync(request);
    }

    @Override
    public CompletableFuture<RegisterResourceResponse> registerResourceAsync(Resource resource, RegisterResourceRequest req) {
        // The SDK's own list, for its TestResult.
        resources.add(resource);
        String urn = urn(req.getParent(), req.getType(), req.getName());
        var r = raw(req.getType(), req.getName(), urn, req.getParent(), req.getCustom(), req.getProvider(), req.getObject());
        JsonObject options = options(req);
        if (options.size() > 0) {
            r.add("options", options);
        }
        record(r);
        if (STACK_TYPE.equals(req.getType())) {
            synchronized (this) {
                stackUrn = urn;
            }
            return CompletableFuture.completedFuture(
                RegisterResourceResponse.newBuilder().setUrn(urn).setObject(Struct.getDefaultInstance()).build());
        }
        String key = req.getType() + "::" + req.getName();
        JsonElement failure = mockFailures.get(key);
        if (failure != null) {
            // The provider fails the create: the SDK rejects the
            // resource's outputs with the error, and the run fails.
            return CompletableFuture.failedFuture(new RuntimeException(failure.getAsString()));
        }
        JsonElement mock = mockResources.get(key);
        if (mock == null && !req.getCustom()) {
            // A component of the program's: its outputs are what the
            // program registers. (The mocks answer for a remote one.)
            return CompletableFuture.completedFuture(
                RegisterResourceResponse.newBuilder().setUrn(urn).setObject(Struct.getDefaultInstance()).build());
        }
        String id = mockId(mock, req.getImportId().isEmpty() ? req.getName() + "_id" : req.getImportId());
        Struct state = merge(req.getObject(), mock);
        registered.put(urn, state(urn, id, state));
        return CompletableFuture.completedFuture(
            RegisterResourceResponse.newBuilder().setUrn(urn).setId(id).setObject(state).build());
    }

    @Override
    public CompletableFuture<ReadResourceResponse> readResourceAsync(Resource resource, ReadResourceRequest req) {
        String urn = urn(req.getParent(), req.getType(), req.getName());
        // A read of an existing resource (a get) is recorded as a custom
        // resource with the option "id"; a StackReference is a read of the
        // stack by its name in every SDK, not the program's get.
        var r = raw(req.getType(), req.getName(), urn, req.getParent(), true, req.getProvider(), req.getProperties());
        if (!req.getId().isEmpty() && !STACK_REFERENCE_TYPE.equals(req.getType())) {
            var options = new JsonObject();
            options.addProperty("id", req.getId());
            r.add("options", options);
        }
        record(r);
        JsonElement mock = mockResources.get(req.getType() + "::" + req.getName());
        String id = mockId(mock, req.getId().isEmpty() ? req.getName() + "_id" : req.getId());
        Struct state = merge(req.getProperties(), mock);
        registered.put(urn, state(urn, id, state));
        return CompletableFuture.completedFuture(ReadResourceResponse.newBuilder().setUrn(urn).setProperties(state).build());
    }

    @Override
    public CompletableFuture<InvokeResponse> invokeAsync(ResourceInvokeRequest req) {
        if (GET_RESOURCE.equals(req.getTok())) {
            Value urn = req.getArgs().getFieldsMap().get("urn");
            Struct found = urn == null ? null : registered.get(urn.getStringValue());
            if (found == null) {
                return CompletableFuture.failedFuture(new IllegalArgumentException("unknown resource " + urn));
            }
            return CompletableFuture.completedFuture(InvokeResponse.newBuilder().setReturn(found).build());
        }
        recordInvoke(req.getTok(), req.getArgs());
        return CompletableFuture.completedFuture(InvokeResponse.newBuilder().setReturn(invokeResult(req.getTok())).build());
    }

    @Override
    public CompletableFuture<CallResponse> callAsync(ResourceCallRequest req) {
        // A method call is answered as an invoke of its token.
        recordInvoke(req.getTok(), req.getArgs());
        return CompletableFuture.completedFuture(CallResponse.newBuilder().setReturn(invokeResult(req.getTok())).build());
    }

    @Override
    public CompletableFuture<Void> registerResourceOutputsAsync(RegisterResourceOutputsRequest req) {
        synchronized (this) {
            if (!stackUrn.isEmpty() && stackUrn.equals(req.getUrn())) {
                outputs = Wire.toTrace(req.getOutputs());
            }
        }
        return CompletableFuture.completedFuture(null);
    }

    private Struct invokeResult(String token) {
        return Wire.fromTraceObject(mockInvokes.get(token));
    }

    private static String mockId(JsonElement mock, String otherwise) {
        if (mock != null && mock.isJsonObject()) {
            JsonElement id = mock.getAsJsonObject().get("id");
            if (id != null && id.isJsonPrimitive() && !id.getAsString().isEmpty()) {
                return id.getAsString();
            }
        }
        return otherwise;
    }

    // merge returns the inputs with the mock's state over them.
    private static Struct merge(Struct inputs, JsonElement mock) {
        var out = inputs.toBuilder();
        if (mock != null && mock.isJsonObject()) {
            out.putAllFields(Wire.fromTraceObject(mock.getAsJsonObject().get("state")).getFieldsMap());
        }
        return out.build();
    }

    private static Struct state(String urn, String id, Struct state) {
        return Struct.newBuilder()
            .putFields("urn", Value.newBuilder().setStringValue(urn).build())
            .putFields("id", Value.newBuilder().setStringValue(id).build())
            .putFields("state", Value.newBuilder().setStructValue(state).build())
            .build();
    }

    private static JsonObject raw(String type, String name, String urn, String parent, boolean custom, String provider, Struct inputs) {
        var r = new JsonObject();
        r.addProperty("type", type);
        r.addProperty("name", name);
        r.addProperty("urn", urn);
        if (!parent.isEmpty()) {
            r.addProperty("parent", parent);
        }
        r.addProperty("custom", custom);
        if (!provider.isEmpty()) {
            r.addProperty("provider", provider);
        }
        r.add("inputs", Wire.toTrace(inputs));
        return r;
    }

    // options returns the options of a registration that are set, named as
    // in the trace.
    private static JsonObject options(RegisterResourceRequest req) {
        var o = new JsonObject();
        if (req.getProtect()) {
            o.addProperty("protect", true);
        }
        if (req.getRetainOnDelete()) {
            o.addProperty("retainOnDelete", true);
        }
        if (req.getDeleteBeforeReplace()) {
            o.addProperty("deleteBeforeReplace", true);
        }
        strings(o, "ignoreChanges", req.getIgnoreChangesList());
        strings(o, "replaceOnChanges", req.getReplaceOnChangesList());
        strings(o, "additionalSecretOutputs", req.getAdditionalSecretOutputsList());
        string(o, "version", req.getVersion());
        string(o, "pluginDownloadURL", req.getPluginDownloadURL());
        string(o, "importId", req.getImportId());
        if (req.hasCustomTimeouts()) {
            var ct = req.getCustomTimeouts();
            var t = new JsonObject();
            string(t, "create", ct.getCreate());
            string(t, "update", ct.getUpdate());
            string(t, "delete", ct.getDelete());
            if (t.size() > 0) {
                o.add("customTimeouts", t);
            }
        }
        return o;
    }

    private static void strings(JsonObject o, String name, List<String> values) {
        if (!values.isEmpty()) {
            var a = new JsonArray();
            values.forEach(a::add);
            o.add(name, a);
        }
    }

    private static void string(JsonObject o, String name, String value) {
        if (!value.isEmpty()) {
            o.addProperty(name, value);
        }
    }

    private synchronized void record(JsonObject r) {
        registrations.add(r);
    }

    private synchronized void recordInvoke(String token, Struct args) {
        var inv = new JsonObject();
        inv.addProperty("token", token);
        inv.add("args", Wire.toTrace(args));
        invokes.add(inv);
    }

    // trace returns the raw trace of what the monitor saw: the outputs
    // only when the run did not fail.
    synchronized JsonObject trace(String error, String root) {
        var t = new JsonObject();
        var rs = new JsonArray();
        registrations.forEach(rs::add);
        t.add("resources", rs);
        var is = new JsonArray();
        invokes.forEach(is::add);
        t.add("invokes", is);
        t.add("outputs", error.isEmpty() && outputs != null ? outputs : new JsonObject());
        if (!error.isEmpty()) {
            t.add("error", new JsonPrimitive(error));
        }
        t.addProperty("root", root);
        return t;
    }
}
