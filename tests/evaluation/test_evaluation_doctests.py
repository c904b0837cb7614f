"""The examples in the evaluation modules' docstrings run and give what they say."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["__init__", "batch", "cards", "combos", "equity", "high", "low", "names", "reading"]
"""The modules whose docstrings show examples."""


@pytest.mark.parametrize("module_name", MODULES)
def test_docstring_examples(module_name: str) -> None:
    name = "dealerdesk.evaluation" + ("" if module_name == "__init__" else f".{module_name}")
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0
