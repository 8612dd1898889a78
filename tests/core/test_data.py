"""The data the code reads (cards, rules, translations) is found in a checkout and in a wheel."""

from __future__ import annotations

import tomllib
from collections.abc import Iterator
from fnmatch import fnmatch
from pathlib import Path

import pytest

from engine.core import data
from engine.core.data import SHARE, data_root

ROOT = Path(__file__).resolve().parents[2]
DATA_FOLDERS = ("resources", "docs/rules", "translations")


@pytest.fixture
def fresh_root() -> Iterator[None]:
    data_root.cache_clear()
    yield
    data_root.cache_clear()


def test_a_checkout_reads_its_own_data() -> None:
    assert data_root() == ROOT


def test_every_data_file_goes_into_the_wheel_at_its_place() -> None:
    """pyproject's data-files list a folder per line: a new game's folder, or a new language
    of the rules, must be added there, or `pip install .` would install the app without it."""
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    entries = pyproject["tool"]["setuptools"]["data-files"]
    files = [
        path.relative_to(ROOT).as_posix()
        for folder in DATA_FOLDERS
        for path in sorted((ROOT / folder).rglob("*"))
        if path.is_file() and "__pycache__" not in path.parts
    ]
    assert len(files) > 10
    for name in files:
        path = Path(name)
        homes = [
            target
            for target, patterns in entries.items()
            for pattern in map(Path, patterns)
            if pattern.parent == path.parent and fnmatch(path.name, pattern.name)
        ]
        assert homes == [(SHARE / path.parent).as_posix()], name


def test_an_installed_wheel_reads_the_data_under_its_prefix(
    fresh_root: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package_home = tmp_path / "site-packages"
    share = tmp_path / "prefix" / SHARE
    (share / "resources").mkdir(parents=True)
    monkeypatch.setattr(data, "candidate_roots", lambda: (package_home, share))
    assert data_root() == share


def test_missing_data_says_where_it_looked(
    fresh_root: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(data, "candidate_roots", lambda: (tmp_path / "a", tmp_path / "b"))
    with pytest.raises(FileNotFoundError, match=r"resources/\) is in none of: .*a, .*b"):
        data_root()
