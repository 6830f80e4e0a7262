// A stand-in for the RandomIdArgs class of com.pulumi:random 4.11.2 (see
// sdks/README.md).
package com.pulumi.random;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import javax.annotation.Nullable;

public final class RandomIdArgs extends ResourceArgs {
    public static final RandomIdArgs Empty = new RandomIdArgs();

    @Import(name = "byteLength", required = true)
    private Output<Integer> byteLength;
    @Import(name = "keepers")
    private @Nullable Output<Map<String, String>> keepers;
    @Import(name = "prefix")
    private @Nullable Output<String> prefix;

    public Output<Integer> byteLength() { return this.byteLength; }
    public Optional<Output<Map<String, String>>> keepers() { return Optional.ofNullable(this.keepers); }
    public Optional<Output<String>> prefix() { return Optional.ofNullable(this.prefix); }

    private RandomIdArgs() {}

    private RandomIdArgs(RandomIdArgs $) {
        this.byteLength = $.byteLength;
        this.keepers = $.keepers;
        this.prefix = $.prefix;
    }

    public static Builder builder() { return new Builder(); }
    public static Builder builder(RandomIdArgs defaults) { return new Builder(defaults); }

    public static final class Builder {
        private RandomIdArgs $;

        public Builder() { $ = new RandomIdArgs(); }
        public Builder(RandomIdArgs defaults) { $ = new RandomIdArgs(Objects.requireNonNull(defaults)); }

        public Builder byteLength(Output<Integer> byteLength) { $.byteLength = byteLength; return this; }
        public Builder byteLength(Integer byteLength) { return byteLength(Output.of(byteLength)); }
        public Builder keepers(@Nullable Output<Map<String, String>> keepers) { $.keepers = keepers; return this; }
        public Builder keepers(Map<String, String> keepers) { return keepers(Output.of(keepers)); }
        public Builder prefix(@Nullable Output<String> prefix) { $.prefix = prefix; return this; }
        public Builder prefix(String prefix) { return prefix(Output.of(prefix)); }

        public RandomIdArgs build() {
            $.byteLength = Objects.requireNonNull($.byteLength, "expected parameter 'byteLength' to be non-null");
            return $;
        }
    }
}
