// A stand-in for the RandomIntegerArgs class of com.pulumi:random 4.11.2 (see
// sdks/README.md).
package com.pulumi.random;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import javax.annotation.Nullable;

public final class RandomIntegerArgs extends ResourceArgs {
    public static final RandomIntegerArgs Empty = new RandomIntegerArgs();

    @Import(name = "keepers")
    private @Nullable Output<Map<String, String>> keepers;
    @Import(name = "max", required = true)
    private Output<Integer> max;
    @Import(name = "min", required = true)
    private Output<Integer> min;
    @Import(name = "seed")
    private @Nullable Output<String> seed;

    public Optional<Output<Map<String, String>>> keepers() { return Optional.ofNullable(this.keepers); }
    public Output<Integer> max() { return this.max; }
    public Output<Integer> min() { return this.min; }
    public Optional<Output<String>> seed() { return Optional.ofNullable(this.seed); }

    private RandomIntegerArgs() {}

    private RandomIntegerArgs(RandomIntegerArgs $) {
        this.keepers = $.keepers;
        this.max = $.max;
        this.min = $.min;
        this.seed = $.seed;
    }

    public static Builder builder() { return new Builder(); }
    public static Builder builder(RandomIntegerArgs defaults) { return new Builder(defaults); }

    public static final class Builder {
        private RandomIntegerArgs $;

        public Builder() { $ = new RandomIntegerArgs(); }
        public Builder(RandomIntegerArgs defaults) { $ = new RandomIntegerArgs(Objects.requireNonNull(defaults)); }

        public Builder keepers(@Nullable Output<Map<String, String>> keepers) { $.keepers = keepers; return this; }
        public Builder keepers(Map<String, String> keepers) { return keepers(Output.of(keepers)); }
        public Builder max(Output<Integer> max) { $.max = max; return this; }
        public Builder max(Integer max) { return max(Output.of(max)); }
        public Builder min(Output<Integer> min) { $.min = min; return this; }
        public Builder min(Integer min) { return min(Output.of(min)); }
        public Builder seed(@Nullable Output<String> seed) { $.seed = seed; return this; }
        public Builder seed(String seed) { return seed(Output.of(seed)); }

        public RandomIntegerArgs build() {
            $.max = Objects.requireNonNull($.max, "expected parameter 'max' to be non-null");
            $.min = Objects.requireNonNull($.min, "expected parameter 'min' to be non-null");
            return $;
        }
    }
}
