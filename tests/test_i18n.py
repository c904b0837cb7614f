"""dealerdesk.i18n: English until a translator is installed, one translator for the process, canonical text
inside ``english()`` (in that thread only), and marks that change nothing."""

from __future__ import annotations

import threading

from dealerdesk import i18n


def shout(context: str, source: str, disambiguation: str | None = None, /) -> str:
    return f"{context}:{source.upper()}" + (f"/{disambiguation}" if disambiguation else "")


def test_identity_is_english() -> None:
    with i18n.using(None):
        assert i18n.installed() is i18n.identity
        assert i18n.translate("Explain", "The pot on the table: {pot}.") == "The pot on the table: {pot}."
        assert i18n.translate_marked("Mistakes", "blinds not counted") == "blinds not counted"


def test_install_returns_the_previous_translator_and_none_restores_english() -> None:
    before = i18n.install(None)
    try:
        assert i18n.install(shout) is i18n.identity
        assert i18n.translate("Rules", "bet", "verb") == "Rules:BET/verb"
        assert i18n.translate_marked("Kinds", "Side pots") == "Kinds:SIDE POTS"
        assert i18n.install(None) is shout
        assert i18n.translate("Rules", "bet") == "bet"
    finally:
        i18n.install(before)


def test_using_restores_even_after_an_error() -> None:
    before = i18n.installed()
    try:
        with i18n.using(shout):
            assert i18n.translate("A", "b") == "A:B"
            raise RuntimeError
    except RuntimeError:
        pass
    assert i18n.installed() is before


def test_english_is_canonical_inside_the_block_only() -> None:
    with i18n.using(shout):
        with i18n.english():
            assert i18n.translate("A", "b") == "b"
            assert i18n.translate_marked("A", "b") == "b"
        assert i18n.translate("A", "b") == "A:B"


def test_english_does_not_leak_into_other_threads() -> None:
    seen: list[str] = []
    inside = threading.Event()
    done = threading.Event()

    def other() -> None:
        inside.wait(5)
        seen.append(i18n.translate("A", "b"))
        done.set()

    with i18n.using(shout):
        thread = threading.Thread(target=other)
        thread.start()
        with i18n.english():
            inside.set()
            done.wait(5)
        thread.join(5)
    assert seen == ["A:B"]


def test_the_no_op_mark_returns_its_text() -> None:
    with i18n.using(shout):
        assert i18n.N_("Side pots") == "Side pots"
        assert i18n.N_("Side pots", "Kinds") == "Side pots"
