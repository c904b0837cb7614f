"""The grammar the code supplies to a translated sentence: the Hungarian article before a value, and the small
words that join the parts of a sentence the code builds (list separators, "; ", " — ", the closing full stop).

The article is :mod:`dealerdesk.articles`' (:class:`dealerdesk.i18n.Sentence` puts it in); this module holds the
joiners.

The joiners are translated (context ``Grammar``) because they are not the same in every language: Thai ends a
sentence without a full stop and does not separate clauses with a semicolon, so its catalogue drops them.
"""

from __future__ import annotations

from collections.abc import Iterable

from dealerdesk import articles
from dealerdesk.i18n import translate

# -- the joiners ---------------------------------------------------------------------------------------------


def _(text: str) -> str:
    return translate("Grammar", text)


def list_separator() -> str:
    """What separates the items of a list ("Seat 1, Seat 2")."""
    # Translators: between the items of a list ("Seat 1, Seat 2, Seat 4"), with its space.
    return _(", ")


def clause_separator() -> str:
    """What separates two clauses of one sentence built in parts ("…; the odd chip goes to…")."""
    # Translators: between two clauses the code joins ("…the pot is split; the odd chip…"); Thai: a space.
    return _("; ")


def aside_separator() -> str:
    """What introduces the second part of a line built in parts ("Main pot (300) — split as evenly…")."""
    # Translators: before the second part of a line the code joins ("Main pot: Seat 4 300 — no qualifying low…").
    return _(" — ")


def full_stop() -> str:
    """What closes a sentence the code built in parts: "." in English, nothing in Thai."""
    # Translators: the full stop closing a sentence the code builds in parts; Thai: leave it empty (a space).
    return _(".").strip()


def joined(items: Iterable[str]) -> str:
    """The items as a list in the reader's language ("Seat 1, Seat 2")."""
    return list_separator().join(items)


def seat_amount(seat: str, amount: int | str) -> str:
    """A seat and an amount written so that neither can be read as the other: "Seat 7: 600" ("ที่นั่ง 7: 600"),
    never "Seat 7 600"."""
    # Translators: a seat and its chips ("Seat 7: 600"); keep a mark between them so the numbers cannot run together.
    return _("{seat}: {amount}").format(seat=seat, amount=amount)


def name_in_sentence(name: str) -> str:
    """A hand's name as it is written inside a sentence ("Dora wins 404: two pair, …" in Hungarian: "…nyer: sor"):
    the evaluation names a hand as it stands alone, with a capital ("Sor", "Two pair, kings and sevens"); a
    language that writes a common noun small inside a sentence takes the capital off, English keeps the name as
    it is. Where the name opens the sentence, the sentence gives it its capital back
    (:class:`dealerdesk.i18n.OpeningSentence`)."""
    # Translators: how a hand's name ("Straight", "Two pair, kings and sevens") is written inside a sentence, after
    # a colon or a word: "lowercase" if your language writes it with a small first letter there (Hungarian: "…
    # nyer: sor"), "as alone" to keep it as it is written alone (English; Thai, which has no capitals). Only these
    # two words are understood.
    if _("as alone") == "lowercase":
        return articles.decapitalised(name)
    return name


def percent(value: str) -> str:
    """A percentage as the reader's language writes it, one style throughout: "80%" in English, Thai and
    Hungarian (``value`` is the number already written in the reader's format)."""
    # Translators: a percentage ("80%"); one style in the whole translation (the catalogue check rejects "80 %").
    return _("{value}%").format(value=value)
