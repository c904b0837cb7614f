"""The user interface's language: Qt's translators for dealerdesk's and Qt's own catalogues, the number format,
a Thai font that travels with the app, and a translator that stretches every string for layout tests.

:func:`install_language` runs once at start-up (``dealerdesk.ui.window.app.application``), before any window exists:
translated strings are looked up when widgets are built, so a change of language takes effect on the next start.
It also routes :func:`dealerdesk.i18n.translate` — the words of the trainer, the hand names and the rules'
refusals, which are made below the UI without Qt — to ``QCoreApplication.translate``.
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDate, QDateTime, QLibraryInfo, QLocale, QTime, QTranslator
from PySide6.QtGui import QFont, QFontDatabase, QFontInfo, QGuiApplication

from dealerdesk import dates, i18n, number_format, resources
from dealerdesk.number_format import NumberFormat

if TYPE_CHECKING:
    import datetime  # only the type: a moment to show comes already made

LANGUAGES = {"": "System", "en": "English", "th": "ไทย", "hu": "Magyar"}
"""The language setting's choices (``QSettings`` key ``ui/language``): code → the language's own name ("" follows
the system); :func:`language_label` translates "System"."""
TRANSLATED = ("th", "hu")
"""The languages dealerdesk has catalogues for (English is the source)."""
THAI_FONT_FILES = ("NotoSansThai-Regular.ttf", "NotoSansThai-Bold.ttf", "NotoLoopedThai-Regular.ttf",
                   "NotoLoopedThai-Bold.ttf")
"""The bundled Thai fonts, loopless and looped (SIL Open Font License, ``resources/fonts/OFL.txt``)."""
THAI_FAMILY = "Noto Sans Thai"
"""The loopless face, added to the application font's families as the fallback for Thai in any language (a Thai
player's name in an English window, in the modern face Thai signs and headings use)."""
THAI_BODY_FAMILY = "Noto Looped Thai"
"""The looped face, put before the loopless one when the window speaks Thai: Thai readers read running text —
sentences, explanations — in a looped face; its loops tell apart letters the loopless face draws alike
(บ ป ษ, ด ค)."""
CATALOGUE = "dealerdesk"
"""Catalogue files are ``dealerdesk_<lang>.qm`` in ``resources/translations``."""

_latin_point_size: list[float] = []
"""The application font's point size before a language changed it (the Latin body size), kept once."""
_installed: list[QTranslator] = []
"""The translators this module installed (kept alive: Qt does not own them), removed on the next install."""
_font_families: list[str] = []


def language_label(code: str) -> str:
    """A choice of :data:`LANGUAGES` as shown in the settings: each language by its own name, "System"
    translated."""
    if code == "":
        return QCoreApplication.translate("Languages", "System")
    return LANGUAGES.get(code, code)


def qt_translate(context: str, source: str, disambiguation: str | None = None, n: int = -1, /) -> str:
    """:func:`dealerdesk.i18n.translate`'s translator in the app: Qt's installed catalogues (with ``n``, the
    numerus form for that count)."""
    return QCoreApplication.translate(context, source, disambiguation, n)


def resolve_language(code: str, system: QLocale | None = None) -> str:
    """The language to show for a setting: the code itself if dealerdesk is translated into it ("en" is the
    source), else, for "" (or an unknown code), the first of the system's preferred languages that is — English
    when none is."""
    if code == "en" or code in TRANSLATED:
        return code
    locale = system if system is not None else QLocale.system()
    for name in [*locale.uiLanguages(), locale.name()]:
        primary = re.split(r"[-_]", name)[0].lower()
        if primary == "en" or primary in TRANSLATED:
            return primary
    return "en"


def register_fonts() -> list[str]:
    """Register the bundled fonts with Qt (once); returns the families they add (``["Noto Sans Thai",
    "Noto Looped Thai"]``)."""
    if not _font_families:
        for name in THAI_FONT_FILES:
            font_id = QFontDatabase.addApplicationFont(str(resources.path("fonts", name)))
            if font_id >= 0:
                for family in QFontDatabase.applicationFontFamilies(font_id):
                    if family not in _font_families:
                        _font_families.append(family)
    return list(_font_families)


def add_thai_fallback(app: QGuiApplication, language: str = "en") -> None:
    """Make the bundled Thai fonts the application font's fallback, so Thai (translations, players' names) never
    shows as boxes on a machine without a Thai font; the look of Latin text does not change. When ``language`` is
    Thai the looped face comes first (:data:`THAI_BODY_FAMILY`), else only the loopless one is added."""
    registered = register_fonts()
    font = QFont(app.font())
    # A generic name ("Sans Serif") is resolved to the face it stands for: left generic, Qt takes the first real
    # family — a Thai one — as the primary face, and spaces and commas of Latin text come out in it.
    latin = list(dict.fromkeys(QFontInfo(QFont(f)).family() for f in (font.families() or [font.family()])
                               if f not in (THAI_FAMILY, THAI_BODY_FAMILY)))
    thai = [THAI_BODY_FAMILY] if language == "th" else []
    wanted = [*latin, *(f for f in (*thai, THAI_FAMILY) if f in registered)]
    if wanted != font.families():
        font.setFamilies(wanted)
        app.setFont(font)


def _remove_installed(app: QCoreApplication) -> None:
    while _installed:
        app.removeTranslator(_installed.pop())


def install_language(app: QCoreApplication, code: str = "") -> str:
    """Show the app in the language of setting ``code`` ("" = the system's): Qt's own catalogue for it when Qt
    ships one (``qtbase_hu.qm``; there is none for Thai, see :mod:`dealerdesk.ui.common.qt_strings`), dealerdesk's
    ``dealerdesk_<lang>.qm`` searched first, numbers in that language's format (Qt's and
    :mod:`dealerdesk.number_format`'s, which the trainer's sentences are filled in), the Thai font fallback, and
    :mod:`dealerdesk.i18n` routed to Qt. Returns the language used ("en", "th" or "hu")."""
    language = resolve_language(code)
    _remove_installed(app)
    if language != "en":
        qt_catalogue = QTranslator(app)
        folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt_catalogue.load(QLocale(language), "qtbase", "_", folder) and app.installTranslator(qt_catalogue):
            _installed.append(qt_catalogue)
        ours = QTranslator(app)
        catalogue = resources.path("translations", f"{CATALOGUE}_{language}.qm")
        if ours.load(str(catalogue)) and app.installTranslator(ours):
            _installed.append(ours)
    # A chosen language formats numbers its way; following the system keeps the system's format.
    QLocale.setDefault(QLocale(language) if code else QLocale.system())
    # The Qt-free layers write (and read) numbers in the same format: "12 500" and "12,5 mp" in Hungarian.
    number_format.install(reader_number_format())
    i18n.install(qt_translate)
    if isinstance(app, QGuiApplication):
        add_thai_fallback(app, language)
        size_body_text(app, language)
    return language


def size_body_text(app: QGuiApplication, language: str) -> None:
    """The application font at the body size of ``language`` (:func:`dealerdesk.ui.common.theme.body_point_size`: larger
    for Thai), from the Latin size however often the language is installed."""
    from dealerdesk.ui.common.theme import body_point_size  # noqa: PLC0415  (the style module loads QtWidgets)

    font = QFont(app.font())
    if not _latin_point_size and font.pointSizeF() > 0:
        _latin_point_size.append(font.pointSizeF())
    if _latin_point_size:
        font.setPointSizeF(body_point_size(language, _latin_point_size[0]))
        app.setFont(font)


def latin_body_font() -> QFont:
    """The application font at the Latin body size, whatever the language: what the felt's words are measured
    against (the table fits ten seats at the Latin size; its Thai words are set in this size's pixels too)."""
    font = QFont(QGuiApplication.font())
    if _latin_point_size:
        font.setPointSizeF(_latin_point_size[0])
    return font


def local_time(moment: datetime.datetime) -> str:
    """A stored (UTC) moment in the user's local time, written as the locale writes a short date and time: every
    time dealerdesk shows (answers, sessions, the audition report) goes through here."""
    local = moment.astimezone()
    stamp = QDateTime(QDate(local.year, local.month, local.day), QTime(local.hour, local.minute))
    locale = QLocale()
    # The locale's own format, with the year its reader counts in (Thai: the Buddhist era, 2569).
    pattern = dates.with_year(locale.dateTimeFormat(QLocale.FormatType.ShortFormat), local.year,
                              QLocale.languageToCode(locale.language()))
    return locale.toString(stamp, pattern)


def reader_number_format(locale: QLocale | None = None) -> NumberFormat:
    """How ``locale`` (the default locale) writes numbers, for :mod:`dealerdesk.number_format`."""
    locale = locale if locale is not None else QLocale()
    found = NumberFormat.from_sample(locale.toString(1234567890), locale.decimalPoint())
    if locale.toString(1234).isdigit():  # "1234" but "12 345", as Hungarian writes them
        found = dataclasses.replace(found, minimum=2)
    return found


def installed_translators() -> list[QTranslator]:
    """The translators :func:`install_language` installed, Qt's catalogue first (for tests and diagnostics)."""
    return list(_installed)


_PROTECTED = re.compile(r"\{[^{}]*\}|%(?:\d+|n)|&&|&.|<[^<>]*>|\s+")
"""What a test translation keeps as it is: placeholders, accelerators (with their letter), tags, spaces."""
_ACCENTED = str.maketrans(
    "AaCcDdEeGgHhIiJjKkLlNnOoRrSsTtUuWwYyZz",
    "ÅåÇçĐđÉéĜĝĤĥÎîĴĵĶķĹĺÑñÖöŔŕŜŝŢţÜüŴŵÝýŽž",
)


def stretch(source: str) -> str:
    """``source`` about 40 % longer and visibly not English, with its placeholders (``{amount}``, ``%1``),
    ``&`` accelerators and tags unchanged: ``"Fold {amount}"`` → ``"[Föĺđ {amount} ~~]"``."""
    if not source.strip():
        return source
    pieces: list[str] = []
    position = 0
    for match in _PROTECTED.finditer(source):
        pieces.append(source[position:match.start()].translate(_ACCENTED))
        pieces.append(match.group())
        position = match.end()
    pieces.append(source[position:].translate(_ACCENTED))
    padding = "~" * max(1, round(len(source) * 0.4) - 3)
    return f"[{''.join(pieces)} {padding}]"


class StretchedTranslator(QTranslator):
    """A translator for layout tests: every string comes back about 40 % longer (:func:`stretch`), as Hungarian
    often is, so a label or button that clips or overflows shows up before a real translation does. Install it
    with ``app.installTranslator`` and ``dealerdesk.i18n.install(qt_translate)``."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        if context == "QGuiApplication":  # QT_LAYOUT_DIRECTION must stay "LTR" or empty
            return ""
        return stretch(source)

    def isEmpty(self) -> bool:
        return False


def number(value: float, decimals: int = 1) -> str:
    """A number in the user's locale ("13,5" in Hungarian)."""
    return QLocale().toString(float(value), "f", decimals)


def seconds_text(value: float, decimals: int = 1) -> str:
    """A time in seconds with its unit, in the user's language and number format ("13,5 mp"): answer times and
    (in whole seconds) speed targets, in the progress view and the session's result alike."""
    return QCoreApplication.translate("ProgressView", "{seconds} s").format(seconds=number(value, decimals))
