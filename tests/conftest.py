"""Test-wide setup: Qt renders offscreen (CI and developer machines alike have no display to spare)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
