// A stand-in for the RandomId class of com.pulumi:random 4.11.2 (see
// sdks/README.md).
package com.pulumi.random;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.ResourceType;
import com.pulumi.core.internal.Codegen;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import java.util.Map;
import java.util.Optional;
import javax.annotation.Nullable;

@ResourceType(type = "random:index/randomId:RandomId")
public class RandomId extends CustomResource {
    @Export(name = "b64Std", refs = {String.class}, tree = "[0]")
    private Output<String> b64Std;
    @Export(name = "b64Url", refs = {String.class}, tree = "[0]")
    private Output<String> b64Url;
    @Export(name = "byteLength", refs = {Integer.class}, tree = "[0]")
    private Output<Integer> byteLength;
    @Export(name = "dec", refs = {String.class}, tree = "[0]")
    private Output<String> dec;
    @Export(name = "hex", refs = {String.class}, tree = "[0]")
    private Output<String> hex;
    @Export(name = "keepers", refs = {Map.class, String.class}, tree = "[0,1,1]")
    private Output<Map<String, String>> keepers;
    @Export(name = "prefix", refs = {String.class}, tree = "[0]")
    private Output<String> prefix;

    public Output<String> b64Std() { return this.b64Std; }
    public Output<String> b64Url() { return this.b64Url; }
    public Output<Integer> byteLength() { return this.byteLength; }
    public Output<String> dec() { return this.dec; }
    public Output<String> hex() { return this.hex; }
    public Output<Optional<Map<String, String>>> keepers() { return Codegen.optional(this.keepers); }
    public Output<Optional<String>> prefix() { return Codegen.optional(this.prefix); }

    public RandomId(String name) {
        this(name, RandomIdArgs.Empty);
    }

    public RandomId(String name, RandomIdArgs args) {
        this(name, args, null);
    }

    public RandomId(String name, RandomIdArgs args, @Nullable CustomResourceOptions options) {
        super("random:index/randomId:RandomId", name, args == null ? RandomIdArgs.Empty : args,
            CustomResourceOptions.merge(CustomResourceOptions.Empty, options, null));
    }
}
