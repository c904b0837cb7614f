"""Reading a call typed in one line as a dealer says it: "kings full of sixes", "queen-high straight", "flush,
ace-king", "three aces", "aces up", "pair of kings, ace kicker", "king-jack high", "the wheel", "deuces", "5s",
and in Omaha hi/lo the low in the same line ("aces up, eight-seven low", "… and no low", "… / seven-five low").

The line is cut into words first — at spaces, hyphens, commas, slashes; Thai, written without spaces, by the
words it knows (the fewest that cover the text) — and only whole words are looked up, so "eight-seven" is never
read as "eights" and "even". Each word has a role: a rank (one card "king", several "kings", or the case a
full house's pair takes, Hungarian "hatosokkal"), a hand ("flush", "trips", "up", "full of"), a count ("three"
aces), "high", a kicker's word ("kicker", "decides"), the low's ("low", "no low"), or a word that joins
("and", "of", "the"). The hand is what the words say ("pair" and "three" together: a full house; two plural
ranks: two pair; a rank "high" alone: high card); its ranks are the first ones named, as many as the hand's
call names, and the ranks after them (or next to a kicker's word) are its kickers.

The words come from the catalogues: the rank words and hand names as the hand names translate them, the usual
other names of :data:`dealerdesk.trainer.core.answers.OTHER_HAND_NAMES`, and the lists below (the "Calls" context),
in English and in the user's language. Whether a language says the kickers and the low's cards before their
word ("ace kicker", "hetes-ötös alsó kéz") or after it (Thai "คิกเกอร์ เอซ", "โลว์ 7-5") is read from
how it translates the patterns of a call. Thai names the ranks two to ten by their digits ("คู่ 7"); a trainee
may type the word too ("คู่เจ็ด": :func:`~dealerdesk.evaluation.names.number_rank_words`). A word not known is
named, with the nearest known word.
"""

from __future__ import annotations

import contextlib
import enum
import functools
import re
import unicodedata
from collections.abc import Hashable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import cast

from dealerdesk.evaluation import HandCategory
from dealerdesk.evaluation.calling import RANK_LETTERS
from dealerdesk.evaluation.names import (
    CALL_RANKS,
    CATEGORY_NAMES,
    RANK_PLURALS,
    RANK_WITH,
    RANK_WORDS,
    ROYAL_FLUSH,
    category_name,
    category_of_name,
    number_rank_words,
)
from dealerdesk.i18n import N_, english, installed, translate, translate_marked
from dealerdesk.number_input import shown
from dealerdesk.trainer.core.answers import OTHER_HAND_NAMES, AnswerError


def _(text: str) -> str:
    """Translate in the calls' context (the messages of the reader)."""
    return translate("Calls", text)


# Translators: words that say a hand is a pair when it is called ("pair of kings"), separated by "|" (the
# English ones and the hand names are always understood).
PAIR_WORDS = N_("pair of|a pair of", "Calls")
# Translators: words that say three of a kind ("trip nines", "a set of fours"), separated by "|".
TRIPS_WORDS = N_("trip|set of|a set of", "Calls")
# Translators: words that say four of a kind ("quad kings"), separated by "|".
QUADS_WORDS = N_("quad", "Calls")
# Translators: words that join a full house's three and pair ("kings full of sixes", "kings over sixes"), "|".
FULL_WORDS = N_("full of|over", "Calls")
# Translators: the word that calls two pair by its top pair alone ("aces up"), separated by "|".
UP_WORDS = N_("up", "Calls")
# Translators: the number said before a rank for a pair of it ("two kings"), "|"; a word that is also a rank's
# name counts only before a plural rank.
PAIR_COUNT = N_("two", "Calls")
# Translators: the number said before a rank for three of a kind ("three aces"), separated by "|".
TRIPS_COUNT = N_("three", "Calls")
# Translators: the number said before a rank for four of a kind ("four kings"), separated by "|".
QUADS_COUNT = N_("four", "Calls")
# Translators: the five-high straight's own name ("the wheel"), separated by "|".
WHEEL_WORDS = N_("wheel", "Calls")
# Translators: the ace-high straight's own name, separated by "|".
BROADWAY_WORDS = N_("broadway", "Calls")
# Translators: the five-high straight flush's own name, separated by "|".
STEEL_WHEEL_WORDS = N_("steel wheel", "Calls")
# Translators: the word said next to a straight's, a flush's or a high card's top rank ("queen high"), "|".
HIGH_WORDS = N_("high", "Calls")
# Translators: words said next to the kickers of a call ("ace kicker", "jack decides"), separated by "|"; the
# kickers are read on the side the translation of "{call}, {kickers} kicker" puts them.
KICKER_WORDS = N_("kicker|kickers|decides|decide|plays", "Calls")
# Translators: the word said next to a low's cards ("seven-five low"), separated by "|"; the cards are read on the
# side the translation of "{cards} low" (hand names) puts them.
LOW_WORDS = N_("low", "Calls")
# Translators: the ways a trainee may say there is no low in hi/lo ("no low"), separated by "|"; the words of the
# call "no low" are understood too.
NO_LOW_WORDS = N_("no low|no qualifying low", "Calls")
# Translators: words a call may have that say nothing of the hand ("kings AND sevens", "straight TO THE queen",
# "an ace kicker"), separated by "|". A one-letter word here would hide a rank's letter ("a" is the ace unless a
# hand's word follows it: "a pair").
JOINING_WORDS = N_("and|of|the|an|to|with|plus|is|has", "Calls")

ENGLISH_RANK_NAMES = {"deuce": 0, "trey": 1}
"""The dealers' own English words for a two and a three (plural with "s": "deuces", "treys")."""

MAX_LENGTH = 200
"""The longest line read: a call is a few words, and a pasted page is not one."""
WHEEL_LOW = (3, 2, 1, 0, 12)
"""The best low, 5-4-3-2-A ("the wheel")."""
LOW_ACE = 12
"""The ace, which plays low in a low."""


class Role(enum.Enum):
    """What a word says in a call."""

    RANK = "rank"
    HAND = "hand"
    HIGH = "high"
    KICKER = "kicker"
    LOW = "low"
    NO_LOW = "no low"
    JOIN = "join"


ONE, MANY, WITH = "one", "many", "with"
"""A rank word's forms: one card ("king"), several ("kings"), the case a full house's pair takes ("királyokkal")."""


@dataclass(frozen=True)
class Word:
    """A known word (or phrase) of a call and what it says."""

    role: Role
    rank: int = -1
    """A rank word's rank index (0 = two … 12 = ace)."""
    forms: frozenset[str] = frozenset()
    """A rank word's forms (:data:`ONE`, :data:`MANY`, :data:`WITH`)."""
    hand: str = ""
    """The canonical hand a hand word says ("Three of a kind"), or a count word's hand."""
    implied: int = -1
    """The rank a hand's own name says ("wheel": five high), else -1."""
    after: bool = False
    """A kicker's or low's word: its ranks come after it (Thai "คิกเกอร์ เอซ")."""

    def merged(self, other: Word) -> Word:
        """A rank word known in two forms ("เจ็ด" is seven and sevens), or also a count ("three")."""
        if self.role is Role.RANK and other.role is Role.RANK and self.rank == other.rank:
            return Word(Role.RANK, self.rank, self.forms | other.forms, self.hand or other.hand)
        return self


@dataclass(frozen=True)
class TypedCall:
    """What a line calls: the high hand's canonical name ("" when only a low is called), the ranks in the order
    said, the kickers, and the low's ranks highest first (None: no low called; empty: "no low")."""

    name: str
    ranks: tuple[int, ...] = ()
    kickers: tuple[int, ...] = ()
    low: tuple[int, ...] | None = None


# -- the words known ------------------------------------------------------------------------------------------


def words_of(text: str) -> list[str]:
    """The words of a text as the reader compares them: split at spaces and punctuation, case left out."""
    return [part for part, _hard in _parts(text)]


_SPLIT = re.compile(r"[\s\-‐‑‒–—,/;:.!?()+&\"“”„«»|]+")
_HARD = re.compile(r"[,/;:.!?()+&|]")
_THAI = re.compile(r"[\u0e00-\u0e7f]+")


def _normal(text: str) -> str:
    return unicodedata.normalize("NFC", text).casefold().replace("’", "'").replace("‘", "'")


def _parts(text: str) -> Iterator[tuple[str, bool]]:
    """The words between separators, each with whether a hard separator (a comma, a slash …) comes before it."""
    position = 0
    hard = False
    normal = _normal(text) + " "
    for match in _SPLIT.finditer(normal):
        word = normal[position:match.start()].strip("'")
        if word:
            yield word, hard
            hard = False
        hard = hard or bool(_HARD.search(match.group()))
        position = match.end()


def _side(pattern: str, placeholder: str) -> bool:
    """Whether a translated pattern puts ``placeholder`` after its words ("โลว์ {cards}"): then the ranks of
    those words come after them."""
    before, found, rest = pattern.partition(placeholder)
    return bool(found) and not re.search(r"\w", rest) and bool(re.search(r"\w", before.split("}")[-1]))


@dataclass
class Vocabulary:
    """Every word known, English and the user's language: by its words (a phrase is several)."""

    words: dict[tuple[str, ...], Word] = field(default_factory=dict)
    longest: int = 1

    def add(self, text: str, word: Word) -> None:
        key = tuple(words_of(text))
        if not key:
            return
        known = self.words.get(key)
        self.words[key] = word if known is None else known.merged(word)
        self.longest = max(self.longest, len(key))

    def add_list(self, marked: str, word: Word, context: str = "Calls") -> None:
        for text in translate_marked(context, marked).split("|"):
            self.add(text, word)

    def thai(self) -> list[str]:
        """The Thai words known (one word each: Thai runs its words together)."""
        return [key[0] for key in self.words if len(key) == 1 and _THAI.fullmatch(key[0])]


def vocabulary() -> Vocabulary:
    """The words known now: English and the installed language's."""
    return _vocabulary_for(cast("Hashable", installed()), translate("Calls", "no low"))


@functools.lru_cache(maxsize=4)
def _vocabulary_for(_translator: Hashable, _language: str) -> Vocabulary:
    found = Vocabulary()
    for language in (english(), contextlib.nullcontext()):
        with language:
            _add_language(found)
    for word, rank in ENGLISH_RANK_NAMES.items():
        found.add(word, Word(Role.RANK, rank, frozenset({ONE})))
        found.add(word + "s", Word(Role.RANK, rank, frozenset({MANY})))
    return found


def _add_language(found: Vocabulary) -> None:
    """The words of the language in force (English inside :func:`english`): the specific roles first, so a word
    also listed as joining ("low" in an old list) keeps its role."""
    kicker_after = _side(translate("Calls", "{call}, {kickers} kicker"), "{kickers}")
    low_after = _side(translate("HandNames", "{cards} low"), "{cards}")
    pair_with = "{pair_with}" in translate("HandNames", "Full house, {three} full of {pair}")
    for rank in range(len(RANK_LETTERS)):
        found.add(translate_marked("HandNames", RANK_WORDS[rank]), Word(Role.RANK, rank, frozenset({ONE})))
        found.add(translate_marked("HandNames", RANK_PLURALS[rank]), Word(Role.RANK, rank, frozenset({MANY})))
        if pair_with:  # a language that says the pair of a full house in a case of its own
            found.add(translate_marked("HandNames", RANK_WITH[rank]), Word(Role.RANK, rank, frozenset({WITH})))
    # The ranks two to ten in words where the hand names write digits (Thai "คู่เจ็ด" for "คู่ 7"): no plural in Thai.
    for rank, text in number_rank_words().items():
        found.add(text, Word(Role.RANK, rank, frozenset({ONE, MANY})))
    for marked, hand in ((PAIR_COUNT, "Pair"), (TRIPS_COUNT, "Three of a kind"), (QUADS_COUNT, "Four of a kind")):
        for text in translate_marked("Calls", marked).split("|"):
            key = tuple(words_of(text))
            known = found.words.get(key)
            if known is not None and known.role is Role.RANK:  # "three": a rank, and a count before "aces"
                found.words[key] = Word(Role.RANK, known.rank, known.forms, hand)
            else:
                found.add(text, Word(Role.HAND, hand=hand))
    found.add_list(NO_LOW_WORDS, Word(Role.NO_LOW))
    found.add(translate("Calls", "no low"), Word(Role.NO_LOW))  # as the verdict says it
    found.add_list(STEEL_WHEEL_WORDS, Word(Role.HAND, hand=HandCategory.STRAIGHT_FLUSH.label, implied=3))
    found.add_list(WHEEL_WORDS, Word(Role.HAND, hand=HandCategory.STRAIGHT.label, implied=3))
    found.add_list(BROADWAY_WORDS, Word(Role.HAND, hand=HandCategory.STRAIGHT.label, implied=12))
    found.add(translate_marked("HandNames", ROYAL_FLUSH), Word(Role.HAND, hand=ROYAL_FLUSH))
    for name in CATEGORY_NAMES.values():
        found.add(category_name(name), Word(Role.HAND, hand=name))
    for marked, hand in ((PAIR_WORDS, "Pair"), (TRIPS_WORDS, "Three of a kind"), (QUADS_WORDS, "Four of a kind"),
                         (FULL_WORDS, "Full house"), (UP_WORDS, "Two pair")):
        found.add_list(marked, Word(Role.HAND, hand=hand))
    for name, others in OTHER_HAND_NAMES.items():
        found.add_list(others, Word(Role.HAND, hand=name), "Answers")
    found.add_list(HIGH_WORDS, Word(Role.HIGH))
    found.add_list(KICKER_WORDS, Word(Role.KICKER, after=kicker_after))
    found.add_list(LOW_WORDS, Word(Role.LOW, after=low_after))
    for text in translate_marked("Calls", JOINING_WORDS).split("|"):
        if tuple(words_of(text)) not in found.words:
            found.add(text, Word(Role.JOIN))


# -- cutting a line into known words --------------------------------------------------------------------------


@dataclass(frozen=True)
class Token:
    """A word of the line as read: its text as typed and what it says."""

    text: str
    word: Word
    hard: bool
    """A comma, a slash … comes before it: a run of ranks does not go on across it."""


_LETTERS = re.compile(r"(?:10|[2-9tjqka])+")
_PLURAL = re.compile(r"(10|[2-9])'?s|([tjqka])'s")


def _letters(word: str) -> list[tuple[str, Word]] | None:
    """Ranks written as letters and digits ("k", "a", "10", "k7", "akq"), or a plural ("5s", "10s", "k's"), each
    with its letter."""
    if _LETTERS.fullmatch(word):
        letters = re.findall(r"10|[2-9tjqka]", word)
        return [(c, Word(Role.RANK, RANK_LETTERS.index("T" if c == "10" else c.upper()), frozenset({ONE})))
                for c in letters]
    plural = _PLURAL.fullmatch(word)
    if plural:
        letter = plural.group(1) or plural.group(2)
        return [(word, Word(Role.RANK, RANK_LETTERS.index("T" if letter == "10" else letter.upper()),
                            frozenset({MANY})))]
    return None


def _split_thai(run: str, known: Sequence[str]) -> list[str]:
    """A Thai run cut into the fewest known words; what no known word covers is kept as one unknown piece."""
    size = len(run)
    best: list[tuple[int, int, int] | None] = [None] * (size + 1)  # (unknown letters, words, where it came from)
    best[0] = (0, 0, 0)
    for start in range(size):
        here = best[start]
        if here is None:
            continue
        unknown, count, _from = here
        steps = [(start + len(w), 0) for w in known if run.startswith(w, start)] + [(start + 1, 1)]
        for end, cost in steps:
            candidate = (unknown + cost, count + 1, start)
            if best[end] is None or candidate[:2] < cast("tuple[int, int, int]", best[end])[:2]:
                best[end] = candidate
    pieces: list[str] = []
    end = size
    while end:
        step = best[end]
        assert step is not None
        pieces.append(run[step[2]:end])
        end = step[2]
    pieces.reverse()
    merged: list[str] = []  # single unknown letters joined into one piece
    for piece in pieces:
        if merged and piece not in known and merged[-1] not in known:
            merged[-1] += piece
        else:
            merged.append(piece)
    return merged


def _pieces(text: str, found: Vocabulary) -> list[tuple[str, bool]]:
    """The line's words; a word mixing Thai and other letters is cut where the script changes."""
    thai = sorted(found.thai(), key=len, reverse=True)
    pieces: list[tuple[str, bool]] = []
    for word, hard in _parts(text):
        if not _THAI.search(word):
            pieces.append((word, hard))
            continue
        for run in re.findall(r"[\u0e00-\u0e7f]+|[^\u0e00-\u0e7f]+", word):
            for piece in _split_thai(run, thai) if _THAI.match(run) else [run]:
                pieces.append((piece, hard))
                hard = False
    return pieces


def tokens(text: str) -> list[Token]:
    """The line's words as known (the longest phrase first); :class:`AnswerError` names a word not known, with
    the nearest known word."""
    found = vocabulary()
    pieces = _pieces(text, found)
    result: list[Token] = []
    index = 0
    while index < len(pieces):
        for size in range(min(found.longest, len(pieces) - index), 0, -1):
            key = tuple(p for p, _hard in pieces[index:index + size])
            word = found.words.get(key)
            if word is not None:
                result.append(Token(" ".join(key), word, pieces[index][1]))
                index += size
                break
        else:
            piece, hard = pieces[index]
            letters = _letters(piece)
            if letters is None:
                raise AnswerError(_unknown(piece, found))
            result.extend(Token(letter, w, hard and n == 0) for n, (letter, w) in enumerate(letters))
            index += 1
    return result


def typing_distance(typed: str, known: str) -> int:
    """How many keys make ``typed`` of ``known``: a letter left out, added, changed, or two swapped ("kigns")."""
    previous: list[int] = []
    row = list(range(len(known) + 1))
    for i, a in enumerate(typed, 1):
        current = [i] + [0] * len(known)
        for j, b in enumerate(known, 1):
            current[j] = min(row[j] + 1, current[j - 1] + 1, row[j - 1] + (a != b))
            if i > 1 and j > 1 and a == known[j - 2] and typed[i - 2] == b:
                current[j] = min(current[j], previous[j - 2] + 1)
        previous, row = row, current
    return row[-1]


def nearest(piece: str, known: Sequence[str]) -> str | None:
    """The known word nearest to a word not known (the fewest keys off, then the nearest in length), if it is
    near: a third of its letters off at most."""
    if not known:
        return None
    distance, _length, word = min((typing_distance(piece, k), abs(len(k) - len(piece)), k) for k in known)
    return word if distance <= max(1, round(len(piece) / 3)) else None


def _unknown(piece: str, found: Vocabulary) -> str:
    """The message for a word not known: the nearest known word, if one is near."""
    near = nearest(piece, sorted({" ".join(key) for key in found.words}))
    if near is not None:
        # Translators: a word of a typed call not known ({word}), and the known word nearest to it.
        return _("{word} — did you mean {suggestion}?").format(word=shown(piece), suggestion=shown(near))
    return _("{word} is not a word of a call (ranks: A K Q J 10 9 … 2 or their names; hands: pair, trips, "
             "straight, flush, full …)").format(word=shown(piece))


# -- what the words say ---------------------------------------------------------------------------------------


def _is_rank(token: Token, *forms: str) -> bool:
    return token.word.role is Role.RANK and (not forms or bool(token.word.forms & set(forms)))


def _run(line: list[Token], start: int, step: int, taken: set[int], forms: tuple[str, ...]) -> list[int]:
    """The positions of the ranks next to ``start`` going ``step`` (+1 after, -1 before), up to a word that is
    no rank, a hard separator or a rank taken already."""
    found: list[int] = []
    index = start + step
    while 0 <= index < len(line) and index not in taken and _is_rank(line[index], *forms):
        if step > 0 and line[index].hard:
            break
        found.append(index)
        if step < 0 and line[index].hard:
            break
        index += step
    return sorted(found)


def _beside(line: list[Token], index: int, taken: set[int], forms: tuple[str, ...]) -> list[int]:
    """The ranks of a kicker's or a low's word: on its language's side, else on the other."""
    first = 1 if line[index].word.after else -1
    if step := _run(line, index, first, taken, forms):
        return step
    return _run(line, index, -first, taken, forms)


def _drop_articles(line: list[Token]) -> list[Token]:
    """An "a" before a hand's word or a count is the article ("a pair", "a set of"), not an ace."""
    kept: list[Token] = []
    for index, token in enumerate(line):
        following = line[index + 1] if index + 1 < len(line) else None
        if token.text == "a" and following is not None and \
                (following.word.role is Role.HAND or (following.word.hand and _is_rank(following))):
            continue
        kept.append(token)
    return kept


def _counts(line: list[Token]) -> list[Token]:
    """A rank's name that is also a count ("three") is the count before a plural rank ("three aces"): then it
    says the hand."""
    result: list[Token] = []
    for index, token in enumerate(line):
        following = line[index + 1] if index + 1 < len(line) else None
        word = token.word
        if word.role is Role.RANK and word.hand and following is not None and \
                _is_rank(following, MANY) and ONE not in following.word.forms:
            result.append(Token(token.text, Word(Role.HAND, hand=word.hand), token.hard))
        else:
            result.append(token)
    return result


COMPATIBLE = {
    ROYAL_FLUSH: {ROYAL_FLUSH, "Straight flush", "Straight", "Flush"},
    "Straight flush": {"Straight flush", "Straight", "Flush"},
    "Four of a kind": {"Four of a kind"},
    "Full house": {"Full house", "Three of a kind", "Pair"},
    "Flush": {"Flush"},
    "Straight": {"Straight"},
    "Three of a kind": {"Three of a kind"},
    "Two pair": {"Two pair", "Pair"},
    "Pair": {"Pair"},
    "High card": {"High card"},
}
"""Each hand, and the hands' words a call of it may have besides its own: Thai calls a full house "ฟูลเฮาส์
ตองคิง คู่ 6" (three kings, a pair of sixes), two pair "คู่คิงกับคู่ 7"."""


def _hand(line: list[Token], ranks: list[Token]) -> str | None:
    """The hand the words say, or None when they say none; :class:`AnswerError` when they say two."""
    said = [t.word.hand for t in line if t.word.role is Role.HAND]
    names = set(said)
    if names:
        if ROYAL_FLUSH in names:
            hand = ROYAL_FLUSH
        elif "Straight flush" in names or {"Straight", "Flush"} <= names:
            hand = "Straight flush"
        elif "Full house" in names or {"Three of a kind", "Pair"} <= names:
            hand = "Full house"
        elif "Two pair" in names or said.count("Pair") >= 2:
            hand = "Two pair"
        else:
            hand = next(n for n in CATEGORY_NAMES.values() if n in names)
        other = next((t for t in line if t.word.role is Role.HAND and t.word.hand not in COMPATIBLE[hand]), None)
        if other is not None:
            first = next(t for t in line if t.word.role is Role.HAND and t.word.hand in COMPATIBLE[hand])
            raise AnswerError(_("{first} and {second} are two different hands: call one").format(
                first=shown(first.text), second=shown(other.text)))
        return hand
    if any(t.word.forms == {WITH} for t in ranks):
        return "Full house"  # "királyok hatosokkal": the pair of a full house
    plural = [t for t in ranks if t.word.forms == {MANY}]
    if len(plural) >= 2:
        return "Two pair"
    if plural:
        return "Pair"
    if ranks and any(t.word.role is Role.HIGH for t in line):
        return "High card"
    return None


def read_call(text: str) -> TypedCall:
    """The call a line says; :class:`AnswerError` says why a line is not one (a word not known, with the nearest
    known word; two hands; a hand not said; two lows; a low with a card above an eight)."""
    if len(text) > MAX_LENGTH:
        raise AnswerError(_("a call is a few words: the hand, its ranks and a deciding kicker"))
    line = _counts(_drop_articles(tokens(text)))
    if not line:
        raise AnswerError(_("type the call as a dealer says it, for example “kings full of sixes”"))
    taken: set[int] = set()
    low: tuple[int, ...] | None = None
    for index, token in enumerate(line):
        role = token.word.role
        if role not in (Role.LOW, Role.NO_LOW):
            continue
        if low is not None:
            raise AnswerError(_("two lows called: call one"))
        taken.add(index)
        if role is Role.NO_LOW:
            low = ()
            continue
        wheel = next((i for i in (index - 1, index + 1) if 0 <= i < len(line) and line[i].word.implied == 3 and
                      line[i].word.hand == HandCategory.STRAIGHT.label), None)
        if wheel is not None:  # "wheel low": 5-4-3-2-A
            taken.add(wheel)
            low = WHEEL_LOW
            continue
        cards = _beside(line, index, taken, (ONE,))
        taken.update(cards)
        low = _low([line[i].word.rank for i in cards], [line[i].text for i in cards])
    kicker_places: list[int] = []
    for index, token in enumerate(line):
        if token.word.role is Role.KICKER and index not in taken:
            cards = _beside(line, index, taken, (ONE,))
            taken.update(cards)
            kicker_places.extend(cards)
    rest = [t for i, t in enumerate(line) if i not in taken]
    ranks = [t for t in rest if _is_rank(t)]
    hand = _hand(rest, ranks)
    if hand is None:
        if not ranks and low is not None:
            return TypedCall("", low=low)
        raise AnswerError(_("{words} does not say which hand: say it as a dealer does, for example “king-jack "
                            "high”, “flush, ace-king” or “pair of kings”").format(words=shown(text)))
    category = category_of_name(hand)
    assert category is not None
    needed = 0 if hand == ROYAL_FLUSH else CALL_RANKS[category]
    order = sorted([i for i, t in enumerate(line) if i not in taken and _is_rank(t)] + kicker_places)
    named = [i for i in order if i not in kicker_places][:needed]
    called = tuple(line[i].word.rank for i in named)
    if not called:
        implied = next((t.word.implied for t in rest if t.word.implied >= 0 and t.word.hand in COMPATIBLE[hand]), -1)
        called = (implied,) if implied >= 0 and needed else ()
    kickers = tuple(line[i].word.rank for i in order if i not in named)
    return TypedCall(hand, called, kickers, low)


def _low(ranks: list[int], texts: list[str]) -> tuple[int, ...]:
    """A low's ranks, highest first (the ace lowest), as a dealer reads them whatever order they were typed in."""
    high = [text for rank, text in zip(ranks, texts, strict=True) if 6 < rank < LOW_ACE]
    if high:
        raise AnswerError(_("a low has no card above an eight: {rank}").format(rank=shown(high[0])))
    return tuple(sorted(ranks, key=lambda r: -1 if r == LOW_ACE else r, reverse=True))


def read_call_for(text: str, *, hilo: bool) -> TypedCall:
    """The call a line says, for a game with a low (``hilo``: the high hand and the low, or "no low") or without
    one (the high hand only); :class:`AnswerError` says what is missing or not read."""
    call = read_call(text)
    if hilo and not call.name:
        raise AnswerError(_("call the high hand too, then the low (for example “aces up, seven-five low”)"))
    if hilo and call.low is None:
        raise AnswerError(_("call the low too (for example “aces up, seven-five low”), or “no low”"))
    if not hilo and call.low is not None:
        raise AnswerError(_("this game has no low to call: call the hand only"))
    return call
