"""The Hungarian article a value takes, and a translated sentence's capital: the grammar
:class:`dealerdesk.i18n.Sentence` applies when it fills a translation's placeholders.

A translator cannot choose the Hungarian article before ``{target}``: "a 10 mp" but "az 5 mp", "a 2. szék" but
"az 1. szék". A Hungarian translation writes ``a(z) {target}``, and the article is put in from how the value is said
aloud (:func:`hungarian_article`). Nothing here is translated: :mod:`dealerdesk.i18n` imports it, and
:mod:`dealerdesk.grammar` (the translated joiners) stands on :mod:`dealerdesk.i18n`.
"""

from __future__ import annotations

import re

VOWELS = frozenset("aáeéiíoóöőuúüű")
"""The Hungarian vowels: a word said with one of these first takes "az"."""
LETTER_NAMES_WITH_VOWEL = frozenset("AEFILMNORSUXÁÉÍÓÖŐÚÜŰ")
"""Letters whose Hungarian names start with a vowel (a, e, ef, i, el, em, en, o, er, es, u, iksz …): an
abbreviation read letter by letter ("SB": es-bé) takes "az"."""
CARD_RANK_WORDS = {"A": "ász", "K": "király", "Q": "dáma", "J": "bubi"}
"""A card's rank letter as the card is said ("A♠": ász)."""
_SKIPPED = "\"'„“”‘’«»()[]<>+−-–—·*#§ \u00a0\u202f"
"""What is not said before the first word: quotes, brackets, signs, spaces."""


def _number_said_with_vowel(digits: str) -> bool:
    """Whether a whole number (its digits, no separators) is said in Hungarian starting with a vowel.

    A number is said from its leading group of three digits: "ötszáz" (500), "ezer" (1000), "egymillió". Its
    first word is a vowel's only when that group starts with 5 (öt, ötven, ötszáz) or is exactly 1 (egy; a
    leading 1 thousand is "ezer", a leading 1 million "egymillió"): 10–19 are tíz/tizen-, 100–199 száz-.
    """
    digits = digits.lstrip("0") or "0"
    lead = len(digits) % 3 or 3
    group = digits[:lead]
    return group[0] == "5" or group == "1"


def hungarian_article(value: str) -> str:
    """``"az"`` if ``value`` is said in Hungarian starting with a vowel, else ``"a"``: the article a translation
    puts before it. Numbers by how they are said ("az 5", "a 10", "az 1000", "a 10 000", "az 1. szék"), letters
    of an abbreviation by their names ("az SB", "a BB"), cards by their rank ("az A♠", "a K♥"), words by their
    first letter ("az ász", "a kassza")."""
    text = value.lstrip(_SKIPPED)
    if not text:
        return "a"
    number = re.match(r"\d+(?:[ \u00a0\u202f.,]\d{3})*", text)
    if number is not None:
        whole = number.group()
        # "12 500", "12.500" are one number; "1,5" and "12.5" only in their whole part.
        grouped = re.fullmatch(r"\d{1,3}(?:([ \u00a0\u202f.,])\d{3})+", whole)
        digits = re.sub(r"\D", "", whole) if grouped else re.match(r"\d+", whole).group()  # type: ignore[union-attr]
        return "az" if _number_said_with_vowel(digits) else "a"
    rank = CARD_RANK_WORDS.get(text[0]) if re.match(r"[AKQJ][♠♥♦♣]", text) else None
    if rank is not None:
        return "az" if rank[0] in VOWELS else "a"
    acronym = re.match(r"[A-ZÁÉÍÓÖŐÚÜŰ]{2,}(?![a-záéíóöőúüű])", text)
    if acronym is not None:
        return "az" if text[0] in LETTER_NAMES_WITH_VOWEL else "a"
    return "az" if text[0].lower() in VOWELS else "a"


_ARTICLE_BEFORE = re.compile(r"(?<![\w(-])([Aa])\(z\) (?=[„\"]?\{(\w+)(?:![rsa])?(?::[^{}]*)?\})")
"""A translation's ``a(z) {name}`` (or ``A(z)`` opening a sentence): the article its value decides."""


def articles_for(template: str, render: dict[str, str]) -> str:
    """``template`` with each ``a(z)``/``A(z)`` before a placeholder made the article the placeholder's value
    takes; ``render`` maps a placeholder's name to its text as shown. A placeholder not in ``render`` keeps its
    ``a(z)``."""

    def article(match: re.Match[str]) -> str:
        shown = render.get(match.group(2))
        if shown is None:
            return match.group()
        word = hungarian_article(shown)
        return (word.capitalize() if match.group(1) == "A" else word) + " "

    return _ARTICLE_BEFORE.sub(article, template)


def article_placeholders(template: str) -> list[tuple[str, str]]:
    """The placeholders of ``template`` that follow an ``a(z)``: (name, the placeholder as written)."""
    found = []
    for match in _ARTICLE_BEFORE.finditer(template):
        start = template.index("{", match.end())
        found.append((match.group(2), template[start:template.index("}", start) + 1]))
    return found


def opens_sentence(source: str) -> bool:
    """Whether an English source text opens a sentence (starts with a capital letter): its translation's first
    letter is then written as a capital, even when a placeholder's value ("király pár") comes first."""
    return source[:1].isupper()


def capitalised(text: str) -> str:
    """``text`` with its first letter a capital (after any opening bracket or quote); Thai has no case and stays
    as it is."""
    for index, char in enumerate(text):
        if char.isalpha():
            return text[:index] + char.upper() + text[index + 1:]
        if char not in "\"'„“‘([":
            return text
    return text


def decapitalised(text: str) -> str:
    """``text`` with its first letter small, as a common noun is written inside a sentence ("Sor" → "sor",
    "Full house, királyok hetesekkel" → "full house, …"); a first word in capitals throughout or of one letter
    (an abbreviation or a card: "SB", "A-K") and Thai, which has no case, stay as they are.

    >>> decapitalised("Sor"), decapitalised("SB"), decapitalised("A-K high"), decapitalised("ไพ่สูง")
    ('sor', 'SB', 'A-K high', 'ไพ่สูง')
    """
    for index, char in enumerate(text):
        if char.isalpha():
            # Only a capital that starts a word in small letters: "SB", "A-K", "A♠" are written so everywhere.
            if not text[index + 1:index + 2].islower():
                return text
            return text[:index] + char.lower() + text[index + 1:]
        if char not in "\"'„“‘([":
            return text
    return text
