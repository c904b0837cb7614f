"""The UI language: Qt's and dealerdesk's catalogues, numbers in the language's format, the bundled Thai font as
the fallback for Thai text, and the stretched test translator that makes every string ~40 % longer."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLibraryInfo, QLocale
from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics, QRawFont, QTextLayout
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from dealerdesk import i18n, number_format, resources
from dealerdesk.trainer.kinds.names import Kind
from dealerdesk.trainer.prompts import variant_name
from dealerdesk.ui.common import language as ui_i18n
from dealerdesk.ui.common.language import (
    LANGUAGES,
    THAI_FAMILY,
    StretchedTranslator,
    install_language,
    qt_translate,
    register_fonts,
    resolve_language,
    stretch,
)
from dealerdesk.ui.play_mode.action_bar import ActionBar
from dealerdesk.ui.play_mode.new_game import NewGameDialog
from dealerdesk.ui.play_mode.shortcuts_dialog import ShortcutsDialog
from tests.ui.qt_helpers import remove_translator

THAI = "ผู้เล่นหมอบ"  # "the player folds"


@pytest.fixture
def clean_language(qapp: QApplication) -> Iterator[QApplication]:
    """Whatever a test installs is taken out again: translators, the default locale, the font, dealerdesk.i18n."""
    locale, font, translator = QLocale(), QFont(qapp.font()), i18n.installed()
    saved_format = number_format.current_format()
    yield qapp
    number_format.install(saved_format)
    for installed in ui_i18n.installed_translators():
        remove_translator(installed)
    ui_i18n._installed.clear()
    QLocale.setDefault(locale)
    qapp.setFont(font)
    i18n.install(translator)


def test_languages_are_offered_by_their_own_names() -> None:
    assert LANGUAGES == {"": "System", "en": "English", "th": "ไทย", "hu": "Magyar"}
    assert ui_i18n.language_label("th") == "ไทย" and ui_i18n.language_label("") == "System"


@pytest.mark.parametrize(("setting", "system", "expected"), [
    ("th", "en_US", "th"),
    ("en", "hu_HU", "en"),
    ("", "hu_HU", "hu"),
    ("", "th_TH", "th"),
    ("", "de_DE", "en"),
    ("xx", "th_TH", "th"),
])
def test_the_setting_or_the_system_picks_the_language(setting: str, system: str, expected: str) -> None:
    assert resolve_language(setting, QLocale(system)) == expected


def test_hungarian_loads_qts_own_catalogue(clean_language: QApplication, qtbot: QtBot) -> None:
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    assert os.path.exists(os.path.join(folder, "qtbase_hu.qm")), "PySide6 no longer ships Qt's Hungarian"
    assert install_language(clean_language, "hu") == "hu"
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
                               | QDialogButtonBox.StandardButton.RestoreDefaults)
    qtbot.addWidget(buttons)
    assert buttons.button(QDialogButtonBox.StandardButton.Cancel).text() == "Mégse"
    assert buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).text() == \
        "Alapértelmezések visszaállítása"
    assert QLocale().language() is QLocale.Language.Hungarian
    assert QLocale().toString(12500) == "12\u00a0500"
    assert i18n.installed() is qt_translate


def test_thai_has_no_qt_catalogue_but_ours_is_loaded(clean_language: QApplication) -> None:
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    assert not os.path.exists(os.path.join(folder, "qtbase_th.qm"))  # hence dealerdesk/ui/common/qt_strings.py
    assert resources.path("translations", "dealerdesk_th.ts").exists()
    assert install_language(clean_language, "th") == "th"
    assert QLocale().language() is QLocale.Language.Thai
    assert THAI_FAMILY in clean_language.font().families()


def test_english_installs_no_catalogue(clean_language: QApplication) -> None:
    assert install_language(clean_language, "en") == "en"
    assert ui_i18n.installed_translators() == []
    assert Kind.POT_LIMIT.label == "Pot-limit maximum"


def test_the_bundled_thai_font_draws_thai(clean_language: QApplication) -> None:
    assert THAI_FAMILY in register_fonts()
    assert register_fonts() == register_fonts()  # registered once
    assert THAI_FAMILY in QFontDatabase.families(QFontDatabase.WritingSystem.Thai)
    thai = QFont(THAI_FAMILY)
    assert all(QFontMetrics(thai).inFontUcs4(ord(c)) for c in THAI)
    raw = QRawFont.fromFont(thai, QFontDatabase.WritingSystem.Thai)
    assert raw.isValid() and raw.familyName() == THAI_FAMILY and all(raw.supportsCharacter(ord(c)) for c in THAI)
    total = sum(path.stat().st_size for path in resources.path("fonts").iterdir())
    assert total < 300_000 and resources.path("fonts", "OFL.txt").exists()


def test_thai_text_in_the_application_font_uses_the_thai_font(clean_language: QApplication) -> None:
    ui_i18n.add_thai_fallback(clean_language)
    families = clean_language.font().families()
    assert families[-1] == THAI_FAMILY and len(families) >= 2  # the Latin font stays first
    layout = QTextLayout(THAI, QFont())
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    runs = layout.glyphRuns()
    assert runs and all(run.rawFont().familyName() == THAI_FAMILY for run in runs)
    assert all(index != 0 for run in runs for index in run.glyphIndexes())  # no "missing glyph" boxes


def test_stretch_keeps_placeholders_and_accelerators() -> None:
    assert stretch("Seat {seat} ({name})").count("{seat}") == 1
    assert "%1" in stretch("Side pot %1") and "&Y" in stretch("&Yes")
    assert stretch("Fold").startswith("[") and len(stretch("Call {amount}")) >= 1.3 * len("Call {amount}")
    assert stretch("") == ""


def _texts(widget: QWidget) -> list[str]:
    return [w.text() for w in widget.findChildren(QPushButton) + widget.findChildren(QLabel) if w.text()]


def test_the_stretched_translator_reaches_widgets_and_the_layers_below(clean_language: QApplication,
                                                                       qtbot: QtBot) -> None:
    stretched = StretchedTranslator()
    clean_language.installTranslator(stretched)
    i18n.install(qt_translate)
    try:
        dialog = NewGameDialog()
        qtbot.addWidget(dialog)
        bar = ActionBar()
        qtbot.addWidget(bar)
        keys = ShortcutsDialog({})
        qtbot.addWidget(keys)
        assert dialog.windowTitle() == stretch("New game")
        assert dialog.game.itemText(0) == stretch("Hold'em")  # a table entry marked with N_
        assert dialog.opponents.itemText(0).startswith("[")  # the bots' style names
        assert bar.fold_button.text().startswith(stretch("Fold"))
        assert keys.windowTitle() == stretch("Keyboard shortcuts")
        assert variant_name("PO/8") == stretch("{structure} {game}").format(
            structure=stretch("Pot-limit"), game=stretch("Omaha Hi/Lo"))  # trainer words, through dealerdesk.i18n
        assert Kind.WINNER.label == stretch("Winning hands")
        for widget in (dialog, bar):  # the longer words still fit their buttons and labels
            widget.show()
            qtbot.waitExposed(widget)
            assert [text for text in _texts(widget) if not text.startswith("[")] == []
            for button in widget.findChildren(QPushButton):
                if button.isVisible():
                    assert button.width() >= QFontMetrics(button.font()).horizontalAdvance(button.text()), \
                        button.text()
    finally:
        remove_translator(stretched)


def test_the_trainer_writes_numbers_times_and_cards_as_the_reader_does(clean_language: QApplication) -> None:
    import datetime  # noqa: PLC0415

    from dealerdesk.trainer.store.database import SessionSummary  # noqa: PLC0415
    from dealerdesk.ui.common.language import local_time  # noqa: PLC0415
    from dealerdesk.ui.results.audition_report import report_html  # noqa: PLC0415

    install_language(clean_language, "hu")
    group = QLocale().groupSeparator()
    assert group.strip() == ""  # Hungarian groups with a (no-break) space
    shown = i18n.translate("Explain", "The pot on the table: {pot}.").format(pot=12500)
    assert shown == f"A kassza az asztalon: 12{group}500."
    # As the table writes amounts (QLocale): Hungarian groups from five digits on.
    four = i18n.translate("Explain", "The pot on the table: {pot}.").format(pot=2400)
    assert four == f"A kassza az asztalon: {QLocale().toString(2400)}." == "A kassza az asztalon: 2400."
    assert i18n.translate("TrainerPage", "{s:.0f} s").format(s=12.0) == "12 mp"
    assert i18n.translate("Prompts", "Board [{cards}]").format(cards="Tc7d2h") == "Board [10♣ 7♦ 2♥]"
    # Times in local time and the locale's format, in the audition report as in the progress view.
    started = datetime.datetime(2026, 11, 30, 23, 30, tzinfo=datetime.UTC)
    summary = SessionSummary(session="s", mode="audition", started=started,
                             ended=started + datetime.timedelta(minutes=20), per_kind=(("side-pots", 5, 4, 12.0),))
    assert local_time(started) in report_html("Ann", summary)
    assert "2026-11-30 23:30" not in local_time(started)  # not the ISO form, not UTC


def test_every_window_sentence_takes_its_hungarian_article(clean_language: QApplication) -> None:
    """A Hungarian translation writes ``a(z) {value}`` and the article is chosen when the value is filled in
    (:class:`dealerdesk.i18n.Sentence`). Every translation helper of the window must hand out such sentences: one
    built on Qt's translate alone left "a(z) 6 mp-es célidőn belül" on the trainer's clock. Each module's ``tr``
    helper is asked for a text whose translation carries the article."""
    import importlib  # noqa: PLC0415
    import pkgutil  # noqa: PLC0415

    import dealerdesk.ui  # noqa: PLC0415

    ui_i18n.install_language(clean_language, "hu")
    clock = ("TrainerPage", "answered in {s:.0f} s, within the {target:.0f} s target")
    helpers = []
    for info in pkgutil.walk_packages(dealerdesk.ui.__path__, "dealerdesk.ui."):
        module = importlib.import_module(info.name)
        helper = getattr(module, "tr", None)
        if callable(helper) and getattr(helper, "__module__", None) == info.name:
            helpers.append(helper)
            assert isinstance(helper("Seat"), i18n.Sentence), f"{info.name}.tr hands out plain text"
    assert len(helpers) >= 20
    shown = i18n.translate(*clock).format(s=3, target=6)
    assert "a(z)" not in shown and "a 6 mp" in shown
    assert "az 5 mp" in i18n.translate(*clock).format(s=3, target=5)
