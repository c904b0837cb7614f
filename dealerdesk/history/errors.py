"""The error and the warning raised while reading or writing PHH hand histories.

Both carry where the problem is (file, line, field, action number) as attributes, so the command line can
print one line a person can act on, and tests and the UI can point at the spot without parsing the text:

>>> str(PHHError("must be a list of non-negative integers", source="hand.phh", line=4, field="antes"))
"hand.phh:4: field 'antes': must be a list of non-negative integers"
"""

from __future__ import annotations

from functools import partial
from typing import Any


def _render(
    message: str,
    *,
    source: str,
    line: int | None,
    field: str | None,
    action_number: int | None,
    action_text: str | None,
) -> str:
    """``source:line: where: message``, leaving out the parts that are not known."""
    parts = [source if line is None else f"{source}:{line}"]
    if action_number is not None:
        text = "" if action_text is None else f" {shorten(action_text)}"
        parts.append(f"action {action_number}{text}")
    elif action_text is not None:
        parts.append(shorten(action_text))
    elif field is not None:
        parts.append(f"field {shorten(field)}")
    parts.append(message if len(message) <= MAX_MESSAGE else message[: MAX_MESSAGE - 3] + "...")
    return ": ".join(parts)


MAX_MESSAGE = 300
"""The longest message part of an error: a hostile file must not turn one line into megabytes."""


def shorten(value: object, length: int = 60) -> str:
    """``repr(value)`` cut to ``length`` characters, for messages that quote what a file says.

    >>> shorten("9" * 100, 20)
    "'999999999999999..."
    """
    try:
        text = repr(value)
    except ValueError:  # an integer of more digits than Python writes out
        return "a number of more than 4300 digits"
    return text if len(text) <= length else text[: length - 3] + "..."


class PHHError(ValueError):
    """A PHH file, or a hand history about to be written, breaks the PHH standard or this project's limits.

    ``str()`` is one line such as ``hand.phh:12: action 5 'p9 cc': player p9 does not exist (the hand has
    3 players)``; the parts are also attributes.
    """

    message: str
    """What is wrong, without the location."""
    source: str
    """The file name (or ``"<string>"``) the text came from."""
    line: int | None
    """1-based line in the source, when it could be found."""
    column: int | None
    """1-based column, only for TOML syntax errors (tomllib reports it)."""
    field: str | None
    """The PHH field name (``"antes"``, ``"actions"``, ``"_my_field"``), when one field is at fault."""
    action_number: int | None
    """1-based position in the file's ``actions`` array, when one action is at fault."""
    action_text: str | None
    """The action's text as written, when one action is at fault."""

    def __init__(
        self,
        message: str,
        *,
        source: str = "<string>",
        line: int | None = None,
        column: int | None = None,
        field: str | None = None,
        action_number: int | None = None,
        action_text: str | None = None,
    ) -> None:
        self.message = message
        self.source = source
        self.line = line
        self.column = column
        self.field = field
        self.action_number = action_number
        self.action_text = action_text
        super().__init__(str(self))

    def __str__(self) -> str:
        return _render(
            self.message,
            source=self.source,
            line=self.line,
            field=self.field,
            action_number=self.action_number,
            action_text=self.action_text,
        )

    def __reduce__(self) -> tuple[Any, ...]:
        # The keyword-only constructor would otherwise lose the location when pickled (worker processes).
        return (
            partial(
                type(self),
                self.message,
                source=self.source,
                line=self.line,
                column=self.column,
                field=self.field,
                action_number=self.action_number,
                action_text=self.action_text,
            ),
            (),
        )

    def located(
        self,
        *,
        source: str | None = None,
        line: int | None = None,
        field: str | None = None,
        action_number: int | None = None,
    ) -> PHHError:
        """A copy with the given location parts filled in (``None`` keeps what this error already has)."""
        return PHHError(
            self.message,
            source=self.source if source is None else source,
            line=self.line if line is None else line,
            column=self.column,
            field=self.field if field is None else field,
            action_number=self.action_number if action_number is None else action_number,
            action_text=self.action_text,
        )


class PHHWarning(UserWarning):
    """Something in a PHH file was ignored (an unknown field, a no-op action); the hand still loads.

    Raised through :func:`warnings.warn`, so callers choose with the ``warnings`` filters whether to see it.
    """

    message: str
    """What was ignored and why, without the location."""
    source: str
    """The file name (or ``"<string>"``) the text came from."""
    line: int | None
    """1-based line in the source, when it could be found."""
    field: str | None
    """The PHH field concerned."""
    action_number: int | None
    """1-based position in the file's ``actions`` array, for an ignored action."""

    def __init__(
        self,
        message: str,
        *,
        source: str = "<string>",
        line: int | None = None,
        field: str | None = None,
        action_number: int | None = None,
    ) -> None:
        self.message = message
        self.source = source
        self.line = line
        self.field = field
        self.action_number = action_number
        super().__init__(str(self))

    def __str__(self) -> str:
        return _render(
            self.message,
            source=self.source,
            line=self.line,
            field=self.field,
            action_number=self.action_number,
            action_text=None,
        )
