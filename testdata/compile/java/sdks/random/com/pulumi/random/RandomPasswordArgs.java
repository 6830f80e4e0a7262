// A stand-in for the RandomPasswordArgs class of com.pulumi:random 4.11.2 (see
// sdks/README.md).
package com.pulumi.random;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import javax.annotation.Nullable;

public final class RandomPasswordArgs extends ResourceArgs {
    public static final RandomPasswordArgs Empty = new RandomPasswordArgs();

    @Import(name = "keepers")
    private @Nullable Output<Map<String, String>> keepers;
    @Import(name = "length", required = true)
    private Output<Integer> length;
    @Import(name = "lower")
    private @Nullable Output<Boolean> lower;
    @Import(name = "minLower")
    private @Nullable Output<Integer> minLower;
    @Import(name = "minNumeric")
    private @Nullable Output<Integer> minNumeric;
    @Import(name = "minSpecial")
    private @Nullable Output<Integer> minSpecial;
    @Import(name = "minUpper")
    private @Nullable Output<Integer> minUpper;
    @Import(name = "number")
    private @Nullable Output<Boolean> number;
    @Import(name = "numeric")
    private @Nullable Output<Boolean> numeric;
    @Import(name = "overrideSpecial")
    private @Nullable Output<String> overrideSpecial;
    @Import(name = "special")
    private @Nullable Output<Boolean> special;
    @Import(name = "upper")
    private @Nullable Output<Boolean> upper;

    public Optional<Output<Map<String, String>>> keepers() { return Optional.ofNullable(this.keepers); }
    public Output<Integer> length() { return this.length; }
    public Optional<Output<Boolean>> lower() { return Optional.ofNullable(this.lower); }
    public Optional<Output<Integer>> minLower() { return Optional.ofNullable(this.minLower); }
    public Optional<Output<Integer>> minNumeric() { return Optional.ofNullable(this.minNumeric); }
    public Optional<Output<Integer>> minSpecial() { return Optional.ofNullable(this.minSpecial); }
    public Optional<Output<Integer>> minUpper() { return Optional.ofNullable(this.minUpper); }
    public Optional<Output<Boolean>> number() { return Optional.ofNullable(this.number); }
    public Optional<Output<Boolean>> numeric() { return Optional.ofNullable(this.numeric); }
    public Optional<Output<String>> overrideSpecial() { return Optional.ofNullable(this.overrideSpecial); }
    public Optional<Output<Boolean>> special() { return Optional.ofNullable(this.special); }
    public Optional<Output<Boolean>> upper() { return Optional.ofNullable(this.upper); }

    private RandomPasswordArgs() {}

    private RandomPasswordArgs(RandomPasswordArgs $) {
        this.keepers = $.keepers;
        this.length = $.length;
        this.lower = $.lower;
        this.minLower = $.minLower;
        this.minNumeric = $.minNumeric;
        this.minSpecial = $.minSpecial;
        this.minUpper = $.minUpper;
        this.number = $.number;
        this.numeric = $.numeric;
        this.overrideSpecial = $.overrideSpecial;
        this.special = $.special;
        this.upper = $.upper;
    }

    public static Builder builder() { return new Builder(); }
    public static Builder builder(RandomPasswordArgs defaults) { return new Builder(defaults); }

    public static final class Builder {
        private RandomPasswordArgs $;

        public Builder() { $ = new RandomPasswordArgs(); }
        public Builder(RandomPasswordArgs defaults) { $ = new RandomPasswordArgs(Objects.requireNonNull(defaults)); }

        public Builder keepers(@Nullable Output<Map<String, String>> keepers) { $.keepers = keepers; return this; }
        public Builder keepers(Map<String, String> keepers) { return keepers(Output.of(keepers)); }
        public Builder length(Output<Integer> length) { $.length = length; return this; }
        public Builder length(Integer length) { return length(Output.of(length)); }
        public Builder lower(@Nullable Output<Boolean> lower) { $.lower = lower; return this; }
        public Builder lower(Boolean lower) { return lower(Output.of(lower)); }
        public Builder minLower(@Nullable Output<Integer> minLower) { $.minLower = minLower; return this; }
        public Builder minLower(Integer minLower) { return minLower(Output.of(minLower)); }
        public Builder minNumeric(@Nullable Output<Integer> minNumeric) { $.minNumeric = minNumeric; return this; }
        public Builder minNumeric(Integer minNumeric) { return minNumeric(Output.of(minNumeric)); }
        public Builder minSpecial(@Nullable Output<Integer> minSpecial) { $.minSpecial = minSpecial; return this; }
        public Builder minSpecial(Integer minSpecial) { return minSpecial(Output.of(minSpecial)); }
        public Builder minUpper(@Nullable Output<Integer> minUpper) { $.minUpper = minUpper; return this; }
        public Builder minUpper(Integer minUpper) { return minUpper(Output.of(minUpper)); }
        public Builder number(@Nullable Output<Boolean> number) { $.number = number; return this; }
        public Builder number(Boolean number) { return number(Output.of(number)); }
        public Builder numeric(@Nullable Output<Boolean> numeric) { $.numeric = numeric; return this; }
        public Builder numeric(Boolean numeric) { return numeric(Output.of(numeric)); }
        public Builder overrideSpecial(@Nullable Output<String> overrideSpecial) { $.overrideSpecial = overrideSpecial; return this; }
        public Builder overrideSpecial(String overrideSpecial) { return overrideSpecial(Output.of(overrideSpecial)); }
        public Builder special(@Nullable Output<Boolean> special) { $.special = special; return this; }
        public Builder special(Boolean special) { return special(Output.of(special)); }
        public Builder upper(@Nullable Output<Boolean> upper) { $.upper = upper; return this; }
        public Builder upper(Boolean upper) { return upper(Output.of(upper)); }

        public RandomPasswordArgs build() {
            $.length = Objects.requireNonNull($.length, "expected parameter 'length' to be non-null");
            return $;
        }
    }
}
