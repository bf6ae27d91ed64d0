"""Finding Apple's SDKs, and the adjustments Linux's Swift toolchain needs to read them.

On a Mac, Xcode's `swiftc` reads Xcode's SDKs as they are. Elsewhere, `scripts/apple-check`
builds, under .build/apple-check and never in the SDK itself:
  - a mirror of each SDK made of links, in which a link that the SDK's copy stores as a small
    text file holding the link's target (`Headers` → `Versions/Current/Headers`, `pthread.h` →
    `pthread/pthread.h`) is a real link again, and SwiftUI's interfaces are patched copies
    (`SWIFTUI_PATCHES` below);
  - a resource folder of its own, with the toolchain's `shims` and `clang` folders but none of its
    Linux module maps (which collide with the SDK's), and the API notes of `os` that Xcode's
    toolchain supplies: `toolchain-apinotes/os.apinotes` in the folder the SDKs came from, or in
    ../shared/apple-sdks (notes from the Swift project's own `apinotes/os.apinotes`).
"""

import glob
import os
import pathlib
import platform
import re
import shutil
import subprocess
from dataclasses import dataclass


@dataclass(frozen=True)
class Target:
    """A platform the check compiles for."""

    name: str  # ios, macos, catalyst
    display: str  # iOS 16
    triple: str  # arm64-apple-ios16.0
    sdk_kind: str  # the SDK it reads: ios or macos
    ui_framework: str  # UIKit or AppKit
    isolation: str = "sdk"  # SwiftUI's isolation: the SDK's, or "ios18" (ISOLATION_PATCHES)


@dataclass
class SDKs:
    """The SDKs found, by kind (ios, macos), and where they came from."""

    paths: dict
    source: str
    from_xcode: bool


def _sdks_in(folder):
    """The iOS and macOS SDKs inside a folder, by kind."""
    found = {}
    for kind, patterns in (("ios", ["iPhoneOS*.sdk"]), ("macos", ["MacOSX*.sdk", "macOS*.sdk"])):
        for pattern in patterns:
            matches = sorted(glob.glob(os.path.join(folder, pattern)))
            if matches:
                found[kind] = pathlib.Path(matches[-1])
                break
    return found


def _named(paths, source):
    """The SDKs someone named, which must exist."""
    missing = [str(p) for p in paths.values() if not p.is_dir()]
    if not paths or missing:
        raise SystemExit(f"apple-check: {source} names no SDK folder ({', '.join(missing) or 'none found'}): "
                         "give an iPhoneOS*.sdk or MacOSX*.sdk folder, or a folder holding them")
    return SDKs(paths, source, False)


def find_sdks(options, root):
    """The SDKs to check against, in the order AppleCheck/README.md gives, or None; and every
    place looked, in that order, with what was found there."""
    looked = []
    single = {"ios": options.ios_sdk, "macos": options.macos_sdk}
    if options.sdks or any(single.values()):
        paths = _sdks_in(options.sdks) if options.sdks else {}
        paths.update({k: pathlib.Path(v) for k, v in single.items() if v})
        return _named(paths, f"the command line (--sdks {options.sdks})" if options.sdks
                      else "the command line"), looked
    looked.append("--sdks, --ios-sdk, --macos-sdk: not given")
    env_single = {"ios": os.environ.get("STEPPER_IOS_SDK"),
                  "macos": os.environ.get("STEPPER_MACOS_SDK")}
    env_folder = os.environ.get("STEPPER_APPLE_SDKS")
    if env_folder or any(env_single.values()):
        paths = _sdks_in(env_folder) if env_folder else {}
        paths.update({k: pathlib.Path(v) for k, v in env_single.items() if v})
        return _named(paths, f"the environment (STEPPER_APPLE_SDKS={env_folder})" if env_folder
                      else "the environment"), looked
    looked.append("STEPPER_APPLE_SDKS, STEPPER_IOS_SDK, STEPPER_MACOS_SDK: not set")
    beside = root.parent / "shared" / "apple-sdks"
    paths = _sdks_in(beside)
    if paths:
        return SDKs(paths, str(beside), False), looked
    looked.append(f"{beside}: " + ("no iPhoneOS*.sdk or MacOSX*.sdk in it" if beside.is_dir()
                                   else "no such folder"))
    if shutil.which("xcrun"):
        paths = {}
        for kind, name in (("ios", "iphoneos"), ("macos", "macosx")):
            result = subprocess.run(["xcrun", "--sdk", name, "--show-sdk-path"],
                                    capture_output=True, text=True)
            if result.returncode == 0 and result.stdout.strip():
                paths[kind] = pathlib.Path(result.stdout.strip())
        if paths:
            return SDKs(paths, "Xcode", True), looked
        looked.append("Xcode's (xcrun --sdk iphoneos/macosx --show-sdk-path): none")
    else:
        looked.append("Xcode's (xcrun --show-sdk-path): no xcrun, not a Mac with Xcode")
    return None, looked


# SwiftUI's interfaces were written by the Swift 5.9 of Xcode 15; Swift 6.3 rebuilds them more
# strictly. Each patch is what makes the interface build, and changes no declaration:
#   - availability inside the interface itself is not checked again (16 errors such as
#     "'_StackLayoutCache' is only available in iOS 16.0" in SwiftUI's own code); our code is
#     still checked against every `@available` in it;
#   - an `@inlinable` getter of `Environment` passes an interpolated string to `os_log`, which
#     this toolchain's `os` overlay refuses; the message loses its interpolation.
SWIFTUI_PATCHES = [
    (re.compile(r"^(// swift-module-flags: .*)$", re.M), r"\1 -disable-availability-checking"),
    (re.compile(r"Accessing Environment<\\\(Value\.self\)>'s value"), "Accessing Environment value"),
]

# SwiftUI's isolation as the iOS 18 SDK declares it, for the target that checks the code against
# that shape (the 17.0 SDK cannot show it; Xcode 16 and later build with it). In the iOS 18.0
# SDK (`iPhoneOS18.0.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/
# SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface`, public repository `xybp888/iOS-SDKs`,
# commit 88fdca9de873f60303011685188c9415d4ebff0a), views are main-actor isolated with
# nonisolated initializers and modifiers: line 301, `@frozen @_Concurrency.MainActor
# @preconcurrency public struct ZStack<Content> : SwiftUICore.View`, and line 189,
# `@inlinable nonisolated public func disabled(_ disabled: Swift.Bool) -> some
# SwiftUICore.View`; Apple's documentation declares `@MainActor @preconcurrency protocol View`,
# `ViewModifier`, `ButtonStyle` and `PrimitiveButtonStyle`. The protocols take that isolation
# here; what conforms to them is then main-actor isolated, as with Xcode 16.
ISOLATION_PATCHES = [
    (re.compile(r"^(@_typeEraser\(AnyView\) public protocol View \{)$", re.M),
     r"@_Concurrency.MainActor @preconcurrency \1"),
    (re.compile(r"^(public protocol (ViewModifier|ButtonStyle|PrimitiveButtonStyle) \{)$", re.M),
     r"@_Concurrency.MainActor @preconcurrency \1"),
]

# The hook Swift 6's SILGen calls at every `throw` of a typed error (`throws(E)`). The 17.0 SDK's
# standard library was written by Swift 5.9, before typed throws, and lacks it: emitting SIL for
# a module that throws a typed error then crashed the compiler (SILGen's `emitThrow`). Swift 6's
# standard library declares it `@_alwaysEmitIntoClient`, so Xcode 16 compiles it into the app
# and it runs on every iOS: it tells a debugger of the throw, on iOS 18 and later only. Here it
# is declared with an empty body, after `protocol Error`; no declaration the code can name
# changes, and nothing compiled here runs.
STDLIB_PATCHES = [
    (re.compile(r"(\npublic protocol Error : Swift\.Sendable \{.*?\n\}\n)", re.S),
     r'\1@_silgen_name("swift_willThrowTyped")\n'
     r"@inlinable @_alwaysEmitIntoClient public func _willThrowTyped<E>(_ error: E) "
     r"where E : Swift.Error {\n}\n"),
]

# Bump when the mirror's making changes, so that an old mirror is made again.
MIRROR_VERSION = "5"


_LINK_TEXT = re.compile(r"^[\w.+\- ]+(/[\w.+\- ]+)*$")


def _link_text(path):
    """The text of a file that may stand for a link: a short relative path, or None."""
    try:
        if os.path.islink(path) or not os.path.isfile(path) or os.path.getsize(path) > 200:
            return None
        text = pathlib.Path(path).read_bytes().decode()
    except (OSError, UnicodeDecodeError):
        return None
    return text if _LINK_TEXT.match(text) else None


def _resolve(directory, text, depth=0):
    """Where `text`, read as a link from `directory`, leads, following stored links on the way;
    None when it leads nowhere."""
    path = directory
    for part in text.split("/"):
        path = os.path.dirname(path) if part == ".." else os.path.join(path, part)
        stored = _link_text(path)
        if stored is not None and depth < 8:
            path = _resolve(os.path.dirname(path), stored, depth + 1)
            if path is None:
                return None
    return path if os.path.lexists(path) else None


def _pseudo_link(path, directory):
    """The target of a file that stands for a link (a short relative path that leads to
    something in the SDK), or None."""
    text = _link_text(path)
    return text if text is not None and _resolve(directory, text) is not None else None


def _mirror(sdk, mirror, patches):
    """A tree of links to `sdk` at `mirror`, with its stored links made real and SwiftUI patched."""
    stamp = mirror / ".apple-check-mirror"
    key = f"{MIRROR_VERSION} {len(patches)} {sdk.resolve()} {os.path.getmtime(sdk)}"
    if stamp.exists() and stamp.read_text() == key:
        return
    if mirror.exists():
        shutil.rmtree(mirror)
    for directory, folders, files in os.walk(sdk):
        relative = os.path.relpath(directory, sdk)
        target_dir = mirror / relative
        target_dir.mkdir(parents=True, exist_ok=True)
        for name in list(folders):
            source = os.path.join(directory, name)
            if os.path.islink(source):
                os.symlink(os.readlink(source), target_dir / name)
                folders.remove(name)
        for name in files:
            source = os.path.join(directory, name)
            if os.path.islink(source):
                os.symlink(os.readlink(source), target_dir / name)
                continue
            link = _pseudo_link(source, directory)
            os.symlink(link if link else os.path.abspath(source), target_dir / name)
    _patch(mirror, "**/SwiftUI.swiftmodule/*.swiftinterface", patches)
    _patch(mirror, "**/usr/lib/swift/Swift.swiftmodule/*.swiftinterface", STDLIB_PATCHES)
    stamp.write_text(key)


def _patch(mirror, pattern, patches):
    """Replaces the links to the interfaces `pattern` finds in the mirror by patched copies."""
    for interface in glob.glob(str(mirror / pattern), recursive=True):
        if not os.path.islink(interface):
            continue  # reached again through a link inside the mirror: patched already
        text = pathlib.Path(os.path.realpath(interface)).read_text()
        for regex, replacement in patches:
            text, count = regex.subn(replacement, text)
            if count == 0:
                raise SystemExit(f"apple-check: the interface {interface} no longer has "
                                 f"what a patch changes ({regex.pattern}): update sdk_setup.py")
        os.unlink(interface)
        pathlib.Path(interface).write_text(text)


class Setup:
    """The compiler, and the flags each target's compiles share."""

    def __init__(self, sdks, work, root):
        self.root = root
        self.sdks = sdks
        self.work = work
        self.linux = platform.system() != "Darwin"
        self.swiftc = ["swiftc"] if self.linux else ["xcrun", "swiftc"]
        self.sdk_paths = {(kind, "sdk"): path for kind, path in sdks.paths.items()}
        self.resource = work / "resource"

    def describe(self):
        where = ", ".join(f"{p.name}" for p in self.sdks.paths.values())
        how = "with Linux's toolchain (AppleCheck/README.md)" if self.linux else "with Xcode's"
        return f"Apple's SDKs {where}, from {self.sdks.source}, {how}"

    def supports(self, target):
        """Whether the target can be checked: its SDK was found, and the iOS 18 isolation is
        made only from an older SDK than Xcode's (which has it)."""
        if target.sdk_kind not in self.sdks.paths:
            return False
        return target.isolation == "sdk" or not self.sdks.from_xcode

    def prepare(self, targets):
        """Makes the mirrors and the resource folder, once (kept until the SDK changes)."""
        if not self.sdks.from_xcode:
            for kind, isolation in sorted({(t.sdk_kind, t.isolation) for t in targets}):
                path = self.sdks.paths[kind]
                # Named as Xcode names it: clang reads the platform from the folder's name.
                name = re.sub(r"^macOS", "MacOSX", path.name)
                folder = "sdks" if isolation == "sdk" else f"sdks-{isolation}"
                mirror = self.work / folder / name
                extra = ISOLATION_PATCHES if isolation == "ios18" else []
                _mirror(path, mirror, SWIFTUI_PATCHES + extra)
                self.sdk_paths[(kind, isolation)] = mirror
        if self.linux:
            swiftc = shutil.which("swiftc")
            lib = pathlib.Path(os.path.realpath(swiftc)).parent.parent / "lib"
            clang = sorted(glob.glob(str(lib / "clang" / "*")))[-1]
            (self.resource / "apinotes").mkdir(parents=True, exist_ok=True)
            for name, source in (("shims", lib / "swift" / "shims"), ("clang", clang)):
                link = self.resource / name
                if link.is_symlink() or link.exists():
                    link.unlink()
                os.symlink(source, link)
            notes = self.apinotes()
            target = self.resource / "apinotes" / "os.apinotes"
            if target.is_symlink() or target.exists():
                target.unlink()
            os.symlink(notes, target)

    def apinotes(self):
        """The API notes of `os` for Linux's toolchain, beside the SDKs or in shared/."""
        folders = [p.parent for p in self.sdks.paths.values()]
        folders.append(self.root.parent / "shared" / "apple-sdks")
        for folder in folders:
            notes = folder / "toolchain-apinotes" / "os.apinotes"
            if notes.exists():
                return notes
        raise SystemExit("apple-check: Linux's toolchain needs the API notes of `os` "
                         "(toolchain-apinotes/os.apinotes beside the SDKs): AppleCheck/README.md")

    def flags_for(self, target):
        sdk = self.sdk_paths[(target.sdk_kind, target.isolation)]
        flags = ["-sdk", str(sdk),
                 "-module-cache-path", str(self.work / "cache" / target.name),
                 "-diagnostic-style", "llvm",
                 # One compile job a module: the driver stops other jobs after a failed one,
                 # which would hide the rest of a module's diagnostics.
                 "-wmo"]
        if target.name == "catalyst":
            # Mac Catalyst reads the iOS frameworks and Swift modules the macOS SDK carries.
            support = sdk / "System" / "iOSSupport"
            flags += ["-Fsystem", str(support / "System" / "Library" / "Frameworks"),
                      "-I", str(support / "usr" / "lib" / "swift")]
        if self.linux:
            flags += ["-resource-dir", str(self.resource),
                      "-Xcc", "-iapinotes-modules", "-Xcc", str(self.resource / "apinotes"),
                      # The macOS SDK names its platform "macOS", which clang calls "MacOSX".
                      "-Xcc", "-Wno-incompatible-sysroot"]
        return flags
