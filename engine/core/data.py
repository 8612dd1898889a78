"""Where Bouquet's data lives: card data (``resources/``), the players' rules (``docs/rules/``)
and the translations (``translations/``).

A checkout, an editable install and an installer's bundle keep them beside the ``engine``
package. A wheel (``pip install .``) cannot put folders beside a package in site-packages, so
pyproject's data-files install them under ``<prefix>/share/bouquet`` (the user base for
``pip install --user``). One function decides for the engine and the desktop alike.
"""

from __future__ import annotations

import site
import sys
from functools import cache
from pathlib import Path

SHARE = Path("share") / "bouquet"
"""Where a wheel installs the data, under the installation's prefix."""


def candidate_roots() -> tuple[Path, ...]:
    """The folders that may hold the data, most specific first."""
    return (
        Path(__file__).resolve().parents[2],
        Path(sys.prefix) / SHARE,
        Path(site.getuserbase()) / SHARE,
    )


@cache
def data_root() -> Path:
    """The first candidate folder that holds ``resources/``."""
    for root in candidate_roots():
        if (root / "resources").is_dir():
            return root
    tried = ", ".join(str(root) for root in candidate_roots())
    raise FileNotFoundError(f"Bouquet's data (resources/) is in none of: {tried}")
