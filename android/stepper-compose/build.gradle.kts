// EBStepper for Jetpack Compose: draws the core's scene on a Canvas with its semantics.
// Kotlin is compiled by the Android Gradle plugin itself (built-in Kotlin): no kotlin-android plugin.
plugins {
    alias(libs.plugins.android.library)
    alias(libs.plugins.kotlin.compose)
}

android {
    namespace = "eb.stepper.compose"
    compileSdk = libs.versions.compile.sdk.get().toInt()

    defaultConfig {
        minSdk = libs.versions.min.sdk.get().toInt()
    }

    // A library has no targetSdk of its own: it is the app's. These set the level its tests
    // and lint run against.
    testOptions {
        targetSdk = libs.versions.target.sdk.get().toInt()
    }
    lint {
        targetSdk = libs.versions.target.sdk.get().toInt()
    }

    buildFeatures {
        compose = true
    }

    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }
}

kotlin {
    jvmToolchain(libs.versions.jvm.toolchain.get().toInt())
    compilerOptions { allWarningsAsErrors.set(true) }
}

dependencies {
    api(project(":stepper-core"))
    implementation(platform(libs.compose.bom))
    implementation(libs.compose.ui)
    implementation(libs.compose.ui.text)
    implementation(libs.compose.foundation)
    implementation(libs.compose.material3)
}
