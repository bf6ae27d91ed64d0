// Plugins are declared here and applied in the modules that use them. Declaring kotlin-jvm here
// also puts its Kotlin Gradle plugin on the classpath the Android Gradle plugin's built-in Kotlin
// uses, so both modules compile with the catalog's Kotlin version.
plugins {
    alias(libs.plugins.android.library) apply false
    alias(libs.plugins.kotlin.jvm) apply false
    alias(libs.plugins.kotlin.compose) apply false
}
