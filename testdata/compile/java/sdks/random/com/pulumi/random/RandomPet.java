// A stand-in for the RandomPet class of com.pulumi:random 4.11.2 (see
// sdks/README.md): the API of the generated SDK, without its docs.
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

@ResourceType(type = "random:index/randomPet:RandomPet")
public class RandomPet extends CustomResource {
    @Export(name = "keepers", refs = {Map.class, String.class}, tree = "[0,1,1]")
    private Output<Map<String, String>> keepers;
    @Export(name = "length", refs = {Integer.class}, tree = "[0]")
    private Output<Integer> length;
    @Export(name = "prefix", refs = {String.class}, tree = "[0]")
    private Output<String> prefix;
    @Export(name = "separator", refs = {String.class}, tree = "[0]")
    private Output<String> separator;

    public Output<Optional<Map<String, String>>> keepers() { return Codegen.optional(this.keepers); }
    public Output<Integer> length() { return this.length; }
    public Output<Optional<String>> prefix() { return Codegen.optional(this.prefix); }
    public Output<String> separator() { return this.separator; }

    public RandomPet(String name) {
        this(name, RandomPetArgs.Empty);
    }

    public RandomPet(String name, @Nullable RandomPetArgs args) {
        this(name, args, null);
    }

    public RandomPet(String name, @Nullable RandomPetArgs args, @Nullable CustomResourceOptions options) {
        super("random:index/randomPet:RandomPet", name, args == null ? RandomPetArgs.Empty : args,
            CustomResourceOptions.merge(CustomResourceOptions.Empty, options, null));
    }
}
