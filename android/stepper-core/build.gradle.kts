// The Kotlin core: configuration → layout → scene → JSON, and the `stepper` command line.
// Plain Kotlin on the JVM, no Android types, so its tests run as local unit tests.
plugins {
    alias(libs.plugins.kotlin.jvm)
    application
}

kotlin {
    jvmToolchain(libs.versions.jvm.toolchain.get().toInt())
    compilerOptions { allWarningsAsErrors.set(true) }
}

application {
    mainClass.set("eb.stepper.cli.MainKt")
}

dependencies {
    testImplementation(libs.junit)
}

tasks.test {
    // The cross-checks read the package's golden files and the Swift build from the repository.
    systemProperty("stepper.root", rootProject.projectDir.parentFile.absolutePath)
}
