// A stand-in for the RandomShuffle class of com.pulumi:random 4.11.2 (see
// sdks/README.md).
package com.pulumi.random;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.ResourceType;
import com.pulumi.core.internal.Codegen;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.annotation.Nullable;

@ResourceType(type = "random:index/randomShuffle:RandomShuffle")
public class RandomShuffle extends CustomResource {
    @Export(name = "inputs", refs = {List.class, String.class}, tree = "[0,1]")
    private Output<List<String>> inputs;
    @Export(name = "keepers", refs = {Map.class, String.class}, tree = "[0,1,1]")
    private Output<Map<String, String>> keepers;
    @Export(name = "resultCount", refs = {Integer.class}, tree = "[0]")
    private Output<Integer> resultCount;
    @Export(name = "results", refs = {List.class, String.class}, tree = "[0,1]")
    private Output<List<String>> results;
    @Export(name = "seed", refs = {String.class}, tree = "[0]")
    private Output<String> seed;

    public Output<List<String>> inputs() { return this.inputs; }
    public Output<Optional<Map<String, String>>> keepers() { return Codegen.optional(this.keepers); }
    public Output<Optional<Integer>> resultCount() { return Codegen.optional(this.resultCount); }
    public Output<List<String>> results() { return this.results; }
    public Output<Optional<String>> seed() { return Codegen.optional(this.seed); }

    public RandomShuffle(String name) {
        this(name, RandomShuffleArgs.Empty);
    }

    public RandomShuffle(String name, RandomShuffleArgs args) {
        this(name, args, null);
    }

    public RandomShuffle(String name, RandomShuffleArgs args, @Nullable CustomResourceOptions options) {
        super("random:index/randomShuffle:RandomShuffle", name, args == null ? RandomShuffleArgs.Empty : args,
            CustomResourceOptions.merge(CustomResourceOptions.Empty, options, null));
    }
}
