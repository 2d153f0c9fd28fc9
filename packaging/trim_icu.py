"""Shrink the ICU data library that Qt brings (libicudata, 31 MB of a 190 MB bundle) to what Ludoteca uses.

    python packaging/trim_icu.py dist/ludoteca/_internal/PySide6/Qt/lib/libicudata.so.73

Qt needs ICU for collation, text boundaries and case mapping in the app's six languages. The library holds
ICU's data package as one symbol (`icudt<version>_dat`); this script takes the package out, removes with
ICU's own `icupkg` (Debian: icu-devtools) the locale data of other languages, the legacy character
converters (the app reads and writes UTF-8 only), the transliterators and the break-iterator dictionaries
of scripts the app never shows (Chinese, Japanese, Thai, Lao, Khmer, Burmese), and links the smaller
package back into a library of the same name and symbol with gcc. Data the app's languages use (root, the
six languages and their regional variants, supplemental data, collation and break rules) stays.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from pathlib import Path

#: Languages whose locale data stays: the app's six and ICU's root.
KEPT_LANGUAGES = {"root", "en", "nl", "es", "de", "fr", "it"}
#: A locale's data file: language, then script (Hant), region (TW, 419) and variants (POSIX, TRADITIONAL), all
#: but the language capitalised, which tells them from ICU's own files (res_index.res, pool.res).
LOCALE_FILE = re.compile(r"^([a-z]{2,3})(_[A-Z][a-z]{3})?(_(?:[A-Z]{2}|[0-9]{3})?)?(_[A-Z0-9]{2,})*\.res$")
DROPPED_FOLDERS = {"translit"}
DROPPED_SUFFIXES = (".cnv", ".dict")


def data_symbol(library: Path) -> tuple[str, int, int]:
    """The data symbol's name, file offset and size (from `nm` and the section table, via readelf)."""
    symbols = subprocess.run(["nm", "-D", "-S", str(library)], capture_output=True, text=True, check=True).stdout
    match = re.search(r"^([0-9a-f]+) ([0-9a-f]+) R (icudt\d+_dat)$", symbols, re.M)
    if match is None:
        raise SystemExit(f"{library}: no ICU data symbol")
    address, size, name = int(match.group(1), 16), int(match.group(2), 16), match.group(3)
    sections = subprocess.run(["readelf", "-S", "-W", str(library)], capture_output=True, text=True,
                              check=True).stdout
    for line in sections.splitlines():
        fields = line.replace("[ ", "[").split()
        if len(fields) > 5 and fields[1] == ".rodata":
            section_address, section_offset = int(fields[3], 16), int(fields[4], 16)
            return name, address - section_address + section_offset, size
    raise SystemExit(f"{library}: no .rodata section")


def unwanted(items: list[str]) -> list[str]:
    dropped = []
    for item in items:
        folder, _, name = item.rpartition("/")
        locale = LOCALE_FILE.match(name)
        if name.endswith(DROPPED_SUFFIXES) or folder in DROPPED_FOLDERS or (
                locale and locale.group(1) not in KEPT_LANGUAGES):
            dropped.append(item)
    return dropped


def trim(library: Path) -> tuple[int, int]:
    """Replace `library` by its trimmed copy; its size before and after."""
    name, offset, size = data_symbol(library)
    before = library.stat().st_size
    with tempfile.TemporaryDirectory(prefix="ludoteca-icu-") as scratch:
        work = Path(scratch)
        # icupkg knows a package by its file name: icudt73l.dat for the little-endian data of ICU 73.
        package, trimmed = work / f"{name.removesuffix('_dat')}l.dat", work / "trimmed.dat"
        package.write_bytes(library.read_bytes()[offset:offset + size])
        items = subprocess.run(["icupkg", "-l", str(package)], capture_output=True, text=True,
                               check=True).stdout.split()
        (work / "drop.txt").write_text("\n".join(unwanted(items)) + "\n")
        # --ignore-deps: the root break rules name the dictionaries; ICU goes on without them.
        subprocess.run(["icupkg", "--ignore-deps", "-r", str(work / "drop.txt"), str(package), str(trimmed)],
                       check=True, capture_output=True)
        source = work / "data.S"
        source.write_text(f"""    .section .rodata
    .globl {name}
    .type {name}, @object
    .balign 16
{name}:
    .incbin "{trimmed}"
    .size {name}, . - {name}
    .section .note.GNU-stack,"",@progbits
""")
        output = work / library.name
        # Linked against libc like ICU's own build, though the data needs nothing from it (lintian asks).
        subprocess.run(["gcc", "-shared", "-o", str(output), f"-Wl,-soname,{library.name}", str(source),
                        "-Wl,--no-as-needed", "-lc"], check=True)
        library.write_bytes(output.read_bytes())
    return before, library.stat().st_size


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("library", type=Path, help="the bundle's libicudata.so.<version>")
    args = parser.parse_args(argv)
    before, after = trim(args.library)
    print(f"ICU data trimmed: {before / 1e6:.1f} MB -> {after / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
