// Model of Apple's `DeveloperToolsSupport` module: the module that declares the `#Preview`
// macro (`@freestanding(declaration) public macro Preview(_ name: String? = nil, body: ...)`,
// implemented by the `PreviewsMacros` plugin that ships with Xcode). SwiftUI re-exports it:
// `@_exported import DeveloperToolsSupport` in iPhoneOS17.0.sdk/System/Library/Frameworks/
// SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
// (github.com/xybp888/iOS-SDKs at 17a406eaab76a1e1f2fa3e8e50c6acb47e26ca55, read).
//
// The model declares nothing in it: a macro cannot expand without its plugin, which cannot run
// here. The module exists so that `canImport(DeveloperToolsSupport)` is true, as on Apple
// platforms; a `#Preview` left in code the check compiles fails with "no macro named
// 'Preview'". scripts/apple-check checks the preview bodies as ordinary functions instead.
