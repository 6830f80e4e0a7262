// A stand-in for the RandomString class of com.pulumi:random 4.11.2 (see
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

@ResourceType(type = "random:index/randomString:RandomString")
public class RandomString extends CustomResource {
    @Export(name = "keepers", refs = {Map.class, String.class}, tree = "[0,1,1]")
    private Output<Map<String, String>> keepers;
    @Export(name = "length", refs = {Integer.class}, tree = "[0]")
    private Output<Integer> length;
    @Export(name = "lower", refs = {Boolean.class}, tree = "[0]")
    private Output<Boolean> lower;
    @Export(name = "minLower", refs = {Integer.class}, tree = "[0]")
    private Output<Integer> minLower;
    @Export(name = "minNumeric", refs = {Integer.class}, tree = "[0]")
    private Output<Integer> minNumeric;
    @Export(name = "minSpecial", refs = {Integer.class}, tree = "[0]")
    private Output<Integer> minSpecial;
    @Export(name = "minUpper", refs = {Integer.class}, tree = "[0]")
    private Output<Integer> minUpper;
    @Export(name = "number", refs = {Boolean.class}, tree = "[0]")
    private Output<Boolean> number;
    @Export(name = "numeric", refs = {Boolean.class}, tree = "[0]")
    private Output<Boolean> numeric;
    @Export(name = "overrideSpecial", refs = {String.class}, tree = "[0]")
    private Output<String> overrideSpecial;
    @Export(name = "result", refs = {String.class}, tree = "[0]")
    private Output<String> result;
    @Export(name = "special", refs = {Boolean.class}, tree = "[0]")
    private Output<Boolean> special;
    @Export(name = "upper", refs = {Boolean.class}, tree = "[0]")
    private Output<Boolean> upper;

    public Output<Optional<Map<String, String>>> keepers() { return Codegen.optional(this.keepers); }
    public Output<Integer> length() { return this.length; }
    public Output<Boolean> lower() { return this.lower; }
    public Output<Integer> minLower() { return this.minLower; }
    public Output<Integer> minNumeric() { return this.minNumeric; }
    public Output<Integer> minSpecial() { return this.minSpecial; }
    public Output<Integer> minUpper() { return this.minUpper; }
    public Output<Boolean> number() { return this.number; }
    public Output<Boolean> numeric() { return this.numeric; }
    public Output<Optional<String>> overrideSpecial() { return Codegen.optional(this.overrideSpecial); }
    public Output<String> result() { return this.result; }
    public Output<Boolean> special() { return this.special; }
    public Output<Boolean> upper() { return this.upper; }

    public RandomString(String name) {
        this(name, RandomStringArgs.Empty);
    }

    public RandomString(String name, RandomStringArgs args) {
        this(name, args, null);
    }

    public RandomString(String name, RandomStringArgs args, @Nullable CustomResourceOptions options) {
        super("random:index/randomString:RandomString", name, args == null ? RandomStringArgs.Empty : args,
            CustomResourceOptions.merge(DEFAULT_OPTIONS, options, null));
    }

    private static final CustomResourceOptions DEFAULT_OPTIONS = CustomResourceOptions.Empty;
}
