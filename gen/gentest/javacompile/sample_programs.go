package javacompile

import "github.com/pclgen/pclgen/gen"

// JavaFile returns, for tests of Java programs, a file of a program in
// package generated_program at the path a Maven project has it.
func JavaFile(class, src string) gen.File {
	return gen.File{Path: "src/main/java/generated_program/" + class + ".java", Contents: []byte(src)}
}

// App returns, for tests of Java programs, the entry class App of a program
// in package generated_program, with imports and whose stack method has
// body: the shape a generated program has (see the package doc).
func App(imports, body string) gen.File {
	return JavaFile("App", `package generated_program;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import com.pulumi.core.Output;
`+imports+`
public class App {
    public static void main(String[] args) {
        Pulumi.run(App::stack);
    }

    public static void stack(Context ctx) {
`+body+`
    }
}
`)
}
