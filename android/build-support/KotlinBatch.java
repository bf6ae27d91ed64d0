import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.jetbrains.kotlin.cli.common.ExitCode;
import org.jetbrains.kotlin.cli.jvm.K2JVMCompiler;

/**
 * Runs several Kotlin compiles in one JVM, so that the compiler loads and warms up once.
 * Each line of the job file is: a name, a tab, what the compile must do (`pass`, or `fail:` and
 * a text its errors must contain, so that a compile refused for another reason does not count),
 * a tab, then the compiler's arguments separated by tabs. The second argument is the folder for
 * the refused compiles' messages. Prints one line a job and exits non-zero when a job did not
 * do what it must. A must-fail job without a text is refused unrun: any refusal would match it.
 */
public final class KotlinBatch {
    public static void main(String[] arguments) throws IOException {
        boolean allAsExpected = true;
        try (BufferedReader reader = new BufferedReader(new FileReader(arguments[0]))) {
            String line;
            while ((line = reader.readLine()) != null) {
                if (line.isEmpty()) continue;
                String[] fields = line.split("\t");
                List<String> compilerArguments = new ArrayList<>();
                for (int index = 2; index < fields.length; index++) compilerArguments.add(fields[index]);
                boolean mustPass = fields[1].equals("pass");
                if (!mustPass && (!fields[1].startsWith("fail:") || fields[1].substring(5).isBlank())) {
                    allAsExpected = false;
                    System.out.printf("WRONG %s (must fail, but names no error it must be refused with)%n", fields[0]);
                    continue;
                }
                String expected = mustPass ? "" : fields[1].substring("fail:".length());
                long start = System.nanoTime();
                java.io.ByteArrayOutputStream messages = new java.io.ByteArrayOutputStream();
                ExitCode code = new K2JVMCompiler().exec(
                    mustPass ? System.err : new java.io.PrintStream(messages, true, "UTF-8"),
                    compilerArguments.toArray(new String[0]));
                String log = messages.toString("UTF-8");
                if (!mustPass) {
                    java.nio.file.Files.writeString(java.nio.file.Path.of(arguments[1],
                        fields[0].replaceAll("[^A-Za-z0-9.-]", "_") + ".log"), log);
                }
                boolean passed = code == ExitCode.OK;
                boolean asExpected = mustPass ? passed : !passed && log.contains(expected);
                allAsExpected &= asExpected;
                System.out.printf("%s %s (%s, %.1f s)%n", asExpected ? "ok" : "WRONG", fields[0],
                    passed ? "compiled" : "refused", (System.nanoTime() - start) / 1e9);
            }
        }
        System.exit(allAsExpected ? 0 : 1);
    }
}
