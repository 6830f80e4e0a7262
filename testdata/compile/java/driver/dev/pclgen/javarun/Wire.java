// Wire converts between the values the Java SDK sends its resource monitor
// (protobuf Values, with the special signatures of secrets, assets,
// archives, resource references and unknowns) and the value encoding of a
// pclgen trace (interp/trace in the pclgen repository): JSON, with
// {"$secret": V}, {"$unknown": true}, {"$asset": {...}}, {"$archive": {...}}
// and {"$resource": URN} for those.
package dev.pclgen.javarun;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import com.google.protobuf.ListValue;
import com.google.protobuf.NullValue;
import com.google.protobuf.Struct;
import com.google.protobuf.Value;
import com.pulumi.core.internal.Constants;
import java.util.Map;

final class Wire {
    // The signature of an output value, which the Java SDK does not send
    // (its monitor does not support outputValues), recognised all the same.
    static final String OUTPUT_VALUE_SIG = "d0e6a833031e9bbcd3f4e8bde6ca49a4";

    private Wire() {
    }

    // toTrace encodes the properties of a struct.
    static JsonObject toTrace(Struct s) {
        var out = new JsonObject();
        for (Map.Entry<String, Value> e : s.getFieldsMap().entrySet()) {
            out.add(e.getKey(), toTrace(e.getValue()));
        }
        return out;
    }

    // toTrace encodes one value.
    static JsonElement toTrace(Value v) {
        switch (v.getKindCase()) {
            case NULL_VALUE:
            case KIND_NOT_SET:
                return JsonNull.INSTANCE;
            case BOOL_VALUE:
                return new JsonPrimitive(v.getBoolValue());
            case NUMBER_VALUE: {
                double d = v.getNumberValue();
                if (Double.isNaN(d) || Double.isInfinite(d)) {
                    // JSON has no such number (JSON.stringify makes it null).
                    return JsonNull.INSTANCE;
                }
                return new JsonPrimitive(d == 0 ? 0.0 : d);
            }
            case STRING_VALUE:
                if (Constants.UnknownValue.equals(v.getStringValue())) {
                    return unknown();
                }
                return new JsonPrimitive(v.getStringValue());
            case LIST_VALUE: {
                var out = new JsonArray();
                for (Value e : v.getListValue().getValuesList()) {
                    out.add(toTrace(e));
                }
                return out;
            }
            case STRUCT_VALUE:
                return structToTrace(v.getStructValue());
            default:
                throw new IllegalArgumentException("unsupported value kind " + v.getKindCase());
        }
    }

    private static JsonElement structToTrace(Struct s) {
        Map<String, Value> fields = s.getFieldsMap();
        Value sig = fields.get(Constants.SpecialSigKey);
        if (sig == null || sig.getKindCase() != Value.KindCase.STRING_VALUE) {
            return toTrace(s);
        }
        switch (sig.getStringValue()) {
            case Constants.SpecialSecretSig:
                return wrap("$secret", toTrace(fields.getOrDefault(Constants.SecretValueName, nullValue())));
            case Constants.SpecialAssetSig: {
                var a = new JsonObject();
                for (String k : new String[] {"text", "path", "uri"}) {
                    if (fields.containsKey(k)) {
                        a.add(k, toTrace(fields.get(k)));
                    }
                }
                return wrap("$asset", a);
            }
            case Constants.SpecialArchiveSig: {
                var a = new JsonObject();
                if (fields.containsKey(Constants.ArchiveAssetsName)) {
                    Value assets = fields.get(Constants.ArchiveAssetsName);
                    a.add("assets", assets.hasStructValue() ? toTrace(assets.getStructValue()) : new JsonObject());
                } else {
                    for (String k : new String[] {"path", "uri"}) {
                        if (fields.containsKey(k)) {
                            a.add(k, toTrace(fields.get(k)));
                        }
                    }
                }
                return wrap("$archive", a);
            }
            case Constants.SpecialResourceSig:
                return wrap("$resource", toTrace(fields.getOrDefault(Constants.ResourceUrnName, Value.newBuilder().setStringValue("").build())));
            case OUTPUT_VALUE_SIG: {
                JsonElement out = fields.containsKey("value") ? toTrace(fields.get("value")) : unknown();
                Value secret = fields.get("secret");
                if (secret != null && secret.getBoolValue()) {
                    out = wrap("$secret", out);
                }
                return out;
            }
            default:
                throw new IllegalArgumentException("unknown value signature " + sig.getStringValue());
        }
    }

    // fromTrace decodes a value of the trace encoding (a mock's state or
    // invoke result) into the wire form the SDK deserializes.
    static Value fromTrace(JsonElement v) {
        if (v == null || v.isJsonNull()) {
            return nullValue();
        }
        if (v.isJsonPrimitive()) {
            JsonPrimitive p = v.getAsJsonPrimitive();
            if (p.isBoolean()) {
                return Value.newBuilder().setBoolValue(p.getAsBoolean()).build();
            }
            if (p.isNumber()) {
                return Value.newBuilder().setNumberValue(p.getAsDouble()).build();
            }
            return Value.newBuilder().setStringValue(p.getAsString()).build();
        }
        if (v.isJsonArray()) {
            var list = ListValue.newBuilder();
            for (JsonElement e : v.getAsJsonArray()) {
                list.addValues(fromTrace(e));
            }
            return Value.newBuilder().setListValue(list).build();
        }
        JsonObject o = v.getAsJsonObject();
        if (o.size() == 1) {
            String key = o.keySet().iterator().next();
            JsonElement inner = o.get(key);
            switch (key) {
                case "$secret":
                    return special(Constants.SpecialSecretSig, Map.of(Constants.SecretValueName, fromTrace(inner)));
                case "$unknown":
                    return Value.newBuilder().setStringValue(Constants.UnknownValue).build();
                case "$asset":
                    return special(Constants.SpecialAssetSig, fromTraceObject(inner).getFieldsMap());
                case "$archive":
                    return special(Constants.SpecialArchiveSig, fromTraceObject(inner).getFieldsMap());
                case "$resource":
                    return special(Constants.SpecialResourceSig, Map.of(Constants.ResourceUrnName, fromTrace(inner)));
                default:
                    break;
            }
        }
        return Value.newBuilder().setStructValue(fromTraceObject(o)).build();
    }

    // fromTraceObject decodes an object's properties into a struct (no
    // properties for a value that is not an object).
    static Struct fromTraceObject(JsonElement v) {
        var s = Struct.newBuilder();
        if (v != null && v.isJsonObject()) {
            for (Map.Entry<String, JsonElement> e : v.getAsJsonObject().entrySet()) {
                s.putFields(e.getKey(), fromTrace(e.getValue()));
            }
        }
        return s.build();
    }

    private static Value special(String sig, Map<String, Value> fields) {
        var s = Struct.newBuilder().putFields(Constants.SpecialSigKey, Value.newBuilder().setStringValue(sig).build());
        s.putAllFields(fields);
        return Value.newBuilder().setStructValue(s).build();
    }

    static Value nullValue() {
        return Value.newBuilder().setNullValue(NullValue.NULL_VALUE).build();
    }

    private static JsonObject unknown() {
        return wrap("$unknown", new JsonPrimitive(true));
    }

    private static JsonObject wrap(String key, JsonElement v) {
        var o = new JsonObject();
        o.add(key, v);
        return o;
    }
}
