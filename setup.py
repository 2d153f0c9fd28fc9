"""The optional compiled search cores (issue 32); everything else about the package is in pyproject.toml.

Each core is one Python source in Cython's pure-Python mode. `pip install -e .` compiles them when a C
compiler is present; when one is missing, or compiling fails, the install goes on and the games use the
same sources as plain Python (a slower search). `./run`, `./test` and `packaging/build` call
`python setup.py --in-place`, which compiles the stale cores beside their sources without reading
pyproject.toml (so it works with whatever setuptools the environment has).
"""

from __future__ import annotations

import sys

from setuptools import Distribution, setup
from setuptools.command.build_ext import build_ext

CORES = ["engine/abalone/search.py"]
#: The cores index their typed arrays within bounds (the hot functions say so with decorators of their own).
DIRECTIVES = {"language_level": 3, "initializedcheck": False}


class OptionalBuildExt(build_ext):
    """build_ext that reports a failed compile as a slower search instead of failing the install."""

    failed: list[str] = []

    def run(self):
        try:
            super().run()
        except Exception as exc:  # no compiler at all, or no Python headers
            self.slower(exc)

    def build_extension(self, ext):
        try:
            super().build_extension(ext)
        except Exception as exc:
            self.slower(exc, ext.name)

    def slower(self, exc: Exception, name: str = "the search cores") -> None:
        OptionalBuildExt.failed.append(name)
        print(f"ludoteca: {name} could not be compiled ({exc}); the games use the slower Python search",
              file=sys.stderr)


def extensions() -> list:
    try:
        from Cython.Build import cythonize
    except ImportError:
        print("ludoteca: Cython is not installed; the games use the slower Python search", file=sys.stderr)
        return []
    modules = cythonize(CORES, compiler_directives=DIRECTIVES, quiet=True)
    for module in modules:
        module.extra_compile_args = ["-g0"]  # no debug information: a third quicker to compile, a sixth the size
    return modules


def build_in_place() -> bool:
    """Compile the cores beside their sources (only those whose source changed); True if all are built."""
    modules = extensions()
    if not modules:
        return False
    dist = Distribution({"name": "ludoteca-cores", "ext_modules": modules,
                         "cmdclass": {"build_ext": OptionalBuildExt},
                         "script_args": ["--quiet", "build_ext", "--inplace"]})
    dist.parse_command_line()
    dist.run_commands()
    return not OptionalBuildExt.failed


if __name__ == "__main__" and sys.argv[1:] == ["--in-place"]:
    sys.exit(0 if build_in_place() else 1)
setup(ext_modules=extensions(), cmdclass={"build_ext": OptionalBuildExt})
