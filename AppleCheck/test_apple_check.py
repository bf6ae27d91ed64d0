"""Tests of the check's own logic, without an SDK: `python3 -m unittest discover AppleCheck`
(scripts/apple-check runs them first)."""

import os
import pathlib
import tempfile
import textwrap
import unittest

import accepted_diagnostics
import sdk_setup

ENTRY = textwrap.dedent("""\
    ### UIAccessibilityTraits.button

    - Targets: ios, catalyst
    - Files: `Sources/A.swift`, `Sources/B.swift`
    - Diagnostic: `error: reference to static property 'button' is not concurrency-safe`
    - iOS 18.0: `UIAccessibilityConstants.h:34`: `...`
    - Why: a constant from iOS 18.
    """)


class AcceptedListTests(unittest.TestCase):
    def load(self, text):
        with tempfile.TemporaryDirectory() as folder:
            path = pathlib.Path(folder) / "AcceptedDiagnostics.md"
            path.write_text("# Title\n\n" + text)
            return accepted_diagnostics.AcceptedList.load(path)

    def diagnostic(self, target, file, message="reference to static property 'button' is not "
                   "concurrency-safe", severity="error"):
        return accepted_diagnostics.Diagnostic(target, file, 3, severity, message)

    def test_parses_compiler_output_with_paths_relative_to_the_project(self):
        root = pathlib.Path("/project")
        text = ("/project/Sources/A.swift:12:5: error: something wrong\n"
                "   |  `- note: a note\n"
                "<unknown>:0: warning: using sysroot\n"
                "warning: a driver warning\n")
        found = accepted_diagnostics.parse(text, root, "ios")
        self.assertEqual([(d.file, d.line, d.severity, d.message) for d in found], [
            ("Sources/A.swift", 12, "error", "something wrong"),
            ("<unknown>", 0, "warning", "using sysroot"),
            ("<unknown>", 0, "warning", "a driver warning"),
        ])

    def test_covers_only_the_quoted_diagnostic_in_a_named_file_on_a_named_target(self):
        accepted = self.load(ENTRY)
        self.assertTrue(accepted.covers(self.diagnostic("ios", "Sources/A.swift"), "ios"))
        self.assertFalse(accepted.covers(self.diagnostic("macos", "Sources/A.swift"), "macos"))
        self.assertFalse(accepted.covers(self.diagnostic("ios", "Sources/C.swift"), "ios"))
        self.assertFalse(accepted.covers(
            self.diagnostic("ios", "Sources/A.swift", severity="warning"), "ios"))
        self.assertFalse(accepted.covers(
            self.diagnostic("ios", "Sources/A.swift", message="another"), "ios"))

    def test_an_entry_that_no_longer_matches_in_a_file_or_on_a_target_is_stale(self):
        accepted = self.load(ENTRY)
        everywhere = [self.diagnostic(t, f) for t in ("ios", "catalyst")
                      for f in ("Sources/A.swift", "Sources/B.swift")]
        self.assertEqual(accepted.stale_entries(everywhere, ["ios", "catalyst"]), [])
        self.assertEqual(accepted.stale_entries(everywhere[1:], ["ios", "catalyst"]),
                         ['"UIAccessibilityTraits.button" in Sources/A.swift on ios'])
        # A target that was not checked cannot make an entry stale.
        self.assertEqual(accepted.stale_entries(everywhere[:2], ["ios"]), [])

    def test_an_entry_without_its_evidence_is_refused(self):
        with self.assertRaises(SystemExit):
            self.load(ENTRY.replace("- iOS 18.0: `UIAccessibilityConstants.h:34`: `...`\n", ""))
        with self.assertRaises(SystemExit):
            self.load(ENTRY.replace("`error: reference", "error: reference"))


class MirrorTests(unittest.TestCase):
    def test_links_stored_as_files_become_links_and_swiftui_is_patched(self):
        with tempfile.TemporaryDirectory() as folder:
            sdk = pathlib.Path(folder) / "macOS14.0.sdk"
            framework = sdk / "System/Library/Frameworks/SwiftUI.framework"
            modules = framework / "Versions/A/Modules/SwiftUI.swiftmodule"
            modules.mkdir(parents=True)
            (framework / "Versions/A/Headers").mkdir()
            (framework / "Versions/Current").write_text("A")
            (framework / "Modules").write_text("Versions/Current/Modules")
            (framework / "Headers").write_text("Versions/Current/Headers")
            (sdk / "usr/include/pthread").mkdir(parents=True)
            (sdk / "usr/include/pthread/pthread.h").write_text("int x;\n")
            (sdk / "usr/include/pthread.h").write_text("pthread/pthread.h")
            (sdk / "usr/include/short.h").write_text("#pragma once")  # not a path: kept
            (modules / "x86_64-apple-macos.swiftinterface").write_text(
                "// swift-module-flags: -target x86_64-apple-macos14.0\n"
                "Accessing Environment<\\(Value.self)>'s value outside of\n"
                "@_typeEraser(AnyView) public protocol View {\n")
            mirror = pathlib.Path(folder) / "mirror"
            sdk_setup._mirror(sdk, mirror, sdk_setup.SWIFTUI_PATCHES)
            mirrored = mirror / "System/Library/Frameworks/SwiftUI.framework"
            self.assertEqual(os.readlink(mirrored / "Modules"), "Versions/Current/Modules")
            self.assertEqual(os.readlink(mirrored / "Versions/Current"), "A")
            self.assertEqual(os.readlink(mirror / "usr/include/pthread.h"), "pthread/pthread.h")
            self.assertEqual((mirror / "usr/include/pthread.h").read_text(), "int x;\n")
            self.assertEqual((mirror / "usr/include/short.h").read_text(), "#pragma once")
            interface = (mirrored / "Modules/SwiftUI.swiftmodule/x86_64-apple-macos.swiftinterface")
            text = interface.read_text()
            self.assertIn("-disable-availability-checking", text)
            self.assertIn("Accessing Environment value", text)
            self.assertIn("\n@_typeEraser(AnyView) public protocol View {", text)
            # The SDK itself is untouched.
            self.assertEqual((framework / "Modules").read_text(), "Versions/Current/Modules")

            isolated = pathlib.Path(folder) / "isolated"
            sdk_setup._mirror(sdk, isolated,
                              sdk_setup.SWIFTUI_PATCHES + sdk_setup.ISOLATION_PATCHES[:1])
            text = (isolated / "System/Library/Frameworks/SwiftUI.framework/Modules/"
                    "SwiftUI.swiftmodule/x86_64-apple-macos.swiftinterface").read_text()
            self.assertIn("@_Concurrency.MainActor @preconcurrency @_typeEraser(AnyView) "
                          "public protocol View {", text)


if __name__ == "__main__":
    unittest.main()
