"""Finding the translatable strings of ``dealerdesk/`` for the catalogues (``tools/translations.py``).

What counts as translatable (read with :mod:`ast`, so nothing is imported or run):

* ``translate_n("Context", "singular", "plural", n)`` from :mod:`dealerdesk.i18n`: a plural entry
  (``numerus="yes"`` in the catalogue, keyed by the singular; the plural is kept for the translators);
* ``QCoreApplication.translate("Context", "text")`` (also ``QApplication``/``QGuiApplication``) and
  ``translate("Context", "text")`` from :mod:`dealerdesk.i18n`, with an optional third argument, the
  disambiguation (a ``<comment>`` in the catalogue: two identical English strings that need different words);
* calls of a module's helper, ``tr("text")`` / ``_("text")``, whose definition is just
  ``return translate("Context", text)`` (or ``QCoreApplication.translate``): the context is read from its body,
  and a helper imported from another ``dealerdesk`` module keeps its context;
* no-op marks for strings kept in tables and translated later with ``translate_marked``:
  ``N_("text")`` (the module helper's context), ``N_("text", "Context")``, ``QT_TRANSLATE_NOOP("Context",
  "text")`` and ``QT_TR_NOOP("text")``.

The text must be a plain string literal: an f-string, a concatenation or a variable in one of these calls is
reported as an error (a string built at run time cannot be in the catalogue), and so are positional placeholders
(``{}``, ``{0}``): name them, ``{amount}``, so translators can reorder. A comment line starting with
``# Translators:`` just above the call is passed to the translators (``<extracomment>``).

The extractor also reports ``self.tr()`` (its context is the class at run time, which a catalogue cannot know).
"""

from __future__ import annotations

import ast
import string
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
"""The checkout."""
PACKAGE = ROOT / "dealerdesk"
"""The package whose strings are translated."""

TRANSLATE_OWNERS = {"QCoreApplication", "QApplication", "QGuiApplication", "i18n"}
"""``X.translate(...)`` is a translation when X is one of these (Qt's static method, or ``dealerdesk.i18n``)."""
NOOP_WITH_CONTEXT = {"QT_TRANSLATE_NOOP", "QT_TRANSLATE_NOOP3"}
NOOP_IN_MODULE_CONTEXT = {"QT_TR_NOOP"}


@dataclass(frozen=True, order=True)
class Key:
    """A message's identity in a catalogue: Qt looks translations up by these three."""

    context: str
    source: str
    comment: str = ""
    """The disambiguation ("" for none)."""


@dataclass
class Message:
    """A translatable string found in the code."""

    key: Key
    files: set[str] = field(default_factory=set)
    """Where it is used (paths relative to the checkout)."""
    notes: list[str] = field(default_factory=list)
    """``# Translators:`` comments."""
    plural: str | None = None
    """For a plural entry (:func:`dealerdesk.i18n.translate_n`), the English plural; None for a plain one."""


@dataclass(frozen=True)
class Problem:
    """A translatable call the extractor cannot accept."""

    path: str
    line: int
    text: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.text}"


@dataclass
class Extraction:
    """Every message of the package, and the calls that could not be read."""

    messages: dict[Key, Message] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)

    def add(self, key: Key, path: str, note: str, plural: str | None = None) -> None:
        message = self.messages.setdefault(key, Message(key, plural=plural))
        if message.plural != plural:
            self.problems.append(Problem(path, 0, f"{key.source!r} in {key.context} is used both with and without "
                                                  "plural forms, or with two plurals: give one a disambiguation"))
        message.files.add(path)
        if note and note not in message.notes:
            message.notes.append(note)

    def contexts(self) -> Counter[str]:
        """How many messages each context has."""
        return Counter(key.context for key in self.messages)


# -- reading the code ------------------------------------------------------------------------------------------


@dataclass
class _Module:
    name: str
    path: str
    tree: ast.Module
    lines: list[str]
    own_helpers: dict[str, str] = field(default_factory=dict)
    """Helper functions defined in this module: name → context."""
    helpers: dict[str, str] = field(default_factory=dict)
    """Every helper usable here (defined or imported): name → context."""
    helper_calls: set[int] = field(default_factory=set)
    """ids of the translate calls inside helper definitions (their argument is the helper's parameter)."""
    translate_names: set[str] = field(default_factory=set)
    """Local names bound to ``dealerdesk.i18n.translate``."""
    plural_names: set[str] = field(default_factory=set)
    """Local names bound to ``dealerdesk.i18n.translate_n``."""
    translate_owners: set[str] = field(default_factory=lambda: set(TRANSLATE_OWNERS))
    """Names whose ``.translate(...)`` is a translation."""
    noop_names: set[str] = field(default_factory=set)
    """Local names bound to ``dealerdesk.i18n.N_``."""


def _literal(node: ast.expr | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _is_translate_call(module: _Module, call: ast.Call) -> bool:
    func = call.func
    if isinstance(func, ast.Name):
        return func.id in module.translate_names
    return (isinstance(func, ast.Attribute) and func.attr == "translate" and isinstance(func.value, ast.Name)
            and func.value.id in module.translate_owners)


def _is_plural_call(module: _Module, call: ast.Call) -> bool:
    func = call.func
    if isinstance(func, ast.Name):
        return func.id in module.plural_names
    return (isinstance(func, ast.Attribute) and func.attr == "translate_n" and isinstance(func.value, ast.Name)
            and func.value.id in module.translate_owners)


def _fields(text: str) -> list[str]:
    """The placeholder names of a text, sorted."""
    return sorted(name for _literal_text, name, _spec, _conversion in string.Formatter().parse(text)
                  if name is not None)


def _helper_context(module: _Module, node: ast.FunctionDef) -> tuple[str, ast.Call] | None:
    """The context of a ``def tr(text): return translate("Ctx", text)`` helper, and that inner call."""
    body = list(node.body)
    if body and isinstance(body[0], ast.Expr) and _literal(body[0].value) is not None:
        body = body[1:]  # the docstring
    if len(body) != 1 or not isinstance(body[0], ast.Return) or not isinstance(body[0].value, ast.Call):
        return None
    call = body[0].value
    params = [a.arg for a in node.args.posonlyargs + node.args.args]
    if not params or not _is_translate_call(module, call) or len(call.args) != 2:
        return None
    context = _literal(call.args[0])
    text = call.args[1]
    if context is None or not (isinstance(text, ast.Name) and text.id == params[0]):
        return None
    return context, call


def _parse(name: str, path: str, text: str) -> _Module:
    tree = ast.parse(text, filename=path)
    module = _Module(name, path, tree, text.splitlines())
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.module in {"dealerdesk.i18n", "dealerdesk"}:
            for alias in node.names:
                local = alias.asname or alias.name
                if node.module == "dealerdesk.i18n" and alias.name == "translate":
                    module.translate_names.add(local)
                elif node.module == "dealerdesk.i18n" and alias.name == "translate_n":
                    module.plural_names.add(local)
                elif node.module == "dealerdesk.i18n" and alias.name == "N_":
                    module.noop_names.add(local)
                elif node.module == "dealerdesk" and alias.name == "i18n":
                    module.translate_owners.add(local)
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            found = _helper_context(module, node)
            if found is not None:
                module.own_helpers[node.name] = found[0]
                module.helper_calls.add(id(found[1]))
    module.helpers.update(module.own_helpers)
    module.helper_calls.update(_forwarding_calls(module))
    return module


def _forwarding_calls(module: _Module) -> set[int]:
    """ids of translate calls that pass on their function's own ``context`` and ``text`` parameters (a
    translator such as ``def qt_translate(context, source): return QCoreApplication.translate(context, source)``):
    not uses of a string, so neither extracted nor reported."""
    found: set[int] = set()
    for function in ast.walk(module.tree):
        if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        params = {a.arg for a in function.args.posonlyargs + function.args.args + function.args.kwonlyargs}
        for node in ast.walk(function):
            if (isinstance(node, ast.Call) and _is_translate_call(module, node) and len(node.args) >= 2
                    and all(isinstance(arg, ast.Name) and arg.id in params for arg in node.args[:2])):
                found.add(id(node))
    return found


def _link_imported_helpers(modules: dict[str, _Module]) -> None:
    """``from dealerdesk.ui.play_mode.controller import tr`` makes ``tr`` a helper with play's context here too."""
    for module in modules.values():
        for node in module.tree.body:
            if isinstance(node, ast.ImportFrom) and node.module in modules:
                source = modules[node.module]
                for alias in node.names:
                    if alias.name in source.own_helpers:
                        module.helpers[alias.asname or alias.name] = source.own_helpers[alias.name]


def _default_context(module: _Module) -> str | None:
    """The context of ``N_("text")`` here: that of the module's one helper (or its one imported helper)."""
    contexts = set(module.own_helpers.values()) or set(module.helpers.values())
    return contexts.pop() if len(contexts) == 1 else None


def _note(module: _Module, line: int) -> str:
    """The ``# Translators:`` comment just above ``line`` (1-based), if any."""
    comments: list[str] = []
    index = line - 2
    while index >= 0 and module.lines[index].strip().startswith("#"):
        comments.insert(0, module.lines[index].strip().lstrip("#").strip())
        index -= 1
    for position, comment in enumerate(comments):
        if comment.lower().startswith("translators:"):
            return " ".join([comment.split(":", 1)[1].strip(), *comments[position + 1:]]).strip()
    return ""


def _check_text(text: str) -> str | None:
    """Why a source text cannot be used as it is, or None."""
    try:
        fields = [name for _literal_text, name, _spec, _conversion in string.Formatter().parse(text)
                  if name is not None]
    except ValueError as error:
        return f"unbalanced braces in {text!r} ({error}); write a literal brace as {{{{ or }}}}"
    for name in fields:
        if name == "" or name.isdigit():
            return f"positional placeholder in {text!r}: name it, e.g. {{amount}}"
    return None


def _text_problem(node: ast.expr) -> str:
    if isinstance(node, ast.JoinedStr):
        return "an f-string cannot be translated: use named placeholders and .format(name=...) after translating"
    if isinstance(node, ast.BinOp):
        return "a string built with + or % cannot be translated: translate a whole sentence with placeholders"
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format":
        return "format after translating, not before: tr(\"... {name} ...\").format(name=...)"
    return ("the text must be a string literal (to translate a value marked elsewhere with N_, call "
            "translate_marked)")


def _visit(module: _Module, result: Extraction) -> None:
    default = _default_context(module)

    def problem(node: ast.AST, text: str) -> None:
        result.problems.append(Problem(module.path, getattr(node, "lineno", 0), text))

    def accept(call: ast.Call, context_node: ast.expr | None, context: str | None, text_node: ast.expr | None,
               comment_node: ast.expr | None = None, *, plural: str | None = None) -> None:
        if context is None:
            context = _literal(context_node)
            if context is None:
                problem(call, "the context must be a string literal")
                return
        if text_node is None:
            problem(call, "no text to translate")
            return
        text = _literal(text_node)
        if text is None:
            problem(call, _text_problem(text_node))
            return
        comment = ""
        if comment_node is not None and not (isinstance(comment_node, ast.Constant) and comment_node.value is None):
            literal = _literal(comment_node)
            if literal is None:
                problem(call, "the disambiguation must be a string literal or None")
                return
            comment = literal
        issue = _check_text(text)
        if issue is not None:
            problem(call, issue)
            return
        if plural is not None:
            issue = _check_text(plural)
            if issue is None and _fields(plural) != _fields(text):
                issue = f"the plural {plural!r} has other placeholders than the singular {text!r}"
            if issue is not None:
                problem(call, issue)
                return
        result.add(Key(context, text, comment), module.path, _note(module, call.lineno), plural)

    for node in ast.walk(module.tree):
        if not isinstance(node, ast.Call) or id(node) in module.helper_calls:
            continue
        func = node.func
        name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None
        keywords = {k.arg: k.value for k in node.keywords if k.arg}
        args = list(node.args)
        if _is_plural_call(module, node):
            if len(args) < 4:
                problem(node, "translate_n() takes the context, the singular, the plural and the count")
                continue
            plural = _literal(args[2])
            if plural is None:
                problem(node, "the plural " + _text_problem(args[2]).removeprefix("the text "))
                continue
            accept(node, args[0], None, args[1], args[4] if len(args) > 4 else keywords.get("disambiguation"),
                   plural=plural)
        elif _is_translate_call(module, node):
            if len(args) > 3 or "n" in keywords:
                problem(node, "plural forms (n) are not supported: use a {count} placeholder")
                continue
            comment = args[2] if len(args) > 2 else keywords.get("disambiguation")
            accept(node, args[0] if args else keywords.get("context"), None,
                   args[1] if len(args) > 1 else keywords.get("text", keywords.get("sourceText")), comment)
        elif isinstance(func, ast.Name) and name in module.helpers:
            if len(args) != 1 or keywords:
                problem(node, f"{name}() takes just the text")
                continue
            accept(node, None, module.helpers[name], args[0])
        elif isinstance(func, ast.Name) and name in module.noop_names:
            context_node = args[1] if len(args) > 1 else keywords.get("context")
            if context_node is None and default is None:
                problem(node, "N_() needs its context here (no single tr/_ helper in this module): N_(text, context)")
                continue
            accept(node, context_node, None if context_node is not None else default,
                   args[0] if args else keywords.get("text"))
        elif name in NOOP_WITH_CONTEXT:
            accept(node, args[0] if args else None, None, args[1] if len(args) > 1 else None,
                   args[2] if len(args) > 2 else None)
        elif (isinstance(func, ast.Attribute) and func.attr == "tr" and isinstance(func.value, ast.Name)
              and func.value.id == "self"):
            problem(node, "self.tr() takes its context from the class at run time: use the module's tr() helper")
        elif name in NOOP_IN_MODULE_CONTEXT:
            if default is None:
                problem(node, "QT_TR_NOOP() needs a module helper for its context; use QT_TRANSLATE_NOOP")
                continue
            accept(node, None, default, args[0] if args else None)


def extract_sources(sources: dict[str, tuple[str, str]]) -> Extraction:
    """The messages of some modules: ``{module name: (path shown in messages, source text)}``."""
    modules: dict[str, _Module] = {}
    result = Extraction()
    for name, (path, text) in sorted(sources.items()):
        try:
            modules[name] = _parse(name, path, text)
        except SyntaxError as error:
            result.problems.append(Problem(path, error.lineno or 0, f"cannot be read: {error.msg}"))
    _link_imported_helpers(modules)
    for module in modules.values():
        _visit(module, result)
    result.problems.sort(key=lambda p: (p.path, p.line, p.text))
    return result


def extract(package: Path = PACKAGE, root: Path = ROOT) -> Extraction:
    """Every translatable string of the package (``**/*.py``)."""
    sources: dict[str, tuple[str, str]] = {}
    for path in sorted(package.rglob("*.py")):
        relative = path.relative_to(root)
        name = ".".join(relative.with_suffix("").parts).removesuffix(".__init__")
        sources[name] = (relative.as_posix(), path.read_text(encoding="utf-8"))
    return extract_sources(sources)
