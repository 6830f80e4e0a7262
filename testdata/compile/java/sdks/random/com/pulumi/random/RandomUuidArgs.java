// A stand-in for the RandomUuidArgs class of com.pulumi:random 4.11.2 (see
// sdks/README.md).
package com.pulumi.random;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import javax.annotation.Nullable;

public final class RandomUuidArgs extends ResourceArgs {
    public static final RandomUuidArgs Empty = new RandomUuidArgs();

    @Import(name = "keepers")
    private @Nullable Output<Map<String, String>> keepers;

    public Optional<Output<Map<String, String>>> keepers() { return Optional.ofNullable(this.keepers); }

    private RandomUuidArgs() {}

    private RandomUuidArgs(RandomUuidArgs $) {
        this.keepers = $.keepers;
    }

    public static Builder builder() { return new Builder(); }
    public static Builder builder(RandomUuidArgs defaults) { return new Builder(defaults); }

    public static final class Builder {
        private RandomUuidArgs $;

        public Builder() { $ = new RandomUuidArgs(); }
        public Builder(RandomUuidArgs defaults) { $ = new RandomUuidArgs(Objects.requireNonNull(defaults)); }

        public Builder keepers(@Nullable Output<Map<String, String>> keepers) { $.keepers = keepers; return this; }
        public Builder keepers(Map<String, String> keepers) { return keepers(Output.of(keepers)); }

        public RandomUuidArgs build() { return $; }
    }
}
