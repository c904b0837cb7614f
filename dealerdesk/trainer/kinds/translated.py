"""The translation contexts the skills' texts are filed under, one function each.

A skill's prompt, its grader's verdicts, its explanation's steps and its answer boxes' words belong to four
catalogue contexts shared by all twelve skills ("Prompts", "Grading", "Explain", "TrainerPage"), so a translator
sees one skill's "Seat {seat}" beside every other's. The string extractor (``tools/extract_strings.py``) follows
these functions into every module that imports them, under any local name.

>>> prompt("Seat {seat}")
'Seat {seat}'
"""

from __future__ import annotations

from dealerdesk.i18n import translate


def prompt(text: str) -> str:
    """``text`` translated in the prompts' context (the question as the trainee reads it)."""
    return translate("Prompts", text)


def grading(text: str) -> str:
    """``text`` translated in the grader's context (the verdict on an answer)."""
    return translate("Grading", text)


def explain(text: str) -> str:
    """``text`` translated in the explanations' context (the worked answer's steps)."""
    return translate("Explain", text)


def page(text: str) -> str:
    """``text`` translated in the trainer page's context (the answer boxes' labels and words)."""
    return translate("TrainerPage", text)
