// Driver runs generated Java programs under the Java SDK's mocks, one after
// another in this JVM, and writes each run's raw pclgen trace (see
// interp/trace in the pclgen repository). It is the run-time half of
// pclgen's gen/gentest/javarun, which compiles the programs and this driver
// and reads what it prints.
//
//     java dev.pclgen.javarun.Driver MANIFEST.json FIRST
//
// MANIFEST.json is {"jobs": [{"name": N, "class": C, "mocks": M, "trace": T}]}:
// the driver runs job FIRST and the ones after it. For each, it prints a
// line "### pclgen-javarun start I ###", calls C's public static void
// stack(Context) under PulumiTestInternal with project "project" and stack
// "stack" (not as a preview), the config of the mocks file M (trace.Mocks)
// and a TraceMonitor answering from M, writes the raw trace to T, and
// prints "### pclgen-javarun end I ###". The program's error (an exception,
// thrown in its body or in an output, or an error it logged) is the trace's.
//
// Programs run one at a time: the SDK's deployment is a global. After a
// run, the driver waits until the SDK's tasks of the run are done; when
// some are still pending (a failed run's registrations under way), it
// waits two seconds for them, and when they still are, it exits with
// status 3 after the run's end line, so that no late registration reaches
// the next program: the caller restarts it at the next job.
package dev.pclgen.javarun;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.pulumi.Context;
import com.pulumi.deployment.internal.Runner;
import com.pulumi.test.TestOptions;
import com.pulumi.test.TestResult;
import com.pulumi.test.internal.PulumiTestInternal;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;

public final class Driver {
    // The names every mock run uses, as pclgen's interpreter.
    static final String PROJECT = "project";
    static final String STACK = "stack";
    static final String ORGANIZATION = "organization";

    // The exit status that asks the caller to go on in a new JVM.
    static final int RESTART = 3;
    // How long a failed run's pending tasks may take to finish.
    static final long GRACE_MILLIS = 2000;

    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create();

    private Driver() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: java dev.pclgen.javarun.Driver MANIFEST.json FIRST");
            System.exit(2);
        }
        JsonArray jobs = read(Path.of(args[0])).getAsJsonArray("jobs");
        for (int i = Integer.parseInt(args[1]); i < jobs.size(); i++) {
            marker("start", i);
            JsonObject job = jobs.get(i).getAsJsonObject();
            boolean fit = run(job);
            marker("end", i);
            if (!fit && i + 1 < jobs.size()) {
                System.exit(RESTART);
            }
        }
        System.exit(0);
    }

    private static void marker(String what, int i) {
        System.err.flush();
        System.out.println("### pclgen-javarun " + what + " " + i + " ###");
        System.out.flush();
    }

    private static JsonObject read(Path p) throws IOException {
        return JsonParser.parseString(Files.readString(p, StandardCharsets.UTF_8)).getAsJsonObject();
    }

    // run runs one job and writes its trace; it returns false when tasks of
    // the run are still pending.
    private static boolean run(JsonObject job) throws IOException {
        JsonObject mocks = read(Path.of(job.get("mocks").getAsString()));
        Map<String, String> config = new HashMap<>();
        JsonElement c = mocks.get("config");
        if (c != null && c.isJsonObject()) {
            for (Map.Entry<String, JsonElement> e : c.getAsJsonObject().entrySet()) {
                config.put(e.getKey(), e.getValue().getAsString());
            }
        }
        Set<String> secretKeys = new HashSet<>();
        JsonElement s = mocks.get("secretKeys");
        if (s != null && s.isJsonArray()) {
            s.getAsJsonArray().forEach(k -> secretKeys.add(k.getAsString()));
        }

        TraceMonitor[] monitor = new TraceMonitor[1];
        PulumiTestInternal.cleanup();
        PulumiTestInternal test = PulumiTestInternal.builder()
            .options(TestOptions.builder()
                .organizationName(ORGANIZATION)
                .projectName(PROJECT)
                .stackName(STACK)
                .preview(false)
                .build())
            .config(config, secretKeys)
            .monitorDecorator(m -> monitor[0] = new TraceMonitor(m, mocks))
            .build();
        String error;
        try {
            Method stack = entry(job.get("class").getAsString());
            TestResult result = test.runTest(ctx -> call(stack, ctx));
            error = errorOf(result);
        } catch (Throwable t) {
            t.printStackTrace();
            error = describe(t);
        }
        boolean fit = settle(test.runner(), error.isEmpty() ? 0 : GRACE_MILLIS);
        String root = System.getProperty("user.dir");
        String trace = GSON.toJson(monitor[0].trace(error, root)) + "\n";
        Files.writeString(Path.of(job.get("trace").getAsString()), trace, StandardCharsets.UTF_8);
        PulumiTestInternal.cleanup();
        return fit;
    }

    // entry returns the program's public static void stack(Context).
    private static Method entry(String className) throws ReflectiveOperationException {
        Class<?> cls = Class.forName(className, false, Driver.class.getClassLoader());
        Method m = cls.getMethod("stack", Context.class);
        if (!Modifier.isStatic(m.getModifiers())) {
            throw new NoSuchMethodException(className + ".stack(Context) is not static");
        }
        // The class need not be public.
        m.setAccessible(true);
        return m;
    }

    private static void call(Method stack, Context ctx) {
        try {
            stack.invoke(null, ctx);
        } catch (InvocationTargetException e) {
            throw Driver.<RuntimeException>sneaky(e.getCause());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    @SuppressWarnings("unchecked")
    private static <T extends Throwable> T sneaky(Throwable t) throws T {
        throw (T) t;
    }

    // errorOf returns the run's error, or "".
    private static String errorOf(TestResult result) {
        if (!result.exceptions().isEmpty()) {
            for (Exception e : result.exceptions()) {
                e.printStackTrace();
            }
            return describe(result.exceptions().get(0));
        }
        if (!result.errors().isEmpty()) {
            return "the program logged an error: " + result.errors().get(0);
        }
        if (result.exitCode() != 0) {
            return "the program failed with exit code " + result.exitCode();
        }
        return "";
    }

    // describe names an exception by its class and message, without the
    // wrappers of futures and reflection.
    static String describe(Throwable t) {
        while ((t instanceof CompletionException || t instanceof ExecutionException
            || t instanceof InvocationTargetException) && t.getCause() != null) {
            t = t.getCause();
        }
        String msg = t.getMessage();
        String name = t.getClass().getSimpleName();
        return msg == null || msg.isEmpty() ? name : name + ": " + msg;
    }

    // settle waits until every task the SDK's runner tracks is done (for
    // three looks in a row, so that a registration that a finished task
    // starts is seen), at most grace milliseconds, and reports whether they
    // are.
    private static boolean settle(Runner runner, long grace) {
        Map<?, ?> tasks = inFlightTasks(runner);
        if (tasks == null) {
            return true;
        }
        long deadline = System.nanoTime() + grace * 1_000_000;
        int quiet = 0;
        while (true) {
            boolean pending = false;
            for (Object f : tasks.keySet().toArray()) {
                if (f instanceof CompletableFuture && !((CompletableFuture<?>) f).isDone()) {
                    pending = true;
                    break;
                }
            }
            quiet = pending ? 0 : quiet + 1;
            if (quiet >= 3) {
                return true;
            }
            if (pending && System.nanoTime() > deadline) {
                return false;
            }
            try {
                Thread.sleep(pending ? 20 : 2);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
    }

    // inFlightTasks returns the runner's map of the tasks it waits for, or
    // null when this SDK has none.
    private static Map<?, ?> inFlightTasks(Runner runner) {
        for (Class<?> c = runner.getClass(); c != null; c = c.getSuperclass()) {
            try {
                Field f = c.getDeclaredField("inFlightTasks");
                f.setAccessible(true);
                Object v = f.get(runner);
                return v instanceof Map ? (Map<?, ?>) v : null;
            } catch (NoSuchFieldException e) {
                continue;
            } catch (ReflectiveOperationException | RuntimeException e) {
                return null;
            }
        }
        return null;
    }
}
