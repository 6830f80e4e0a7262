// A stand-in for the PrivateKey class of com.pulumi:tls 4.10.0 (see
// sdks/README.md).
package com.pulumi.tls;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.ResourceType;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import javax.annotation.Nullable;

@ResourceType(type = "tls:index/privateKey:PrivateKey")
public class PrivateKey extends CustomResource {
    @Export(name = "algorithm", refs = {String.class}, tree = "[0]")
    private Output<String> algorithm;
    @Export(name = "ecdsaCurve", refs = {String.class}, tree = "[0]")
    private Output<String> ecdsaCurve;
    @Export(name = "privateKeyOpenssh", refs = {String.class}, tree = "[0]")
    private Output<String> privateKeyOpenssh;
    @Export(name = "privateKeyPem", refs = {String.class}, tree = "[0]")
    private Output<String> privateKeyPem;
    @Export(name = "privateKeyPemPkcs8", refs = {String.class}, tree = "[0]")
    private Output<String> privateKeyPemPkcs8;
    @Export(name = "publicKeyFingerprintMd5", refs = {String.class}, tree = "[0]")
    private Output<String> publicKeyFingerprintMd5;
    @Export(name = "publicKeyFingerprintSha256", refs = {String.class}, tree = "[0]")
    private Output<String> publicKeyFingerprintSha256;
    @Export(name = "publicKeyOpenssh", refs = {String.class}, tree = "[0]")
    private Output<String> publicKeyOpenssh;
    @Export(name = "publicKeyPem", refs = {String.class}, tree = "[0]")
    private Output<String> publicKeyPem;
    @Export(name = "rsaBits", refs = {Integer.class}, tree = "[0]")
    private Output<Integer> rsaBits;

    public Output<String> algorithm() { return this.algorithm; }
    public Output<String> ecdsaCurve() { return this.ecdsaCurve; }
    public Output<String> privateKeyOpenssh() { return this.privateKeyOpenssh; }
    public Output<String> privateKeyPem() { return this.privateKeyPem; }
    public Output<String> privateKeyPemPkcs8() { return this.privateKeyPemPkcs8; }
    public Output<String> publicKeyFingerprintMd5() { return this.publicKeyFingerprintMd5; }
    public Output<String> publicKeyFingerprintSha256() { return this.publicKeyFingerprintSha256; }
    public Output<String> publicKeyOpenssh() { return this.publicKeyOpenssh; }
    public Output<String> publicKeyPem() { return this.publicKeyPem; }
    public Output<Integer> rsaBits() { return this.rsaBits; }

    public PrivateKey(String name) {
        this(name, PrivateKeyArgs.Empty);
    }

    public PrivateKey(String name, PrivateKeyArgs args) {
        this(name, args, null);
    }

    public PrivateKey(String name, PrivateKeyArgs args, @Nullable CustomResourceOptions options) {
        super("tls:index/privateKey:PrivateKey", name, args == null ? PrivateKeyArgs.Empty : args,
            CustomResourceOptions.merge(DEFAULT_OPTIONS, options, null));
    }

    private static final CustomResourceOptions DEFAULT_OPTIONS = CustomResourceOptions.builder()
        .additionalSecretOutputs("privateKeyOpenssh", "privateKeyPem", "privateKeyPemPkcs8")
        .build();
}
