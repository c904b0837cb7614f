"""Translation without Qt: the words people read go through one installable translator, at display time.

The layers below ``dealerdesk/ui/`` must not import Qt, yet their explanations, prompts, hand names and error
messages are read on screen in Thai and Hungarian. So they call :func:`translate` here, which asks whatever
translator the UI installed (``QCoreApplication.translate``, see ``dealerdesk.ui.common.language``); until one is
installed — on the command line, in tests, in worker scripts — it returns the English source unchanged.

The convention, which ``tools/translations.py`` reads to build the ``.ts`` catalogues:

* A module defines one helper naming its context, and calls it with **string literals only**::

      def _(text: str) -> str:
          return translate("Explain", text)

      lines.append(_("The pot on the table: {pot}.").format(pot=pot))

  Placeholders are named (``{pot}``, never ``{}`` or ``{0}``) and filled with ``.format(name=...)`` *after*
  translating, so a translator can move them. Never translate an f-string: the extractor reports it.
* Where a count decides the grammar, call :func:`translate_n` with both English forms and the count::

      translate_n("Explain", "{players} is all-in.", "{players} are all-in.", len(players)).format(players=names)

* A ``# Translators:`` comment above a call reaches the translators; "may drop {seat}" in it lets a translation
  leave out a placeholder the sentence already says (``{who}`` names the seat too), and "may use {rank}" lets it
  use a value the code passes besides the source's own (the checker in ``tools/translations.py`` reads both).
* Strings kept in tables or constants and translated later are marked with :func:`N_` (a no-op that the
  extractor sees), then translated where shown with :func:`translate_marked`, which the extractor ignores::

      CALL_LEFT_OUT = N_("the call left out of the pot")        # stored in the database as is
      def label(cause: str) -> str:
          return translate_marked("Mistakes", cause)              # shown translated

* What is stored, compared or written to a file (answers, mistake causes, question JSON, PHH, CSV, command-line
  output) stays in canonical English: translate only what is shown, or build such values inside
  :func:`english`.
* Once a translator is installed (the UI), a translated sentence fills its placeholders as the reader writes
  them (:class:`Sentence`): whole numbers grouped in the user's format (``12 500`` in Hungarian), decimals with
  the user's decimal sign (``12,5``), and a ``{cards}`` run of card codes as ranks and suit symbols (``A♠ 10♣``,
  not ``AsTc``). The code passes plain ints and card text; the canonical English and the terminal are unchanged.
"""

from __future__ import annotations

import contextlib
import contextvars
import re
import string
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, Protocol

from dealerdesk import articles
from dealerdesk.number_format import current_format


class Translator(Protocol):
    """What :func:`install` accepts: ``(context, source, disambiguation, n) -> text``, as
    ``QCoreApplication.translate`` is called (``n`` is given only for a plural entry, see :func:`translate_n`)."""

    def __call__(self, context: str, source: str, disambiguation: str | None = None, n: int = -1, /) -> str:
        """The translation of ``source`` in ``context`` (the form for the count ``n`` when ``n`` is given), or
        ``source`` itself when there is none."""
        ...


def identity(context: str, source: str, disambiguation: str | None = None, n: int = -1, /) -> str:
    """The translator until one is installed: English as written."""
    return source


_translator: Translator = identity
_canonical: contextvars.ContextVar[bool] = contextvars.ContextVar("dealerdesk_i18n_canonical", default=False)


def install(translator: Translator | None) -> Translator:
    """Use ``translator`` from now on (None: back to English); returns the one it replaces, so a test can put it
    back. The UI installs ``QCoreApplication.translate`` once, at start-up, after loading its catalogues."""
    global _translator  # noqa: PLW0603 — one translator for the process, as Qt has one set of catalogues
    previous = _translator
    _translator = identity if translator is None else translator
    return previous


def installed() -> Translator:
    """The translator in use."""
    return _translator


@contextlib.contextmanager
def using(translator: Translator | None) -> Iterator[None]:
    """Install ``translator`` for a ``with`` block (tests), then restore the previous one."""
    previous = install(translator)
    try:
        yield
    finally:
        install(previous)


@contextlib.contextmanager
def english() -> Iterator[None]:
    """Inside the block (in this thread or task only), every translation returns the English source: for text
    that is stored or written to a file, such as a question's prompt or a drill pack's explanation."""
    token = _canonical.set(True)
    try:
        yield
    finally:
        _canonical.reset(token)


_CARD_RUN = re.compile(r"(?:[2-9TJQKA][cdhs])+")
_ARITHMETIC = re.compile(r"[0-9 +\-−=×()]*[0-9][0-9 +\-−=×()]*")
"""A value that is a number or a sum of numbers ("1300 + 1300 + 1300"): its numbers are written as the reader's."""


def numbers_as_read(text: str) -> str:
    """A number, or a sum of numbers, written with the reader's grouping (``"12500 + 300"`` → ``"12 500 + 300"``
    in Hungarian); any other text unchanged. For values shown, never for what the user typed."""
    if not _ARITHMETIC.fullmatch(text):
        return text
    number_format = current_format()
    return re.sub(r"\d+", lambda match: number_format.format(int(match.group())), text)


def number_as_read(value: int) -> str:
    """A whole number as a shown sentence writes it: grouped in the reader's format once a translator is installed
    (the UI), plain otherwise (stored English, the terminal). For a number the code puts into a text of its own
    before it goes into a sentence ("1,400 + 1,400 + dead money 200"), which the sentence cannot group itself."""
    if _translator is identity or _canonical.get():
        return str(value)
    return current_format().format(value)


_DOUBLED_MARK = re.compile(r"([?!…？！。])([.。])(?=[\s\"'”’)]|$)")
"""A sentence's own closing mark followed by the full stop of the sentence it was put into ("…round over?.")."""


def one_closing_mark(text: str) -> str:
    """``text`` with a full stop dropped where it follows another closing mark: a sentence put into another
    ("Your step comes next: {step}.") with a question or an ellipsis of its own ends once ("…is the round
    over?"), in every language. A full ellipsis typed as three dots is left as it is."""
    return _DOUBLED_MARK.sub(r"\1", text)


def cards_as_read(text: str) -> str:
    """A run of card codes (``"7sJd2h"``) as a sentence shows them (``"7♠ J♦ 2♥"``) once a translator is installed
    (the UI), as :class:`Sentence` fills ``{cards}``; unchanged in canonical English, the terminal and for other
    text."""
    if _translator is identity or _canonical.get() or not _CARD_RUN.fullmatch(text):
        return text
    return " ".join(card_code_in_prose(text[i:i + 2]) for i in range(0, len(text), 2))


_SUIT_SYMBOLS = dict(zip("cdhs", "♣♦♥♠", strict=True))
"""The suits as a card shows them."""


def card_code_in_prose(code: str) -> str:
    """A card's two-character code (``"Tc"``, as files write it) as a sentence names the card: rank and suit symbol,
    ``"10♣"``. Here, at the bottom, so the evaluator's :func:`~dealerdesk.evaluation.cards.card_in_prose` and the
    sentences shown both use it.

    >>> card_code_in_prose("Tc"), card_code_in_prose("As")
    ('10♣', 'A♠')
    """
    rank, suit = code[0], code[1]
    return ("10" if rank == "T" else rank) + _SUIT_SYMBOLS[suit]


class _ReaderFormatter(string.Formatter):
    """Fills placeholders as the reader writes them (see :class:`Sentence`)."""

    def get_value(self, key: int | str, args: Sequence[Any], kwargs: Mapping[str, Any]) -> Any:
        value = super().get_value(key, args, kwargs)
        if key == "cards" and isinstance(value, str) and _CARD_RUN.fullmatch(value):
            return cards_as_read(value)
        # The trainee's answer echoed ("you said {given}") is grouped as every number shown, when it is a number or
        # a sum; other text it holds, and a refused input quoted in an error ({text}), are shown as typed.
        if isinstance(value, str) and key != "text":
            return numbers_as_read(value)
        return value

    def format_field(self, value: Any, format_spec: str) -> Any:
        number_format = current_format()
        if isinstance(value, int) and not isinstance(value, bool) and format_spec in ("", "d") and value >= 0:
            return number_format.format(value)
        text = super().format_field(value, format_spec)
        if isinstance(value, float) and format_spec[-1:] in ("f", "%") and number_format.decimal != ".":
            text = text.replace(".", number_format.decimal)
        return text


_READER_FORMATTER = _ReaderFormatter()


class Sentence(str):
    """A translated sentence, shown to a reader: its :meth:`format` writes whole numbers grouped as the reader's
    locale groups them (``12 500``; the format of :func:`dealerdesk.number_format.current_format`, which the UI
    installs), decimals with the locale's decimal sign (``12,5``), and the ``{cards}`` placeholder's card codes
    as ranks and suit symbols (``A♠ 10♣``). Everything else is as :meth:`str.format` does it."""

    __slots__ = ()

    def format(self, /, *args: Any, **kwargs: Any) -> str:
        """The sentence with its placeholders filled as the reader writes them, each ``a(z)`` before a
        placeholder made the article its value takes (:func:`dealerdesk.articles.articles_for`)."""
        template = str(self)
        wanted = articles.article_placeholders(template)
        if wanted:
            template = articles.articles_for(template, {
                name: _READER_FORMATTER.vformat(field, args, kwargs) for name, field in wanted})
        return _READER_FORMATTER.vformat(template, args, kwargs)


class OpeningSentence(Sentence):
    """A :class:`Sentence` that opens a sentence (its English source starts with a capital): filled, its first
    letter is a capital even when a placeholder comes first ("{rank} pár" → "Király pár")."""

    __slots__ = ()

    def format(self, /, *args: Any, **kwargs: Any) -> str:
        """The filled sentence, its first letter a capital."""
        return articles.capitalised(super().format(*args, **kwargs))


def _shown(text: str, source: str = "") -> str:
    """A translation as it is shown: a :class:`Sentence` once a translator is installed (the UI), else as is; an
    :class:`OpeningSentence` when its English ``source`` opens a sentence and the translation starts with a
    placeholder, whose value may not."""
    if _translator is identity:
        return text
    if text.startswith("{") and articles.opens_sentence(source):
        return OpeningSentence(text)
    return Sentence(text)


def translate(context: str, text: str, disambiguation: str | None = None) -> str:
    """``text`` (a string literal: the extractor reads it) translated in ``context``. ``disambiguation`` tells
    apart two identical English strings that need different translations (Qt's third argument)."""
    if _canonical.get():
        return text
    return _shown(_translator(context, text, disambiguation), text)


def translate_n(context: str, singular: str, plural: str, n: int, disambiguation: str | None = None) -> str:
    """A sentence whose grammar a count decides: ``"{count} question"`` / ``"{count} questions"``, or
    ``"{players} is all-in"`` / ``"{players} are all-in"`` with ``n`` players. English takes ``singular`` when
    ``n`` is 1 and ``plural`` otherwise; a translation is one of Qt's numerus forms for ``n`` (the catalogue
    entry is ``numerus="yes"``, keyed by ``singular``: ``tools/translations.py`` writes it with as many forms as
    the language has). Both texts are string literals with the same placeholders; fill them (``{count}`` too)
    with ``.format()`` afterwards."""
    english = singular if n == 1 else plural
    if _canonical.get():
        return english
    text = _translator(context, singular, disambiguation, n)
    return _shown(english if text == singular else text, singular)


def translate_marked(context: str, text: str, disambiguation: str | None = None) -> str:
    """Translate a value that was marked elsewhere with :func:`N_` (a table entry, a stored constant). The
    extractor does not read this call's arguments, so the text must be marked where it is written."""
    if _canonical.get():
        return text
    return _shown(_translator(context, text, disambiguation), text)


def N_(text: str, context: str | None = None) -> str:
    """Mark ``text`` for translation without translating it (returns it unchanged; the name is gettext's, which
    translators know). The extractor files it under ``context``, or under the context of the module's ``_``/``tr``
    helper when none is given."""
    return text
