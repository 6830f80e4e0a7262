// A stand-in for the RandomShuffleArgs class of com.pulumi:random 4.11.2 (see
// sdks/README.md).
package com.pulumi.random;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import javax.annotation.Nullable;

public final class RandomShuffleArgs extends ResourceArgs {
    public static final RandomShuffleArgs Empty = new RandomShuffleArgs();

    @Import(name = "inputs", required = true)
    private Output<List<String>> inputs;
    @Import(name = "keepers")
    private @Nullable Output<Map<String, String>> keepers;
    @Import(name = "resultCount")
    private @Nullable Output<Integer> resultCount;
    @Import(name = "seed")
    private @Nullable Output<String> seed;

    public Output<List<String>> inputs() { return this.inputs; }
    public Optional<Output<Map<String, String>>> keepers() { return Optional.ofNullable(this.keepers); }
    public Optional<Output<Integer>> resultCount() { return Optional.ofNullable(this.resultCount); }
    public Optional<Output<String>> seed() { return Optional.ofNullable(this.seed); }

    private RandomShuffleArgs() {}

    private RandomShuffleArgs(RandomShuffleArgs $) {
        this.inputs = $.inputs;
        this.keepers = $.keepers;
        this.resultCount = $.resultCount;
        this.seed = $.seed;
    }

    public static Builder builder() { return new Builder(); }
    public static Builder builder(RandomShuffleArgs defaults) { return new Builder(defaults); }

    public static final class Builder {
        private RandomShuffleArgs $;

        public Builder() { $ = new RandomShuffleArgs(); }
        public Builder(RandomShuffleArgs defaults) { $ = new RandomShuffleArgs(Objects.requireNonNull(defaults)); }

        public Builder inputs(Output<List<String>> inputs) { $.inputs = inputs; return this; }
        public Builder inputs(List<String> inputs) { return inputs(Output.of(inputs)); }
        public Builder inputs(String... inputs) { return inputs(List.of(inputs)); }
        public Builder keepers(@Nullable Output<Map<String, String>> keepers) { $.keepers = keepers; return this; }
        public Builder keepers(Map<String, String> keepers) { return keepers(Output.of(keepers)); }
        public Builder resultCount(@Nullable Output<Integer> resultCount) { $.resultCount = resultCount; return this; }
        public Builder resultCount(Integer resultCount) { return resultCount(Output.of(resultCount)); }
        public Builder seed(@Nullable Output<String> seed) { $.seed = seed; return this; }
        public Builder seed(String seed) { return seed(Output.of(seed)); }

        public RandomShuffleArgs build() {
            $.inputs = Objects.requireNonNull($.inputs, "expected parameter 'inputs' to be non-null");
            return $;
        }
    }
}
