"""Test-wide setup: Qt renders offscreen (CI and developer machines alike have no display to spare), and Thai lines
break as in the app: where libthai's dictionary, with the glossary's poker loanwords added, allows (Qt reads that
dictionary once per process, so this runs before any test lays out Thai)."""

import os
import tempfile
from pathlib import Path

from dealerdesk.ui.thai_breaks import use_loanword_dictionary

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
THAI_BREAKS = use_loanword_dictionary(Path(tempfile.mkdtemp(prefix="dealerdesk-thai-breaks-")))
"""The dictionary folder in use, or None on a machine without libthai."""
