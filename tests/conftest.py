"""Test-wide setup: Qt renders offscreen (CI and developer machines alike have no display to spare), and Thai lines
break as in the app: where libthai's dictionary, with the glossary's poker loanwords added, allows (Qt reads that
dictionary once per process, so this runs before any test lays out Thai)."""

import atexit
import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from dealerdesk.trainer.session import wait_for_dealing
from dealerdesk.ui.common.thai_breaks import use_loanword_dictionary
from tests.limits import HANG_MS

collect_ignore = ["fixtures"]
"""Data the tests read, and the scripts that made it against older trees of the package: nothing to collect."""

# Hypothesis's "input generation is slow" health check and its per-example deadline are wall-clock limits: on a
# loaded machine they fail tests whose checks all pass. Timings belong in tests/benchmarks/.
settings.register_profile("dealerdesk", suppress_health_check=[HealthCheck.too_slow], deadline=None)
settings.load_profile("dealerdesk")

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_THAI_CACHE = Path(tempfile.mkdtemp(prefix="dealerdesk-thai-breaks-"))
atexit.register(shutil.rmtree, _THAI_CACHE, ignore_errors=True)
THAI_BREAKS = use_loanword_dictionary(_THAI_CACHE)
"""The dictionary folder in use, or None on a machine without libthai."""


class PatientQtBot(QtBot):
    """pytest-qt's ``qtbot`` with every wait's default limit at :data:`HANG_MS` instead of 5 s. Tests pass no limit
    of their own: what they wait for either happens or is a hang."""

    def waitUntil(self, callback: Callable[[], bool | None], *, timeout: int = HANG_MS) -> None:
        super().waitUntil(callback, timeout=timeout)

    def waitExposed(self, widget: QWidget, *, timeout: int = HANG_MS) -> Any:
        return super().waitExposed(widget, timeout=timeout)

    def waitActive(self, widget: QWidget, *, timeout: int = HANG_MS) -> Any:
        return super().waitActive(widget, timeout=timeout)

    def waitSignal(self, signal: Any, *, timeout: int = HANG_MS, **options: Any) -> Any:
        return super().waitSignal(signal, timeout=timeout, **options)


@pytest.fixture
def qtbot(qapp: QApplication, request: pytest.FixtureRequest) -> PatientQtBot:
    """The patient ``qtbot`` (see :class:`PatientQtBot`), in place of pytest-qt's."""
    del qapp  # asked for so that the application exists first, as pytest-qt's own fixture does
    return PatientQtBot(request)


@pytest.fixture(autouse=True)
def _dealing_ends_with_its_test() -> Iterator[None]:
    """No question a test's session dealt ahead is still being dealt in the next test: with the tests spread over
    processes, what runs next in a process is a matter of chance, and a leftover deal would use its translators
    and its CPU."""
    yield
    wait_for_dealing()
