// The Android side of StepperKit: a pure-Kotlin core and the Compose component on top of it.
pluginManagement {
    repositories {
        google()
        mavenCentral()
        gradlePluginPortal()
    }
}

dependencyResolutionManagement {
    repositoriesMode.set(RepositoriesMode.FAIL_ON_PROJECT_REPOS)
    repositories {
        google()
        mavenCentral()
    }
}

rootProject.name = "stepperkit-android"
include(":stepper-core", ":stepper-compose")
