// A stand-in for the RandomUuid class of com.pulumi:random 4.11.2 (see
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

@ResourceType(type = "random:index/randomUuid:RandomUuid")
public class RandomUuid extends CustomResource {
    @Export(name = "keepers", refs = {Map.class, String.class}, tree = "[0,1,1]")
    private Output<Map<String, String>> keepers;
    @Export(name = "result", refs = {String.class}, tree = "[0]")
    private Output<String> result;

    public Output<Optional<Map<String, String>>> keepers() { return Codegen.optional(this.keepers); }
    public Output<String> result() { return this.result; }

    public RandomUuid(String name) {
        this(name, RandomUuidArgs.Empty);
    }

    public RandomUuid(String name, @Nullable RandomUuidArgs args) {
        this(name, args, null);
    }

    public RandomUuid(String name, @Nullable RandomUuidArgs args, @Nullable CustomResourceOptions options) {
        super("random:index/randomUuid:RandomUuid", name, args == null ? RandomUuidArgs.Empty : args,
            CustomResourceOptions.merge(CustomResourceOptions.Empty, options, null));
    }
}
