"""Test-wide setup: Qt renders offscreen (CI and developer machines alike have no display to spare), and Thai lines
break as in the app: where libthai's dictionary, with the glossary's poker loanwords added, allows (Qt reads that
dictionary once per process, so this runs before any test lays out Thai)."""

import atexit
import os
import shutil
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, settings

from dealerdesk.ui.thai_breaks import use_loanword_dictionary

# Hypothesis's "input generation is slow" health check and its per-example deadline are wall-clock limits: on a
# loaded machine they fail tests whose checks all pass. Timings belong in tests/benchmarks/.
settings.register_profile("dealerdesk", suppress_health_check=[HealthCheck.too_slow], deadline=None)
settings.load_profile("dealerdesk")

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_THAI_CACHE = Path(tempfile.mkdtemp(prefix="dealerdesk-thai-breaks-"))
atexit.register(shutil.rmtree, _THAI_CACHE, ignore_errors=True)
THAI_BREAKS = use_loanword_dictionary(_THAI_CACHE)
"""The dictionary folder in use, or None on a machine without libthai."""
