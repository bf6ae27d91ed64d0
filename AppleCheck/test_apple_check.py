"""Tests of the check's own logic, without an SDK: `python3 -m unittest discover AppleCheck`
(scripts/apple-check runs them first)."""

import argparse
import os
import pathlib
import tempfile
import textwrap
import unittest
from unittest import mock

import accepted_diagnostics
import doc_comment_samples
import sample_runs
import sdk_setup
import sources
import ui_doc_examples
from code_blocks import swift_block_spans

ENTRY = textwrap.dedent("""\
    ### UIAccessibilityTraits.button

    - Targets: ios, catalyst
    - Files: `Sources/A.swift` (1), `Sources/B.swift` (2)
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

    def test_a_new_occurrence_in_a_listed_file_fails_and_so_does_a_missing_one(self):
        accepted = self.load(ENTRY)
        once_in_a = [self.diagnostic("ios", "Sources/A.swift")]
        twice_in_b = [self.diagnostic("ios", "Sources/B.swift")] * 2
        self.assertEqual(accepted.judge(once_in_a + twice_in_b), ([], []))
        unlisted, wrong = accepted.judge(once_in_a * 2 + twice_in_b[:1])
        self.assertEqual(unlisted, [])
        self.assertEqual(wrong, [
            '"UIAccessibilityTraits.button" comes 2 time(s) in Sources/A.swift on ios; '
            'AcceptedDiagnostics.md lists 1',
            '"UIAccessibilityTraits.button" comes 1 time(s) in Sources/B.swift on ios; '
            'AcceptedDiagnostics.md lists 2'])
        other = self.diagnostic("ios", "Sources/A.swift", message="another")
        self.assertEqual(accepted.judge([other]), ([other], []))

    def test_a_swift5_compile_adds_only_what_swift6_did_not_say(self):
        swift6 = ("/p/A.swift:3:5: error: reference to static property 'button' is not "
                  "concurrency-safe\n/p/A.swift:9:1: warning: call to main actor-isolated "
                  "method 'run()' [#ActorIsolatedCall]\n")
        swift5 = ("/p/A.swift:3:5: warning: reference to static property 'button' is not "
                  "concurrency-safe; this is an error in the Swift 6 language mode\n"
                  "/p/A.swift:9:1: warning: call to main actor-isolated method 'run()'; this is "
                  "an error in the Swift 6 language mode [#ActorIsolatedCall]\n"
                  "/p/A.swift:1:1: warning: add '@preconcurrency' to suppress 'Sendable'-related "
                  "warnings from module 'UIKit'\n"
                  "/p/B.swift:7:9: warning: sending 'log' risks causing data races; this is an "
                  "error in the Swift 6 language mode [#SendingRisksDataRace]\n"
                  "/p/B.swift:9:3: error: constant 'limit' used before being initialized\n")
        self.assertEqual(accepted_diagnostics.added_by_swift5(swift6, swift5), [
            "/p/B.swift:7:9: error: sending 'log' risks causing data races [#SendingRisksDataRace]",
            "/p/B.swift:9:3: error: constant 'limit' used before being initialized"])

    def test_a_toolchain_artifact_names_the_fixture_that_shows_it(self):
        artifact = ENTRY.replace("- iOS 18.0: `UIAccessibilityConstants.h:34`: `...`",
                                 "- Toolchain: `AppleCheck/Fixtures/ToolchainX.swift` fails alike")
        self.assertEqual(self.load(artifact).entries[0].fixture,
                         "AppleCheck/Fixtures/ToolchainX.swift")
        # An SDK's error stops a compile before SIL; a toolchain's artifact comes from SIL.
        self.assertTrue(self.load(ENTRY).stops_before_sil([self.diagnostic("ios", "Sources/A.swift")]))
        self.assertFalse(self.load(artifact).stops_before_sil(
            [self.diagnostic("ios", "Sources/A.swift")]))
        with self.assertRaises(SystemExit):
            self.load(artifact.replace("AppleCheck/Fixtures/ToolchainX.swift", "Sources/A.swift"))
        with self.assertRaises(SystemExit):
            self.load(ENTRY.replace("`Sources/A.swift` (1)", "`Sources/A.swift`"))

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
            stdlib = sdk / "usr/lib/swift/Swift.swiftmodule"
            stdlib.mkdir(parents=True)
            (stdlib / "x86_64-apple-macos.swiftinterface").write_text(
                "import SwiftShims\npublic protocol Error : Swift.Sendable {\n  var _code: Swift.Int { get }\n}\n"
                "extension Swift.Error {\n}\n")
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
            text = (mirror / "usr/lib/swift/Swift.swiftmodule/"
                    "x86_64-apple-macos.swiftinterface").read_text()
            self.assertIn("  var _code: Swift.Int { get }\n}\n@_silgen_name(\"swift_willThrowTyped\")\n"
                          "@inlinable @_alwaysEmitIntoClient public func _willThrowTyped<E>"
                          "(_ error: E) where E : Swift.Error {\n}\nextension Swift.Error {", text)
            # The SDK itself is untouched.
            self.assertEqual((framework / "Modules").read_text(), "Versions/Current/Modules")

            isolated = pathlib.Path(folder) / "isolated"
            sdk_setup._mirror(sdk, isolated,
                              sdk_setup.SWIFTUI_PATCHES + sdk_setup.ISOLATION_PATCHES[:1])
            text = (isolated / "System/Library/Frameworks/SwiftUI.framework/Modules/"
                    "SwiftUI.swiftmodule/x86_64-apple-macos.swiftinterface").read_text()
            self.assertIn("@_Concurrency.MainActor @preconcurrency @_typeEraser(AnyView) "
                          "public protocol View {", text)


class FindingTests(unittest.TestCase):
    def test_without_an_sdk_every_place_looked_is_named(self):
        options = argparse.Namespace(sdks=None, ios_sdk=None, macos_sdk=None)
        with tempfile.TemporaryDirectory() as folder, \
                mock.patch.dict(os.environ, {}, clear=True), \
                mock.patch("shutil.which", return_value=None):
            root = pathlib.Path(folder) / "clone"
            found, looked = sdk_setup.find_sdks(options, root)
        self.assertIsNone(found)
        self.assertEqual(looked, [
            "--sdks, --ios-sdk, --macos-sdk: not given",
            "STEPPER_APPLE_SDKS, STEPPER_IOS_SDK, STEPPER_MACOS_SDK: not set",
            f"{pathlib.Path(folder) / 'shared' / 'apple-sdks'}: no such folder",
            "Xcode's (xcrun --show-sdk-path): no xcrun, not a Mac with Xcode"])

    def test_a_folder_named_without_an_sdk_is_an_error(self):
        options = argparse.Namespace(sdks=None, ios_sdk=None, macos_sdk=None)
        with tempfile.TemporaryDirectory() as folder, \
                mock.patch.dict(os.environ, {"STEPPER_APPLE_SDKS": folder}, clear=True):
            with self.assertRaises(SystemExit):
                sdk_setup.find_sdks(options, pathlib.Path(folder))


class SampleTests(unittest.TestCase):
    def test_every_swift_block_compiles_somewhere_and_a_fragment_is_named(self):
        with tempfile.TemporaryDirectory() as folder:
            root = pathlib.Path(folder)
            (root / "README.md").write_text(
                "```swift\nimport StepperKit\nimport StepperUI\nimport SwiftUI\n```\n"
                "```swift\nimport StepperKit\nprint(1)\n```\n```sh\nswift build\n```\n")
            docc = root / "Sources" / "StepperTooling" / "StepperTooling.docc"
            docc.mkdir(parents=True)
            (docc / "Tokens.md").write_text(
                "```swift\nimport PackageDescription\n```\n```swift\nlet x = 1\n```\n")
            apple, linux, manifests, orphans = sources.samples(root, root / "work")
        self.assertEqual([u.name for u in apple], ["README.md sample 1"])
        self.assertEqual([name for name, _ in linux], ["README.md sample 2"])
        self.assertEqual([name for name, _ in manifests],
                         ["Sources/StepperTooling/StepperTooling.docc/Tokens.md sample 1"])
        self.assertEqual(orphans, ["Sources/StepperTooling/StepperTooling.docc/Tokens.md sample 2"])


class DocCommentSampleTests(unittest.TestCase):
    SOURCE = textwrap.dedent("""\
        /// A public type.
        ///
        /// ```swift
        /// print(Thing().name)
        /// // Prints "a \\"b\\" \\u{E9}"
        /// ```
        public struct Thing {
          /// ```swift
          /// let n = Thing().count
          /// ```
          @inlinable
          package var count: Int { 1 }
          /// ```swift
          /// import Foundation
          /// print(Thing().helper(), 2)
          /// // Prints "1 2"
          /// ```
          func helper() -> Int { 1 }
          /// Not an example:
          /// ```sh
          /// stepper render
          /// ```
          open func drawn() {}
        }
        """)

    def examples(self):
        return [doc_comment_samples.DocExample(f"line {block.comment}", "StepperRendering",
                                               block.access, block.code)
                for block in doc_comment_samples.doc_blocks(self.SOURCE)]

    def test_each_swift_block_is_read_with_the_access_of_the_declaration_it_documents(self):
        self.assertEqual([(e.name, e.access) for e in self.examples()],
                         [("line 1", "public"), ("line 8", "package"), ("line 13", "internal")])

    def test_an_example_gets_the_imports_it_leaves_out_as_what_sees_its_declaration(self):
        public, package, internal = self.examples()
        self.assertEqual(doc_comment_samples.as_file(public).split("\n")[:3],
                         ["import StepperRendering", "import StepperKit", "print(Thing().name)"])
        self.assertEqual(doc_comment_samples.flags(public, "main"), [])
        self.assertEqual(doc_comment_samples.flags(package, "main"), ["-package-name", "main"])
        self.assertEqual(doc_comment_samples.as_file(internal).split("\n")[:3],
                         ["@testable import StepperRendering", "import StepperKit",
                          "import Foundation"])

    def test_what_an_example_prints_is_its_prints_lines_read_as_swift_literals(self):
        public, package, internal = self.examples()
        self.assertEqual(sample_runs.expected_output(public.code), 'a "b" \u00e9\n')
        self.assertIsNone(sample_runs.expected_output(package.code))
        self.assertEqual(sample_runs.expected_output(internal.code), "1 2\n")
        self.assertEqual(sample_runs.expected_output('// Prints "a\\\\nb"\n'),
                         "a\\nb\n")


class UIDocExampleTests(unittest.TestCase):
    SWIFTUI = textwrap.dedent("""\
        #if canImport(SwiftUI)
          import SwiftUI

          extension EBStepper {
            /// Goes where the app says.
            ///
            /// ```swift
            /// @State private var uploaded = 0.0  // from 0 to 1
            /// EBStepper(current: 2, total: 4)
            ///   .stepProgress(uploaded)
            ///   .onSelectStep { step in flow.go(to: step) }
            /// ```
            @available(iOS 17.0, macOS 14.0, *)
            @MainActor
            public func go() {}
          }
        #endif
        """)
    UIKIT = textwrap.dedent("""\
        import UIKit

        /// A control.
        ///
        /// ```swift
        /// import Foundation
        /// let stepper = EBStepperView(current: 1, total: 4)
        /// stepper.addTarget(self, action: #selector(chosen(_:)), for: .valueChanged)
        ///
        /// @objc func chosen(_ stepper: EBStepperView) {
        ///   guard let step = stepper.selectedStep else { return }
        ///   print("}", step)
        /// }
        /// ```
        public final class EBStepperView {}
        """)

    def example(self, text, kind, path="/p/Sources/StepperUI/A.swift"):
        block, = doc_comment_samples.doc_blocks(text)
        return ui_doc_examples.UIExample(path, f"A.swift:{block.opening}", kind, block)

    def test_a_block_is_read_with_its_lines_columns_fences_and_attributes(self):
        block, = doc_comment_samples.doc_blocks(self.SWIFTUI)
        self.assertEqual((block.comment, block.opening, block.closing), (5, 7, 12))
        self.assertEqual([(line.number, line.column) for line in block.lines],
                         [(8, 9), (9, 9), (10, 9), (11, 9)])
        self.assertEqual(block.lines[2].text, "  .stepProgress(uploaded)")
        self.assertEqual(block.attributes, ["@available(iOS 17.0, macOS 14.0, *)", "@MainActor"])
        self.assertEqual(block.access, "public")
        self.assertEqual(swift_block_spans(["```swift", "a", "```", "```swift", "b"]),
                         [(0, 2, [1])])

    def test_an_example_is_written_in_what_its_source_imports(self):
        self.assertEqual(ui_doc_examples.kind_of(self.SWIFTUI), "SwiftUI")
        self.assertEqual(ui_doc_examples.kind_of(self.UIKIT), "UIKit")
        self.assertEqual(ui_doc_examples.kind_of("  import SwiftUI\n  import UIKit\n"), "SwiftUI")
        self.assertEqual(ui_doc_examples.kind_of("import StepperKit\n"), "Swift")

    def test_declarations_at_the_margin_are_members_and_the_rest_the_body(self):
        example = self.example(self.UIKIT, "UIKit")
        imports, members, statements = ui_doc_examples.parts(example.block.lines)
        self.assertEqual(imports, ["import Foundation"])
        self.assertEqual([line.number for line in members], [10, 11, 12, 13])
        self.assertEqual([line.text for line in statements],
                         ["let stepper = EBStepperView(current: 1, total: 4)",
                          "stepper.addTarget(self, action: #selector(chosen(_:)), "
                          "for: .valueChanged)", ""])

    def test_only_a_free_name_an_example_uses_and_does_not_declare_is_declared_for_it(self):
        self.assertEqual(ui_doc_examples.free_names("x { step in flow.go(to: step) }"), ["flow"])
        self.assertEqual(ui_doc_examples.free_names("let flow = Flow()\nflow.go(to: 2)"), [])
        self.assertEqual(ui_doc_examples.free_names("app.flow.go(to: 2)"), [])
        self.assertEqual(ui_doc_examples.free_names("workflow.start()"), [])

    def test_a_swiftui_example_is_a_view_whose_lines_keep_their_place_in_the_source(self):
        text = ui_doc_examples.render(
            ui_doc_examples.as_file(self.example(self.SWIFTUI, "SwiftUI"), 3), "/p/A.swift")
        self.assertEqual(text, textwrap.dedent("""\
            import StepperKit
            import StepperUI
            import SwiftUI

            #sourceLocation(file: "/p/A.swift", line: 7)
            @available(iOS 17.0, macOS 14.0, *)
            #sourceLocation(file: "/p/A.swift", line: 7)
            struct Example03: View {
                    @State private var uploaded = 0.0  // from 0 to 1
            #sourceLocation(file: "/p/A.swift", line: 7)
              let flow = AppFlow()
            #sourceLocation(file: "/p/A.swift", line: 7)
              var body: some View {
            #sourceLocation(file: "/p/A.swift", line: 9)
                    EBStepper(current: 2, total: 4)
                      .stepProgress(uploaded)
                      .onSelectStep { step in flow.go(to: step) }
              }
            #sourceLocation(file: "/p/A.swift", line: 12)
            }
            #sourceLocation()
            """))

    def test_a_uikit_example_is_a_method_of_a_view_controller_beside_its_members(self):
        text = ui_doc_examples.render(
            ui_doc_examples.as_file(self.example(self.UIKIT, "UIKit"), 1), "/p/B.swift")
        lines = text.split("\n")
        self.assertEqual(lines[:4], ["import StepperKit", "import StepperUI", "import UIKit",
                                     "import Foundation"])
        self.assertIn("final class Example01: UIViewController {", lines)
        self.assertLess(lines.index("    @objc func chosen(_ stepper: EBStepperView) {"),
                        lines.index("  func example() {"))
        self.assertNotIn("  let flow = AppFlow()", lines)

    def test_uikit_examples_are_compiled_where_uikit_is_and_the_others_everywhere(self):
        with tempfile.TemporaryDirectory() as folder:
            root = pathlib.Path(folder)
            source = root / "Sources" / "StepperUI"
            (source / "UIKit").mkdir(parents=True)
            (source / "A.swift").write_text(self.SWIFTUI)
            (source / "UIKit" / "B.swift").write_text(self.UIKIT)
            swiftui, uikit = ui_doc_examples.units(root, root / "work")
            ios = sdk_setup.Target("ios", "iOS 16", "arm64-apple-ios16.0", "ios", "UIKit")
            macos = sdk_setup.Target("macos", "macOS 13", "x86_64-apple-macos13.0", "macos",
                                     "AppKit")
            self.assertEqual((swiftui.applies_to(ios), swiftui.applies_to(macos)), (True, True))
            self.assertEqual((uikit.applies_to(ios), uikit.applies_to(macos)), (True, False))
            self.assertEqual([pathlib.Path(p).name for p in swiftui.paths],
                             ["example-01.swift", "free-names.swift"])
            self.assertEqual([pathlib.Path(p).name for p in uikit.paths], ["example-02.swift"])
            self.assertIn(f'#sourceLocation(file: "{source / "UIKit" / "B.swift"}", line: 5)',
                          pathlib.Path(uikit.paths[0]).read_text())
            self.assertEqual(swiftui.name, "the app of the 1 doc-comment examples of "
                             "Sources/StepperUI (SwiftUI and Swift)")


if __name__ == "__main__":
    unittest.main()
