"""The examples in the bots' docstrings run and give what they say."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["__init__", "levels", "line", "notes", "policy", "profiles", "push_fold", "reads", "reasons", "sizing",
           "starting_hands", "strength", "styles", "timing"]


@pytest.mark.parametrize("module_name", MODULES)
def test_docstring_examples(module_name: str) -> None:
    name = "dealerdesk.bots" + ("" if module_name == "__init__" else f".{module_name}")
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0
