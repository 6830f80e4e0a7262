// A stand-in for the RandomInteger class of com.pulumi:random 4.11.2 (see
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

@ResourceType(type = "random:index/randomInteger:RandomInteger")
public class RandomInteger extends CustomResource {
    @Export(name = "keepers", refs = {Map.class, String.class}, tree = "[0,1,1]")
    private Output<Map<String, String>> keepers;
    @Export(name = "max", refs = {Integer.class}, tree = "[0]")
    private Output<Integer> max;
    @Export(name = "min", refs = {Integer.class}, tree = "[0]")
    private Output<Integer> min;
    @Export(name = "result", refs = {Integer.class}, tree = "[0]")
    private Output<Integer> result;
    @Export(name = "seed", refs = {String.class}, tree = "[0]")
    private Output<String> seed;

    public Output<Optional<Map<String, String>>> keepers() { return Codegen.optional(this.keepers); }
    public Output<Integer> max() { return this.max; }
    public Output<Integer> min() { return this.min; }
    public Output<Integer> result() { return this.result; }
    public Output<Optional<String>> seed() { return Codegen.optional(this.seed); }

    public RandomInteger(String name) {
        this(name, RandomIntegerArgs.Empty);
    }

    public RandomInteger(String name, RandomIntegerArgs args) {
        this(name, args, null);
    }

    public RandomInteger(String name, RandomIntegerArgs args, @Nullable CustomResourceOptions options) {
        super("random:index/randomInteger:RandomInteger", name, args == null ? RandomIntegerArgs.Empty : args,
            CustomResourceOptions.merge(CustomResourceOptions.Empty, options, null));
    }
}
