"""Qt's own messages (the warnings its classes and plugins print): one known harmless one is dropped, the rest go
to stderr as Qt would print them, and the last few are kept for crash reports.

Dropping the noise at its source keeps stderr meaningful: the frozen app's smoke test fails on any line there it
does not expect, and a person running ``dealerdesk --self-test`` should see only real problems.
"""

from __future__ import annotations

import atexit
import sys
import time
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QMessageLogContext, QtMsgType, qFormatLogMessage, qInstallMessageHandler

KNOWN_NOISE = frozenset({
    # The offscreen platform (--self-test, snapshots, CI) has no window system to pass a window's minimum and
    # maximum sizes to, and says so each time a window is shown. Nothing is wrong.
    "This plugin does not support propagateSizeHints()",
})
"""Messages dropped; each exactly as Qt prints it, with the reason it is harmless."""

RECENT_COUNT = 40
"""How many of the last messages a crash report shows."""


class MessageFilter:
    """The message handler: drops known noise, remembers the last messages, passes the rest on (to the handler
    that was installed before, or to stderr formatted as Qt's default handler formats it)."""

    def __init__(self) -> None:
        self.recent: deque[str] = deque(maxlen=RECENT_COUNT)
        self.previous: Callable[[QtMsgType, QMessageLogContext, str], object] | None = None
        self.installed = False

    def __call__(self, mode: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if message in KNOWN_NOISE:
            return
        try:
            line = qFormatLogMessage(mode, context, message)
        except Exception:  # a handler must never raise into Qt
            line = message
        self.recent.append(f"{time.strftime('%H:%M:%S')} {line}")
        if self.previous is not None:
            self.previous(mode, context, message)
        elif sys.stderr is not None:  # None in a Windows app without a console
            sys.stderr.write(line + "\n")
            sys.stderr.flush()

    def install(self) -> None:
        """Become Qt's message handler (once; later calls do nothing) until Python exits: Qt's last messages,
        while the application is torn down, go to the handler from before, not to Python that is shutting down."""
        if not self.installed:
            self.previous = qInstallMessageHandler(self)
            self.installed = True
            atexit.register(qInstallMessageHandler, self.previous)


MESSAGE_FILTER = MessageFilter()
"""The one filter the app installs."""


def install_message_filter() -> None:
    """Route Qt's messages through `MESSAGE_FILTER` (once; later calls do nothing)."""
    MESSAGE_FILTER.install()


def recent_messages() -> list[str]:
    """Qt's last messages (oldest first, with the time), for a crash report."""
    return list(MESSAGE_FILTER.recent)
