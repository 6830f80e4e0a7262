// A stand-in for the PrivateKeyArgs class of com.pulumi:tls 4.10.0 (see
// sdks/README.md).
package com.pulumi.tls;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;
import javax.annotation.Nullable;

public final class PrivateKeyArgs extends ResourceArgs {
    public static final PrivateKeyArgs Empty = new PrivateKeyArgs();

    @Import(name = "algorithm", required = true)
    private Output<String> algorithm;
    @Import(name = "ecdsaCurve")
    private @Nullable Output<String> ecdsaCurve;
    @Import(name = "rsaBits")
    private @Nullable Output<Integer> rsaBits;

    public Output<String> algorithm() { return this.algorithm; }
    public Optional<Output<String>> ecdsaCurve() { return Optional.ofNullable(this.ecdsaCurve); }
    public Optional<Output<Integer>> rsaBits() { return Optional.ofNullable(this.rsaBits); }

    private PrivateKeyArgs() {}

    private PrivateKeyArgs(PrivateKeyArgs $) {
        this.algorithm = $.algorithm;
        this.ecdsaCurve = $.ecdsaCurve;
        this.rsaBits = $.rsaBits;
    }

    public static Builder builder() { return new Builder(); }
    public static Builder builder(PrivateKeyArgs defaults) { return new Builder(defaults); }

    public static final class Builder {
        private PrivateKeyArgs $;

        public Builder() { $ = new PrivateKeyArgs(); }
        public Builder(PrivateKeyArgs defaults) { $ = new PrivateKeyArgs(Objects.requireNonNull(defaults)); }

        public Builder algorithm(Output<String> algorithm) { $.algorithm = algorithm; return this; }
        public Builder algorithm(String algorithm) { return algorithm(Output.of(algorithm)); }
        public Builder ecdsaCurve(@Nullable Output<String> ecdsaCurve) { $.ecdsaCurve = ecdsaCurve; return this; }
        public Builder ecdsaCurve(String ecdsaCurve) { return ecdsaCurve(Output.of(ecdsaCurve)); }
        public Builder rsaBits(@Nullable Output<Integer> rsaBits) { $.rsaBits = rsaBits; return this; }
        public Builder rsaBits(Integer rsaBits) { return rsaBits(Output.of(rsaBits)); }

        public PrivateKeyArgs build() {
            $.algorithm = Objects.requireNonNull($.algorithm, "expected parameter 'algorithm' to be non-null");
            return $;
        }
    }
}
