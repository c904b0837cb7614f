"""The examples in the evaluation modules' docstrings run and give what they say."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["__init__", "cards", "checks", "high", "low", "names", "reading", "tables"]


@pytest.mark.parametrize("module_name", MODULES)
def test_docstring_examples(module_name: str) -> None:
    name = "dealerdesk.evaluation" + ("" if module_name == "__init__" else f".{module_name}")
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
